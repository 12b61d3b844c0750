// Lucide's icons in group 16 of 64 (see ../lucideGroups.ts), written by
// scripts/lucideIcons.ts: do not edit.
/**
 * @license lucide v1.65.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of the lucide package.
 */
import type { LucideGroup } from '../lucideGroups';

const group: LucideGroup = {
  BanknoteArrowDown: [["path",{"d":"M12 18H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5"}],["path",{"d":"m16 19 3 3 3-3"}],["path",{"d":"M18 12h.01"}],["path",{"d":"M19 16v6"}],["path",{"d":"M6 12h.01"}],["circle",{"cx":"12","cy":"12","r":"2"}]],
  Certificate: [["path",{"d":"M12 10H6"}],["path",{"d":"m20.69 15.479 1.29 4.88a.5.5 0 01-.698.591l-1.843-.849a1 1 0 00-.879.001l-1.846.85a.5.5 0 01-.692-.593l1.29-4.88"}],["path",{"d":"M22 6.675V6a2 2 0 00-2-2H4a2 2 0 00-2 2v12a2 2 0 002 2h8"}],["path",{"d":"M6 14h4"}],["circle",{"cx":"19","cy":"13","r":"3"}]],
  ChartNoAxesColumnDecreasing: [["path",{"d":"M5 21V3"}],["path",{"d":"M12 21V9"}],["path",{"d":"M19 21v-6"}]],
  ChevronLast: [["path",{"d":"m7 18 6-6-6-6"}],["path",{"d":"M17 6v12"}]],
  CircleArrowRight: [["circle",{"cx":"12","cy":"12","r":"10"}],["path",{"d":"m12 16 4-4-4-4"}],["path",{"d":"M8 12h8"}]],
  CircleParkingOff: "CircleLetterPOff",
  Divide: [["circle",{"cx":"12","cy":"6","r":"1"}],["line",{"x1":"5","x2":"19","y1":"12","y2":"12"}],["circle",{"cx":"12","cy":"18","r":"1"}]],
  Dumbbell: [["path",{"d":"M17.596 12.768a2 2 0 1 0 2.829-2.829l-1.768-1.767a2 2 0 0 0 2.828-2.829l-2.828-2.828a2 2 0 0 0-2.829 2.828l-1.767-1.768a2 2 0 1 0-2.829 2.829z"}],["path",{"d":"m2.5 21.5 1.4-1.4"}],["path",{"d":"m20.1 3.9 1.4-1.4"}],["path",{"d":"M5.343 21.485a2 2 0 1 0 2.829-2.828l1.767 1.768a2 2 0 1 0 2.829-2.829l-6.364-6.364a2 2 0 1 0-2.829 2.829l1.768 1.767a2 2 0 0 0-2.828 2.829z"}],["path",{"d":"m9.6 14.4 4.8-4.8"}]],
  FlashlightOff: [["path",{"d":"M11.652 6H18"}],["path",{"d":"M12 13v1"}],["path",{"d":"M16 16v4a2 2 0 0 1-2 2h-4a2 2 0 0 1-2-2v-8a4 4 0 0 0-.8-2.4l-.6-.8A3 3 0 0 1 6 7V6"}],["path",{"d":"m2 2 20 20"}],["path",{"d":"M7.649 2H17a1 1 0 0 1 1 1v4a3 3 0 0 1-.6 1.8l-.6.8a4 4 0 0 0-.55 1.007"}]],
  FoldVertical: [["path",{"d":"M12 22v-6"}],["path",{"d":"M12 8V2"}],["path",{"d":"M4 12H2"}],["path",{"d":"M10 12H8"}],["path",{"d":"M16 12h-2"}],["path",{"d":"M22 12h-2"}],["path",{"d":"m15 19-3-3-3 3"}],["path",{"d":"m15 5-3 3-3-3"}]],
  GanttChartSquare: "SquareChartGantt",
  Gauge: [["path",{"d":"m12 14 4-4"}],["path",{"d":"M3.34 19a10 10 0 1 1 17.32 0"}]],
  HalfNote: [["circle",{"cx":"12","cy":"18","r":"4"}],["path",{"d":"M16 18V2"}]],
  Helicopter: [["path",{"d":"M11 17v4"}],["path",{"d":"M14 3v8a2 2 0 0 0 2 2h5.865"}],["path",{"d":"M17 17v4"}],["path",{"d":"M18 17a4 4 0 0 0 4-4 8 6 0 0 0-8-6 6 5 0 0 0-6 5v3a2 2 0 0 0 2 2z"}],["path",{"d":"M2 10v5"}],["path",{"d":"M6 3h16"}],["path",{"d":"M7 21h14"}],["path",{"d":"M8 13H2"}]],
  LaptopMinimalCheck: [["path",{"d":"M2 20h20"}],["path",{"d":"m9 10 2 2 4-4"}],["rect",{"x":"3","y":"4","width":"18","height":"12","rx":"2"}]],
  Lectern: [["path",{"d":"M15 13h4a2 2 0 001.901-1.38l1.057-4.333A1 1 0 0021 6H3a1 1 0 00-.958 1.287L3.1 11.621A2 2 0 005.001 13h4"}],["path",{"d":"M15 22V11a1 1 0 00-1-1h-4a1 1 0 00-1 1v11"}],["path",{"d":"M18 22H6"}],["path",{"d":"M18 6V3a1 1 0 00-1-1h-3"}]],
  LetterM: [["path",{"d":"M4 20V4.253a.25.25 0 01.454-.144l6.727 9.467a1 1 0 001.63 0l6.735-9.468a.25.25 0 01.454.145V20"}]],
  Loader2: "LoaderCircle",
  ParkingSquare: "SquareLetterP",
  Pen: [["path",{"d":"M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z"}]],
  Shield: [["path",{"d":"M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z"}]],
  Shrink: [["path",{"d":"m15 15 6 6m-6-6v4.8m0-4.8h4.8"}],["path",{"d":"M9 19.8V15m0 0H4.2M9 15l-6 6"}],["path",{"d":"M15 4.2V9m0 0h4.8M15 9l6-6"}],["path",{"d":"M9 4.2V9m0 0H4.2M9 9 3 3"}]],
  SquareDashedKanban: [["path",{"d":"M8 7v7"}],["path",{"d":"M12 7v4"}],["path",{"d":"M16 7v9"}],["path",{"d":"M5 3a2 2 0 0 0-2 2"}],["path",{"d":"M9 3h1"}],["path",{"d":"M14 3h1"}],["path",{"d":"M19 3a2 2 0 0 1 2 2"}],["path",{"d":"M21 9v1"}],["path",{"d":"M21 14v1"}],["path",{"d":"M21 19a2 2 0 0 1-2 2"}],["path",{"d":"M14 21h1"}],["path",{"d":"M9 21h1"}],["path",{"d":"M5 21a2 2 0 0 1-2-2"}],["path",{"d":"M3 14v1"}],["path",{"d":"M3 9v1"}]],
  SquareDashedXCorner: [["path",{"d":"M14 3h1"}],["path",{"d":"m16 16 5 5"}],["path",{"d":"M19 3a2 2 0 012 2"}],["path",{"d":"m21 16-5 5"}],["path",{"d":"M21 9v1"}],["path",{"d":"M3 14v1"}],["path",{"d":"M3 9v1"}],["path",{"d":"M5 21a2 2 0 01-2-2"}],["path",{"d":"M5 3a2 2 0 00-2 2"}],["path",{"d":"M9 21h1"}],["path",{"d":"M9 3h1"}]],
  SquarePause: [["rect",{"width":"18","height":"18","x":"3","y":"3","rx":"2"}],["line",{"x1":"10","x2":"10","y1":"15","y2":"9"}],["line",{"x1":"14","x2":"14","y1":"15","y2":"9"}]],
  TableCellsSplit: [["path",{"d":"M12 15V9"}],["path",{"d":"M3 15h18"}],["path",{"d":"M3 9h18"}],["rect",{"width":"18","height":"18","x":"3","y":"3","rx":"2"}]],
  WindArrowDown: [["path",{"d":"M10 2v8"}],["path",{"d":"M12.8 21.6A2 2 0 1 0 14 18H2"}],["path",{"d":"M17.5 10a2.5 2.5 0 1 1 2 4H2"}],["path",{"d":"m6 6 4 4 4-4"}]],
};
export default group;
