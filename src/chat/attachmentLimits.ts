/**
 * The host's own limits on attachments (`composer.attachments`, ChatKit's shape), checked with the
 * session's before anything is uploaded: the stricter of the two wins.
 */
export interface AttachmentLimits {
  /** `false` turns uploads off whatever the session allows. Default: as the session says. */
  enabled?: boolean;
  /**
   * Largest file in bytes: one number for every file, or per MIME type, in lower case
   * (`{ 'image/*': 10_000_000, 'application/pdf': 5_000_000, '*': 1_000_000 }`; `'*'` or `''` for
   * any other type). A file no entry matches has only the session's limit.
   */
  maxSize?: number | Readonly<Record<string, number>>;
  /** Most files in one message (ChatKit's default is 10; here the session's count still holds). */
  maxCount?: number;
  /**
   * Accepted types: `accept` patterns (`image/*`, `.pdf`) or ChatKit's `showOpenFilePicker` shape,
   * MIME types with their extensions (`{ 'image/png': ['.png'] }`). Default: any type.
   */
  accept?: readonly string[] | Readonly<Record<string, readonly string[]>>;
}

/** `accept` as the patterns a file input and `acceptsFile` take. */
export function acceptPatterns(accept: AttachmentLimits['accept']): readonly string[] {
  if (accept === undefined) return [];
  if (isPatternList(accept)) return accept;
  return Object.entries(accept).flatMap(([type, extensions]) => [
    type,
    ...(isPatternList(extensions) ? extensions : []),
  ]);
}

/**
 * The host's size limit for `file` in bytes, or undefined for none: the entry of its MIME type,
 * else of its group (`image/*`), else `'*'` or `''`.
 */
export function maxSizeFor(
  file: { type: string },
  maxSize: AttachmentLimits['maxSize'],
): number | undefined {
  if (typeof maxSize !== 'object') return validSize(maxSize);
  const type = file.type.toLowerCase();
  for (const key of [type, `${type.split('/')[0] ?? ''}/*`, '*', '']) {
    const size = validSize(Object.hasOwn(maxSize, key) ? maxSize[key] : undefined);
    if (size !== undefined) return size;
  }
  return undefined;
}

/** A size a host meant (a non-negative number), else none. */
function validSize(size: unknown): number | undefined {
  return typeof size === 'number' && size >= 0 ? size : undefined;
}

function isPatternList(value: unknown): value is readonly string[] {
  return Array.isArray(value);
}
