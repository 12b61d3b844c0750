import { describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../test/fixtures/session';
import { errorResponse, fakeFetch, jsonResponse } from '../../test/support/fakeFetch';
import { createSessionManager } from '../client/sessionManager';
import { createUikitClient } from '../client/UikitClient';
import { createChatEvents } from './chatEvents';
import { createComposerCommands } from './composerCommands';
import { createComposerStore } from './composerStore';
import { UikitCommandError } from './messageCommands';

/** The service stores an upload as `file_<name>` and refuses to delete anything. */
const service = () =>
  fakeFetch((request) =>
    request.method === 'DELETE'
      ? errorResponse(500, { type: 'server_error', message: 'Down' })
      : jsonResponse(200, {
          id: `file_${((request.body as FormData).get('file') as File).name}`,
          object: 'uikit.attachment',
          type: 'file',
          name: ((request.body as FormData).get('file') as File).name,
          mime_type: 'text/plain',
          bytes: 3,
          created_at: 1,
          preview_url: null,
        }),
  );

async function commandsWith() {
  const { fetch, requests } = service();
  const events = createChatEvents();
  const sessions = createSessionManager({
    getSession: () =>
      Promise.resolve(sessionFixture({ expires_at: Math.floor(Date.now() / 1000) + 600 })),
  });
  await sessions.get();
  const client = createUikitClient({
    baseUrl: 'https://api.example.test',
    clientSecret: 'cs_test',
    fetch,
  });
  const composer = createComposerStore();
  const commands = createComposerCommands({
    composer,
    events,
    client,
    sessions,
    choices: () => ({ tools: [{ id: 'web_search' }, { id: 'canvas' }], models: [] }),
    uploadMessages: () => ({
      uploadsDisabled: 'Uploads are off',
      tooLarge: (name) => `${name} is too large`,
      tooMany: (max) => `At most ${String(max)} files`,
      wrongType: (name) => `${name} is not accepted`,
      failed: (name) => `${name} failed`,
    }),
    acceptedFileTypes: () => ['text/plain'],
  });
  const heard: { name: string; payload: unknown }[] = [];
  events.on('toolChange', (payload) => heard.push({ name: 'toolChange', payload }));
  events.on('error', (payload) => heard.push({ name: 'error', payload }));
  events.on('log', (payload) => heard.push({ name: 'log', payload }));
  return { commands, composer, heard, requests };
}

describe('the composer’s commands', () => {
  it('report the tool as it changes, whoever changes it, and only then', async () => {
    const { commands, composer, heard } = await commandsWith();
    commands.setComposerValue({ selectedToolId: 'web_search' });
    commands.setComposerValue({ selectedToolId: 'web_search', text: 'Hi' });
    composer.setState({ toolId: null });
    expect(heard).toEqual([
      { name: 'toolChange', payload: { toolId: 'web_search' } },
      { name: 'toolChange', payload: { toolId: null } },
    ]);
  });

  it('refuse a tool the composer does not offer, or a malformed tag, and change nothing', async () => {
    const { commands, composer, heard } = await commandsWith();
    commands.setComposerValue({ text: 'Draft' });
    commands.setComposerValue({ text: 'Other', toolId: 'nope' });
    commands.setComposerValue({
      // What a host without types may pass: `data` must be a map.
      content: [{ type: 'input_tag', id: 'x', text: '@x', data: [] } as never],
    });
    expect(composer.getState().text).toBe('Draft');
    expect(heard.map((event) => event.name)).toEqual(['error', 'error']);
    expect(heard[0]?.payload).toEqual({ error: expect.any(UikitCommandError) as unknown });
  });

  it('set the draft from content, keeping tags only while their text stays', async () => {
    const { commands, composer } = await commandsWith();
    commands.setComposerValue({
      content: [
        { type: 'input_text', text: 'Ask ' },
        { type: 'input_tag', id: 'ada', text: '@Ada' },
      ],
      reply: 'earlier',
    });
    expect(composer.getState()).toMatchObject({
      text: 'Ask @Ada',
      tags: [{ start: 4, end: 8, entity: { id: 'ada', title: '@Ada' } }],
      quote: 'earlier',
    });
    commands.setComposerValue({ text: 'Ask @Ada' });
    expect(composer.getState().tags).toHaveLength(1);
    commands.setComposerValue({ text: 'Something else', reply: '' });
    expect(composer.getState()).toMatchObject({ tags: [], quote: null });
    commands.setComposerDraft({ text: 'Typed', tags: [] });
    commands.setComposerValue({ reply: 'again' });
    commands.removeQuote();
    expect(composer.getState()).toMatchObject({ text: 'Typed', quote: null });
  });

  it('replace the composer’s files with the host’s, labelled as the host says', async () => {
    const { commands, composer } = await commandsWith();
    commands.setComposerValue({
      attachments: ['file_a', { id: 'file_b', name: 'chart.png', mime_type: 'image/png' }],
    });
    expect(composer.getState().attachments.map((a) => [a.uploaded?.id, a.name, a.status])).toEqual([
      ['file_a', 'file_a', 'uploaded'],
      ['file_b', 'chart.png', 'uploaded'],
    ]);
    expect(composer.getState().attachments[1]?.uploaded?.type).toBe('image');
    commands.setComposerValue({ attachments: ['file_b'] });
    expect(composer.getState().attachments.map((a) => a.uploaded?.id)).toEqual(['file_b']);
  });

  it('upload picked files under the limits, and report a removed one the service kept', async () => {
    const { commands, composer, heard, requests } = await commandsWith();
    commands.addFiles([new File(['x'], 'photo.bmp', { type: 'image/bmp' })]);
    expect(composer.getState()).toMatchObject({
      attachments: [],
      notice: 'photo.bmp is not accepted',
    });
    commands.addFiles([new File(['abc'], 'notes.txt', { type: 'text/plain' })]);
    await vi.waitFor(() => {
      expect(composer.getState().attachments[0]?.status).toBe('uploaded');
    });
    commands.removeFile(composer.getState().attachments[0]?.localId ?? '');
    expect(composer.getState().attachments).toEqual([]);
    await vi.waitFor(() => {
      expect(heard).toContainEqual({
        name: 'log',
        payload: {
          name: 'file.delete_failed',
          data: { fileId: 'file_notes.txt', error: expect.any(String) as string },
        },
      });
    });
    expect(heard.filter((event) => event.name === 'error')).toHaveLength(1);
    expect(requests.map((request) => request.method)).toEqual(['POST', 'DELETE']);
  });
});
