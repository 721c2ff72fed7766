import { jsonExceeds } from "../domain/jsonShape";
import { storage as browserStorage, type SafeStorage } from "../platform/storage";

/**
 * A versioned value in localStorage. Reading never throws: missing, corrupt, foreign or older data
 * comes back as a status the view can explain ("Your draft was restored", "could not be restored"),
 * and writing reports failure (storage off or full) instead of throwing.
 */
export type LoadResult<T> =
  | { status: "empty" }
  | { status: "restored"; value: T }
  | { status: "discarded"; reason: "corrupt" | "outdated" | "invalid" };

export interface Persisted<T> {
  key: string;
  load(): LoadResult<T>;
  save(value: T): boolean;
  clear(): void;
  /**
   * Another tab changed the stored value: `onChange` gets it, validated like `load()` (null when it
   * was removed). Data that fails validation is not passed on: it is discarded as `load()` does.
   * Returns the unsubscribe function.
   */
  watch(onChange: (value: T | null) => void): () => void;
}

export interface PersistedOptions<T> {
  key: string;
  version: number;
  /** Returns the value when the stored data has the right shape, otherwise null. */
  validate: (data: unknown) => T | null;
  storage?: SafeStorage;
}

/** Deeper than any value the site stores (a resume draft: about five levels). */
const MAX_DEPTH = 32;

export function persisted<T>({
  key,
  version,
  validate,
  storage = browserStorage,
}: PersistedOptions<T>): Persisted<T> {
  const store: Persisted<T> = {
    key,
    load() {
      const raw = storage.get(key);
      if (raw === null) return { status: "empty" };
      let parsed: unknown;
      try {
        if (jsonExceeds(raw, MAX_DEPTH)) throw new SyntaxError("nested too deep");
        parsed = JSON.parse(raw);
      } catch {
        storage.remove(key);
        return { status: "discarded", reason: "corrupt" };
      }
      if (!parsed || typeof parsed !== "object" || !("v" in parsed) || !("data" in parsed)) {
        storage.remove(key);
        return { status: "discarded", reason: "corrupt" };
      }
      if ((parsed as { v: unknown }).v !== version) {
        storage.remove(key);
        return { status: "discarded", reason: "outdated" };
      }
      const value = validate((parsed as { data: unknown }).data);
      if (value === null) {
        storage.remove(key);
        return { status: "discarded", reason: "invalid" };
      }
      return { status: "restored", value };
    },
    save(value) {
      return storage.set(key, JSON.stringify({ v: version, data: value }));
    },
    clear() {
      storage.remove(key);
    },
    watch(onChange) {
      return storage.watch(key, () => {
        const result = store.load();
        if (result.status === "restored") onChange(result.value);
        else if (result.status === "empty") onChange(null);
      });
    },
  };
  return store;
}
