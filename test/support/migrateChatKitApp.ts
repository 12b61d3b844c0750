import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The README's move from ChatKit ("Coming from ChatKit"), done mechanically on a copy of a ChatKit
 * app, so that nothing but the rule is changed:
 *
 * 1. the module specifiers `@openai/chatkit-react` and `@openai/chatkit` become
 *    `uikit-react/chatkit`, in every source file;
 * 2. the hosted `api` object (the one `api: { getClientSecret… }` of the sources) gets
 *    `baseUrl`, the uikit API's origin, as its first property;
 * 3. ChatKit's `<script src="https://cdn.platform.openai.com/…/chatkit.js">` leaves
 *    `index.html`: the entry defines `openai-chatkit` itself, and a page that still loaded
 *    ChatKit's script would get ChatKit's element.
 *
 * Each step must find what it changes (the API object exactly once), so an app that stops
 * matching the rule fails here instead of being migrated by hand. Packages are the caller's
 * to install. Returns the files it changed, relative to `folder`.
 */
export function migrateChatKitApp(folder: string, baseUrl: string): string[] {
  const changed: string[] = [];
  let specifiers = 0;
  let apis = 0;
  for (const file of sourceFiles(join(folder, 'src'))) {
    const before = readFileSync(join(folder, 'src', file), 'utf8');
    const after = before
      .replace(SPECIFIER, (_match, quote: string) => {
        specifiers += 1;
        return `${quote}uikit-react/chatkit${quote}`;
      })
      .replace(HOSTED_API, (match, indent: string) => {
        apis += 1;
        return `${match}\n${indent}  baseUrl: ${JSON.stringify(baseUrl)},`;
      });
    if (after === before) continue;
    writeFileSync(join(folder, 'src', file), after);
    changed.push(`src/${file}`);
  }
  if (specifiers === 0) throw new Error('No import of @openai/chatkit or @openai/chatkit-react');
  if (apis !== 1) throw new Error(`Expected one hosted api object, found ${String(apis)}`);

  const page = join(folder, 'index.html');
  const html = readFileSync(page, 'utf8');
  const scripts = html.match(CHATKIT_SCRIPT)?.length ?? 0;
  if (scripts !== 1) throw new Error(`Expected ChatKit's script once, found ${String(scripts)}`);
  writeFileSync(page, html.replace(CHATKIT_SCRIPT, ''));
  changed.push('index.html');

  const left = [
    'index.html',
    ...sourceFiles(join(folder, 'src')).map((file) => `src/${file}`),
  ].filter((file) => readFileSync(join(folder, file), 'utf8').includes('@openai/'));
  if (left.length > 0) throw new Error(`@openai/ is still named in ${left.join(', ')}`);
  return changed;
}

/** A module specifier of ChatKit's packages, in quotes. */
const SPECIFIER = /(['"])@openai\/chatkit(?:-react)?\1/g;

/** The opening of the hosted api object, `api: {` followed by its `getClientSecret`. */
const HOSTED_API = /^([ \t]*)api: \{(?=\s*getClientSecret\b)/gm;

/** ChatKit's script element, on a line of its own. */
const CHATKIT_SCRIPT =
  /^[ \t]*<script\b[^>]*\bsrc="https:\/\/cdn\.platform\.openai\.com\/deployments\/chatkit\/chatkit\.js"[^>]*><\/script>\r?\n/gm;

/** The TypeScript sources under `folder`, relative to it. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .sort();
}
