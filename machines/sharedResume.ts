import { assign, setup } from "xstate";
import { parseSharedResume, type SharedResume, type ShareProblem } from "../src/domain/resumeShare";

/**
 * The read-only resume at /resume: the profile travels in the link's fragment, which only the
 * browser sees, so the prerendered page starts by reading it. A resume that decodes and passes
 * every check is shown with a call to build one's own; anything else (no fragment, a damaged or
 * foreign link, one from a newer version of the site) gets a clear message. Reading the fragment is
 * a named action the view supplies; a new fragment (the visitor pastes another link) reads again.
 */
export type SharedResumeEvent =
  | { type: "link.decoded"; resume: SharedResume }
  | { type: "link.rejected"; problem: ShareProblem }
  | { type: "url.changed" };

export interface SharedResumeContext {
  resume: SharedResume | null;
  problem: ShareProblem | null;
}

export const PROBLEMS: readonly ShareProblem[] = ["empty", "newer", "damaged"];

export const sharedResumeMachine = setup({
  types: {
    context: {} as SharedResumeContext,
    events: {} as SharedResumeEvent,
  },
  guards: {
    isValidResume: ({ event }) => event.type === "link.decoded" && parseSharedResume(event.resume) !== null,
  },
  actions: {
    assignResume: assign(({ event }) =>
      event.type === "link.decoded" ? { resume: parseSharedResume(event.resume), problem: null } : {},
    ),
    assignProblem: assign(({ event }) => ({
      resume: null,
      problem:
        event.type === "link.rejected" && PROBLEMS.includes(event.problem)
          ? event.problem
          : ("damaged" as const),
    })),
    clear: assign({ resume: null, problem: null }),
    readLink: () => {},
    focusHeading: () => {},
  },
}).createMachine({
  id: "sharedResume",
  description: "The read-only resume opened from a shared link.",
  context: { resume: null, problem: null },
  initial: "reading",
  states: {
    reading: {
      description: "The page reads and checks the resume in the link's fragment.",
      entry: "readLink",
      on: {
        "link.decoded": [
          {
            guard: "isValidResume",
            target: "showing",
            actions: "assignResume",
            description: "The resume passed every check.",
          },
          { target: "invalid", actions: "assignProblem", description: "A resume of the wrong shape." },
        ],
        "link.rejected": {
          target: "invalid",
          actions: "assignProblem",
          description: "No fragment, a damaged or foreign one, or one from a newer version.",
        },
      },
    },
    showing: {
      description: "The resume in its template, read-only, with a call to build one's own.",
      entry: "focusHeading",
      on: {
        "url.changed": {
          target: "reading",
          actions: "clear",
          description: "Another resume link is opened in the same tab: it is read and checked afresh.",
        },
      },
    },
    invalid: {
      description: "A message saying why the link cannot be shown, and the way to build a resume.",
      entry: "focusHeading",
      on: {
        "url.changed": {
          target: "reading",
          actions: "clear",
          description: "Another resume link is opened in the same tab: it is read and checked afresh.",
        },
      },
    },
  },
});
