import { useLabels } from '../../context/RenderContext';
import { WidgetIconGlyph } from '../../widgets/icons';
import { useChat } from '../ChatContext';
import { useChatState, useThreadState } from '../hooks/useChatState';
import type { PartProps } from './ChatHeader';

/**
 * What a new chat shows: the greeting (`startScreen.greeting`, else the `startGreeting` label; an
 * empty string shows none) and starter prompts that send themselves. It scrolls as a whole, so
 * the greeting and every prompt stay reachable on a small screen.
 *
 * @example
 * <UikitRoot control={control}>
 *   <StartScreen className="my-startScreen" />
 * </UikitRoot>
 */
export function StartScreen({ className, style }: PartProps) {
  const { runtime, display } = useChat();
  const labels = useLabels();
  const threadId = useChatState((state) => state.threadId);
  const reopening = useChatState((state) => state.reopening);
  const empty = useThreadState((state) => state.itemIds.length === 0);
  if (threadId !== null || !empty || reopening) return null;
  const { greeting = labels.startGreeting, prompts = [] } = display.startScreen ?? {};
  return (
    <section
      data-slot="start-screen"
      aria-label={labels.newChat}
      className={className}
      style={style}
    >
      {greeting !== '' && <p data-slot="start-greeting">{greeting}</p>}
      {prompts.length > 0 && (
        <ul data-slot="start-prompts">
          {prompts.map((prompt) => (
            <li key={prompt.label}>
              <button
                type="button"
                data-slot="start-prompt"
                onClick={() => {
                  const message = prompt.prompt ?? prompt.label;
                  void runtime.sendUserMessage(
                    typeof message === 'string' ? { text: message } : { content: message },
                  );
                }}
              >
                {prompt.icon !== undefined && <WidgetIconGlyph name={prompt.icon} />}
                <span>{prompt.label}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
