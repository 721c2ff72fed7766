import { RouterClient } from "@tanstack/react-router/ssr/client";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { storage } from "./platform/storage";
import { createRouter } from "./router";
import { loadWhenFetchable } from "./startup/connection";
import { followPageHead } from "./startup/documentHead";
import { applyFullStylesheet } from "./startup/fullStylesheet";
import { watchIslands } from "./startup/islands";
import { loadSearchSchemas } from "./startup/searchSchemas";
import { MEASUREMENT_ID_KEY } from "./startup/startPolicy";
import { routeStaticLinks } from "./startup/staticLinks";

// Startup, from HTML to interactive (README, "Startup"): the page has painted from its HTML and the
// early-input script in <head> holds what the visitor does meanwhile. This module (preloaded with
// its imports) builds the router, lets links in static parts navigate in the app, and hydrates:
// static parts stay the HTML they are, islands wait for their trigger, and the root layout's first
// effect hands the held input over (startup/hydration.ts). The page inlines only its own CSS, so the
// whole stylesheet (preloaded with the modules) is applied first, for what the code renders next.
const router = createRouter();
routeStaticLinks(router);
// Hydration matches the page's route synchronously, so its search schema (if it has one, already
// among the page's modules) is in first (startup/searchSchemas.ts).
void Promise.all([applyFullStylesheet(), loadSearchSchemas(router, location.pathname)]).then(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
  watchIslands();
});

// Once the page is idle: the navigation guard (a page whose code cannot be loaded never replaces this
// one), the notices that say what could not be loaded, and the service worker (README, "Offline and
// installable"). Offline with no worker to serve it, it is fetched when the connection comes back,
// never before: a failed fetch would be remembered for the life of the page (startup/onDemand.ts).
const installOfflineSupport = () => {
  loadWhenFetchable(() => import("./startup/offlineSupport")).then(
    (module) => module.installOfflineSupport(router),
    () => {},
  );
};
const whenIdle = () =>
  "requestIdleCallback" in window
    ? requestIdleCallback(installOfflineSupport, { timeout: 3000 })
    : setTimeout(installOfflineSupport, 500);
if (document.readyState === "complete") whenIdle();
else addEventListener("load", whenIdle, { once: true });

// Analytics' code comes only when something is stored under its key (platform/analytics.ts: a valid
// GA4 id turns it on, anything else is warned about and ignored). One page view for the page landed
// on, and one for each page the router shows at a new path, once its head (and so its title) is
// written (startup/documentHead.ts); in the order they happened.
const landedOn = { path: `${location.pathname}${location.search}`, title: document.title };
const analytics = storage.get(MEASUREMENT_ID_KEY)?.trim()
  ? import("./platform/analytics").then(
      ({ reportWebVitals, startAnalytics }) => {
        const recorder = startAnalytics(storage);
        recorder.pageView(landedOn);
        reportWebVitals(recorder);
        return recorder;
      },
      () => undefined,
    )
  : undefined;
followPageHead(router, (page) => void analytics?.then((recorder) => recorder?.pageView(page)));
