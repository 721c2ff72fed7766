/**
 * Whether the page needs its toast region yet. The region's code (Ark's toast group, its layers:
 * about 20 KB gzipped) is loaded only once a toast is shown or the visitor presses the region's
 * hotkey, never with the page. This module is tiny on purpose: the toast store imports it.
 * toastLater.ts loads the region's code and hands its component over here, before it is wanted.
 */
import type { ComponentType } from "react";

let wanted = false;
let region: ComponentType | null = null;

export function provideToastRegion(component: ComponentType): void {
  region = component;
}

/** The toast region's component, once its code has loaded. */
export function toastRegionComponent(): ComponentType | null {
  return region;
}
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
