import bodyFont from "../assets/fonts/inter-latin-wght.woff2?url";
import headingFont from "../assets/fonts/space-grotesk-latin-wght.woff2?url";

/** Preloads for the two self-hosted fonts, so text never waits on CSS to discover them. */
export const fontPreloads = [bodyFont, headingFont].map((href) => ({
  rel: "preload",
  href,
  as: "font",
  type: "font/woff2",
  crossOrigin: "anonymous" as const,
}));
