import { autoUpdate, flip, offset, shift, size, useFloating } from '@floating-ui/react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { groupResults, type MenuSearchState } from '../../../../chat/entities/menuSearch';
import { useLabels } from '../../../context/RenderContext';
import { WidgetIconGlyph } from '../../../widgets/icons';
import { entryView, type MenuEntry } from './menuEntries';

/**
 * The `@` or `/` menu over the composer: a listbox of options grouped under their group's name,
 * driven from the textarea (arrows, Enter and Tab, Escape; `aria-activedescendant`), with a row
 * for searching, no matches and a failed search. Placed by Floating UI above the field (below it
 * when there is no room). Its own module, loaded when a menu first opens.
 */
export function ComposerMenu({
  id,
  optionId,
  reference,
  trigger,
  status,
  entries,
  active,
  onHover,
  onChoose,
}: {
  id: string;
  optionId: (index: number) => string;
  reference: HTMLElement;
  trigger: '@' | '/';
  status: MenuSearchState<unknown>['status'];
  entries: readonly MenuEntry[];
  active: number;
  onHover: (index: number) => void;
  onChoose: (index: number) => void;
}) {
  const labels = useLabels();
  const [floating, setFloating] = useState<HTMLDivElement | null>(null);
  const { floatingStyles } = useFloating({
    open: true,
    placement: 'top-start',
    strategy: 'fixed',
    elements: { reference, floating },
    middleware: [
      offset(6),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ availableHeight, elements }) {
          elements.floating.style.maxBlockSize = `${String(Math.min(320, availableHeight))}px`;
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  });
  useEffect(() => {
    const option = floating?.querySelector(`#${CSS.escape(optionId(active))}`);
    // Not every DOM implements it (jsdom).
    if (option && typeof option.scrollIntoView === 'function')
      option.scrollIntoView({ block: 'nearest' });
  }, [floating, active, optionId]);

  const groups = groupResults(entries, (entry) => entryView(entry).group);
  const name = trigger === '@' ? labels.entityMenu : labels.commandMenu;
  const note =
    status === 'error'
      ? labels.menuSearchFailed
      : entries.length > 0
        ? null
        : status === 'loading' || status === 'idle'
          ? labels.menuSearching
          : labels.menuNoResults;

  return createPortal(
    <div
      ref={setFloating}
      data-slot="composer-menu"
      data-trigger={trigger}
      data-state={status}
      style={floatingStyles}
      // Choosing with the pointer keeps the focus (and the caret) in the textarea.
      onMouseDown={(event) => {
        event.preventDefault();
      }}
    >
      <div id={id} role="listbox" aria-label={name} aria-busy={status === 'loading' || undefined}>
        {groups.map(({ group, entries: members }, groupIndex) => {
          const options = members.map(({ result: entry, index }) => {
            const view = entryView(entry);
            return (
              <div
                key={index}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                data-slot="composer-menu-option"
                data-kind={entry.kind}
                onPointerMove={() => {
                  if (index !== active) onHover(index);
                }}
                onClick={() => {
                  onChoose(index);
                }}
              >
                {view.icon !== undefined && <WidgetIconGlyph name={view.icon} />}
                <span data-slot="composer-menu-text">
                  <span data-slot="composer-menu-title">{view.title}</span>
                  {view.description !== undefined && (
                    <span data-slot="composer-menu-description">{view.description}</span>
                  )}
                </span>
              </div>
            );
          });
          if (group === null) return options;
          const groupId = `${id}-group-${String(groupIndex)}`;
          return (
            <div key={group} role="group" aria-labelledby={groupId}>
              <div id={groupId} role="presentation" data-slot="composer-menu-group">
                {group}
              </div>
              {options}
            </div>
          );
        })}
      </div>
      {note !== null && (
        <p data-slot="composer-menu-note" data-state={status} role="status">
          {note}
        </p>
      )}
      {note === null && (
        <p data-slot="visually-hidden" role="status">
          {labels.menuResults(entries.length)}
        </p>
      )}
    </div>,
    reference.closest('[data-uikit-root]') ?? reference.ownerDocument.body,
  );
}
