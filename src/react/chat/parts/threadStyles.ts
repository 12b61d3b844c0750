/**
 * What the thread's parts wait for besides their code: their stylesheet, where it comes in pieces.
 * `<uikit-chat>` (src/element.ts) adopts the thread's rules (markdown, items, widgets) into its
 * shadow root only when a thread first shows, and sets its loader here when it loads; the library
 * ships one stylesheet (`uikit-react/styles.css`), so there is nothing to wait for.
 */
let loadThreadStyles: () => Promise<void> = () => Promise.resolve();

/** Makes the thread's parts wait for `load` before they first render. */
export function setThreadStylesLoader(load: () => Promise<void>): void {
  loadThreadStyles = load;
}

/** Resolves once the thread's stylesheet is in place. */
export function threadStylesLoaded(): Promise<void> {
  return loadThreadStyles();
}
