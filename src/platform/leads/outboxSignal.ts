import { isLeadId, isLeadKind, isReference, type LeadKind } from "../../domain/leads";

/**
 * The few bytes every page carries about the device outbox (issue 34), so the shell can say "1 form
 * waiting to be sent" in every tab without loading the sending code: how many submissions wait
 * (a number in localStorage, which the browser's `storage` event carries to the other tabs), and the
 * last one the outbox delivered (its id, kind and reference). The outbox itself (IndexedDB) and the
 * sender load only when a form is sent or this count says something waits.
 */
const WAITING_KEY = "leads.outbox.waiting";
const DELIVERED_KEY = "leads.outbox.delivered";
const SAME_TAB_EVENT = "leads-outbox";

/** A queued submission the outbox has since delivered: the intake answered this reference. */
export interface DeliveredLead {
  id: string;
  kind: LeadKind;
  reference: string;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage off or full: this tab still hears of it (the same-tab event below).
  }
  dispatchEvent(new Event(SAME_TAB_EVENT));
}

/** How many submissions wait on this device (0 when unknown or unreadable). */
export function waitingCount(): number {
  const count = Number(read(WAITING_KEY));
  return Number.isInteger(count) && count > 0 && count < 1000 ? count : 0;
}

export function setWaitingCount(count: number): void {
  write(WAITING_KEY, count > 0 ? String(count) : null);
}

/** The last delivered submission, validated (null when none or unreadable). */
export function lastDelivered(): DeliveredLead | null {
  try {
    const value = JSON.parse(read(DELIVERED_KEY) ?? "null") as Partial<DeliveredLead> | null;
    if (value && isLeadId(value.id) && isLeadKind(value.kind) && isReference(value.reference)) {
      return { id: value.id, kind: value.kind, reference: value.reference };
    }
  } catch {
    // Not JSON: as if none.
  }
  return null;
}

export function announceDelivered(lead: DeliveredLead): void {
  write(DELIVERED_KEY, JSON.stringify(lead));
}

/** Calls `listener` whenever the count or the last delivery changes, in this tab or another. */
export function onOutboxChange(listener: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === null || event.key === WAITING_KEY || event.key === DELIVERED_KEY) listener();
  };
  addEventListener("storage", fromOtherTab);
  addEventListener(SAME_TAB_EVENT, listener);
  return () => {
    removeEventListener("storage", fromOtherTab);
    removeEventListener(SAME_TAB_EVENT, listener);
  };
}

/** Loads the outbox and sends what waits, when something waits (the next visit, `online`). */
export function flushWhenWaiting(): void {
  // Offline there is nothing to send with (and a fetch of the code could only fail).
  if (waitingCount() === 0 || navigator.onLine === false) return;
  import("./flushOutbox").then(
    (outbox) => outbox.flushOutbox(),
    () => {},
  );
}
