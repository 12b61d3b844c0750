// Lucide's icons in group 23 of 64 (see ../lucideGroups.ts), written by
// scripts/lucideIcons.ts: do not edit.
/**
 * @license lucide v1.65.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of the lucide package.
 */
import type { LucideGroup } from '../lucideGroups';

const group: LucideGroup = {
  ArrowUpDown: [["path",{"d":"m21 16-4 4-4-4"}],["path",{"d":"M17 20V4"}],["path",{"d":"m3 8 4-4 4 4"}],["path",{"d":"M7 4v16"}]],
  BaggageClaim: [["path",{"d":"M22 18H6a2 2 0 0 1-2-2V7a2 2 0 0 0-2-2"}],["path",{"d":"M17 14V4a2 2 0 0 0-2-2h-1a2 2 0 0 0-2 2v10"}],["rect",{"width":"13","height":"8","x":"8","y":"6","rx":"1"}],["circle",{"cx":"18","cy":"20","r":"2"}],["circle",{"cx":"9","cy":"20","r":"2"}]],
  BarChart3: "ChartColumn",
  BatteryFull: [["path",{"d":"M10 10v4"}],["path",{"d":"M14 10v4"}],["path",{"d":"M22 14v-4"}],["path",{"d":"M6 10v4"}],["rect",{"x":"2","y":"6","width":"16","height":"12","rx":"2"}]],
  Beer: [["path",{"d":"M17 11h1a3 3 0 0 1 0 6h-1"}],["path",{"d":"M9 12v6"}],["path",{"d":"M13 12v6"}],["path",{"d":"M14 7.5c-1 0-1.44.5-3 .5s-2-.5-3-.5-1.72.5-2.5.5a2.5 2.5 0 0 1 0-5c.78 0 1.57.5 2.5.5S9.44 2 11 2s2 1.5 3 1.5 1.72-.5 2.5-.5a2.5 2.5 0 0 1 0 5c-.78 0-1.5-.5-2.5-.5Z"}],["path",{"d":"M5 8v12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V8"}]],
  BoomBox: [["path",{"d":"M4 9V5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v4"}],["path",{"d":"M8 8v1"}],["path",{"d":"M12 8v1"}],["path",{"d":"M16 8v1"}],["rect",{"width":"20","height":"12","x":"2","y":"9","rx":"2"}],["circle",{"cx":"8","cy":"15","r":"2"}],["circle",{"cx":"16","cy":"15","r":"2"}]],
  BriefcaseConveyorBelt: [["path",{"d":"M10 20v2"}],["path",{"d":"M14 20v2"}],["path",{"d":"M18 20v2"}],["path",{"d":"M21 20H3"}],["path",{"d":"M6 20v2"}],["path",{"d":"M8 16V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v12"}],["rect",{"x":"4","y":"6","width":"16","height":"10","rx":"2"}]],
  DoorClosedLocked: [["path",{"d":"M19 8V5a2 2 0 00-2-2H7a2 2 0 00-2 2v16"}],["path",{"d":"M2 21h8"}],["path",{"d":"M20 16v-2a2 2 0 00-4 0v2"}],["path",{"d":"M9 12h.01"}],["rect",{"x":"14","y":"16","width":"8","height":"5","rx":"1"}]],
  FileBraces: [["path",{"d":"M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z"}],["path",{"d":"M14 2v5a1 1 0 0 0 1 1h5"}],["path",{"d":"M10 12a1 1 0 0 0-1 1v1a1 1 0 0 1-1 1 1 1 0 0 1 1 1v1a1 1 0 0 0 1 1"}],["path",{"d":"M14 18a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1 1 1 0 0 1-1-1v-1a1 1 0 0 0-1-1"}]],
  Filter: "Funnel",
  GitBranchPlus: [["path",{"d":"M6 3v12"}],["path",{"d":"M18 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6z"}],["path",{"d":"M6 21a3 3 0 1 0 0-6 3 3 0 0 0 0 6z"}],["path",{"d":"M15 6a9 9 0 0 0-9 9"}],["path",{"d":"M18 15v6"}],["path",{"d":"M21 18h-6"}]],
  Haze: [["path",{"d":"m5.2 6.2 1.4 1.4"}],["path",{"d":"M2 13h2"}],["path",{"d":"M20 13h2"}],["path",{"d":"m17.4 7.6 1.4-1.4"}],["path",{"d":"M22 17H2"}],["path",{"d":"M22 21H2"}],["path",{"d":"M16 13a4 4 0 0 0-8 0"}],["path",{"d":"M12 5V2.5"}]],
  HeartPlus: [["path",{"d":"m14.479 19.374-.971.939a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5a5.2 5.2 0 0 1-.219 1.49"}],["path",{"d":"M15 15h6"}],["path",{"d":"M18 12v6"}]],
  HikingStick: [["path",{"d":"M13.5 10.5 2 22"}],["path",{"d":"M16.352 11.648a1.205 1.205 0 01-1.704 0l-2.296-2.296a1.205 1.205 0 010-1.704l.72-.72a2 2 0 011.022-.546l.599-.12a2 2 0 001.569-1.57l.12-.598a2 2 0 01.546-1.022l.72-.72a1.205 1.205 0 011.704 0l2.296 2.296a1.205 1.205 0 010 1.704l-6.02 6.02a1 1 0 103 3l.201-.201A7.4 7.4 0 0021 9.93V7"}],["path",{"d":"m6 21-3-3"}]],
  HotAirBalloon: [["path",{"d":"M11.5 18C10 15 9 12 9 9a3 7 0 0 1 6 0c0 3-1 6-2.5 9"}],["path",{"d":"M15 18c3-3 5-5 5-9A8 7 0 0 0 4 9c0 4 2 6 5 9"}],["path",{"d":"M15 18H9v3a1 1 0 0 0 1 1h4a1 1 0 0 0 1-1z"}]],
  ImageOff: [["line",{"x1":"2","x2":"22","y1":"2","y2":"22"}],["path",{"d":"M10.41 10.41a2 2 0 1 1-2.83-2.83"}],["line",{"x1":"13.5","x2":"6","y1":"13.5","y2":"21"}],["line",{"x1":"18","x2":"21","y1":"12","y2":"15"}],["path",{"d":"M3.59 3.59A1.99 1.99 0 0 0 3 5v14a2 2 0 0 0 2 2h14c.55 0 1.052-.22 1.41-.59"}],["path",{"d":"M21 15V5a2 2 0 0 0-2-2H9"}]],
  ImageUp: [["path",{"d":"M10.3 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10l-3.1-3.1a2 2 0 0 0-2.814.014L6 21"}],["path",{"d":"m14 19.5 3-3 3 3"}],["path",{"d":"M17 22v-5.5"}],["circle",{"cx":"9","cy":"9","r":"2"}]],
  ImageUpscale: [["path",{"d":"M16 3h5v5"}],["path",{"d":"M17 21h2a2 2 0 0 0 2-2"}],["path",{"d":"M21 12v3"}],["path",{"d":"m21 3-5 5"}],["path",{"d":"M3 7V5a2 2 0 0 1 2-2"}],["path",{"d":"m5 21 4.144-4.144a1.21 1.21 0 0 1 1.712 0L13 19"}],["path",{"d":"M9 3h3"}],["rect",{"x":"3","y":"11","width":"10","height":"10","rx":"1"}]],
  LayerArrowDown: [["path",{"d":"M12 10v10"}],["path",{"d":"M22 10a1 1 0 01-.59.92l-5.077 2.308"}],["path",{"d":"M22.017 10.005a1 1 0 00-.597-.916l-8.59-3.91a2 2 0 00-1.66.001L2.6 9.08a1 1 0 00-.02 1.831l5.093 2.316"}],["path",{"d":"m9 17 3 3 3-3"}]],
  LetterP: [["path",{"d":"M6 12h8a4 4 0 000-8H7a1 1 0 00-1 1v15"}]],
  LineDotBottomVertical: [["path",{"d":"M12 3v12"}],["circle",{"cx":"12","cy":"18","r":"3"}]],
  LockKeyhole: [["circle",{"cx":"12","cy":"16","r":"1"}],["rect",{"x":"3","y":"10","width":"18","height":"12","rx":"2"}],["path",{"d":"M7 10V7a5 5 0 0 1 10 0v3"}]],
  MSquare: "SquareLetterM",
  MinusCircle: "CircleMinus",
  NotebookDot: [["path",{"d":"M16 11.75V22"}],["path",{"d":"M2 10h4"}],["path",{"d":"M2 14h4"}],["path",{"d":"M2 18h4"}],["path",{"d":"M2 6h4"}],["path",{"d":"M20 11.75V20a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h5.65"}],["circle",{"cx":"18","cy":"5","r":"3"}]],
  NotebookText: [["path",{"d":"M2 6h4"}],["path",{"d":"M2 10h4"}],["path",{"d":"M2 14h4"}],["path",{"d":"M2 18h4"}],["rect",{"width":"16","height":"20","x":"4","y":"2","rx":"2"}],["path",{"d":"M9.5 8h5"}],["path",{"d":"M9.5 12H16"}],["path",{"d":"M9.5 16H14"}]],
  PaintbrushVertical: [["path",{"d":"M10 2v2"}],["path",{"d":"M14 2v4"}],["path",{"d":"M17 2a1 1 0 0 1 1 1v9H6V3a1 1 0 0 1 1-1z"}],["path",{"d":"M6 12a1 1 0 0 0-1 1v1a2 2 0 0 0 2 2h2a1 1 0 0 1 1 1v2.9a2 2 0 1 0 4 0V17a1 1 0 0 1 1-1h2a2 2 0 0 0 2-2v-1a1 1 0 0 0-1-1"}]],
  PerfumeBottle: [["path",{"d":"M 5 22 H 11.072"}],["path",{"d":"M15 5 C 23 4 23.328 12.676 20 14.536"}],["path",{"d":"M15.802 10.308 C 14.776 9.465 14 8.496 14 7"}],["path",{"d":"M2 2h.01"}],["path",{"d":"M2 7h.01"}],["path",{"d":"M5 4.5h.01"}],["path",{"d":"M8.127 22 A 8 8 0 0 1 4 15 3 3 0 0 1 4.879 12.879C 6.879 10.879 10 10 10 7"}],["circle",{"cx":"18","cy":"18","r":"4"}],["rect",{"x":"9","y":"2","width":"6","height":"5","rx":"1"}]],
  ScatterChart: "ChartScatter",
  ScissorsSquareDashedBottom: "SquareBottomDashedScissors",
  SignalZero: [["path",{"d":"M2 20h.01"}]],
  SquarePower: [["path",{"d":"M12 7v4"}],["path",{"d":"M7.998 9.003a5 5 0 1 0 8-.005"}],["rect",{"x":"3","y":"3","width":"18","height":"18","rx":"2"}]],
  SquareUserRound: [["path",{"d":"M18 21a6 6 0 0 0-12 0"}],["circle",{"cx":"12","cy":"11","r":"4"}],["rect",{"width":"18","height":"18","x":"3","y":"3","rx":"2"}]],
  TestTube2: "TestTubeDiagonal",
  Wand2: "WandSparkles",
};
export default group;
