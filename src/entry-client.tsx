import { RouterClient } from "@tanstack/react-router/ssr/client";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { reportWebVitals, startAnalytics } from "./platform/analytics";
import { trackPageViews } from "./platform/pageViews";
import { onRecoverableError } from "./platform/recoverableErrors";
import { storage } from "./platform/storage";
import { createRouter } from "./router";

const router = createRouter();

hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={router} />
  </StrictMode>,
  { onRecoverableError },
);

const analytics = startAnalytics(storage);
trackPageViews(router, analytics, {
  path: `${location.pathname}${location.search}`,
  title: document.title,
});
reportWebVitals(analytics);
