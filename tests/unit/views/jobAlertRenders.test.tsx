// @vitest-environment jsdom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { committedDuring, mountEachTest, type } from "../../support/renderCounts";

/**
 * Issue 19, the job alert on /find-jobs: a keystroke in the email box re-renders that box, not the
 * Daily / Weekly choice, the 'Create alert' button, the draft status or the form around them. Parts
 * are wrapped in counting Profilers as in resumeRenders.test.tsx; the button is counted by its icon,
 * the form by the note it always renders. When one component read the whole snapshot and showed
 * every field, all of them re-rendered on every keystroke.
 */
vi.mock("lucide-react", async (original) => {
  const module = await original<typeof import("lucide-react")>();
  return {
    ...module,
    BellRing: (await import("../../support/renderCounts")).counted("SubmitButton", module.BellRing),
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

const { JobAlertForm } = await import("../../../src/views/jobs/JobAlertForm");

const container = mountEachTest(() => <JobAlertForm />);

const email = () => {
  const field = container().querySelector<HTMLInputElement>('input[name="email"]');
  if (!field) throw new Error("no email box");
  return field;
};
const click = (element: Element | null | undefined) =>
  act(async () => (element as HTMLElement | null)?.click());

describe("the job alert re-renders only what shows a keystroke", () => {
  it("typing an address re-renders the email box alone", async () => {
    await type(email(), "o");
    const parts = await committedDuring(() => type(email(), "op"));
    expect(email().value).toBe("op");
    expect(Object.keys(parts)).toEqual(["input:email"]);
  });

  it("choosing Weekly re-renders neither the email box nor the button", async () => {
    const weekly = container().querySelector<HTMLInputElement>('input[value="weekly"]');
    const parts = await committedDuring(() => click(weekly));
    expect(weekly?.checked).toBe(true);
    expect(Object.keys(parts)).toEqual([]);
  });

  it("once the address is refused, a keystroke still re-renders the email box alone", async () => {
    await type(email(), "ops");
    await click(container().querySelector('button[type="submit"]'));
    expect(email().getAttribute("aria-invalid")).toBe("true");
    const parts = await committedDuring(() => type(email(), "ops@"));
    expect(email().getAttribute("aria-invalid")).toBe("true");
    expect(Object.keys(parts)).toEqual(["input:email"]);
  });
});
