import { act, createElement, Profiler, type ReactElement, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach } from "vitest";

/**
 * Counting re-renders in jsdom (issue 19: a keystroke re-renders only what shows it). A test replaces
 * a module's component with `counted(name, component)` in its vi.mock factory (importing this module
 * there), mounts the page with `mountEachTest`, acts, and reads which parts committed.
 */
export const commits = new Map<string, number>();

/** `component` inside a Profiler that counts its commits under `name` (or the name its props give). */
export function counted<T>(
  name: string | ((props: { name?: string; id?: string }) => string),
  component: T,
): T {
  const Inner = component as unknown as (props: object) => ReactNode;
  const Counted = (props: { name?: string; id?: string }) => {
    const id = typeof name === "string" ? name : name(props);
    return createElement(
      Profiler,
      { id, onRender: () => commits.set(id, (commits.get(id) ?? 0) + 1) },
      createElement(Inner, props),
    );
  };
  return Counted as unknown as T;
}

/**
 * `component` counting its own renders under `name`: unlike `counted`, whose Profiler also fires
 * when anything inside it re-renders, this counts only the times the component itself ran (a
 * plain function component; it runs the component in its own place, hooks and all).
 */
export function rendered<T>(name: string, component: T): T {
  const Inner = component as unknown as (props: object) => ReactNode;
  const Rendered = (props: object) => {
    commits.set(name, (commits.get(name) ?? 0) + 1);
    return Inner(props);
  };
  return Rendered as unknown as T;
}

/** Mounts `page()` in a fresh container (empty storage) before each test and unmounts it after. */
export function mountEachTest(page: () => ReactElement): () => HTMLDivElement {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(async () => {
    localStorage.clear();
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root.render(page()));
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    container.remove();
    commits.clear();
  });
  return () => container;
}

/** Types the field's next value as the browser reports it to React: the value, then an input event. */
export async function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  await act(async () => {
    setValue?.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

/** The parts that committed while `action` ran, with how often. */
export async function committedDuring(action: () => Promise<void>): Promise<Record<string, number>> {
  commits.clear();
  await action();
  return Object.fromEntries(commits);
}
