import { describe, expect, it, vi } from 'vitest';
import { errorResponse, fakeFetch, jsonResponse } from '../../test/support/fakeFetch';
import { createUikitClient } from '../client/UikitClient';
import type { ResolvedConfiguration } from '../wire/session';
import { createComposerStore, updateAttachment } from './composerStore';
import { acceptsFile, createUploadQueue } from './uploadQueue';

const uploaded = (name: string) => ({
  id: `file_${name}`,
  object: 'uikit.attachment',
  type: 'file',
  name,
  mime_type: 'text/plain',
  bytes: 3,
  created_at: 1,
  preview_url: null,
});

/** Uploads answer with the file's name as id; deletes answer as the service does. */
const service = () =>
  fakeFetch((request) =>
    request.method === 'DELETE'
      ? jsonResponse(200, {
          id: request.url.pathname.split('/').pop(),
          object: 'uikit.attachment.deleted',
          deleted: true,
        })
      : jsonResponse(200, uploaded(((request.body as FormData).get('file') as File).name)),
  );

function queueWith(
  config: ResolvedConfiguration['file_upload'] | null,
  fetch = service().fetch,
  accept: string[] = [],
  onDeleteFailed?: (fileId: string, error: unknown) => void,
) {
  const composer = createComposerStore();
  const client = createUikitClient({
    baseUrl: 'https://api.example.test',
    clientSecret: 'cs',
    fetch,
  });
  const queue = createUploadQueue({
    client,
    composer,
    configuration: () => config,
    accept: () => accept,
    messages: () => ({
      uploadsDisabled: 'Uploads are off',
      tooLarge: (name, max) => `${name} is over ${String(max)} MB`,
      tooMany: (max) => `At most ${String(max)} files`,
      wrongType: (name) => `${name} is not accepted`,
      failed: (name) => `${name} failed`,
    }),
    ...(onDeleteFailed ? { onDeleteFailed } : {}),
  });
  return { composer, queue };
}

const file = (name: string, size = 3, type = 'text/plain') =>
  new File([new Uint8Array(size)], name, { type });
const enabled = { enabled: true, max_file_size: 1, max_files: 2 };

describe('upload queue', () => {
  it('uploads each file with its own progress and keeps the answer', async () => {
    const { composer, queue } = queueWith(enabled);
    queue.add([file('a.txt'), file('b.txt')]);
    expect(composer.getState().attachments.map((a) => [a.name, a.status])).toEqual([
      ['a.txt', 'uploading'],
      ['b.txt', 'uploading'],
    ]);
    await vi.waitFor(() => {
      expect(composer.getState().attachments.every((a) => a.status === 'uploaded')).toBe(true);
    });
    expect(composer.getState().attachments.map((a) => [a.uploaded?.id, a.progress])).toEqual([
      ['file_a.txt', 1],
      ['file_b.txt', 1],
    ]);
  });

  it('refuses uploads when the session has them off, before sending anything', () => {
    const { fetch } = fakeFetch(() => jsonResponse(200, uploaded('x')));
    const { composer, queue } = queueWith({ ...enabled, enabled: false }, fetch);
    queue.add([file('a.txt')]);
    expect(composer.getState()).toMatchObject({ attachments: [], notice: 'Uploads are off' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('enforces the size limit before uploading', () => {
    const { fetch } = fakeFetch(() => jsonResponse(200, uploaded('x')));
    const { composer, queue } = queueWith(enabled, fetch);
    queue.add([file('big.bin', 1024 * 1024 + 1), file('ok.txt')]);
    expect(composer.getState().attachments.map((a) => a.name)).toEqual(['ok.txt']);
    expect(composer.getState().notice).toBe('big.bin is over 1 MB');
  });

  it('counts files across the session against max_files', async () => {
    const { composer, queue } = queueWith(enabled);
    queue.add([file('a.txt'), file('b.txt'), file('c.txt')]);
    expect(composer.getState().attachments).toHaveLength(2);
    expect(composer.getState().notice).toBe('At most 2 files');
    await vi.waitFor(() => {
      expect(composer.getState().attachments.every((a) => a.status === 'uploaded')).toBe(true);
    });
    queue.clearSent();
    queue.add([file('d.txt')]);
    expect(composer.getState()).toMatchObject({ attachments: [], notice: 'At most 2 files' });
    queue.resetSession();
    queue.add([file('d.txt')]);
    expect(composer.getState().attachments).toHaveLength(1);
  });

  it('refuses a type the composer does not accept', () => {
    const { composer, queue } = queueWith(enabled, undefined, ['image/*', '.pdf']);
    queue.add([
      file('notes.txt'),
      file('photo.png', 3, 'image/png'),
      file('doc.PDF', 3, 'application/pdf'),
    ]);
    expect(composer.getState().attachments.map((a) => a.name)).toEqual(['photo.png', 'doc.PDF']);
    expect(composer.getState().notice).toBe('notes.txt is not accepted');
  });

  it('cancels an upload in flight and removes it', async () => {
    const signals: AbortSignal[] = [];
    const fetch = vi.fn((_input: string, init: RequestInit) => {
      if (init.signal) signals.push(init.signal);
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => {
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    });
    const { composer, queue } = queueWith(enabled, fetch);
    queue.add([file('slow.txt')]);
    const localId = composer.getState().attachments[0]?.localId ?? '';
    await vi.waitFor(() => {
      expect(signals).toHaveLength(1);
    });
    queue.remove(localId);
    expect(signals[0]?.aborted).toBe(true);
    expect(composer.getState().attachments).toEqual([]);
  });

  it('marks a refused upload as failed with the service message', async () => {
    const { fetch } = fakeFetch(() =>
      errorResponse(413, {
        type: 'invalid_request_error',
        code: 'file_too_large',
        message: 'The file is larger than 1 MB',
      }),
    );
    const { composer, queue } = queueWith(enabled, fetch);
    queue.add([file('a.txt')]);
    await vi.waitFor(() => {
      expect(composer.getState().attachments[0]).toMatchObject({
        status: 'failed',
        error: 'The file is larger than 1 MB',
      });
    });
  });
});

describe('removing an upload', () => {
  const uploadedAll = async (composer: ReturnType<typeof createComposerStore>) => {
    await vi.waitFor(() => {
      expect(composer.getState().attachments.every((a) => a.status === 'uploaded')).toBe(true);
    });
  };

  it('deletes an uploaded file on the service, which frees its max_files slot', async () => {
    const { fetch, requests } = service();
    const { composer, queue } = queueWith(enabled, fetch);
    queue.add([file('a.txt'), file('b.txt')]);
    await uploadedAll(composer);
    queue.add([file('c.txt')]);
    expect(composer.getState().notice).toBe('At most 2 files');

    queue.remove(composer.getState().attachments[0]?.localId ?? '');
    // The chip goes at once, before the service answers.
    expect(composer.getState().attachments.map((a) => a.name)).toEqual(['b.txt']);
    await vi.waitFor(() => {
      expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toContain(
        'DELETE /v1/uikit/files/file_a.txt',
      );
    });
    await vi.waitFor(() => {
      queue.add([file('c.txt')]);
      expect(composer.getState().attachments.map((a) => a.name)).toEqual(['b.txt', 'c.txt']);
    });
  });

  it('never deletes a file that was sent, or one the host attached itself', async () => {
    const { fetch, requests } = service();
    const { composer, queue } = queueWith(enabled, fetch);
    queue.add([file('a.txt')]);
    await uploadedAll(composer);
    const sent = composer.getState().attachments[0];
    queue.clearSent();
    composer.setState({
      attachments: [
        {
          localId: 'host_1',
          name: 'host.pdf',
          size: 1,
          mimeType: 'application/pdf',
          status: 'uploaded',
          progress: 1,
          uploaded: { ...uploaded('host.pdf'), type: 'file' },
          error: null,
        },
      ],
    });
    queue.remove('host_1');
    expect(composer.getState().attachments).toEqual([]);
    expect(sent?.status).toBe('uploaded');
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  it('deletes an upload removed after its last byte went out, once the answer names it', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { fetch, requests } = fakeFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
      () =>
        jsonResponse(200, {
          id: 'file_late.txt',
          object: 'uikit.attachment.deleted',
          deleted: true,
        }),
    );
    const { composer, queue } = queueWith(enabled, fetch);
    queue.add([file('late.txt')]);
    const localId = composer.getState().attachments[0]?.localId ?? '';
    await vi.waitFor(() => {
      expect(requests).toHaveLength(1);
    });
    // Every byte sent (the browser's upload progress): the service may be storing it now.
    updateAttachment(composer, localId, { progress: 1 });
    queue.remove(localId);
    expect(composer.getState().attachments).toEqual([]);
    answer(jsonResponse(200, uploaded('late.txt')));
    await vi.waitFor(() => {
      expect(requests[1]).toMatchObject({ method: 'DELETE' });
    });
    expect(requests[1]?.url.pathname).toBe('/v1/uikit/files/file_late.txt');
    expect(composer.getState().attachments).toEqual([]);
  });

  it('reports a failed delete without bringing the chip back', async () => {
    const failures: [string, unknown][] = [];
    const { fetch } = fakeFetch(
      (request) =>
        jsonResponse(200, uploaded(((request.body as FormData).get('file') as File).name)),
      () => errorResponse(500, { type: 'server_error', code: 'server_error', message: 'down' }),
    );
    const { composer, queue } = queueWith(enabled, fetch, [], (fileId, error) => {
      failures.push([fileId, error]);
    });
    queue.add([file('a.txt')]);
    await uploadedAll(composer);
    queue.remove(composer.getState().attachments[0]?.localId ?? '');
    await vi.waitFor(() => {
      expect(failures.map(([id]) => id)).toEqual(['file_a.txt']);
    });
    expect(composer.getState().attachments).toEqual([]);
  });
});

describe('acceptsFile', () => {
  it('reads MIME types, wildcards and extensions', () => {
    expect(acceptsFile({ name: 'a.PNG', type: 'image/png' }, ['image/*'])).toBe(true);
    expect(acceptsFile({ name: 'a.csv', type: 'text/csv' }, ['.csv'])).toBe(true);
    expect(acceptsFile({ name: 'a.csv', type: 'text/csv' }, ['application/pdf'])).toBe(false);
    expect(acceptsFile({ name: 'a', type: '' }, [])).toBe(true);
  });
});
