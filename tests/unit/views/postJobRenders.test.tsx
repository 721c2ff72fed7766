// @vitest-environment jsdom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { committedDuring, mountEachTest, type } from "../../support/renderCounts";

/**
 * Issue 19, /post-job: a keystroke re-renders the field typed in, not the other fields, the
 * 'Submit Job Post' button, the summary of empty fields (unless its count changes) or the page around
 * them. Parts are wrapped in counting Profilers as in resumeRenders.test.tsx; the button and the
 * summary are counted by their icons, the page by its intro and the form by its note. When one
 * component read the whole snapshot and showed every field, all of them re-rendered on every keystroke.
 */
vi.mock("@tanstack/react-router", () => ({
  useRouter: () => ({ history: { back: () => {} }, navigate: () => Promise.resolve() }),
  Link: ({ children, className }: { children: unknown; className?: string }) => (
    <a className={className} href="/post-project">
      {children as never}
    </a>
  ),
}));
vi.mock("../../../src/components/toast/toastLater", () => ({
  toastLater: () => {},
  dismissToastsLater: () => {},
}));
vi.mock("lucide-react", async (original) => {
  const module = await original<typeof import("lucide-react")>();
  const { counted } = await import("../../support/renderCounts");
  return {
    ...module,
    Send: counted("SubmitButton", module.Send),
    TriangleAlert: counted("MissingSummary", module.TriangleAlert),
  };
});
vi.mock("../../../src/views/shell/PageIntro", async (original) => {
  const module = await original<typeof import("../../../src/views/shell/PageIntro")>();
  return {
    ...module,
    PageIntro: (await import("../../support/renderCounts")).counted("Page", module.PageIntro),
  };
});
vi.mock("../../../src/components/ui/NoScriptNote", async (original) => {
  const module = await original<typeof import("../../../src/components/ui/NoScriptNote")>();
  return {
    ...module,
    NoScriptNote: (await import("../../support/renderCounts")).counted("Form", module.NoScriptNote),
  };
});
// Every field, counted by its name.
vi.mock("../../../src/components/ui/inputs", async (original) => {
  const module = await original<typeof import("../../../src/components/ui/inputs")>();
  const { counted } = await import("../../support/renderCounts");
  const byName = ({ name }: { name?: string }) => `field:${name}`;
  return {
    ...module,
    TextInput: counted(byName, module.TextInput),
    TextArea: counted(byName, module.TextArea),
    NativeSelect: counted(byName, module.NativeSelect),
  };
});

const { PostJobPage } = await import("../../../src/views/postJob/PostJobPage");

const container = mountEachTest(() => <PostJobPage />);

function field(name: string): HTMLInputElement {
  const found = container().querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!found) throw new Error(`no field named ${name}`);
  return found;
}

describe("the post-job form re-renders only what shows a keystroke", () => {
  it("typing a name re-renders the name field alone", async () => {
    const parts = await committedDuring(() => type(field("name"), "D"));
    expect(field("name").value).toBe("D");
    expect(Object.keys(parts)).toEqual(["field:name"]);
  });

  it("typing in the comments re-renders the comments alone", async () => {
    const parts = await committedDuring(() => type(field("comments"), "Night shift"));
    expect(Object.keys(parts)).toEqual(["field:comments"]);
  });

  it("after a refused submit, filling a field re-renders it and the summary's count, then it alone", async () => {
    await act(async () => container().querySelector<HTMLElement>('button[type="submit"]')?.click());
    expect(field("jobTitle").getAttribute("aria-invalid")).toBe("true");
    expect(container().textContent).toContain("7 required fields are still empty.");
    // The first letter fills the field (a job title has no check beyond being there; a name needs two
    // letters): its mark goes, and the summary counts one field fewer.
    const first = await committedDuring(() => type(field("jobTitle"), "P"));
    expect(field("jobTitle").hasAttribute("aria-invalid")).toBe(false);
    expect(container().textContent).toContain("6 required fields are still empty.");
    expect(Object.keys(first).sort()).toEqual(["MissingSummary", "field:jobTitle"]);
    const second = await committedDuring(() => type(field("jobTitle"), "PL"));
    expect(Object.keys(second)).toEqual(["field:jobTitle"]);
  });
});
