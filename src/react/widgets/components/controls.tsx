import { useId, type ChangeEvent } from 'react';
import type { WidgetNode, WidgetNodeOf } from '../../../wire/widgets';
import { useLabels } from '../../context/RenderContext';
import type { WidgetComponentProps } from '../../context/renderers';
import { selectOnFocus } from '../selectOnFocus';
import { SearchableSelect } from './select/SearchableSelect';
import { fieldId, humanize, useWidgetAction, useWidgetScope } from '../WidgetScope';

/** Id and accessible name of a named control: a `Label` names it, else its placeholder or name. */
function useField(name: string, placeholder: string | undefined) {
  const scope = useWidgetScope();
  return {
    id: fieldId(scope, name),
    name,
    'aria-label': scope.labelledFields.has(name) ? undefined : (placeholder ?? humanize(name)),
  };
}

/** Fires a control's `onChangeAction` with the new value under its name. */
function useChangeAction(
  node: WidgetNode,
  action: WidgetNodeOf<'Select'>['onChangeAction'],
  name: string,
) {
  const { fire, pending } = useWidgetAction(node);
  return {
    pending,
    onChange: (value: unknown) => {
      fire(action, { [name]: value });
    },
  };
}

export function Input({ node }: WidgetComponentProps<WidgetNodeOf<'Input'>>) {
  const field = useField(node.name, node.placeholder);
  return (
    <input
      data-slot="widget-input"
      data-variant={node.variant ?? 'outline'}
      data-size={node.size ?? 'md'}
      data-gutter={node.gutterSize ?? 'md'}
      data-pill={node.pill || undefined}
      type={node.inputType ?? 'text'}
      {...field}
      defaultValue={node.defaultValue}
      placeholder={node.placeholder}
      pattern={node.pattern}
      required={node.required}
      disabled={node.disabled}
      autoFocus={node.autoFocus}
      autoComplete={node.allowAutofillExtensions ? undefined : 'off'}
      {...selectOnFocus(node.autoSelect)}
    />
  );
}

/**
 * A textarea has no `pattern` attribute: its value is checked against the pattern (the whole value,
 * as the attribute does for inputs) and the browser's validation reports the mismatch. A pattern
 * that is not a valid expression checks nothing.
 */
function checkPattern(element: HTMLTextAreaElement, pattern: string | undefined, message: string) {
  let matches = true;
  if (pattern !== undefined && element.value !== '') {
    try {
      matches = new RegExp(`^(?:${pattern})$`, 'u').test(element.value);
    } catch {
      matches = true;
    }
  }
  element.setCustomValidity(matches ? '' : message);
}

export function Textarea({ node }: WidgetComponentProps<WidgetNodeOf<'Textarea'>>) {
  const labels = useLabels();
  const field = useField(node.name, node.placeholder);
  return (
    <textarea
      data-slot="widget-textarea"
      data-variant={node.variant ?? 'outline'}
      data-size={node.size ?? 'md'}
      data-gutter={node.gutterSize ?? 'md'}
      data-auto-resize={node.autoResize || undefined}
      {...field}
      data-pattern={node.pattern}
      autoComplete={node.allowAutofillExtensions ? undefined : 'off'}
      onInput={
        node.pattern === undefined
          ? undefined
          : (event) => {
              checkPattern(event.currentTarget, node.pattern, labels.patternMismatch);
            }
      }
      rows={node.rows ?? 3}
      defaultValue={node.defaultValue}
      placeholder={node.placeholder}
      required={node.required}
      disabled={node.disabled}
      autoFocus={node.autoFocus}
      style={
        node.autoResize && node.maxRows
          ? { maxBlockSize: `${node.maxRows * 1.5 + 1}em` }
          : undefined
      }
      {...selectOnFocus(node.autoSelect)}
    />
  );
}

/** A select: the browser's own, or with `searchable` the kit's, whose list has a search field. */
export function Select(props: WidgetComponentProps<WidgetNodeOf<'Select'>>) {
  return props.node.searchable ? <SearchableSelect {...props} /> : <NativeSelect {...props} />;
}

function NativeSelect({ node }: WidgetComponentProps<WidgetNodeOf<'Select'>>) {
  const labels = useLabels();
  const field = useField(node.name, node.placeholder);
  const { onChange, pending } = useChangeAction(node, node.onChangeAction, node.name);
  return (
    <select
      data-slot="widget-select"
      data-variant={node.variant ?? 'outline'}
      data-size={node.size ?? 'md'}
      data-pill={node.pill || undefined}
      data-block={node.block || undefined}
      data-state={pending ? 'loading' : 'idle'}
      aria-busy={pending || undefined}
      {...field}
      defaultValue={node.defaultValue ?? ''}
      disabled={node.disabled}
      required={node.required}
      onChange={
        node.onChangeAction
          ? (event: ChangeEvent<HTMLSelectElement>) => {
              onChange(event.target.value);
            }
          : undefined
      }
    >
      <option value="" disabled={!node.clearable}>
        {node.placeholder ?? labels.selectPlaceholder}
      </option>
      {node.options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export function Checkbox({ node }: WidgetComponentProps<WidgetNodeOf<'Checkbox'>>) {
  const scope = useWidgetScope();
  const { onChange, pending } = useChangeAction(node, node.onChangeAction, node.name);
  const label = node.label ?? humanize(node.name);
  return (
    <label data-slot="widget-checkbox" data-state={pending ? 'loading' : 'idle'}>
      <input
        type="checkbox"
        id={fieldId(scope, node.name)}
        name={node.name}
        defaultChecked={node.defaultChecked}
        required={node.required}
        disabled={node.disabled}
        aria-busy={pending || undefined}
        onChange={
          node.onChangeAction
            ? (event) => {
                onChange(event.target.checked);
              }
            : undefined
        }
      />
      <span>{label}</span>
    </label>
  );
}

export function RadioGroup({ node }: WidgetComponentProps<WidgetNodeOf<'RadioGroup'>>) {
  const scope = useWidgetScope();
  const groupId = useId();
  const { onChange, pending } = useChangeAction(node, node.onChangeAction, node.name);
  const labelled = scope.labelledFields.has(node.name);
  return (
    <div
      role="radiogroup"
      data-slot="widget-radio-group"
      data-direction={node.direction ?? 'col'}
      data-state={pending ? 'loading' : 'idle'}
      id={fieldId(scope, node.name)}
      aria-label={labelled ? undefined : (node.ariaLabel ?? humanize(node.name))}
      aria-required={node.required || undefined}
      aria-busy={pending || undefined}
    >
      {node.options.map((option, index) => (
        <label key={option.value} data-slot="widget-radio">
          <input
            type="radio"
            id={`${groupId}-${String(index)}`}
            name={node.name}
            value={option.value}
            defaultChecked={node.defaultValue === option.value}
            disabled={node.disabled === true || option.disabled === true}
            required={node.required}
            onChange={
              node.onChangeAction
                ? () => {
                    onChange(option.value);
                  }
                : undefined
            }
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
