import type * as v from 'valibot';
import { describeIssues } from './parse';

/**
 * One thing wrong in data from the service (protocol section 10): where it is and what is wrong.
 * Problems are reported to the host and kept on the fallbacks that stand in for the bad values.
 */
export interface WireProblem {
  /** From the top of what was read, e.g. `data[3].content[0].text`; empty for the value itself. */
  readonly path: string;
  readonly message: string;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `data[3]` + `content` → `data[3].content`; `data` + 3 → `data[3]`. */
export function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${String(key)}]`;
  if (IDENTIFIER.test(key)) return path === '' ? key : `${path}.${key}`;
  return `${path}[${JSON.stringify(key)}]`;
}

/** A path relative to `base` (as `formatIssuePath` writes it) made absolute. */
export function joinPath(base: string, relative: string): string {
  if (relative === '') return base;
  if (base === '' || relative.startsWith('[')) return `${base}${relative}`;
  return `${base}.${relative}`;
}

/** The issues of a failed valibot parse as problems under `base`. */
export function problemsOf(base: string, issues: readonly v.BaseIssue<unknown>[]): WireProblem[] {
  return describeIssues(issues).map((issue) => ({
    path: joinPath(base, issue.path),
    message: issue.message,
  }));
}

/** A plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** How a value of unexpected shape is described in a problem: its JSON kind, never its content. */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return value === '' ? 'an empty string' : 'a string';
  if (typeof value === 'undefined') return 'missing';
  return `a ${typeof value}`;
}
