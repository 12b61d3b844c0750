import {
  Suspense,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type SubmitEvent,
  type KeyboardEvent,
} from 'react';
import { useLabels, useRenderOptions } from '../../context/RenderContext';
import { lazyComponent } from '../../primitives/lazyComponent';
import { PartErrorBoundary } from '../../primitives/PartErrorBoundary';
import { Spinner } from '../../primitives/Spinner';
import { composerPlaceholder } from '../../../chat/composerChoices';
import { AttachIcon, SendIcon } from './chatGlyphs';
import { useChat } from '../ChatContext';
import { useComposerState, useRuntimeState, useThreadState } from '../hooks/useChatState';
import { useRateLimit } from '../hooks/useRateLimit';
import { useSend } from '../hooks/useSend';
import { useHydrated } from '../useHydrated';
import { useSession } from '../hooks/useSession';
import { useUploads } from '../hooks/useUploads';
import type { PartProps } from './ChatHeader';
import { threadStylesLoaded } from './threadStyles';
import { ComposerField } from './entities/ComposerField';

// The chips' code loads with the first file added, or before, once the chat is idle.
const attachmentChips = lazyComponent(() =>
  import('./AttachmentChips').then((module) => module.AttachmentChips),
);

/** Loads the attachment chips ahead of the first file. */
export const preloadAttachmentChips = attachmentChips.preload;

// The pickers (and their stylesheet, where it loads apart) load as soon as a composer that has
// tools or models renders, or before, once the chat is idle: most chats have neither.
const composerPickers = lazyComponent(async () => {
  const [module] = await Promise.all([import('./ComposerPickers'), threadStylesLoaded()]);
  return module.ComposerPickers;
});

/** Loads the tool and model pickers ahead of need (they load their menu once idle). */
export const preloadComposerPickers = composerPickers.preload;

// The disclaimer's inline markdown, with the markdown renderer (requested as the chat mounts): its
// text shows as written until that is in.
const inlineMarkdown = lazyComponent(() =>
  import('../../markdown/MarkdownRenderer').then((module) => module.InlineMarkdown),
);

// The microphone's code loads with a composer whose host turned dictation on.
const dictationButton = lazyComponent(() =>
  import('./DictationButton').then((module) => module.DictationButton),
);

/** Whether this browser can record the user. */
const canRecord = () =>
  typeof MediaRecorder !== 'undefined' &&
  // Missing outside secure contexts (a page on plain http other than localhost).
  'mediaDevices' in navigator &&
  typeof navigator.mediaDevices.getUserMedia === 'function';

/** Loads the disclaimer's markdown renderer ahead of need. */
export const preloadInlineMarkdown = inlineMarkdown.preload;

/**
 * The message box: Enter sends, Shift+Enter adds a line, an IME composition never sends. Attach,
 * paste or drop files (when the session allows uploads); pick a tool or model from their menus when
 * configured (a picked tool shows as a chip, and may change the placeholder). It
 * says why it is disabled: a locked thread, a rate limit countdown, a session still connecting.
 *
 * @example
 * <UikitRoot control={control}>
 *   <Composer className="my-composer" />
 * </UikitRoot>
 */
export function Composer({ className, style }: PartProps) {
  const { display, composerInput, runtime } = useChat();
  const labels = useLabels();
  const { onRenderError } = useRenderOptions();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const text = useComposerState((state) => state.text);
  const toolId = useComposerState((state) => state.toolId);
  const quote = useComposerState((state) => state.quote);
  const tagged = useComposerState((state) => state.tags.length > 0);
  const status = useThreadState((state) => state.thread?.status ?? null);
  const session = useSession();
  const uploads = useUploads();
  const rateLimit = useRateLimit();
  const { send, stop, responding, canStop } = useSend();
  // The user tried to send while an answer (or a widget action's) was in progress: say why it did
  // not go, until the answer ends.
  const [heldBack, setHeldBack] = useState(false);
  if (heldBack && !responding) setHeldBack(false);
  const [dictationNotice, setDictationNotice] = useState<string | null>(null);
  const dictationAvailable = useRuntimeState(runtime.dictation, (state) => state.available);
  // The server cannot know whether the browser records: the microphone comes after hydration.
  const hydrated = useHydrated();

  if (status?.type === 'closed') {
    return (
      <div
        data-slot="composer-closed"
        part="composer"
        role="status"
        className={className}
        style={style}
      >
        {labels.threadClosed(status.reason)}
      </div>
    );
  }

  const locked = status?.type === 'locked';
  const connecting = session.status !== 'ready' && session.session === null;
  const ready =
    uploads.attachments.some((attachment) => attachment.status === 'uploaded') ||
    text.trim() !== '' ||
    tagged;
  const canSend =
    ready && !responding && !locked && !connecting && !rateLimit.limited && !uploads.uploading;
  const reason = locked
    ? labels.threadLocked(status.reason)
    : rateLimit.limited
      ? labels.rateLimited(rateLimit.seconds)
      : connecting
        ? labels.connecting
        : heldBack
          ? labels.answerInProgress
          : null;
  const tools = display.composer?.tools ?? [];
  const models = display.composer?.models ?? [];
  // With pickers the input gets a line of its own and the buttons a row under it, as in ChatGPT
  // (pickers.css, loaded with them).
  const stacked = tools.length > 0 || models.length > 0;
  const disclaimer =
    typeof display.disclaimer === 'string' ? { text: display.disclaimer } : display.disclaimer;

  const submit = (event?: SubmitEvent) => {
    event?.preventDefault();
    if (canSend) void send();
    else if (ready && responding) setHeldBack(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    // Safari reports the Enter that commits an IME composition with isComposing false; only its
    // legacy keyCode (229) tells it apart.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    if (event.keyCode === 229) return;
    event.preventDefault();
    submit();
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = [...event.clipboardData.files];
    if (files.length === 0 || !uploads.enabled) return;
    event.preventDefault();
    uploads.add(files);
  };
  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    uploads.add([...(event.target.files ?? [])]);
    event.target.value = '';
  };

  return (
    <form
      data-slot="composer"
      part="composer"
      data-state={responding ? 'responding' : locked ? 'locked' : 'idle'}
      className={className}
      style={style}
      onSubmit={submit}
      aria-label={labels.composerLabel}
    >
      {quote !== null && (
        <div data-slot="composer-quote">
          <p data-slot="composer-quote-text">
            <span data-slot="visually-hidden">{labels.replyingTo}: </span>
            {quote}
          </p>
          <button
            type="button"
            data-slot="composer-quote-remove"
            aria-label={labels.removeQuote}
            title={labels.removeQuote}
            onClick={() => {
              runtime.removeQuote();
              composerInput.current?.focus();
            }}
          >
            ×
          </button>
        </div>
      )}
      {uploads.attachments.length > 0 && (
        <PartErrorBoundary
          failed={
            <p data-slot="composer-notice" role="alert">
              {labels.itemError}
            </p>
          }
          onError={onRenderError}
        >
          <Suspense
            fallback={
              <ul data-slot="attachment-chips" aria-label={labels.attachments} aria-busy="true" />
            }
          >
            <attachmentChips.Component attachments={uploads.attachments} />
          </Suspense>
        </PartErrorBoundary>
      )}
      {uploads.notice !== null && (
        <p data-slot="composer-notice" role="alert">
          {uploads.notice}
        </p>
      )}
      {dictationNotice !== null && (
        <p data-slot="composer-notice" role="alert">
          {dictationNotice}
        </p>
      )}
      <div data-slot="composer-row" data-layout={stacked ? 'stacked' : 'inline'}>
        {uploads.enabled && (
          <>
            <button
              type="button"
              data-slot="attach"
              aria-label={labels.attachFiles}
              title={labels.attachFiles}
              disabled={locked}
              onClick={() => fileInput.current?.click()}
            >
              <AttachIcon />
            </button>
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              accept={uploads.accept.join(',') || undefined}
              onChange={onFiles}
              tabIndex={-1}
              aria-hidden="true"
            />
          </>
        )}
        {display.entities?.showComposerMenu === true && display.entities.search && (
          <button
            type="button"
            data-slot="mention"
            aria-label={labels.mentionButton}
            title={labels.mentionButton}
            disabled={locked}
            onClick={() => {
              insertMentionTrigger(composerInput.current);
            }}
          >
            <span aria-hidden="true">@</span>
          </button>
        )}
        <ComposerField
          ref={composerInput}
          id={`${id}-input`}
          data-slot="composer-input"
          rows={1}
          // A locked thread takes nothing: no invitation to type, the reason under the field.
          placeholder={
            locked
              ? undefined
              : composerPlaceholder(
                  tools,
                  toolId,
                  display.composer?.placeholder ?? labels.composerPlaceholder,
                )
          }
          aria-label={labels.composerLabel}
          aria-describedby={reason === null ? undefined : `${id}-reason`}
          disabled={locked}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onAttach={uploads.enabled && !locked ? () => fileInput.current?.click() : undefined}
        />
        {stacked && (
          <PartErrorBoundary failed={null} onError={onRenderError}>
            <Suspense fallback={null}>
              <composerPickers.Component tools={tools} models={models} disabled={locked} />
            </Suspense>
          </PartErrorBoundary>
        )}
        {display.composer?.dictation?.enabled === true &&
          dictationAvailable &&
          hydrated &&
          canRecord() && (
            <PartErrorBoundary failed={null} onError={onRenderError}>
              <Suspense fallback={null}>
                <dictationButton.Component
                  composerInput={composerInput}
                  disabled={locked}
                  onFailure={setDictationNotice}
                />
              </Suspense>
            </PartErrorBoundary>
          )}
        {responding ? (
          <button
            type="button"
            data-slot="stop"
            aria-label={labels.stop}
            title={labels.stop}
            disabled={!canStop}
            onClick={stop}
          >
            <span data-slot="stop-glyph" aria-hidden="true" />
          </button>
        ) : (
          <button
            type="submit"
            data-slot="send"
            aria-label={labels.send}
            title={labels.send}
            disabled={!canSend}
          >
            {uploads.uploading ? <Spinner /> : <SendIcon />}
          </button>
        )}
      </div>
      {reason !== null && (
        <p data-slot="composer-reason" id={`${id}-reason`} role="status">
          {reason}
        </p>
      )}
      {disclaimer !== undefined && (
        <p data-slot="disclaimer" data-contrast={disclaimer.highContrast ? 'high' : undefined}>
          <Suspense fallback={disclaimer.text}>
            <inlineMarkdown.Component text={disclaimer.text} />
          </Suspense>
        </p>
      )}
    </form>
  );
}

/**
 * ChatKit's `showComposerMenu` button: types `@` at the caret (after a space when it would follow a
 * word), as the user would, so the field opens its `@` menu and tag search.
 */
function insertMentionTrigger(input: HTMLTextAreaElement | null): void {
  if (!input) return;
  input.focus();
  const start = input.selectionStart;
  const before = input.value.slice(0, start);
  const trigger = before === '' || /\s$/.test(before) ? '@' : ' @';
  input.setRangeText(trigger, start, input.selectionEnd, 'end');
  // An input event, as typing sends: the field's own handler reads the text and the caret.
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
