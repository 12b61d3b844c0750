import * as v from 'valibot';
import {
  ClientEffectEventSchema,
  ErrorEventSchema,
  ItemRemovedEventSchema,
  NoticeEventSchema,
  ProgressUpdateEventSchema,
  StreamEventSchema,
  StreamOptionsEventSchema,
  ThreadCreatedEventSchema,
  ThreadUpdatedEventSchema,
  WidgetRootUpdatedSchema,
  WidgetStreamingTextDeltaSchema,
  WidgetComponentUpdatedSchema,
  ContentPartTextDeltaSchema,
} from './events';
import { GeneratedImageSchema, ImageProgressSchema } from './generatedImage';
import { childPath, isRecord, kindOf, problemsOf, type WireProblem } from './problems';
import type { ReceivedItemUpdate, ReceivedStreamEvent } from './received';
import {
  receiveAnnotation,
  receiveAssistantPart,
  receiveGroupTask,
  receiveThreadItem,
  type ReceiveContext,
} from './receiveItem';

// Protocol section 10, for stream events: each event is read alone. One that is not an object, has
// no `type`, or has fields of the wrong type is skipped (and reported) and the stream goes on; the
// items an event carries are repaired like the items of a page.

export type ReceivedEventResult =
  | {
      readonly ok: true;
      readonly event: ReceivedStreamEvent;
      /** What was repaired inside the event (its item, a part); empty for a valid event. */
      readonly problems: readonly WireProblem[];
    }
  | {
      readonly ok: false;
      /** Why the event is skipped. */
      readonly problems: readonly WireProblem[];
    };

type UpdateResult =
  { readonly ok: true; readonly update: ReceivedItemUpdate } | { readonly ok: false };

/** Events whose fields are all checked by their own schema: any bad field skips them. */
const PLAIN_EVENTS: Readonly<Record<string, v.GenericSchema>> = {
  'thread.created': ThreadCreatedEventSchema,
  'thread.updated': ThreadUpdatedEventSchema,
  'thread.item.removed': ItemRemovedEventSchema,
  stream_options: StreamOptionsEventSchema,
  progress_update: ProgressUpdateEventSchema,
  client_effect: ClientEffectEventSchema,
  notice: NoticeEventSchema,
  error: ErrorEventSchema,
};
const PLAIN_UPDATES: Readonly<Record<string, v.GenericSchema>> = {
  'assistant_message.content_part.text_delta': ContentPartTextDeltaSchema,
  'widget.root.updated': WidgetRootUpdatedSchema,
  'widget.streaming_text.value_delta': WidgetStreamingTextDeltaSchema,
  'widget.component.updated': WidgetComponentUpdatedSchema,
};
const INDEX = v.pipe(v.number(), v.integer(), v.minValue(0));

function checkIndex(
  record: Readonly<Record<string, unknown>>,
  key: string,
  path: string,
  problems: WireProblem[],
): number | null {
  const result = v.safeParse(INDEX, record[key]);
  if (result.success) return result.output;
  problems.push(...problemsOf(childPath(path, key), result.issues));
  return null;
}

function receiveUpdate(raw: unknown, path: string, problems: WireProblem[]): UpdateResult {
  if (!isRecord(raw)) {
    problems.push({ path, message: `Expected an update object, got ${kindOf(raw)}` });
    return { ok: false };
  }
  const { type } = raw;
  if (typeof type !== 'string' || type === '') {
    problems.push({ path: childPath(path, 'type'), message: `No usable type: ${kindOf(type)}` });
    return { ok: false };
  }
  const plain = Object.hasOwn(PLAIN_UPDATES, type) ? PLAIN_UPDATES[type] : undefined;
  if (plain) {
    const result = v.safeParse(plain, raw);
    if (result.success) return { ok: true, update: result.output as ReceivedItemUpdate };
    problems.push(...problemsOf(path, result.issues));
    return { ok: false };
  }
  switch (type) {
    case 'assistant_message.content_part.added':
    case 'assistant_message.content_part.done': {
      const index = checkIndex(raw, 'content_index', path, problems);
      if (index === null) return { ok: false };
      const content = receiveAssistantPart(raw.content, childPath(path, 'content'), problems);
      return { ok: true, update: { type, content_index: index, content } };
    }
    case 'assistant_message.content_part.annotation_added': {
      const index = checkIndex(raw, 'content_index', path, problems);
      const annotationIndex = checkIndex(raw, 'annotation_index', path, problems);
      if (index === null || annotationIndex === null) return { ok: false };
      const annotation = receiveAnnotation(raw.annotation, childPath(path, 'annotation'), problems);
      return {
        ok: true,
        update: { type, content_index: index, annotation_index: annotationIndex, annotation },
      };
    }
    case 'task_group.task.added':
    case 'task_group.task.updated': {
      const index = checkIndex(raw, 'task_index', path, problems);
      if (index === null) return { ok: false };
      const task = receiveGroupTask(raw.task, childPath(path, 'task'), problems);
      return { ok: true, update: { type, task_index: index, task } };
    }
    case 'generated_image.updated': {
      // The preview is the update; a progress that cannot be read costs only itself.
      const image = v.safeParse(GeneratedImageSchema, raw.image);
      if (!image.success) {
        problems.push(...problemsOf(childPath(path, 'image'), image.issues));
        return { ok: false };
      }
      if (raw.progress === undefined) return { ok: true, update: { type, image: image.output } };
      const progress = v.safeParse(ImageProgressSchema, raw.progress);
      if (progress.success)
        return { ok: true, update: { type, image: image.output, progress: progress.output } };
      problems.push(...problemsOf(childPath(path, 'progress'), progress.issues));
      return { ok: true, update: { type, image: image.output } };
    }
    default:
      // A kind this version does not know (including the reserved `invalid`): kept, ignored.
      return { ok: true, update: { type: 'unknown', original_type: type, raw } };
  }
}

/**
 * Reads one stream event from its parsed JSON (protocol section 10). Valid events come back as the
 * strict parse gives them; an event carrying an item gets that item repaired (or is skipped when
 * the item must be left out); any other bad event is skipped. Never throws.
 *
 * @example
 * const result = receiveStreamEvent(JSON.parse(message.data), { threadId });
 * if (result.ok) store.getState().applyEvents([result.event]);
 */
export function receiveStreamEvent(raw: unknown, context: ReceiveContext): ReceivedEventResult {
  const strict = v.safeParse(StreamEventSchema, raw);
  if (strict.success) return { ok: true, event: strict.output, problems: [] };

  const problems: WireProblem[] = [];
  const skip = (): ReceivedEventResult => ({ ok: false, problems });
  if (!isRecord(raw)) {
    problems.push({ path: '', message: `Expected an event object, got ${kindOf(raw)}` });
    return skip();
  }
  const { type } = raw;
  if (typeof type !== 'string' || type === '') {
    problems.push({ path: 'type', message: `No usable type: ${kindOf(type)}` });
    return skip();
  }
  const plain = Object.hasOwn(PLAIN_EVENTS, type) ? PLAIN_EVENTS[type] : undefined;
  if (plain) {
    // The strict union failed on this type's own schema: say where.
    const result = v.safeParse(plain, raw);
    if (result.success) return { ok: true, event: result.output as ReceivedStreamEvent, problems };
    problems.push(...problemsOf('', result.issues));
    return skip();
  }
  switch (type) {
    case 'thread.item.added':
    case 'thread.item.done':
    case 'thread.item.replaced': {
      const { item, problems: found } = receiveThreadItem(raw.item, context, 'item');
      problems.push(...found);
      return item === null ? skip() : { ok: true, event: { type, item }, problems };
    }
    case 'thread.item.updated': {
      if (typeof raw.item_id !== 'string') {
        problems.push({
          path: 'item_id',
          message: `Expected a string, got ${kindOf(raw.item_id)}`,
        });
        return skip();
      }
      const result = receiveUpdate(raw.update, 'update', problems);
      return result.ok
        ? { ok: true, event: { type, item_id: raw.item_id, update: result.update }, problems }
        : skip();
    }
    default:
      // A type this version does not know (including the reserved `invalid`): kept, ignored.
      return { ok: true, event: { type: 'unknown', original_type: type, raw }, problems };
  }
}
