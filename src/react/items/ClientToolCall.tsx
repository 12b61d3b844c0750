import { useMemo } from 'react';
import { jsonNestsDeeperThan } from '../../wire/jsonDepth';
import type { ReceivedClientToolCallItem } from '../../wire/received';
import { useLabels } from '../context/RenderContext';
import type { ItemRendererProps } from '../context/renderers';
import { Disclosure } from '../primitives/Disclosure';
import { PLAIN_PIECE, plainPieces } from '../markdown/MarkdownText';
import { CheckIcon } from '../primitives/glyphs';
import { Spinner } from '../primitives/Spinner';

/** Deeper JSON is shown as sent: pretty-printing walks it recursively. */
const PRETTY_DEPTH = 256;

/** JSON pretty-printed; anything unparsable (or nested too deeply) shown as the text it is. */
export function prettyJson(text: string | null): string {
  if (text === null) return '';
  if (jsonNestsDeeperThan(text, PRETTY_DEPTH)) return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * JSON as the call shows it: pretty-printed in one block, or, past {@link PLAIN_PIECE} characters,
 * in pieces laid out only when scrolled to (1 MiB of arguments costs the page what is on screen).
 */
function JsonText({ text }: { text: string | null }) {
  const pretty = useMemo(() => prettyJson(text), [text]);
  const pieces = useMemo(
    () => (pretty.length > PLAIN_PIECE ? plainPieces(pretty) : null),
    [pretty],
  );
  if (pieces === null) {
    return (
      <pre data-slot="json" dir="ltr" tabIndex={0}>
        {pretty}
      </pre>
    );
  }
  return (
    <div data-slot="json" data-long="" dir="ltr" tabIndex={0}>
      {pieces.map((piece, index) => (
        <pre key={index} data-slot="json-piece">
          {piece}
        </pre>
      ))}
    </div>
  );
}

/**
 * A call of a tool the page runs: its name, arguments, status and, once done, its output.
 *
 * @example
 * // the kit's own renderer, e.g. as the fallback of an override
 * <RenderProvider>
 *   <ClientToolCall item={item} streaming={false} />
 * </RenderProvider>
 */
export function ClientToolCall({ item }: ItemRendererProps<ReceivedClientToolCallItem>) {
  const labels = useLabels();
  const running = item.status === 'in_progress';
  return (
    <section
      data-slot="tool-call"
      data-state={item.status}
      aria-busy={running || undefined}
      aria-label={labels.toolCall(item.name)}
    >
      <p data-slot="tool-call-header">
        {running ? <Spinner /> : <CheckIcon />}
        <span data-slot="tool-call-name">{labels.toolCall(item.name)}</span>
        <span data-slot="tool-call-status">
          {running ? labels.toolRunning : labels.toolCompleted}
        </span>
      </p>
      <Disclosure summary={labels.toolArguments} slot="tool-call-arguments">
        <JsonText text={item.arguments} />
      </Disclosure>
      {!running && item.output !== null && (
        <div data-slot="tool-call-output">
          <p data-slot="tool-call-output-title">{labels.toolOutput}</p>
          <JsonText text={item.output} />
        </div>
      )}
    </section>
  );
}
