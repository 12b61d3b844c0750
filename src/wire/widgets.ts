import * as v from 'valibot';
import { WidgetActionSchema, type WidgetAction } from './conversation';
import { lenient, lenientPicklist } from './lenient';
import { isLucideIconName, type LucideIconName } from './lucideIcon';
import { describeIssues } from './parse';
import { chartProps } from './widgetChart';
import { WIDGET_LIMITS } from './widgetLimits';

// A widget is a JSON tree (protocol section 8) with the component vocabulary of the public ChatKit
// widget types. It is data, never code: the parser below only keeps known props of known shapes.
//
// Parsing is per node and forgiving where that cannot hurt: a presentation prop of a wrong shape or
// an unknown enum value is dropped; a node whose content is unusable (a Text without `value`)
// becomes an `invalid` node and an unknown component an `unknown` node, both rendered as visible,
// harmless placeholders while the rest of the widget still renders.

const style = lenient;
const oneOf = lenientPicklist;

const ThemeColorSchema = v.union([v.string(), v.object({ light: v.string(), dark: v.string() })]);
const LengthSchema = v.union([v.number(), v.string()]);
const SpacingObjectSchema = v.object({
  top: v.optional(LengthSchema),
  right: v.optional(LengthSchema),
  bottom: v.optional(LengthSchema),
  left: v.optional(LengthSchema),
  x: v.optional(LengthSchema),
  y: v.optional(LengthSchema),
});
const SpacingSchema = v.union([v.number(), v.string(), SpacingObjectSchema]);
const BorderSchema = v.object({
  size: v.number(),
  color: v.optional(ThemeColorSchema),
  style: v.optional(
    v.picklist(['solid', 'dashed', 'dotted', 'double', 'groove', 'ridge', 'inset', 'outset']),
  ),
});
const BorderSideSchema = v.union([v.number(), BorderSchema]);
const BordersSchema = v.union([
  v.number(),
  BorderSchema,
  v.object({
    top: v.optional(BorderSideSchema),
    right: v.optional(BorderSideSchema),
    bottom: v.optional(BorderSideSchema),
    left: v.optional(BorderSideSchema),
    x: v.optional(BorderSideSchema),
    y: v.optional(BorderSideSchema),
  }),
]);

export type WidgetThemeColor = v.InferOutput<typeof ThemeColorSchema>;
export type WidgetLength = v.InferOutput<typeof LengthSchema>;
export type WidgetSpacing = v.InferOutput<typeof SpacingSchema>;
export type WidgetBorders = v.InferOutput<typeof BordersSchema>;

/** The icon names of the ChatKit vocabulary; the kit ships a small built-in set for them. */
export const WIDGET_ICONS = [
  'agent', 'analytics', 'atom', 'batch', 'bolt', 'book-open', 'book-closed', 'book-clock', 'bug',
  'calendar', 'chart', 'check', 'check-circle', 'check-circle-filled', 'chevron-left',
  'chevron-right', 'circle-question', 'compass', 'confetti', 'cube', 'desktop', 'document', 'dot',
  'dots-horizontal', 'dots-vertical', 'empty-circle', 'external-link', 'globe', 'keys', 'lab',
  'images', 'info', 'lifesaver', 'lightbulb', 'mail', 'map-pin', 'maps', 'mobile', 'name',
  'notebook', 'notebook-pencil', 'page-blank', 'phone', 'play', 'plus', 'profile', 'profile-card',
  'reload', 'star', 'star-filled', 'search', 'sparkle', 'sparkle-double', 'square-code',
  'square-image', 'square-text', 'suitcase', 'settings-slider', 'user', 'wreath', 'write',
  'write-alt', 'write-alt2',
] as const; // prettier-ignore
export type WidgetIconName = (typeof WIDGET_ICONS)[number];

const ALIGN = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
const JUSTIFY = ['start', 'center', 'end', 'between', 'around', 'evenly', 'stretch'] as const;
const RADIUS = [
  '2xs',
  'xs',
  'sm',
  'md',
  'lg',
  'xl',
  '2xl',
  '3xl',
  '4xl',
  'full',
  '100%',
  'none',
] as const;
const CONTROL_VARIANT = ['solid', 'soft', 'outline', 'ghost'] as const;
const CONTROL_SIZE = ['3xs', '2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'] as const;
const GUTTER_SIZE = ['2xs', 'xs', 'sm', 'md', 'lg', 'xl'] as const;
const TEXT_ALIGN = ['start', 'center', 'end'] as const;
const TEXT_SIZE = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
const WEIGHT = ['normal', 'medium', 'semibold', 'bold'] as const;
const THEME = ['light', 'dark'] as const;
const DIRECTION = ['row', 'col'] as const;

/** ChatKit's `lucide:` names, checked for shape only (kebab-case, bounded): see `lucideIcon.ts`. */
const LucideIconSchema = v.custom<LucideIconName>(
  (input) => typeof input === 'string' && isLucideIconName(input),
  'Expected a widget icon name or lucide:<kebab-case name>',
);
/** An icon name a widget may give: the vocabulary's, or any lucide icon's (`lucide:alarm-clock`). */
const IconNameSchema = v.union([v.picklist(WIDGET_ICONS), LucideIconSchema]);

// Icons are presentation: an unknown name is dropped, never an error.
const icon = () => style(IconNameSchema);
const action = () => style(WidgetActionSchema);

// A status with a favicon, frame or icon this version cannot use still shows its text.
const StatusSchema = v.object({
  text: v.string(),
  favicon: style(v.string()),
  frame: style(v.boolean()),
  icon: icon(),
});
const CardActionSchema = v.object({ label: v.string(), action: WidgetActionSchema });
const OptionSchema = v.object({
  value: v.string(),
  label: v.string(),
  disabled: v.optional(v.boolean()),
});

const blockProps = {
  height: style(LengthSchema),
  width: style(LengthSchema),
  size: style(LengthSchema),
  minHeight: style(LengthSchema),
  minWidth: style(LengthSchema),
  minSize: style(LengthSchema),
  maxHeight: style(LengthSchema),
  maxWidth: style(LengthSchema),
  maxSize: style(LengthSchema),
  aspectRatio: style(LengthSchema),
  radius: oneOf(RADIUS),
  margin: style(SpacingSchema),
};
const boxProps = {
  ...blockProps,
  align: oneOf(ALIGN),
  justify: oneOf(JUSTIFY),
  wrap: oneOf(['nowrap', 'wrap', 'wrap-reverse']),
  flex: style(LengthSchema),
  gap: style(LengthSchema),
  padding: style(SpacingSchema),
  border: style(BordersSchema),
  background: style(ThemeColorSchema),
};
const textProps = {
  value: v.string(),
  color: style(ThemeColorSchema),
  weight: oneOf(WEIGHT),
  textAlign: oneOf(TEXT_ALIGN),
  truncate: style(v.boolean()),
  maxLines: style(v.number()),
};
const field = {
  name: v.pipe(v.string(), v.nonEmpty()),
  disabled: style(v.boolean()),
  required: style(v.boolean()),
};

/** Props of each component (besides `type`, `id`, `key` and `children`). */
export const componentProps = {
  Basic: v.object({
    theme: oneOf(THEME),
    direction: oneOf(DIRECTION),
    gap: boxProps.gap,
    padding: boxProps.padding,
    align: boxProps.align,
    justify: boxProps.justify,
  }),
  Card: v.object({
    asForm: style(v.boolean()),
    background: style(ThemeColorSchema),
    border: style(BordersSchema),
    size: oneOf(['sm', 'md', 'lg', 'full']),
    padding: style(SpacingSchema),
    status: style(StatusSchema),
    collapsed: style(v.boolean()),
    confirm: style(CardActionSchema),
    cancel: style(CardActionSchema),
    theme: oneOf(THEME),
  }),
  ListView: v.object({
    limit: style(v.union([v.number(), v.literal('auto')])),
    status: style(StatusSchema),
    theme: oneOf(THEME),
  }),
  ListViewItem: v.object({
    onClickAction: action(),
    gap: style(LengthSchema),
    align: oneOf(ALIGN),
  }),
  Box: v.object({ ...boxProps, direction: oneOf(DIRECTION) }),
  Row: v.object(boxProps),
  Col: v.object(boxProps),
  Form: v.object({ ...boxProps, direction: oneOf(DIRECTION), onSubmitAction: action() }),
  Spacer: v.object({ minSize: style(LengthSchema) }),
  Divider: v.object({
    color: style(ThemeColorSchema),
    size: style(LengthSchema),
    spacing: style(LengthSchema),
    flush: style(v.boolean()),
  }),
  Transition: v.object({}),
  Title: v.object({
    ...textProps,
    size: oneOf(['sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl']),
  }),
  Caption: v.object({ ...textProps, size: oneOf(['sm', 'md', 'lg']) }),
  Text: v.object({
    ...textProps,
    streaming: style(v.boolean()),
    italic: style(v.boolean()),
    lineThrough: style(v.boolean()),
    width: style(LengthSchema),
    size: oneOf(TEXT_SIZE),
    minLines: style(v.number()),
    // Without a name there is no field to send; any other option it cannot read costs that
    // option alone, and the text stays editable.
    editable: style(
      v.union([
        v.literal(false),
        v.object({
          name: v.pipe(v.string(), v.nonEmpty()),
          autoFocus: style(v.boolean()),
          autoSelect: style(v.boolean()),
          autoComplete: style(v.string()),
          allowAutofillExtensions: style(v.boolean()),
          pattern: style(v.string()),
          placeholder: style(v.string()),
          required: style(v.boolean()),
        }),
      ]),
    ),
  }),
  Markdown: v.object({ value: v.string(), streaming: style(v.boolean()) }),
  Badge: v.object({
    label: v.string(),
    color: oneOf(['secondary', 'success', 'danger', 'warning', 'info', 'discovery']),
    variant: oneOf(['solid', 'soft', 'outline']),
    size: oneOf(['sm', 'md', 'lg']),
    pill: style(v.boolean()),
  }),
  Icon: v.object({
    name: v.string(),
    color: style(ThemeColorSchema),
    size: oneOf(['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl']),
  }),
  Image: v.object({
    ...blockProps,
    src: v.string(),
    alt: style(v.string()),
    frame: style(v.boolean()),
    fit: oneOf(['cover', 'contain', 'fill', 'scale-down', 'none']),
    position: oneOf([
      'top left', 'top', 'top right', 'left', 'center', 'right', 'bottom left', 'bottom',
      'bottom right',
    ]), // prettier-ignore
    flush: style(v.boolean()),
  }),
  Button: v.object({
    submit: style(v.boolean()),
    label: style(v.string()),
    onClickAction: action(),
    iconStart: icon(),
    iconEnd: icon(),
    style: oneOf(['primary', 'secondary']),
    iconSize: oneOf(['sm', 'md', 'lg', 'xl', '2xl']),
    color: oneOf([
      'primary', 'secondary', 'info', 'discovery', 'success', 'caution', 'warning', 'danger',
    ]), // prettier-ignore
    variant: oneOf(CONTROL_VARIANT),
    size: oneOf(CONTROL_SIZE),
    pill: style(v.boolean()),
    uniform: style(v.boolean()),
    block: style(v.boolean()),
    disabled: style(v.boolean()),
  }),
  Table: v.object({}),
  'Table.Row': v.object({ header: style(v.boolean()) }),
  'Table.Cell': v.object({
    width: style(LengthSchema),
    padding: style(SpacingObjectSchema),
    colSpan: style(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
    rowSpan: style(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65534))),
    align: oneOf(TEXT_ALIGN),
    vAlign: oneOf(TEXT_ALIGN),
    colSize: oneOf(['xs', 'sm', 'md', 'lg', 'xl']),
  }),
  Input: v.object({
    ...field,
    inputType: oneOf(['number', 'email', 'text', 'password', 'tel', 'url']),
    defaultValue: style(v.string()),
    pattern: style(v.string()),
    placeholder: style(v.string()),
    allowAutofillExtensions: style(v.boolean()),
    autoSelect: style(v.boolean()),
    autoFocus: style(v.boolean()),
    variant: oneOf(['soft', 'outline']),
    size: oneOf(CONTROL_SIZE),
    gutterSize: oneOf(GUTTER_SIZE),
    pill: style(v.boolean()),
  }),
  Textarea: v.object({
    ...field,
    defaultValue: style(v.string()),
    pattern: style(v.string()),
    placeholder: style(v.string()),
    autoSelect: style(v.boolean()),
    autoFocus: style(v.boolean()),
    variant: oneOf(['soft', 'outline']),
    size: oneOf(CONTROL_SIZE),
    gutterSize: oneOf(GUTTER_SIZE),
    rows: style(v.number()),
    autoResize: style(v.boolean()),
    maxRows: style(v.number()),
    allowAutofillExtensions: style(v.boolean()),
  }),
  Select: v.object({
    ...field,
    options: v.array(OptionSchema),
    onChangeAction: action(),
    placeholder: style(v.string()),
    defaultValue: style(v.string()),
    variant: oneOf(CONTROL_VARIANT),
    size: oneOf(CONTROL_SIZE),
    pill: style(v.boolean()),
    block: style(v.boolean()),
    clearable: style(v.boolean()),
    /** A search field atop the open list that narrows its options (ChatKit's Select). */
    searchable: style(v.boolean()),
  }),
  DatePicker: v.object({
    ...field,
    onChangeAction: action(),
    placeholder: style(v.string()),
    /** ISO date or datetime. */
    defaultValue: style(v.string()),
    min: style(v.string()),
    max: style(v.string()),
    variant: oneOf(CONTROL_VARIANT),
    size: oneOf(CONTROL_SIZE),
    side: oneOf(['top', 'bottom', 'left', 'right']),
    align: oneOf(['start', 'center', 'end']),
    pill: style(v.boolean()),
    block: style(v.boolean()),
    clearable: style(v.boolean()),
  }),
  Checkbox: v.object({
    ...field,
    label: style(v.string()),
    defaultChecked: style(v.boolean()),
    onChangeAction: action(),
  }),
  RadioGroup: v.object({
    ...field,
    options: v.optional(v.array(OptionSchema), []),
    ariaLabel: style(v.string()),
    onChangeAction: action(),
    defaultValue: style(v.string()),
    direction: oneOf(DIRECTION),
  }),
  Label: v.object({
    value: v.string(),
    fieldName: v.string(),
    size: oneOf(TEXT_SIZE),
    weight: oneOf(WEIGHT),
    textAlign: oneOf(TEXT_ALIGN),
    color: style(ThemeColorSchema),
  }),
  Chart: chartProps,
};

/** The name of a widget component this kit renders (`Card`, `Text`, `Button`, …). */
export type WidgetComponentType = keyof typeof componentProps;

/** Components that hold children. `Transition` holds one; it is normalised to a list of one. */
const CONTAINERS = new Set<WidgetComponentType>([
  'Basic', 'Card', 'ListView', 'ListViewItem', 'Box', 'Row', 'Col', 'Form', 'Transition', 'Table',
  'Table.Row', 'Table.Cell',
]); // prettier-ignore
/** The widget components that hold children. */
export type ContainerType =
  | 'Basic' | 'Card' | 'ListView' | 'ListViewItem' | 'Box' | 'Row' | 'Col' | 'Form' | 'Transition'
  | 'Table' | 'Table.Row' | 'Table.Cell'; // prettier-ignore

export const WIDGET_COMPONENT_TYPES = Object.keys(componentProps) as WidgetComponentType[];
export const WIDGET_ROOT_TYPES = ['Card', 'ListView', 'Basic'] as const;

/** The children of a container, always a list once parsed. */
export interface WidgetChildren {
  readonly children: readonly WidgetNode[];
}

/** A parsed node of a known component. */
export type WidgetNodeOf<T extends WidgetComponentType> = {
  readonly type: T;
  readonly id?: string | undefined;
  readonly key?: string | undefined;
} & Readonly<v.InferOutput<(typeof componentProps)[T]>> &
  (T extends ContainerType ? WidgetChildren : unknown);

/**
 * A component this kit does not know: rendered by a host component registered under
 * `original_type`, else as a visible placeholder. `props` are raw and unvalidated.
 */
export interface UnknownWidgetNode {
  readonly type: 'unknown';
  readonly original_type: string;
  readonly id?: string | undefined;
  readonly key?: string | undefined;
  readonly props: Readonly<Record<string, unknown>>;
  readonly children: readonly WidgetNode[];
}
/** A node whose required props are missing or wrong; rendered as a visible placeholder. */
export interface InvalidWidgetNode {
  readonly type: 'invalid';
  readonly original_type: string | null;
  /** Where in the widget tree, e.g. `children[2].children[0]`. */
  readonly path: string;
  readonly message: string;
  readonly id?: string | undefined;
  readonly key?: string | undefined;
}

/** A parsed node of any component this kit renders. */
export type KnownWidgetNode = { [T in WidgetComponentType]: WidgetNodeOf<T> }[WidgetComponentType];
/**
 * A node of a parsed widget tree: a known component, an unknown one, or a placeholder for an
 * invalid one.
 */
export type WidgetNode = KnownWidgetNode | UnknownWidgetNode | InvalidWidgetNode;
/** The root of a widget tree: a `Card`, a `ListView` or a `Basic`. */
export type WidgetRoot = WidgetNodeOf<'Card'> | WidgetNodeOf<'ListView'> | WidgetNodeOf<'Basic'>;

export type WidgetCard = WidgetNodeOf<'Card'>;
export type WidgetListView = WidgetNodeOf<'ListView'>;
export type WidgetListViewItem = WidgetNodeOf<'ListViewItem'>;
export type WidgetBasic = WidgetNodeOf<'Basic'>;
export type WidgetBox = WidgetNodeOf<'Box'>;
export type WidgetRow = WidgetNodeOf<'Row'>;
export type WidgetCol = WidgetNodeOf<'Col'>;
export type WidgetForm = WidgetNodeOf<'Form'>;
export type WidgetSpacer = WidgetNodeOf<'Spacer'>;
export type WidgetDivider = WidgetNodeOf<'Divider'>;
export type WidgetTransition = WidgetNodeOf<'Transition'>;
export type WidgetTitle = WidgetNodeOf<'Title'>;
export type WidgetCaption = WidgetNodeOf<'Caption'>;
export type WidgetText = WidgetNodeOf<'Text'>;
export type WidgetMarkdown = WidgetNodeOf<'Markdown'>;
export type WidgetBadge = WidgetNodeOf<'Badge'>;
export type WidgetIcon = WidgetNodeOf<'Icon'>;
export type WidgetImage = WidgetNodeOf<'Image'>;
export type WidgetButton = WidgetNodeOf<'Button'>;
export type WidgetTable = WidgetNodeOf<'Table'>;
export type WidgetTableRow = WidgetNodeOf<'Table.Row'>;
export type WidgetTableCell = WidgetNodeOf<'Table.Cell'>;
export type WidgetInput = WidgetNodeOf<'Input'>;
export type WidgetTextarea = WidgetNodeOf<'Textarea'>;
export type WidgetSelect = WidgetNodeOf<'Select'>;
export type WidgetDatePicker = WidgetNodeOf<'DatePicker'>;
export type WidgetCheckbox = WidgetNodeOf<'Checkbox'>;
export type WidgetRadioGroup = WidgetNodeOf<'RadioGroup'>;
export type WidgetLabel = WidgetNodeOf<'Label'>;
export type WidgetChart = WidgetNodeOf<'Chart'>;
export type { WidgetAction };

export { WIDGET_LIMITS };

export type WidgetParseResult =
  { readonly ok: true; readonly root: WidgetRoot } | { readonly ok: false; readonly error: string };

function isComponentType(type: string): type is WidgetComponentType {
  return Object.hasOwn(componentProps, type);
}

const idSchema = v.optional(v.union([v.string(), v.pipe(v.number(), v.toString())]));

/**
 * Parses a widget tree. Never throws: unusable nodes become `unknown` / `invalid` placeholders, and
 * only an unusable root fails the whole widget.
 */
export function parseWidgetTree(value: unknown): WidgetParseResult {
  let nodes = 0;

  const parseNode = (input: unknown, path: string, depth: number): WidgetNode => {
    const invalid = (message: string, originalType: string | null = null): InvalidWidgetNode => ({
      type: 'invalid',
      original_type: originalType,
      path,
      message,
    });
    nodes += 1;
    if (nodes > WIDGET_LIMITS.maxNodes) return invalid('too many nodes');
    if (depth > WIDGET_LIMITS.maxDepth) return invalid('nested too deeply');
    if (typeof input !== 'object' || input === null || Array.isArray(input))
      return invalid('not a component object');
    const record = input as Record<string, unknown>;
    const type = record.type;
    if (typeof type !== 'string') return invalid('component without a type');
    const idResult = v.safeParse(idSchema, record.id);
    const keyResult = v.safeParse(idSchema, record.key);
    const identity = {
      ...(idResult.success && idResult.output !== undefined ? { id: idResult.output } : {}),
      ...(keyResult.success && keyResult.output !== undefined ? { key: keyResult.output } : {}),
    };
    const parseChildren = (raw: unknown): WidgetNode[] => {
      const list = raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : [raw];
      return list.map((child, index) =>
        parseNode(child, `${path ? `${path}.` : ''}children[${index}]`, depth + 1),
      );
    };
    if (!isComponentType(type)) {
      const { type: _type, id: _id, key: _key, children, ...props } = record;
      return {
        type: 'unknown',
        original_type: type,
        ...identity,
        props,
        children: parseChildren(children),
      };
    }

    const result = v.safeParse(componentProps[type], record);
    if (!result.success) {
      const issue = describeIssues(result.issues)[0];
      return {
        ...invalid(
          `${type}: ${issue?.path ? `${issue.path}: ` : ''}${issue?.message ?? 'invalid'}`,
          type,
        ),
        ...identity,
      };
    }
    const node: Record<string, unknown> = { type, ...identity };
    for (const [key, prop] of Object.entries(result.output)) {
      if (prop !== undefined) node[key] = prop;
    }
    if (CONTAINERS.has(type)) node.children = parseChildren(record.children);
    return node as unknown as WidgetNode;
  };

  const root = parseNode(value, '', 0);
  if (root.type === 'invalid') return { ok: false, error: `Invalid widget: ${root.message}` };
  if (root.type === 'unknown')
    return { ok: false, error: `Unknown widget root component "${root.original_type}"` };
  if (!(WIDGET_ROOT_TYPES as readonly string[]).includes(root.type))
    return { ok: false, error: `A widget root must be Card, ListView or Basic, not ${root.type}` };
  return { ok: true, root: root as WidgetRoot };
}

/** Parses the JSON string of a `uikit.widget` item. Never throws. */
export function parseWidget(json: string): WidgetParseResult {
  if (json.length > WIDGET_LIMITS.maxJsonLength) return { ok: false, error: 'Widget is too large' };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, error: 'Widget is not valid JSON' };
  }
  return parseWidgetTree(value);
}
