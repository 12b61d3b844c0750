import {
  Calendar,
  Check,
  ChevronRight,
  Copy,
  Ellipsis,
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
//
// The other lazily loaded parts that draw one of these (the history panel, the pickers, the icon
// registry: `SHARED_DRAWINGS`) import it from here, not from lucide: a host's bundler puts a module
// that several lazily loaded parts share in a file of its own, per set of parts. Imported from
// lucide by each part, the thread's first open fetched five files of one to three icons each.
// An icon only one part draws stays in that part's own file.

export const CopyIcon = glyph(Copy);
export const CheckIcon = glyph(Check);
/** Points to the inline end; `Disclosure` turns it (and mirrors it in right-to-left text). */
export const ChevronIcon = glyph(ChevronRight);
export const FileIcon = glyph(FileText);
export const WarningIcon = glyph(TriangleAlert);
export const RetryIcon = glyph(RotateCcw);
export const EditIcon = glyph(Pencil);
export const CloseIcon = glyph(X);
export const MoreIcon = glyph(Ellipsis);
export const CalendarIcon = glyph(Calendar);
const ThumbUpIcon = glyph(ThumbsUp);
const ThumbDownIcon = glyph(ThumbsDown);

export function ThumbIcon({ down = false }: { down?: boolean }) {
  return down ? <ThumbDownIcon /> : <ThumbUpIcon />;
}

/** The drawings the icon registry names too (`iconRegistry.tsx`), from this module (see above). */
export const SHARED_DRAWINGS = { Calendar, Check, ChevronRight, Ellipsis, FileText, Pencil, X };
