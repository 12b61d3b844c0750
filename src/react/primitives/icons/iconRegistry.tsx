import {
  ArrowLeft, ArrowLeftFromLine, ArrowLeftToLine, ArrowRightFromLine, ArrowRightToLine, Atom, Award,
  Book, BookBookmark, BookOpen, Bot, Box, BriefcaseBusiness, Bug, ChartColumn, ChartLine,
  ChevronLeft, ChevronsLeft, ChevronsRight, Circle, Clock,
  CircleCheck, CircleEllipsis, CircleQuestionMark, CircleUser, Compass, Contact, Dot,
  EllipsisVertical, Expand, ExternalLink, File, FlaskConical, Globe, House, IdCard,
  Image, Images, Info, KeyRound, Layers, LayoutDashboard, LayoutGrid, LifeBuoy, Lightbulb, Mail,
  Map as MapIcon, MapPin, Maximize2, Menu, MessageCircleDashed, Minimize2, Monitor, Moon,
  MoveLeft, Notebook, NotebookPen, PanelLeft, PanelLeftClose, PanelLeftDashed,
  PanelLeftOpen, PanelRight, PanelRightClose, PanelRightDashed, SquareArrowLeft, SquareArrowRight,
  PanelRightOpen, PartyPopper, RotateCcwClock, Share, PencilLine, PenLine, Phone, Play, Plus, RotateCw, Search,
  Settings, Shrink, SlidersHorizontal, Smartphone, Sparkle, Sparkles, SquareChevronLeft,
  SquareChevronRight, SquareCode, SquarePen, SquareText, Star, Sun, TextAlignEnd, User, Zap,
  type IconNode,
} from 'lucide'; // prettier-ignore
import { SHARED_DRAWINGS } from '../glyphs';
import type { IconName } from './iconNames';
import { lucideNode } from './lucideIcons';

// The name → drawing map: about a hundred lucide icons, too many for the first load, so this
// module loads on demand (`loadIcons`), with the chat's other deferred parts. The few the kit's
// lazily loaded controls draw too come from their module (see glyphs.tsx).

const { Calendar, Check, ChevronRight, Ellipsis, FileText, Pencil, X } = SHARED_DRAWINGS;

// Lucide draws outlines only; the filled names fill the same outline.
const StarFilled: IconNode = Star.map(([tag, attributes]) => [
  tag,
  { ...attributes, fill: 'currentColor' },
]);
const CheckCircleFilled: IconNode = CircleCheck.map(([tag, attributes]) =>
  tag === 'circle'
    ? [tag, { ...attributes, fill: 'currentColor' }]
    : [tag, { ...attributes, stroke: 'var(--uikit-color-bg, #fff)' }],
);
const DotsVerticalCircle: IconNode = CircleEllipsis.map(([tag, attributes]) => [
  tag,
  { ...attributes, transform: 'rotate(90 12 12)' },
]);

/**
 * Names that draw the same icon on purpose: ChatKit has two names for one meaning. Every other pair
 * of names draws differently (checked by `iconRegistry.test.tsx`).
 */
export const ICON_SYNONYMS: readonly (readonly [IconName, IconName])[] = [
  // The three-line menu: ChatKit lists it under both names.
  ['hamburger', 'menu'],
];

/** Names already reported as unknown: each is logged once per page. */
const reported = new Set<string>();

/**
 * The drawing of an icon name, or undefined for a name this version does not know, which is logged
 * once (here, in the lazily loaded module, to keep that out of the first load). A well-formed
 * `lucide:` name is any of lucide's icons, drawn once its group loads (`lucideNode`).
 */
export function iconNode(name: string): IconNode | undefined {
  if (Object.hasOwn(ICONS, name)) return ICONS[name as IconName];
  const lucide = lucideNode(name);
  if (lucide) return lucide;
  if (!reported.has(name)) {
    reported.add(name);
    console.warn(`uikit: unknown widget icon "${name}" is drawn as an empty space`);
  }
  return undefined;
}

/** Every icon name's drawing. */
export const ICONS: Readonly<Record<IconName, IconNode>> = {
  // The widget vocabulary.
  agent: Bot, analytics: ChartLine, atom: Atom, batch: Layers, bolt: Zap, 'book-open': BookOpen,
  'book-closed': Book, 'book-clock': BookBookmark, bug: Bug, calendar: Calendar, chart: ChartColumn,
  check: Check, 'check-circle': CircleCheck, 'check-circle-filled': CheckCircleFilled,
  'chevron-left': ChevronLeft, 'chevron-right': ChevronRight, 'circle-question': CircleQuestionMark,
  compass: Compass, confetti: PartyPopper, cube: Box, desktop: Monitor, document: FileText, dot: Dot,
  'dots-horizontal': Ellipsis, 'dots-vertical': EllipsisVertical, 'empty-circle': Circle,
  'external-link': ExternalLink, globe: Globe, keys: KeyRound, lab: FlaskConical, images: Images,
  info: Info, lifesaver: LifeBuoy, lightbulb: Lightbulb, mail: Mail, 'map-pin': MapPin,
  maps: MapIcon, mobile: Smartphone, name: Contact, notebook: Notebook, 'notebook-pencil': NotebookPen,
  'page-blank': File, phone: Phone, play: Play, plus: Plus, profile: CircleUser,
  'profile-card': IdCard, reload: RotateCw, star: Star, 'star-filled': StarFilled, search: Search,
  sparkle: Sparkle, 'sparkle-double': Sparkles, 'square-code': SquareCode, 'square-image': Image,
  'square-text': SquareText, suitcase: BriefcaseBusiness, 'settings-slider': SlidersHorizontal,
  user: User, wreath: Award, write: Pencil, 'write-alt': PencilLine, 'write-alt2': PenLine,
  // The rest of ChatKit's ChatKitIcon (tools, start-screen prompts, commands).
  clock: Clock,
  // ChatKit's header icons.
  'sidebar-left': PanelLeft, 'sidebar-right': PanelRight, 'sidebar-open-left': PanelLeftOpen,
  'sidebar-open-right': PanelRightOpen, 'sidebar-open-left-alt': SquareArrowRight,
  'sidebar-open-right-alt': SquareArrowLeft, 'sidebar-floating-left': PanelLeftDashed,
  'sidebar-floating-right': PanelRightDashed, 'sidebar-floating-open-left': SquareChevronRight,
  'sidebar-floating-open-right': SquareChevronLeft, 'sidebar-collapse-left': PanelLeftClose,
  'sidebar-collapse-right': PanelRightClose, 'collapse-left': ArrowLeftToLine,
  'collapse-right': ArrowRightToLine, 'open-left': ArrowLeftFromLine, 'open-right': ArrowRightFromLine,
  'double-chevron-left': ChevronsLeft, 'double-chevron-right': ChevronsRight, home: House,
  'home-alt': LayoutDashboard, 'back-small': ArrowLeft, 'back-large': MoveLeft,
  'expand-large': Maximize2, 'collapse-large': Minimize2, 'expand-small': Expand,
  'collapse-small': Shrink, 'chat-temporary': MessageCircleDashed, 'settings-cog': Settings,
  grid: LayoutGrid, 'dots-horizontal-circle': CircleEllipsis, 'dots-vertical-circle': DotsVerticalCircle,
  menu: Menu, 'menu-inverted': TextAlignEnd, hamburger: Menu, compose: SquarePen,
  // Lucide's "history" (a clock with an arrow turning back), and a box with an arrow leaving it.
  history: RotateCcwClock, share: Share,
  'light-mode': Sun, 'dark-mode': Moon, close: X,
}; // prettier-ignore
