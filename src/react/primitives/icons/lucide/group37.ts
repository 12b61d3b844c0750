// Lucide's icons in group 37 of 64 (see ../lucideGroups.ts), written by
// scripts/lucideIcons.ts: do not edit.
/**
 * @license lucide v1.65.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of the lucide package.
 */
import type { LucideGroup } from '../lucideGroups';

const group: LucideGroup = {
  Airplay: [["path",{"d":"M5 17H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-1"}],["path",{"d":"m12 15 5 6H7Z"}]],
  AlignHorizontalSpaceAround: [["rect",{"width":"6","height":"10","x":"9","y":"7","rx":"2"}],["path",{"d":"M4 22V2"}],["path",{"d":"M20 22V2"}]],
  Archive: [["rect",{"width":"20","height":"5","x":"2","y":"3","rx":"1"}],["path",{"d":"M4 8v11a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8"}],["path",{"d":"M10 12h4"}]],
  ArrowDownAZ: [["path",{"d":"m3 16 4 4 4-4"}],["path",{"d":"M7 20V4"}],["path",{"d":"M20 8h-5"}],["path",{"d":"M15 10V6.5a2.5 2.5 0 0 1 5 0V10"}],["path",{"d":"M15 14h5l-5 6h5"}]],
  Blinds: [["path",{"d":"M3 3h18"}],["path",{"d":"M20 7H8"}],["path",{"d":"M20 11H8"}],["path",{"d":"M10 19h10"}],["path",{"d":"M8 15h12"}],["path",{"d":"M4 3v14"}],["circle",{"cx":"4","cy":"19","r":"2"}]],
  BookDashed: [["path",{"d":"M12 17h1.5"}],["path",{"d":"M12 22h1.5"}],["path",{"d":"M12 2h1.5"}],["path",{"d":"M17.5 22H19a1 1 0 0 0 1-1"}],["path",{"d":"M17.5 2H19a1 1 0 0 1 1 1v1.5"}],["path",{"d":"M20 14v3h-2.5"}],["path",{"d":"M20 8.5V10"}],["path",{"d":"M4 10V8.5"}],["path",{"d":"M4 19.5V14"}],["path",{"d":"M4 4.5A2.5 2.5 0 0 1 6.5 2H8"}],["path",{"d":"M8 22H6.5a1 1 0 0 1 0-5H8"}]],
  BookImage: [["path",{"d":"m20 13.7-2.1-2.1a2 2 0 0 0-2.8 0L9.7 17"}],["path",{"d":"M4 19.5v-15A2.5 2.5 0 0 1 6.5 2H19a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H6.5a1 1 0 0 1 0-5H20"}],["circle",{"cx":"10","cy":"8","r":"2"}]],
  Building2: "BuildingComplex",
  CalendarMinus2: [["path",{"d":"M8 2v3"}],["path",{"d":"M16 2v3"}],["rect",{"x":"3","y":"3","width":"18","height":"18","rx":"2"}],["path",{"d":"M3 9h18"}],["path",{"d":"M10 15h4"}]],
  CalendarX: [["path",{"d":"M8 2v3"}],["path",{"d":"M16 2v3"}],["rect",{"x":"3","y":"3","width":"18","height":"18","rx":"2"}],["path",{"d":"M3 9h18"}],["path",{"d":"m14 13-4 4"}],["path",{"d":"m10 13 4 4"}]],
  ClipboardEdit: "ClipboardPen",
  ClosedCaption: [["path",{"d":"M10 9.17a3 3 0 1 0 0 5.66"}],["path",{"d":"M17 9.17a3 3 0 1 0 0 5.66"}],["rect",{"x":"2","y":"5","width":"20","height":"14","rx":"2"}]],
  Cloudy: [["path",{"d":"M17.5 12a1 1 0 1 1 0 9H9.006a7 7 0 1 1 6.702-9z"}],["path",{"d":"M21.832 9A3 3 0 0 0 19 7h-2.207a5.5 5.5 0 0 0-10.72.61"}]],
  FormInput: "RectangleEllipsis",
  GitPullRequestCreate: [["circle",{"cx":"6","cy":"6","r":"3"}],["path",{"d":"M6 9v12"}],["path",{"d":"M13 6h3a2 2 0 0 1 2 2v3"}],["path",{"d":"M18 15v6"}],["path",{"d":"M21 18h-6"}]],
  HardDriveUpload: [["path",{"d":"m16 6-4-4-4 4"}],["path",{"d":"M12 2v8"}],["rect",{"width":"20","height":"8","x":"2","y":"14","rx":"2"}],["path",{"d":"M6 18h.01"}],["path",{"d":"M10 18h.01"}]],
  Info: [["circle",{"cx":"12","cy":"12","r":"10"}],["path",{"d":"M12 16v-4"}],["path",{"d":"M12 8h.01"}]],
  LetterZ: [["path",{"d":"M6 4h11.5a.5.5 0 01.387.817L6.114 19.183a.5.5 0 00.387.817H18"}]],
  MapPinOff: [["path",{"d":"M12.75 7.09a3 3 0 0 1 2.16 2.16"}],["path",{"d":"M17.072 17.072c-1.634 2.17-3.527 3.912-4.471 4.727a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 1.432-4.568"}],["path",{"d":"m2 2 20 20"}],["path",{"d":"M8.475 2.818A8 8 0 0 1 20 10c0 1.183-.31 2.377-.81 3.533"}],["path",{"d":"M9.13 9.13a3 3 0 0 0 3.74 3.74"}]],
  MouseLeft: [["path",{"d":"M12 7.318V10"}],["path",{"d":"M5 10v5a7 7 0 0 0 14 0V9c0-3.527-2.608-6.515-6-7"}],["circle",{"cx":"7","cy":"4","r":"2"}]],
  Network: [["rect",{"x":"16","y":"16","width":"6","height":"6","rx":"1"}],["rect",{"x":"2","y":"16","width":"6","height":"6","rx":"1"}],["rect",{"x":"9","y":"2","width":"6","height":"6","rx":"1"}],["path",{"d":"M5 16v-3a1 1 0 0 1 1-1h12a1 1 0 0 1 1 1v3"}],["path",{"d":"M12 12V8"}]],
  PanelRight: [["rect",{"width":"18","height":"18","x":"3","y":"3","rx":"2"}],["path",{"d":"M15 3v18"}]],
  ScissorsSquare: "SquareScissors",
  Space: [["path",{"d":"M22 17v1c0 .5-.5 1-1 1H3c-.5 0-1-.5-1-1v-1"}]],
  SquareDashedX: [["path",{"d":"M14 21h1"}],["path",{"d":"M14 3h1"}],["path",{"d":"M19 3a2 2 0 012 2"}],["path",{"d":"M21 14v1"}],["path",{"d":"M21 19a2 2 0 01-2 2"}],["path",{"d":"M21 9v1"}],["path",{"d":"M3 14v1"}],["path",{"d":"M3 9v1"}],["path",{"d":"M5 21a2 2 0 01-2-2"}],["path",{"d":"M5 3a2 2 0 00-2 2"}],["path",{"d":"m9 15 6-6"}],["path",{"d":"M9 21h1"}],["path",{"d":"M9 3h1"}],["path",{"d":"m9 9 6 6"}]],
  SquareKanban: [["rect",{"width":"18","height":"18","x":"3","y":"3","rx":"2"}],["path",{"d":"M8 7v7"}],["path",{"d":"M12 7v4"}],["path",{"d":"M16 7v9"}]],
  SquareSigma: [["rect",{"width":"18","height":"18","x":"3","y":"3","rx":"2"}],["path",{"d":"M16 8.9V7H8l4 5-4 5h8v-1.9"}]],
  ToggleRight: [["circle",{"cx":"15","cy":"12","r":"3"}],["rect",{"width":"20","height":"14","x":"2","y":"5","rx":"7"}]],
  Trash: [["path",{"d":"M10 11v6"}],["path",{"d":"M14 11v6"}],["path",{"d":"M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6"}],["path",{"d":"M3 6h18"}],["path",{"d":"M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2"}]],
  TrendingUp: [["path",{"d":"M16 7h6v6"}],["path",{"d":"m22 7-8.5 8.5-5-5L2 17"}]],
  Triangle: [["path",{"d":"M13.73 4a2 2 0 0 0-3.46 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3Z"}]],
  TriangleRight: [["path",{"d":"M22 18a2 2 0 0 1-2 2H3c-1.1 0-1.3-.6-.4-1.3L20.4 4.3c.9-.7 1.6-.4 1.6.7Z"}]],
  Variable: [["path",{"d":"M8 21s-4-3-4-9 4-9 4-9"}],["path",{"d":"M16 3s4 3 4 9-4 9-4 9"}],["line",{"x1":"15","x2":"9","y1":"9","y2":"15"}],["line",{"x1":"9","x2":"15","y1":"9","y2":"15"}]],
  Verified: "BadgeCheck",
};
export default group;
