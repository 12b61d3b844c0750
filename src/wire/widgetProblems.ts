import * as v from 'valibot';
import { formatIssuePath } from './parse';
import { childPath, isRecord, joinPath, kindOf } from './problems';
import {
  WIDGET_COMPONENT_TYPES,
  componentProps,
  parseWidgetTree,
  type WidgetComponentType,
  type WidgetNode,
} from './widgets';

// Everything the widget parser (widgets.ts) tolerates, one problem per thing, each with its node
// path in the form the protocol's problems use (`children[2].label: expected a string`). The
// parser itself stays as it is: it keeps what is valid and draws placeholders for the rest
// (protocol section 10); this is for authors (the widget playground, tests), so it also names
// what the parser drops silently (a presentation prop of a wrong shape, an unknown prop).

/** One thing wrong in a widget tree: where (from the root, `''` for the root) and what. */
export interface WidgetProblem {
  /** E.g. `children[2].label`; `''` for the root itself. */
  readonly path: string;
  readonly message: string;
}

/** `children[2].label: expected a string` (the root's own problems have no path prefix). */
export function formatWidgetProblem(problem: WidgetProblem): string {
  return problem.path === '' ? problem.message : `${problem.path}: ${problem.message}`;
}

const KINDS: Readonly<Record<string, string>> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
};

/** What one valibot issue (a leaf, as `describeIssues` flattens them) says, in a few words. */
function issueMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.input === undefined) return 'missing (required)';
  const kind = KINDS[issue.type];
  if (kind !== undefined) return `expected ${kind}`;
  if (issue.type === 'non_empty') return 'expected a non-empty string';
  if (issue.type === 'picklist' || issue.type === 'literal')
    return `expected one of ${issue.expected ?? '?'}`;
  return issue.message;
}

function leafIssues(issues: readonly v.BaseIssue<unknown>[]): v.BaseIssue<unknown>[] {
  return issues.flatMap((issue) => (issue.issues?.length ? leafIssues(issue.issues) : [issue]));
}

const isComponentType = (type: string): type is WidgetComponentType =>
  (WIDGET_COMPONENT_TYPES as readonly string[]).includes(type);

/** A value as a problem shows it: short strings and numbers quoted, anything else by kind. */
function shown(value: unknown): string {
  if (typeof value === 'string' && value.length <= 40) return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return kindOf(value);
}

const IDENTITY = ['id', 'key'] as const;
const RESERVED = new Set(['type', 'children', ...IDENTITY]);

/** The children of a raw node as the parser reads them: a list, one child, or none. */
function rawChildren(raw: Readonly<Record<string, unknown>>): readonly unknown[] {
  const children = raw.children;
  if (children === undefined || children === null) return [];
  return Array.isArray(children) ? (children as unknown[]) : [children];
}

function collect(node: WidgetNode, raw: unknown, path: string, out: WidgetProblem[]): void {
  const add = (at: string, message: string) => out.push({ path: at, message });
  if (node.type === 'invalid') {
    const type = node.original_type;
    if (type !== null && isComponentType(type) && isRecord(raw)) {
      const result = v.safeParse(componentProps[type], raw);
      if (!result.success) {
        for (const issue of leafIssues(result.issues))
          add(joinPath(path, formatIssuePath(issue)), issueMessage(issue));
        return;
      }
    }
    if (!isRecord(raw)) add(path, `expected a component object, got ${kindOf(raw)}`);
    else if (typeof raw.type !== 'string') add(childPath(path, 'type'), 'expected a string');
    else add(path, node.message);
    return;
  }
  if (!isRecord(raw)) return;
  for (const name of IDENTITY) {
    const value = raw[name];
    if (value !== undefined && node[name] === undefined)
      add(childPath(path, name), `expected a string or a number, ignored`);
  }
  if (node.type === 'unknown') {
    add(path, `unknown component ${JSON.stringify(node.original_type)}, not drawn`);
  } else {
    const entries = componentProps[node.type].entries as Readonly<Record<string, unknown>>;
    const parsed = node as unknown as Readonly<Record<string, unknown>>;
    for (const [name, value] of Object.entries(raw)) {
      if (RESERVED.has(name) || value === undefined) continue;
      if (!Object.hasOwn(entries, name)) add(childPath(path, name), `not a prop of ${node.type}`);
      else if (parsed[name] === undefined)
        add(childPath(path, name), `unsupported value ${shown(value)}, ignored`);
    }
    if (!('children' in node) && rawChildren(raw).length > 0)
      add(childPath(path, 'children'), `${node.type} holds no children, ignored`);
  }
  if ('children' in node) {
    const children = rawChildren(raw);
    node.children.forEach((child, index) => {
      collect(child, children[index], childPath(childPath(path, 'children'), index), out);
    });
  }
}

/**
 * Every problem in a widget tree (the parsed JSON of a `uikit.widget` item), each with its node
 * path: required props missing or of the wrong type (the node is drawn as a placeholder), unknown
 * components, props the kit ignores, and a root that cannot be drawn at all. Empty when the kit
 * draws the widget exactly as written.
 */
export function widgetProblems(value: unknown): WidgetProblem[] {
  const problems: WidgetProblem[] = [];
  const parsed = parseWidgetTree(value);
  if (parsed.ok) {
    collect(parsed.root, value, '', problems);
    return problems;
  }
  // The root cannot be drawn; what is inside it is still worth checking: parse it as the child
  // of a root that can, and report its problems from the real root.
  const wrapped = parseWidgetTree({ type: 'Basic', children: [value] });
  const inner = wrapped.ok ? wrapped.root.children[0] : undefined;
  problems.push({ path: '', message: parsed.error });
  if (inner !== undefined) {
    const rest: WidgetProblem[] = [];
    collect(inner, value, '', rest);
    // The root's own problem is the first one already; its props' problems add to it.
    problems.push(...rest.filter((problem) => problem.path !== ''));
  }
  return problems;
}
