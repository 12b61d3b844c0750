import { CHAT_EVENT_HANDLER_NAMES } from '../../chat/chatEvents';
import { entityDisplay } from './parts/entities/entityOptions';
import type { UikitDisplayOptions, UikitOptions } from './options';

const isEventHandler = (key: string) =>
  (CHAT_EVENT_HANDLER_NAMES as readonly string[]).includes(key);

const withoutOnClick = <T extends { onClick: unknown }>({
  onClick: _onClick,
  ...action
}: T): Omit<T, 'onClick'> => action;

/**
 * The options without their callbacks: event listeners, client tools, `widgets.onAction`, the
 * header actions' `onClick` (`actions`, `leftAction`, `rightAction`) and the item actions'
 * (`threadItemActions.custom`). Those are read through the control's latest ref when they fire; left
 * in, a host's inline closure would make the display options new on every host render, and every
 * context and thread row below with them.
 */
export function displayOptions(options: UikitOptions): UikitDisplayOptions {
  const {
    api: _api,
    onClientTool: _tools,
    queryClient: _client,
    header,
    widgets,
    entities,
    commands,
    theme,
    threadItemActions,
    ...rest
  } = options;
  const display: UikitDisplayOptions = Object.fromEntries(
    Object.entries(rest).filter(([key]) => !isEventHandler(key)),
  );
  // ChatKit's `theme: 'dark'`: a colour scheme alone.
  if (typeof theme === 'string') display.theme = { colorScheme: theme };
  else if (theme) display.theme = theme;
  if (header) {
    const { actions, leftAction, rightAction, ...headerRest } = header;
    const shown: NonNullable<UikitDisplayOptions['header']> = headerRest;
    if (actions) shown.actions = actions.map(withoutOnClick);
    if (leftAction) shown.leftAction = withoutOnClick(leftAction);
    if (rightAction) shown.rightAction = withoutOnClick(rightAction);
    display.header = shown;
  }
  if (threadItemActions)
    display.threadItemActions = {
      ...threadItemActions,
      custom: threadItemActions.custom?.map(withoutOnClick),
    };
  if (widgets) {
    const { onAction: _onAction, ...widgetsRest } = widgets;
    display.widgets = widgetsRest;
  }
  Object.assign(display, entityDisplay({ entities, commands }));
  return display;
}
