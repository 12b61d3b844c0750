import type { themeStyle } from './theme';
import type { registerFontSources } from './fontSources';

/** What a theme with generated colours or font files needs beyond the first paint's part. */
export interface ThemeDepth {
  themeStyle: typeof themeStyle;
  registerFontSources: typeof registerFontSources;
}

let loaded: ThemeDepth | null = null;
let loading: Promise<ThemeDepth> | null = null;

/** The module once loaded (a second chat renders with it at once), or null. */
export function loadedThemeDepth(): ThemeDepth | null {
  return loaded;
}

/** Loads the colour generation and font registration, once. */
export function loadThemeDepth(): Promise<ThemeDepth> {
  loading ??= Promise.all([import('./theme'), import('./fontSources')]).then(
    ([theme, fonts]) =>
      (loaded = { themeStyle: theme.themeStyle, registerFontSources: fonts.registerFontSources }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
