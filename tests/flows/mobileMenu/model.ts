import { mobileMenuMachine } from "../../../machines/mobileMenu";
import { definePathModel } from "../../support/pathModel";

export const mobileMenuModel = definePathModel({
  machine: mobileMenuMachine,
  expectations: [
    {
      why: "Spec §2 (header) and §4: on small screens the menu button opens the menu.",
      from: "closed",
      event: "menu.toggle",
      to: "open",
      actions: ["focusFirstLink"],
    },
    {
      why: "Spec §2 (header) and §4: the menu is toggleable; pressing the button again closes it.",
      from: "open",
      event: "menu.toggle",
      to: "closed",
      actions: ["focusToggle"],
    },
    {
      why: "Escape closes the open menu and puts focus back on its button (site accessibility rule).",
      from: "open",
      event: "key.escape",
      to: "closed",
      actions: ["focusToggle"],
    },
  ],
  events: [
    { type: "menu.toggle" },
    { type: "menu.close" },
    { type: "key.escape" },
    { type: "url.changed" },
    { type: "viewport.desktop" },
  ],
  invariants: {
    "is either open or closed": (snapshot) => snapshot.matches("open") || snapshot.matches("closed"),
  },
});
