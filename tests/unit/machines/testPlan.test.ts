import { describe, expect, it } from "vitest";
import { flowModels } from "../../flows";
import { pageDrivers } from "../../flows/drivers";
import { browserSelection, planFor } from "../../support/machinePaths";
import { formatTestPlan, testPlanOf, testPlans } from "../../support/testPlan";

/** `npm run paths`: the numbered test plans QA reads (tests/support/testPlan.ts). */
describe("test plans", () => {
  // Generates the project wizard's paths twice (the plan and the browser's own selection): about
  // 2.5 s on a quiet machine, over the default 5 s when CI's machine is busy.
  it("mark exactly the paths the browser path tests perform", { timeout: 30_000 }, () => {
    const { projectWizard } = flowModels;
    const [plan] = testPlans(["projectWizard"]);
    const selected = browserSelection(planFor("projectWizard", projectWizard), pageDrivers.projectWizard);
    expect(plan?.browserSelection).toBe("subset");
    expect(
      plan?.paths
        .filter((path) => path.browser)
        .map((path) => path.title)
        .sort(),
    ).toEqual(selected.paths.map((path) => path.description).sort());
    expect(plan?.performedInBrowser).toBe(selected.paths.length);
  });

  it("say each step in the visitor's words, with the state reached, its description and the spec checks", () => {
    const [plan] = testPlans(["projectWizard"]);
    const refused = plan?.paths
      .flatMap((path) => path.steps)
      .find((step) => step.event.type === "step.next" && !step.accepted);
    expect(refused?.action).toBe("see that 'Continue to Skills' is disabled (the step is not complete)");
    expect(refused?.states.map((state) => state.path)).toEqual([
      "editing.step.details.written",
      "editing.send.idle",
      "editing.notice.hidden",
    ]);
    expect(refused?.checks[0]).toContain("Spec §5: title, type, industry and location are required");
    const typed = plan?.paths
      .flatMap((path) => path.steps)
      .find((step) => step.event.type === "field.change");
    expect(typed?.action).toBe("type 'Fanuc robot cell retrofit for Line 4' into Project title");
  });

  it("fall back to the event type without a page driver, and mark no path for the browser", () => {
    const plan = testPlanOf("videoDialog", flowModels.videoDialog);
    expect(plan.browserSelection).toBe("none");
    expect(plan.paths.every((path) => !path.browser)).toBe(true);
    expect(plan.paths.flatMap((path) => path.steps.map((step) => step.action))).toContain("dialog.open");
  });

  it("print a numbered plan", () => {
    const [plan] = testPlans(["videoDialog"]);
    const text = formatTestPlan(plan as NonNullable<typeof plan>);
    expect(text).toContain("5 generated paths; the browser performs every one [browser].");
    expect(text).toContain("Path 5 of 5  [browser]");
    expect(text).toContain("  1. click 'Play video:");
    expect(text).toContain("     → open: A modal dialog");
    expect(text).toContain("     ✓ checks: Spec §2 (home, hero): a close control closes the dialog");
  });

  it("refuse an unknown machine, naming the known ones", () => {
    expect(() => testPlans(["nope"])).toThrow(/Unknown machine nope\. Machines: jobAlert/);
  });
});
