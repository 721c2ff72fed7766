import { object, type Schema, schema } from "../../domain/schema";

export interface CreateProfileSearch {
  /** Quick Apply: a job id's shape, or absent. Which job it is is read once it is there (applySearch.ts). */
  apply?: string;
}

const JOB_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

/**
 * /create-profile's search: `?apply=<job id>`. Only an id's shape passes here, so the job list
 * stays out of the page's first load; the builder looks the id up among the known jobs once one is
 * there (applySearch.ts), and an unknown id is no job at all.
 */
export const createProfileSearchSchema: Schema<CreateProfileSearch> = object({
  apply: schema((value) => (typeof value === "string" && JOB_ID.test(value) ? value : undefined)),
});
