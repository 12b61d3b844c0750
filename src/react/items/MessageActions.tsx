import { useState, type ReactNode } from 'react';
import type {
  ReceivedAssistantMessageItem,
  ReceivedThreadItem,
  ReceivedUserMessageItem,
} from '../../wire/received';
import type { FeedbackKind } from '../../wire/thread';
import { useItemActions, useTurnActions } from '../context/ItemActionsContext';
import { useLabels } from '../context/RenderContext';
import { CopyButton } from '../primitives/CopyButton';
import { RetryIcon, ThumbIcon } from '../primitives/glyphs';
import { CustomItemActions, customActionsFor } from './CustomItemActions';
import { messageText } from './sources';
import { userMessageText } from './UserTags';

/**
 * The text copy takes: every answer of the turn this one ends, in order, and the `copy_text` of
 * its widgets (protocol section 12) where they stand.
 */
function turnText(item: ReceivedAssistantMessageItem, turn: readonly ReceivedThreadItem[]) {
  const copied = turn.filter(
    (entry) =>
      entry.type === 'uikit.assistant_message' ||
      (entry.type === 'uikit.widget' && typeof entry.copy_text === 'string'),
  );
  const hasAnswer = copied.some((entry) => entry.type === 'uikit.assistant_message');
  return (hasAnswer ? copied : [item])
    .map((entry) =>
      entry.type === 'uikit.assistant_message'
        ? messageText(entry.content)
        : entry.type === 'uikit.widget'
          ? (entry.copy_text ?? '')
          : '',
    )
    .filter((text) => text !== '')
    .join('\n\n');
}

/**
 * Copy, feedback, retry and the host's own actions under an answer, as the chat's
 * `threadItemActions` allow: in the chat, once per turn, under its final answer, and without retry
 * when the failed turn's error offers it.
 */
export function MessageActions({ item }: { item: ReceivedAssistantMessageItem }) {
  const labels = useLabels();
  const actions = useItemActions();
  const placement = useTurnActions();
  const [feedback, setFeedback] = useState<FeedbackKind | null>(null);
  const send = (kind: FeedbackKind) => {
    if (!actions.onFeedback) return;
    const previous = feedback;
    setFeedback(kind);
    actions.onFeedback(item.id, kind).catch(() => {
      setFeedback(previous);
    });
  };
  const retry = actions.retry && placement === 'all';
  const custom = customActionsFor(actions, item).length > 0;
  if (placement === 'none' || !(actions.copy || actions.feedback || retry || custom)) return null;
  return (
    <div data-slot="message-actions">
      {actions.copy && (
        <CopyButton
          getText={() => turnText(item, actions.turnOf?.(item.id) ?? [item])}
          label={labels.copyMessage}
          slot="copy-message"
        />
      )}
      {actions.feedback && actions.onFeedback && (
        <>
          <button
            type="button"
            data-slot="feedback-button"
            data-kind="positive"
            aria-pressed={feedback === 'positive'}
            aria-label={labels.feedbackPositive}
            title={labels.feedbackPositive}
            onClick={() => {
              send('positive');
            }}
          >
            <ThumbIcon />
          </button>
          <button
            type="button"
            data-slot="feedback-button"
            data-kind="negative"
            aria-pressed={feedback === 'negative'}
            aria-label={labels.feedbackNegative}
            title={labels.feedbackNegative}
            onClick={() => {
              send('negative');
            }}
          >
            <ThumbIcon down />
          </button>
          <span data-slot="visually-hidden" aria-live="polite">
            {feedback === null ? '' : labels.feedbackThanks}
          </span>
        </>
      )}
      {retry && actions.onRetry && (
        <button
          type="button"
          data-slot="retry-button"
          aria-label={labels.retry}
          title={labels.retry}
          disabled={actions.busy === true}
          onClick={() => {
            actions.onRetry?.(item.id);
          }}
        >
          <RetryIcon />
        </button>
      )}
      {custom && <CustomItemActions item={item} />}
    </div>
  );
}

/**
 * The actions under a message the user sent: copy, as the chat's `threadItemActions.copy` allows
 * (the same switch as an answer's), `edit` beside it (the Edit button, whatever copy says), then
 * the host's own. Under every user message, whatever its turn's answer shows.
 */
export function UserMessageActions({
  item,
  edit = null,
}: {
  item: ReceivedUserMessageItem;
  edit?: ReactNode;
}) {
  const labels = useLabels();
  const actions = useItemActions();
  const custom = customActionsFor(actions, item).length > 0;
  if (!actions.copy && edit === null && !custom) return null;
  return (
    <div data-slot="message-actions">
      {actions.copy && (
        <CopyButton
          getText={() => userMessageText(item.content)}
          label={labels.copyUserMessage}
          slot="copy-message"
        />
      )}
      {edit}
      {custom && <CustomItemActions item={item} />}
    </div>
  );
}
