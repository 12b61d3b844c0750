import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnswerInProgress, STOP_GRACE_MS } from './answerInProgress';
import { createChatEvents } from './chatEvents';
import { createChatState } from './chatState';
import type { ResponseOutcome, RunningResponse } from './runResponse';

afterEach(() => {
  vi.useRealTimers();
});

/** An answer that ends when told to (`finish`) or stopped. */
function controlledAnswer(name: string, log: string[]) {
  let finish: (outcome: ResponseOutcome) => void = () => undefined;
  const done = new Promise<ResponseOutcome>((resolve) => {
    finish = resolve;
  });
  const response: RunningResponse = {
    done,
    stop: () => {
      log.push(`stop ${name}`);
      finish({ status: 'stopped', userMessageStored: false, error: null });
    },
    detach: () => {
      log.push(`detach ${name}`);
      finish({ status: 'stopped', userMessageStored: false, error: null });
    },
  };
  return {
    begin: () => {
      log.push(`begin ${name}`);
      return response;
    },
    finish: () => {
      finish({ status: 'completed', userMessageStored: true, error: null });
    },
  };
}

function answerWith() {
  const state = createChatState({ events: createChatEvents(), threadId: null, reopening: false });
  return { chat: state.chat, answer: createAnswerInProgress(state) };
}

describe('the answer in progress', () => {
  it('turns the stop grace on after STOP_GRACE_MS, and off when the answer ends', async () => {
    vi.useFakeTimers();
    const { chat, answer } = answerWith();
    const first = controlledAnswer('first', []);
    const running = answer.run(first.begin);
    await vi.advanceTimersByTimeAsync(STOP_GRACE_MS - 1);
    expect(chat.getState().stopGraceOver).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(chat.getState().stopGraceOver).toBe(true);
    first.finish();
    await expect(running).resolves.toMatchObject({ status: 'completed' });
    expect(chat.getState().stopGraceOver).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never turns the grace on for an answer that ended in time', async () => {
    vi.useFakeTimers();
    const { chat, answer } = answerWith();
    const quick = controlledAnswer('quick', []);
    const running = answer.run(quick.begin);
    quick.finish();
    await running;
    await vi.advanceTimersByTimeAsync(STOP_GRACE_MS * 2);
    expect(chat.getState().stopGraceOver).toBe(false);
  });

  it('clears the problem shown as an answer starts', async () => {
    const { chat, answer } = answerWith();
    chat.setState({ problem: { during: 'send', error: new Error('earlier') } });
    const next = controlledAnswer('next', []);
    const running = answer.run(next.begin);
    expect(chat.getState().problem).toBeNull();
    next.finish();
    await running;
  });

  it('stops the answer in progress, and waits for it, before the next one starts', async () => {
    const { answer } = answerWith();
    const log: string[] = [];
    const first = controlledAnswer('first', log);
    const second = controlledAnswer('second', log);
    const firstRun = answer.run(first.begin);
    expect(answer.isResponding()).toBe(true);
    const secondRun = answer.run(second.begin);
    await expect(firstRun).resolves.toMatchObject({ status: 'stopped' });
    await vi.waitFor(() => {
      expect(log).toEqual(['begin first', 'stop first', 'begin second']);
    });
    expect(answer.isResponding()).toBe(true);
    second.finish();
    await secondRun;
    expect(answer.isResponding()).toBe(false);
  });

  it('says when no answer streams, counting one queued to start after the one it waits for', async () => {
    const { answer } = answerWith();
    await expect(answer.ended()).resolves.toBeUndefined();
    const log: string[] = [];
    const first = controlledAnswer('first', log);
    const second = controlledAnswer('second', log);
    void answer.run(first.begin);
    // A send while the first answer streams: it stops that one and starts once it has ended.
    const secondRun = answer.run(second.begin);
    let ended = false;
    void answer.ended().then(() => {
      ended = true;
    });
    await vi.waitFor(() => {
      expect(log).toEqual(['begin first', 'stop first', 'begin second']);
    });
    expect(ended).toBe(false);
    second.finish();
    await secondRun;
    await vi.waitFor(() => {
      expect(ended).toBe(true);
    });
  });

  it('stops nothing when nothing streams', () => {
    const { answer } = answerWith();
    expect(() => {
      answer.stop();
    }).not.toThrow();
    expect(answer.isResponding()).toBe(false);
  });
});
