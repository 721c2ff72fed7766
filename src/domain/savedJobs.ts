import { EMAIL_MAX_LENGTH, isValidEmail } from "./email";

/** How often a job alert can be sent (their labels: src/content/jobs.ts). */
export const JOB_ALERT_FREQUENCIES = ["daily", "weekly"] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

/**
 * Stored saved-job ids: only ids of known jobs, each once, in the order they were saved. The page
 * never stores more ids than there are jobs, so no more than eight times that many are looked at,
 * however long the stored list.
 */
export function validateSavedJobIds(data: unknown, knownIds: readonly string[]): string[] | null {
  if (!Array.isArray(data)) return null;
  const ids: string[] = [];
  for (const item of data.slice(0, knownIds.length * 8)) {
    if (typeof item === "string" && knownIds.includes(item) && !ids.includes(item)) ids.push(item);
  }
  return ids;
}

export interface StoredJobAlert {
  email: string;
  frequency: JobAlertFrequency;
}

/** A stored job alert: a valid email and a known frequency, or nothing. */
export function validateJobAlert(data: unknown): StoredJobAlert | null {
  if (!data || typeof data !== "object") return null;
  const { email, frequency } = data as Record<string, unknown>;
  if (typeof email !== "string" || email.length > EMAIL_MAX_LENGTH || !isValidEmail(email)) return null;
  const known = JOB_ALERT_FREQUENCIES.find((option) => option === frequency);
  return known ? { email: email.trim(), frequency: known } : null;
}
