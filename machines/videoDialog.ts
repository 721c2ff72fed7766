import { setup } from "xstate";

/**
 * The home page's explainer video: a thumbnail in the hero opens a modal dialog with the embedded
 * player. The player exists only while the dialog is open, so nothing loads from the video host
 * until the visitor asks for it. Returning focus to the thumbnail is a named action the view supplies.
 */
export type VideoDialogEvent = { type: "dialog.open" } | { type: "dialog.close" };

export const videoDialogMachine = setup({
  types: {
    events: {} as VideoDialogEvent,
  },
  actions: {
    focusThumbnail: () => {},
  },
}).createMachine({
  id: "videoDialog",
  description: "The explainer video in the home page's hero: a thumbnail that opens a modal player.",
  initial: "closed",
  states: {
    closed: {
      description:
        "Only the thumbnail shows; no player is loaded and nothing is requested from the video host.",
      on: {
        "dialog.open": {
          target: "open",
          description: "The visitor clicks the thumbnail, or presses Enter or Space on it.",
        },
      },
    },
    open: {
      description:
        "A modal dialog titled '{product} Explained' holds the embedded player; focus stays inside it.",
      on: {
        "dialog.close": {
          target: "closed",
          actions: "focusThumbnail",
          description:
            "The close button, Escape or a click on the backdrop closes the dialog; focus returns to the thumbnail.",
        },
      },
    },
  },
});
