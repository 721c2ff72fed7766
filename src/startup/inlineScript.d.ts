/**
 * A module imported with `?inline-script`: its one exported function, compiled and minified by the
 * build into the text of a function expression (vite.config.ts), for a page's inline <script>.
 */
declare module "*?inline-script" {
  const source: string;
  export default source;
}
