import { EMAIL_MAX_LENGTH, isValidEmail } from "./email";
import { fallback, map, picklist, string } from "./schema";
import { complete, items } from "./storedSchema";

/** How often a job alert can be sent (their labels: src/content/jobs.ts). */
export const JOB_ALERT_FREQUENCIES = ["daily", "weekly"] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

/**
 * Stored saved-job ids: only ids of known jobs, each once, in the order they were saved. The page
 * never stores more ids than there are jobs, so no more than eight times that many are looked at,
 * however long the stored list.
 */
export function validateSavedJobIds(data: unknown, knownIds: readonly string[]): string[] | null {
  return fallback(items(picklist(knownIds), knownIds.length * 8), null).parse(data);
}

export interface StoredJobAlert {
  email: string;
  frequency: JobAlertFrequency;
}

const email = map(string(EMAIL_MAX_LENGTH), (text) => (text && isValidEmail(text) ? text.trim() : undefined));

/** A stored job alert: a valid email and a known frequency, or nothing. */
export const jobAlertSchema = fallback(complete({ email, frequency: picklist(JOB_ALERT_FREQUENCIES) }), null);
export const validateJobAlert: (data: unknown) => StoredJobAlert | null = jobAlertSchema.parse;
