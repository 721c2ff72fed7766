// @vitest-environment jsdom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { committedDuring, mountEachTest } from "../../support/renderCounts";

/**
 * Issue 19, the savings calculator on the home page: a change to one input re-renders that control
 * and the figures made from the inputs, not the other controls. Each control is counted by its
 * name; the results card and the breakdown by their own components. When the panel read the whole
 * snapshot, every control re-rendered with every change.
 */
// One location, as the router keeps it between navigations (a new object would be a navigation).
const location = { search: {} };
vi.mock("@tanstack/react-router", () => ({
  useHydrated: () => true,
  useLocation: () => location,
  useNavigate: () => () => Promise.resolve(),
  useRouter: () => ({ state: { location: { search: {} } } }),
}));
vi.mock("../../../src/views/home/calculator/CalculatorSelect", async (original) => {
  const module = await original<typeof import("../../../src/views/home/calculator/CalculatorSelect")>();
  return {
    ...module,
    CalculatorSelect: (await import("../../support/renderCounts")).counted(
      ({ name }: { name?: string }) => `control:${name}`,
      module.CalculatorSelect,
    ),
  };
});
vi.mock("../../../src/views/home/calculator/CalculatorSlider", async (original) => {
  const module = await original<typeof import("../../../src/views/home/calculator/CalculatorSlider")>();
  return {
    ...module,
    CalculatorSlider: (await import("../../support/renderCounts")).counted(
      ({ name }: { name?: string }) => `control:${name}`,
      module.CalculatorSlider,
    ),
  };
});
vi.mock("../../../src/views/home/calculator/CalculatorResults", async (original) => {
  const module = await original<typeof import("../../../src/views/home/calculator/CalculatorResults")>();
  return {
    ...module,
    CalculatorResults: (await import("../../support/renderCounts")).counted(
      "Results",
      module.CalculatorResults,
    ),
  };
});
vi.mock("../../../src/views/home/calculator/CalculationBreakdown", async (original) => {
  const module = await original<typeof import("../../../src/views/home/calculator/CalculationBreakdown")>();
  return {
    ...module,
    CalculationBreakdown: (await import("../../support/renderCounts")).counted(
      "Breakdown",
      module.CalculationBreakdown,
    ),
  };
});

const { CalculatorPanel } = await import("../../../src/views/home/calculator/CalculatorPanel");

const container = mountEachTest(() => <CalculatorPanel />);

async function pick(name: string, value: string) {
  const select = container().querySelector<HTMLSelectElement>(`select[name="${name}"]`);
  if (!select) throw new Error(`no select named ${name}`);
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

/**
 * Only `control` among the controls committed, once, and the figures did. The results card's
 * Profiler may count two commits for one change: its rates-help tooltip (an Ark component) commits
 * again after its props change.
 */
function expectOnly(counts: Record<string, number>, control: string) {
  expect(Object.keys(counts).sort()).toEqual(["Breakdown", "Results", control].sort());
  expect(counts[control]).toBe(1);
  expect(counts.Breakdown).toBe(1);
}

describe("the savings calculator re-renders only what shows a change", () => {
  it("a new location re-renders its select and the figures, not the other controls", async () => {
    const counts = await committedDuring(() => pick("location", "california"));
    expect(container().querySelector<HTMLSelectElement>('select[name="location"]')?.value).toBe("california");
    expectOnly(counts, "control:location");
  });

  it("a new project type re-renders its select and the figures only", async () => {
    const counts = await committedDuring(() => pick("type", "plc-controls"));
    expectOnly(counts, "control:type");
  });
});
