import { createContext, useContext } from 'react';

/** The id prefix of the message whose sources list the citation markers link to. */
export const CitationScope = createContext<string | null>(null);

export function useCitationScope(): string | null {
  return useContext(CitationScope);
}

export function sourceElementId(scope: string, number: number): string {
  return `${scope}-source-${number}`;
}
