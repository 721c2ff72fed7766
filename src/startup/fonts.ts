import bodyFont from "../assets/fonts/inter-core-wght.woff2?url";
import headingFont from "../assets/fonts/space-grotesk-core-wght.woff2?url";

/**
 * Preloads for the two self-hosted fonts' core files (the characters the site's own words use), so
 * text never waits on CSS to discover them. Their other characters are in files fetched only when a
 * page shows one (src/theme/fonts.css).
 */
export const fontPreloads = [bodyFont, headingFont].map((href) => ({
  rel: "preload",
  href,
  as: "font",
  type: "font/woff2",
  crossOrigin: "anonymous" as const,
}));
