import type { Server } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import {
  createServer,
  type Connect,
  type DevEnvironment,
  type Plugin,
  type ViteDevServer,
} from 'vite';
import { API_BASE_URL_TOKEN, CHATKIT_URL_TOKEN, PAGE_BUILD_FOLDER, webRoot } from './pageBuild';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Where `npm run dev` keeps the page's pre-bundled dependencies: beside the builds, git-ignored. */
export const DEV_CACHE_FOLDER = join(PAGE_BUILD_FOLDER, 'dev-cache');

/** A path as a glob that matches only itself. */
const literal = (path: string) => path.replace(/[\\*?[\]{}()!+@]/g, '\\$&');

/**
 * What the development server may read, and never: the page, the kit's sources it imports, the
 * dependencies and their pre-bundled copies; never the data folder, keys, databases, dotfiles or
 * any other source of the repository. Dotfiles are denied below the allowed folders only, so a
 * checkout inside a dot-folder (`~/.projects/...`) still works.
 */
export function devFileAccess(dataDir: string | null) {
  const allow = [
    webRoot,
    join(repoRoot, 'src'),
    join(repoRoot, 'node_modules'),
    DEV_CACHE_FOLDER,
  ].map((folder) => folder.replace(/\/+$/, ''));
  return {
    strict: true,
    allow,
    deny: [
      '.env',
      '.env.*',
      '*.{crt,pem,key}',
      'api-key',
      'signing-key',
      '*.sqlite',
      '*.sqlite-*',
      '**/.uikit-data*/**',
      ...allow.flatMap((folder) => [`${literal(folder)}/**/.*`, `${literal(folder)}/**/.*/**`]),
      ...(dataDir === null ? [] : [literal(dataDir), `${literal(dataDir)}/**`]),
    ],
  };
}

const isInside = (path: string, folder: string) =>
  path === folder || path.startsWith(folder.endsWith('/') ? folder : `${folder}/`);

/**
 * Whether a request may reach the development server at all, checked before Vite sees it (Vite
 * checks again): no dot segments or dotfiles after decoding, and `/@fs/` only inside the allowed
 * folders and never in the data folder or at a key or database. Everything else is the API's
 * JSON 404, so no answer lists the server's folders, as Vite's own 403 page would.
 */
export function devRequestAllowed(url: string, dataDir: string | null): boolean {
  let path: string;
  try {
    path = decodeURIComponent(url.split('?')[0] ?? '');
  } catch {
    return false;
  }
  // Vite reads `//@fs/...` as `/@fs/...`: no empty segments, so no such second spelling.
  if (!path.startsWith('/') || path.includes('//') || /[\\\0]/.test(path)) return false;
  const segments = path.split('/').slice(1);
  if (segments.some((segment) => segment === '..' || segment === '.')) return false;
  if (!path.startsWith('/@fs/')) return !segments.some((segment) => segment.startsWith('.'));
  const file = path.slice('/@fs'.length);
  const root = devFileAccess(dataDir).allow.find((folder) => isInside(file, folder));
  if (root === undefined || (dataDir !== null && isInside(file, dataDir))) return false;
  if (
    file
      .slice(root.length)
      .split('/')
      .some((segment) => segment.startsWith('.'))
  )
    return false;
  return !/(^|\/)(api-key|signing-key)$|\.sqlite(-\w+)?$/.test(file);
}

/**
 * Writes the uikit API's URL into the page, as the built page gets it from the server (and no
 * ChatKit endpoint: `npm run dev` serves the uikit API).
 */
function apiBaseUrlMeta(apiBaseUrl: string | null): Plugin {
  return {
    name: 'uikit:api-base-url',
    transformIndexHtml: (html) =>
      html
        .replaceAll(API_BASE_URL_TOKEN, (apiBaseUrl ?? '').replace(/[&"<>]/g, ''))
        .replaceAll(CHATKIT_URL_TOKEN, ''),
  };
}

/** Transforms `url` and every module it imports, each once, as the page will ask for them. */
async function warmModuleGraph(environment: DevEnvironment, url: string): Promise<void> {
  const seen = new Set<string>();
  const visit = async (next: string): Promise<void> => {
    if (seen.has(next)) return;
    seen.add(next);
    await environment.warmupRequest(next);
    const node = await environment.moduleGraph.getModuleByUrl(next);
    await Promise.all([...(node?.importedModules ?? [])].map((module) => visit(module.url)));
  };
  await visit(url);
}

/**
 * `npm run dev`: the demo page through Vite in middleware mode on the API's own HTTP server, with
 * hot reloading; the page imports the kit's TypeScript sources directly. File serving is
 * restricted to what the page needs (`devFileAccess`).
 */
export async function createDemoPage(
  server: Server,
  options: { apiBaseUrl: string | null; dataDir: string | null; cacheDir?: string },
): Promise<{ middlewares: Connect.Server; close: () => Promise<void> }> {
  const vite: ViteDevServer = await createServer({
    configFile: false,
    root: webRoot,
    plugins: [react(), apiBaseUrlMeta(options.apiBaseUrl)],
    // Two pages and no client-side routes: an unknown path is the API's JSON 404, as in the
    // built page, not index.html.
    appType: 'mpa',
    logLevel: 'warn',
    clearScreen: false,
    server: { middlewareMode: true, hmr: { server }, fs: devFileAccess(options.dataDir) },
    // Out of the data folder and out of node_modules/.vite: a stopped server leaves nothing
    // behind among the user's data, and the cache is not a dot-folder the deny list would hide.
    cacheDir: options.cacheDir ?? DEV_CACHE_FOLDER,
  });
  // The page's first load would otherwise do Vite's first work (pre-bundling the dependencies,
  // transforming a few hundred modules one request at a time): about 5 s on a 2-core machine with
  // a cold cache, over 10 s beside other work. Done here, the URL is printed once the page's
  // modules are ready.
  await warmModuleGraph(vite.environments.client, '/main.tsx');
  return { middlewares: vite.middlewares, close: () => vite.close() };
}
