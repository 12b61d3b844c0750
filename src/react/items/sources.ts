import type { ReceivedAnnotation, ReceivedAssistantContent } from '../../wire/received';
import { displayHost } from '../../security/urlPolicy';
import type { UikitLabels } from '../context/labels';
import type { CitationPreviewData } from '../markdown/CitationContext';
import type { CitationPlacement } from '../markdown/citations';
import { annotationEntity } from './EntitySource';

export interface Source {
  number: number;
  annotation: ReceivedAnnotation;
}

/**
 * The sources of a message in annotation order, one number per distinct source (a URL or file
 * cited twice keeps its first number), and where each part places its markers.
 */
export function collectSources(content: readonly ReceivedAssistantContent[]): {
  sources: Source[];
  placements: CitationPlacement[][];
} {
  const numbers = new Map<string, number>();
  const sources: Source[] = [];
  const placements = content.map((part) => {
    if (part.type !== 'output_text') return [];
    return part.annotations.map((annotation): CitationPlacement => {
      const key =
        annotation.type === 'url'
          ? `url:${annotation.source.url}`
          : annotation.type === 'file'
            ? `file:${annotation.source.filename}`
            : annotation.type === 'entity'
              ? `entity:${annotation.source.id}`
              : `${annotation.type}:${String(sources.length)}`;
      let number = numbers.get(key);
      if (number === undefined) {
        number = sources.length + 1;
        numbers.set(key, number);
        sources.push({ number, annotation });
      }
      const index =
        annotation.type === 'url' || annotation.type === 'file' || annotation.type === 'entity'
          ? annotation.index
          : null;
      return { index, number };
    });
  });
  return { sources, placements };
}

/** The raw text of a message, as the copy action copies it. */
export function messageText(content: readonly ReceivedAssistantContent[]): string {
  return content
    .map((part) => (part.type === 'output_text' ? part.text : ''))
    .filter((text) => text !== '')
    .join('\n\n');
}

/** What a citation marker's preview says about its source: title, and domain or "File". */
export function sourcePreview(
  annotation: ReceivedAnnotation,
  labels: Pick<UikitLabels, 'sourceFile' | 'sourceEntity'>,
): CitationPreviewData | null {
  if (annotation.type === 'url') {
    const { url, title } = annotation.source;
    const host = displayHost(url);
    const name = title?.trim() ? title : null;
    return { kind: 'url', title: name ?? host ?? url, detail: name !== null ? host : null };
  }
  if (annotation.type === 'file')
    return { kind: 'file', title: annotation.source.filename, detail: labels.sourceFile };
  if (annotation.type === 'entity')
    return {
      kind: 'entity',
      title: annotation.source.title,
      detail: annotation.source.group ?? labels.sourceEntity,
      entity: annotationEntity(annotation),
    };
  if (annotation.type === 'unknown')
    return { kind: 'other', title: annotation.original_type, detail: null };
  return null;
}
