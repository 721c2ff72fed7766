import { setup } from "xstate";
import { definePathModel } from "./pathModel";

/**
 * The project wizard's help prompt: a popover of posting help with a link to the team. The popover
 * itself (Ark UI) moves focus in when it opens and back to the prompt when it closes.
 */
export type PostingHelpEvent = { type: "help.open" } | { type: "help.close" };

export const postingHelpMachine = setup({
  types: { events: {} as PostingHelpEvent },
}).createMachine({
  id: "postingHelp",
  description: "The 'Need help posting?' popover on Post a New Project.",
  initial: "closed",
  states: {
    closed: {
      description: "Only the help prompt shows.",
      on: { "help.open": { target: "open", description: "The visitor presses the help prompt." } },
    },
    open: {
      description: "Answers to common posting questions and a 'Talk to our team' contact link.",
      on: {
        "help.close": {
          target: "closed",
          description: "The close button, the prompt again, Escape or a click outside closes it.",
        },
      },
    },
  },
});

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
