import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { FeedbackKindSchema, THREAD_TITLE_LENGTH, type Thread } from '../../../src/wire';
import { unixSeconds } from '../../clock';
import type { ApiDeps } from '../apiDeps';
import type { AppEnv } from '../appEnv';
import { actingUser, authenticate } from '../auth';
import { forbidden, notFound } from '../errors';
import { readListQuery, toSeqQuery } from '../listQuery';
import { itemPresenter, listJson, threadJson } from '../present';
import { parseParams, readJson } from '../requestBody';

const RenameSchema = v.strictObject({
  title: v.pipe(
    v.string('title must be a string'),
    v.minLength(THREAD_TITLE_LENGTH.min, 'title must not be empty'),
    v.maxLength(
      THREAD_TITLE_LENGTH.max,
      `title must be at most ${THREAD_TITLE_LENGTH.max} characters`,
    ),
  ),
});

const FeedbackBodySchema = v.strictObject({
  item_ids: v.pipe(
    v.array(v.pipe(v.string('item ids must be strings'), v.nonEmpty('item ids must not be empty'))),
    v.minLength(1, 'item_ids must name at least one item'),
    v.maxLength(100, 'item_ids may name at most 100 items'),
  ),
  kind: FeedbackKindSchema,
});

/** Threads and their items (protocol section 5): for a session's user, or with the API key for `?user=`. */
export function threadRoutes(deps: ApiDeps) {
  const routes = new Hono<AppEnv>();
  const { threads, items, files, feedback } = deps.storage;
  const auth = authenticate(deps, 'session_or_api_key');
  /** A thread with the answer running on it, if any (protocol section 11). */
  const present = (thread: Thread) => threadJson(thread, deps.responses.activeResponse(thread.id));

  /** The thread if the acting user owns it; anyone else's is "not found", so ids never leak. */
  const ownedThread = (c: Context<AppEnv>): { thread: Thread; user: string } => {
    const { user } = actingUser(c);
    const id = c.req.param('thread_id') ?? '';
    const thread = threads.findOwned(id, user);
    if (!thread) throw notFound(`There is no thread "${id}"`);
    return { thread, user };
  };

  routes.get('/threads', auth, (c) => {
    const { user, session } = actingUser(c);
    if (session && !session.configuration.history.enabled)
      throw forbidden('history_disabled', "This session's configuration turns history off");
    const recent = session?.configuration.history.recent_threads ?? null;
    const query = toSeqQuery(readListQuery(c), (id) => threads.seqOf(id, user, recent));
    const page = threads.list(user, query, recent);
    return c.json(listJson(page.rows.map(present), page.hasMore));
  });

  routes.get('/threads/:thread_id', auth, (c) => c.json(present(ownedThread(c).thread)));

  routes.post('/threads/:thread_id', auth, async (c) => {
    const { thread, user } = ownedThread(c);
    const { title } = parseParams(RenameSchema, await readJson(c.req.raw, 'rename'));
    threads.setTitle(thread.id, title);
    return c.json(present(threads.findOwned(thread.id, user) as Thread));
  });

  routes.delete('/threads/:thread_id', auth, async (c) => {
    const { thread } = ownedThread(c);
    deps.responses.stopThread(thread.id);
    const fileIds = files.idsOfThread(thread.id);
    threads.delete(thread.id);
    await deps.fileBytes.remove(fileIds);
    return c.json({ id: thread.id, object: 'uikit.thread.deleted', deleted: true });
  });

  routes.get('/threads/:thread_id/items', auth, (c) => {
    const { thread } = ownedThread(c);
    const query = toSeqQuery(readListQuery(c), (id) => items.seqOf(id, thread.id));
    const page = items.list(thread.id, query);
    const present = itemPresenter(deps.signer, new URL(c.req.url).origin);
    return c.json(listJson(page.rows.map(present), page.hasMore));
  });

  routes.post('/threads/:thread_id/feedback', auth, async (c) => {
    const { thread, user } = ownedThread(c);
    const body = parseParams(FeedbackBodySchema, await readJson(c.req.raw, 'feedback'));
    for (const [index, itemId] of body.item_ids.entries()) {
      if (items.seqOf(itemId, thread.id) === undefined)
        throw notFound(`There is no item "${itemId}" in this thread`, `item_ids[${index}]`);
    }
    feedback.record(thread.id, body.item_ids, user, body.kind, unixSeconds(deps.clock));
    return c.json({ object: 'uikit.feedback', item_ids: body.item_ids, kind: body.kind });
  });

  return routes;
}
