import { Suspense, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useLabels } from '../../context/RenderContext';
import { lazyComponent } from '../../primitives/lazyComponent';
import { WidgetIconGlyph } from '../../widgets/icons';
import { useChat } from '../ChatContext';
import { useComposerState } from '../hooks/useChatState';
import { whenIdle } from '../whenIdle';
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
}: {
  tools: readonly ComposerTool[];
  models: readonly ComposerModel[];
}) {
  useEffect(() => whenIdle(preload), []);
  return (
    <>
      {tools.length > 0 && <ToolPicker tools={tools} />}
      {models.length > 0 && <ModelPicker models={models} />}
    </>
  );
}

const preload = () => {
  pickerMenu.preload().catch(() => undefined);
};

/** Arrow keys open a picker from its button, as in a native select. */
const opensOnKey = (event: KeyboardEvent) => event.key === 'ArrowDown' || event.key === 'ArrowUp';

/**
 * The tool picker's buttons: the menu button (for the tools that are not pinned), a button per
 * pinned tool, and the chip of the picked tool, which removes it.
 */
function ToolPicker({ tools }: { tools: readonly ComposerTool[] }) {
  const { runtime } = useChat();
  const labels = useLabels();
  const toolId = useComposerState((state) => state.toolId);
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const inMenu = tools.filter((tool) => tool.pinned !== true);
  const picked = tools.find((tool) => tool.id === toolId);
  const pick = (id: string | null) => {
    runtime.setComposerValue({ toolId: id });
  };
  return (
    <>
      {inMenu.length > 0 && (
        <button
          ref={setAnchor}
          type="button"
          data-slot="tool-picker"
          data-state={open ? 'open' : 'closed'}
          aria-label={labels.toolPicker}
          title={labels.toolPicker}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => {
            setOpen(!open);
          }}
          onKeyDown={(event) => {
            if (!opensOnKey(event)) return;
            event.preventDefault();
            setOpen(true);
          }}
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
          aria-label={labels.removeTool(picked.shortLabel ?? picked.label)}
          title={labels.removeTool(picked.shortLabel ?? picked.label)}
          onClick={() => {
            pick(null);
          }}
        >
          {picked.icon !== undefined && <WidgetIconGlyph name={picked.icon} />}
          <span data-slot="tool-chip-label">{picked.shortLabel ?? picked.label}</span>
          <span data-slot="tool-chip-remove" aria-hidden="true">
            ×
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
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** The model picker: a button showing the model a message goes with, and its menu. */
function ModelPicker({ models }: { models: readonly ComposerModel[] }) {
  const { runtime } = useChat();
  const labels = useLabels();
  const modelId = useComposerState((state) => state.modelId);
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const current =
    models.find((model) => model.id === modelId) ??
    (modelId === null
      ? models.find((model) => model.default === true && model.disabled !== true)
      : undefined);
  const shown = current?.label ?? modelId ?? labels.defaultModel;
  return (
    <>
      <button
        ref={setAnchor}
        type="button"
        data-slot="model-picker"
        data-state={open ? 'open' : 'closed'}
        aria-label={labels.modelPickerButton(shown)}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpen(!open);
        }}
        onKeyDown={(event) => {
          if (!opensOnKey(event)) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        <span data-slot="model-picker-label">{shown}</span>
        <svg
          data-slot="picker-chevron"
          viewBox="0 0 12 12"
          width="0.75em"
          height="0.75em"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.6}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="m3 4.5 3 3 3-3" />
        </svg>
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
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
