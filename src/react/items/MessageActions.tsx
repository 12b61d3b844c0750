import { useState } from 'react';
import type { AssistantMessageItem } from '../../wire/items';
import type { FeedbackKind } from '../../wire/thread';
import { useItemActions } from '../context/ItemActionsContext';
import { useLabels } from '../context/RenderContext';
import { CopyButton } from '../primitives/CopyButton';
import { messageText } from './sources';

function Thumb({ down }: { down?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={down ? { transform: 'rotate(180deg)' } : undefined}
    >
      <path d="M7 10v11H4V10zM7 10l4-7c1.5 0 2.5 1 2.5 2.5V9h5a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 17.3 20H7" />
    </svg>
  );
}

function RetryGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6" />
    </svg>
  );
}

/** Copy, feedback and retry under an answer, as the chat's `threadItemActions` allow. */
export function MessageActions({ item }: { item: AssistantMessageItem }) {
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
            <Thumb />
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
            <Thumb down />
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
          <RetryGlyph />
        </button>
      )}
    </div>
  );
}
