// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { commits, mountEachTest, type as typeInto } from "../../support/renderCounts";

/**
 * Issue 19, the project wizard: a keystroke re-renders the step typed in and the preview, not the
 * step header, the draft notice or the tips. Parts are wrapped in counting Profilers as in
 * resumeRenders.test.tsx. When the page passed its whole snapshot to every part, all of them
 * re-rendered on every keystroke.
 */
vi.mock("@tanstack/react-router", () => ({
  useHydrated: () => true,
  // The step in the history entry (stepHistory.ts): none, and a navigation that changes nothing.
  useRouterState: () => "details",
  useNavigate: () => () => Promise.resolve(),
}));
vi.mock("../../../src/views/postProject/WizardSteps", async (original) => {
  const module = await original<typeof import("../../../src/views/postProject/WizardSteps")>();
  return {
    ...module,
    WizardSteps: (await import("../../support/renderCounts")).counted("WizardSteps", module.WizardSteps),
  };
});
vi.mock("../../../src/views/postProject/DraftNotice", async (original) => {
  const module = await original<typeof import("../../../src/views/postProject/DraftNotice")>();
  return {
    ...module,
    DraftNotice: (await import("../../support/renderCounts")).counted("DraftNotice", module.DraftNotice),
  };
});
vi.mock("../../../src/views/postProject/PostingTips", async (original) => {
  const module = await original<typeof import("../../../src/views/postProject/PostingTips")>();
  return {
    ...module,
    PostingTips: (await import("../../support/renderCounts")).counted("PostingTips", module.PostingTips),
  };
});
vi.mock("../../../src/views/postProject/DetailsStep", async (original) => {
  const module = await original<typeof import("../../../src/views/postProject/DetailsStep")>();
  return {
    ...module,
    // Its own renders, not its subtree's: a field inside it re-rendering is not the step re-rendering.
    DetailsStep: (await import("../../support/renderCounts")).rendered("DetailsStep", module.DetailsStep),
  };
});
vi.mock("../../../src/views/postProject/ProjectPreview", async (original) => {
  const module = await original<typeof import("../../../src/views/postProject/ProjectPreview")>();
  return {
    ...module,
    ProjectPreview: (await import("../../support/renderCounts")).counted(
      "ProjectPreview",
      module.ProjectPreview,
    ),
  };
});
vi.mock("../../../src/components/ui/DraftStatus", async (original) => {
  const module = await original<typeof import("../../../src/components/ui/DraftStatus")>();
  return {
    ...module,
    DraftStatus: (await import("../../support/renderCounts")).counted("DraftStatus", module.DraftStatus),
  };
});

vi.mock("../../../src/views/postProject/draftFields", async (original) => {
  const module = await original<typeof import("../../../src/views/postProject/draftFields")>();
  const { counted } = await import("../../support/renderCounts");
  const byField = (props: { name?: string }) => `field:${props.name}`;
  return {
    ...module,
    DraftTextInput: counted(byField, module.DraftTextInput),
    DraftTextArea: counted(byField, module.DraftTextArea),
    DraftSelect: counted(byField, module.DraftSelect),
  };
});

const { PostProjectPage } = await import("../../../src/views/postProject/PostProjectPage");

const container = mountEachTest(() => <PostProjectPage />);

/** Types into the field named `name`. */
async function type(name: string, value: string) {
  const field = container().querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!field) throw new Error(`no field named ${name}`);
  await typeInto(field, value);
}

describe("the project wizard re-renders only what shows a keystroke", () => {
  it("typing a title re-renders the title's box and the preview, not the step or its other fields", async () => {
    await type("title", "P");
    commits.clear();
    await type("title", "PL");
    expect(container().querySelector<HTMLInputElement>('[name="title"]')?.value).toBe("PL");
    expect(Object.fromEntries(commits)).toEqual({ "field:title": 1, ProjectPreview: 1 });
  });

  it("typing a location re-renders the location's box and the preview only", async () => {
    await type("location", "D");
    commits.clear();
    await type("location", "De");
    expect(Object.fromEntries(commits)).toEqual({ "field:location": 1, ProjectPreview: 1 });
  });
});
