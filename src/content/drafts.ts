/**
 * What every drafting page says about where its work is kept (components/ui/DraftStatus): one line
 * when the browser refuses to store it, one line when another tab changed the same thing. Each
 * page's line follows the same pattern: what happened, then what happens to the visitor's work.
 */
export type DraftPage =
  | "resume"
  | "registration"
  | "project"
  | "jobPost"
  | "savedJobs"
  | "jobAlert"
  | "savedSearch";

const STORAGE_REFUSED = "Not saved on this device: your browser's storage is full or turned off.";

export const draftStatusCopy = {
  /** Storage refused the last change; what is on the page stays there. */
  notKept: {
    resume: `${STORAGE_REFUSED} Your resume stays on this page until you leave it.`,
    registration: `${STORAGE_REFUSED} Your answers stay on this page until you leave it.`,
    project: `${STORAGE_REFUSED} Your project stays on this page until you leave it.`,
    jobPost: `${STORAGE_REFUSED} Your job post stays on this page until you leave it.`,
    savedJobs: `${STORAGE_REFUSED} Your saved jobs stay on this page until you leave it.`,
    jobAlert: `${STORAGE_REFUSED} Your alert stays on this page until you leave it.`,
    savedSearch: `${STORAGE_REFUSED} This search stays saved until you leave the page.`,
  },
  /** Another tab changed the same thing while this one had changes of its own: this tab keeps them. */
  conflict: {
    resume: "This resume was also changed in another tab. This tab keeps your version.",
    registration: "This form was also changed in another tab. This tab keeps your answers.",
    project:
      "A project draft was also saved in another tab. This tab keeps yours; Save Draft here replaces it.",
    jobPost: "This job post was also changed in another tab. This tab keeps your answers.",
    savedJobs: "Your saved jobs were also changed in another tab. This tab keeps its list.",
    jobAlert:
      "An alert was also set in another tab. This tab keeps what you typed; Create alert replaces it.",
    savedSearch: "A search was also saved in another tab. This tab keeps yours.",
  },
  dismissConflict: "Dismiss the note about another tab",
} as const satisfies {
  notKept: Record<DraftPage, string>;
  conflict: Record<DraftPage, string>;
  dismissConflict: string;
};
