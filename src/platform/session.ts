/**
 * The visitor's login state, derived from the provider's cookie `ci_user_logged_in`.
 * Its value is untrusted: it is decoded defensively and only ever rendered as text.
 */
export const SESSION_COOKIE = "ci_user_logged_in";
/** Longest greeting name shown; the rest is cut with an ellipsis. */
export const MAX_GREETING_NAME = 40;

export type Session = { loggedIn: false } | { loggedIn: true; name: string; raw: string };

export const LOGGED_OUT: Session = Object.freeze({ loggedIn: false });

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, " "));
  } catch {
    // Malformed percent-encoding: show what was stored rather than fail.
    return value;
  }
}

/** Strips control characters and collapses whitespace so the greeting is one clean line. */
function cleanName(value: string): string {
  // Control and format characters (bidi overrides, zero-width marks) are dropped; whitespace collapsed.
  const chars = Array.from(
    value
      .replace(/[\p{Cc}\p{Cf}]/gu, "")
      .replace(/\s+/g, " ")
      .trim(),
  );
  return chars.length > MAX_GREETING_NAME ? `${chars.slice(0, MAX_GREETING_NAME).join("")}…` : chars.join("");
}

/** Reads the session from a `document.cookie` string. Never throws. */
export function readSession(cookieHeader: string | null | undefined): Session {
  if (!cookieHeader) return LOGGED_OUT;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    const key = (eq === -1 ? part : part.slice(0, eq)).trim();
    if (key !== SESSION_COOKIE) continue;
    const raw = eq === -1 ? "" : part.slice(eq + 1).trim();
    const unquoted = raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2 ? raw.slice(1, -1) : raw;
    return { loggedIn: true, raw: unquoted, name: cleanName(safeDecode(unquoted)) };
  }
  return LOGGED_OUT;
}

/** 'Hi Jane' or, for an empty value, just 'Hi'. */
export function greetingFor(session: Session, word = "Hi"): string {
  if (!session.loggedIn) return "";
  return session.name ? `${word} ${session.name}` : word;
}

/** Reads document.cookie in the browser; logged out anywhere else or when the browser refuses. */
export function readBrowserSession(): Session {
  try {
    return typeof document === "undefined" ? LOGGED_OUT : readSession(document.cookie);
  } catch {
    return LOGGED_OUT;
  }
}
