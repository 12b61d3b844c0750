// Lucide's icons in group 43 of 64 (see ../lucideGroups.ts), written by
// scripts/lucideIcons.ts: do not edit.
/**
 * @license lucide v1.65.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of the lucide package.
 */
import type { LucideGroup } from '../lucideGroups';

const group: LucideGroup = {
  AlignHorizontalDistributeStart: [["rect",{"width":"6","height":"14","x":"4","y":"5","rx":"2"}],["rect",{"width":"6","height":"10","x":"14","y":"7","rx":"2"}],["path",{"d":"M4 2v20"}],["path",{"d":"M14 2v20"}]],
  ArrowDownRightFromSquare: "SquareArrowOutDownRight",
  ArrowRightSquare: "SquareArrowRight",
  ArrowUpRightFromCircle: "CircleArrowOutUpRight",
  Backpack: [["path",{"d":"M4 10a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v10a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z"}],["path",{"d":"M8 10h8"}],["path",{"d":"M8 18h8"}],["path",{"d":"M8 22v-6a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v6"}],["path",{"d":"M9 6V4a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2"}]],
  ChartQuadrant: [["path",{"d":"M13 3v18"}],["path",{"d":"M3 12h18"}],["path",{"d":"M3 3v16a2 2 0 002 2h16"}],["circle",{"cx":"17.5","cy":"5.5","r":"0.5","fill":"currentColor"}],["circle",{"cx":"19.5","cy":"16.5","r":"0.5","fill":"currentColor"}],["circle",{"cx":"7.5","cy":"16.5","r":"0.5","fill":"currentColor"}],["circle",{"cx":"7.5","cy":"7.5","r":"0.5","fill":"currentColor"}]],
  CircleLetterP: [["path",{"d":"M9 12h4a2 2 0 0 0 0-4H9.5a.5.5 0 0 0-.5.5V16"}],["circle",{"cx":"12","cy":"12","r":"10"}]],
  ClipboardMinus: [["rect",{"width":"8","height":"4","x":"8","y":"2","rx":"1","ry":"1"}],["path",{"d":"M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2"}],["path",{"d":"M9 14h6"}]],
  Clock4: [["circle",{"cx":"12","cy":"12","r":"10"}],["path",{"d":"M12 6v6l4 2"}]],
  CloudMoon: [["path",{"d":"M13 16a3 3 0 0 1 0 6H7a5 5 0 1 1 4.9-6z"}],["path",{"d":"M18.376 14.512a6 6 0 0 0 3.461-4.127c.148-.625-.659-.97-1.248-.714a4 4 0 0 1-5.259-5.26c.255-.589-.09-1.395-.716-1.248a6 6 0 0 0-4.594 5.36"}]],
  DiscAlbum: [["rect",{"width":"18","height":"18","x":"3","y":"3","rx":"2"}],["circle",{"cx":"12","cy":"12","r":"5"}],["path",{"d":"M12 12h.01"}]],
  EyeDashed: [["path",{"d":"M13.054 18.946a11 11 0 0 1-2.11 0"}],["path",{"d":"M13.054 5.054a11 11 0 0 0-2.11-.001"}],["path",{"d":"M17.072 6.274a11 11 0 0 1 1.753 1.173"}],["path",{"d":"M18.825 16.552a11 11 0 0 1-1.753 1.174"}],["path",{"d":"M2.514 13.303a11 11 0 0 1-.452-.954 1 1 0 0 1 0-.697 11 11 0 0 1 .45-.955"}],["path",{"d":"M21.485 10.697a11 11 0 0 1 .453.955 1 1 0 0 1 0 .697 11 11 0 0 1-.453.954"}],["path",{"d":"M5.173 7.448a11 11 0 0 1 1.753-1.174"}],["path",{"d":"M6.926 17.726a11 11 0 0 1-1.753-1.174"}],["circle",{"cx":"12","cy":"12","r":"3"}]],
  FileSearch2: "FileSearchCorner",
  FileType2: "FileTypeCorner",
  Grid3x3: [["rect",{"width":"18","height":"18","x":"3","y":"3","rx":"2"}],["path",{"d":"M3 9h18"}],["path",{"d":"M3 15h18"}],["path",{"d":"M9 3v18"}],["path",{"d":"M15 3v18"}]],
  HandMetal: [["path",{"d":"M18 12.5V10a2 2 0 0 0-2-2a2 2 0 0 0-2 2v1.4"}],["path",{"d":"M14 11V9a2 2 0 1 0-4 0v2"}],["path",{"d":"M10 10.5V5a2 2 0 1 0-4 0v9"}],["path",{"d":"m7 15-1.76-1.76a2 2 0 0 0-2.83 2.82l3.6 3.6C7.5 21.14 9.2 22 12 22h2a8 8 0 0 0 8-8V7a2 2 0 1 0-4 0v5"}]],
  HeartCrack: [["path",{"d":"M12.409 5.824c-.702.792-1.15 1.496-1.415 2.166l2.153 2.156a.5.5 0 0 1 0 .707l-2.293 2.293a.5.5 0 0 0 0 .707L12 15"}],["path",{"d":"M13.508 20.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5a5.5 5.5 0 0 1 9.591-3.677.6.6 0 0 0 .818.001A5.5 5.5 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5z"}]],
  HelpingHand: "HandHelping",
  LogOut: [["path",{"d":"m16 17 5-5-5-5"}],["path",{"d":"M21 12H9"}],["path",{"d":"M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4"}]],
  Mailbox: [["path",{"d":"M22 17a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9.5C2 7 4 5 6.5 5H18c2.2 0 4 1.8 4 4v8Z"}],["polyline",{"points":"15,9 18,9 18,11"}],["path",{"d":"M6.5 5C9 5 11 7 11 9.5V17a2 2 0 0 1-2 2"}],["line",{"x1":"6","x2":"7","y1":"10","y2":"10"}]],
  MoveDiagonal: [["path",{"d":"M11 19H5v-6"}],["path",{"d":"M13 5h6v6"}],["path",{"d":"M19 5 5 19"}]],
  PlayCircle: "CirclePlay",
  Refrigerator: [["path",{"d":"M5 6a4 4 0 0 1 4-4h6a4 4 0 0 1 4 4v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6Z"}],["path",{"d":"M5 10h14"}],["path",{"d":"M15 7v6"}]],
  SaveAll: [["path",{"d":"M10 2v3a1 1 0 0 0 1 1h5"}],["path",{"d":"M18 18v-6a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v6"}],["path",{"d":"M18 22H4a2 2 0 0 1-2-2V6"}],["path",{"d":"M8 18a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9.172a2 2 0 0 1 1.414.586l2.828 2.828A2 2 0 0 1 22 6.828V16a2 2 0 0 1-2.01 2z"}]],
  ScrollText: [["path",{"d":"M15 12h-5"}],["path",{"d":"M15 8h-5"}],["path",{"d":"M19 17V5a2 2 0 0 0-2-2H4"}],["path",{"d":"M8 21h12a2 2 0 0 0 2-2v-1a1 1 0 0 0-1-1H11a1 1 0 0 0-1 1v1a2 2 0 1 1-4 0V5a2 2 0 1 0-4 0v2a1 1 0 0 0 1 1h3"}]],
  SmartphoneUserRound: [["path",{"d":"M10 22H6a2 2 0 01-2-2V4a2 2 0 012-2h10a2 2 0 012 2v4"}],["path",{"d":"M11 18h.01"}],["path",{"d":"M22 22a4 4 0 00-8 0"}],["circle",{"cx":"18","cy":"15","r":"3"}]],
  SquareArrowRightEnter: [["path",{"d":"m10 16 4-4-4-4"}],["path",{"d":"M3 12h11"}],["path",{"d":"M3 8V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3"}]],
  SquareLetterS: [["path",{"d":"M14.5 8H11a2 2 0 100 4h2a2 2 0 110 4H9"}],["rect",{"x":"3","y":"3","width":"18","height":"18","rx":"2"}]],
  SquareSlash: [["rect",{"width":"18","height":"18","x":"3","y":"3","rx":"2"}],["line",{"x1":"9","x2":"15","y1":"15","y2":"9"}]],
  SquaresSubtract: [["path",{"d":"M10 22a2 2 0 0 1-2-2"}],["path",{"d":"M16 22h-2"}],["path",{"d":"M16 4a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h3a1 1 0 0 0 1-1v-5a2 2 0 0 1 2-2h5a1 1 0 0 0 1-1z"}],["path",{"d":"M20 8a2 2 0 0 1 2 2"}],["path",{"d":"M22 14v2"}],["path",{"d":"M22 20a2 2 0 0 1-2 2"}]],
  StarX: [["path",{"d":"m15.5 15.5 5 5"}],["path",{"d":"m20.063 11.525 1.777-1.731a.53.53 0 0 0-.294-.905l-5.166-.755a2.1 2.1 0 0 1-1.595-1.16l-2.31-4.68a.53.53 0 0 0-.95.001L9.216 6.974a2.1 2.1 0 0 1-1.597 1.16l-5.165.755a.53.53 0 0 0-.294.906l3.736 3.637a2.1 2.1 0 0 1 .611 1.879l-.88 5.139a.53.53 0 0 0 .769.56l4.617-2.428a2.1 2.1 0 0 1 .987-.243 2 2 0 0 1 .132.004"}],["path",{"d":"m20.5 15.5-5 5"}]],
  WashingMachine: [["path",{"d":"M3 6h3"}],["path",{"d":"M17 6h.01"}],["rect",{"width":"18","height":"20","x":"3","y":"2","rx":"2"}],["circle",{"cx":"12","cy":"13","r":"5"}],["path",{"d":"M12 18a2.5 2.5 0 0 0 0-5 2.5 2.5 0 0 1 0-5"}]],
};
export default group;
