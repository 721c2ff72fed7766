import { type PostingHelpEvent, postingHelpMachine } from "../../../machines/postingHelp";
import { definePathModel } from "../../support/pathModel";

export const postingHelpModel = definePathModel({
  machine: postingHelpMachine,
  expectations: [
    {
      why: "Spec §2 (/post-project): the help prompt opens the posting help.",
      from: "closed",
      event: "help.open",
      to: "open",
    },
    {
      why: "Spec §2 (/post-project): the posting help closes again.",
      from: "open",
      event: "help.close",
      to: "closed",
    },
  ],
  // The prompt opens the popover only while it is closed (pressed again, it closes it).
  events: (snapshot): PostingHelpEvent[] =>
    snapshot.matches("open") ? [{ type: "help.close" }] : [{ type: "help.open" }, { type: "help.close" }],
  invariants: {
    "is either open or closed": (snapshot) => snapshot.matches("open") || snapshot.matches("closed"),
  },
});
