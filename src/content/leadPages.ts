import type { LeadProblemCode } from "../domain/leadFields";
import type { LeadKind } from "../domain/leads";
import { findJobsCopy } from "./jobs";
import { leadProblemMessage } from "./leadMessages";
import { postJobCopy } from "./postJob";
import { postProjectCopy } from "./postProject";
import { signupCopy } from "./signup";
import { site } from "./site";

/**
 * The lead intake's pages (issue 33): the privacy notice, and the pages an HTML form post (JavaScript
 * off) lands on: /sent and /not-sent. Nothing a visitor typed is ever on them.
 */

const env: Record<string, string | undefined> =
  typeof import.meta !== "undefined" && import.meta.env ? (import.meta.env as Record<string, string>) : {};

/**
 * How long leads are kept, in days: LEADS_RETENTION_DAYS, the same variable the intake purges by,
 * read at build (vite.config.ts defines it); 365 when unset or not a whole number of days.
 */
export function retentionDaysFrom(value: string | undefined): number {
  const days = Number(value?.trim());
  return Number.isInteger(days) && days >= 1 ? days : 365;
}
export const RETENTION_DAYS = retentionDaysFrom(env.LEADS_RETENTION_DAYS);

const product = site.productName;

export const privacyCopy = {
  sections: [
    {
      id: "what",
      heading: "What we keep",
      paragraphs: [
        "The details you type into a form and send: a job post, a project, a registration, a job alert or an application, exactly as you sent them, with the page the form was on, the time, and the consent line you saw beside the button.",
        "A one-way code made from your internet address, never the address itself: it lets us see that many forms came from one place, and cannot be turned back into the address.",
        "Nothing else. There are no advertising or tracking scripts, and no other company's code runs on these pages.",
      ],
    },
    {
      id: "why",
      heading: "Why we keep it",
      paragraphs: [
        `To answer you: ${product}'s team reads each form you send and replies by e-mail or phone. Your details go to that team only.`,
        "To keep out abuse: forms sent too quickly or by scripts are set aside and never passed on.",
      ],
    },
    {
      id: "how-long",
      heading: "How long",
      paragraphs: [
        `${RETENTION_DAYS} days from the day you send a form. After that it is deleted for good: the intake removes it by itself, once a day.`,
      ],
    },
    {
      id: "your-choice",
      heading: "Your choice",
      paragraphs: [
        "Ask us to delete everything you sent, at any time, and we will: one request removes every form sent with your e-mail address.",
        "What you type on this site but do not send (a draft, a resume you build) stays in your browser and never reaches us.",
      ],
    },
  ],
} as const;

export const sentCopy = {
  referenceLabel: "Your reference",
  body: "Our team has your details and answers by e-mail or phone, usually within one working day.",
  home: "Back to the home page",
} as const;

export const notSentCopy = {
  lead: "Nothing was kept. Go back to the form: what you typed is still there in most browsers. Check what it needs below, then send it again.",
  back: "Back to the form",
  ruleHeading: (form: string) => `What the ${form} needs`,
  /** When the form could not be read at all (no kind, an unknown field). */
  generalHeading: "If the form would not send",
  general:
    "Reload the form's page and send it again. If it still fails, wait a few minutes: too many forms from one place are held back for a while.",
} as const;

/** Each form, as /not-sent names it, with its page and what each field needs (the form's own words). */
export interface FormRules {
  kind: LeadKind;
  name: string;
  page: string;
  rules: ReadonlyArray<{ field: string; label: string; message: string }>;
}

const rule = (kind: LeadKind, field: string, label: string, code: LeadProblemCode) => ({
  field,
  label,
  message: leadProblemMessage(kind, field, code),
});

const jobFields = postJobCopy.fields;
const projectLabels = postProjectCopy.review.labels;

export const formRules: readonly FormRules[] = [
  {
    kind: "job-post",
    name: "job post",
    page: "/post-job",
    rules: [
      rule("job-post", "name", jobFields.name.label, "required"),
      rule("job-post", "email", jobFields.email.label, "email"),
      rule("job-post", "phone", jobFields.phone.label, "required"),
      rule("job-post", "jobTitle", jobFields.jobTitle.label, "required"),
      rule("job-post", "industry", jobFields.industry.label, "required"),
      rule("job-post", "employmentType", jobFields.employmentType.label, "required"),
      rule("job-post", "skills", jobFields.skills.label, "required"),
    ],
  },
  {
    kind: "registration",
    name: "registration",
    page: "/job-seeker-registration",
    rules: [
      rule("registration", "fullName", signupCopy.fullName, "check"),
      rule("registration", "email", signupCopy.email, "check"),
      rule("registration", "phone", signupCopy.phone, "check"),
      rule("registration", "skills", signupCopy.skillsLegend, "check"),
      rule("registration", "experienceLevel", signupCopy.experienceLegend, "check"),
      rule("registration", "jobTypes", signupCopy.jobTypesLegend, "check"),
      rule("registration", "availability", signupCopy.availabilityLegend, "check"),
    ],
  },
  {
    kind: "project",
    name: "project",
    page: "/post-project",
    rules: [
      rule("project", "title", projectLabels.title, "required"),
      rule("project", "projectType", projectLabels.projectType, "required"),
      rule("project", "industry", projectLabels.industry, "required"),
      rule("project", "location", projectLabels.location, "required"),
      rule("project", "skills", projectLabels.skills, "required"),
      rule("project", "workType", projectLabels.workType, "workType"),
      rule("project", "budgetMin", projectLabels.budget, "budgetMin"),
      rule("project", "budgetMax", projectLabels.budget, "budgetOrder"),
      rule("project", "startDate", projectLabels.startDate, "startDate"),
      rule("project", "duration", projectLabels.duration, "duration"),
    ],
  },
  {
    kind: "job-alert",
    name: "job alert",
    page: "/find-jobs",
    rules: [
      rule("job-alert", "email", findJobsCopy.alertEmailLabel, "email"),
      rule("job-alert", "frequency", findJobsCopy.alertFrequencyLabel, "required"),
    ],
  },
];
