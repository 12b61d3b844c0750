import type { CSSProperties } from 'react';
import { safeSrc, withoutThreadImageHosts } from '../../security/urlPolicy';
import { useRenderOptions } from '../context/RenderContext';

/** Props of `SafeImage`. `src` may be anything: only a URL the policy allows is loaded. */
export interface SafeImageProps {
  src: unknown;
  alt: string;
  slot?: string;
  style?: CSSProperties;
  /**
   * False for an image that is not the thread's content (the user's own attachment): the thread's
   * allowed image hosts do not bound it. Default true.
   */
  threadContent?: boolean;
}

/**
 * An image whose source passes the URL policy; otherwise its alt text, inert.
 *
 * @example
 * <SafeImage src={node.props.image} alt="Product photo" />
 */
export function SafeImage({
  src,
  alt,
  slot = 'image',
  style,
  threadContent = true,
}: SafeImageProps) {
  const { urlPolicy } = useRenderOptions();
  const safe = safeSrc(src, threadContent ? urlPolicy : withoutThreadImageHosts(urlPolicy));
  if (safe === null) {
    return (
      <span data-slot={slot} data-state="blocked" role="img" aria-label={alt || undefined}>
        {alt}
      </span>
    );
  }
  return (
    <img src={safe} alt={alt} data-slot={slot} loading="lazy" decoding="async" style={style} />
  );
}
