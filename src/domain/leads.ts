/**
 * The lead intake's wire contract (issues 33 and 34): what a form sends to `POST /api/leads` and what
 * it gets back. The browser (src/platform, the forms' machines) and the intake (server/) both import
 * this module, so the two never disagree on a name, a kind or a status.
 *
 * Per-kind field rules live beside it (src/domain/leadFields.ts): the server runs the same checks the
 * browser runs, and answers a refusal with the same messages (src/content).
 */

/** Every kind of lead a form on the site sends. */
export const LEAD_KINDS = ["job-post", "project", "registration", "job-alert", "application"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === "string" && (LEAD_KINDS as readonly string[]).includes(value);
}

/** The two letters a reference starts with, one per kind ("JP-4K7Q" is a job post). */
export const REFERENCE_PREFIX: Record<LeadKind, string> = {
  "job-post": "JP",
  project: "PR",
  registration: "RG",
  "job-alert": "JA",
  application: "AP",
};

/**
 * The characters of a reference's code: digits and capitals a person can read out over the phone
 * without confusion (no 0/O, 1/I/L, U).
 */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REFERENCE_CODE_LENGTH = 4;
export const REFERENCE_PATTERN = /^(JP|PR|RG|JA|AP)-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{4,8}$/;

export function isReference(value: unknown): value is string {
  return typeof value === "string" && REFERENCE_PATTERN.test(value);
}

/** A UUID (any version), lower or upper case: the idempotency key a browser makes once per submission. */
export const LEAD_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isLeadId(value: unknown): value is string {
  return typeof value === "string" && LEAD_ID_PATTERN.test(value);
}

/** The name of the honeypot field: a person never sees it and leaves it empty; a bot fills it. */
export const HONEYPOT_FIELD = "website";

/**
 * One submission, as the browser sends it (JSON), and as the server reads an HTML form post once its
 * flat fields are gathered (see leadFields.ts for each kind's `fields`).
 */
export interface LeadSubmission {
  kind: LeadKind;
  /** The idempotency key: made once per submission, so a retry or a replay never makes a second lead. */
  id: string;
  /** The form's values, by the kind's field names. */
  fields: Record<string, unknown>;
  /** The page the form was on ("/post-job"). */
  page: string;
  /** The consent text the visitor saw beside the submit button, word for word. */
  consent: string;
  /** How long the form had been shown when it was sent (ms): too quick is a bot. */
  elapsedMs?: number;
  /** The honeypot: empty or absent from a person. */
  website?: string;
}

/** 201: the lead is committed. The same `id` again answers the same reference. */
export interface LeadAccepted {
  reference: string;
}

/** 400: a message per field (the browser's own words), and one for the whole submission. */
export interface LeadRefused {
  message: string;
  errors: Record<string, string>;
}

/**
 * What sending a submission came to, as the forms' machines read it (the `sendLead` actor's output):
 * - sent: the intake committed it, and answered this reference;
 * - queued: offline or the intake unreachable; kept on this device and sent later by itself;
 * - refused: 400, with the server's message per field;
 * - failed: a 5xx (or another answer) after retries; nothing is kept but the form's own values.
 */
export type LeadSendResult =
  | { outcome: "sent"; reference: string }
  | { outcome: "queued" }
  | { outcome: "refused"; message: string; errors: Record<string, string> }
  | { outcome: "failed"; status: number };

/** The same-origin default for `VITE_LEADS_ENDPOINT`. */
export const DEFAULT_LEADS_ENDPOINT = "/api/leads";

/**
 * A new idempotency key (a version 4 UUID): `crypto.randomUUID` where the page is a secure context,
 * else the same from `crypto.getRandomValues`.
 */
export function newLeadId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The outcome the `sendLead` actor's output says, for a machine's guards (anything else: failed). */
export function sendOutcome(output: unknown): LeadSendResult["outcome"] {
  const outcome = (output as { outcome?: unknown } | null)?.outcome;
  return outcome === "sent" || outcome === "queued" || outcome === "refused" ? outcome : "failed";
}
