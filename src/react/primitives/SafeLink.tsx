import type { ReactNode } from 'react';
import { EXTERNAL_LINK, safeHref } from '../../security/urlPolicy';
import { useRenderOptions } from '../context/RenderContext';

/** Props of `SafeLink`. `href` may be anything: only a URL the policy allows becomes a link. */
export interface SafeLinkProps {
  href: unknown;
  children: ReactNode;
  slot?: string;
  title?: string | undefined;
}

/**
 * A link that passes the URL policy, opening in a new tab with `rel="noopener noreferrer"`; any
 * other URL renders its text inert.
 *
 * @example
 * <SafeLink href={annotation.source.url}>{annotation.source.title}</SafeLink>
 */
export function SafeLink({ href, children, slot = 'link', title }: SafeLinkProps) {
  const { urlPolicy, labels } = useRenderOptions();
  const safe = safeHref(href, urlPolicy);
  if (safe === null) {
    return (
      <span data-slot={slot} data-state="blocked">
        {children}
      </span>
    );
  }
  return (
    <a href={safe} data-slot={slot} title={title} {...EXTERNAL_LINK}>
      {children}
      <span data-slot="visually-hidden"> {labels.opensInNewTab}</span>
    </a>
  );
}
