import { useState, type SubmitEvent } from 'react';
import type { Thread } from '../../../wire/thread';
import { useLabels, useRenderOptions } from '../../context/RenderContext';
import { WidgetIconGlyph } from '../../widgets/icons';
import { useChat } from '../ChatContext';
import { useThreads } from '../hooks/useThreads';
import type { PartProps } from './ChatHeader';

type Mode = { kind: 'view' } | { kind: 'rename'; title: string } | { kind: 'delete' };

function ThreadRow({ thread, current }: { thread: Thread; current: boolean }) {
  const labels = useLabels();
  const { locale } = useRenderOptions();
  const { display } = useChat();
  const history = useThreads();
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const title = thread.title ?? labels.untitled;
  const when = new Date(thread.created_at * 1000);

  if (mode.kind === 'rename') {
    const save = (event: SubmitEvent) => {
      event.preventDefault();
      const next = mode.title.trim();
      setMode({ kind: 'view' });
      // A refusal is rolled back and reported (onError) by the hook; it is not an uncaught error.
      if (next !== '' && next !== thread.title)
        history.rename(thread.id, next.slice(0, 256)).catch(() => undefined);
    };
    return (
      <li data-slot="history-item" data-state="renaming">
        <form data-slot="history-rename" onSubmit={save}>
          <input
            aria-label={labels.renameThread(title)}
            value={mode.title}
            maxLength={256}
            autoFocus
            onChange={(event) => {
              setMode({ kind: 'rename', title: event.target.value });
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                setMode({ kind: 'view' });
              }
            }}
          />
          <button type="submit">{labels.saveTitle}</button>
          <button
            type="button"
            onClick={() => {
              setMode({ kind: 'view' });
            }}
          >
            {labels.cancel}
          </button>
        </form>
      </li>
    );
  }
  if (mode.kind === 'delete') {
    return (
      <li data-slot="history-item" data-state="confirming">
        <p role="alert">{labels.confirmDelete(title)}</p>
        <button
          type="button"
          data-slot="history-confirm-delete"
          onClick={() => {
            setMode({ kind: 'view' });
            history.remove(thread.id).catch(() => undefined);
          }}
        >
          {labels.deleteThread(title)}
        </button>
        <button
          type="button"
          onClick={() => {
            setMode({ kind: 'view' });
          }}
        >
          {labels.cancel}
        </button>
      </li>
    );
  }
  return (
    <li data-slot="history-item" data-state={current ? 'current' : 'idle'}>
      <button
        type="button"
        data-slot="history-open"
        aria-current={current ? 'page' : undefined}
        onClick={() => {
          history.open(thread.id);
        }}
      >
        <span data-slot="history-title">{title}</span>
        <time dateTime={when.toISOString()}>
          {when.toLocaleDateString(locale, { month: 'short', day: 'numeric' })}
        </time>
      </button>
      {display.history?.showRename !== false && (
        <button
          type="button"
          data-slot="history-rename-button"
          aria-label={labels.renameThread(title)}
          title={labels.renameThread(title)}
          onClick={() => {
            setMode({ kind: 'rename', title: thread.title ?? '' });
          }}
        >
          <WidgetIconGlyph name="write" />
        </button>
      )}
      {display.history?.showDelete !== false && (
        <button
          type="button"
          data-slot="history-delete-button"
          aria-label={labels.deleteThread(title)}
          title={labels.deleteThread(title)}
          onClick={() => {
            setMode({ kind: 'delete' });
          }}
        >
          <WidgetIconGlyph name="empty-circle" />
        </button>
      )}
    </li>
  );
}

/**
 * The history panel's content: the user's recent threads, to open, rename and delete. Loaded on
 * demand by `ThreadHistory`, the first time the panel opens (or before, once the chat is idle).
 */
export function HistoryPanel({ className, style }: PartProps) {
  const labels = useLabels();
  const { runtime } = useChat();
  const history = useThreads();
  return (
    <nav
      data-slot="history"
      part="history"
      aria-label={labels.history}
      className={className}
      style={style}
    >
      <button
        type="button"
        data-slot="history-new-chat"
        onClick={() => {
          runtime.setThreadId(null);
        }}
      >
        <WidgetIconGlyph name="plus" />
        {labels.newChat}
      </button>
      {history.isLoading ? (
        <p data-slot="history-status">{labels.loadingThread}</p>
      ) : history.threads.length === 0 ? (
        <p data-slot="history-status">{labels.noThreads}</p>
      ) : (
        <ul data-slot="history-list">
          {history.threads.map((thread) => (
            <ThreadRow
              key={thread.id}
              thread={thread}
              current={thread.id === history.openThreadId}
            />
          ))}
        </ul>
      )}
      {history.hasMore && (
        <button
          type="button"
          data-slot="history-more"
          disabled={history.isLoadingMore}
          onClick={() => void history.loadMore()}
        >
          {labels.loadMoreThreads}
        </button>
      )}
    </nav>
  );
}
