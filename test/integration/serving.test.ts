import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../src/wire';
import type { ServerConfig } from '../../server-example/config';
import { silentLogger } from '../../server-example/logger';
import { startExampleServer, type ExampleServer } from '../../server-example/server';
import { DEMO_DEFAULTS } from '../../server-example/workflows/demo/demoWorkflow';
import { rawHttp, type RawAnswer } from '../support/rawHttp';

// Nothing of the file system is reachable through the server but the demo page itself: not with
// `npm start` (a built page, served from memory), not with `npm run dev` (Vite, restricted). Each
// mode is asked for the API key, the signing key, the database, its write-ahead log, an upload
// and source files, by every path form, and answers 403 or 404 without the keys anywhere.

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

interface Mode {
  name: 'static' | 'dev';
  server: ExampleServer;
  dataDir: string;
  secrets: string[];
  targets: string[];
}

const modes: Mode[] = [];

async function startMode(name: Mode['name']): Promise<Mode> {
  // Inside the checkout, where the default data folder lives: the case that leaked.
  const dataDir = join(repoRoot, `.uikit-data-serving-${name}-${randomBytes(4).toString('hex')}`);
  mkdirSync(dataDir);
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    apiKey: null,
    workflowId: 'echo',
    baseUrl: null,
    demoPage: name,
    demo: { ...DEMO_DEFAULTS, tokenDelayMs: 0 },
  };
  const server = await startExampleServer(config, { logger: silentLogger });
  // An upload, through the page's own session route.
  const session = (await (
    await fetch(`${server.url}api/uikit/session`, { method: 'POST' })
  ).json()) as Session;
  const form = new FormData();
  form.append('file', new Blob(['private upload'], { type: 'text/plain' }), 'note.txt');
  const uploaded = await fetch(`${server.url}v1/uikit/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.client_secret}` },
    body: form,
  });
  expect(uploaded.status).toBe(200);
  const files = readdirSync(join(dataDir, 'files'));
  expect(files).toHaveLength(1);
  return {
    name,
    server,
    dataDir,
    secrets: [
      readFileSync(join(dataDir, 'api-key'), 'utf8').trim(),
      readFileSync(join(dataDir, 'signing-key'), 'utf8').trim(),
    ],
    targets: [
      join(dataDir, 'api-key'),
      join(dataDir, 'signing-key'),
      join(dataDir, 'uikit.sqlite'),
      join(dataDir, 'uikit.sqlite-wal'),
      join(dataDir, 'files', files[0] ?? ''),
      join(repoRoot, 'server-example', 'db', 'dataFolder.ts'),
      join(repoRoot, 'package.json'),
      join(repoRoot, '.gitignore'),
    ],
  };
}

/** Every way of naming a file we know of: absolute, relative, encoded, doubled, escaped. */
function pathForms(file: string): string[] {
  const fromRepo = relative(repoRoot, file);
  // The page's root is server-example/web: two levels below the repository.
  const up = '../../';
  const forms = [
    `/@fs${file}`,
    `/@fs${file}?raw`,
    `/@fs${file}?import&raw`,
    `/@fs${file}?raw??`,
    `/@fs${file}?url`,
    `/@fs/${file}`,
    `//@fs${file}`,
    `/@fs${file.replaceAll('/', '//')}`,
    `/@fs${encodeURI(file).replaceAll('.', '%2e')}`,
    `/@fs${file}%00.js`,
    `/@id/${file}`,
    `/${fromRepo}`,
    `/${fromRepo}?raw`,
    `/${fromRepo}?import`,
    `//${fromRepo}`,
    `/${up}${fromRepo}`,
    `/${up}${fromRepo}?raw`,
    `/${up.replaceAll('.', '%2e')}${fromRepo}`,
    `/${up.replaceAll('.', '%2E').replaceAll('/', '%2F')}${fromRepo}`,
    `/..%2f..%2f${fromRepo}`,
    `/.%2e/.%2e/${fromRepo}`,
    `/..\\..\\${fromRepo.replaceAll('/', '\\')}`,
    `/assets/${up}${up}${fromRepo}`,
    `/node_modules/${up}${fromRepo}`,
  ];
  // The default data folder's own name, as the report tried it.
  if (fromRepo.startsWith('.uikit-data'))
    forms.push(`/${fromRepo.replace(/^\.uikit-data[^/]*/, '.uikit-data')}`);
  return forms;
}

function expectNoSecret(mode: Mode, answer: RawAnswer, what: string) {
  const everything = `${JSON.stringify(answer.headers)}\n${answer.text}`;
  for (const secret of mode.secrets) expect(everything.includes(secret), what).toBe(false);
  expect(answer.text, what).not.toContain('private upload');
}

beforeAll(async () => {
  modes.push(await startMode('static'), await startMode('dev'));
}, 120_000);

afterAll(async () => {
  for (const mode of modes) {
    await mode.server.close();
    rmSync(mode.dataDir, { recursive: true, force: true });
  }
});

describe.each(['static', 'dev'] as const)('serving with the page %s', (name) => {
  const mode = () => modes.find((candidate) => candidate.name === name) as Mode;

  it('refuses every file outside the page, by every path form, without the keys', async () => {
    const { server, targets } = mode();
    const answers: string[] = [];
    for (const target of targets)
      for (const path of pathForms(target))
        for (const method of ['GET', 'HEAD']) {
          const answer = await rawHttp(server.port, method, path);
          if (answer === null) continue;
          answers.push(`${String(answer.status)} ${method} ${path}`);
          // A backslash makes the path unreadable before any file is looked for: 400.
          expect(path.includes('\\') ? [400] : [403, 404], `${method} ${path}`).toContain(
            answer.status,
          );
          expectNoSecret(mode(), answer, `${method} ${path}`);
        }
    // Most forms reached the server at all (Node's client refuses only a few).
    expect(answers.length).toBeGreaterThan(targets.length * 30);
  });

  it('serves the page itself', async () => {
    const { server } = mode();
    const page = await rawHttp(server.port, 'GET', '/');
    expect(page?.status).toBe(200);
    expect(page?.headers['content-type']).toContain('text/html');
    expect(page?.text).toContain('<title>uikit-react demo</title>');
    // The API's URL is written in for the page to read: this server's own origin here.
    expect(page?.text).toContain('<meta name="uikit-api-base-url" content="" />');
    const twoChats = await rawHttp(server.port, 'GET', '/two-chats.html');
    expect(twoChats?.status).toBe(200);
    // And for the element's page, served as written but for that (empty: its own origin).
    const elementPage = await rawHttp(server.port, 'GET', '/element.html');
    expect(elementPage?.status).toBe(200);
    expect(elementPage?.text).toContain('api-url=""');
    expectNoSecret(mode(), page as RawAnswer, '/');
  });
});

describe('the built page (npm start)', () => {
  const mode = () => modes.find((candidate) => candidate.name === 'static') as Mode;

  it('serves its assets with their types, nosniff and long caching, and nothing else', async () => {
    const { server } = mode();
    const page = (await rawHttp(server.port, 'GET', '/')) as RawAnswer;
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(page.text)?.[1] ?? '';
    const style = /href="(\/assets\/[^"]+\.css)"/.exec(page.text)?.[1] ?? '';
    const js = (await rawHttp(server.port, 'GET', script)) as RawAnswer;
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['x-content-type-options']).toBe('nosniff');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const css = (await rawHttp(server.port, 'GET', style)) as RawAnswer;
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['x-content-type-options']).toBe('nosniff');

    // No listings, no other methods, no look-alikes: the API's JSON 404.
    for (const [method, path] of [
      ['GET', '/assets/'],
      ['GET', '/assets'],
      ['POST', '/'],
      ['GET', `${script}.map`],
      ['GET', script.replace('/assets/', '/assets//')],
      ['GET', script.replace('.js', '%2ejs')],
      ['GET', '/index.html/'],
    ] as const) {
      const answer = (await rawHttp(server.port, method, path)) as RawAnswer;
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(JSON.parse(answer.text)).toMatchObject({ error: { code: 'not_found' } });
    }
  });
});

describe('the development server (npm run dev)', () => {
  const mode = () => modes.find((candidate) => candidate.name === 'dev') as Mode;

  it('still serves what the page needs: its modules and the kit sources it imports', async () => {
    const { server } = mode();
    const main = (await rawHttp(server.port, 'GET', '/main.tsx')) as RawAnswer;
    expect(main.status).toBe(200);
    expect(main.text).toContain('useUikit');
    const kit = (await rawHttp(
      server.port,
      'GET',
      `/@fs${join(repoRoot, 'src', 'index.ts')}`,
    )) as RawAnswer;
    expect(kit.status).toBe(200);
    expect((await rawHttp(server.port, 'GET', '/@vite/client'))?.status).toBe(200);
  });
});
