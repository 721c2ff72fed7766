import type { SignupField } from "../domain/jobSeekerSignup";
import type { LeadProblemCode } from "../domain/leadFields";
import type { LeadKind } from "../domain/leads";
import { BUDGET_BOUNDS, budgetUnitFor } from "../domain/projectWizard";
import { findJobsCopy } from "./jobs";
import { postJobCopy } from "./postJob";
import { postProjectCopy } from "./postProject";
import { projectLeadCopy } from "./projectLead";
import { resumeMessages } from "./resume";
import { signupErrors } from "./signup";

/**
 * The words the intake answers a refused lead with (issue 33): per kind, field and problem code
 * (src/domain/leadFields.ts), the very message the form shows in the browser where it has one, so a
 * visitor reads the same sentence whether the browser or the server caught it. Never a visitor's
 * value in a message.
 */

export const leadMessagesCopy = {
  /** The whole refusal's message (`LeadRefused.message`). */
  refused: "Some details need another look before this can be sent.",
  unknownFields: "This form sent a field it does not have. Reload the page and send it again.",
  badSubmission: "This submission could not be read. Reload the page and send it again.",
  kind: "This form is not one the site knows. Reload the page and send it again.",
  consent: "The consent line was missing. Reload the page and send it again.",
  proofOfWork: "Your browser's check did not come through. Wait a moment and send it again.",
  generic: {
    type: "This field holds something it cannot.",
    tooLong: "This is longer than the field keeps. Shorten it.",
    choice: "Choose one of the options.",
    required: postJobCopy.fieldRequired,
    email: postJobCopy.emailInvalid,
    entry: resumeMessages.stepBlocked.experience,
  },
  project: {
    title: "Add a project title.",
    projectType: "Choose a project type.",
    industry: "Choose an industry.",
    location: "Add where the work is, or Remote.",
    skills: "Add at least one skill.",
    workType: "Choose a work type.",
    startDate: "Choose a start date.",
    duration: "Choose an expected duration.",
    email: projectLeadCopy.contact.errors.missing,
  },
  application: {
    job: "The job applied to is missing. Open it from the job list and apply again.",
    profile: "The resume could not be read. Open the resume builder and check it.",
    fullName: "Add your full name.",
  },
  jobAlertFrequency: "Choose how often to get alerts.",
} as const;

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

function projectMessage(field: string, code: LeadProblemCode, workType: string): string | undefined {
  const budget = postProjectCopy.budget.errors;
  switch (code) {
    case "budgetMin":
    case "budgetMax":
      return budget.notMoney;
    case "budgetOrder":
      return budget.order;
    case "budgetBounds": {
      const bounds = BUDGET_BOUNDS[budgetUnitFor(workType)];
      return budget.bounds(usd.format(bounds.min), usd.format(bounds.max));
    }
    case "required":
    case "workType":
    case "startDate":
    case "duration":
      return (leadMessagesCopy.project as Record<string, string>)[field];
    case "startDatePast":
      return budget.startDatePast;
    default:
      return undefined;
  }
}

/**
 * The message for one field's problem. `workType` (a project's chosen work type) words the budget
 * bounds as the wizard does; it is one of the fixed choices, never free text.
 */
export function leadProblemMessage(
  kind: LeadKind,
  field: string,
  code: LeadProblemCode,
  context: { workType?: string } = {},
): string {
  const generic = leadMessagesCopy.generic as Record<string, string>;
  const shape = code === "type" || code === "tooLong" || code === "choice";
  if (!shape) {
    if (kind === "registration" && code === "check" && Object.hasOwn(signupErrors, field))
      return signupErrors[field as SignupField];
    if (kind === "registration" && (code === "fullNameLetters" || code === "phoneInvalid"))
      return signupErrors[code];
    if (kind === "job-post" && (code === "name" || code === "phone")) return postJobCopy.fieldProblem[code];
    if (kind === "project") {
      const message = projectMessage(field, code, context.workType ?? "");
      if (message) return message;
    }
    if (kind === "job-alert") {
      if (field === "email") return findJobsCopy.alertInvalid;
      if (field === "frequency") return leadMessagesCopy.jobAlertFrequency;
    }
    if (kind === "application") {
      if (field === "job" || field.startsWith("job.")) return leadMessagesCopy.application.job;
      if (field === "profile.personalInfo.fullName") return leadMessagesCopy.application.fullName;
      if (field === "profile.personalInfo.email" && code === "email") return resumeMessages.email;
    }
  }
  if (kind === "application" && field === "profile") return leadMessagesCopy.application.profile;
  return generic[code] ?? leadMessagesCopy.refused;
}

/** Every field's message, keyed as the problems are. */
export function leadProblemMessages(
  kind: LeadKind,
  problems: Record<string, LeadProblemCode>,
  context: { workType?: string } = {},
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [field, code] of Object.entries(problems)) {
    messages[field] = leadProblemMessage(kind, field, code, context);
  }
  return messages;
}
