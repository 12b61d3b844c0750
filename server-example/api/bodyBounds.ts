import { MAX_TRANSCRIBE_BODY_BYTES } from '../transcription/audio';
import { invalidRequest } from './errors';

// Every bound on a JSON body of the local API, in one place (documented in server-example/README.md,
// "Bounds"). A body is checked against them right after JSON.parse and before any schema sees it:
// validation walks values recursively, so a value nested thousands of levels deep would overflow
// the stack there. The check itself is iterative.

export interface Bounds {
  /** Characters of one string. */
  stringLength: number;
  /** Items of one array. */
  arrayLength: number;
  /** Keys of one object. */
  keys: number;
  /** Characters of one object key. */
  keyLength: number;
}

/** How deep any body may nest arrays and objects: `{}` is 1, `{"a": []}` is 2. */
export const MAX_BODY_DEPTH = 32;

/** Every field that is not listed below. */
export const DEFAULT_BOUNDS: Bounds = {
  stringLength: 4096,
  arrayLength: 100,
  keys: 100,
  keyLength: 256,
};

/**
 * Fields that carry more than the default, per body. A path names keys with `.` and any array
 * index with `[]`; a trailing `.*` applies to the field and everything below it.
 */
export const FIELD_BOUNDS = {
  conversation: {
    // A long paste; the body's 1 MiB bound still holds.
    'params.input.content[].text': { stringLength: 100_000 },
    // Whatever the page's client tool answered: data, so larger collections.
    'params.output.*': { stringLength: 100_000, arrayLength: 10_000, keys: 1000 },
    'params.action.payload.*': { stringLength: 100_000, arrayLength: 1000, keys: 1000 },
    // `input.transcribe`: the recording. Bounded by the body's size, then by the audio's own bound
    // (a 413 that says so), not here.
    'params.audio_base64': { stringLength: MAX_TRANSCRIBE_BODY_BYTES },
  },
  session: {},
  rename: {},
  feedback: {},
  // The ChatKit endpoint of `npm run start:chatkit` (server-example/chatkit/): the same room for
  // a message, a client tool's output (ChatKit's `result`) and a widget action's payload.
  chatkit: {
    'params.input.content[].text': { stringLength: 100_000 },
    'params.result.*': { stringLength: 100_000, arrayLength: 10_000, keys: 1000 },
    'params.action.payload.*': { stringLength: 100_000, arrayLength: 1000, keys: 1000 },
  },
} satisfies Record<string, Record<string, Partial<Bounds>>>;

export type BodyKind = keyof typeof FIELD_BOUNDS;

// ---- the check ------------------------------------------------------------------------------

const INDEX = Symbol('index');
type Segment = string | typeof INDEX;

interface RuleNode {
  children: Map<Segment, RuleNode>;
  /** Bounds of the value at exactly this path. */
  own: Partial<Bounds> | null;
  /** Bounds of this value and everything below it. */
  below: Partial<Bounds> | null;
}

function ruleTree(rules: Record<string, Partial<Bounds>>): RuleNode {
  const root: RuleNode = { children: new Map(), own: null, below: null };
  for (const [path, bounds] of Object.entries(rules)) {
    const subtree = path.endsWith('.*');
    const segments = (subtree ? path.slice(0, -2) : path)
      .split(/\.|(?=\[\])/)
      .map((part): Segment => (part === '[]' ? INDEX : part));
    let node = root;
    for (const segment of segments) {
      let child = node.children.get(segment);
      if (!child) {
        child = { children: new Map(), own: null, below: null };
        node.children.set(segment, child);
      }
      node = child;
    }
    if (subtree) node.below = bounds;
    else node.own = bounds;
  }
  return root;
}

const TREES = Object.fromEntries(
  Object.entries(FIELD_BOUNDS).map(([kind, rules]) => [kind, ruleTree(rules)]),
) as Record<BodyKind, RuleNode>;

interface Frame {
  value: unknown;
  depth: number;
  parent: Frame | null;
  key: string | number | null;
  rule: RuleNode | null;
  /** Bounds inherited from a `.*` rule above. */
  inherited: Partial<Bounds> | null;
}

/** `params.input.content[0].text`, as the API's `param` names fields. */
function pathOf(frame: Frame): string {
  const parts: (string | number)[] = [];
  for (let at: Frame | null = frame; at && at.key !== null; at = at.parent) parts.push(at.key);
  let path = '';
  for (const part of parts.reverse())
    path += typeof part === 'number' ? `[${part}]` : path === '' ? part : `.${part}`;
  return path === '' ? 'body' : path;
}

function refuse(frame: Frame, what: string): never {
  const param = pathOf(frame);
  throw invalidRequest('bound_exceeded', `${param}: ${what}`, param);
}

/**
 * Throws a 400 `bound_exceeded` naming the first field of `body` past its bound (`param` and
 * message), or returns when every value is within bounds.
 */
export function checkBodyBounds(body: unknown, kind: BodyKind): void {
  const stack: Frame[] = [
    { value: body, depth: 1, parent: null, key: null, rule: TREES[kind], inherited: null },
  ];
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    const { value, rule } = frame;
    const bounds: Bounds = {
      ...DEFAULT_BOUNDS,
      ...frame.inherited,
      ...rule?.below,
      ...rule?.own,
    };
    const inherited = rule?.below ?? frame.inherited;
    if (typeof value === 'string') {
      if (value.length > bounds.stringLength)
        refuse(frame, `longer than ${bounds.stringLength} characters`);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (frame.depth > MAX_BODY_DEPTH) refuse(frame, `nested deeper than ${MAX_BODY_DEPTH} levels`);
    if (Array.isArray(value)) {
      if (value.length > bounds.arrayLength) refuse(frame, `more than ${bounds.arrayLength} items`);
      const child = rule?.children.get(INDEX) ?? null;
      for (let index = value.length - 1; index >= 0; index -= 1)
        stack.push({
          value: value[index] as unknown,
          depth: frame.depth + 1,
          parent: frame,
          key: index,
          rule: child,
          inherited,
        });
      continue;
    }
    const keys = Object.keys(value);
    if (keys.length > bounds.keys) refuse(frame, `more than ${bounds.keys} keys`);
    for (let index = keys.length - 1; index >= 0; index -= 1) {
      const key = keys[index] as string;
      if (key.length > bounds.keyLength)
        refuse(frame, `has a key longer than ${bounds.keyLength} characters`);
      stack.push({
        value: (value as Record<string, unknown>)[key],
        depth: frame.depth + 1,
        parent: frame,
        key,
        rule: rule?.children.get(key) ?? null,
        inherited,
      });
    }
  }
}
