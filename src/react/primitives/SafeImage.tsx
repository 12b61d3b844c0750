import type { CSSProperties } from 'react';
import { safeSrc } from '../../security/urlPolicy';

export interface SafeImageProps {
  src: unknown;
  alt: string;
  slot?: string;
  style?: CSSProperties;
}

/** An image whose source passes the URL policy; otherwise its alt text, inert. */
export function SafeImage({ src, alt, slot = 'image', style }: SafeImageProps) {
  const safe = safeSrc(src);
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
