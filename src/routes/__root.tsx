import { createRootRoute, HeadContent, Outlet, Scripts } from "@tanstack/react-router";
import { type ReactNode, useEffect } from "react";
import { css } from "styled-system/css";
import { DeferredToaster } from "../components/ui/DeferredToaster";
import { earlyInputScript } from "../platform/earlyInputScript";
import { fontPreloads } from "../platform/fonts";
import { pageHydrated } from "../platform/hydration";
import { preloadParts } from "../platform/islands";
import { fallbackHead } from "../platform/seo";
import { ErrorScreen } from "../views/shell/ErrorScreen";
import { Header } from "../views/shell/Header";
import { NotFound } from "../views/shell/NotFound";
import { footer, mobileMenu } from "../views/shell/parts";
import "../index.css";

export const Route = createRootRoute({
  head: () => {
    const fallback = fallbackHead();
    return {
      meta: [
        { charSet: "utf-8" },
        { name: "viewport", content: "width=device-width, initial-scale=1, viewport-fit=cover" },
        { name: "theme-color", content: "#0b1520" },
        { name: "format-detection", content: "telephone=no" },
        ...fallback.meta,
      ],
      links: [
        ...fontPreloads,
        { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
        { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
        { rel: "manifest", href: "/site.webmanifest" },
      ],
      // First in <head>: holds what the visitor does until the app has taken over (earlyInput.ts).
      // Written into the prerendered page only: it runs once per document, so the client's head
      // leaves it out (React 19 skips a tag in <head> it does not render when it hydrates), and
      // its text (1.8 KB gzipped) is not in any page's JavaScript.
      scripts: import.meta.env.SSR ? [{ children: earlyInputScript() }] : [],
    };
  },
  // The footer's and the menu's code is loaded for the prerender only: in the browser the footer
  // stays its HTML and the menu loads on intent (or with the first page rendered on the client).
  beforeLoad: () => (typeof window === "undefined" ? preloadParts(footer, mobileMenu)() : undefined),
  shellComponent: Document,
  component: Layout,
  notFoundComponent: NotFound,
  errorComponent: ErrorScreen,
});

/** The HTML document around every page, 404 and error screen included. */
function Document({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

function Layout() {
  useEffect(pageHydrated, []);
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1} className={css({ flex: "1", _focus: { outline: "none" } })}>
        <Outlet />
      </main>
      {footer.view}
      <DeferredToaster />
    </>
  );
}
