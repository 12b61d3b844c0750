import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, type Connect, type ViteDevServer } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The demo page through Vite in middleware mode, on the API's own HTTP server: one port, no
 * build step, and the page imports the kit's TypeScript sources directly; nothing is fetched.
 */
export async function createDemoPage(
  server: Server,
  options: { apiBaseUrl: string | null; cacheDir: string },
): Promise<{ middlewares: Connect.Server; close: () => Promise<void> }> {
  const vite: ViteDevServer = await createServer({
    configFile: false,
    root: webRoot,
    plugins: [react()],
    appType: 'spa',
    logLevel: 'warn',
    clearScreen: false,
    server: { middlewareMode: true, hmr: { server } },
    // Empty means "this origin": the embedded API answers on the page's own host and port.
    define: { __UIKIT_API_BASE_URL__: JSON.stringify(options.apiBaseUrl ?? '') },
    // Pre-bundled dependencies (React, ...) are cached outside node_modules, so a server stopped
    // halfway through bundling leaves nothing behind in the repository.
    cacheDir: options.cacheDir,
  });
  return { middlewares: vite.middlewares, close: () => vite.close() };
}
