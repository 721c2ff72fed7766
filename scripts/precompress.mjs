// The last step of `npm run build`: every page's HTML and every script, stylesheet and SVG under
// dist/assets/ gets a brotli copy beside it (`<file>.br`), compressed once at the highest quality,
// as a CDN does for static files. scripts/serve.mjs sends it to browsers that accept brotli; the
// rest get the file compressed as it is sent (gzip), as before.
//
// Why: on the slow phone every byte before the first action is time (docs/startup.md, "Figures").
// Compressing as the file is sent has to be quick, so it is light (brotli quality 4, gzip level 6:
// the same size); done once, at quality 11, /find-jobs' HTML is 19.5 KB instead of 23.8 KB and its
// entry chunk 70 KB instead of 81 KB. It runs after scripts/offline.mjs, so the worker never
// precaches the copies: the browser decodes them, and caches what they hold.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** What gets a brotli copy: pages (their index.html) and the text assets. */
export function isPrecompressed(relativePath) {
  const file = relativePath.split(path.sep).join("/");
  return file === "index.html" || file.endsWith("/index.html") || /^assets\/[^/]+\.(js|css|svg)$/.test(file);
}

/** The brotli copy of `bytes` at the highest quality. */
export function brotli(bytes) {
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

/** Writes the copies under `distDir`; returns how many, and the bytes before and after. */
export async function precompress(distDir) {
  let files = 0;
  let before = 0;
  let after = 0;
  for (const entry of await readdir(distDir, { recursive: true })) {
    if (!isPrecompressed(entry)) continue;
    const file = path.join(distDir, entry);
    if (!(await stat(file)).isFile()) continue;
    const bytes = await readFile(file);
    const packed = brotli(bytes);
    // A file too small to gain is sent as it is (or compressed on the way).
    if (packed.length >= bytes.length) continue;
    await writeFile(`${file}.br`, packed);
    files += 1;
    before += bytes.length;
    after += packed.length;
  }
  return { files, before, after };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { files, before, after } = await precompress(path.join(root, "dist"));
  console.log(
    `precompress: ${files} files, ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli`,
  );
}
