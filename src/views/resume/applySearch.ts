import { jobs } from "../../content/jobs";
import { type AppliedJob, appliedJobOf } from "../../domain/application";
import { object, picklist, type Schema } from "../../domain/schema";

/** The jobs one can apply for from /find-jobs, as an application carries them. */
export const applicableJobs: readonly AppliedJob[] = jobs.map(({ id, title, company }) => ({
  id,
  title,
  company,
}));

export interface CreateProfileSearch {
  /** Quick Apply: the id of a known job, or absent (an unknown id is dropped, never shown). */
  apply?: string;
}

/** /create-profile's search: `?apply=<job id>`, validated against the known jobs. */
export const createProfileSearchSchema: Schema<CreateProfileSearch> = object({
  apply: picklist(applicableJobs.map((job) => job.id)),
});

export function jobToApplyFor(search: CreateProfileSearch): AppliedJob | null {
  return appliedJobOf(search.apply, applicableJobs);
}
