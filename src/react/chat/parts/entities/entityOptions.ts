import type { Entity } from '../../../../wire/entities';
import type { WidgetRoot } from '../../../../wire/widgets';

export type { Entity } from '../../../../wire/entities';

/**
 * Entities (`@`-mentions and tags), ChatKit's `EntitiesOption`: typing `@` in the composer searches
 * with `onTagSearch` and a chosen entity becomes a tag, sent as an `input_tag` part; tags in sent
 * messages and entities cited by answers call `onClick`, and their sources preview the widget
 * `onRequestPreview` gives.
 *
 * @example
 * useUikit({
 *   api,
 *   entities: {
 *     onTagSearch: async (query) => people.filter((p) => p.title.includes(query)),
 *     onClick: (entity) => { openProfile(entity.id); },
 *   },
 * });
 */
export interface EntitiesOption {
  /** The entities matching what follows `@` (an empty query lists suggestions). */
  onTagSearch?: (query: string) => Promise<Entity[]>;
  /** A composer button that types `@` and opens the menu. Default false. */
  showComposerMenu?: boolean;
  /** Called when an interactive entity (a tag in a message, a cited source) is clicked. */
  onClick?: (entity: Entity) => void;
  /**
   * A widget previewing an interactive entity (a cited source, on hover or focus): a card or
   * basic root, checked and rendered like a widget item; null for none.
   */
  onRequestPreview?: (
    entity: Entity,
  ) => Promise<{ preview: WidgetRoot | Readonly<Record<string, unknown>> | null }>;
}

/** A command of the `/` menu the host offers (ChatKit's `Command`). */
export interface ComposerCommand {
  id: string;
  /** Its name in the menu. */
  label: string;
  /** A second line in the menu. */
  description?: string;
  /** One of ChatKit's icon names (`clock`, `globe`…) or any lucide icon (`lucide:alarm-clock`). */
  icon?: string;
  /** A group of the menu, e.g. "Insert". */
  group?: string;
}

/**
 * What choosing a command does (ChatKit's `CommandSelection`): insert an entity as a tag, or show
 * another menu of commands. Returning nothing means the host did it all (an effect).
 */
export type CommandSelection =
  { type: 'entity'; entity: Entity } | { type: 'menu'; commands: ComposerCommand[] };

/**
 * The `/` command menu, ChatKit's `CommandsOption`: `/` at the start of the composer lists the
 * host's commands (`onSearch`) and the composer's own actions (attach files, pick a tool or a
 * model, as configured).
 *
 * @example
 * useUikit({
 *   api,
 *   commands: {
 *     enabled: true,
 *     onSearch: async (query) => [{ id: 'summarize', label: 'Summarize the page' }],
 *     onSelect: async (command) => { runCommand(command.id); },
 *   },
 * });
 */
export interface CommandsOption {
  enabled: boolean;
  /** The host's commands matching what follows `/`. */
  onSearch?: (query: string) => Promise<ComposerCommand[]>;
  /** Runs a chosen host command; its answer may insert an entity or open a submenu. */
  // ChatKit's shape: a host's `async` effect resolves to nothing.
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
  onSelect?: (command: ComposerCommand) => Promise<void | CommandSelection>;
}

/** What the display options keep of `entities` and `commands`: no callbacks. */
export interface EntityDisplay {
  entities?: { showComposerMenu?: boolean; search: boolean; click: boolean; preview: boolean };
  commands?: { enabled: boolean };
}

/** `entities` and `commands` without their callbacks, for the display options. */
export function entityDisplay(options: {
  entities?: EntitiesOption | undefined;
  commands?: CommandsOption | undefined;
}): EntityDisplay {
  const display: EntityDisplay = {};
  if (options.entities)
    display.entities = {
      ...(options.entities.showComposerMenu === undefined
        ? {}
        : { showComposerMenu: options.entities.showComposerMenu }),
      search: options.entities.onTagSearch !== undefined,
      click: options.entities.onClick !== undefined,
      preview: options.entities.onRequestPreview !== undefined,
    };
  if (options.commands) display.commands = { enabled: options.commands.enabled };
  return display;
}
