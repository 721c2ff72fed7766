import { createRootRoute, HeadContent, Outlet, Scripts } from "@tanstack/react-router";
import { createContext, type ReactNode, startTransition, useEffect, useState } from "react";
import { css } from "styled-system/css";
import { DeferredToaster } from "../components/ui/DeferredToaster";
import { fontPreloads } from "../platform/fonts";
import { fallbackHead } from "../platform/seo";
import { ErrorScreen } from "../views/shell/ErrorScreen";
import { Footer } from "../views/shell/Footer";
import { Header } from "../views/shell/Header";
import { NotFound } from "../views/shell/NotFound";
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
    };
  },
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

/**
 * Changes once, right after the shell hydrates. React leaves a server-rendered Suspense boundary
 * (the router wraps every page's content in one) to hydrate later, at idle priority: a link clicked
 * in that gap would make the router drop the page while React still has to hydrate it. A context
 * change above a boundary that is still waiting makes React hydrate it first, here inside a
 * transition, so the content hydrates in short slices right after the shell instead.
 */
const ContentHydration = createContext(false);

function Layout() {
  const [shellHydrated, setShellHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setShellHydrated(true));
  }, []);
  useEffect(() => {
    // A marker for tests and tooling: the page, its content included, is interactive. The
    // transition above commits the content's hydration before this runs again.
    if (shellHydrated) document.documentElement.dataset.hydrated = "true";
  }, [shellHydrated]);
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1} className={css({ flex: "1", _focus: { outline: "none" } })}>
        <ContentHydration.Provider value={shellHydrated}>
          <Outlet />
        </ContentHydration.Provider>
      </main>
      <Footer />
      <DeferredToaster />
    </>
  );
}
