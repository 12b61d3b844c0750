import type { ComponentType } from 'react';
import type { WidgetComponentType, WidgetNode, WidgetNodeOf } from '../../wire/widgets';
import { useLabels, useRenderOptions } from '../context/RenderContext';
import type { WidgetComponentProps } from '../context/renderers';
import { WarningIcon } from '../primitives/glyphs';
import { Chart } from './chart/Chart';
import { Badge, Button, Icon, Image } from './components/content';
import { Checkbox, Input, RadioGroup, Select, Textarea } from './components/controls';
import { DatePicker } from './components/datePicker/DatePicker';
import {
  Basic,
  Box,
  Card,
  Col,
  Divider,
  Form,
  ListView,
  ListViewItem,
  Row,
  Spacer,
  Transition,
} from './components/layout';
import { Table, TableCell, TableRow } from './components/table';
import { Caption, Label, Markdown, Text, Title } from './components/text';

type BuiltIns = {
  [T in WidgetComponentType]: ComponentType<WidgetComponentProps<WidgetNodeOf<T>>>;
};

/** The kit's component for every name of the vocabulary. */
export const WIDGET_COMPONENTS: BuiltIns = {
  Basic, Card, ListView, ListViewItem, Box, Row, Col, Form, Spacer, Divider, Transition, Title,
  Caption, Text, Markdown, Badge, Icon, Image, Button, Table, 'Table.Row': TableRow,
  'Table.Cell': TableCell, Input, Textarea, Select, DatePicker, Checkbox, RadioGroup, Label,
  Chart,
}; // prettier-ignore

function Placeholder({ text, detail }: { text: string; detail?: string }) {
  return (
    <span data-slot="widget-placeholder" role="note" title={detail}>
      <WarningIcon />
      {text}
    </span>
  );
}

/**
 * A child's React key: its `key` or `id` when its siblings do not share it (so an update that
 * inserts, removes or moves nodes keeps each identified node's DOM), else its place and type (an
 * unidentified node keeps its DOM while it stays where it was).
 */
function childKeys(children: readonly WidgetNode[]): string[] {
  const named = children.map((child) => child.key ?? child.id);
  const seen = new Map<string, number>();
  for (const name of named) if (name !== undefined) seen.set(name, (seen.get(name) ?? 0) + 1);
  return children.map((child, index) => {
    const name = named[index];
    return name !== undefined && seen.get(name) === 1
      ? `#${name}`
      : `${String(index)}:${child.type}`;
  });
}

function renderChildren(children: readonly WidgetNode[]) {
  const keys = childKeys(children);
  return children.map((child, index) => <WidgetNodeView key={keys[index]} node={child} />);
}

/**
 * One node of a widget tree: the host's override of its component, else the kit's; a host
 * component for a name the kit does not know; else a visible, harmless placeholder.
 *
 * @example
 * // a custom container component rendering its children with the kit
 * const Panel: CustomWidgetComponent = ({ node }) => (
 *   <section>{node.children.map((child, index) => <WidgetNodeView key={index} node={child} />)}</section>
 * );
 */
export function WidgetNodeView({ node }: { node: WidgetNode }) {
  const labels = useLabels();
  const { renderers, widgetComponents } = useRenderOptions();
  if (node.type === 'invalid') {
    return (
      <Placeholder
        text={labels.invalidComponent(node.original_type ?? '?')}
        detail={node.message}
      />
    );
  }
  if (node.type === 'unknown') {
    const Custom = Object.hasOwn(widgetComponents, node.original_type)
      ? widgetComponents[node.original_type]
      : undefined;
    if (Custom) return <Custom node={node}>{renderChildren(node.children)}</Custom>;
    return <Placeholder text={labels.unknownComponent(node.original_type)} />;
  }
  const children = 'children' in node ? renderChildren(node.children) : undefined;
  // The maps are keyed by `node.type`, so each lookup matches its node; TypeScript cannot follow
  // that correlation through a union, hence the widening casts.
  const Default = WIDGET_COMPONENTS[node.type] as ComponentType<WidgetComponentProps>;
  const Override = renderers.widgets?.[node.type] as
    ComponentType<WidgetComponentProps & { Default: typeof Default }> | undefined;
  return Override ? (
    <Override node={node} Default={Default}>
      {children}
    </Override>
  ) : (
    <Default node={node}>{children}</Default>
  );
}
