/**
 * The answer in progress: at most one per chat, stopped before the next starts, and the stop
 * control's grace. Sending, widget actions and opening a thread all go through it, so none of them
 * can leave a second answer streaming or the chat waiting for one that is gone.
 */
import type { ChatCore } from './chatCore';
import type { ResponseOutcome, RunningResponse } from './runResponse';

/**
 * How long a response may go without the service saying whether it can be stopped (its first
 * event, `stream_options`) before the stop control turns on anyway: an answer that never comes
 * (a hung stream, a widget action a service never answers) must not leave the chat stuck.
 */
export const STOP_GRACE_MS = 2000;

export interface AnswerInProgress {
  /**
   * Stops the answer in progress and waits for it to end, then starts one (`begin`) and follows it
   * to its end: it clears the chat's problem as it starts, and turns the stop grace on after
   * `STOP_GRACE_MS` while it lasts.
   */
  readonly run: (begin: () => RunningResponse) => Promise<ResponseOutcome>;
  /** Stops the answer in progress, if any (the service keeps what it produced). */
  readonly stop: () => void;
  /**
   * Stops following the answer in progress, if any, without stopping it where the service keeps
   * answers running (`resume`): another thread opens, or the chat goes away.
   */
  readonly detach: () => void;
  readonly isResponding: () => boolean;
  /** Resolves when no answer is streaming (one that starts meanwhile is waited for too). */
  readonly ended: () => Promise<void>;
}

export function createAnswerInProgress(options: Pick<ChatCore, 'chat'>): AnswerInProgress {
  const { chat } = options;
  let running: RunningResponse | null = null;
  return {
    run: async (begin) => {
      if (running) {
        running.stop();
        await running.done;
      }
      const current = begin();
      running = current;
      chat.setState({ problem: null, stopGraceOver: false });
      const grace = setTimeout(() => {
        if (running === current) chat.setState({ stopGraceOver: true });
      }, STOP_GRACE_MS);
      const outcome = await current.done;
      clearTimeout(grace);
      if (running === current) {
        running = null;
        chat.setState({ stopGraceOver: false });
      }
      return outcome;
    },
    stop: () => {
      running?.stop();
    },
    detach: () => {
      running?.detach();
    },
    isResponding: () => running !== null,
    ended: async () => {
      // `run` awaits its answer's `done` before anyone else can, so it has cleared `running` by
      // the time this loop looks again.
      while (running) await running.done;
    },
  };
}
