import { lazyComponent } from '../primitives/lazyComponent';

/**
 * The markdown renderer's code (markdown-it and the streaming repair), loaded with the first
 * answer or ahead of it. Its own module, so that what preloads it does not pull in what renders
 * answers. Once loaded it renders at once: a block never shows a fallback for code already there.
 */
export const markdownRenderer = lazyComponent(() =>
  import('./MarkdownRenderer').then((module) => module.default),
);

/** Starts loading the markdown renderer ahead of the first answer (safe to call repeatedly). */
export function preloadMarkdown(): void {
  // A failure shows where an answer needs the renderer (its item's error boundary).
  markdownRenderer.preload().catch(() => undefined);
}
