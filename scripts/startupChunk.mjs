// The library files of the start-up chunk (vite.config.ts, codeSplitting): the modules of the
// router and the icon library that every page runs as it starts, named by their files inside each
// package's dist folder. No package has a public entry for "what a page needs to start", so these
// are its internal file names: tests/unit/startupChunk.test.ts fails when an upgrade renames or
// removes one, rather than the module quietly leaving the chunk (and every page fetching it apart).

/** Package → the files (under its dist/esm/, without extension) in the start-up chunk. */
export const STARTUP_PACKAGE_FILES = {
  "@tanstack/router-core": {
    extension: "js",
    files: [
      "utils",
      "invariant",
      "path",
      "not-found",
      "scroll-restoration",
      "qss",
      "searchParams",
      "root",
      "redirect",
      "ssr/ssr-match-id",
      "sieve-cache",
      "new-process-route-tree",
      "rewrite",
      "stores",
      "router",
      "load-client",
      "link",
    ],
  },
  "@tanstack/react-router": {
    extension: "js",
    files: ["routerContext", "matchContext", "useRouter", "useMatch", "useNavigate", "link"],
  },
  "lucide-react": {
    extension: "mjs",
    files: ["createLucideIcon", "Icon", "context", "icons/user-round"],
  },
};

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replaceAll("/", "[\\/]");

/** One pattern per package: a module id inside node_modules that is one of its listed files. */
export function startupPackagePatterns() {
  return Object.entries(STARTUP_PACKAGE_FILES).map(
    ([name, { extension, files }]) =>
      `node_modules[\\/]${escapeRegExp(name)}[\\/]dist[\\/]esm[\\/](${files.map(escapeRegExp).join("|")})\\.${extension}$`,
  );
}
