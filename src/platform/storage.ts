/**
 * localStorage behind a guard: storage can be disabled, throw on access or be full.
 * Every call here fails soft and says so in its return value.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

export function safeStorage(getStorage: () => Storage | undefined = defaultStorage): SafeStorage {
  return {
    get(key) {
      try {
        return getStorage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        const storage = getStorage();
        if (!storage) return false;
        storage.setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        getStorage()?.removeItem(key);
      } catch {
        // Nothing to do: storage is unavailable.
      }
    },
  };
}

function defaultStorage(): Storage | undefined {
  return typeof window === "undefined" ? undefined : window.localStorage;
}

export const storage = safeStorage();
