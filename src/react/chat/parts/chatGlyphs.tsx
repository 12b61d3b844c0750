import { ArrowUp, PanelLeft, Plus, SquarePen } from 'lucide';
import { glyph } from '../../primitives/icons/IconSvg';

// The lucide icons of the chat's first screen (header and composer), imported one by one so that
// only they reach the first load.

export const SendIcon = glyph(ArrowUp);
export const AttachIcon = glyph(Plus);
/** The history toggle: a panel at the side, the convention of chat apps. */
export const HistoryIcon = glyph(PanelLeft);
export const NewChatIcon = glyph(SquarePen);
