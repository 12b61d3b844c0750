import { createContext, useContext, type ReactNode } from 'react';
import type { Entity } from '../../wire/entities';

/** What a citation marker shows in its preview. */
export interface CitationPreviewData {
  /** The source's title, or its file name, host or URL when it has none. */
  title: string;
  /** The host of a URL source or "File" for a file; null when the title already says it. */
  detail: string | null;
  kind: 'url' | 'file' | 'entity' | 'other';
  /** The cited entity (`kind: 'entity'`): its preview widget comes from `entities.onRequestPreview`. */
  entity?: Entity;
}

/** The message the citation markers belong to: its sources and the way to show one. */
export interface CitationScopeValue {
  /** The id prefix of the message's sources list. */
  scope: string;
  /** The preview of a source by number, or null when the message has no such source. */
  preview: (number: number) => CitationPreviewData | null;
  /** Shows the source in the list: expands the list, scrolls to it, highlights and focuses it. */
  activate: (number: number) => void;
  /**
   * The preview widget of a cited entity (`EntityPreview`), given by the message: the thread's code
   * has the widget renderer, so the citation preview's own file does not bring it. Over HTTP/1.1 a
   * renderer shared with the preview was one more file of the thread's first open.
   */
  entityPreview?: (entity: Entity) => ReactNode;
}

export const CitationScope = createContext<CitationScopeValue | null>(null);

export function useCitationScope(): CitationScopeValue | null {
  return useContext(CitationScope);
}

export function sourceElementId(scope: string, number: number): string {
  return `${scope}-source-${String(number)}`;
}
