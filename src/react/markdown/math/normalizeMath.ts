import { scanMath } from './mathSource';

/**
 * The text the math part's markdown rules read as its author meant: `\(…\)` as `$…$`, `\[…\]` as `$$…$$`, each `$`
 * that is a price escaped (`\$`), and a formula still open at the end of a streaming text closed
 * (its source shows as text while KaTeX cannot read it yet).
 */
export function normalizeMath(text: string, streaming: boolean): string {
  const { spans, literalDollars } = scanMath(text, streaming);
  if (spans.length === 0 && literalDollars.length === 0) return text;
  const pieces: string[] = [];
  let copied = 0;
  let dollar = 0;
  const copyTo = (end: number) => {
    // The prices before `end` get their escape.
    while (dollar < literalDollars.length && (literalDollars[dollar] ?? end) < end) {
      const at = literalDollars[dollar] ?? end;
      pieces.push(text.slice(copied, at), '\\');
      copied = at;
      dollar += 1;
    }
    pieces.push(text.slice(copied, end));
    copied = end;
  };
  for (const span of spans) {
    copyTo(span.start);
    const delimiter = span.display ? '$$' : '$';
    const content = text.slice(span.contentStart, span.contentEnd);
    if (span.open) {
      // Closed on a line of its own when the formula spans lines (a `$$` fence).
      const closing = content.includes('\n') ? `\n${delimiter}` : delimiter;
      pieces.push(delimiter, content, closing);
    } else if (span.bracketed) pieces.push(delimiter, content, delimiter);
    else pieces.push(text.slice(span.start, span.end));
    copied = span.end;
  }
  copyTo(text.length);
  return pieces.join('');
}
