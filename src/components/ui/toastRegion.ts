/**
 * Whether the page needs its toast region yet. The region's code (Ark's toast group, its layers:
 * about 20 KB gzipped) is loaded only once a toast is shown or the visitor presses the region's
 * hotkey, never with the page. This module is tiny on purpose: the toast store imports it.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function wantToastRegion(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

export function onToastRegionWanted(listener: () => void): () => void {
  if (wanted) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
