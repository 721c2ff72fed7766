import { MEASUREMENT_ID_KEY } from "../startup/startPolicy";
import type { SafeStorage } from "./storage";

export { MEASUREMENT_ID_KEY };

/**
 * Google Analytics 4, only when a valid measurement id is stored under `ga_measurement_id`.
 * Absent or empty: nothing loads. Invalid: a console warning, and the value goes nowhere.
 */
export const TAG_SCRIPT_ORIGIN = "https://www.googletagmanager.com";
const GA4_ID = /^G-[A-Za-z0-9]{4,20}$/;

export function isGa4Id(value: unknown): value is string {
  return typeof value === "string" && GA4_ID.test(value);
}

export type MeasurementIdResult =
  | { status: "absent" }
  | { status: "invalid" }
  | { status: "valid"; id: string };

export function readMeasurementId(storage: SafeStorage): MeasurementIdResult {
  const stored = storage.get(MEASUREMENT_ID_KEY);
  if (stored === null || stored.trim() === "") return { status: "absent" };
  const id = stored.trim();
  return isGa4Id(id) ? { status: "valid", id } : { status: "invalid" };
}

export interface PageView {
  path: string;
  title: string;
}

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export interface Analytics {
  enabled: boolean;
  pageView(view: PageView): void;
  event(name: string, params: Record<string, unknown>): void;
}

const noop: Analytics = { enabled: false, pageView() {}, event() {} };

let active: Analytics | null = null;

/** Loads the tag script once and returns the recorder; a no-op recorder when analytics is off. */
export function startAnalytics(storage: SafeStorage): Analytics {
  if (active) return active;
  const result = readMeasurementId(storage);
  if (result.status === "invalid") {
    console.warn(
      "[analytics] Ignoring ga_measurement_id: not a GA4 measurement id (expected G- then letters and digits).",
    );
  }
  if (result.status !== "valid") {
    active = noop;
    return active;
  }
  const { id } = result;
  window.dataLayer = window.dataLayer ?? [];
  const gtag: Gtag = (...args) => {
    window.dataLayer?.push(args);
  };
  window.gtag = gtag;
  gtag("js", new Date());
  gtag("config", id, { send_page_view: false });
  const script = document.createElement("script");
  script.async = true;
  script.src = `${TAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
  active = {
    enabled: true,
    pageView: ({ path, title }) =>
      gtag("event", "page_view", { page_path: path, page_title: title, page_location: location.href }),
    event: (name, params) => gtag("event", name, params),
  };
  return active;
}

/**
 * Field data: the page's Core Web Vitals (LCP, INP, CLS) as analytics events. The web-vitals code
 * loads only when analytics is on, so it never weighs on anyone else's first load.
 */
export function reportWebVitals(analytics: Analytics): void {
  if (!analytics.enabled) return;
  import("web-vitals").then(
    ({ onCLS, onINP, onLCP }) => {
      const send = (metric: { name: string; value: number; id: string; rating: string }) =>
        analytics.event(metric.name, {
          value: metric.name === "CLS" ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value),
          metric_id: metric.id,
          metric_rating: metric.rating,
          page_path: location.pathname,
          non_interaction: true,
        });
      onLCP(send);
      onINP(send);
      onCLS(send);
    },
    () => {
      // Offline, or a deployment removed the file: the page goes on without field data.
    },
  );
}
