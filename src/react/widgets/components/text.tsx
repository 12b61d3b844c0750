import { useMemo, type CSSProperties } from 'react';
import type { WidgetNodeOf } from '../../../wire/widgets';
import type { WidgetComponentProps } from '../../context/renderers';
import { PLAIN_PIECE, plainPieces } from '../../markdown/MarkdownText';
import { StreamingMarkdown } from '../../markdown/StreamingMarkdown';
import { color, size } from '../style';
import { selectOnFocus } from '../selectOnFocus';
import { fieldId, humanize, useWidgetScope } from '../WidgetScope';

interface TextStyleProps {
  color?: Parameters<typeof color>[0];
  weight?: string | undefined;
  textAlign?: string | undefined;
  truncate?: boolean | undefined;
  maxLines?: number | undefined;
}

/** Colour, alignment and line clamping (the clamp itself is in CSS, driven by a custom property). */
function textStyle(node: TextStyleProps): CSSProperties {
  const lines = maxLines(node);
  return {
    color: color(node.color),
    textAlign: node.textAlign as CSSProperties['textAlign'],
    ...(lines === undefined ? {} : ({ '--uikit-max-lines': lines } as CSSProperties)),
  };
}

function maxLines(node: TextStyleProps): number | undefined {
  if (node.maxLines !== undefined && node.maxLines > 0) return Math.floor(node.maxLines);
  return node.truncate ? 1 : undefined;
}

export function Title({ node }: WidgetComponentProps<WidgetNodeOf<'Title'>>) {
  return (
    <p
      data-slot="widget-title"
      data-max-lines={maxLines(node)}
      data-size={node.size ?? 'md'}
      data-weight={node.weight ?? 'semibold'}
      style={textStyle(node)}
    >
      {node.value}
    </p>
  );
}

export function Caption({ node }: WidgetComponentProps<WidgetNodeOf<'Caption'>>) {
  return (
    <p
      data-slot="widget-caption"
      data-max-lines={maxLines(node)}
      data-size={node.size ?? 'md'}
      data-weight={node.weight}
      style={textStyle(node)}
    >
      {node.value}
    </p>
  );
}

export function Text({ node }: WidgetComponentProps<WidgetNodeOf<'Text'>>) {
  const scope = useWidgetScope();
  const editable = node.editable;
  if (editable) {
    const labelled = scope.labelledFields.has(editable.name);
    return (
      <input
        type="text"
        data-slot="widget-text-input"
        id={fieldId(scope, editable.name)}
        name={editable.name}
        defaultValue={node.value}
        placeholder={editable.placeholder}
        pattern={editable.pattern}
        required={editable.required}
        // As an Input: the browser's autofill and password managers only when the widget asks.
        autoComplete={
          editable.autoComplete ?? (editable.allowAutofillExtensions ? undefined : 'off')
        }
        autoFocus={editable.autoFocus}
        {...selectOnFocus(editable.autoSelect)}
        aria-label={labelled ? undefined : (editable.placeholder ?? humanize(editable.name))}
        style={{ ...textStyle(node), width: size(node.width) }}
      />
    );
  }
  return (
    <p
      data-slot="widget-text"
      data-max-lines={maxLines(node)}
      data-size={node.size ?? 'md'}
      data-weight={node.weight}
      data-state={node.streaming ? 'streaming' : undefined}
      data-italic={node.italic || undefined}
      data-line-through={node.lineThrough || undefined}
      style={{
        ...textStyle(node),
        width: size(node.width),
        minBlockSize: node.minLines ? `${node.minLines * 1.5}em` : undefined,
      }}
    >
      <TextValue value={node.value} />
    </p>
  );
}

/**
 * A text's value: past {@link PLAIN_PIECE} characters, in pieces laid out only when near the view
 * (a megabyte of text in one paragraph would be laid out whole every time it came into view).
 */
function TextValue({ value }: { value: string }) {
  const pieces = useMemo(() => (value.length > PLAIN_PIECE ? plainPieces(value) : null), [value]);
  if (pieces === null) return value;
  return pieces.map((piece, index) => (
    <span key={index} data-slot="widget-text-piece">
      {piece}
    </span>
  ));
}

export function Markdown({ node }: WidgetComponentProps<WidgetNodeOf<'Markdown'>>) {
  return (
    <div data-slot="widget-markdown">
      <StreamingMarkdown text={node.value} streaming={node.streaming === true} />
    </div>
  );
}

export function Label({ node }: WidgetComponentProps<WidgetNodeOf<'Label'>>) {
  const scope = useWidgetScope();
  return (
    <label
      data-slot="widget-label"
      data-size={node.size ?? 'sm'}
      data-weight={node.weight ?? 'medium'}
      htmlFor={fieldId(scope, node.fieldName)}
      // A date field names itself with it and its shown date (see DatePicker).
      id={`${fieldId(scope, node.fieldName)}-label`}
      style={{ color: color(node.color), textAlign: node.textAlign as CSSProperties['textAlign'] }}
    >
      {node.value}
    </label>
  );
}
