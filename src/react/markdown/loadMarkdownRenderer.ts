/**
 * The markdown renderer's code (react-markdown, GFM and the streaming repair), loaded with the first
 * answer or ahead of it. Its own module, so that what preloads it does not pull in what renders
 * answers.
 */
export const loadMarkdownRenderer = () => import('./MarkdownRenderer');

/** Starts loading the markdown renderer ahead of the first answer (safe to call repeatedly). */
export function preloadMarkdown(): void {
  // A failure shows where an answer needs the renderer (its item's error boundary).
  loadMarkdownRenderer().catch(() => undefined);
}
