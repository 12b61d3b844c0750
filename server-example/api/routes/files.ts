import { Hono } from 'hono';
import type { DeletedFile, UploadedFile } from '../../../src/wire';
import { unixSeconds } from '../../clock';
import {
  attachmentType,
  contentDisposition,
  normalizeMediaType,
  safeFileName,
} from '../../files/mediaTypes';
import { newId } from '../../ids';
import type { ApiDeps } from '../apiDeps';
import type { AppEnv } from '../appEnv';
import { authenticate, sessionOf } from '../auth';
import {
  conflict,
  forbidden,
  invalidRequest,
  notFound,
  tooLarge,
  unauthenticated,
} from '../errors';
import { attachmentJson } from '../present';
import { readBodyUpTo } from '../requestBody';

/** Megabytes of `file_upload.max_file_size`, in bytes (binary megabytes). */
const MEGABYTE = 1024 * 1024;
/** Room for the multipart envelope around the file (boundaries, part headers). */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * `POST /uikit/files` and the signed content URLs (protocol section 7); `DELETE /uikit/files/{id}`
 * (section 9).
 */
export function fileRoutes(deps: ApiDeps) {
  const routes = new Hono<AppEnv>();

  routes.post('/files', authenticate(deps, 'session'), async (c) => {
    const session = sessionOf(c);
    const limits = session.configuration.file_upload;
    if (!limits.enabled)
      throw forbidden('file_upload_disabled', "This session's configuration turns uploads off");
    const tooMany = () =>
      invalidRequest(
        'too_many_files',
        `This session may upload at most ${limits.max_files} files`,
        'file',
      );
    if (session.uploads >= limits.max_files) throw tooMany();
    const maxBytes = limits.max_file_size * MEGABYTE;
    const fileTooLarge = () =>
      tooLarge(
        'file_too_large',
        `Files may be at most ${limits.max_file_size} MB in this session`,
        'file',
      );

    const contentType = c.req.header('content-type') ?? '';
    if (!/^multipart\/form-data\s*;/i.test(contentType))
      throw invalidRequest(
        'invalid_content_type',
        'Send the file as multipart/form-data with one "file" field',
        'file',
      );
    const body = await readBodyUpTo(c.req.raw, maxBytes + MULTIPART_OVERHEAD);
    if (body === null) throw fileTooLarge();
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
    if (file.size > maxBytes) throw fileTooLarge();

    // Checked again atomically: two uploads racing for the last slot cannot both get it.
    if (!deps.storage.sessions.reserveUpload(session.id, limits.max_files)) throw tooMany();
    const mimeType = normalizeMediaType(file.type);
    const record = {
      id: newId('file'),
      sessionId: session.id,
      user: session.user,
      name: safeFileName(file.name),
      mimeType,
      type: attachmentType(mimeType),
      bytes: file.size,
      createdAt: unixSeconds(deps.clock),
    };
    try {
      await deps.fileBytes.write(record.id, new Uint8Array(await file.arrayBuffer()));
      deps.storage.files.insert(record);
    } catch (error) {
      deps.storage.sessions.releaseUpload(session.id);
      await deps.fileBytes.remove([record.id]);
      throw error;
    }
    const uploaded: UploadedFile = {
      ...attachmentJson(
        { ...record, threadId: null },
        deps.signer.url(new URL(c.req.url).origin, record.id),
      ),
      object: 'uikit.attachment',
      bytes: record.bytes,
      created_at: record.createdAt,
    };
    return c.json(uploaded);
  });

  routes.delete('/files/:file_id', authenticate(deps, 'session'), async (c) => {
    const session = sessionOf(c);
    const id = c.req.param('file_id');
    const file = deps.storage.files.find(id);
    // Another user's file is as unknown as a missing one: its existence is not theirs to learn.
    if (file?.user !== session.user) throw notFound(`There is no uploaded file "${id}"`);
    const inUse = () =>
      conflict(
        'attachment_in_use',
        'A message was sent with this file; it is deleted with its thread',
      );
    if (file.threadId !== null) throw inUse();
    const removed = deps.storage.db.transaction(() => {
      if (!deps.storage.files.removeUnattached(id)) return false;
      // The slot goes back to the session that took it for this file.
      deps.storage.sessions.releaseUpload(file.sessionId);
      return true;
    })();
    if (!removed) throw inUse();
    await deps.fileBytes.remove([id]);
    return c.json({ id, object: 'uikit.attachment.deleted', deleted: true } satisfies DeletedFile);
  });

  // No Authorization header: the signature in the URL is the credential, so an <img> can load it.
  routes.get('/files/:file_id/content', (c) => {
    const id = c.req.param('file_id');
    const exp = c.req.query('exp');
    const check = deps.signer.check(id, exp, c.req.query('sig'));
    if (check === 'invalid')
      throw unauthenticated('invalid_signature', "The file URL's signature is not valid");
    if (check === 'expired')
      throw unauthenticated(
        'signature_expired',
        'The file URL has expired; read the items again for a fresh one',
      );
    const file = deps.storage.files.find(id);
    if (!file) throw notFound('There is no such file (its thread may have been deleted)');
    const inline = file.type === 'image';
    return new Response(deps.fileBytes.read(file.id), {
      headers: {
        'content-type': file.mimeType,
        'content-length': String(file.bytes),
        'x-content-type-options': 'nosniff',
        'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', file.name),
        // Even opened directly, a file can run nothing and load nothing.
        'content-security-policy': "default-src 'none'; img-src 'self'; sandbox",
        'cross-origin-resource-policy': 'cross-origin',
        'cache-control': `private, max-age=${deps.signer.secondsLeft(exp as string)}`,
      },
    });
  });

  return routes;
}
