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
