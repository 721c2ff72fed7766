import { once } from "node:events";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPrecompressed, precompress } from "../../../scripts/precompress.mjs";
import { acceptsBrotli, createSiteServer } from "../../../scripts/serve.mjs";

// The build's brotli copies (scripts/precompress.mjs) and how the static server sends them
// (scripts/serve.mjs): the same file, headers and caching as without them, only fewer bytes.
const page = `<!DOCTYPE html><html><head><title>About</title></head><body>${"<p>Automation talent. </p>".repeat(200)}</body></html>`;
const script = `export const answer = () => ${JSON.stringify("x".repeat(50))};\n`.repeat(80);
const style = ".a{color:red}\n".repeat(300);

let outside = "";
let dist = "";
let server: http.Server;
let base = "";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(pathname: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${pathname}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

const decoded = (answer: Answer) =>
  answer.headers["content-encoding"] === "br"
    ? brotliDecompressSync(answer.body)
    : answer.headers["content-encoding"] === "gzip"
      ? gunzipSync(answer.body)
      : answer.body;

beforeAll(async () => {
  outside = mkdtempSync(path.join(tmpdir(), "precompress-"));
  dist = path.join(outside, "dist");
  mkdirSync(path.join(dist, "about"), { recursive: true });
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), page);
  writeFileSync(path.join(dist, "about", "index.html"), page.replace("About", "About us"));
  writeFileSync(path.join(dist, "404.html"), "<!DOCTYPE html><title>Not found</title>");
  writeFileSync(path.join(dist, "assets", "entry-abc123.js"), script);
  writeFileSync(path.join(dist, "assets", "style-def456.css"), style);
  writeFileSync(path.join(dist, "assets", "tiny-1.js"), "1");
  writeFileSync(path.join(dist, "assets", "font-1.woff2"), "not text");
  writeFileSync(path.join(outside, "secret.js"), `export const secret = "${"s".repeat(600)}";`);
  writeFileSync(path.join(outside, "secret.js.br"), "not for the web");
  await precompress(dist);
  server = createSiteServer({ publicDir: dist });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
  if (outside) rmSync(outside, { recursive: true, force: true });
});

describe("the brotli copies", () => {
  it("are written for pages and text assets, smaller, never for fonts or files too small to gain", () => {
    expect(existsSync(path.join(dist, "index.html.br"))).toBe(true);
    expect(existsSync(path.join(dist, "about", "index.html.br"))).toBe(true);
    expect(existsSync(path.join(dist, "assets", "entry-abc123.js.br"))).toBe(true);
    expect(existsSync(path.join(dist, "assets", "style-def456.css.br"))).toBe(true);
    expect(existsSync(path.join(dist, "assets", "tiny-1.js.br"))).toBe(false);
    expect(existsSync(path.join(dist, "assets", "font-1.woff2.br"))).toBe(false);
    expect(isPrecompressed(path.join("assets", "a.js"))).toBe(true);
    expect(isPrecompressed(path.join("assets", "nested", "a.js"))).toBe(false);
    expect(isPrecompressed("404.html")).toBe(false);
  });

  it("reads Accept-Encoding as browsers write it", () => {
    expect(acceptsBrotli("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsBrotli("br;q=0.5")).toBe(true);
    expect(acceptsBrotli("gzip, br;q=0")).toBe(false);
    expect(acceptsBrotli("gzip, deflate")).toBe(false);
    expect(acceptsBrotli("brotli")).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});

describe("the static server", () => {
  for (const [pathname, file, type, cache] of [
    ["/assets/entry-abc123.js", "assets/entry-abc123.js", "application/javascript", "immutable"],
    ["/assets/style-def456.css", "assets/style-def456.css", "text/css", "immutable"],
    ["/", "index.html", "text/html", "no-cache"],
    ["/about", "about/index.html", "text/html", "no-cache"],
    ["/about?q=robots", "about/index.html", "text/html", "no-cache"],
  ] as const) {
    it(`sends ${pathname} from its brotli copy to a browser that takes it, as the file and with its headers`, async () => {
      const plain = await get(pathname, { "Accept-Encoding": "gzip" });
      const packed = await get(pathname, { "Accept-Encoding": "gzip, deflate, br, zstd" });
      expect(packed.status).toBe(200);
      expect(packed.headers["content-encoding"]).toBe("br");
      expect(packed.headers.vary).toMatch(/Accept-Encoding/i);
      expect(decoded(packed).toString()).toBe(decoded(plain).toString());
      expect(decoded(packed).toString().length).toBeGreaterThan(100);
      expect(packed.body.length).toBeLessThan(plain.body.length);
      expect(packed.headers["content-length"]).toBe(String(packed.body.length));
      for (const name of ["content-type", "cache-control", "x-content-type-options", "referrer-policy"])
        expect(packed.headers[name], name).toBe(plain.headers[name]);
      expect(packed.headers["content-type"]).toContain(type);
      expect(packed.headers["cache-control"]).toContain(cache);
      expect(file).toBeTruthy();
    });
  }

  it("answers a revalidation with 304 and a HEAD with no body", async () => {
    const first = await get("/about", { "Accept-Encoding": "br" });
    const again = await get("/about", {
      "Accept-Encoding": "br",
      "If-None-Match": String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get("/about", { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.etag).toBe(first.headers.etag);
    expect(head.body.length).toBe(0);
  });

  it("leaves the rest to the static handler: no brotli asked for, no copy, unknown pages, other paths", async () => {
    expect((await get("/about", { "Accept-Encoding": "gzip, br;q=0" })).headers["content-encoding"]).not.toBe(
      "br",
    );
    const tiny = await get("/assets/tiny-1.js", { "Accept-Encoding": "br" });
    expect(tiny.status).toBe(200);
    expect(decoded(tiny).toString()).toBe("1");
    const missing = await get("/nowhere", { "Accept-Encoding": "br" });
    expect(missing.status).toBe(404);
    expect(decoded(missing).toString()).toContain("Not found");
    for (const pathname of [
      "/assets/..%2Fpackage.json",
      "/assets/../package.json",
      "/about/",
      "/about.html",
    ]) {
      const answer = await get(pathname, { "Accept-Encoding": "br" });
      expect(decoded(answer).toString(), pathname).not.toMatch(/secret|not for the web/);
      expect(answer.headers["content-encoding"] === "br" && answer.status === 200, pathname).toBe(false);
    }
  });
});
