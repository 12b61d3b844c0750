import { useState } from 'react';
import type { ReceivedAssistantMessageItem } from '../../wire/received';
import type { FeedbackKind } from '../../wire/thread';
import { useItemActions } from '../context/ItemActionsContext';
import { useLabels } from '../context/RenderContext';
import { CopyButton } from '../primitives/CopyButton';
import { RetryIcon, ThumbIcon } from '../primitives/glyphs';
import { messageText } from './sources';

/** Copy, feedback and retry under an answer, as the chat's `threadItemActions` allow. */
export function MessageActions({ item }: { item: ReceivedAssistantMessageItem }) {
  const labels = useLabels();
  const actions = useItemActions();
  const [feedback, setFeedback] = useState<FeedbackKind | null>(null);
  const send = (kind: FeedbackKind) => {
    if (!actions.onFeedback) return;
    const previous = feedback;
    setFeedback(kind);
    actions.onFeedback(item.id, kind).catch(() => {
      setFeedback(previous);
    });
  };
  if (!actions.copy && !actions.feedback && !actions.retry) return null;
  return (
    <div data-slot="message-actions">
      {actions.copy && (
        <CopyButton
          getText={() => messageText(item.content)}
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
      {actions.retry && actions.onRetry && (
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
    </div>
  );
}
