// Lucide's icons in group 49 of 64 (see ../lucideGroups.ts), written by
// scripts/lucideIcons.ts: do not edit.
/**
 * @license lucide v1.65.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of the lucide package.
 */
import type { LucideGroup } from '../lucideGroups';

const group: LucideGroup = {
  AlignVerticalJustifyEnd: [["rect",{"width":"14","height":"6","x":"5","y":"12","rx":"2"}],["rect",{"width":"10","height":"6","x":"7","y":"2","rx":"2"}],["path",{"d":"M2 22h20"}]],
  ArrowUpLeftSquare: "SquareArrowUpLeft",
  Barrel: [["path",{"d":"M10.5 2a34.5 34.5 0 000 20"}],["path",{"d":"M13.5 2a34.5 34.5 0 010 20"}],["path",{"d":"M4.67 17h14.67"}],["path",{"d":"M4.67 7h14.67"}],["path",{"d":"M6.23 3.06a19 19 0 000 17.88A2 2 0 008 22h8a2 2 0 001.77-1.06 19 19 0 000-17.88A2 2 0 0016 2H8a2 2 0 00-1.77 1.06"}]],
  Bomb: [["circle",{"cx":"11","cy":"13","r":"9"}],["path",{"d":"M14.35 4.65 16.3 2.7a2.41 2.41 0 0 1 3.4 0l1.6 1.6a2.4 2.4 0 0 1 0 3.4l-1.95 1.95"}],["path",{"d":"m22 2-1.5 1.5"}]],
  Braces: [["path",{"d":"M8 3H7a2 2 0 0 0-2 2v5a2 2 0 0 1-2 2 2 2 0 0 1 2 2v5c0 1.1.9 2 2 2h1"}],["path",{"d":"M16 21h1a2 2 0 0 0 2-2v-5c0-1.1.9-2 2-2a2 2 0 0 1-2-2V5a2 2 0 0 0-2-2h-1"}]],
  CalendarCheck: [["path",{"d":"M8 2v3"}],["path",{"d":"M16 2v3"}],["rect",{"x":"3","y":"3","width":"18","height":"18","rx":"2"}],["path",{"d":"M3 9h18"}],["path",{"d":"m9 15 2 2 4-4"}]],
  ChartColumn: [["path",{"d":"M3 3v16a2 2 0 0 0 2 2h16"}],["path",{"d":"M18 17V9"}],["path",{"d":"M13 17V5"}],["path",{"d":"M8 17v-3"}]],
  CircleChevronUp: [["circle",{"cx":"12","cy":"12","r":"10"}],["path",{"d":"m8 14 4-4 4 4"}]],
  CirclePile: [["circle",{"cx":"12","cy":"19","r":"2"}],["circle",{"cx":"12","cy":"5","r":"2"}],["circle",{"cx":"16","cy":"12","r":"2"}],["circle",{"cx":"20","cy":"19","r":"2"}],["circle",{"cx":"4","cy":"19","r":"2"}],["circle",{"cx":"8","cy":"12","r":"2"}]],
  CirclePoundSterling: [["circle",{"cx":"12","cy":"12","r":"10"}],["path",{"d":"M10 16V9.5a1 1 0 0 1 5 0"}],["path",{"d":"M8 12h4"}],["path",{"d":"M8 16h7"}]],
  Clipboard: [["rect",{"width":"8","height":"4","x":"8","y":"2","rx":"1","ry":"1"}],["path",{"d":"M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2"}]],
  CloudMoonRain: [["path",{"d":"M11 20v2"}],["path",{"d":"M18.376 14.512a6 6 0 0 0 3.461-4.127c.148-.625-.659-.97-1.248-.714a4 4 0 0 1-5.259-5.26c.255-.589-.09-1.395-.716-1.248a6 6 0 0 0-4.594 5.36"}],["path",{"d":"M3 20a5 5 0 1 1 8.9-4H13a3 3 0 0 1 2 5.24"}],["path",{"d":"M7 19v2"}]],
  CloudSnow: [["path",{"d":"M4 14.899A7 7 0 1 1 15.71 8h1.79a4.5 4.5 0 0 1 2.5 8.242"}],["path",{"d":"M8 15h.01"}],["path",{"d":"M8 19h.01"}],["path",{"d":"M12 17h.01"}],["path",{"d":"M12 21h.01"}],["path",{"d":"M16 15h.01"}],["path",{"d":"M16 19h.01"}]],
  Drone: [["path",{"d":"M10 10 7 7"}],["path",{"d":"m10 14-3 3"}],["path",{"d":"m14 10 3-3"}],["path",{"d":"m14 14 3 3"}],["path",{"d":"M14.205 4.139a4 4 0 1 1 5.439 5.863"}],["path",{"d":"M19.637 14a4 4 0 1 1-5.432 5.868"}],["path",{"d":"M4.367 10a4 4 0 1 1 5.438-5.862"}],["path",{"d":"M9.795 19.862a4 4 0 1 1-5.429-5.873"}],["rect",{"x":"10","y":"8","width":"4","height":"8","rx":"1"}]],
  Edit: "SquarePen",
  Ellipse: [["ellipse",{"cx":"12","cy":"12","rx":"10","ry":"6"}]],
  FileJson: "FileBraces",
  FolderSearch: [["path",{"d":"M10.7 20H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h3.9a2 2 0 0 1 1.69.9l.81 1.2a2 2 0 0 0 1.67.9H20a2 2 0 0 1 2 2v4.1"}],["path",{"d":"m21 21-1.9-1.9"}],["circle",{"cx":"17","cy":"17","r":"3"}]],
  Galaxy: [["path",{"d":"M16.005 15.108a5.041 6.52 28.25 00-8.008-6.217 5.041 6.52 28.25 008.008 6.217A11.884 7.288-60.76 014.029 7.001"}],["path",{"d":"M17 21h.01"}],["path",{"d":"M7 3h.01"}],["path",{"d":"M7.997 8.891a11.885 7.288-60.756 0111.977 8.107"}],["circle",{"cx":"12","cy":"12","r":"1","fill":"currentColor"}]],
  GalleryHorizontal: [["path",{"d":"M2 3v18"}],["rect",{"width":"12","height":"18","x":"6","y":"3","rx":"2"}],["path",{"d":"M22 3v18"}]],
  GapVertical: [["path",{"d":"M2 12h2"}],["path",{"d":"M8 12h2"}],["path",{"d":"M14 12h2"}],["path",{"d":"M20 12h2"}],["path",{"d":"M3 21v-3a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3"}],["path",{"d":"M3 3v3a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V3"}]],
  GeorgianLari: [["path",{"d":"M10 10V3"}],["path",{"d":"M14 10V3"}],["path",{"d":"M19 13a7 7 0 10-7 7"}],["path",{"d":"M5 20h14"}]],
  Grid: "Grid3x3",
  Grid2x2X: [["path",{"d":"M12 3v17a1 1 0 0 1-1 1H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1H3"}],["path",{"d":"m16.5 16.5 5 5"}],["path",{"d":"m16.5 21.5 5-5"}]],
  Hash: [["line",{"x1":"4","x2":"20","y1":"9","y2":"9"}],["line",{"x1":"4","x2":"20","y1":"15","y2":"15"}],["line",{"x1":"10","x2":"8","y1":"3","y2":"21"}],["line",{"x1":"16","x2":"14","y1":"3","y2":"21"}]],
  LetterV: [["path",{"d":"m6 4 5.765 15.835a.25.25 0 00.47 0L18 4"}]],
  LineChart: "ChartLine",
  ListClock: [["path",{"d":"M16 13v2.2l1.6 1"}],["path",{"d":"M3 12h3.458"}],["path",{"d":"M3 19h3.832"}],["path",{"d":"M3 5h18"}],["circle",{"cx":"16","cy":"15","r":"6"}]],
  PhoneOutgoing: [["path",{"d":"m16 8 6-6"}],["path",{"d":"M22 8V2h-6"}],["path",{"d":"M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384"}]],
  Plug2: [["path",{"d":"M9 2v6"}],["path",{"d":"M15 2v6"}],["path",{"d":"M12 17v5"}],["path",{"d":"M5 8h14"}],["path",{"d":"M6 11V8h12v3a6 6 0 1 1-12 0Z"}]],
  RectangleEllipsis: [["rect",{"width":"20","height":"12","x":"2","y":"6","rx":"2"}],["path",{"d":"M12 12h.01"}],["path",{"d":"M17 12h.01"}],["path",{"d":"M7 12h.01"}]],
  ShowerHead: [["path",{"d":"m4 4 2.5 2.5"}],["path",{"d":"M13.5 6.5a4.95 4.95 0 0 0-7 7"}],["path",{"d":"M15 5 5 15"}],["path",{"d":"M14 17v.01"}],["path",{"d":"M10 16v.01"}],["path",{"d":"M13 13v.01"}],["path",{"d":"M16 10v.01"}],["path",{"d":"M11 20v.01"}],["path",{"d":"M17 14v.01"}],["path",{"d":"M20 11v.01"}]],
  Slice: [["path",{"d":"M11 16.586V19a1 1 0 0 1-1 1H2L18.37 3.63a1 1 0 1 1 3 3l-9.663 9.663a1 1 0 0 1-1.414 0L8 14"}]],
  SquareChevronRight: [["rect",{"width":"18","height":"18","x":"3","y":"3","rx":"2"}],["path",{"d":"m10 8 4 4-4 4"}]],
  SquareM: "SquareLetterM",
  SquarePi: [["rect",{"width":"18","height":"18","x":"3","y":"3","rx":"2"}],["path",{"d":"M7 7h10"}],["path",{"d":"M10 7v10"}],["path",{"d":"M16 17a2 2 0 0 1-2-2V7"}]],
  TagX: [["path",{"d":"m16.5 6.5-3.914-3.914A2 2 0 0 0 11.172 2H4a2 2 0 0 0-2 2v7.172a2 2 0 0 0 .586 1.414l8.704 8.704a2.43 2.43 0 0 0 3.42 0l1.79-1.79"}],["path",{"d":"m16.5 10.5 5 5"}],["path",{"d":"m21.5 10.5-5 5"}],["circle",{"cx":"7.5","cy":"7.5","r":".5","fill":"currentColor"}]],
  UserCog2: "UserRoundCog",
  UtilityPole: [["path",{"d":"M12 2v20"}],["path",{"d":"M2 5h20"}],["path",{"d":"M3 3v2"}],["path",{"d":"M7 3v2"}],["path",{"d":"M17 3v2"}],["path",{"d":"M21 3v2"}],["path",{"d":"m19 5-7 7-7-7"}]],
  VideoOff: [["path",{"d":"M10.66 6H14a2 2 0 0 1 2 2v2.5l5.248-3.062A.5.5 0 0 1 22 7.87v8.196"}],["path",{"d":"M16 16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h2"}],["path",{"d":"m2 2 20 20"}]],
  ZodiacLibra: [["path",{"d":"M3 16h6.857c.162-.012.19-.323.038-.38a6 6 0 1 1 4.212 0c-.153.057-.125.368.038.38H21"}],["path",{"d":"M3 20h18"}]],
};
export default group;
