import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ELEMENT_PAGE, webRoot } from './pageBuild';
import { loadStaticPage } from './staticPage';

// The pages read where the uikit API is from the HTML the server writes: one build (and the
// element's page, served as written) follows whatever UIKIT_BASE_URL says.

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Serves one of the repository's pages as the demo server does, and returns its HTML. */
function servedPage(
  name: string,
  apiBaseUrl: string | null,
  chatKitUrl: string | null = null,
): string {
  const folder = mkdtempSync(join(tmpdir(), 'uikit-static-page-'));
  folders.push(folder);
  copyFileSync(join(webRoot, name), join(folder, name));
  const servePage = loadStaticPage(folder, apiBaseUrl, chatKitUrl);
  let body = '';
  const response = {
    writeHead: () => response,
    end: (chunk?: Buffer) => {
      body = chunk?.toString('utf8') ?? '';
    },
  } as unknown as ServerResponse;
  const served = servePage(
    { method: 'GET', url: `/${name}` } as unknown as IncomingMessage,
    response,
  );
  expect(served).toBe(true);
  return body;
}

describe('the element page', () => {
  it('talks to the real service UIKIT_BASE_URL names', () => {
    const html = servedPage(ELEMENT_PAGE, 'https://api.example.com');
    expect(html).toContain('api-url="https://api.example.com"');
    expect(html).toContain('session-url="/api/uikit/session"');
    expect(html).not.toContain('__UIKIT_API_BASE_URL__');
  });

  it('talks to this server (an empty api-url: its own origin) when no service is named', () => {
    expect(servedPage(ELEMENT_PAGE, null)).toContain('api-url=""');
  });

  it('writes the URL as an attribute value, never as markup', () => {
    expect(servedPage(ELEMENT_PAGE, 'https://api.example.com/"><script>')).toContain(
      'api-url="https://api.example.com/&quot;&gt;&lt;script&gt;"',
    );
  });
});

describe('the demo page', () => {
  it('talks to the uikit API through the session route, or to the ChatKit endpoint it is given', () => {
    const local = servedPage('index.html', null);
    expect(local).toContain('<meta name="uikit-chatkit-url" content="" />');
    expect(local).toContain('<meta name="uikit-api-base-url" content="" />');
    const chatKit = servedPage('index.html', null, '/chatkit');
    expect(chatKit).toContain('<meta name="uikit-chatkit-url" content="/chatkit" />');
    expect(chatKit).not.toContain('__UIKIT_');
  });
});

describe('the widget playground page', () => {
  it('is served at /playground with a content security policy that runs only its own scripts', () => {
    const folder = mkdtempSync(join(tmpdir(), 'uikit-static-page-'));
    folders.push(folder);
    copyFileSync(join(webRoot, 'playground.html'), join(folder, 'playground.html'));
    const servePage = loadStaticPage(folder, null);
    const headers: Record<string, string>[] = [];
    const response = {
      writeHead: (_status: number, sent: Record<string, string>) => {
        headers.push(sent);
        return response;
      },
      end: () => undefined,
    } as unknown as ServerResponse;
    const get = (url: string) =>
      servePage({ method: 'GET', url } as unknown as IncomingMessage, response);
    expect(get('/playground?example=todo')).toBe(true);
    expect(get('/playground.html')).toBe(true);
    expect(get('/playground/')).toBe(false);
    for (const sent of headers) {
      expect(sent['content-security-policy']).toContain("script-src 'self'");
      expect(sent['content-security-policy']).toContain("default-src 'none'");
    }
  });
});
