import { quickApplyMessage } from "../content/notices";

/**
 * What one page hands the next in navigation state (TanStack Router `navigate({ state })` / `<Link state>`).
 * History state survives reloads and can be edited by anyone with devtools, so the receiving page
 * reads it only through `readProfileNotice`, never directly.
 */
export const PROFILE_NOTICES = {
  quickApply: quickApplyMessage,
} as const;
export type ProfileNoticeKey = keyof typeof PROFILE_NOTICES;

/** The longest free-text notice a page may pass along. */
export const PROFILE_NOTICE_MAX = 200;

declare module "@tanstack/history" {
  interface HistoryState {
    /** A message for the top of /create-profile: a known key, or short plain text. */
    profileNotice?: ProfileNoticeKey | (string & {});
  }
}

/**
 * The notice to show, or null: a known key gives its message; other text is accepted only when it is
 * a non-empty string of at most 200 characters (rendered as text, never as HTML).
 */
export function readProfileNotice(state: unknown): string | null {
  if (!state || typeof state !== "object") return null;
  const value = (state as { profileNotice?: unknown }).profileNotice;
  if (typeof value !== "string") return null;
  if (Object.hasOwn(PROFILE_NOTICES, value)) return PROFILE_NOTICES[value as ProfileNoticeKey];
  const text = value.replace(/\s+/g, " ").trim();
  return text && text.length <= PROFILE_NOTICE_MAX ? text : null;
}
