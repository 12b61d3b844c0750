import { parseWidget, type WidgetRoot } from '../../src/wire/widgets';
import { formatWidgetProblem, widgetProblems } from '../../src/wire/widgetProblems';
import { jsonErrorOffset, locateJsonPaths, spanOfPath, type JsonSpan } from './playgroundJsonPaths';

/** A problem of the edited widget, formatted, and placed in the text when it can be. */
export interface PlacedProblem {
  /** `children[2].label: expected a string`. */
  text: string;
  message: string;
  span: JsonSpan | null;
}

export interface WidgetAnalysis {
  /** What the kit draws: the parse the runtime makes of a `uikit.widget` item. Null: nothing. */
  root: WidgetRoot | null;
  problems: PlacedProblem[];
}

/** Where the text stops being JSON: one character, or the end. */
function syntaxErrorSpan(json: string): JsonSpan | null {
  const from = jsonErrorOffset(json);
  return from === null ? null : { from, to: Math.min(from + 1, json.length) };
}

/**
 * What the playground shows for a widget's JSON text: the kit's own parse of it (what it would
 * draw) and every problem, each with its node path and its place in the text.
 */
export function analyseWidgetJson(json: string): WidgetAnalysis {
  const parsed = parseWidget(json);
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return {
      root: null,
      problems: [
        {
          text: `Not valid JSON: ${detail}`,
          message: detail,
          span: syntaxErrorSpan(json),
        },
      ],
    };
  }
  const spans = locateJsonPaths(json);
  const problems = widgetProblems(value).map((problem) => ({
    text: formatWidgetProblem(problem),
    message: problem.message,
    span: spans && spanOfPath(spans, problem.path),
  }));
  if (!parsed.ok && problems.length === 0)
    problems.push({ text: parsed.error, message: parsed.error, span: null });
  return { root: parsed.ok ? parsed.root : null, problems };
}
