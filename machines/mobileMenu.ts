import { setup } from "xstate";

/**
 * The header's menu on small screens. Focus moves are named actions the view supplies, so the
 * diagram shows them and tests can spy on them.
 */
export type MobileMenuEvent =
  | { type: "menu.toggle" }
  | { type: "menu.close" }
  | { type: "key.escape" }
  | { type: "url.changed" }
  | { type: "viewport.desktop" };

export const mobileMenuMachine = setup({
  types: {
    events: {} as MobileMenuEvent,
  },
  actions: {
    focusFirstLink: () => {},
    focusToggle: () => {},
  },
}).createMachine({
  id: "mobileMenu",
  description:
    "The site menu below the large breakpoint: the same links as the desktop header plus Blog and Login.",
  initial: "closed",
  states: {
    closed: {
      description: "Only the menu button shows; the links are hidden.",
      on: {
        "menu.toggle": { target: "open", description: "The visitor taps the menu button." },
      },
    },
    open: {
      description: "The menu panel shows every link; focus is inside it; the page behind does not scroll.",
      entry: "focusFirstLink",
      on: {
        "menu.toggle": {
          target: "closed",
          actions: "focusToggle",
          description: "The visitor taps the button again.",
        },
        "menu.close": {
          target: "closed",
          description:
            "The visitor taps outside the menu: it closes and the tap does nothing else (a backdrop takes it); focus stays where they tapped.",
        },
        "key.escape": { target: "closed", actions: "focusToggle", description: "Escape closes the menu." },
        "url.changed": { target: "closed", description: "Following a link closes the menu." },
        "viewport.desktop": { target: "closed", description: "The window grew to the desktop layout." },
      },
    },
  },
});
