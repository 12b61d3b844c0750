import type { ESLint } from 'eslint';

/** The ESLint plugin whose `layers` rule keeps `src/` layered (see eslint.layers.js). */
export declare const layersPlugin: ESLint.Plugin;
/** The layer of a file under `src/`, or null for entry files and anything outside `src/`. */
export declare function layerOf(srcRoot: string, file: string): string | null;
