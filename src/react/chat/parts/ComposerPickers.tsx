import { ChevronDown } from 'lucide';
import { Suspense, useEffect, useId, useState } from 'react';
import { effectiveModelId } from '../../../chat/composerChoices';
import { useLabels } from '../../context/RenderContext';
import { CloseIcon as RemoveIcon } from '../../primitives/glyphs';
import { glyph } from '../../primitives/icons/IconSvg';
import { lazyComponent } from '../../primitives/lazyComponent';
import { WidgetIconGlyph } from '../../widgets/icons';
import { useChat } from '../ChatContext';
import { useComposerState } from '../hooks/useChatState';
import { whenIdle } from '../../primitives/whenIdle';
import type { ComposerModel, ComposerTool } from '../options';

// The open menu (Floating UI) is a chunk of its own: it loads once the pickers are in and the
// page is idle, or when a picker is first pointed at, focused or opened.
const pickerMenu = lazyComponent(() => import('./PickerMenu').then((module) => module.PickerMenu));

/** Loads the pickers' menu ahead of the first open. */
export const preloadPickerMenu = pickerMenu.preload;

/**
 * The composer's pickers: the tool menu button, pinned tools and the picked tool's chip, then the
 * model button. Loaded apart from the composer (most chats configure neither), as soon as a
 * composer that has some renders.
 */
export function ComposerPickers({
  tools,
  models,
  disabled = false,
}: {
  tools: readonly ComposerTool[];
  models: readonly ComposerModel[];
  /** As the composer's field is (a locked thread): nothing to pick for a message not sent. */
  disabled?: boolean;
}) {
  useEffect(() => whenIdle(preload), []);
  return (
    <>
      {tools.length > 0 && <ToolPicker tools={tools} disabled={disabled} />}
      {models.length > 0 && <ModelPicker models={models} disabled={disabled} />}
    </>
  );
}

const preload = () => {
  pickerMenu.preload().catch(() => undefined);
};

const ChevronIcon = glyph(ChevronDown);

/**
 * What a picker's button and its menu share: open state, the anchor, the menu's id, and the
 * button's ARIA and handlers (a click toggles; arrow keys open it, as in a native select).
 */
function usePickerButton(disabled: boolean) {
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [choosing, setOpen] = useState(false);
  // Disabled while open (the thread locked meanwhile), the menu goes.
  const open = choosing && !disabled;
  const menuId = useId();
  const buttonProps = {
    ref: setAnchor,
    type: 'button' as const,
    disabled,
    'data-state': open ? 'open' : 'closed',
    'aria-haspopup': 'listbox' as const,
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => {
      setOpen(!open);
    },
    onKeyDown: (event: { key: string; preventDefault: () => void }) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      setOpen(true);
    },
  };
  const close = () => {
    setOpen(false);
  };
  return { anchor, open, menuId, buttonProps, close };
}

/**
 * The tool picker's buttons: the menu button (for the tools that are not pinned), a button per
 * pinned tool, and the chip of the picked tool, which removes it.
 */
function ToolPicker({ tools, disabled }: { tools: readonly ComposerTool[]; disabled: boolean }) {
  const { runtime } = useChat();
  const labels = useLabels();
  const toolId = useComposerState((state) => state.toolId);
  const { anchor, open, menuId, buttonProps, close } = usePickerButton(disabled);
  const inMenu = tools.filter((tool) => tool.pinned !== true);
  const picked = tools.find((tool) => tool.id === toolId);
  const pick = (id: string | null) => {
    runtime.setComposerValue({ toolId: id });
  };
  return (
    <>
      {inMenu.length > 0 && (
        <button
          {...buttonProps}
          data-slot="tool-picker"
          aria-label={labels.toolPicker}
          title={labels.toolPicker}
        >
          <WidgetIconGlyph name="settings-slider" />
        </button>
      )}
      {tools
        .filter((tool) => tool.pinned === true)
        .map((tool) => (
          <button
            key={tool.id}
            type="button"
            data-slot="pinned-tool"
            disabled={disabled}
            aria-pressed={tool.id === toolId}
            title={tool.label}
            onClick={() => {
              pick(tool.id === toolId ? null : tool.id);
            }}
          >
            {tool.icon !== undefined && <WidgetIconGlyph name={tool.icon} />}
            <span>{tool.shortLabel ?? tool.label}</span>
          </button>
        ))}
      {picked !== undefined && picked.pinned !== true && (
        <button
          type="button"
          data-slot="tool-chip"
          disabled={disabled}
          aria-label={labels.removeTool(picked.shortLabel ?? picked.label)}
          title={labels.removeTool(picked.shortLabel ?? picked.label)}
          onClick={() => {
            pick(null);
          }}
        >
          {picked.icon !== undefined && <WidgetIconGlyph name={picked.icon} />}
          <span data-slot="tool-chip-label">{picked.shortLabel ?? picked.label}</span>
          <span data-slot="tool-chip-remove">
            <RemoveIcon />
          </span>
        </button>
      )}
      {open && anchor !== null && (
        <Suspense fallback={null}>
          <pickerMenu.Component
            anchor={anchor}
            id={menuId}
            label={labels.toolPicker}
            options={inMenu}
            selectedId={toolId}
            onPick={pick}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}

/** The model picker: a button showing the model a message goes with, and its menu. */
function ModelPicker({
  models,
  disabled,
}: {
  models: readonly ComposerModel[];
  disabled: boolean;
}) {
  const { runtime } = useChat();
  const labels = useLabels();
  const modelId = useComposerState((state) => state.modelId);
  const { anchor, open, menuId, buttonProps, close } = usePickerButton(disabled);
  // The model a message goes with, as the runtime decides it when sending.
  const sentId = effectiveModelId({ tools: [], models }, modelId);
  const current = models.find((model) => model.id === sentId);
  const shown = current?.label ?? sentId ?? labels.defaultModel;
  return (
    <>
      <button
        {...buttonProps}
        data-slot="model-picker"
        aria-label={labels.modelPickerButton(shown)}
      >
        <span data-slot="model-picker-label">{shown}</span>
        <span data-slot="picker-chevron">
          <ChevronIcon />
        </span>
      </button>
      {open && anchor !== null && (
        <Suspense fallback={null}>
          <pickerMenu.Component
            anchor={anchor}
            id={menuId}
            label={labels.modelPicker}
            align="end"
            options={models}
            selectedId={current?.id ?? null}
            onPick={(id) => {
              runtime.setComposerValue({ modelId: id });
            }}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
