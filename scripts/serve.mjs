// Serves the prerendered dist/ the way a static host would: /about -> about/index.html,
// unknown paths -> 404.html with status 404, hashed assets cached for a year, text compressed.
// Rules: serve.json.
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import handler from "serve-handler";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const config = JSON.parse(readFileSync(path.join(root, "serve.json"), "utf8"));
config.public = path.join(root, config.public);

const portArg = process.argv.indexOf("--port");
const port = Number(portArg > -1 ? process.argv[portArg + 1] : (process.env.PORT ?? 4173));
const host = process.env.HOST ?? "127.0.0.1";

if (!existsSync(path.join(config.public, "index.html"))) {
  console.error("dist/ has no build. Run `npm run build` first (or `npm start`, which builds and serves).");
  process.exit(1);
}

// Text is compressed as any CDN would (gzip or brotli by Accept-Encoding).
const compress = compression({ threshold: 512 });
const server = http.createServer((request, response) =>
  compress(request, response, () => handler(request, response, config)),
);
server.listen(port, host, () => {
  console.log(`Serving the production build at http://localhost:${port}`);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
