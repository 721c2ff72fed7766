// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DRAFT_STORAGE_KEY,
  DRAFT_STORAGE_VERSION,
  type ProjectDraft,
} from "../../../src/domain/projectWizard";
import { SAMPLE_PROJECT } from "../../flows/projectWizard/model";

/**
 * Issue 19, machines own their drafts: /post-project reads nothing itself. Its machine's `loading`
 * state invokes the loader the page provides, which reads the saved draft and this tab's working
 * copy and sends the one the domain's rule picks. Mounted in jsdom with storage seeded: these fail if
 * the machine stops invoking the loader (nothing is restored) or if the rule changes.
 */
vi.mock("@tanstack/react-router", () => ({
  useHydrated: () => true,
  // The step in the history entry (stepHistory.ts): none, and a navigation that changes nothing.
  useRouterState: () => "details",
  useNavigate: () => () => Promise.resolve(),
}));

const { PostProjectPage } = await import("../../../src/views/postProject/PostProjectPage");

const WORKING_COPY_KEY = `${DRAFT_STORAGE_KEY}.working-copy`;
const stored = (data: unknown) => JSON.stringify({ v: DRAFT_STORAGE_VERSION, data });
const edited: ProjectDraft = { ...SAMPLE_PROJECT, title: "Edited in this tab, not saved" };

let root: Root | undefined;
let container: HTMLDivElement;

async function open(storage: { saved?: string; workingCopy?: string }) {
  localStorage.clear();
  sessionStorage.clear();
  if (storage.saved !== undefined) localStorage.setItem(DRAFT_STORAGE_KEY, storage.saved);
  if (storage.workingCopy !== undefined) sessionStorage.setItem(WORKING_COPY_KEY, storage.workingCopy);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement("div");
  document.body.append(container);
  const mounted = createRoot(container);
  root = mounted;
  await act(async () => mounted.render(<PostProjectPage />));
}

afterEach(async () => {
  const mounted = root;
  if (mounted) await act(async () => mounted.unmount());
  container.remove();
  root = undefined;
});

const title = () => container.querySelector<HTMLInputElement>('[name="title"]')?.value;
const notice = () => container.querySelector("[data-testid='draft-notice']")?.textContent ?? null;
const checked = () =>
  container.querySelector("[data-testid='project-wizard']")?.getAttribute("data-draft-checked");

describe("/post-project starts from the draft its machine loads", () => {
  it("a saved draft is restored, with the notice", async () => {
    await open({ saved: stored(SAMPLE_PROJECT) });
    expect(checked()).toBe("true");
    expect(title()).toBe(SAMPLE_PROJECT.title);
    expect(notice()).toContain("restored");
    // The working copy follows: a reload brings the same saved draft back.
    expect(JSON.parse(sessionStorage.getItem(WORKING_COPY_KEY) ?? "null")?.data).toEqual(SAMPLE_PROJECT);
  });

  it("this tab's working copy with unsaved changes wins over the saved draft, without a notice", async () => {
    await open({ saved: stored(SAMPLE_PROJECT), workingCopy: stored(edited) });
    expect(title()).toBe(edited.title);
    expect(notice()).toBeNull();
  });

  it("a working copy equal to the saved draft is the saved draft: restored with the notice", async () => {
    await open({ saved: stored(SAMPLE_PROJECT), workingCopy: stored(SAMPLE_PROJECT) });
    expect(title()).toBe(SAMPLE_PROJECT.title);
    expect(notice()).toContain("restored");
  });

  it("an unreadable saved draft is thrown away with the notice that says so", async () => {
    await open({ saved: "{not json" });
    expect(title()).toBe("");
    expect(notice()).toContain("could not");
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it("nothing stored: a fresh project, no notice, no working copy", async () => {
    await open({});
    expect(checked()).toBe("true");
    expect(title()).toBe("");
    expect(notice()).toBeNull();
    expect(sessionStorage.getItem(WORKING_COPY_KEY)).toBeNull();
  });
});
