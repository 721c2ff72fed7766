import { site } from "./site";

/**
 * What every form that sends details says around its submit (issues 33 and 34). The consent line is
 * sent with each submission word for word (`LeadSubmission.consent`), so the intake records exactly
 * what the visitor agreed to.
 */
export const leadFormsCopy = {
  consent: `By sending this form you agree that ${site.productName} stores these details to answer you, as our privacy notice describes.`,
  privacyLink: "Privacy notice",
  privacyPath: "/privacy",
} as const;

/** What a kind of submission is called in a sentence ("Your job post was sent"). */
export const leadKindNames = {
  "job-post": "job post",
  project: "project",
  registration: "registration",
  "job-alert": "job alert",
  application: "application",
} as const;

/**
 * What every form says about its sending (issue 34), and the shell's line about the device outbox.
 * A form says "sent" only once the intake answered a reference.
 */
export const leadSendingCopy = {
  queued: "Saved on this device. It will be sent as soon as you are back online.",
  failed: "We could not reach our team just now. Your answers are kept here; please try again.",
  tryAgain: "Try again",
  refusedToast: { title: "Please check the form", description: "Some details were not accepted." },
  /** The shell's line in every tab while the outbox holds something. */
  waiting: (count: number) => `${count} form${count === 1 ? "" : "s"} waiting to be sent`,
  /** The shell's line once a queued submission went. */
  delivered: (kind: keyof typeof leadKindNames, reference: string) =>
    `Your ${leadKindNames[kind]} was sent. Reference ${reference}.`,
  dismiss: "Dismiss",
} as const;
