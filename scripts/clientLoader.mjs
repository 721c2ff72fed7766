// How a prerendered page loads its client code. The page paints from its HTML alone (content and
// CSS are inline), so the JavaScript is not needed for the first, largest paint; fetched in parallel
// it only takes bandwidth from the document, the fonts and the hero image. A small inline script
// (allowed by its hash in the page's CSP) therefore starts the module downloads once the browser
// has reported the page's largest paint (its first paint where largest-contentful-paint entries are
// not supported; the next frame where neither is). A page loaded in a background tab, which paints
// nothing until shown, starts them at its load event.
//
// The script is the only place a page names its first-load modules: scripts/size.mjs and
// scripts/bench.mjs read them back with clientModulesOf().

// Runs in the browser and is inlined with Function#toString, its line breaks collapsed: keep it
// self-contained, every statement ended by a semicolon and no comment inside. A page loaded out of
// sight paints nothing until it is shown, so it hydrates once loaded instead. The browser stops
// reporting largest paints at the visitor's first input, so an input (a tap, a key, a scroll) starts
// the download too, and so does a timer 3 s after the load event, whatever happened before.
function loadClient(entry, modules) {
  let started = false;
  const start = () => {
    if (started || document.querySelector(`script[src="${entry}"]`)) return;
    started = true;
    for (const href of modules) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.src = entry;
    document.head.appendChild(script);
  };
  const types = (typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes) || [];
  const type = types.includes("largest-contentful-paint")
    ? "largest-contentful-paint"
    : types.includes("paint")
      ? "paint"
      : null;
  if (type) {
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({ type, buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
  for (const input of ["pointerdown", "keydown", "touchstart", "wheel", "scroll"]) {
    addEventListener(input, start, { once: true, passive: true, capture: true });
  }
  const loaded = () => {
    if (document.visibilityState === "hidden") start();
    setTimeout(start, 3000);
  };
  if (document.readyState === "complete") loaded();
  else addEventListener("load", loaded, { once: true });
}

export const CLIENT_LOADER_ID = "client-loader";

/** The inline script body that loads `entry` and preloads `modules` after the largest paint. */
export function clientLoaderSource(entry, modules) {
  const code = loadClient.toString().replace(/\n\s*/g, " ");
  return `(${code})(${JSON.stringify(entry)},${JSON.stringify(modules)})`;
}

/** The client modules a prerendered page loads before interaction: its entry and its preloads. */
export function clientModulesOf(html) {
  const loader = new RegExp(`<script id="${CLIENT_LOADER_ID}"[^>]*>([\\s\\S]*?)</script>`).exec(html);
  if (!loader) return [];
  const args = /\)\(("[^"]+"),(\[[^\]]*\])\)$/.exec(loader[1]);
  if (!args) throw new Error("The client loader script has an unexpected shape");
  return [JSON.parse(args[1]), ...JSON.parse(args[2])].map((url) => url.replace(/^\//, ""));
}
