import { safeFontSrc } from '../../security/fontUrlPolicy';
import type { UrlPolicyOptions } from '../../security/urlPolicy';

/**
 * A font file for the chat (`theme.typography.fontSources`), as an `@font-face` rule would
 * describe it. The kit registers it once per document; only the chat's own `fontFamily` names it,
 * so the host page's fonts stay as they are.
 */
export interface UikitFontSource {
  /** The family name the chat's `fontFamily` / `fontFamilyMono` refers to, e.g. `Inter`. */
  family: string;
  /** The font file: an https URL, a same-origin path, or a `data:font/...` URL. */
  src: string;
  /** `400`, `bold`, or a range for a variable font: `'100 900'`. */
  weight?: number | string;
  style?: 'normal' | 'italic' | 'oblique';
  /** Default `swap`: the text shows in a fallback font until the file arrives. */
  display?: 'auto' | 'block' | 'swap' | 'fallback' | 'optional';
  /** `U+0000-00FF, U+0131`. */
  unicodeRange?: string;
}

const FAMILY = /^[\w\s-]{1,64}$/;
const WEIGHT = /^(normal|bold|\d{1,3}(\s+\d{1,3})?)$/;
const STYLES = new Set(['normal', 'italic', 'oblique']);
const DISPLAYS = new Set(['auto', 'block', 'swap', 'fallback', 'optional']);
const UNICODE_RANGE =
  /^[Uu]\+[0-9a-fA-F?]{1,6}(-[0-9a-fA-F]{1,6})?(\s*,\s*[Uu]\+[0-9a-fA-F?]{1,6}(-[0-9a-fA-F]{1,6})?)*$/;

/** The `FontFace` constructor arguments for a source, or null when any part is unusable. */
export function fontFaceArguments(
  source: UikitFontSource,
  baseUrl: string,
  policy: UrlPolicyOptions = {},
): { family: string; source: string; descriptors: FontFaceDescriptors } | null {
  if (typeof source !== 'object' || typeof source.family !== 'string') return null;
  const family = source.family.trim();
  if (!FAMILY.test(family)) return null;
  const url = safeFontSrc(source.src, baseUrl, policy);
  if (url === null) return null;
  const descriptors: FontFaceDescriptors = { display: 'swap' };
  if (source.weight !== undefined) {
    const weight = String(source.weight).trim();
    if (!WEIGHT.test(weight)) return null;
    descriptors.weight = weight;
  }
  if (source.style !== undefined) {
    if (!STYLES.has(source.style)) return null;
    descriptors.style = source.style;
  }
  if (source.display !== undefined) {
    if (!DISPLAYS.has(source.display)) return null;
    descriptors.display = source.display;
  }
  if (source.unicodeRange !== undefined) {
    if (!UNICODE_RANGE.test(source.unicodeRange.trim())) return null;
    descriptors.unicodeRange = source.unicodeRange.trim();
  }
  // The URL is parsed and serialised (quotes and spaces percent-encoded), so it cannot end the
  // url() early.
  return { family, source: `url("${url}")`, descriptors };
}

const registered = new WeakMap<Document, Map<string, FontFace>>();

/**
 * Registers the chat's font files with the document, once per document whatever the number of
 * chats: through the `FontFace` API rather than a stylesheet, because a shadow root's
 * `@font-face` rules are not used by every browser, and a font face only adds a family name (the
 * page's own text keeps its fonts). Unusable sources are skipped.
 */
export function registerFontSources(
  doc: Document,
  sources: readonly UikitFontSource[] | undefined,
  policy: UrlPolicyOptions = {},
): FontFace[] {
  const view = doc.defaultView;
  if (!sources?.length || !view || typeof view.FontFace !== 'function') return [];
  let faces = registered.get(doc);
  if (!faces) {
    faces = new Map();
    registered.set(doc, faces);
  }
  const result: FontFace[] = [];
  for (const source of sources) {
    const args = fontFaceArguments(source, doc.baseURI, policy);
    if (!args) continue;
    const key = JSON.stringify(args);
    let face = faces.get(key);
    if (!face) {
      face = new view.FontFace(args.family, args.source, args.descriptors);
      faces.set(key, face);
      doc.fonts.add(face);
      // A file that fails to load leaves the fallback fonts of the family list in place.
      face.load().catch(() => undefined);
    }
    result.push(face);
  }
  return result;
}
