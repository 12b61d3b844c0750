import type { ReactNode } from 'react';
import { EXTERNAL_LINK, linkTarget } from '../../security/urlPolicy';
import { useRenderOptions } from '../context/RenderContext';

/** Props of `SafeLink`. `href` may be anything: only a URL the policy allows becomes a link. */
export interface SafeLinkProps {
  href: unknown;
  children: ReactNode;
  slot?: string;
  title?: string | undefined;
}

/**
 * A link that passes the URL policy, opening in a new tab with `rel="noopener noreferrer"`; a deep
 * link (`uikit-link://…`) is handed to the chat's host instead of navigated (where nothing hears
 * it, its text is inert); any other URL renders its text inert.
 *
 * @example
 * <SafeLink href={annotation.source.url}>{annotation.source.title}</SafeLink>
 */
export function SafeLink({ href, children, slot = 'link', title }: SafeLinkProps) {
  const { urlPolicy, labels, onDeepLink } = useRenderOptions();
  const target = linkTarget(href, urlPolicy);
  if (target?.kind === 'deeplink' && onDeepLink) {
    const { kind: _kind, ...link } = target;
    return (
      <a
        href={target.href}
        data-slot={slot}
        data-kind="deeplink"
        title={title}
        onClick={(event) => {
          event.preventDefault();
          onDeepLink(link);
        }}
        // A middle click would try to open the scheme in a new tab.
        onAuxClick={(event) => {
          event.preventDefault();
        }}
      >
        {children}
      </a>
    );
  }
  const safe = target?.kind === 'external' ? target.href : null;
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
