// npm run dev: the site rendered on each request by Vite's dev server (hot reload), the same
// document the build prerenders. Add ?inspect to a URL to open the Stately inspector.
import http from "node:http";
import { createServer } from "vite";

const port = Number(process.env.PORT ?? 5173);
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });

const devManifest = {
  routes: {
    __root__: {
      scripts: [
        {
          attrs: { type: "module" },
          children: [
            'import RefreshRuntime from "/@react-refresh";',
            "RefreshRuntime.injectIntoGlobalHook(window);",
            "window.$RefreshReg$ = () => {};",
            "window.$RefreshSig$ = () => (type) => type;",
            "window.__vite_plugin_react_preamble_installed__ = true;",
          ].join("\n"),
        },
        { attrs: { type: "module", src: "/@vite/client" } },
        { attrs: { type: "module", src: "/src/entry-client.tsx" } },
      ],
    },
  },
};

const server = http.createServer((request, response) => {
  vite.middlewares(request, response, async () => {
    try {
      const { render } = await vite.ssrLoadModule("/src/entry-server.tsx");
      const { status, html } = await render(request.url ?? "/", devManifest);
      response.writeHead(status, { "Content-Type": "text/html; charset=utf-8" });
      response.end(html);
    } catch (error) {
      vite.ssrFixStacktrace(error);
      console.error(error);
      response.writeHead(500, { "Content-Type": "text/plain" });
      response.end(String(error?.stack ?? error));
    }
  });
});
server.listen(port, () =>
  console.log(`Development server at http://localhost:${port} (add ?inspect to inspect machines)`),
);
