// A file imported as its URL (Vite's `?url`): the font a theme test loads.
declare module '*.woff2?url' {
  const url: string;
  export default url;
}
