/**
 * The one URL policy of the kit: every `href` and `src` that comes from model output, annotations
 * or widgets passes through here before it reaches the DOM. Anything not allowed renders as inert
 * text; nothing executable (`javascript:`, `vbscript:`, `data:text/html`, ...) ever becomes a link
 * or a source.
 */

import { originOf } from './origin';

export interface UrlPolicyOptions {
  /**
   * Extra schemes allowed in links besides http, https and mailto, without the colon
   * (e.g. `['tel', 'myapp']`). `javascript`, `vbscript`, `data`, `file` and `blob` are never
   * allowed, whatever this says.
   */
  extraLinkSchemes?: readonly string[];
  /**
   * Origins whose plain-http images are shown too (e.g. `http://127.0.0.1:8787`), for a service
   * or file host on a development machine. The chat adds its API's origin: attachment previews
   * come from there. Any other image must be https or an inline raster `data:` URL.
   */
  trustedImageOrigins?: readonly string[];
  /**
   * When given, the only hosts a thread's content may load images from (a thread's
   * `allowed_image_domains`, protocol section 12): an https image elsewhere is refused. A host
   * allows its subdomains too (`example.com` allows `img.example.com`). Inline raster `data:`
   * images (nothing is fetched) and the trusted origins still pass; plain http stays refused.
   * The chat sets it from the open thread for the images its items show, never for avatars or the
   * user's own attachments.
   */
  allowedImageHosts?: readonly string[];
}

/** Schemes no host configuration can allow: they run code or read local data. */
const FORBIDDEN_SCHEMES = new Set(['javascript', 'vbscript', 'data', 'file', 'blob', 'about']);
const LINK_SCHEMES = ['http', 'https', 'mailto'];
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|gif|webp)(;[a-z0-9=.+-]+)*(;base64)?,/i;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

// C0 and C1 controls, DEL, and every Unicode whitespace and invisible formatter a browser
// would strip or ignore when it reads a URL ("java\tscript:", "\u200bjavascript:").

const STRIPPED =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/g;

/**
 * The URL as a browser would read its scheme: control characters and whitespace removed, and
 * HTML character references decoded (markdown and widgets may carry `&#106;avascript:`).
 */
export function normalizeUrl(raw: string): string {
  let url = raw;
  // Decode repeatedly: `&amp;#106;` decodes to `&#106;`, which decodes to `j`.
  for (let round = 0; round < 3; round += 1) {
    const decoded = decodeCharacterReferences(url);
    if (decoded === url) break;
    url = decoded;
  }
  return url.replace(STRIPPED, '');
}

const NAMED: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  lpar: '(',
  rpar: ')',
  sol: '/',
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
  period: '.',
};

function decodeCharacterReferences(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? parseInt(body.slice(2), 16)
          : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : '';
    }
    return NAMED[body.toLowerCase()] ?? match;
  });
}

/** The scheme of a normalised URL in lower case, or null for a relative URL. */
export function schemeOf(url: string): string | null {
  const match = SCHEME.exec(url);
  return match?.[1]?.toLowerCase() ?? null;
}

/**
 * The link target to render, or null when the URL must be shown as inert text. Allows http, https,
 * mailto and the host's extra schemes; relative URLs and fragments are not allowed (model output
 * has no page of its own to point into).
 */
export function safeHref(raw: unknown, options: UrlPolicyOptions = {}): string | null {
  if (typeof raw !== 'string') return null;
  const url = normalizeUrl(raw);
  const scheme = schemeOf(url);
  if (scheme === null || FORBIDDEN_SCHEMES.has(scheme)) return null;
  const allowed =
    LINK_SCHEMES.includes(scheme) ||
    (options.extraLinkSchemes ?? []).some((extra) => extra.toLowerCase() === scheme);
  if (!allowed) return null;
  if ((scheme === 'http' || scheme === 'https') && !isParsableUrl(url)) return null;
  return url;
}

/**
 * The image source to render, or null: https URLs and `data:image/(png|jpeg|gif|webp)` only
 * (never SVG, which can carry script, and never plain http, which a secure page blocks anyway),
 * plus http from the trusted origins of the options. Never `blob:`: the composer's thumbnails of the
 * user's own images are object URLs the kit makes from the picked `File` and revokes itself
 * (`AttachmentChips`), so no URL string, from the service or anywhere, is ever trusted as one.
 */
export function safeSrc(raw: unknown, options: UrlPolicyOptions = {}): string | null {
  if (typeof raw !== 'string') return null;
  const url = normalizeUrl(raw);
  const scheme = schemeOf(url);
  if (scheme === 'https') {
    if (!isParsableUrl(url)) return null;
    if (options.allowedImageHosts === undefined) return url;
    if (options.trustedImageOrigins?.includes(originOf(url) ?? '')) return url;
    return isAllowedHost(url, options.allowedImageHosts) ? url : null;
  }
  if (scheme === 'data') return IMAGE_DATA_URL.test(url) ? url : null;
  if (scheme === 'http' && options.trustedImageOrigins?.length) {
    return options.trustedImageOrigins.includes(originOf(url) ?? '') ? url : null;
  }
  return null;
}

/**
 * The options without a thread's image hosts: for an image that is not the thread's content (an
 * avatar the host configured, the user's own attachment).
 */
export function withoutThreadImageHosts(options: UrlPolicyOptions): UrlPolicyOptions {
  if (options.allowedImageHosts === undefined) return options;
  const { allowedImageHosts: _hosts, ...rest } = options;
  return rest;
}

/** Whether the URL's host is one of `hosts` or a subdomain of one (case and a trailing dot ignored). */
function isAllowedHost(url: string, hosts: readonly string[]): boolean {
  const host = hostnameOf(url);
  if (host === null) return false;
  return hosts.some((entry) => {
    const allowed = entry.trim().toLowerCase().replace(/\.$/, '');
    return allowed !== '' && (host === allowed || host.endsWith(`.${allowed}`));
  });
}

function hostnameOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/\.$/, '') || null;
  } catch {
    return null;
  }
}

function isParsableUrl(url: string): boolean {
  try {
    return new URL(url).host !== '';
  } catch {
    return false;
  }
}

/** The host of an http(s) URL without `www.`, for citations ("example.com"); null otherwise. */
export function displayHost(raw: unknown): string | null {
  const href = safeHref(raw);
  if (href === null) return null;
  try {
    const { host } = new URL(href);
    return host.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

// ---- deep links ---------------------------------------------------------------------------------

/**
 * Schemes of deep links: a link an answer carries for the host page, never navigated to
 * (`uikit-link://orders/42?tab=items`). `chatkit-link` is ChatKit's, read the same way so a
 * workflow written for ChatKit works unchanged.
 */
export const DEEP_LINK_SCHEMES: readonly string[] = ['uikit-link', 'chatkit-link'];

/** Characters of a deep link's whole URL, and of its name. */
const DEEP_LINK_MAX = 2048;
const DEEP_LINK_NAME = /^[\w.~-]+(\/[\w.~-]+)*$/;

/** A deep link as the host hears of it: `uikit-link://name?key=value`. */
export interface DeepLink {
  /** What the host decides about: the host and path after `://` (`orders/42`). */
  readonly name: string;
  /** The query's pairs (a repeated key keeps its last value). */
  readonly data: Readonly<Record<string, string>>;
  /** The link as written (normalised). */
  readonly href: string;
}

/**
 * A deep link's parts, or null when `raw` is not one: the scheme must be one of
 * {@link DEEP_LINK_SCHEMES}, the name letters, digits, `_ . ~ -` in `/`-separated segments.
 */
export function parseDeepLink(raw: unknown): DeepLink | null {
  if (typeof raw !== 'string') return null;
  const href = normalizeUrl(raw);
  if (href.length > DEEP_LINK_MAX) return null;
  const scheme = schemeOf(href);
  if (scheme === null || !DEEP_LINK_SCHEMES.includes(scheme)) return null;
  const rest = href.slice(scheme.length + 1);
  if (!rest.startsWith('//')) return null;
  const [target = '', query = ''] = rest.slice(2).split(/[?#]/, 2);
  const name = target.replace(/\/+$/, '');
  // Dot segments would read as a path to resolve; a name is a name.
  if (!DEEP_LINK_NAME.test(name) || name.split('/').some((part) => /^\.+$/.test(part))) return null;
  const data: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(query)) data[key] = value;
  return { name, data, href };
}

/** What a link is, to render it: an external link to open, or a deep link for the host. */
export type LinkTarget =
  { readonly kind: 'external'; readonly href: string } | ({ readonly kind: 'deeplink' } & DeepLink);

/**
 * The one decision of what a link in model output is: a deep link (handed to the host, never
 * navigated), an allowed external link ({@link safeHref}), or null (inert text).
 */
export function linkTarget(raw: unknown, options: UrlPolicyOptions = {}): LinkTarget | null {
  const deepLink = parseDeepLink(raw);
  if (deepLink !== null) return { kind: 'deeplink', ...deepLink };
  const href = safeHref(raw, options);
  return href === null ? null : { kind: 'external', href };
}

/** Attributes every external link gets. */
export const EXTERNAL_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;
