/**
 * Optional proof-of-work with ALTCHA (self-hosted: the challenge comes from GET /api/altcha, no
 * cookie, no third party). On only when LEADS_ALTCHA_HMAC_KEY is set; then a JSON submission carries
 * `altcha`, the widget's payload (base64 JSON of { challenge, solution }, or that object).
 */
import { type Challenge, createChallenge, type Solution, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";

/** A challenge is good for this long, and is accepted once. */
const CHALLENGE_TTL_MS = 10 * 60_000;
const ALGORITHM = "SHA-256";
/** Hash rounds per attempt: a browser solves it in well under a second. */
const COST = 5_000;

const used = new Map<string, number>();

export function altchaChallenge(hmacKey: string): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: hmacKey,
  });
}

function decode(payload: unknown): { challenge: Challenge; solution: Solution } | null {
  let value = payload;
  if (typeof value === "string") {
    if (value.length > 4096) return null;
    try {
      value = JSON.parse(Buffer.from(value, "base64").toString("utf8"));
    } catch {
      return null;
    }
  }
  const candidate = value as { challenge?: unknown; solution?: unknown } | null;
  if (!candidate || typeof candidate !== "object") return null;
  const { challenge, solution } = candidate;
  if (!challenge || typeof challenge !== "object" || !solution || typeof solution !== "object") return null;
  return { challenge: challenge as Challenge, solution: solution as Solution };
}

/** True for a solved, unexpired challenge this server signed and that was not used before. */
export async function altchaVerified(hmacKey: string, payload: unknown): Promise<boolean> {
  const decoded = decode(payload);
  if (!decoded?.challenge.signature) return false;
  const now = Date.now();
  for (const [signature, until] of used) if (until < now) used.delete(signature);
  if (used.has(decoded.challenge.signature)) return false;
  try {
    const result = await verifySolution({ ...decoded, deriveKey, hmacSignatureSecret: hmacKey });
    if (!result.verified) return false;
  } catch {
    return false;
  }
  used.set(decoded.challenge.signature, now + CHALLENGE_TTL_MS);
  return true;
}
