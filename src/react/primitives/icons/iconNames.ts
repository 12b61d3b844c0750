import type { WidgetIconName } from '../../../wire/widgets';

/** A name of ChatKit's header icon set (`header.leftAction.icon`, `header.rightAction.icon`). */
export type HeaderIconName =
  | 'sidebar-left'
  | 'sidebar-right'
  | 'sidebar-open-left'
  | 'sidebar-open-right'
  | 'sidebar-open-left-alt'
  | 'sidebar-open-right-alt'
  | 'sidebar-floating-left'
  | 'sidebar-floating-right'
  | 'sidebar-floating-open-left'
  | 'sidebar-floating-open-right'
  | 'sidebar-collapse-left'
  | 'sidebar-collapse-right'
  | 'collapse-left'
  | 'collapse-right'
  | 'open-left'
  | 'open-right'
  | 'double-chevron-left'
  | 'double-chevron-right'
  | 'home'
  | 'home-alt'
  | 'back-small'
  | 'back-large'
  | 'expand-large'
  | 'collapse-large'
  | 'expand-small'
  | 'collapse-small'
  | 'star'
  | 'star-filled'
  | 'bug'
  | 'chat-temporary'
  | 'settings-cog'
  | 'grid'
  | 'dots-horizontal'
  | 'dots-vertical'
  | 'dots-horizontal-circle'
  | 'dots-vertical-circle'
  | 'menu'
  | 'menu-inverted'
  | 'hamburger'
  | 'history'
  | 'book-open'
  | 'compose'
  | 'share'
  | 'light-mode'
  | 'dark-mode'
  | 'close';

// The same names at run time, for the registry's test (which also checks that the two agree: the
// registry must draw every name of the type, and no more than this list).
export const HEADER_ICONS = [
  'sidebar-left',
  'sidebar-right',
  'sidebar-open-left',
  'sidebar-open-right',
  'sidebar-open-left-alt',
  'sidebar-open-right-alt',
  'sidebar-floating-left',
  'sidebar-floating-right',
  'sidebar-floating-open-left',
  'sidebar-floating-open-right',
  'sidebar-collapse-left',
  'sidebar-collapse-right',
  'collapse-left',
  'collapse-right',
  'open-left',
  'open-right',
  'double-chevron-left',
  'double-chevron-right',
  'home',
  'home-alt',
  'back-small',
  'back-large',
  'expand-large',
  'collapse-large',
  'expand-small',
  'collapse-small',
  'star',
  'star-filled',
  'bug',
  'chat-temporary',
  'settings-cog',
  'grid',
  'dots-horizontal',
  'dots-vertical',
  'dots-horizontal-circle',
  'dots-vertical-circle',
  'menu',
  'menu-inverted',
  'hamburger',
  'history',
  'book-open',
  'compose',
  'share',
  'light-mode',
  'dark-mode',
  'close',
] as const satisfies readonly HeaderIconName[];

/**
 * The names of ChatKit's `ChatKitIcon` (tools, start-screen prompts, commands) that are neither
 * widget icon names nor header icon names.
 */
export const CHATKIT_ONLY_ICONS = ['clock'] as const;

/**
 * Every built-in icon name the kit draws: the widget vocabulary's, ChatKit's header icons and the
 * rest of ChatKit's `ChatKitIcon`.
 */
export type IconName = WidgetIconName | HeaderIconName | (typeof CHATKIT_ONLY_ICONS)[number];
