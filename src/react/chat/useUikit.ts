import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ChatQueryOptions } from '../../chat/chatQueries';
import {
  createChatRuntime,
  type ChatKitServerConnection,
  type ChatRuntime,
  type UikitServiceConnection,
} from '../../chat/createChatRuntime';
import { acceptPatterns } from '../../chat/attachmentLimits';
import type { FetchLike } from '../../client/transport';
import type { ComposerValue, SendUserMessageParams } from '../../chat/messageCommands';
import { CHAT_EVENT_NAMES, chatEventHandlerName } from '../../chat/chatEvents';
import type { WidgetAction } from '../../wire/conversation';
import { browserLanguages, resolveLocale } from '../../wire/locale';
import { defaultLabels } from '../context/labels';
import { cachedLocaleLabels } from '../context/localeLabels';
import type { UikitOptions } from './options';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';
import { requestThreadCode } from './parts/ThreadView';

/** What `<UikitChat control={control} />` renders. Pass it on; its fields are the kit's own. */
export interface UikitControl {
  readonly runtime: ChatRuntime;
  readonly options: UikitOptions;
  readonly latest: { readonly current: UikitOptions };
  readonly instanceId: string;
  readonly composerInput: { current: HTMLTextAreaElement | null };
  /** The chat's commands (the same functions `useUikit` returns beside the control). */
  readonly commands: UikitCommands;
}

/**
 * Commands a host may run on its chat, as ChatKit's: each returns a promise that settles when its
 * effect is done, or rejects with why it could not be. Their identity never changes.
 */
export interface UikitCommands {
  /**
   * Opens a thread; null starts a new chat. Settles once the thread shows (its first page loaded;
   * rejects with the load's error), at once for a new chat.
   */
  setThreadId: (threadId: string | null) => Promise<void>;
  /**
   * Sends a message, as ChatKit's `sendUserMessage`: `text` or `content` (text and entity tags),
   * `reply` (quoted), `attachments` (uploaded ids), `newThread`, and `toolChoice` / `model` for
   * this message only. Leave out `text` and `content` to send the composer's draft. Resolves once
   * the answer has ended (a failure is an `onError` and shows in the chat). Refused options (an
   * unknown tool, a malformed tag) come as an `onError` and send nothing.
   */
  sendUserMessage: (message: SendUserMessageParams) => Promise<void>;
  /**
   * Sets the composer, as ChatKit's `setComposerValue`: `text` or `content`, `reply`,
   * `attachments`, `files` (uploaded like picked files, each with its chip), `selectedToolId`,
   * `selectedModelId`. Resolves once the composer holds it; rejects (and reports an `onError`)
   * when an option is refused, changing nothing.
   */
  setComposerValue: (value: ComposerValue) => Promise<void>;
  /** Moves the focus to the message box; resolves once it is there (or there is none). */
  focusComposer: () => Promise<void>;
  /** Re-reads the open thread and its latest items. */
  fetchUpdates: () => Promise<void>;
  /**
   * Sends a custom action to the workflow for a widget item (`itemId`; default: the open thread's
   * latest widget, as ChatKit does). Resolves once its answer has ended; rejects when no thread is
   * open, or no id is given and the thread has no widget.
   */
  sendCustomAction: (action: WidgetAction, itemId?: string) => Promise<void>;
  /** Opens the history panel (when history is on). */
  showHistory: () => Promise<void>;
  /** Closes the history panel. */
  hideHistory: () => Promise<void>;
}

/** What `useUikit` returns: the control to render, the chat's queries and its commands. */
export type UikitChatHandle = {
  readonly control: UikitControl;
  /**
   * The chat's cold data as TanStack Query options (threads, one thread, its items), keyed under
   * the chat's `['uikit', …]` prefix in the client it uses: `useInfiniteQuery(queries.threads())`
   * inside your `QueryClientProvider` reads the same cache as the chat. Stable identity.
   */
  readonly queries: ChatQueryOptions;
} & UikitCommands;

/**
 * One chat: give it your session route, render `<UikitChat control={control} />`, and use the
 * commands to drive it from your page. Inside a React Query `QueryClientProvider` the chat keeps
 * its data in that provider's client (unless `queryClient` names another); outside one, in its own.
 *
 * @example
 * const { control, sendUserMessage } = useUikit({
 *   api: { baseUrl: 'https://api.example.com', getSession: () => fetch('/api/uikit/session', { method: 'POST' }).then((r) => r.json()) },
 *   theme: { colorScheme: 'system', accentColor: '#0a7' },
 * });
 * return <UikitChat control={control} style={{ height: 600 }} />;
 */
export function useUikit(options: UikitOptions): UikitChatHandle {
  const latest = useRef(options);
  useIsomorphicLayoutEffect(() => {
    latest.current = options;
  });
  const instanceId = useId();
  const composerInput = useRef<HTMLTextAreaElement | null>(null);
  // The context, not `useQueryClient()`: that throws where there is no provider, and a chat
  // without one keeps its own client. Read once, as the option is: the runtime's cache stays put.
  const providedClient = useContext(QueryClientContext);
  const queryClient = options.queryClient ?? providedClient;

  // The runtime's callbacks read the latest options when it calls them, never during render.
  // eslint-disable-next-line react-hooks/refs
  const [runtime] = useState(() => {
    // The thread's code, asked for as the chat is made (beside its session): a thread opened at
    // once, by `initialThread` or a link, finds it there or on its way, in one round trip.
    void requestThreadCode();
    return createChatRuntime({
      ...connection(options.api, () => latest.current.api),
      initialThreadId: options.initialThread ?? null,
      queryKey: ['uikit', instanceId],
      ...(queryClient ? { queryClient } : {}),
      historyEnabled: () => latest.current.history?.enabled !== false,
      onClientWidgetAction: () => latest.current.widgets?.onAction,
      clientTools: () => latest.current.onClientTool ?? {},
      acceptedFileTypes: () => acceptPatterns(latest.current.composer?.attachments?.accept),
      attachmentLimits: () => latest.current.composer?.attachments,
      composerChoices: () => ({
        tools: latest.current.composer?.tools ?? [],
        models: latest.current.composer?.models ?? [],
      }),
      locale: () => latest.current.locale,
      uploadMessages: () => {
        const locale = resolveLocale(latest.current.locale, browserLanguages());
        const labels = {
          ...defaultLabels,
          ...cachedLocaleLabels(locale),
          ...latest.current.labels,
        };
        return {
          uploadsDisabled: labels.uploadsDisabled,
          tooLarge: labels.fileTooLarge,
          tooMany: labels.tooManyFiles,
          tooManyInMessage: labels.tooManyFilesInMessage,
          wrongType: labels.fileTypeNotAccepted,
          failed: labels.uploadFailed,
        };
      },
    });
  });

  useEffect(() => {
    // The handler is looked up when the event fires, so an inline `onError={…}` is never stale.
    const unsubscribe = CHAT_EVENT_NAMES.map((event) =>
      runtime.events.on(event, (payload: unknown) => {
        const handler = latest.current[chatEventHandlerName(event)] as
          ((payload: unknown) => void) | undefined;
        handler?.(payload);
      }),
    );
    void runtime.start();
    return () => {
      for (const stop of unsubscribe) stop();
      runtime.dispose();
    };
  }, [runtime]);

  const commands = useMemo<UikitCommands>(
    () => ({
      setThreadId: (threadId) => runtime.openThread(threadId),
      sendUserMessage: (message) => runtime.sendUserMessage(message),
      setComposerValue: (value) => {
        const refused = runtime.setComposerValue(value);
        return refused ? Promise.reject(refused) : Promise.resolve();
      },
      focusComposer: () => {
        composerInput.current?.focus();
        return Promise.resolve();
      },
      fetchUpdates: () => runtime.fetchUpdates(),
      sendCustomAction: (action, itemId) => runtime.sendCustomAction(action, itemId),
      showHistory: () => {
        runtime.showHistory();
        return Promise.resolve();
      },
      hideHistory: () => {
        runtime.hideHistory();
        return Promise.resolve();
      },
    }),
    [runtime],
  );

  const control = useMemo<UikitControl>(
    () => ({ runtime, options, latest, instanceId, composerInput, commands }),
    [runtime, options, instanceId, commands],
  );
  return { control, queries: runtime.queries, ...commands };
}

/**
 * Where the runtime connects, from `api` as first given (its kind and addresses are read once);
 * `getSession` and `fetch` are read from the latest options each time they run.
 */
function connection(
  api: UikitOptions['api'],
  latestApi: () => UikitOptions['api'],
): UikitServiceConnection | ChatKitServerConnection {
  const initialFetch = api.fetch;
  const fetch: FetchLike | undefined = initialFetch
    ? (input, init) => (latestApi().fetch ?? initialFetch)(input, init)
    : undefined;
  if ('url' in api)
    return {
      api: {
        url: api.url,
        domainKey: api.domainKey,
        ...(fetch ? { fetch } : {}),
        ...(api.uploadStrategy ? { uploadStrategy: api.uploadStrategy } : {}),
      },
    };
  if ('getClientSecret' in api)
    return {
      baseUrl: api.baseUrl,
      getClientSecret: (current) => {
        const latest = latestApi();
        return 'getClientSecret' in latest
          ? latest.getClientSecret(current)
          : api.getClientSecret(current);
      },
      ...(fetch ? { fetch } : {}),
    };
  return {
    baseUrl: api.baseUrl,
    getSession: (current) => {
      const latest = latestApi();
      return 'getSession' in latest ? latest.getSession(current) : api.getSession(current);
    },
    ...(fetch ? { fetch } : {}),
  };
}
