// The ChatKit server's files: the bytes of a two-phase upload (the SDK's `upload_url`), a direct
// upload, and an image's preview, each for its visitor only.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../api/appEnv';
import { invalidRequest, notFound, tooLarge } from '../api/errors';
import { readBodyUpTo } from '../api/requestBody';
import { contentDisposition } from '../files/mediaTypes';
import { newId } from '../ids';
import type { MemoryFiles, MemoryStore } from './memoryStore';
import { withVisitorCookie, type VisitorOf } from './visitors';

/** Where a direct upload posts its file (`uploadStrategy: {type: 'direct', uploadUrl}`). */
export const DIRECT_UPLOAD_PATH = '/chatkit/upload';
/** Room for the multipart envelope around a file (boundaries, part headers). */
const MULTIPART_OVERHEAD = 64 * 1024;

export function fileRoutes({
  store,
  files,
  visitorOf,
}: {
  store: MemoryStore;
  files: MemoryFiles;
  visitorOf: VisitorOf;
}) {
  const routes = new Hono<AppEnv>();

  /** The file of a multipart body's `file` field, read within the file bound. */
  const fileOf = async (c: Context<AppEnv>): Promise<File> => {
    const contentType = c.req.header('content-type') ?? '';
    if (!/^multipart\/form-data\s*;/i.test(contentType))
      throw invalidRequest(
        'invalid_content_type',
        'Send the file as multipart/form-data with one "file" field',
        'file',
      );
    const limit = store.limits.fileBytes;
    const tooBig = () =>
      tooLarge(
        'file_too_large',
        `Files may be at most ${String(Math.floor(limit / 1024 / 1024))} MB on this server`,
        'file',
      );
    const body = await readBodyUpTo(c.req.raw, limit + MULTIPART_OVERHEAD);
    if (body === null) throw tooBig();
    let form: FormData;
    try {
      form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw invalidRequest(
        'invalid_multipart',
        'The body is not valid multipart/form-data',
        'file',
      );
    }
    const file = form.get('file');
    if (!(file instanceof File))
      throw invalidRequest('missing_required_parameter', 'file is required', 'file');
    if (file.size > limit) throw tooBig();
    return file;
  };

  // The SDK's two-phase upload: the bytes of an attachment `attachments.create` made (its
  // `upload_url`, memoryStore's `uploadPath`).
  routes.post('/chatkit/upload/:attachment_id', async (c) => {
    const visitor = await visitorOf(c.req.raw, false);
    const id = c.req.param('attachment_id');
    if (visitor === null) throw notFound(`There is no attachment "${id}"`);
    const file = await fileOf(c);
    const attachment = store.receiveBytes(id, new Uint8Array(await file.arrayBuffer()), visitor);
    return c.json(attachment);
  });

  // A direct upload: the file in, its attachment out.
  routes.post(DIRECT_UPLOAD_PATH, async (c) => {
    const visitor = await visitorOf(c.req.raw, true);
    const file = await fileOf(c);
    store.checkRoomForFile(file.size, visitor);
    const attachment = files.describe(
      newId('atc'),
      file.name,
      file.type,
      new URL(c.req.url).origin,
    );
    await store.saveAttachment(attachment, visitor);
    const bytes = new Uint8Array(await file.arrayBuffer());
    return withVisitorCookie(
      Response.json(store.receiveBytes(attachment.id, bytes, visitor)),
      visitor,
    );
  });

  // An image's preview (memoryStore's `filePath`), for its visitor only: the cookie goes with an
  // <img> of the same site.
  routes.get('/chatkit/files/:attachment_id', async (c) => {
    const visitor = await visitorOf(c.req.raw, false);
    const id = c.req.param('attachment_id');
    const file = visitor === null ? null : store.fileBytes(id, visitor);
    if (file?.attachment.type !== 'image') throw notFound(`There is no image "${id}"`);
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        'content-type': file.attachment.mime_type,
        'content-length': String(file.bytes.byteLength),
        'x-content-type-options': 'nosniff',
        'content-disposition': contentDisposition('inline', file.attachment.name),
        // Even opened directly, it can run nothing and load nothing.
        'content-security-policy': "default-src 'none'; img-src 'self'; sandbox",
        'cache-control': 'private, max-age=3600',
      },
    });
  });

  return routes;
}
