import type { MouseEvent } from 'react';
import type { WidgetNodeOf } from '../../../wire/widgets';
import type { WidgetComponentProps } from '../../context/renderers';
import { SafeImage } from '../../primitives/SafeImage';
import { Spinner } from '../../primitives/Spinner';
import { WidgetIconGlyph } from '../icons';
import { blockStyle, color } from '../style';
import { humanize, useWidgetAction } from '../WidgetScope';

export function Badge({ node }: WidgetComponentProps<WidgetNodeOf<'Badge'>>) {
  return (
    <span
      data-slot="widget-badge"
      data-color={node.color ?? 'secondary'}
      data-variant={node.variant ?? 'soft'}
      data-size={node.size ?? 'md'}
      data-pill={node.pill || undefined}
    >
      {node.label}
    </span>
  );
}

export function Icon({ node }: WidgetComponentProps<WidgetNodeOf<'Icon'>>) {
  return (
    <span
      data-slot="widget-icon-frame"
      data-size={node.size ?? 'md'}
      style={{ color: color(node.color) }}
    >
      <WidgetIconGlyph name={node.name} />
    </span>
  );
}

export function Image({ node }: WidgetComponentProps<WidgetNodeOf<'Image'>>) {
  return (
    <span
      data-slot="widget-image-frame"
      data-frame={node.frame || undefined}
      data-flush={node.flush || undefined}
    >
      <SafeImage
        src={node.src}
        alt={node.alt ?? ''}
        slot="widget-image"
        style={{
          ...blockStyle(node),
          objectFit: node.fit ?? 'cover',
          objectPosition: node.position ?? 'center',
        }}
      />
    </span>
  );
}

/**
 * A button firing its action. In a form, a submit button checks the fields first (the browser's own
 * validation) and sends their values with the action.
 */
export function Button({ node }: WidgetComponentProps<WidgetNodeOf<'Button'>>) {
  const { fire, pending, formScope } = useWidgetAction(node);
  const submit = node.submit === true && formScope !== null;
  const action = node.onClickAction ?? (submit ? formScope.submitAction : undefined);
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (submit) {
      event.preventDefault();
      const form = formScope.form.current;
      if (form && !form.reportValidity()) return;
    }
    fire(action);
  };
  const iconOnly = !node.label;
  // An icon-only button is named by its icon: `lucide:alarm-clock` as "alarm clock".
  const name =
    node.label ??
    humanize((node.iconStart ?? node.iconEnd ?? action?.type ?? 'button').replace(/^lucide:/, ''));
  return (
    <button
      type={submit ? 'submit' : 'button'}
      data-slot="widget-button"
      data-style={node.style ?? 'primary'}
      data-color={node.color ?? (node.style === 'secondary' ? 'secondary' : 'primary')}
      data-variant={node.variant ?? (node.style === 'secondary' ? 'outline' : 'solid')}
      data-size={node.size ?? 'md'}
      data-icon-size={node.iconSize ?? 'md'}
      data-pill={node.pill || undefined}
      data-block={node.block || undefined}
      data-uniform={node.uniform || undefined}
      data-state={pending ? 'loading' : 'idle'}
      aria-busy={pending || undefined}
      aria-label={iconOnly ? name : undefined}
      disabled={node.disabled === true || pending}
      onClick={onClick}
    >
      {pending ? (
        <Spinner />
      ) : (
        node.iconStart !== undefined && <WidgetIconGlyph name={node.iconStart} />
      )}
      {node.label !== undefined && <span data-slot="widget-button-label">{node.label}</span>}
      {node.iconEnd !== undefined && <WidgetIconGlyph name={node.iconEnd} />}
    </button>
  );
}
