import { emptyJobPost, JOB_POST_FIELDS, JOB_POST_MAX_LENGTH, type JobPostValues } from "./jobPost";

/** Where /post-job keeps what was typed and not sent yet (issue 36), and its shape's version. */
export const JOB_POST_DRAFT_KEY = "post-job.draft";
export const JOB_POST_DRAFT_VERSION = 1;

/**
 * A stored /post-job draft, checked before use (storage may hold anything another version or
 * another hand wrote): an object whose every field is text within the form's own limit; a missing
 * field is empty, other keys are dropped. Anything else is no draft (null).
 */
export function validateJobPostDraft(data: unknown): JobPostValues | null {
  if (!data || typeof data !== "object" || Array.isArray(data)) return null;
  const source = data as Record<string, unknown>;
  const values: JobPostValues = { ...emptyJobPost };
  for (const field of JOB_POST_FIELDS) {
    const value = Object.hasOwn(source, field) ? source[field] : "";
    if (typeof value !== "string" || value.length > JOB_POST_MAX_LENGTH[field]) return null;
    values[field] = value;
  }
  return values;
}

/** Nothing typed yet: a draft of nothing is not kept. */
export const isBlankJobPost = (values: JobPostValues) =>
  JOB_POST_FIELDS.every((field) => !values[field].trim());
