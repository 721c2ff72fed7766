/** Copy of the notice shown at the top of a page that was opened with a message (see platform/historyState). */
export const noticeCopy = {
  dismiss: "Dismiss message",
} as const;
