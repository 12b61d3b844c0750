import type { FocusEvent, MouseEvent } from 'react';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Fields being focused by the press of a mouse button, until the button is released. */
const focusingPress = new WeakSet<EventTarget>();

/**
 * The props of a field's `autoSelect` (Input, Textarea, an editable Text): its whole text is
 * selected when it takes the focus, by keyboard or by a click. Chromium keeps a selection made on
 * focus through the click that focused the field; a click simulated in JavaScript (Testing
 * Library's user-event, as the stories run) and, by long-standing reports, WebKit then put the
 * caret where the press landed. So the release of a press that focused the field selects again
 * (and its default is cancelled); a click in a field that already has the focus places the caret
 * as usual.
 */
export function selectOnFocus(enabled: boolean | undefined) {
  if (!enabled) return {};
  return {
    onMouseDown: (event: MouseEvent<TextField>) => {
      if (document.activeElement !== event.currentTarget) focusingPress.add(event.currentTarget);
    },
    onMouseUp: (event: MouseEvent<TextField>) => {
      if (!focusingPress.delete(event.currentTarget)) return;
      event.preventDefault();
      event.currentTarget.select();
    },
    onFocus: (event: FocusEvent<TextField>) => {
      event.currentTarget.select();
    },
  };
}
