import { videoDialogMachine } from "../../../machines/videoDialog";
import { definePathModel } from "../../support/pathModel";

export const videoDialogModel = definePathModel({
  machine: videoDialogMachine,
  expectations: [
    {
      why: "Spec §2 (home, hero): the video thumbnail opens a modal dialog with the embedded player.",
      from: "closed",
      event: "dialog.open",
      to: "open",
    },
    {
      why: "Spec §2 (home, hero): a close control closes the dialog; focus goes back to the thumbnail (site accessibility rule).",
      from: "open",
      event: "dialog.close",
      to: "closed",
      actions: ["focusThumbnail"],
    },
  ],
  events: [{ type: "dialog.open" }, { type: "dialog.close" }],
  invariants: {
    "is either open or closed": (snapshot) => snapshot.matches("open") || snapshot.matches("closed"),
  },
});
