import type { CSSProperties } from 'react';
import { useLabels } from '../../context/RenderContext';
import { WidgetIconGlyph } from '../../widgets/icons';
import { useChat } from '../ChatContext';
import { useChatState } from '../hooks/useChatState';
import { useHistoryEnabled } from '../hooks/useHistoryEnabled';
import { useThreadTitle } from '../hooks/useThreadTitle';
import { HistoryIcon, NewChatIcon } from './chatGlyphs';

/** Props every part of the chat layout takes: a class and inline styles for its root element. */
export interface PartProps {
  className?: string;
  style?: CSSProperties;
}

/**
 * The chat's title (a placeholder while automatic titling names a new thread), the history toggle,
 * the new-chat button and the host's buttons (`leftAction`, `actions`, `rightAction`).
 *
 * @example
 * <UikitRoot control={control}>
 *   <ChatHeader className="my-chatHeader" />
 * </UikitRoot>
 */
export function ChatHeader({ className, style }: PartProps) {
  const { runtime, display, latest } = useChat();
  const labels = useLabels();
  const { title, pending } = useThreadTitle();
  const historyEnabled = useHistoryEnabled();
  const historyOpen = useChatState((state) => state.historyOpen);
  const threadId = useChatState((state) => state.threadId);
  const header = display.header;
  if (header?.enabled === false) return null;
  const titleOption = typeof header?.title === 'object' ? header.title : undefined;
  const fallback = typeof header?.title === 'string' ? header.title : labels.chat;
  const iconAction = (side: 'leftAction' | 'rightAction') => {
    const action = header?.[side];
    if (!action) return null;
    const name = action.label ?? labels.headerAction(action.icon);
    return (
      <button
        type="button"
        data-slot="header-action"
        data-side={side === 'leftAction' ? 'start' : 'end'}
        aria-label={name}
        title={name}
        onClick={() => {
          // Read when clicked: the host's handler is a callback.
          latest.current.header?.[side]?.onClick();
        }}
      >
        <WidgetIconGlyph name={action.icon} />
      </button>
    );
  };
  return (
    <header data-slot="header" part="header" className={className} style={style}>
      {historyEnabled && (
        <button
          type="button"
          data-slot="history-toggle"
          aria-expanded={historyOpen}
          aria-label={historyOpen ? labels.hideHistory : labels.showHistory}
          title={historyOpen ? labels.hideHistory : labels.showHistory}
          // The list is fetched while the panel shows: asked for as the user goes for the toggle,
          // it is on its way (or there) by the click.
          onPointerEnter={runtime.history.prefetch}
          onFocus={runtime.history.prefetch}
          onClick={() => {
            if (historyOpen) runtime.hideHistory();
            else runtime.showHistory();
          }}
        >
          <HistoryIcon />
        </button>
      )}
      {iconAction('leftAction')}
      {titleOption?.enabled === false ? (
        // The buttons keep their places at the ends.
        <span data-slot="header-spacer" />
      ) : (
        <h2 data-slot="header-title" dir="auto" data-state={pending ? 'pending' : 'ready'}>
          {titleOption?.text ??
            title ??
            (pending ? (
              <span data-slot="title-placeholder">{labels.titlePlaceholder}</span>
            ) : (
              fallback
            ))}
        </h2>
      )}
      <div data-slot="header-actions">
        {header?.actions?.map((action) => (
          <button
            key={action.label}
            type="button"
            data-slot="header-action"
            aria-label={action.icon ? action.label : undefined}
            title={action.label}
            onClick={() => {
              // Read when clicked: the host's handler is a callback.
              latest.current.header?.actions
                ?.find((candidate) => candidate.label === action.label)
                ?.onClick();
            }}
          >
            {action.icon ? <WidgetIconGlyph name={action.icon} /> : action.label}
          </button>
        ))}
        <button
          type="button"
          data-slot="new-chat"
          aria-label={labels.newChat}
          title={labels.newChat}
          disabled={threadId === null}
          onClick={() => {
            runtime.setThreadId(null);
          }}
        >
          <NewChatIcon />
        </button>
        {iconAction('rightAction')}
      </div>
    </header>
  );
}
