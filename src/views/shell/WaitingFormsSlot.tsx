import { type ComponentType, useEffect, useState } from "react";

/** The same key and event as src/platform/leads/outboxSignal.ts (kept here so the shell loads nothing). */
const WAITING_KEY = "leads.outbox.waiting";
/** This tab's outbox changes, another tab's (storage), and the connection coming back. */
const EVENTS = ["leads-outbox", "storage", "online"];

/**
 * Where the shell's line about the device outbox goes (issue 34). Every page carries only this: the
 * line (./WaitingForms.tsx) and the outbox's code load once something waits on this device, now or
 * later (this tab's form, another tab's). Offline with no service worker the file could not come (and
 * Chromium would remember the failure), so it waits for the connection.
 */
export function WaitingFormsSlot() {
  const [Line, setLine] = useState<ComponentType | null>(null);
  useEffect(() => {
    const check = () => {
      try {
        if (!localStorage.getItem(WAITING_KEY) || (!navigator.onLine && !navigator.serviceWorker?.controller))
          return;
      } catch {
        return;
      }
      stop();
      import("./WaitingForms").then((module) => setLine(() => module.WaitingForms), start);
    };
    const start = () => {
      for (const type of EVENTS) addEventListener(type, check);
    };
    const stop = () => {
      for (const type of EVENTS) removeEventListener(type, check);
    };
    start();
    check();
    return stop;
  }, []);
  return Line ? <Line /> : null;
}
