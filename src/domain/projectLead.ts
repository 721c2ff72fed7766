import { EMAIL_MAX_LENGTH, isValidEmail } from "./email";
import type { LeadSendResult, LeadSubmission } from "./leads";
import { BUDGET_FIELDS, DETAILS_FIELDS, type ProjectDraft, type WizardStep } from "./projectWizard";

/**
 * What the /post-project wizard sends to the lead intake (issue 34, kind `project`): the draft's own
 * fields, by their names, plus the address the team answers (`email`, asked on Review & Post). The
 * same names are the no-JavaScript form's `name` attributes.
 */
export const PROJECT_LEAD_PAGE = "/post-project";
/** The wire name of the contact address the wizard asks on its last step. */
export const PROJECT_CONTACT_FIELD = "email";
export const CONTACT_EMAIL_MAX = EMAIL_MAX_LENGTH;

export type ContactProblem = "missing" | "invalid";

/** The contact address is needed to answer: present, and a simple email pattern. */
export function contactProblem(email: string): ContactProblem | null {
  if (!email.trim()) return "missing";
  return isValidEmail(email) ? null : "invalid";
}

export function projectLeadFields(draft: ProjectDraft, email: string): Record<string, unknown> {
  return { ...draft, skills: [...draft.skills], [PROJECT_CONTACT_FIELD]: email.trim() };
}

export function projectSubmission(
  draft: ProjectDraft,
  email: string,
  { id, consent, elapsedMs }: { id: string; consent: string; elapsedMs: number },
): LeadSubmission {
  return {
    kind: "project",
    id,
    fields: projectLeadFields(draft, email),
    page: PROJECT_LEAD_PAGE,
    consent,
    elapsedMs: Math.max(0, Math.round(elapsedMs)),
    website: "",
  };
}

/**
 * The step that holds a field the intake refused: step 1's fields, the skills, step 3's fields;
 * the contact address (and anything the wizard does not know) is on Review & Post.
 */
export function stepOfLeadField(field: string): WizardStep {
  const name = field.split(".")[0] ?? field;
  if ((DETAILS_FIELDS as readonly string[]).includes(name)) return "details";
  if (name === "skills") return "skills";
  if ((BUDGET_FIELDS as readonly string[]).includes(name)) return "budget";
  return "review";
}

const STEP_ORDER: readonly WizardStep[] = ["details", "skills", "budget", "review"];

/** The first step (in the wizard's order) holding a refused field: where the visitor is taken. */
export function firstRefusedStep(errors: Record<string, string>): WizardStep {
  const steps = Object.keys(errors).map(stepOfLeadField);
  return STEP_ORDER.find((step) => steps.includes(step)) ?? "review";
}

/** The refused fields in the order the wizard shows them, for focus. */
export function refusedFieldsInOrder(errors: Record<string, string>): string[] {
  const order = [...DETAILS_FIELDS, "skills", ...BUDGET_FIELDS, PROJECT_CONTACT_FIELD] as string[];
  const rank = (field: string) => {
    const index = order.indexOf(field.split(".")[0] ?? field);
    return index === -1 ? order.length : index;
  };
  return Object.keys(errors).sort((a, b) => rank(a) - rank(b));
}

/** What the sendLead actor answered, when it is the named outcome. */
export function isSendOutcome<Outcome extends LeadSendResult["outcome"]>(
  result: unknown,
  outcome: Outcome,
): result is Extract<LeadSendResult, { outcome: Outcome }> {
  return (
    typeof result === "object" && result !== null && (result as { outcome?: unknown }).outcome === outcome
  );
}
