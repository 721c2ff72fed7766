import type { LoadFailureReason } from "./onDemand";

/**
 * The notices a page shows when something it loads on demand could not be loaded: a page the visitor
 * navigated to, a dialog, the toast region, a part that loads after hydration. Each is one line with
 * an action (try again, or reload when only a reload can help) and a way to dismiss it.
 *
 * This store is all a page's own code needs: it posts what failed (`what`, and the failure's reason
 * and attempts), and the renderer words the line (components/ui/LoadNotices.tsx, content/offline.ts).
 * The renderer comes with the offline support the entry loads once the page is idle
 * (startup/offlineSupport.ts), so neither it nor its copy is part of any page's first load; notices
 * posted before it arrives show when it does.
 */
export interface LoadNotice {
  /** One notice per id: posting the same id again replaces it. */
  id: string;
  /** What could not be loaded, as the line names it ("The rate slider"). */
  what?: string;
  failure?: { reason: LoadFailureReason; attempts: number };
  /** The line itself, instead of what and failure (a toast's words when the toast region is missing). */
  text?: string;
  /** "alert" for a failure of something the visitor asked for (announced at once), "status" otherwise. */
  tone: "alert" | "status";
  /** Tries again; without it the notice offers no action but dismissing. */
  retry?: () => void;
  /** Dismissing removes the notice and then runs this (a dialog's close event, say). */
  onDismiss?: () => void;
  /**
   * Focus moves to the notice, where the dialog or page the visitor asked for would have taken it,
   * and goes back to where it was when the notice leaves while holding it.
   */
  takeFocus?: boolean;
}

let notices: readonly LoadNotice[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly LoadNotice[]) {
  notices = next;
  for (const listener of [...listeners]) listener();
}

export function postLoadNotice(notice: LoadNotice): void {
  const index = notices.findIndex((existing) => existing.id === notice.id);
  publish(
    index === -1 ? [...notices, notice] : notices.map((existing, i) => (i === index ? notice : existing)),
  );
}

export function clearLoadNotice(id: string): void {
  if (notices.some((notice) => notice.id === id)) publish(notices.filter((notice) => notice.id !== id));
}

export function loadNotices(): readonly LoadNotice[] {
  return notices;
}

export function subscribeLoadNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
