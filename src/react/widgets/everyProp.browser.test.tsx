import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import '../../styles/index.css';
import type {
  ChatKitWidgetTypes,
  ComponentSpec,
  PropShape,
  PropSpec,
} from '../../../test/support/chatkitWidgetTypes';
import { parseWidgetTree, type WidgetNode } from '../../wire/widgets';
import { RenderProvider, type WidgetActionHandler } from '../context/RenderContext';
import { loadIcons } from '../primitives/icons/loadIcons';
import { WidgetView } from './WidgetView';

// Every component of ChatKit's widget vocabulary and every one of its props, as the installed
// `@openai/chatkit` declares them (read in Node with the TypeScript compiler when the test runs,
// never copied): each prop is accepted (the parser keeps it, nothing renders as invalid) and
// changes what is drawn (an attribute, a computed style, a form control's state, focus or the DOM)
// against the same component without it. Props that draw nothing by design are listed below,
// each with its reason, and checked some other way.

declare module 'vitest/browser' {
  interface BrowserCommands {
    chatkitWidgetTypes: () => Promise<ChatKitWidgetTypes>;
  }
}

/** Components another part of the work covers. */
const SKIPPED_COMPONENTS: Record<string, string> = {
  Chart: 'covered by chart tests',
};

/** Props that change nothing drawn, by design; each is checked otherwise (see the tests below). */
const NOT_DRAWN: Record<string, string> = {
  key: "identity for updates: keeps a node's DOM across a widget update (widgetStreaming tests)",
  id: "identity for updates: keeps a node's DOM across a widget update (widgetStreaming tests)",
  children: 'the tree itself: every container is rendered with children here',
  onClickAction: 'an action: fired below, the handler receives it',
  onSubmitAction: 'an action: fired below, the handler receives it',
  onChangeAction: 'an action: fired below, the handler receives it',
  autoSelect: 'selects the text on focus: focused below, the text is selected',
};

/**
 * Props that only set an attribute (a `data-*` styling hook), each with its reason; the test checks
 * that the attribute follows the prop.
 */
const ATTRIBUTE_ONLY: Record<string, { attribute: string; reason: string }> = {};

/** Props whose effect shows once the user acts, each with its reason; checked below. */
const ON_INTERACTION: Record<string, string> = {
  'Textarea.pattern': 'checked as the user types: typed below, the field reports the mismatch',
  'DatePicker.side': 'where the calendar opens: opened below, it sits on that side of the field',
  'DatePicker.align': 'where the calendar opens: opened below, it lines up with that edge',
  'DatePicker.min': 'days of the calendar: opened below, the days before it are disabled',
  'DatePicker.max': 'days of the calendar: opened below, the days after it are disabled',
};

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const OPTIONS = [
  { value: 'a', label: 'Apple' },
  { value: 'b', label: 'Banana' },
];

/** Sample strings by prop name (a string prop's meaning is in its name). */
const STRINGS: Record<string, readonly string[]> = {
  src: [PNG],
  favicon: [PNG],
  color: ['#d03050'],
  light: ['#d03050'],
  dark: ['#40a0f0'],
  background: ['#f0e0a0'],
  min: ['2025-01-01'],
  max: ['2025-12-31'],
  pattern: ['[a-z]+'],
  name: ['guest'],
  fieldName: ['guest'],
  type: ['act'],
  // Spacing and length members: a CSS length.
  top: ['12px'],
  right: ['12px'],
  bottom: ['12px'],
  left: ['12px'],
  x: ['12px'],
  y: ['12px'],
};

/** Sample values per prop of one component, where the type alone does not say enough. */
const OVERRIDES: Record<string, readonly unknown[]> = {
  'Select.defaultValue': ['b'],
  'Select.options': [OPTIONS],
  'RadioGroup.defaultValue': ['b'],
  'RadioGroup.options': [OPTIONS],
  'DatePicker.defaultValue': ['2025-05-01'],
  'Input.defaultValue': ['hello'],
  'Textarea.defaultValue': ['hello'],
  'ListView.limit': [1, 'auto'],
  'Text.minLines': [4],
  'Textarea.rows': [6],
  'Textarea.maxRows': [2],
};

/** Props a sample draws only beside another (an icon's size needs an icon). */
const BESIDE: Record<string, Record<string, unknown>> = {
  'Button.iconSize': { iconStart: 'star' },
  'RadioGroup.defaultValue': { options: OPTIONS },
  'RadioGroup.disabled': { options: OPTIONS },
  'Textarea.maxRows': { autoResize: true, defaultValue: 'one\ntwo\nthree\nfour\nfive' },
  'DatePicker.clearable': { defaultValue: '2025-05-01' },
  'ListView.limit': {
    children: [1, 2, 3].map((n) => ({
      type: 'ListViewItem',
      children: [{ type: 'Text', value: `Item ${String(n)}` }],
    })),
  },
};

/** Props drawn only inside a form. */
const IN_FORM = new Set(['Button.submit']);

function stringSamples(prop: string): readonly unknown[] {
  return STRINGS[prop] ?? ['Sample'];
}

/** Values of a shape; the first is the one used where the prop is required. */
function samplesOf(shape: PropShape, prop: string): unknown[] {
  switch (shape.kind) {
    case 'literals':
      return shape.values.slice(0, 12);
    case 'boolean':
      return [true, false];
    case 'false':
      return [false];
    case 'number':
      return [2];
    case 'string':
      return [...stringSamples(prop)];
    case 'array':
      return [[samplesOf(shape.element, prop)[0]]];
    case 'object': {
      // Every member filled: a border with its size, colour and style.
      const full = Object.fromEntries(
        shape.props.map((member) => [member.name, samplesOf(member.shape, member.name)[0]]),
      );
      const required = Object.fromEntries(
        shape.props
          .filter((member) => !member.optional)
          .map((member) => [member.name, samplesOf(member.shape, member.name)[0]]),
      );
      return JSON.stringify(full) === JSON.stringify(required) ? [full] : [full, required];
    }
    case 'union':
      return shape.members.flatMap((member) => samplesOf(member, prop));
    case 'unknown':
      return [];
  }
}

function samplesFor(component: string, spec: PropSpec): unknown[] {
  const override = OVERRIDES[`${component}.${spec.name}`];
  if (override) return [...override];
  // Numbers standing for lengths: pixels, and a CSS string.
  const values = samplesOf(spec.shape, spec.name);
  return values.map((value) =>
    value === 'Sample' &&
    /^(width|height|size|min|max|flex|gap|padding|margin|spacing|aspect)/i.test(spec.name)
      ? '50%'
      : value,
  );
}

const CONTAINER_CHILDREN: Record<string, () => unknown[]> = {
  ListView: () => [{ type: 'ListViewItem', children: [{ type: 'Text', value: 'Item' }] }],
  Table: () => [
    {
      type: 'Table.Row',
      children: [{ type: 'Table.Cell', children: [{ type: 'Text', value: 'Cell' }] }],
    },
  ],
  'Table.Row': () => [{ type: 'Table.Cell', children: [{ type: 'Text', value: 'Cell' }] }],
};

/** The component with its required props, and children where it takes them. */
function baseNode(component: ComponentSpec): Record<string, unknown> {
  const node: Record<string, unknown> = { type: component.type };
  for (const spec of component.props) {
    if (spec.name === 'children') {
      node.children =
        CONTAINER_CHILDREN[component.type]?.() ??
        (component.type === 'Transition'
          ? { type: 'Text', value: 'Child' }
          : [{ type: 'Text', value: 'Child' }]);
    } else if (!spec.optional) node[spec.name] = samplesFor(component.type, spec)[0];
  }
  return node;
}

/** A root around the node: the component itself if it is one, else the parents it needs. */
function treeWith(node: Record<string, unknown>, inForm: boolean): unknown {
  const type = node.type as string;
  if (type === 'Card' || type === 'ListView' || type === 'Basic') return node;
  if (type === 'ListViewItem') return { type: 'ListView', children: [node] };
  if (type === 'Table.Row')
    return { type: 'Basic', children: [{ type: 'Table', children: [node] }] };
  if (type === 'Table.Cell') {
    // A second column, so that the cell's own width shows.
    const other = { type: 'Table.Cell', children: [{ type: 'Text', value: 'Other' }] };
    return {
      type: 'Basic',
      children: [{ type: 'Table', children: [{ type: 'Table.Row', children: [node, other] }] }],
    };
  }
  const child = inForm ? { type: 'Form', children: [node] } : node;
  return { type: 'Card', children: [child] };
}

function findNode(node: WidgetNode, type: string): WidgetNode | undefined {
  if (node.type === type) return node;
  if ('children' in node)
    for (const child of node.children) {
      const found = findNode(child, type);
      if (found) return found;
    }
  return undefined;
}

function problemsOf(node: WidgetNode): string[] {
  const own =
    node.type === 'invalid'
      ? [node.message]
      : node.type === 'unknown'
        ? [`unknown ${node.original_type}`]
        : [];
  return 'children' in node ? [...own, ...node.children.flatMap(problemsOf)] : own;
}

function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('missing');
  return value;
}

const nextFrame = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => {
      resolve();
    }),
  );

/** The React ids differ between renders; nothing else may. */
const normalizeIds = (text: string) =>
  text.replace(/«[^»]*»|_r_[0-9a-z]+_|:r[0-9a-z]+:|\br[0-9a-z]{1,4}(?=-)/g, 'ID');

/**
 * Everything drawn: each element's tag, attributes (but the `data-*` styling hooks, which count by
 * the style they give), computed style and form state, and focus.
 */
function drawing(root: Element): string {
  const lines: string[] = [];
  const walk = (element: Element, depth: number) => {
    const attributes = [...element.attributes]
      // `data-*` are styling hooks: what they change must show in the computed style.
      .filter((attribute) => !attribute.name.startsWith('data-'))
      .map((attribute) => `${attribute.name}=${attribute.value}`)
      .sort()
      .join(' ');
    const style = getComputedStyle(element);
    const styles: string[] = [];
    for (let index = 0; index < style.length; index += 1) {
      const name = style.item(index);
      styles.push(`${name}:${style.getPropertyValue(name)}`);
    }
    const control =
      element instanceof HTMLInputElement
        ? `value=${element.value} checked=${String(element.checked)}`
        : element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement
          ? `value=${element.value}`
          : '';
    const text = [...element.childNodes]
      .filter((child) => child.nodeType === Node.TEXT_NODE)
      .map((child) => child.textContent)
      .join('');
    const focused = document.activeElement === element ? 'FOCUSED' : '';
    // Generated content (a streaming caret) is drawn too.
    for (const pseudo of ['::before', '::after']) {
      const generated = getComputedStyle(element, pseudo);
      if (generated.content !== 'none' && generated.content !== 'normal')
        styles.push(`${pseudo}:${generated.content}:${generated.display}`);
    }
    lines.push(
      `${' '.repeat(depth)}<${element.tagName} ${attributes}> ${control} ${focused} "${text}" {${styles.join(';')}}`,
    );
    for (const child of element.children) walk(child, depth + 1);
  };
  walk(root, 0);
  return normalizeIds(lines.join('\n'));
}

async function draw(tree: unknown, onWidgetAction?: WidgetActionHandler) {
  const parsed = parseWidgetTree(tree);
  if (!parsed.ok) throw new Error(parsed.error);
  const view = render(
    <div data-uikit-root="" style={{ inlineSize: '600px' }}>
      <RenderProvider {...(onWidgetAction ? { onWidgetAction } : {})}>
        <WidgetView root={parsed.root} itemId="itm_props" />
      </RenderProvider>
    </div>,
  );
  await nextFrame();
  await nextFrame();
  const widget = view.container.querySelector('[data-slot="widget"]');
  if (!widget) throw new Error('no widget drawn');
  return { root: parsed.root, widget, view, drawn: drawing(widget) };
}

let types: ChatKitWidgetTypes;

beforeAll(async () => {
  types = await commands.chatkitWidgetTypes();
  await loadIcons();
});

afterEach(() => {
  cleanup();
});

describe('every ChatKit widget prop', () => {
  it('reads ChatKit’s components from the installed types', () => {
    expect(types.components.length).toBeGreaterThanOrEqual(29);
    expect(types.components.map((component) => component.type)).toContain('Card');
  });

  it('is accepted by the parser and changes what is drawn', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const component of types.components) {
      if (Object.hasOwn(SKIPPED_COMPONENTS, component.type)) continue;
      for (const spec of component.props) {
        if (Object.hasOwn(NOT_DRAWN, spec.name)) continue;
        const id = `${component.type}.${spec.name}`;
        if (Object.hasOwn(ON_INTERACTION, id)) continue;
        const attributeOnly = ATTRIBUTE_ONLY[id];
        const beside = BESIDE[id] ?? {};
        const without = Object.fromEntries(
          Object.entries({ ...baseNode(component), ...beside }).filter(
            ([key]) => key !== spec.name,
          ),
        );
        const inForm = IN_FORM.has(id);
        const base = await draw(treeWith(without, inForm));
        cleanup();
        const samples = samplesFor(component.type, spec);
        if (samples.length === 0) failures.push(`${id}: no sample value for its type`);
        let changed = false;
        for (const sample of samples) {
          const tree = treeWith({ ...without, [spec.name]: sample }, inForm);
          const parsed = parseWidgetTree(tree);
          const problems = parsed.ok ? problemsOf(parsed.root) : [parsed.error];
          const kept = parsed.ok ? findNode(parsed.root, component.type) : undefined;
          if (problems.length > 0)
            failures.push(`${id}=${JSON.stringify(sample)}: ${problems.join('; ')}`);
          else if (!kept || !(spec.name in kept))
            failures.push(`${id}=${JSON.stringify(sample)}: dropped by the parser`);
          const { drawn, widget } = await draw(tree);
          if (
            attributeOnly &&
            widget.querySelector(`[${attributeOnly.attribute}="${String(sample)}"]`)
          )
            changed = true;
          if (widget.querySelector('[data-slot="widget-placeholder"]'))
            failures.push(`${id}=${JSON.stringify(sample)}: drawn as a placeholder`);
          if (drawn !== base.drawn) changed = true;
          cleanup();
        }
        if (!changed)
          failures.push(
            `${id}: no sample changes what is drawn (${JSON.stringify(samples).slice(0, 80)})`,
          );
        checked += 1;
      }
    }
    expect(failures).toStrictEqual([]);
    expect(checked).toBeGreaterThan(200);
  }, 240_000);

  it('textarea pattern: a value not matching it is reported when the user types', async () => {
    const { widget } = await draw({
      type: 'Card',
      children: [{ type: 'Textarea', name: 'code', pattern: '[a-z]+' }],
    });
    const field = must(widget.querySelector('textarea'));
    await userEvent.type(field, 'ABC');
    expect(field.validity.valid).toBe(false);
    expect(field.validationMessage).toBe('Please match the requested format.');
    await userEvent.clear(field);
    await userEvent.type(field, 'abc');
    expect(field.validity.valid).toBe(true);
  });

  it('lists a reason for every prop it does not check by drawing', () => {
    const names = new Set(
      types.components.flatMap((component) => component.props.map((prop) => prop.name)),
    );
    for (const [name, reason] of Object.entries(NOT_DRAWN)) {
      expect(names.has(name), `${name} is not a ChatKit prop any more`).toBe(true);
      expect(reason.length).toBeGreaterThan(10);
    }
    const ids = new Set(
      types.components.flatMap((component) =>
        component.props.map((prop) => `${component.type}.${prop.name}`),
      ),
    );
    for (const id of [...Object.keys(ATTRIBUTE_ONLY), ...Object.keys(ON_INTERACTION)])
      expect(ids.has(id), `${id} is not a ChatKit prop any more`).toBe(true);
  });
});

/** A day of the open calendar, once its chunk has loaded. */
async function calendarDay(iso: string) {
  return vi.waitFor(
    () => must(document.querySelector<HTMLButtonElement>(`[data-slot="widget-date-calendar"] [data-day="${iso}"] button`)),
    { timeout: 5000 },
  );
} // prettier-ignore

describe('the props whose effect shows once the user acts', () => {
  /** A date field alone in the middle of a wide page, so every side has room for the calendar. */
  const centred = async (props: Record<string, unknown>) => {
    const parsed = parseWidgetTree({
      type: 'Card',
      children: [{ type: 'DatePicker', name: 'when', defaultValue: '2025-05-14', ...props }],
    });
    if (!parsed.ok) throw new Error(parsed.error);
    const view = render(
      <div
        data-uikit-root=""
        style={{ display: 'flex', justifyContent: 'center', paddingBlock: '360px' }}
      >
        <div style={{ inlineSize: '260px' }}>
          <RenderProvider>
            <WidgetView root={parsed.root} itemId="itm_props" />
          </RenderProvider>
        </div>
      </div>,
    );
    const trigger = must(
      view.container.querySelector<HTMLButtonElement>('[data-slot="widget-date-picker"]'),
    );
    await userEvent.click(trigger);
    await calendarDay('2025-05-14');
    const calendar = must(document.querySelector('[data-slot="widget-date-calendar"]'));
    // Floating UI places it in the frame after it mounts.
    await nextFrame();
    await nextFrame();
    return { field: trigger.getBoundingClientRect(), box: calendar.getBoundingClientRect() };
  };

  it('DatePicker side and align: the calendar opens on that side of the field, lined up by that edge', async () => {
    await page.viewport(1280, 1000);
    const sides = ['top', 'right', 'bottom', 'left'] as const;
    const aligns = ['start', 'center', 'end'] as const;
    const failures: string[] = [];
    for (const side of sides)
      for (const align of aligns) {
        const { field, box } = await centred({ side, align });
        const onSide = {
          top: box.bottom <= field.top,
          bottom: box.top >= field.bottom,
          left: box.right <= field.left,
          right: box.left >= field.right,
        }[side];
        const vertical = side === 'top' || side === 'bottom';
        const [start, end, centre] = vertical
          ? [box.left - field.left, box.right - field.right, (box.left + box.right - field.left - field.right) / 2]
          : [box.top - field.top, box.bottom - field.bottom, (box.top + box.bottom - field.top - field.bottom) / 2];
        const lined = Math.abs({ start, end, center: centre }[align]) <= 1;
        if (!onSide || !lined)
          failures.push(`${side}/${align}: field ${JSON.stringify(field)} calendar ${JSON.stringify(box)}`);
        cleanup();
      }
    expect(failures).toStrictEqual([]);
  }); // prettier-ignore

  it('DatePicker min and max: the calendar disables the days outside them', async () => {
    const { widget } = await draw({
      type: 'Card',
      children: [
        { type: 'DatePicker', name: 'when', defaultValue: '2025-05-14', min: '2025-05-10', max: '2025-05-20' },
      ],
    });
    await userEvent.click(must(widget.querySelector('[data-slot="widget-date-picker"]')));
    expect((await calendarDay('2025-05-09')).disabled).toBe(true);
    expect((await calendarDay('2025-05-10')).disabled).toBe(false);
    expect((await calendarDay('2025-05-20')).disabled).toBe(false);
    expect((await calendarDay('2025-05-21')).disabled).toBe(true);
  }); // prettier-ignore
});

describe('the props that draw nothing by design', () => {
  const fires = async (tree: unknown, act_: (widget: Element) => Promise<void>) => {
    const handler = vi.fn<WidgetActionHandler>(() => Promise.resolve());
    const { widget } = await draw(tree, handler);
    await act_(widget);
    await vi.waitFor(() => {
      expect(handler).toHaveBeenCalled();
    });
    return must(handler.mock.calls[0])[0];
  };
  const action = { type: 'act', payload: { id: 1 } };

  it('onClickAction: a Button and a ListViewItem send their action', async () => {
    const button = await fires(
      { type: 'Card', children: [{ type: 'Button', label: 'Go', onClickAction: action }] },
      (widget) => userEvent.click(must(widget.querySelector('button'))),
    );
    expect(button).toMatchObject(action);
    cleanup();
    const row = await fires(
      {
        type: 'ListView',
        children: [
          {
            type: 'ListViewItem',
            onClickAction: action,
            children: [{ type: 'Text', value: 'Row' }],
          },
        ],
      },
      (widget) => userEvent.click(must(widget.querySelector('button'))),
    );
    expect(row).toMatchObject(action);
  });

  it('onSubmitAction: a Form sends its action with its fields', async () => {
    const sent = await fires(
      {
        type: 'Card',
        children: [
          {
            type: 'Form',
            onSubmitAction: action,
            children: [
              { type: 'Input', name: 'guest', defaultValue: 'Ada' },
              { type: 'Button', label: 'Save', submit: true },
            ],
          },
        ],
      },
      (widget) => userEvent.click(must(widget.querySelector('button'))),
    );
    expect(sent).toMatchObject({ type: 'act', payload: { id: 1, guest: 'Ada' } });
  });

  it('onChangeAction: Select, Checkbox, RadioGroup and DatePicker send their new value', async () => {
    const cases: [unknown, (widget: Element) => Promise<void>, unknown][] = [
      [
        { type: 'Select', name: 'fruit', options: OPTIONS, onChangeAction: action },
        (widget) => userEvent.selectOptions(must(widget.querySelector('select')), 'b'),
        'b',
      ],
      [
        { type: 'Checkbox', name: 'fruit', label: 'Ripe', onChangeAction: action },
        (widget) => userEvent.click(must(widget.querySelector('input'))),
        true,
      ],
      [
        { type: 'RadioGroup', name: 'fruit', options: OPTIONS, onChangeAction: action },
        (widget) => userEvent.click(must(widget.querySelectorAll('input')[1])),
        'b',
      ],
      [
        { type: 'DatePicker', name: 'fruit', defaultValue: '2025-05-02', onChangeAction: action },
        async (widget) => {
          await userEvent.click(must(widget.querySelector('[data-slot="widget-date-picker"]')));
          await userEvent.click(await calendarDay('2025-05-01'));
        },
        '2025-05-01',
      ],
    ];
    for (const [node, interact, value] of cases) {
      const sent = await fires({ type: 'Card', children: [node] }, interact);
      expect(sent.payload).toMatchObject({ id: 1, fruit: value });
      cleanup();
    }
  });

  it('autoSelect: focusing the field selects its text', async () => {
    for (const type of ['Input', 'Textarea']) {
      const { widget } = await draw({
        type: 'Card',
        children: [{ type, name: 'guest', defaultValue: 'hello', autoSelect: true }],
      });
      const field = must(
        widget.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea'),
      );
      await act(async () => {
        field.focus();
        await nextFrame();
      });
      expect([field.selectionStart, field.selectionEnd]).toStrictEqual([0, 5]);
      cleanup();
    }
  });
});
