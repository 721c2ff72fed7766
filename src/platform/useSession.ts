import { useEffect, useSyncExternalStore } from "react";
import { LOGGED_OUT, readSession, SESSION_COOKIE, type Session } from "./session";

let cachedCookie: string | undefined;
let cachedSession: Session = LOGGED_OUT;

function snapshot(): Session {
  let cookie = "";
  try {
    cookie = document.cookie;
  } catch {
    return LOGGED_OUT;
  }
  if (cookie !== cachedCookie) {
    cachedCookie = cookie;
    cachedSession = readSession(cookie);
  }
  return cachedSession;
}

/** The cookie value last written to the console. */
let lastLogged: string | null = null;

const subscribe = (onChange: () => void) => {
  // Cookies have no change event; re-read when the visitor comes back to the tab.
  window.addEventListener("focus", onChange);
  return () => window.removeEventListener("focus", onChange);
};

/**
 * The login state. The prerendered HTML is always logged out (the server snapshot); the real state
 * replaces it right after hydration, which React does without a hydration warning.
 */
export function useSession(): Session {
  const session = useSyncExternalStore(subscribe, snapshot, () => LOGGED_OUT);
  useEffect(() => {
    // Once per value, however many components read the session (the header, the menu island, which
    // hydrates logged out before it reads the cookie).
    if (!session.loggedIn || session.raw === lastLogged) return;
    lastLogged = session.raw;
    console.info(`[session] ${SESSION_COOKIE} =`, session.raw);
  }, [session]);
  return session;
}
