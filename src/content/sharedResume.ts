import type { ShareProblem } from "../domain/resumeShare";

/** The read-only resume at /resume (its head and opening copy are in pages.ts). */
export const sharedResumeCopy = {
  readOnly: "Read-only: the person who shared it keeps the original. Photos are never included.",
  reading: "Reading the resume in this link…",
  documentHeading: "Resume",
  headingFallback: "Automation resume",
  build: "Build your own resume",
  home: "Back to home",
  cta: {
    heading: "Want a resume like this?",
    text: "Five steps, free, and ready to download as a PDF or share as a link and QR code.",
  },
  /** Shown under a refused link: what a shared link is, so the visitor knows what to ask for. */
  about: {
    heading: "How shared resumes work",
    points: [
      "The whole resume travels inside the link itself, so the link has to arrive complete.",
      "Nothing is stored on a server, so a link that is cut short cannot be recovered.",
      "The person who shared it can make a fresh link from the last step of their resume builder.",
    ],
  },
  problems: {
    empty: {
      heading: "There is no resume in this link",
      text: "A shared resume travels inside its link, and this one arrived without it, probably cut short when it was copied. Ask the sender for the whole link.",
    },
    damaged: {
      heading: "This resume link is damaged",
      text: "Part of the link is missing or was changed on the way, so the resume cannot be shown. Ask the sender to share it again.",
    },
    newer: {
      heading: "This link needs a newer version of the site",
      text: "The resume was shared from a newer version of the site. Reload the page to get it.",
    },
  } satisfies Record<ShareProblem, { heading: string; text: string }>,
} as const;
