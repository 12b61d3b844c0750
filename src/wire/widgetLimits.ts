// A module of their own: the thread state applies them to streamed widget text and must not load
// the widget schemas (widgets.ts) for it.

/** Limits that keep a hostile widget from exhausting the page. */
export const WIDGET_LIMITS = { maxDepth: 64, maxNodes: 5000, maxJsonLength: 2_000_000 } as const;
