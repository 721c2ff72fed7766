import { setup } from "xstate";

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
