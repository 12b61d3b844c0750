import {
  Check,
  ChevronRight,
  Copy,
  FileText,
  Pencil,
  RotateCcw,
  ThumbsDown,
  ThumbsUp,
  TriangleAlert,
  X,
} from 'lucide';
import { glyph } from './icons/IconSvg';

// The lucide icons of the kit's own controls in the thread and its items, which load on demand
// (the first load's few are in `chatGlyphs.tsx`: a module both use would join the first load).
// Every other icon name goes through the lazily loaded registry (`WidgetIconGlyph`).

export const CopyIcon = glyph(Copy);
export const CheckIcon = glyph(Check);
/** Points to the inline end; `Disclosure` turns it (and mirrors it in right-to-left text). */
export const ChevronIcon = glyph(ChevronRight);
export const FileIcon = glyph(FileText);
export const WarningIcon = glyph(TriangleAlert);
export const RetryIcon = glyph(RotateCcw);
export const EditIcon = glyph(Pencil);
export const CloseIcon = glyph(X);
const ThumbUpIcon = glyph(ThumbsUp);
const ThumbDownIcon = glyph(ThumbsDown);

export function ThumbIcon({ down = false }: { down?: boolean }) {
  return down ? <ThumbDownIcon /> : <ThumbUpIcon />;
}
