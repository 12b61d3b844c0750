import type { ComponentType } from 'react';
import { displayHost } from '../../security/urlPolicy';
import type { ReceivedAnnotation } from '../../wire/received';
import { useLabels, useRenderOptions } from '../context/RenderContext';
import type { AnnotationRendererProps } from '../context/renderers';
import { sourceElementId } from '../markdown/CitationContext';
import { FileIcon } from '../primitives/glyphs';
import { SafeLink } from '../primitives/SafeLink';
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

/** The numbered sources under a message; inline markers link to these entries. */
export function SourcesList({ sources, scope }: { sources: readonly Source[]; scope: string }) {
  const labels = useLabels();
  const headingId = `${scope}-sources`;
  return (
    <section data-slot="sources" aria-labelledby={headingId}>
      <p data-slot="sources-title" id={headingId}>
        {labels.sources}
      </p>
      <ol>
        {sources.map((source) => (
          <li
            key={source.number}
            id={sourceElementId(scope, source.number)}
            data-slot="source"
            data-type={source.annotation.type}
          >
            <span data-slot="source-number">{source.number}</span>
            <SourceView source={source} />
          </li>
        ))}
      </ol>
    </section>
  );
}
