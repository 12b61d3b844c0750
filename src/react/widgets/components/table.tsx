import { createContext, useContext, type CSSProperties } from 'react';
import type { WidgetNodeOf } from '../../../wire/widgets';
import { useLabels } from '../../context/RenderContext';
import type { WidgetComponentProps } from '../../context/renderers';
import { size, spacing } from '../style';

/** Whether the cells being rendered belong to a header row. */
const HeaderRow = createContext(false);

export function Table({ children }: WidgetComponentProps<WidgetNodeOf<'Table'>>) {
  const labels = useLabels();
  return (
    <div data-slot="widget-table-scroll" tabIndex={0} role="group" aria-label={labels.table}>
      <table data-slot="widget-table">
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function TableRow({ node, children }: WidgetComponentProps<WidgetNodeOf<'Table.Row'>>) {
  return (
    <HeaderRow.Provider value={node.header === true}>
      <tr data-slot="widget-table-row" data-header={node.header || undefined}>
        {children}
      </tr>
    </HeaderRow.Provider>
  );
}

const ALIGN: Record<string, CSSProperties['textAlign']> = {
  start: 'start',
  center: 'center',
  end: 'end',
};
const VALIGN: Record<string, CSSProperties['verticalAlign']> = {
  start: 'top',
  center: 'middle',
  end: 'bottom',
};

export function TableCell({ node, children }: WidgetComponentProps<WidgetNodeOf<'Table.Cell'>>) {
  const header = useContext(HeaderRow);
  const Tag = header ? 'th' : 'td';
  return (
    <Tag
      data-slot="widget-table-cell"
      data-col-size={node.colSize}
      scope={header ? 'col' : undefined}
      colSpan={node.colSpan}
      rowSpan={node.rowSpan}
      style={{
        width: size(node.width),
        textAlign: node.align === undefined ? undefined : ALIGN[node.align],
        verticalAlign: node.vAlign === undefined ? undefined : VALIGN[node.vAlign],
        ...spacing(node.padding, 'padding'),
      }}
    >
      {children}
    </Tag>
  );
}
