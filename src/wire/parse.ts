import * as v from 'valibot';
import { UikitParseError } from './errors';

/** `data[3].content[0].text` from a valibot issue path. */
export function formatIssuePath(issue: v.BaseIssue<unknown>): string {
  let path = '';
  for (const segment of issue.path ?? []) {
    const key = segment.key;
    if (typeof key === 'number') path += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key))
      path += path ? `.${key}` : key;
    else path += `[${JSON.stringify(String(key))}]`;
  }
  return path;
}

/** Issues of a failed parse, flattened to the deepest, most specific messages. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]) {
  const flat: { path: string; message: string }[] = [];
  const visit = (issue: v.BaseIssue<unknown>) => {
    if (issue.issues?.length) issue.issues.forEach(visit);
    else flat.push({ path: formatIssuePath(issue), message: issue.message });
  };
  issues.forEach(visit);
  return flat;
}

/**
 * Parses untrusted data at the trust boundary. Bad data becomes a {@link UikitParseError} naming
 * the path, never a crash later in rendering.
 */
export function parseWire<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  subject: string,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw new UikitParseError(subject, describeIssues(result.issues));
}
