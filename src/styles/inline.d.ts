// A stylesheet imported as text (Vite's `?inline`): the element injects it into its shadow root.
declare module '*.css?inline' {
  const css: string;
  export default css;
}
