// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * Issue 19, the project wizard: a keystroke re-renders the step typed in and the preview, not the
 * step header, the draft notice or the tips. Parts are wrapped in counting Profilers as in
 * resumeRenders.test.tsx. When the page passed its whole snapshot to every part, all of them
 * re-rendered on every keystroke.
 */
const { commits, counted } = vi.hoisted(() => {
  const commits = new Map<string, number>();
  const counted = async <T,>(name: string, component: T): Promise<T> => {
    const { createElement, Profiler } = await import("react");
    const Inner = component as unknown as (props: object) => React.ReactNode;
    const Counted = (props: object) =>
      createElement(
        Profiler,
        { id: name, onRender: () => commits.set(name, (commits.get(name) ?? 0) + 1) },
        createElement(Inner, props),
      );
    return Counted as unknown as T;
  };
  return { commits, counted };
});

vi.mock("@tanstack/react-router", () => ({ useHydrated: () => true }));
vi.mock("../../src/views/postProject/WizardSteps", async (original) => {
  const module = await original<typeof import("../../src/views/postProject/WizardSteps")>();
  return { ...module, WizardSteps: await counted("WizardSteps", module.WizardSteps) };
});
vi.mock("../../src/views/postProject/DraftNotice", async (original) => {
  const module = await original<typeof import("../../src/views/postProject/DraftNotice")>();
  return { ...module, DraftNotice: await counted("DraftNotice", module.DraftNotice) };
});
vi.mock("../../src/views/postProject/PostingTips", async (original) => {
  const module = await original<typeof import("../../src/views/postProject/PostingTips")>();
  return { ...module, PostingTips: await counted("PostingTips", module.PostingTips) };
});
vi.mock("../../src/views/postProject/DetailsStep", async (original) => {
  const module = await original<typeof import("../../src/views/postProject/DetailsStep")>();
  return { ...module, DetailsStep: await counted("DetailsStep", module.DetailsStep) };
});
vi.mock("../../src/views/postProject/ProjectPreview", async (original) => {
  const module = await original<typeof import("../../src/views/postProject/ProjectPreview")>();
  return { ...module, ProjectPreview: await counted("ProjectPreview", module.ProjectPreview) };
});
vi.mock("../../src/components/ui/DraftStatus", async (original) => {
  const module = await original<typeof import("../../src/components/ui/DraftStatus")>();
  return { ...module, DraftStatus: await counted("DraftStatus", module.DraftStatus) };
});

const { PostProjectPage } = await import("../../src/views/postProject/PostProjectPage");

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(async () => {
  localStorage.clear();
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<PostProjectPage />));
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  commits.clear();
});

async function type(name: string, value: string) {
  const field = container.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!field) throw new Error(`no field named ${name}`);
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  await act(async () => {
    setValue?.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("the project wizard re-renders only what shows a keystroke", () => {
  it("typing a title re-renders the details step and the preview", async () => {
    await type("title", "P");
    commits.clear();
    await type("title", "PL");
    expect(container.textContent).toContain("PL");
    expect(Object.keys(Object.fromEntries(commits)).sort()).toEqual(["DetailsStep", "ProjectPreview"]);
  });
});
