// What a theme with generated colours or font files needs beyond the first paint: one chunk,
// loaded by the chat's root only for such a theme.
export { themeStyle } from './theme';
export { registerFontSources } from './fontSources';
