import {
  useEffect,
  useMemo,
  useState,
  useRef,
  useSyncExternalStore,
  type CSSProperties,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { canEditMessages } from '../../../chat/capabilities';
import { selectTurnItems } from '../../../state/turns';
import { ItemActionsContext, type ItemActions } from '../../context/ItemActionsContext';
import { RenderProvider } from '../../context/RenderContext';
import { preloadMarkdown } from '../../markdown/loadMarkdownRenderer';
import { ChatContext, useChat, type ChatContextValue } from '../ChatContext';
import { displayOptions } from '../displayOptions';
import { useChatState, useRuntimeState, useThreadState } from '../hooks/useChatState';
import { useSession } from '../hooks/useSession';
import { useUploads } from '../hooks/useUploads';
import type { UikitDisplayOptions } from '../options';
import { baseThemeStyle, densityOf, needsThemeDepth } from '../themeBase';
import type { UikitControl } from '../useUikit';
import { useStableValue } from '../useStableValue';
import { whenIdle } from '../../primitives/whenIdle';
import { preloadChatParts } from './preloadChatParts';
import { useLabels, useRenderOptions } from '../../context/RenderContext';
import { useIsomorphicLayoutEffect } from '../useIsomorphicLayoutEffect';
import { originOf } from '../../../security/origin';
import type { UrlPolicyOptions } from '../../../security/urlPolicy';

/** The generated colours and font registration, kept once loaded: a second chat renders with them at once. */
let themeDepth: typeof import('../themeDepth') | null = null;

function subscribeDarkScheme(onChange: () => void) {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function')
    return () => undefined;
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
}
const prefersDark = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-color-scheme: dark)').matches;

/** The colour scheme to render: `system` follows the visitor's setting (light on the server). */
function useColorScheme(setting: 'light' | 'dark' | 'system' | undefined): 'light' | 'dark' {
  const dark = useSyncExternalStore(subscribeDarkScheme, prefersDark, () => false);
  if (setting === 'dark') return 'dark';
  if (setting === 'system') return dark ? 'dark' : 'light';
  return 'light';
}

/** Announces the start and end of a response (politely), never its tokens. */
function ResponseAnnouncer() {
  const { runtime } = useChat();
  const labels = useLabels();
  const [message, setMessage] = useState('');
  const status = useRef(runtime.state.thread.getState().response.status);
  useEffect(() => {
    const thread = runtime.state.thread;
    return thread.subscribe(() => {
      const { response } = thread.getState();
      if (response.status === status.current) return;
      status.current = response.status;
      if (response.status === 'streaming') setMessage(labels.responding);
      else
        setMessage(
          response.stopped
            ? labels.responseStopped
            : response.interrupted
              ? labels.responseInterrupted
              : labels.responseComplete,
        );
    });
  }, [runtime, labels]);
  return (
    <div data-slot="visually-hidden" role="status" aria-live="polite">
      {message}
    </div>
  );
}

function RootFrame({
  className,
  style,
  display,
  children,
}: {
  className: string | undefined;
  style: CSSProperties | undefined;
  display: UikitDisplayOptions;
  children: ReactNode;
}) {
  const { runtime } = useChat();
  const { status } = useSession();
  const uploads = useUploads();
  const historyOpen = useChatState((state) => state.historyOpen);
  const responding = useThreadState((state) => state.response.status === 'streaming');
  const [dragging, setDragging] = useState(false);
  const scheme = useColorScheme(display.theme?.colorScheme);
  const labels = useLabels();
  const rootRef = useRef<HTMLDivElement>(null);
  const { urlPolicy, locale, direction } = useRenderOptions();
  const theme = display.theme;
  const fontSources = theme?.typography?.fontSources;

  // Generated colours and font files load on demand, for a theme that has them. Until then (a
  // moment, on the first chat of the page) the chat keeps its place but is not painted, so it
  // never flashes the kit's own palette before the host's.
  const wantsDepth = needsThemeDepth(theme);
  const [depth, setDepth] = useState(themeDepth);
  const [depthFailed, setDepthFailed] = useState(false);
  const themePending = wantsDepth && !depth && !depthFailed;
  useEffect(() => {
    if (!wantsDepth || depth) return;
    let live = true;
    import('../themeDepth').then(
      (module) => {
        themeDepth = module;
        if (live) setDepth(module);
      },
      // Without it the theme's base (radius, type, accentColor) still applies.
      () => {
        if (live) setDepthFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [wantsDepth, depth]);
  const themeVars = useMemo(
    () => (wantsDepth && depth ? depth.themeStyle(theme, scheme) : baseThemeStyle(theme, scheme)),
    [wantsDepth, depth, theme, scheme],
  );

  // The host's font files, registered with the document the chat renders in (a shadow root's
  // document too), once however many chats use them.
  useIsomorphicLayoutEffect(() => {
    const doc = rootRef.current?.ownerDocument;
    if (doc && depth && fontSources?.length) depth.registerFontSources(doc, fontSources, urlPolicy);
  }, [depth, fontSources, urlPolicy]);

  // The markdown renderer is requested at mount, beside the session (useUikit starts it in the
  // same commit): a thread opened at once, or a first answer, renders its markdown without waiting
  // for it. What else the first paint left out (the thread's parts, the readers of answers) loads
  // once the chat is idle, so a thread or an answer never waits for its code.
  useEffect(() => {
    preloadMarkdown();
    return whenIdle(() => {
      // A part that fails to load says so where it renders (its error boundary). With the parts
      // come the readers of answers (requestThreadCode).
      preloadChatParts().catch(() => undefined);
    });
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && responding) {
      event.preventDefault();
      runtime.stop();
    }
  };
  const hasFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');
  const dropProps = uploads.enabled
    ? {
        onDragOver: (event: DragEvent<HTMLDivElement>) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDragging(true);
        },
        onDragLeave: (event: DragEvent<HTMLDivElement>) => {
          if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
          setDragging(false);
        },
        onDrop: (event: DragEvent<HTMLDivElement>) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDragging(false);
          uploads.add([...event.dataTransfer.files]);
        },
      }
    : {};

  return (
    <div
      ref={rootRef}
      data-uikit-root=""
      data-slot="root"
      part="root"
      // A landmark a screen reader can jump to, named by `frameTitle` (ChatKit's frame title).
      role="region"
      aria-label={display.frameTitle ?? labels.chat}
      data-color-scheme={scheme}
      data-theme-state={themePending ? 'loading' : undefined}
      data-density={densityOf(display.theme)}
      data-state={status === 'ready' ? 'ready' : status}
      data-history={historyOpen ? 'open' : 'closed'}
      data-dragging={dragging || undefined}
      lang={locale}
      dir={display.dir ?? (direction === 'rtl' ? 'rtl' : undefined)}
      className={className}
      style={{ ...themeVars, ...style }}
      onKeyDown={onKeyDown}
      {...dropProps}
    >
      {children}
      {dragging && (
        <div data-slot="drop-overlay" aria-hidden="true">
          {labels.dropFiles}
        </div>
      )}
      <ResponseAnnouncer />
    </div>
  );
}

/** Props of `<UikitRoot>`: the `control` from `useUikit` and the parts to lay out inside it. */
export interface UikitRootProps {
  control: UikitControl;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * The chat's root: theme, contexts and keyboard handling for the parts inside it. Use it with the
 * parts (`ChatHeader`, `ThreadView`, `Composer`, ...) to build your own layout; `<UikitChat>` is
 * this root with the default layout.
 *
 * @example
 * const { control } = useUikit({ api: { baseUrl, getSession } });
 * return (
 *   <UikitRoot control={control} style={{ height: 600 }}>
 *     <ChatHeader />
 *     <ThreadView />
 *     <Composer />
 *   </UikitRoot>
 * );
 */
export function UikitRoot({ control, className, style, children }: UikitRootProps) {
  const { runtime, latest, composerInput, options } = control;
  const display = useStableValue(displayOptions(options));
  // Attachment previews come from the API: its origin is trusted for images even over plain http
  // (the local API on a development machine).
  const apiOrigin = originOf('url' in options.api ? options.api.url : options.api.baseUrl);
  // The open thread's image hosts (protocol section 12) bound the images its items show.
  const imageHosts = useRuntimeState(
    runtime.state.thread,
    (state) => state.thread?.allowed_image_domains,
  );
  const urlPolicy = useMemo<UrlPolicyOptions>(
    () => ({
      ...display.urlPolicy,
      trustedImageOrigins: [
        ...(display.urlPolicy?.trustedImageOrigins ?? []),
        ...(apiOrigin === null ? [] : [apiOrigin]),
      ],
      ...(imageHosts === undefined ? {} : { allowedImageHosts: imageHosts }),
    }),
    [display.urlPolicy, apiOrigin, imageHosts],
  );

  const context = useMemo<ChatContextValue>(
    () => ({ runtime, latest, display, composerInput }),
    [runtime, latest, display, composerInput],
  );

  const responding = useRuntimeState(
    runtime.state.thread,
    (state) => state.response.status === 'streaming',
  );
  const canEdit = useRuntimeState(runtime.state.session, canEditMessages);
  const itemActions = useMemo<ItemActions>(
    () => ({
      copy: display.threadItemActions?.copy ?? true,
      feedback: display.threadItemActions?.feedback ?? false,
      retry: display.threadItemActions?.retry ?? false,
      busy: responding,
      onFeedback: (itemId, kind) => runtime.sendTurnFeedback(itemId, kind),
      onRetry: (itemId) => {
        void runtime.retryAnswer(itemId);
      },
      turnOf: (itemId) => selectTurnItems(runtime.state.thread.getState(), itemId),
      custom: display.threadItemActions?.custom,
      // Read when clicked: the host's handlers are callbacks.
      customHandlers: () => latest.current.threadItemActions?.custom,
      // Only where the service can edit (protocol section 11): elsewhere no message offers it.
      ...(canEdit && {
        onEditUserMessage: (itemId: string, text: string) =>
          runtime.editUserMessage(itemId, { text }).catch((error: unknown) => {
            // Refused (an answer began meanwhile): the host hears why, the editor keeps the text.
            runtime.reportError(error);
            return false;
          }),
      }),
    }),
    [runtime, latest, display.threadItemActions, responding, canEdit],
  );

  return (
    <ChatContext.Provider value={context}>
      <RenderProvider
        {...(display.labels ? { labels: display.labels } : {})}
        {...(display.locale ? { locale: display.locale } : {})}
        {...(display.avatars ? { avatars: display.avatars } : {})}
        urlPolicy={urlPolicy}
        {...(display.renderers ? { renderers: display.renderers } : {})}
        {...(display.widgets?.components ? { widgetComponents: display.widgets.components } : {})}
        onWidgetAction={runtime.handleWidgetAction}
        onStructuredInput={runtime.answerStructuredInput}
        onRenderError={runtime.reportError}
        onDeepLink={runtime.openDeepLink}
        {...(display.composer?.models ? { models: display.composer.models } : {})}
      >
        <ItemActionsContext.Provider value={itemActions}>
          <RootFrame className={className} style={style} display={display}>
            {children}
          </RootFrame>
        </ItemActionsContext.Provider>
      </RenderProvider>
    </ChatContext.Provider>
  );
}
