import type { CSSProperties } from 'react';
import { safeSrc } from '../../security/urlPolicy';
import { useRenderOptions } from '../context/RenderContext';

/** Props of `SafeImage`. `src` may be anything: only a URL the policy allows is loaded. */
export interface SafeImageProps {
  src: unknown;
  alt: string;
  slot?: string;
  style?: CSSProperties;
}

/**
 * An image whose source passes the URL policy; otherwise its alt text, inert.
 *
 * @example
 * <SafeImage src={node.props.image} alt="Product photo" />
 */
export function SafeImage({ src, alt, slot = 'image', style }: SafeImageProps) {
  const { urlPolicy } = useRenderOptions();
  const safe = safeSrc(src, urlPolicy);
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
