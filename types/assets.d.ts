// Files the bundler turns into modules: style sheets are injected, other
// assets become their URL (rules in build/browser-config.ts).
declare module '*.css';
declare module '*.woff2' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
