// A file imported as its URL (Vite's `?url`): the font the demo page and the theme tests load.
declare module '*.woff2?url' {
  const url: string;
  export default url;
}
