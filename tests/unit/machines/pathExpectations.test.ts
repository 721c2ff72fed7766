import { describe, expect, it } from "vitest";
import { type AnyStateMachine, assign, createMachine, setup } from "xstate";
import { resumeBuilderModel } from "../../flows/resumeBuilder/model";
import { videoDialogModel } from "../../flows/videoDialog/model";
import { planFor, replay } from "../../support/machinePaths";
import type { PathModel } from "../../support/pathModel";

/**
 * The path replay compares a machine with the paths generated from that same machine, so on its own
 * it passes whatever the machine does. The specification expectations of a path model are written
 * independently; these tests change a machine the way a slip would and show that the expectations,
 * and only they, catch it.
 */

/** Generates the paths from `machine` (as the path tests would after the change) and replays them all. */
function replayAll(model: PathModel, machine: AnyStateMachine) {
  const changed = { ...model, machine } as PathModel;
  const plan = planFor("changed", changed);
  const replays = plan.paths.map((path) => ({ path, result: replay(changed, path) }));
  return {
    matchesItsOwnGraph: replays.every(
      ({ path, result }) =>
        JSON.stringify(result.snapshots.slice(1).map((s) => s.value)) === JSON.stringify(path.expected),
    ),
    brokenInvariants: replays.flatMap(({ result }) => result.brokenInvariants),
    brokenExpectations: replays.flatMap(({ result }) => result.brokenExpectations),
    applied: new Set(
      replays.flatMap(({ result }) => result.steps.flatMap((s) => s.checks.map((c) => c.why))),
    ),
  };
}

describe("specification expectations", () => {
  it("hold for the real video dialog", () => {
    const outcome = replayAll(videoDialogModel, videoDialogModel.machine);
    expect(outcome.brokenExpectations).toEqual([]);
    expect(outcome.applied.size).toBe(videoDialogModel.expectations?.length);
  });

  it("fail when one transition is retargeted, while the self-comparison still passes", () => {
    // The same config with one change: closing the dialog now leads back to "open".
    const { config, implementations } = videoDialogModel.machine;
    const open = config.states?.open;
    const retargeted = createMachine(
      {
        ...config,
        states: {
          ...config.states,
          open: {
            ...open,
            on: { "dialog.close": { ...(open?.on?.["dialog.close"] as object), target: "open" } },
          },
        },
      } as never,
      implementations as never,
    );
    const outcome = replayAll(videoDialogModel, retargeted);
    // What the replay checked before expectations existed: all green.
    expect(outcome.matchesItsOwnGraph).toBe(true);
    expect(outcome.brokenInvariants).toEqual([]);
    // The expectation written from the spec is not.
    expect(outcome.brokenExpectations.length).toBeGreaterThan(0);
    expect(outcome.brokenExpectations[0]).toContain("a close control closes the dialog");
    expect(outcome.brokenExpectations[0]).toContain("it reached open, not closed");
  });

  it("fail when a required action is dropped from a transition", () => {
    const { config, implementations } = videoDialogModel.machine;
    const open = config.states?.open;
    const withoutFocus = createMachine(
      {
        ...config,
        states: {
          ...config.states,
          open: {
            ...open,
            on: { "dialog.close": { ...(open?.on?.["dialog.close"] as object), actions: [] } },
          },
        },
      } as never,
      implementations as never,
    );
    const outcome = replayAll(videoDialogModel, withoutFocus);
    expect(outcome.brokenExpectations.join("\n")).toContain("the action focusThumbnail did not run");
  });

  it("notice a changed delay: the 2-second redirect after Complete Profile", () => {
    // 3 s instead of the spec's 2 s: the `{ afterMs: 2000 }` expectation no longer applies anywhere,
    // which the path tests report as an expectation no path exercises.
    const slower = resumeBuilderModel.machine.provide({ delays: { redirectDelay: 3000 } });
    const outcome = replayAll(resumeBuilderModel as PathModel, slower);
    const redirect = resumeBuilderModel.expectations?.find(
      (e) => typeof e.event === "object" && e.event.afterMs === 2000,
    );
    expect(redirect).toBeDefined();
    expect(outcome.applied.has(redirect?.why ?? "")).toBe(false);
    expect(replayAll(resumeBuilderModel as PathModel, resumeBuilderModel.machine).applied).toContain(
      redirect?.why,
    );
  });

  it("check a context effect with a predicate, on a tiny machine", () => {
    // The same counter twice: once adding 1 as the rule says, once adding 2.
    const counter = (by: number) =>
      setup({
        types: {} as { context: { count: number }; events: { type: "add" } },
        actions: { bump: assign(({ context }) => ({ count: context.count + by })) },
        guards: { belowFour: ({ context }) => context.count < 4 },
      }).createMachine({
        context: { count: 0 },
        initial: "counting",
        states: { counting: { on: { add: { guard: "belowFour", actions: "bump" } } } },
      });
    const modelOf = (machine: AnyStateMachine): PathModel => ({
      machine,
      events: [{ type: "add" }],
      serializeState: (snapshot) => String((snapshot.context as { count: number }).count),
      maxSimplePaths: 0,
      expectations: [
        {
          why: "Adding counts one more.",
          from: "counting",
          event: "add",
          when: (before) => (before.context as { count: number }).count < 4,
          outcome: (after, before) =>
            (after.context as { count: number }).count === (before.context as { count: number }).count + 1,
        },
      ],
    });
    const broken = (machine: AnyStateMachine) => {
      const model = modelOf(machine);
      return planFor("counter", model).paths.flatMap((path) => replay(model, path).brokenExpectations);
    };
    expect(broken(counter(1))).toEqual([]);
    expect(broken(counter(2)).join("\n")).toContain('"Adding counts one more.": add in counting');
    expect(broken(counter(2)).join("\n")).toContain("its outcome check failed");
  });
});
