import { jobs } from "../../content/jobs";
import { type AppliedJob, appliedJobOf } from "../../domain/application";

/** The jobs one can apply for from /find-jobs, as an application carries them. */
export const applicableJobs: readonly AppliedJob[] = jobs.map(({ id, title, company }) => ({
  id,
  title,
  company,
}));

/** The known job `?apply=` names, or null. Loaded only when the address names one. */
export function jobToApplyFor(id: string | undefined): AppliedJob | null {
  return appliedJobOf(id, applicableJobs);
}
