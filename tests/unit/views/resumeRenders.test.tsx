// @vitest-environment jsdom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { committedDuring, mountEachTest, type } from "../../support/renderCounts";

/**
 * Issue 19: a keystroke re-renders only what shows it. The builder's parts are wrapped in React
 * Profilers (each module's export is replaced by the same component inside a Profiler), the builder
 * is mounted in jsdom, one field is typed into, and the commits of every part are counted. When the
 * builder passed its whole snapshot down as props, every part re-rendered on every keystroke.
 */
vi.mock("@tanstack/react-router", () => ({
  useNavigate: () => () => Promise.resolve(),
  useHydrated: () => true,
  // No job applied for (Quick Apply's ?apply= is absent).
  useSearch: () => ({}),
}));
vi.mock("../../../src/views/resume/StepProgress", async (original) => {
  const module = await original<typeof import("../../../src/views/resume/StepProgress")>();
  return {
    ...module,
    StepProgress: (await import("../../support/renderCounts")).counted("StepProgress", module.StepProgress),
  };
});
vi.mock("../../../src/views/resume/ValueCard", async (original) => {
  const module = await original<typeof import("../../../src/views/resume/ValueCard")>();
  return {
    ...module,
    ValueCard: (await import("../../support/renderCounts")).counted("ValueCard", module.ValueCard),
  };
});
vi.mock("../../../src/views/resume/MarketInsights", async (original) => {
  const module = await original<typeof import("../../../src/views/resume/MarketInsights")>();
  return {
    ...module,
    MarketInsights: (await import("../../support/renderCounts")).counted(
      "MarketInsights",
      module.MarketInsights,
    ),
  };
});
vi.mock("../../../src/views/resume/AiSuggestions", async (original) => {
  const module = await original<typeof import("../../../src/views/resume/AiSuggestions")>();
  return {
    ...module,
    AiSuggestions: (await import("../../support/renderCounts")).counted(
      "AiSuggestions",
      module.AiSuggestions,
    ),
  };
});
vi.mock("../../../src/views/resume/StrengthMeter", async (original) => {
  const module = await original<typeof import("../../../src/views/resume/StrengthMeter")>();
  return {
    ...module,
    StrengthMeter: (await import("../../support/renderCounts")).counted(
      "StrengthMeter",
      module.StrengthMeter,
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

// Every text field, counted by its name (the personal details have one) or else its id.
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

const { ResumeBuilder } = await import("../../../src/views/resume/ResumeBuilder");
// The right column is an island (views/resume/parts.ts) whose code loads on demand: loaded here
// first, so the builder renders it at once, as after a client navigation.
await (await import("../../../src/views/resume/parts")).preload();

const container = mountEachTest(() => <ResumeBuilder />);

function input(name: string): HTMLInputElement {
  const field = container().querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!field) throw new Error(`no input named ${name}`);
  return field;
}

describe("the resume builder re-renders only what shows a keystroke", () => {
  it("typing a name re-renders the field and the preview, not the frame, the progress or the other cards", async () => {
    // The first letter fills the name and so moves the strength meter; the second shows only in the
    // field and the preview.
    await type(input("fullName"), "J");
    const parts = await committedDuring(() => type(input("fullName"), "Ja"));
    expect(input("fullName").value).toBe("Ja");
    // The preview's sheet shows it (it is not wrapped here: it is the part that must re-render).
    expect(container().querySelector("[data-template]")?.textContent).toContain("Ja");
    expect(Object.keys(parts)).toEqual(["input:fullName"]);
  });

  it("typing an email re-renders that field alone among the fields", async () => {
    const parts = await committedDuring(() => type(input("email"), "j@example.com"));
    expect(input("email").value).toBe("j@example.com");
    expect(Object.keys(parts)).toEqual(["input:email"]);
  });

  it("typing in one role re-renders that role's editor, not the other role's", async () => {
    const click = (element: Element | null | undefined) =>
      act(async () => (element as HTMLElement | null)?.click());
    const buttons = () => Array.from(container().querySelectorAll("button"));
    await click(buttons().find((button) => button.textContent?.includes("Next")));
    // The Experience step's code loads on demand (LaterStepBody): its button comes once it is in.
    await act(() =>
      vi.waitFor(() => expect(container().querySelector("#resume-add-experience")).not.toBeNull()),
    );
    await click(container().querySelector("#resume-add-experience"));
    await click(container().querySelector("#resume-add-experience"));
    const companies = container().querySelectorAll<HTMLInputElement>("input[data-entry-first]");
    expect(companies).toHaveLength(2);
    const first = companies[0] as HTMLInputElement;
    const inputsOf = (role: number) =>
      Array.from(container().querySelectorAll(`[data-entry-id] >* input`))
        .filter((input) => input.closest("li") === container().querySelectorAll("li[data-entry-id]")[role])
        .map((input) => `input:${input.id}`);
    const parts = await committedDuring(() => type(first, "Acme"));
    expect(first.value).toBe("Acme");
    // The role typed in re-renders (its editor shows the role: heading, fields); the other does not.
    expect(Object.keys(parts)).toContain(`input:${first.id}`);
    expect(inputsOf(1)).toHaveLength(5);
    expect(Object.keys(parts).filter((part) => inputsOf(1).includes(part))).toEqual([]);
    // (The strength meter re-renders too: the first role with content fills one of its items.)
    const inputs = Object.keys(parts).filter((part) => part.startsWith("input:"));
    expect(inputs.sort()).toEqual(inputsOf(0).sort());
  });

  it("the strength meter re-renders when its figure changes", async () => {
    const parts = await committedDuring(() => type(input("fullName"), "J"));
    expect(parts.StrengthMeter).toBeGreaterThanOrEqual(1);
    expect(container().textContent).toContain("25%");
  });
});
