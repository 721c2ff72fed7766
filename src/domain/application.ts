import type { LeadSendResult, LeadSubmission } from "./leads";
import type { ResumeProfile } from "./resume";

/**
 * Quick Apply (issue 34): the job a visitor applies for from /find-jobs travels to the resume
 * builder as `?apply=<job id>` (a job's id holds nothing personal and survives a reload), and
 * Complete Profile sends an application (kind `application`): the job and the resume.
 */
export const APPLICATION_PAGE = "/create-profile";
export const APPLY_SEARCH_PARAM = "apply";

/** The job applied for, as the application carries it. */
export interface AppliedJob {
  id: string;
  title: string;
  company: string;
}

/** The known job whose id the URL names, or null: an unknown id is no job at all. */
export function appliedJobOf(id: unknown, known: readonly AppliedJob[]): AppliedJob | null {
  if (typeof id !== "string") return null;
  const job = known.find((candidate) => candidate.id === id);
  return job ? { id: job.id, title: job.title, company: job.company } : null;
}

export function sameJob(a: AppliedJob | null, b: AppliedJob | null): boolean {
  return a?.id === b?.id;
}

/** The wire fields: {job: {id, title, company}, profile} (the photo never leaves the device). */
export function applicationSubmission(
  job: AppliedJob,
  profile: ResumeProfile,
  { id, consent, elapsedMs }: { id: string; consent: string; elapsedMs: number },
): LeadSubmission {
  return {
    kind: "application",
    id,
    fields: {
      job: { id: job.id, title: job.title, company: job.company },
      profile: {
        personalInfo: { ...profile.personalInfo },
        specialty: profile.specialty,
        experience: profile.experience.map((entry) => ({ ...entry })),
        skills: [...profile.skills],
        certifications: [...profile.certifications],
      },
    },
    page: APPLICATION_PAGE,
    consent,
    elapsedMs: Math.max(0, Math.round(elapsedMs)),
    website: "",
  };
}

export type ApplicationStep = "personalInfo" | "experience" | "skills" | "certifications" | "review";

/**
 * The builder step holding a field the intake refused, by its path ("profile.personalInfo.email",
 * "profile.experience.0.title", "profile.skills"); anything else (the job, the whole application) is
 * on Review.
 */
export function stepOfApplicationField(path: string): ApplicationStep {
  const [root, part] = path.split(".");
  if (root !== "profile") return "review";
  if (part === "personalInfo" || part === "specialty") return "personalInfo";
  if (part === "experience") return "experience";
  if (part === "skills") return "skills";
  if (part === "certifications") return "certifications";
  return "review";
}

const ORDER: readonly ApplicationStep[] = [
  "personalInfo",
  "experience",
  "skills",
  "certifications",
  "review",
];

export function firstRefusedApplicationStep(errors: Record<string, string>): ApplicationStep {
  const steps = Object.keys(errors).map(stepOfApplicationField);
  return ORDER.find((step) => steps.includes(step)) ?? "review";
}

export function isOutcome<Outcome extends LeadSendResult["outcome"]>(
  result: unknown,
  outcome: Outcome,
): result is Extract<LeadSendResult, { outcome: Outcome }> {
  return (
    typeof result === "object" && result !== null && (result as { outcome?: unknown }).outcome === outcome
  );
}
