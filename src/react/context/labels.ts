/**
 * When the threads of one heading of the history list were created, in the user's calendar: today,
 * yesterday, the 7 days before, or before that.
 */
export type HistoryGroup = 'today' | 'yesterday' | 'week' | 'older';

/**
 * Every user-facing string of the kit. Pass `labels` (a partial object) to translate or reword;
 * functions take the values they interpolate.
 *
 * Each locale's catalogue (`locales/<tag>.json`, see stories/guides/Languages.mdx) writes a function label as
 * text with its parameters in braces (`"Quelle {number}"`). One with a numeric parameter may be
 * plural forms by `Intl.PluralRules` category instead, chosen on the parameter named `count`, else
 * on its last numeric one (`taskProgress(done, total)` on `total`): a new label's number that
 * counts something is named `count`.
 */
export interface UikitLabels {
  copy: string;
  copied: string;
  copyCode: string;
  /** The copy action under an answer. */
  copyMessage: string;
  /** The copy action under a message the user sent. */
  copyUserMessage: string;
  /** The edit action under a message the user sent (services that can edit, protocol section 11). */
  editMessage: string;
  /** Accessible name of the field that edits a sent message in place. */
  editMessageField: string;
  /** Sends the edited message, which is answered anew. */
  editMessageSend: string;
  /** Closes the editor, the message as it was. */
  editMessageCancel: string;
  copyFailed: string;
  sources: string;
  /** Accessible name of an inline citation marker. */
  citation: (number: number) => string;
  /** Under a file source's name in a citation preview. */
  sourceFile: string;
  /** Expands a long sources list; `count` is how many are hidden. */
  showMoreSources: (count: number) => string;
  /** Collapses an expanded sources list. */
  showFewerSources: string;
  /** Shown before a quoted part of a user message, for screen readers. */
  quoted: string;
  attachments: string;
  /** Accessible description of a file chip. */
  fileAttachment: (name: string, mimeType: string) => string;
  model: string;
  tool: string;
  toolCall: (name: string) => string;
  toolArguments: string;
  toolOutput: string;
  toolRunning: string;
  toolCompleted: string;
  showDetails: string;
  hideDetails: string;
  tasks: string;
  taskThought: string;
  taskProgress: (done: number, total: number) => string;
  taskDone: string;
  taskInProgress: string;
  taskPending: string;
  taskNotDone: string;
  streaming: string;
  /** Under an answer the user stopped before it ended. */
  answerStopped: string;
  /**
   * Under an answer that never finished: its stream broke off, or the server stopped or crashed
   * meanwhile.
   */
  answerInterrupted: string;
  /** Under an answer cut short by an error, or for a reason this version does not know. */
  answerIncomplete: string;
  unknownItem: (type: string) => string;
  itemError: string;
  /** An item whose content could not be read; `itemReference` precedes its id, for support. */
  invalidItem: string;
  itemReference: string;
  /** A content part, attachment, source or task that could not be read. */
  invalidPart: string;
  widgetError: string;
  unknownComponent: (name: string) => string;
  invalidComponent: (name: string) => string;
  selectPlaceholder: string;
  showMore: (hidden: number) => string;
  /** Accessible name of a widget table's scrolling frame. */
  table: string;
  working: string;
  codeBlock: (language: string | null) => string;
  /** Before the part of a very long passage shown as plain text (see `MARKDOWN_LIMITS`). */
  markdownLimit: string;
  /** Suffix of the accessible name of links that open a new tab. */
  opensInNewTab: string;

  // The chat around the items.
  chat: string;
  conversation: string;
  newChat: string;
  history: string;
  showHistory: string;
  hideHistory: string;
  untitled: string;
  /** Shown until automatic titling names the thread. */
  titlePlaceholder: string;
  loadMoreThreads: string;
  renameThread: (title: string) => string;
  deleteThread: (title: string) => string;
  confirmDelete: (title: string) => string;
  /** The button that opens a history row's menu (rename, delete). */
  threadOptions: (title: string) => string;
  /** A history row's menu item, and the confirmation's button. */
  rename: string;
  /** A history row's menu item, and the confirmation's button. */
  delete: string;
  /**
   * A heading of the history list, which groups threads by when they were created. The default
   * says "today" and "yesterday" in the chat's `locale` (`Intl.RelativeTimeFormat`).
   */
  historyGroup: (group: HistoryGroup, locale: string | undefined) => string;
  /** The name of a header button given only an icon (`header.leftAction`, `rightAction`). */
  headerAction: (icon: string) => string;
  saveTitle: string;
  cancel: string;
  noThreads: string;
  loadingThread: string;
  loadingOlder: string;
  jumpToLatest: string;
  composerPlaceholder: string;
  composerLabel: string;
  send: string;
  stop: string;
  attachFiles: string;
  removeAttachment: (name: string) => string;
  cancelUpload: (name: string) => string;
  uploading: (name: string, percent: number) => string;
  uploadFailed: (name: string) => string;
  uploadsDisabled: string;
  fileTooLarge: (name: string, maxMegabytes: number) => string;
  tooManyFiles: (maxFiles: number) => string;
  /** More files than the host allows on one message (`composer.attachments.maxCount`). */
  tooManyFilesInMessage: (maxFiles: number) => string;
  fileTypeNotAccepted: (name: string) => string;
  dropFiles: string;
  /** The button that opens the tool menu, and the menu's name. */
  toolPicker: string;
  /** The model menu's name. */
  modelPicker: string;
  /** The model button's name, with the model it shows (picked, default or `defaultModel`). */
  modelPickerButton: (model: string) => string;
  /** The chip of the picked tool, which removes it. */
  removeTool: (tool: string) => string;
  noTool: string;
  defaultModel: string;
  /** The start screen's greeting when the host configures none. */
  startGreeting: string;
  /**
   * Under the composer of a locked thread. The default shows the service's reason alone when it
   * is a sentence of its own (it ends like one: `Locked by support. Start a new chat.`), else
   * says so itself: `This conversation is locked.`, or `…locked: maintenance.` with a short reason.
   */
  threadLocked: (reason: string | null) => string;
  /** In place of the composer of a closed thread; worded like `threadLocked`. */
  threadClosed: (reason: string | null) => string;
  rateLimited: (seconds: number) => string;
  connecting: string;
  /**
   * Under the composer when the user sends while an answer (or a widget action's) is still in
   * progress: the message waits in the field.
   */
  answerInProgress: string;
  /** The composer's microphone (ChatKit's `composer.dictation`). */
  dictate: string;
  /** The microphone while it records: stops and turns the recording into text. */
  stopDictation: string;
  /** Beside the microphone while it records, with how long it has: `Listening 0:07`. */
  listening: (elapsed: string) => string;
  transcribing: string;
  /** The browser or the user refused the microphone. */
  microphoneDenied: string;
  /** The recording could not be turned into text (the service failed or heard nothing). */
  dictationFailed: string;
  responding: string;
  responseComplete: string;
  responseStopped: string;
  /** Announced when a response's stream broke off before it ended. */
  responseInterrupted: string;
  retry: string;
  dismiss: string;
  feedbackPositive: string;
  feedbackNegative: string;
  feedbackThanks: string;
  /** The button that opens the host's further actions under a message (`threadItemActions.custom`). */
  moreActions: string;
  sessionEnded: string;
  reconnect: string;
  connectionLost: string;
  /** While a dropped answer stream is being resumed (services that keep answers running). */
  reconnecting: string;
  sendFailed: string;
  loadFailed: string;
  responseFailed: string;

  // Widget Chart
  /** Accessible name of a chart: `series` are its series labels as one phrase. */
  chartName: (series: string) => string;
  /** Shown in a chart's place while its drawing code loads. */
  chartLoading: string;
  /** A cell of a chart's data table whose row has no value for that series. */
  chartNoValue: string;

  // Quoting (ChatKit's reply)
  /** The button beside a selection in an answer that quotes it in the composer. */
  quoteSelection: string;
  /** Before the quote above the composer's input, for screen readers. */
  replyingTo: string;
  /** The button that removes the quote from the composer. */
  removeQuote: string;

  // Entities (@-mentions) and the "/" command menu
  /** Name of the `@` menu's list of entities. */
  entityMenu: string;
  /** Name of the `/` menu's list of commands. */
  commandMenu: string;
  /** Shown in a composer menu while the host searches. */
  menuSearching: string;
  /** Shown in a composer menu when nothing matches. */
  menuNoResults: string;
  /** Shown in a composer menu when the host's search failed. */
  menuSearchFailed: string;
  /** Announced when a composer menu's results arrive; `count` is how many. */
  menuResults: (count: number) => string;
  /** Describes the composer's tags to screen readers: the tagged entities' titles, in order. */
  composerTags: (titles: string) => string;
  /** The composer button that opens the `@` menu (`entities.showComposerMenu`). */
  mentionButton: string;
  /** A tag in a sent message that can be clicked, with its title. */
  entityTag: (title: string) => string;
  /** The group of the composer's own actions in the `/` menu. */
  composerActions: string;
  /** A `/` menu entry that picks the tool `tool`. */
  commandPickTool: (tool: string) => string;
  /** A `/` menu entry that picks the model `model`. */
  commandPickModel: (model: string) => string;
  /** The detail of an entity source in an answer's sources (and its marker's preview). */
  sourceEntity: string;

  // Math (KaTeX formulas in answers)
  /** Read after a formula's source when KaTeX could not render it (it shows as text). */
  mathError: string;

  // Widgets: every prop drawn, actions while streaming
  /** The button that empties a clearable widget date field. */
  clearDate: string;
  /** A widget textarea's value does not match its `pattern`. */
  patternMismatch: string;
  /** The search field atop a searchable widget Select's list: its name and placeholder. */
  selectSearch: string;

  // Widget DatePicker: the calendar popover
  /** A date field's button while it holds no date and has no placeholder. */
  chooseDate: string;
  /** The calendar popover's name. */
  calendar: string;
  /** The calendar's button showing the month before. */
  previousMonth: string;
  /** The calendar's button showing the month after. */
  nextMonth: string;

  // ChatKit 1.6 items (protocol section 12)
  /** The alt text of an image the workflow generated. */
  generatedImage: string;
  /** In a generated image's place while it is made, and the name of its progress bar. */
  generatingImage: string;
  /** In place of an image the URL policy refuses (or the thread's image hosts) or that failed. */
  imageUnavailable: string;
  /** The name of a structured input's form: questions the workflow asks the user. */
  questions: string;
  /** Sends the answers to a structured input's questions. */
  submitAnswers: string;
  /** Declines all of a structured input's questions. */
  skipQuestions: string;
  /** In place of the answer to a question the user skipped. */
  answerSkipped: string;
  /** The title of a reasoning group while the model reasons. */
  thinking: string;
  /** The title of a finished reasoning group: how long it took, in whole seconds. */
  thoughtFor: (seconds: number) => string;
  /** The title of a finished reasoning group that does not say how long it took. */
  reasoning: string;
  /** What a web search task is: its icon's name for screen readers. */
  taskWebSearch: string;
  /** What a file task is (its icon's name), and the name of its list of files. */
  taskFiles: string;
  /** What an image task is: its icon's name for screen readers. */
  taskImage: string;
  /** The name of a web search task's list of what it searched for. */
  taskQueries: string;
}

/**
 * Why a thread takes no messages: the service's reason alone when it is a whole sentence (it says
 * what happened itself; "locked: Locked by…" would say it twice), else the kit's line with the
 * reason after it.
 */
const capitalize = (text: string, locale: string | undefined) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/**
 * Whether a service's reason ends like a sentence: . ! ? … (also the CJK and Arabic ones), maybe
 * inside closing quotes or brackets. Such a reason is shown alone, in every locale.
 */
export const endsLikeSentence = (text: string) => /[.!?…。！？؟]["'”’»)\]」』]*$/u.test(text);

function statusLine(line: string, reason: string | null): string {
  const text = reason?.trim() ?? '';
  if (text === '') return `${line}.`;
  if (endsLikeSentence(text)) return text;
  return `${line}: ${text}.`;
}

/** The kit's user-facing strings in English; pass a partial `labels` object to replace some. */
export const defaultLabels: UikitLabels = {
  copy: 'Copy',
  copied: 'Copied',
  copyCode: 'Copy code',
  copyMessage: 'Copy message',
  copyUserMessage: 'Copy your message',
  editMessage: 'Edit message',
  editMessageField: 'Edit your message',
  editMessageSend: 'Send edit',
  editMessageCancel: 'Cancel edit',
  copyFailed: 'Could not copy',
  sources: 'Sources',
  citation: (number) => `Source ${number}`,
  sourceFile: 'File',
  showMoreSources: (count) => `Show ${String(count)} more`,
  showFewerSources: 'Show fewer',
  quoted: 'Quoted',
  attachments: 'Attachments',
  fileAttachment: (name, mimeType) => `${name}, ${mimeType}`,
  model: 'Model',
  tool: 'Tool',
  toolCall: (name) => `Tool call: ${name}`,
  toolArguments: 'Arguments',
  toolOutput: 'Output',
  toolRunning: 'Running',
  toolCompleted: 'Completed',
  showDetails: 'Show details',
  hideDetails: 'Hide details',
  tasks: 'Tasks',
  taskThought: 'Thought',
  taskProgress: (done, total) => `${done} of ${total}`,
  taskDone: 'Done',
  taskInProgress: 'In progress',
  taskPending: 'Pending',
  taskNotDone: 'Not done',
  streaming: 'Writing…',
  answerStopped: 'Stopped',
  answerInterrupted: 'Interrupted',
  answerIncomplete: 'Incomplete',
  unknownItem: (type) => `This content (${type}) cannot be shown here.`,
  itemError: 'This part of the conversation could not be displayed.',
  invalidItem: 'This message could not be displayed.',
  itemReference: 'Reference:',
  invalidPart: 'This part could not be displayed.',
  widgetError: 'This widget could not be displayed.',
  unknownComponent: (name) => `Unsupported component: ${name}`,
  invalidComponent: (name) => `Invalid ${name} component`,
  selectPlaceholder: 'Select…',
  showMore: (hidden) => `Show ${hidden} more`,
  table: 'Table',
  working: 'Working…',
  codeBlock: (language) => (language ? `Code, ${language}` : 'Code'),
  markdownLimit:
    'This passage is too long or too complex to format: the rest is shown as plain text.',
  opensInNewTab: '(opens in a new tab)',

  chat: 'Chat',
  conversation: 'Conversation',
  newChat: 'New chat',
  history: 'History',
  showHistory: 'Show history',
  hideHistory: 'Hide history',
  untitled: 'Untitled conversation',
  titlePlaceholder: 'New conversation',
  loadMoreThreads: 'Load more',
  renameThread: (title) => `Rename “${title}”`,
  deleteThread: (title) => `Delete “${title}”`,
  confirmDelete: (title) => `Delete “${title}”? This cannot be undone.`,
  threadOptions: (title) => `Options for “${title}”`,
  rename: 'Rename',
  delete: 'Delete',
  historyGroup: (group, locale) =>
    group === 'week'
      ? 'Previous 7 days'
      : group === 'older'
        ? 'Older'
        : capitalize(
            new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(
              group === 'today' ? 0 : -1,
              'day',
            ),
            locale,
          ),
  headerAction: (icon) => capitalize(icon.replaceAll('-', ' '), undefined),
  saveTitle: 'Save',
  cancel: 'Cancel',
  noThreads: 'No conversations yet.',
  loadingThread: 'Loading the conversation…',
  loadingOlder: 'Loading earlier messages…',
  jumpToLatest: 'Jump to latest',
  composerPlaceholder: 'Message',
  composerLabel: 'Message',
  send: 'Send',
  stop: 'Stop',
  attachFiles: 'Attach files',
  removeAttachment: (name) => `Remove ${name}`,
  cancelUpload: (name) => `Cancel the upload of ${name}`,
  uploading: (name, percent) => `Uploading ${name}: ${String(percent)}%`,
  uploadFailed: (name) => `Could not upload ${name}`,
  uploadsDisabled: 'File uploads are turned off for this chat.',
  fileTooLarge: (name, maxMegabytes) => `${name} is larger than ${String(maxMegabytes)} MB.`,
  tooManyFiles: (maxFiles) => `You can attach at most ${String(maxFiles)} files in this chat.`,
  tooManyFilesInMessage: (maxFiles) =>
    `You can attach at most ${String(maxFiles)} files to one message.`,
  fileTypeNotAccepted: (name) => `${name} is not a file type this chat accepts.`,
  dropFiles: 'Drop files to attach them',
  toolPicker: 'Tools',
  modelPicker: 'Model',
  modelPickerButton: (model) => `Model: ${model}`,
  removeTool: (tool) => `Remove tool: ${tool}`,
  noTool: 'No tool',
  defaultModel: 'Default model',
  startGreeting: 'What can I help with today?',
  threadLocked: (reason) => statusLine('This conversation is locked', reason),
  threadClosed: (reason) => statusLine('This conversation is closed', reason),
  rateLimited: (seconds) => `Too many messages. You can send again in ${String(seconds)} s.`,
  connecting: 'Connecting…',
  answerInProgress: 'An answer is in progress. Send when it ends, or stop it.',
  dictate: 'Dictate',
  stopDictation: 'Stop and transcribe',
  listening: (elapsed) => `Listening ${elapsed}`,
  transcribing: 'Transcribing…',
  microphoneDenied:
    'The microphone is not available. Check the browser’s permission for this site.',
  dictationFailed: 'The recording could not be turned into text. Try again.',
  responding: 'The assistant is responding.',
  responseComplete: 'The response is complete.',
  responseStopped: 'The response was stopped.',
  responseInterrupted: 'The response was interrupted.',
  retry: 'Try again',
  dismiss: 'Dismiss',
  feedbackPositive: 'Good response',
  feedbackNegative: 'Bad response',
  feedbackThanks: 'Thanks for the feedback',
  moreActions: 'More actions',
  sessionEnded: 'This chat session has ended.',
  reconnect: 'Reconnect',
  connectionLost: 'The connection was lost. Showing what was saved.',
  reconnecting: 'Reconnecting…',
  sendFailed: 'The message could not be sent.',
  loadFailed: 'The conversation could not be loaded.',
  responseFailed: 'The response failed.',

  // Widget Chart
  chartName: (series) => `Chart: ${series}`,
  chartLoading: 'Loading chart…',
  chartNoValue: 'No value',

  // Quoting (ChatKit's reply)
  quoteSelection: 'Quote',
  replyingTo: 'Replying to',
  removeQuote: 'Remove quote',

  // Entities (@-mentions) and the "/" command menu
  entityMenu: 'Suggestions',
  commandMenu: 'Commands',
  menuSearching: 'Searching…',
  menuNoResults: 'No matches',
  menuSearchFailed: 'Search failed. Keep typing to try again.',
  menuResults: (count) => (count === 1 ? '1 result' : `${String(count)} results`),
  composerTags: (titles) => `Tagged: ${titles}`,
  mentionButton: 'Mention',
  entityTag: (title) => title,
  composerActions: 'Composer',
  commandPickTool: (tool) => `Use ${tool}`,
  commandPickModel: (model) => `Switch model: ${model}`,
  sourceEntity: 'Reference',

  // Math (KaTeX formulas in answers)
  mathError: 'This formula could not be displayed; its source is shown.',

  // Widgets: every prop drawn, actions while streaming
  clearDate: 'Clear date',
  patternMismatch: 'Please match the requested format.',
  selectSearch: 'Search options',

  // Widget DatePicker: the calendar popover
  chooseDate: 'Choose a date',
  calendar: 'Calendar',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',

  // ChatKit 1.6 items (protocol section 12)
  generatedImage: 'Generated image',
  generatingImage: 'Creating image…',
  imageUnavailable: 'This image cannot be shown.',
  questions: 'Questions',
  submitAnswers: 'Submit',
  skipQuestions: 'Skip',
  answerSkipped: 'Skipped',
  thinking: 'Thinking…',
  thoughtFor: (seconds) => `Thought for ${String(seconds)} s`,
  reasoning: 'Reasoning',
  taskWebSearch: 'Web search',
  taskFiles: 'Files',
  taskImage: 'Image',
  taskQueries: 'Searched for',
};
