import { useEffect, useRef, useState, type ComponentType } from 'react';
import { displayHost } from '../../security/urlPolicy';
import type { ReceivedAnnotation } from '../../wire/received';
import { useLabels, useRenderOptions } from '../context/RenderContext';
import type { AnnotationRendererProps } from '../context/renderers';
import { sourceElementId } from '../markdown/CitationContext';
import { FileIcon } from '../primitives/glyphs';
import { SafeLink } from '../primitives/SafeLink';
import { EntitySource } from './EntitySource';
import { InvalidPart } from './InvalidItem';
import type { Source } from './sources';

function UrlSource({
  annotation,
}: AnnotationRendererProps<Extract<ReceivedAnnotation, { type: 'url' }>>) {
  const { url, title } = annotation.source;
  const host = displayHost(url);
  return (
    <SafeLink href={url} slot="source-link">
      <span data-slot="source-title">{title ?? host ?? url}</span>
      {host !== null && title !== null && <span data-slot="source-host">{host}</span>}
    </SafeLink>
  );
}

function FileSource({
  annotation,
}: AnnotationRendererProps<Extract<ReceivedAnnotation, { type: 'file' }>>) {
  return (
    <span data-slot="source-file">
      <FileIcon />
      <span data-slot="source-title">{annotation.source.filename}</span>
    </span>
  );
}

function UnknownSource({
  annotation,
}: AnnotationRendererProps<Extract<ReceivedAnnotation, { type: 'unknown' }>>) {
  return <span data-slot="source-unknown">{annotation.original_type}</span>;
}

function InvalidSource({
  annotation,
}: AnnotationRendererProps<Extract<ReceivedAnnotation, { type: 'invalid' }>>) {
  return <InvalidPart part={annotation} slot="source-invalid" />;
}

function SourceView({ source }: { source: Source }) {
  const { renderers } = useRenderOptions();
  const overrides = renderers.annotations ?? {};
  const { annotation, number } = source;
  switch (annotation.type) {
    case 'url':
      return pick(overrides.url, UrlSource, { annotation, number });
    case 'file':
      return pick(overrides.file, FileSource, { annotation, number });
    case 'entity':
      return pick(overrides.entity, EntitySource, { annotation, number });
    case 'unknown':
      return pick(overrides.unknown, UnknownSource, { annotation, number });
    case 'invalid':
      return pick(overrides.invalid, InvalidSource, { annotation, number });
  }
}

function pick<P extends object>(
  Override: ComponentType<P & { Default: ComponentType<P> }> | undefined,
  Default: ComponentType<P>,
  props: P,
) {
  return Override ? <Override {...props} Default={Default} /> : <Default {...props} />;
}

/** A list longer than this shows its first {@link COLLAPSED_COUNT} until expanded. */
const COLLAPSE_ABOVE = 4;
const COLLAPSED_COUNT = 3;
/** How many more sources each press of "Show more" adds (a list may hold thousands). */
const EXPAND_STEP = 50;
/** How long a source shown from its citation marker stays highlighted. */
const HIGHLIGHT_MS = 2000;

const reducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The numbered sources under a message; inline markers show these entries. A long list shows its
 * first three and a button for the rest; `shown` (set by a marker) expands the list, scrolls to
 * that source, highlights it for a moment and moves focus to it.
 */
export function SourcesList({
  sources,
  scope,
  shown = null,
}: {
  sources: readonly Source[];
  scope: string;
  shown?: { number: number; count: number } | null;
}) {
  const labels = useLabels();
  const headingId = `${scope}-sources`;
  const listRef = useRef<HTMLOListElement>(null);
  // How many sources show: the first three of a long list, more as the user asks.
  const [limit, setLimit] = useState(COLLAPSED_COUNT);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const collapsible = sources.length > COLLAPSE_ABOVE;
  const showsAll = !collapsible || limit >= sources.length;
  const visible = showsAll ? sources : sources.slice(0, limit);
  // The source a marker asked for, until it is on screen (after the list expands, if it must).
  const pending = useRef<number | null>(null);

  useEffect(() => {
    if (shown !== null) pending.current = shown.number;
  }, [shown]);

  useEffect(() => {
    const number = pending.current;
    if (number === null) return;
    if (!showsAll && number > limit) {
      setLimit(Math.max(limit + EXPAND_STEP, number));
      return;
    }
    pending.current = null;
    const entry = listRef.current?.querySelector<HTMLElement>(
      `[data-source-number="${String(number)}"]`,
    );
    if (!entry) return;
    setHighlighted(number);
    // Not every DOM implements it (jsdom); the focus below still moves there.
    if (typeof entry.scrollIntoView === 'function')
      entry.scrollIntoView({ block: 'nearest', behavior: reducedMotion() ? 'auto' : 'smooth' });
    entry.focus({ preventScroll: true });
  }, [shown, showsAll, limit]);

  useEffect(() => {
    if (highlighted === null) return;
    const timer = setTimeout(() => {
      setHighlighted(null);
    }, HIGHLIGHT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [highlighted, shown]);

  return (
    <section data-slot="sources" aria-labelledby={headingId}>
      <p data-slot="sources-title" id={headingId}>
        {labels.sources}
      </p>
      <ol ref={listRef} id={`${scope}-source-list`}>
        {visible.map((source) => (
          <li
            key={source.number}
            id={sourceElementId(scope, source.number)}
            data-slot="source"
            data-source-number={source.number}
            data-type={source.annotation.type}
            data-state={highlighted === source.number ? 'highlighted' : undefined}
            tabIndex={-1}
          >
            <span data-slot="source-number">{source.number}</span>
            <SourceView source={source} />
          </li>
        ))}
      </ol>
      {collapsible && (
        <button
          type="button"
          data-slot="sources-toggle"
          aria-expanded={showsAll}
          aria-controls={`${scope}-source-list`}
          onClick={() => {
            setLimit(showsAll ? COLLAPSED_COUNT : limit + EXPAND_STEP);
          }}
        >
          {showsAll
            ? labels.showFewerSources
            : labels.showMoreSources(Math.min(EXPAND_STEP, sources.length - limit))}
        </button>
      )}
    </section>
  );
}
