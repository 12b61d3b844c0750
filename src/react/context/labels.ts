/**
 * Every user-facing string of the kit. Pass `labels` (a partial object) to translate or reword;
 * functions take the values they interpolate.
 */
export interface UikitLabels {
  copy: string;
  copied: string;
  copyCode: string;
  copyMessage: string;
  copyFailed: string;
  sources: string;
  /** Accessible name of an inline citation marker. */
  citation: (number: number) => string;
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
  unknownItem: (type: string) => string;
  itemError: string;
  widgetError: string;
  unknownComponent: (name: string) => string;
  invalidComponent: (name: string) => string;
  selectPlaceholder: string;
  showMore: (hidden: number) => string;
  /** Accessible name of a widget table's scrolling frame. */
  table: string;
  working: string;
  codeBlock: (language: string | null) => string;
  /** Suffix of the accessible name of links that open a new tab. */
  opensInNewTab: string;
}

export const defaultLabels: UikitLabels = {
  copy: 'Copy',
  copied: 'Copied',
  copyCode: 'Copy code',
  copyMessage: 'Copy message',
  copyFailed: 'Could not copy',
  sources: 'Sources',
  citation: (number) => `Source ${number}`,
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
  unknownItem: (type) => `This content (${type}) cannot be shown here.`,
  itemError: 'This part of the conversation could not be displayed.',
  widgetError: 'This widget could not be displayed.',
  unknownComponent: (name) => `Unsupported component: ${name}`,
  invalidComponent: (name) => `Invalid ${name} component`,
  selectPlaceholder: 'Select…',
  showMore: (hidden) => `Show ${hidden} more`,
  table: 'Table',
  working: 'Working…',
  codeBlock: (language) => (language ? `Code, ${language}` : 'Code'),
  opensInNewTab: '(opens in a new tab)',
};
