import { css, cx } from "styled-system/css";

/**
 * A company's initials on a tinted tile: no image request, readable at any size. The tints are solids
 * the theme already names, each dark enough for white text; they only tell companies apart.
 */
const TINTS = [
  css({ bg: "bg.invertedMuted", color: "white" }),
  css({ bg: "accent.default", color: "white" }),
  css({ bg: "fg.muted", color: "white" }),
  css({ bg: "success.fg", color: "white" }),
] as const;

function initials(name: string): string {
  const words = name
    .replace(/[^A-Za-z0-9 ]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  return ((words[0]?.[0] ?? "") + (words[1]?.[0] ?? "")).toUpperCase();
}

function tintFor(name: string): string {
  let sum = 0;
  for (const char of name) sum = (sum + char.charCodeAt(0)) % 997;
  return TINTS[sum % TINTS.length] ?? TINTS[0];
}

export function CompanyMark({ company, size = "md" }: { company: string; size?: "sm" | "md" }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        css({
          display: "inline-flex",
          alignItems: "center",
          justifyContent: "center",
          flexShrink: 0,
          borderRadius: "md",
          fontFamily: "heading",
          fontWeight: "700",
          letterSpacing: "0.02em",
          w: size === "md" ? "12" : "9",
          h: size === "md" ? "12" : "9",
          fontSize: size === "md" ? "md" : "xs",
        }),
        tintFor(company),
      )}
    >
      {initials(company)}
    </span>
  );
}
