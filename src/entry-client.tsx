import { RouterClient } from "@tanstack/react-router/ssr/client";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { reportWebVitals, startAnalytics } from "./platform/analytics";
import { rememberHydrationRoot } from "./platform/hydration";
import { trackPageViews } from "./platform/pageViews";
import { onRecoverableError } from "./platform/recoverableErrors";
import { storage } from "./platform/storage";
import { createRouter } from "./router";

// Startup runs in short tasks so that a tap is never kept waiting behind it: the page is already
// painted and readable from its HTML. Evaluating the modules is one task; building the router
// (route tree, location parsing) the next; hydration then runs as a transition, which React splits
// into slices of a few milliseconds and interrupts for input. (Promises, not a top-level await:
// with one, the bundler reorganised the shared chunks and every page loaded 5 KB more.)
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await nextTask();
  const router = createRouter();
  await nextTask();

  startTransition(() => {
    rememberHydrationRoot(
      hydrateRoot(
        document,
        <StrictMode>
          <RouterClient router={router} />
        </StrictMode>,
        { onRecoverableError },
      ),
    );
  });

  const analytics = startAnalytics(storage);
  trackPageViews(router, analytics, {
    path: `${location.pathname}${location.search}`,
    title: document.title,
  });
  reportWebVitals(analytics);
}

void start();
