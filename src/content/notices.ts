/** Copy of the notice shown at the top of a page that was opened with a message (see platform/historyState). */
export const noticeCopy = {
  dismiss: "Dismiss message",
} as const;

/** What Quick Apply on /find-jobs tells the resume builder (spec: carried in navigation state). */
export const quickApplyMessage = "Create your automation profile to apply and unlock full access.";
