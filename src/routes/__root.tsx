import { createRootRoute, HeadContent, Outlet, Scripts } from "@tanstack/react-router";
import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import { css } from "styled-system/css";
import { DeferredToaster } from "../components/ui/DeferredToaster";
import { loadWhenFetchable } from "../startup/connection";
import { earlyInputScript } from "../startup/earlyInputInline";
import { MANIFEST_URL } from "../startup/earlyInputScript";
import { fontPreloads } from "../startup/fonts";
import { pageHydrated } from "../startup/hydration";
import { preloadParts } from "../startup/islands";
import { ErrorScreen } from "../views/shell/ErrorScreen";
import { Header } from "../views/shell/Header";
import { NotFound } from "../views/shell/NotFound";
import { footer, mobileMenu } from "../views/shell/parts";
import "../index.css";

export const Route = createRootRoute({
  // The root owns the head: the document's tags and the page's (platform/seo.ts, from the deepest
  // match, or the 404 page's). It is written into the prerendered HTML; in the browser the client
  // leaves <head> as the HTML has it and writes the next page's tags when the router shows one
  // (startup/documentHead.ts), so the code every page starts with carries no page metadata.
  head: import.meta.env.SSR
    ? async ({ matches }) => {
        const { documentMeta, headOfMatches } = await import("../platform/seo");
        const page = headOfMatches(matches);
        return {
          meta: [...documentMeta, ...page.meta],
          links: [
            ...fontPreloads,
            { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
            { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
            ...page.links,
          ],
          // First script in <head>: holds what the visitor does until the app has taken over
          // (earlyInput.ts). It runs once per document, and its text (1.8 KB gzipped) is in no
          // page's JavaScript.
          scripts: [{ children: earlyInputScript() }, ...page.scripts],
        };
      }
    : undefined,
  // The footer's and the menu's code is loaded for the prerender only: in the browser the footer
  // stays its HTML and the menu loads on intent (or with the first page rendered on the client).
  beforeLoad: () => (typeof window === "undefined" ? preloadParts(footer, mobileMenu)() : undefined),
  shellComponent: Document,
  component: Layout,
  notFoundComponent: NotFound,
  errorComponent: ErrorScreen,
});

/**
 * The shell's line about forms waiting on this device (issue 34): its watcher (a few hundred bytes)
 * loads once the page is up rather than with every page's first code; it says nothing until a form
 * waits, and the prerendered HTML has nothing in its place.
 */
function WaitingFormsLater() {
  const [Slot, setSlot] = useState<ComponentType | null>(null);
  useEffect(() => {
    loadWhenFetchable(() => import("../views/shell/WaitingFormsSlot")).then(
      (module) => setSlot(() => module.WaitingFormsSlot),
      () => {},
    );
  }, []);
  return Slot ? <Slot /> : null;
}

/** The HTML document around every page, 404 and error screen included. */
function Document({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        {import.meta.env.SSR ? (
          <>
            <HeadContent />
            {/* The manifest is linked by the early-input script once the page is idle (MANIFEST_URL). */}
            <noscript>
              <link rel="manifest" href={MANIFEST_URL} />
            </noscript>
          </>
        ) : null}
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
      <WaitingFormsLater />
      <main id="main" tabIndex={-1} className={css({ flex: "1", _focus: { outline: "none" } })}>
        <Outlet />
      </main>
      {footer.view}
      <DeferredToaster />
    </>
  );
}
