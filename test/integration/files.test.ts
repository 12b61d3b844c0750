import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UikitClient } from '../../src/client';
import type { UploadedFile, UserMessageItem } from '../../src/wire';
import {
  openSession,
  rawRequest,
  removeDataDir,
  startTestServer,
  type TestServer,
} from './support/testServer';
import { collect, finishedItems, textOf, userInput } from './support/streams';

// The 8-byte PNG signature and a header: enough to be served as what it claims to be.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

const uploads = (extra: Record<string, unknown> = {}) =>
  openSession(server, {
    workflow: { id: 'demo' },
    chatkit_configuration: { file_upload: { enabled: true, ...extra } },
  });

async function upload(client: UikitClient, bytes: BlobPart, name: string, type: string) {
  return (await client.files.upload(new File([bytes], name, { type }))).data;
}

describe('POST /v1/uikit/files', () => {
  it('stores the file and answers the attachment with a signed preview URL', async () => {
    const { client } = await uploads();
    const image = await upload(client, PNG, 'cat.png', 'image/png');
    expect(image).toEqual({
      id: expect.stringMatching(/^file_/) as unknown,
      object: 'uikit.attachment',
      type: 'image',
      name: 'cat.png',
      mime_type: 'image/png',
      bytes: PNG.byteLength,
      created_at: Math.floor(server.clock.now() / 1000),
      preview_url: expect.stringMatching(
        new RegExp(`^${server.baseUrl}/v1/uikit/files/${image.id}/content\\?exp=\\d+&sig=[\\w-]+$`),
      ) as unknown,
    });
    expect(existsSync(join(server.dataDir, 'files', image.id))).toBe(true);

    const pdf = await upload(client, '%PDF-1.7', 'Report (final).pdf', 'application/pdf');
    expect(pdf).toMatchObject({ type: 'file', mime_type: 'application/pdf' });
    const svg = await upload(client, '<svg/>', 'logo.svg', 'image/svg+xml');
    expect(svg.type).toBe('file');
  });

  it('keeps the file name without folders, and a junk type as octet-stream', async () => {
    const { client } = await uploads();
    const file = await upload(client, 'x', '../../etc/passwd', 'not a type');
    expect(file).toMatchObject({ name: 'passwd', mime_type: 'application/octet-stream' });
  });

  it('enforces the session limits: off (403), size (413), count (400)', async () => {
    const off = await openSession(server);
    await expect(upload(off.client, 'x', 'a.txt', 'text/plain')).rejects.toMatchObject({
      status: 403,
      code: 'file_upload_disabled',
    });

    const small = await uploads({ max_file_size: 1, max_files: 2 });
    const megabyte = new Uint8Array(1024 * 1024);
    expect(
      (await upload(small.client, megabyte, 'exact.bin', 'application/octet-stream')).bytes,
    ).toBe(1024 * 1024);
    await expect(
      upload(small.client, new Uint8Array(1024 * 1024 + 1), 'big.bin', 'application/octet-stream'),
    ).rejects.toMatchObject({ status: 413, code: 'file_too_large', param: 'file' });
    // A refused upload does not use up the budget.
    await upload(small.client, 'second', 'b.txt', 'text/plain');
    await expect(upload(small.client, 'third', 'c.txt', 'text/plain')).rejects.toMatchObject({
      status: 400,
      code: 'too_many_files',
      param: 'file',
    });
  });

  it('refuses a form without a file field', async () => {
    const { session } = await uploads();
    const form = new FormData();
    form.append('other', 'x');
    const response = await rawRequest(server, session.client_secret, '/files', {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'missing_required_parameter', param: 'file' },
    });
  });
});

describe('signed content URLs', () => {
  let image: UploadedFile;
  let text: UploadedFile;

  beforeAll(async () => {
    const { client } = await uploads();
    image = await upload(client, PNG, 'cat.png', 'image/png');
    text = await upload(client, '<script>alert(1)</script>', 'notes é.html', 'text/html');
  });

  it('serve an image without any header, inline, with its type and nosniff', async () => {
    const response = await fetch(image.preview_url ?? '');
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="cat.png"/);
    expect(response.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
  });

  it('serve anything else as a download that cannot run', async () => {
    const response = await fetch(text.preview_url ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="notes _.html"; filename*=UTF-8''notes%20%C3%A9.html`,
    );
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuse a changed signature, expiry or file id', async () => {
    const url = new URL(image.preview_url ?? '');
    const tamper = async (change: (url: URL) => void) => {
      const copy = new URL(url);
      change(copy);
      return fetch(copy);
    };
    const badSig = await tamper((copy) => {
      copy.searchParams.set('sig', `${copy.searchParams.get('sig') ?? ''}x`);
    });
    expect(badSig.status).toBe(401);
    expect(await badSig.json()).toMatchObject({ error: { code: 'invalid_signature' } });
    const laterExpiry = await tamper((copy) => {
      copy.searchParams.set('exp', String(Number(copy.searchParams.get('exp')) + 3600));
    });
    expect(laterExpiry.status).toBe(401);
    const otherFile = await tamper((copy) => {
      copy.pathname = copy.pathname.replace(image.id, text.id);
    });
    expect(otherFile.status).toBe(401);
    const unsigned = await tamper((copy) => {
      copy.search = '';
    });
    expect(unsigned.status).toBe(401);
  });

  it('stop working once expired', async () => {
    const other = await startTestServer({ previewUrlTtlSeconds: 60 });
    try {
      const { client } = await openSession(other, {
        chatkit_configuration: { file_upload: { enabled: true } },
      });
      const file = await upload(client, PNG, 'cat.png', 'image/png');
      const exp = Number(new URL(file.preview_url ?? '').searchParams.get('exp'));
      other.clock.advance(exp * 1000 - other.clock.now() - 1);
      expect((await fetch(file.preview_url ?? '')).status).toBe(200);
      other.clock.advance(1);
      const expired = await fetch(file.preview_url ?? '');
      expect(expired.status).toBe(401);
      expect(await expired.json()).toMatchObject({ error: { code: 'signature_expired' } });
    } finally {
      await other.stop();
      removeDataDir(other);
    }
  });
});

describe('attachments in messages', () => {
  it('embeds the full attachment objects, re-signed on every read, and the demo names them', async () => {
    const { client } = await uploads();
    const image = await upload(client, PNG, 'cat.png', 'image/png');
    const pdf = await upload(client, '%PDF', 'plan.pdf', 'application/pdf');
    const events = await collect(
      client.conversation.createThread(userInput('what did I send?', [image.id, pdf.id])),
    );
    const [message, answer] = finishedItems(events) as [UserMessageItem, ...unknown[]];
    const { object: _object, ...imageAttachment } = image;
    const { object: _pdfObject, ...pdfAttachment } = pdf;
    expect(message.attachments).toEqual([
      { ...imageAttachment, preview_url: expect.stringContaining('/content?exp=') as unknown },
      { ...pdfAttachment, preview_url: expect.stringContaining('/content?exp=') as unknown },
    ]);
    expect(textOf(answer as never)).toContain('- **cat.png**: an image (image/png)');
    expect(textOf(answer as never)).toContain('- **plan.pdf**: a file (application/pdf)');

    const { data } = await client.threads.listItems(message.thread_id, { order: 'asc' });
    const stored = data.data[0] as UserMessageItem;
    expect(stored.attachments.map((attachment) => attachment.name)).toEqual([
      'cat.png',
      'plan.pdf',
    ]);
    const served = await fetch(stored.attachments[0]?.preview_url ?? '');
    expect(served.status).toBe(200);
  });

  it("refuses another user's file, and a file already attached in another thread", async () => {
    const alice = await uploads();
    const bob = await uploads();
    const file = await upload(alice.client, 'x', 'a.txt', 'text/plain');
    await expect(
      bob.client.conversation.createThread(userInput('mine?', [file.id])),
    ).rejects.toMatchObject({ status: 404, param: 'params.input.attachments[0]' });
    await collect(alice.client.conversation.createThread(userInput('first', [file.id])));
    await expect(
      alice.client.conversation.createThread(userInput('again', [file.id])),
    ).rejects.toMatchObject({ status: 400, code: 'attachment_in_use' });
  });

  it('deletes the files with their thread', async () => {
    const { client } = await uploads();
    const file = await upload(client, PNG, 'gone.png', 'image/png');
    const events = await collect(client.conversation.createThread(userInput('bye', [file.id])));
    const threadId = finishedItems(events)[0]?.thread_id ?? '';
    await client.threads.delete(threadId);
    expect(existsSync(join(server.dataDir, 'files', file.id))).toBe(false);
    expect((await fetch(file.preview_url ?? '')).status).toBe(404);
  });
});

describe('DELETE /v1/uikit/files/{id}', () => {
  it('deletes an unsent upload with its bytes and frees its max_files slot', async () => {
    const { client } = await uploads({ max_files: 2 });
    const first = await upload(client, PNG, 'a.png', 'image/png');
    await upload(client, 'b', 'b.txt', 'text/plain');
    await expect(upload(client, 'c', 'c.txt', 'text/plain')).rejects.toMatchObject({
      code: 'too_many_files',
    });

    const { data } = await client.files.delete(first.id);
    expect(data).toEqual({ id: first.id, object: 'uikit.attachment.deleted', deleted: true });
    expect(existsSync(join(server.dataDir, 'files', first.id))).toBe(false);
    expect((await fetch(first.preview_url ?? '')).status).toBe(404);
    // The slot is free again, and only that one.
    await upload(client, 'c', 'c.txt', 'text/plain');
    await expect(upload(client, 'd', 'd.txt', 'text/plain')).rejects.toMatchObject({
      code: 'too_many_files',
    });
  });

  it("answers 404 for an unknown id, one deleted already, and another user's file", async () => {
    const alice = await uploads();
    const bob = await uploads();
    const file = await upload(alice.client, 'x', 'a.txt', 'text/plain');
    await expect(alice.client.files.delete('file_nope')).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
    await expect(bob.client.files.delete(file.id)).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
    // Bob's attempt changed nothing.
    expect(existsSync(join(server.dataDir, 'files', file.id))).toBe(true);
    await alice.client.files.delete(file.id);
    await expect(alice.client.files.delete(file.id)).rejects.toMatchObject({ status: 404 });
  });

  it('answers 409 attachment_in_use once a stored message refers to the file', async () => {
    const { client } = await uploads();
    const file = await upload(client, PNG, 'sent.png', 'image/png');
    await collect(client.conversation.createThread(userInput('with a file', [file.id])));
    await expect(client.files.delete(file.id)).rejects.toMatchObject({
      status: 409,
      code: 'attachment_in_use',
    });
    expect(existsSync(join(server.dataDir, 'files', file.id))).toBe(true);
  });

  it('needs the session', async () => {
    const { client } = await uploads();
    const file = await upload(client, 'x', 'a.txt', 'text/plain');
    const response = await rawRequest(server, 'not-a-secret', `/files/${file.id}`, {
      method: 'DELETE',
    });
    expect(response.status).toBe(401);
  });
});
