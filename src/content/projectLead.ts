import type { ContactProblem } from "../domain/projectLead";
import { site } from "./site";

/**
 * What the /post-project wizard says while it sends the project to the team (issue 34): the contact
 * address on Review & Post, 'Post project', and what the post came to. The hand-off to the provider's
 * app that follows is here too: it no longer speaks of Ctrl+V to a touch screen.
 */
export const projectLeadCopy = {
  heading: "Send it to our team",
  intro: "We check your project and answer with matching specialists. Posting is free.",
  contact: {
    label: "Your work email",
    hint: "Where we answer about this project.",
    placeholder: "jordan@company.com",
    errors: {
      missing: "Enter the email address we should answer.",
      invalid: "Enter a valid email address, like jordan@company.com.",
    } satisfies Record<ContactProblem, string>,
  },
  post: "Post project",
  posting: "Posting…",
  tryAgain: "Try again",
  failed: {
    title: "Your project was not sent",
    body: "Our team's intake did not answer. Everything you entered is still here: try again in a moment.",
  },
  refused: {
    title: "Please check your project",
    body: "Our team could not accept it as it is. The message is beside each field to fix.",
  },
  sent: {
    title: "Project sent",
    body: (reference: string, email: string) =>
      `Reference ${reference}. We reply within one working day to ${email}.`,
  },
  queued: {
    title: "Saved on this device",
    body: "Saved on this device. It will be sent as soon as you are back online.",
  },
  handoff: {
    heading: `Also publish it on ${site.productName}`,
    note: `One step: this copies your project as a formatted summary and opens the ${site.productName} app in a new tab.`,
    button: `Copy summary & post on ${site.productName}`,
    copyOnly: "Copy summary",
    copied: "Summary copied",
    nextStepsHeading: "What happens next",
    /** Keyboard and mouse: how to paste. */
    pasteWithKeys:
      "Paste the summary into the app's posting form (Ctrl+V, or ⌘V on a Mac) and check the fields.",
    /** A touch screen has no Ctrl+V: paste is in the field's menu. */
    pasteByTouch:
      "Paste the summary into the app's posting form (touch and hold the field, then Paste) and check the fields.",
    publish: "Publish: posting is free. Qualified specialists start applying, usually within 4 hours.",
    summaryPreview: "See the summary that is copied",
  },
} as const;
