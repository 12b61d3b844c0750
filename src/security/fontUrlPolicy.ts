// The font files of a host's theme (`theme.typography.fontSources`) under the URL policy. A module
// of its own: only a theme with font files loads it, after the first paint.
import { originOf } from './origin';
import { normalizeUrl, schemeOf, type UrlPolicyOptions } from './urlPolicy';

const FONT_DATA_URL =
  /^data:(font\/(woff2|woff|ttf|otf)|application\/(font-woff2?|x-font-(ttf|otf)))(;[a-z0-9=.+-]+)*(;base64)?,/i;

/**
 * The font file to load for the host's `theme.typography.fontSources`, resolved against the page,
 * or null: https URLs, a path on the page's own origin (a bundler's asset URL), the trusted
 * origins' http, and `data:font/...` URLs. Nothing else, whatever the host wrote.
 */
export function safeFontSrc(
  raw: unknown,
  baseUrl: string,
  options: UrlPolicyOptions = {},
): string | null {
  if (typeof raw !== 'string') return null;
  const url = normalizeUrl(raw);
  const scheme = schemeOf(url);
  if (scheme === 'data')
    return FONT_DATA_URL.test(url) && /^[\w+/=;:,.%-]+$/.test(url) ? url : null;
  if (scheme !== null && scheme !== 'https' && scheme !== 'http') return null;
  let resolved: URL;
  try {
    resolved = new URL(url, baseUrl);
  } catch {
    return null;
  }
  if (resolved.protocol === 'https:') return resolved.href;
  if (resolved.protocol !== 'http:') return null;
  const origin = resolved.origin;
  const sameOrigin = originOf(baseUrl) === origin;
  return sameOrigin || (options.trustedImageOrigins ?? []).includes(origin) ? resolved.href : null;
}
