// Lucide's icons in group 4 of 64 (see ../lucideGroups.ts), written by
// scripts/lucideIcons.ts: do not edit.
/**
 * @license lucide v1.65.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of the lucide package.
 */
import type { LucideGroup } from '../lucideGroups';

const group: LucideGroup = {
  ArrowLeftToLine: [["path",{"d":"M3 19V5"}],["path",{"d":"m13 6-6 6 6 6"}],["path",{"d":"M7 12h14"}]],
  ArrowUpSquare: "SquareArrowUp",
  BarChart2: "ChartNoAxesColumn",
  BarChartHorizontalBig: "ChartBarBig",
  BusFront: [["path",{"d":"M4 6 2 7"}],["path",{"d":"M10 6h4"}],["path",{"d":"m22 7-2-1"}],["rect",{"width":"16","height":"16","x":"4","y":"3","rx":"2"}],["path",{"d":"M4 11h16"}],["path",{"d":"M8 15h.01"}],["path",{"d":"M16 15h.01"}],["path",{"d":"M6 19v2"}],["path",{"d":"M18 21v-2"}]],
  ChartBar: [["path",{"d":"M3 3v16a2 2 0 0 0 2 2h16"}],["path",{"d":"M7 16h8"}],["path",{"d":"M7 11h12"}],["path",{"d":"M7 6h3"}]],
  CircleArrowOutDownRight: [["path",{"d":"M12 22a10 10 0 1 1 10-10"}],["path",{"d":"M22 22 12 12"}],["path",{"d":"M22 16v6h-6"}]],
  CircleDivide: [["circle",{"cx":"12","cy":"12","r":"10"}],["line",{"x1":"8","x2":"16","y1":"12","y2":"12"}],["line",{"x1":"12","x2":"12","y1":"16","y2":"16"}],["line",{"x1":"12","x2":"12","y1":"8","y2":"8"}]],
  CircleEuro: [["path",{"d":"M15 9.4a4 4 0 1 0 0 5.2"}],["path",{"d":"M7 12h5"}],["circle",{"cx":"12","cy":"12","r":"10"}]],
  CloudRain: [["path",{"d":"M4 14.899A7 7 0 1 1 15.71 8h1.79a4.5 4.5 0 0 1 2.5 8.242"}],["path",{"d":"M16 14v6"}],["path",{"d":"M8 14v6"}],["path",{"d":"M12 16v6"}]],
  DecimalsArrowRight: [["path",{"d":"M10 18h10"}],["path",{"d":"m17 21 3-3-3-3"}],["path",{"d":"M3 11h.01"}],["rect",{"x":"15","y":"3","width":"5","height":"8","rx":"2.5"}],["rect",{"x":"6","y":"3","width":"5","height":"8","rx":"2.5"}]],
  EighthNote: [["path",{"d":"m19 6-5.2-3.9a.5.5 0 0 0-.8.4V18"}],["circle",{"cx":"9","cy":"18","r":"4"}]],
  FileBox: [["path",{"d":"M14 2v5a1 1 0 001 1h5"}],["path",{"d":"M14.692 22H18a2 2 0 002-2V8a2.4 2.4 0 00-.706-1.706l-3.588-3.588A2.4 2.4 0 0014 2H6a2 2 0 00-2 2v3.804"}],["path",{"d":"M2.264 13.752 7 16.5l4.737-2.748"}],["path",{"d":"M2.995 13.014A2 2 0 002 14.744v3.516a2 2 0 00.996 1.73l3 1.74a2 2 0 002.008 0l3-1.74A2 2 0 0012 18.26v-3.517a2 2 0 00-.995-1.73l-3-1.742a2 2 0 00-1.892-.064z"}],["path",{"d":"M7 16.5V22"}]],
  FileVideo2: "FileVideoCamera",
  FileXCorner: [["path",{"d":"M11 22H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.706.706l3.588 3.588A2.4 2.4 0 0 1 20 8v5"}],["path",{"d":"M14 2v5a1 1 0 0 0 1 1h5"}],["path",{"d":"m15 17 5 5"}],["path",{"d":"m20 17-5 5"}]],
  FlagOff: [["path",{"d":"M16 16c-3 0-5-2-8-2a6 6 0 0 0-4 1.528"}],["path",{"d":"m2 2 20 20"}],["path",{"d":"M4 22V4"}],["path",{"d":"M7.656 2H8c3 0 5 2 7.333 2q2 0 3.067-.8A1 1 0 0 1 20 4v10.347"}]],
  GitPullRequestDraft: [["circle",{"cx":"18","cy":"18","r":"3"}],["circle",{"cx":"6","cy":"6","r":"3"}],["path",{"d":"M18 6V5"}],["path",{"d":"M18 11v-1"}],["line",{"x1":"6","x2":"6","y1":"9","y2":"21"}]],
  Groceries: [["path",{"d":"M10 15h4"}],["path",{"d":"M19.424 11.095a2.5 2.5 0 00.471-2.309 2 2 0 00.424-3.286 2 2 0 00-2.143-3.322 2 2 0 00-.676.502 2 2 0 00-3.287.424 2.5 2.5 0 00-3.189 2.06A3 3 0 0012 11l4-4"}],["path",{"d":"M4 12.006A1 1 0 014.994 11H19a1 1 0 011 1v7a2 2 0 01-2 2H6a2 2 0 01-2-2z"}],["path",{"d":"M7 11a4 4 0 01-4-4V5a1 1 0 011-1h2a4 4 0 013.584 2.222"}]],
  HardDrive: [["path",{"d":"M10 16h.01"}],["path",{"d":"M2.212 11.577a2 2 0 0 0-.212.896V18a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-5.527a2 2 0 0 0-.212-.896L18.55 5.11A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z"}],["path",{"d":"M21.946 12.013H2.054"}],["path",{"d":"M6 16h.01"}]],
  ImagePlay: [["path",{"d":"M15 15.003a1 1 0 0 1 1.517-.859l4.997 2.997a1 1 0 0 1 0 1.718l-4.997 2.997a1 1 0 0 1-1.517-.86z"}],["path",{"d":"M21 12.17V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h6"}],["path",{"d":"m6 21 5-5"}],["circle",{"cx":"9","cy":"9","r":"2"}]],
  LetterQ: [["circle",{"cx":"12","cy":"12","r":"8"}],["path",{"d":"M20 20L15 15"}]],
  MapPinHouse: [["path",{"d":"M15 22a1 1 0 0 1-1-1v-4a1 1 0 0 1 .445-.832l3-2a1 1 0 0 1 1.11 0l3 2A1 1 0 0 1 22 17v4a1 1 0 0 1-1 1z"}],["path",{"d":"M18 10a8 8 0 0 0-16 0c0 4.993 5.539 10.193 7.399 11.799a1 1 0 0 0 .601.2"}],["path",{"d":"M18 22v-3"}],["circle",{"cx":"10","cy":"10","r":"3"}]],
  MarsStroke: [["path",{"d":"m14 6 4 4"}],["path",{"d":"M17 3h4v4"}],["path",{"d":"m21 3-7.75 7.75"}],["circle",{"cx":"9","cy":"15","r":"6"}]],
  MessageCircleQuestion: "MessageCircleQuestionMark",
  MopSparkles: [["path",{"d":"M10 22a3 3 0 01-3-3"}],["path",{"d":"M10 22c2.761 0 5-1.79 5-4-4.42 0-4.08-5-8.5-5a4.501 4.501 0 000 9z"}],["path",{"d":"M10 3H8"}],["path",{"d":"M12.5 11.5 22 2"}],["path",{"d":"M20 13v4"}],["path",{"d":"M22 15h-4"}],["path",{"d":"M4 5v4"}],["path",{"d":"M6 7H2"}],["path",{"d":"m6.98 13.02 2.665-2.664a1.21 1.21 0 011.71 0l2.29 2.288a1.21 1.21 0 010 1.712l-2.088 2.087"}],["path",{"d":"M9 2v2"}]],
  NotebookTabs: [["path",{"d":"M2 6h4"}],["path",{"d":"M2 10h4"}],["path",{"d":"M2 14h4"}],["path",{"d":"M2 18h4"}],["rect",{"width":"16","height":"20","x":"4","y":"2","rx":"2"}],["path",{"d":"M15 2v20"}],["path",{"d":"M15 7h5"}],["path",{"d":"M15 12h5"}],["path",{"d":"M15 17h5"}]],
  ScanHeart: [["path",{"d":"M17 3h2a2 2 0 0 1 2 2v2"}],["path",{"d":"M21 17v2a2 2 0 0 1-2 2h-2"}],["path",{"d":"M3 7V5a2 2 0 0 1 2-2h2"}],["path",{"d":"M7 21H5a2 2 0 0 1-2-2v-2"}],["path",{"d":"M7.828 13.07A3 3 0 0 1 12 8.764a3 3 0 0 1 4.172 4.306l-3.447 3.62a1 1 0 0 1-1.449 0z"}]],
  SquareChevronLeft: [["rect",{"width":"18","height":"18","x":"3","y":"3","rx":"2"}],["path",{"d":"m14 16-4-4 4-4"}]],
  SquaresIntersect: [["path",{"d":"M10 22a2 2 0 0 1-2-2"}],["path",{"d":"M14 2a2 2 0 0 1 2 2"}],["path",{"d":"M16 22h-2"}],["path",{"d":"M2 10V8"}],["path",{"d":"M2 4a2 2 0 0 1 2-2"}],["path",{"d":"M20 8a2 2 0 0 1 2 2"}],["path",{"d":"M22 14v2"}],["path",{"d":"M22 20a2 2 0 0 1-2 2"}],["path",{"d":"M4 16a2 2 0 0 1-2-2"}],["path",{"d":"M8 10a2 2 0 0 1 2-2h5a1 1 0 0 1 1 1v5a2 2 0 0 1-2 2H9a1 1 0 0 1-1-1z"}],["path",{"d":"M8 2h2"}]],
  Tally1: [["path",{"d":"M4 4v16"}]],
  TestTubes: [["path",{"d":"M9 2v17.5A2.5 2.5 0 0 1 6.5 22A2.5 2.5 0 0 1 4 19.5V2"}],["path",{"d":"M20 2v17.5a2.5 2.5 0 0 1-2.5 2.5a2.5 2.5 0 0 1-2.5-2.5V2"}],["path",{"d":"M3 2h7"}],["path",{"d":"M14 2h7"}],["path",{"d":"M9 16H4"}],["path",{"d":"M20 16h-5"}]],
  Transgender: [["path",{"d":"M12 16v6"}],["path",{"d":"M14 20h-4"}],["path",{"d":"M18 2h4v4"}],["path",{"d":"m2 2 7.17 7.17"}],["path",{"d":"M2 5.355V2h3.357"}],["path",{"d":"m22 2-7.17 7.17"}],["path",{"d":"M8 5 5 8"}],["circle",{"cx":"12","cy":"12","r":"4"}]],
  TrendingDown: [["path",{"d":"M16 17h6v-6"}],["path",{"d":"m22 17-8.5-8.5-5 5L2 7"}]],
  VectorPolygon: [["path",{"d":"m12.828 4.813 5.344 2.375"}],["path",{"d":"m15.769 18.153 3.461-8.306"}],["path",{"d":"m5.687 14.074 7.625 4.852"}],["path",{"d":"M9.772 5.579 5.228 11.42"}],["circle",{"cx":"11","cy":"4","r":"2"}],["circle",{"cx":"15","cy":"20","r":"2"}],["circle",{"cx":"20","cy":"8","r":"2"}],["circle",{"cx":"4","cy":"13","r":"2"}]],
  Vibrate: [["path",{"d":"m2 8 2 2-2 2 2 2-2 2"}],["path",{"d":"m22 8-2 2 2 2-2 2 2 2"}],["rect",{"width":"8","height":"14","x":"8","y":"5","rx":"1"}]],
  Warehouse: [["path",{"d":"M18 21V10a1 1 0 0 0-1-1H7a1 1 0 0 0-1 1v11"}],["path",{"d":"M22 19a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 1.132-1.803l7.95-3.974a2 2 0 0 1 1.837 0l7.948 3.974A2 2 0 0 1 22 8z"}],["path",{"d":"M6 13h12"}],["path",{"d":"M6 17h12"}]],
};
export default group;
