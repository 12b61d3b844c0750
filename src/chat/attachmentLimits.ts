/**
 * The host's own limits on attachments (`composer.attachments`, ChatKit's shape), checked with the
 * session's before anything is uploaded: the stricter of the two wins.
 */
export interface AttachmentLimits {
  /** `false` turns uploads off whatever the session allows. Default: as the session says. */
  enabled?: boolean;
  /**
   * Largest file in bytes: one number for every file, or per MIME type pattern
   * (`{ 'image/*': 10_000_000, 'application/pdf': 5_000_000, '*': 1_000_000 }`; `'*'` or `''` for
   * any other type). A file no pattern matches has only the session's limit.
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
 * The host's size limit for `file` in bytes, or undefined for none: the exact MIME type's entry,
 * else the longest `type/*` pattern that matches, else `'*'` / `''`.
 */
export function maxSizeFor(
  file: { type: string },
  maxSize: AttachmentLimits['maxSize'],
): number | undefined {
  if (maxSize === undefined) return undefined;
  if (typeof maxSize === 'number') return validSize(maxSize);
  const type = file.type.toLowerCase();
  let best: { length: number; size: number } | undefined;
  for (const [pattern, size] of Object.entries(maxSize)) {
    const rule = pattern.trim().toLowerCase();
    const valid = validSize(size);
    if (valid === undefined) continue;
    const length =
      rule === type
        ? Number.MAX_SAFE_INTEGER
        : rule.endsWith('/*') && type.startsWith(rule.slice(0, -1))
          ? rule.length
          : rule === '*' || rule === ''
            ? 0
            : -1;
    if (length >= 0 && (best === undefined || length > best.length)) best = { length, size: valid };
  }
  return best?.size;
}

/** A size a host meant (a non-negative number), else none. */
function validSize(size: unknown): number | undefined {
  return typeof size === 'number' && Number.isFinite(size) && size >= 0 ? size : undefined;
}

function isPatternList(value: unknown): value is readonly string[] {
  return Array.isArray(value);
}
