/**
 * The one door to the outside world: product name, origins and video ids.
 * Every value can be overridden at build time with the environment variable named beside it
 * (see README, "Configuration"). The defaults are placeholders under the reserved example.com domain.
 */
const env: Record<string, string | undefined> =
  typeof import.meta !== "undefined" && import.meta.env ? (import.meta.env as Record<string, string>) : {};

function originFrom(value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") return fallback;
    return url.origin;
  } catch {
    return fallback;
  }
}

/** A configured video id, or null: no placeholder id is ever linked or embedded. */
function videoIdFrom(value: string | undefined): string | null {
  return value && /^[A-Za-z0-9_-]{6,20}$/.test(value) ? value : null;
}

export const site = {
  /** VITE_PRODUCT_NAME */
  productName: env.VITE_PRODUCT_NAME?.trim() || "AutomationTalent",
  /** VITE_SITE_ORIGIN: where this site is served; canonical URLs and the sitemap use it. */
  siteOrigin: originFrom(env.VITE_SITE_ORIGIN, "https://www.example.com"),
  /** VITE_APP_ORIGIN: the provider's application (posting, search, registration, login). */
  appOrigin: originFrom(env.VITE_APP_ORIGIN, "https://app.example.com"),
  /** VITE_BLOG_ORIGIN: the external blog. */
  blogOrigin: originFrom(env.VITE_BLOG_ORIGIN, "https://blog.example.com"),
  /** VITE_VIDEO_EMBED_ORIGIN: the privacy-enhanced embed host of the video player. */
  videoEmbedOrigin: originFrom(env.VITE_VIDEO_EMBED_ORIGIN, "https://www.youtube-nocookie.com"),
  /** VITE_VIDEO_WATCH_ORIGIN: where the how-to video links open. */
  videoWatchOrigin: originFrom(env.VITE_VIDEO_WATCH_ORIGIN, "https://www.youtube.com"),
  /**
   * VITE_EXPLAINER_VIDEO_ID: the home page's explainer video. Unset, the dialog plays the bundled
   * animated walkthrough instead (src/views/home/ExplainerAnimation.tsx).
   */
  explainerVideoId: videoIdFrom(env.VITE_EXPLAINER_VIDEO_ID),
  /**
   * VITE_HOWTO_VIDEO_IDS: five comma-separated ids, in the order of `howToVideos` in links.ts. A
   * missing id links that entry to the provider's training page instead.
   */
  howToVideoIds: [0, 1, 2, 3, 4].map((index) =>
    videoIdFrom(env.VITE_HOWTO_VIDEO_IDS?.split(",")[index]?.trim()),
  ),
  /**
   * VITE_BUILD_DATE (YYYY-MM-DD; vite.config.ts sets it to the day of the build unless given): the day
   * sample dates are reckoned from, so the prerendered HTML and the hydrated page agree whatever the
   * visitor's clock. Outside a Vite build (the intake server), today.
   */
  buildDate: env.VITE_BUILD_DATE || new Date().toISOString().slice(0, 10),
  /** VITE_COPYRIGHT_YEARS (vite.config.ts): first published in 2025 (the spec's year) to the build's. */
  copyrightYears: env.VITE_COPYRIGHT_YEARS || "2025",
} as const;

export type SiteConfig = typeof site;
