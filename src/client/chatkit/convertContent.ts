// The parts of ChatKit messages in uikit shape (chatkit-dialect.md §5): user content and its
// attachments, assistant text and its annotations. A value of an unexpected shape is handed on as
// it came: the kit's receivers check it, and a bad one costs that part alone (protocol section 10).
import { INPUT_TAG_LIMITS } from '../../wire/inputTag';
import { isRecord } from '../../wire/problems';

type JsonObject = Readonly<Record<string, unknown>>;

/** Only the keys whose value is present: ChatKit omits null fields, and absent ≡ null. */
export function present(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) out[key] = value;
  return out;
}

/**
 * ChatKit's entity data (any JSON values) as the kit's flat string map: strings kept, other values
 * written as JSON, null dropped, and only what fits the metadata bounds (16 pairs, keys of 64 and
 * values of 512 characters).
 */
export function toStringMap(data: unknown): Record<string, string> | undefined {
  if (!isRecord(data)) return undefined;
  const map: Record<string, string> = {};
  let pairs = 0;
  for (const [key, value] of Object.entries(data)) {
    if (pairs >= INPUT_TAG_LIMITS.dataPairs) break;
    if (value === null || value === undefined || key.length > INPUT_TAG_LIMITS.dataKey) continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (text.length > INPUT_TAG_LIMITS.dataValue) continue;
    map[key] = text;
    pairs += 1;
  }
  return map;
}

function userPart(part: unknown): unknown {
  if (!isRecord(part) || part.type !== 'input_tag') return part;
  return present({
    type: 'input_tag',
    id: part.id,
    text: part.text,
    group: part.group ?? undefined,
    data: toStringMap(part.data),
    interactive: part.interactive ?? undefined,
  });
}

/**
 * A user message's content: `quoted_text` becomes the `quoted_text` part the kit puts first, tags
 * get string data.
 */
export function toUserContent(content: unknown, quotedText: unknown): unknown {
  if (!Array.isArray(content)) return content;
  const quote =
    typeof quotedText === 'string' && quotedText !== ''
      ? [{ type: 'quoted_text', text: quotedText }]
      : [];
  return [...quote, ...content.map(userPart)];
}

function attachment(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  // `upload_descriptor`, `upload_url`, `thread_id` and `metadata` are ChatKit's own.
  return {
    id: raw.id,
    type: raw.type,
    name: raw.name,
    mime_type: raw.mime_type,
    preview_url: raw.preview_url ?? null,
  };
}

/** A user message's attachments; absent ≡ none. */
export function toAttachments(raw: unknown): unknown {
  if (raw === undefined || raw === null) return [];
  return Array.isArray(raw) ? raw.map(attachment) : raw;
}

/** `{model?, tool_choice?}` with absent ≡ null. */
export function toInferenceOptions(raw: unknown): unknown {
  if (raw === undefined || raw === null) return { model: null, tool_choice: null };
  if (!isRecord(raw)) return raw;
  return { model: raw.model ?? null, tool_choice: raw.tool_choice ?? null };
}

/** An annotation's source as the kit's: a url with its title, a file by name, an entity. */
function annotationSource(source: JsonObject): unknown {
  switch (source.type) {
    case 'url':
      return { type: 'url', url: source.url, title: source.title ?? null };
    case 'file':
      return { type: 'file', filename: source.filename ?? source.title };
    case 'entity':
      return present({
        type: 'entity',
        id: source.id,
        title: source.title,
        icon: source.icon ?? undefined,
        group: source.group ?? undefined,
        data: toStringMap(source.data),
        interactive: source.interactive ?? undefined,
      });
    default:
      return source;
  }
}

/**
 * ChatKit's annotation envelope (`type: "annotation"`) becomes the kit's, typed by its source; the
 * source keeps only what the kit reads (`attribution`, `description`, `timestamp`, `label` go).
 */
export function toAnnotation(raw: unknown): unknown {
  if (!isRecord(raw) || raw.type !== 'annotation' || !isRecord(raw.source)) return raw;
  const source = raw.source;
  return {
    type: typeof source.type === 'string' ? source.type : raw.type,
    source: annotationSource(source),
    index: raw.index ?? null,
  };
}

/** An assistant content part: `output_text` with its annotations converted, anything else as is. */
export function toAssistantPart(raw: unknown): unknown {
  if (!isRecord(raw) || raw.type !== 'output_text') return raw;
  const { annotations } = raw;
  return {
    type: 'output_text',
    text: raw.text,
    annotations:
      annotations === undefined || annotations === null
        ? []
        : Array.isArray(annotations)
          ? annotations.map(toAnnotation)
          : annotations,
  };
}

/**
 * ChatKit's JSON objects (a widget tree, tool arguments) become JSON text; text stays as it is, and
 * anything else is handed on for the receivers to refuse.
 */
export function toJsonText(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : value;
}
