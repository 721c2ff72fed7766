/**
 * localStorage behind a guard: storage can be disabled, throw on access or be full.
 * Every call here fails soft and says so in its return value.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): boolean;
  remove(key: string): void;
  /**
   * Calls `onChange` when another tab (or window) of this site changes or removes `key` in this
   * storage area (the browser's `storage` event, which never fires in the tab that wrote), and when
   * the page comes back from the back/forward cache, where it missed those events. Returns the
   * unsubscribe function; without a window it does nothing.
   */
  watch(key: string, onChange: () => void): () => void;
}

export function safeStorage(getStorage: () => Storage | undefined = defaultStorage): SafeStorage {
  const area = () => {
    try {
      return getStorage();
    } catch {
      return undefined;
    }
  };
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
    watch(key, onChange) {
      if (typeof window === "undefined") return () => {};
      const onStorage = (event: StorageEvent) => {
        // A null key is storage.clear() in the other tab: every key changed.
        if (event.key !== null && event.key !== key) return;
        const watched = area();
        if (!watched || event.storageArea !== watched) return;
        onChange();
      };
      const onPageShow = (event: PageTransitionEvent) => {
        if (event.persisted) onChange();
      };
      window.addEventListener("storage", onStorage);
      window.addEventListener("pageshow", onPageShow);
      return () => {
        window.removeEventListener("storage", onStorage);
        window.removeEventListener("pageshow", onPageShow);
      };
    },
  };
}

function defaultStorage(): Storage | undefined {
  return typeof window === "undefined" ? undefined : window.localStorage;
}

export const storage = safeStorage();
