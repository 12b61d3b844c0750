import { UikitApiError, UikitConnectionError, UikitParseError } from '../../../wire/errors';
import { useLabels } from '../../context/RenderContext';
import { useChat } from '../ChatContext';
import { useChatState } from '../hooks/useChatState';
import type { PartProps } from './ChatHeader';

/**
 * What went wrong with the last step (the session, a send, a load), said plainly, with the way
 * out: reconnect when the session ended, else dismiss. Refusals the composer explains itself
 * (rate limits, locked or closed threads) get no banner.
 *
 * @example
 * <UikitRoot control={control}>
 *   <ProblemBanner className="my-problemBanner" />
 * </UikitRoot>
 */
export function ProblemBanner({ className, style }: PartProps) {
  const { runtime } = useChat();
  const labels = useLabels();
  const problem = useChatState((state) => state.problem);
  if (problem === null) return null;
  const { error } = problem;
  if (error instanceof UikitApiError && (error.status === 429 || error.status === 409)) return null;
  const sessionEnded =
    problem.during === 'session' || (error instanceof UikitApiError && error.status === 401);
  const message = sessionEnded
    ? labels.sessionEnded
    : error instanceof UikitConnectionError || error instanceof UikitParseError
      ? labels.connectionLost
      : problem.during === 'load'
        ? labels.loadFailed
        : `${labels.sendFailed}${error instanceof Error ? ` ${error.message}` : ''}`;
  return (
    <div
      data-slot="problem"
      data-during={problem.during}
      role="alert"
      className={className}
      style={style}
    >
      <span>{message}</span>
      {sessionEnded ? (
        <button type="button" data-slot="reconnect" onClick={() => void runtime.restartSession()}>
          {labels.reconnect}
        </button>
      ) : (
        <button
          type="button"
          data-slot="problem-dismiss"
          onClick={() => {
            runtime.dismissProblem();
          }}
        >
          {labels.dismiss}
        </button>
      )}
    </div>
  );
}
