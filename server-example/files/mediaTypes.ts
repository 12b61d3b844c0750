/**
 * Raster image types, shown inline. Everything else, SVG included (it can carry script), is an
 * attachment of type `file`, served as a download.
 */
const INLINE_IMAGES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']);

const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

/** The browser's type of an upload, lower-cased without parameters; a junk value becomes octet-stream. */
export function normalizeMediaType(type: string): string {
  const bare = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return MEDIA_TYPE.test(bare) ? bare : 'application/octet-stream';
}

export function attachmentType(mediaType: string): 'image' | 'file' {
  return INLINE_IMAGES.has(mediaType) ? 'image' : 'file';
}

/** A file name without folders or control characters, at most 255 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean === '' ? 'file' : clean.slice(0, 255);
}

/** `Content-Disposition` with an ASCII fallback name and the exact UTF-8 name (RFC 6266). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
