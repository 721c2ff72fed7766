import bodyFont from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import headingFont from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?url";

/** Preloads for the two self-hosted fonts, so text never waits on CSS to discover them. */
export const fontPreloads = [bodyFont, headingFont].map((href) => ({
  rel: "preload",
  href,
  as: "font",
  type: "font/woff2",
  crossOrigin: "anonymous" as const,
}));
