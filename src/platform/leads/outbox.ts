import { isLeadId, isLeadKind, type LeadSubmission } from "../../domain/leads";
import { setWaitingCount } from "./outboxSignal";

/**
 * The device outbox (issue 34): submissions the network could not carry, kept until the intake has
 * them. IndexedDB when the browser has it; localStorage when IndexedDB fails (private modes, a
 * storage fault); neither: `keep` says so, and the form tells the visitor it was not saved (never
 * "saved on this device" when it was not). Every record is validated when read back: a damaged one
 * is dropped, never sent.
 *
 * Each change updates the waiting count every tab shows (outboxSignal.ts).
 */
const DB_NAME = "leads-outbox";
const STORE = "submissions";
const FALLBACK_KEY = "leads.outbox.fallback";

/** A stored submission is one the intake could take: the contract's shape, nothing else. */
export function validSubmission(value: unknown): LeadSubmission | null {
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  const { kind, id, fields, page, consent, elapsedMs, website } = record;
  if (!isLeadKind(kind) || !isLeadId(id)) return null;
  if (typeof fields !== "object" || fields === null || Array.isArray(fields)) return null;
  if (typeof page !== "string" || typeof consent !== "string") return null;
  const submission: LeadSubmission = { kind, id, fields: fields as Record<string, unknown>, page, consent };
  if (typeof elapsedMs === "number" && Number.isFinite(elapsedMs)) submission.elapsedMs = elapsedMs;
  if (typeof website === "string") submission.website = website;
  return submission;
}

function request<T>(make: (store: IDBObjectStore) => IDBRequest<T>, mode: IDBTransactionMode): Promise<T> {
  return openDb().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode);
        const req = make(transaction.objectStore(STORE));
        transaction.oncomplete = () => {
          db.close();
          resolve(req.result);
        };
        transaction.onerror = transaction.onabort = () => {
          db.close();
          reject(transaction.error ?? new Error("IndexedDB transaction failed"));
        };
      }),
  );
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === "undefined") return reject(new Error("no IndexedDB"));
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE, { keyPath: "id" });
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error("IndexedDB did not open"));
    open.onblocked = () => reject(new Error("IndexedDB blocked"));
  });
}

function fallbackRead(): LeadSubmission[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(FALLBACK_KEY) ?? "[]") as unknown;
    return Array.isArray(parsed) ? parsed.map(validSubmission).filter((s) => s !== null) : [];
  } catch {
    return [];
  }
}

function fallbackWrite(submissions: LeadSubmission[]): void {
  if (submissions.length) localStorage.setItem(FALLBACK_KEY, JSON.stringify(submissions));
  else localStorage.removeItem(FALLBACK_KEY);
}

/** Every waiting submission, validated (IndexedDB's and the fallback's), oldest first. */
export async function waiting(): Promise<LeadSubmission[]> {
  let stored: unknown[] = [];
  try {
    stored = await request((store) => store.getAll(), "readonly");
  } catch {
    // IndexedDB unusable: only the fallback.
  }
  const all = [...stored.map(validSubmission).filter((s) => s !== null), ...fallbackRead()];
  const seen = new Set<string>();
  return all.filter((submission) => !seen.has(submission.id) && seen.add(submission.id));
}

async function recount(): Promise<void> {
  setWaitingCount((await waiting()).length);
}

/** Keeps a submission on the device; false when the browser would keep it nowhere. */
export async function keep(submission: LeadSubmission): Promise<boolean> {
  let kept = false;
  try {
    await request((store) => store.put(submission), "readwrite");
    kept = true;
  } catch {
    try {
      fallbackWrite([...fallbackRead().filter((s) => s.id !== submission.id), submission]);
      kept = true;
    } catch {
      kept = false;
    }
  }
  await recount();
  return kept;
}

/** Removes a submission (delivered, or refused for good). */
export async function remove(id: string): Promise<void> {
  try {
    await request((store) => store.delete(id), "readwrite");
  } catch {
    // Nothing in IndexedDB to remove.
  }
  try {
    const rest = fallbackRead().filter((s) => s.id !== id);
    fallbackWrite(rest);
  } catch {
    // Storage off: nothing kept there either.
  }
  await recount();
}
