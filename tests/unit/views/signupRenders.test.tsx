// @vitest-environment jsdom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { committedDuring, mountEachTest, type } from "../../support/renderCounts";

/**
 * Issue 19, /job-seeker-registration: a keystroke re-renders the field typed in, not the other
 * fields, the skills, the choice groups, the 'Create My Profile' button, the draft status or the page
 * around them. Parts are wrapped in counting Profilers as in resumeRenders.test.tsx; the page is
 * counted by its intro, the form by its note, and the button (which has no component of its own to
 * wrap) by its reading of its label. When one component read the whole snapshot and showed every
 * field, all of them re-rendered on every keystroke.
 */
vi.mock("../../../src/components/toast/toastLater", () => ({
  toastLater: () => {},
  dismissToastsLater: () => {},
}));
vi.mock("../../../src/content/signup", async (original) => {
  const module = await original<typeof import("../../../src/content/signup")>();
  const { commits } = await import("../../support/renderCounts");
  return {
    ...module,
    signupCopy: new Proxy(module.signupCopy, {
      get(target, key, receiver) {
        if (key === "submit" || key === "submitting")
          commits.set("SubmitButton", (commits.get("SubmitButton") ?? 0) + 1);
        return Reflect.get(target, key, receiver);
      },
    }),
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
vi.mock("../../../src/components/ui/DraftStatus", async (original) => {
  const module = await original<typeof import("../../../src/components/ui/DraftStatus")>();
  return {
    ...module,
    DraftStatus: (await import("../../support/renderCounts")).counted("DraftStatus", module.DraftStatus),
  };
});
vi.mock("../../../src/views/signup/SkillsPicker", async (original) => {
  const module = await original<typeof import("../../../src/views/signup/SkillsPicker")>();
  return {
    ...module,
    SkillsPicker: (await import("../../support/renderCounts")).counted("SkillsPicker", module.SkillsPicker),
  };
});
// Each choice group, counted by its id prefix.
vi.mock("../../../src/views/signup/ChoiceGroup", async (original) => {
  const module = await original<typeof import("../../../src/views/signup/ChoiceGroup")>();
  return {
    ...module,
    ChoiceGroup: (await import("../../support/renderCounts")).counted(
      (props) => `group:${(props as { idPrefix?: string }).idPrefix}`,
      module.ChoiceGroup,
    ),
  };
});
// Every text field, counted by its name or else its id (the skill box has no name).
vi.mock("../../../src/components/ui/inputs", async (original) => {
  const module = await original<typeof import("../../../src/components/ui/inputs")>();
  return {
    ...module,
    TextInput: (await import("../../support/renderCounts")).counted(
      ({ name, id }: { name?: string; id?: string }) => `input:${name ?? id}`,
      module.TextInput,
    ),
  };
});

const { JobSeekerRegistrationPage } = await import("../../../src/views/signup/JobSeekerRegistrationPage");

const container = mountEachTest(() => <JobSeekerRegistrationPage />);

function input(selector: string): HTMLInputElement {
  const found = container().querySelector<HTMLInputElement>(selector);
  if (!found) throw new Error(`no field ${selector}`);
  return found;
}
const click = (element: Element | null | undefined) =>
  act(async () => (element as HTMLElement | null)?.click());

describe("the registration form re-renders only what shows a keystroke", () => {
  it("typing a name re-renders the name field alone", async () => {
    await type(input('[name="fullName"]'), "D");
    const parts = await committedDuring(() => type(input('[name="fullName"]'), "Da"));
    expect(input('[name="fullName"]').value).toBe("Da");
    expect(Object.keys(parts)).toEqual(["input:fullName"]);
  });

  it("typing a location re-renders the location and its presets alone", async () => {
    const parts = await committedDuring(() => type(input('[name="location"]'), "Ohio"));
    expect(input('[name="location"]').value).toBe("Ohio");
    expect(Object.keys(parts)).toEqual(["input:location"]);
  });

  it("typing a skill of one's own re-renders the skills alone", async () => {
    const parts = await committedDuring(() => type(input("#signup-custom-skill"), "Fanuc"));
    expect(input("#signup-custom-skill").value).toBe("Fanuc");
    expect(Object.keys(parts).sort()).toEqual(["SkillsPicker", "input:signup-custom-skill"]);
  });

  it("after a refused submit, typing re-renders the field whose message goes, then it alone", async () => {
    await click(container().querySelector('button[type="submit"]'));
    // A first submit waits for the phone library (loaded on demand) before the checks run.
    await vi.waitFor(() => expect(input('[name="fullName"]').getAttribute("aria-invalid")).toBe("true"));
    await type(input('[name="fullName"]'), "D");
    const parts = await committedDuring(() => type(input('[name="fullName"]'), "Da"));
    expect(input('[name="fullName"]').hasAttribute("aria-invalid")).toBe(false);
    expect(Object.keys(parts)).toEqual(["input:fullName"]);
  });

  it("choosing an experience level re-renders that group alone", async () => {
    const parts = await committedDuring(() => click(input("#signup-experience-entry")));
    expect(input("#signup-experience-entry").checked).toBe(true);
    expect(Object.keys(parts)).toEqual(["group:signup-experience"]);
  });
});
