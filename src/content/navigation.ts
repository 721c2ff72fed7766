import type { RoutePath } from "./pages";
import { site } from "./site";

export type NavLink =
  | { kind: "internal"; label: string; to: RoutePath; hash?: string }
  | { kind: "external"; label: string; href: string };

/** Header links, in order. The active one is marked with aria-current="page". */
export const headerLinks: Array<{ label: string; to: RoutePath }> = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about" },
  { label: "For Employers", to: "/for-employers" },
  { label: "For Contractors", to: "/for-contractors" },
  { label: "Industries", to: "/industries" },
  { label: "Locations", to: "/locations" },
];

export const headerCopy = {
  blog: "Blog",
  login: "Login / Register",
  dashboard: "Dashboard",
  greeting: "Hi",
  menuOpen: "Open menu",
  menuClose: "Close menu",
  menuLabel: "Site menu",
  /** Names the menu in the line shown when its code cannot be loaded (startup/islands.tsx). */
  menuLoadName: "The menu",
  homeLabel: `${site.productName} home`,
  primaryNav: "Main",
  skipLink: "Skip to content",
};

export const footerCopy = {
  tagline: "The marketplace for robot, PLC, HMI, SCADA, controls and machine-building specialists.",
  copyright: `© ${site.copyrightYears} ${site.productName}. All rights reserved.`,
  externalHint: "(opens in a new tab)",
};
