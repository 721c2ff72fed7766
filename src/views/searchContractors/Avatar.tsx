import { useId } from "react";
import { css } from "styled-system/css";

/** Steel and safety-orange pairs for the initials avatars, picked by id so each person keeps theirs. */
const PALETTES = [
  ["#1f3044", "#56708c"],
  ["#a93f0a", "#f56a12"],
  ["#13202f", "#425a74"],
  ["#33475d", "#7a91a9"],
  ["#873410", "#d15208"],
  ["#0b1520", "#33475d"],
] as const;

function initials(name: string): string {
  return name
    .replace(/\./g, "")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}

/**
 * A contractor's photo, drawn as an initials avatar in SVG: bundled, no request leaves the site.
 * Decorative: the name is always written beside it.
 */
export function Avatar({ id, name, size = 64 }: { id: number; name: string; size?: number }) {
  const [from, to] = PALETTES[id % PALETTES.length] ?? PALETTES[0];
  const gradientId = `avatar-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      className={css({ flexShrink: 0, borderRadius: "full", display: "block" })}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="32" fill={`url(#${gradientId})`} />
      <path d="M8 50 L24 38 L34 44 L56 28 L64 34 L64 64 L0 64 Z" fill="#ffffff" opacity="0.08" />
      <text
        x="32"
        y="33"
        textAnchor="middle"
        dominantBaseline="central"
        fill="#ffffff"
        fontFamily="'Space Grotesk Variable', 'Inter Variable', sans-serif"
        fontWeight="700"
        fontSize="22"
        letterSpacing="0.5"
      >
        {initials(name)}
      </text>
    </svg>
  );
}
