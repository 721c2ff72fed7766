import type { EventObject } from "xstate";
import type { MachineName } from "../../machines";
import { flowModels } from "../flows";
import { pageDrivers } from "../flows/drivers";
import { type PageDriver, stateKey, visitorActionOf } from "./drivers/types";
import {
  browserSelection,
  type DescribedState,
  describeStateValue,
  eventLabel,
  planFor,
  replay,
} from "./machinePaths";
import type { PathModel } from "./pathModel";

/**
 * The generated paths of a machine as a numbered test plan for QA (`npm run paths`): each step's
 * visitor action in words (from the page driver, or the event type where there is none), the state
 * it reaches with that state's description, the specification expectations checked on that step,
 * and whether the browser path tests perform the path (decided by browserSelection, the function
 * tests/flows/paths.spec.ts uses, so the mark is true).
 */
export interface PlanStep {
  number: number;
  /** What the visitor does, in words. */
  action: string;
  /** The machine event, with its payload. */
  event: EventObject;
  /** False when the machine ignores or refuses the event here (nothing changes). */
  accepted: boolean;
  /** The state reached, as a driver names it ("editing.step.skills|notice.hidden"). */
  state: string;
  /** The atomic states reached, each with its description. */
  states: DescribedState[];
  /** Specification expectations checked on this step (each one's "why"). */
  checks: string[];
}

export interface PlanPath {
  /** 1-based, in the order the path tests generate them. */
  number: number;
  /** The path as the path tests title it. */
  title: string;
  /** Whether the browser path tests perform this path. */
  browser: boolean;
  start: { state: string; states: DescribedState[] };
  steps: PlanStep[];
}

export interface MachineTestPlan {
  machine: string;
  description: string;
  /** The page the browser path tests drive, when the machine has a page driver. */
  route: string | null;
  viewport: { width: number; height: number } | null;
  setup: string | null;
  /** "every": the browser performs every path; "subset": a covering subset; "none": no page driver. */
  browserSelection: "every" | "subset" | "none";
  generated: number;
  performedInBrowser: number;
  paths: PlanPath[];
}

export function testPlanOf(name: string, model: PathModel, driver?: PageDriver): MachineTestPlan {
  const plan = planFor(name, model);
  const selection = browserSelection(plan, driver);
  const inBrowser = new Set(selection.paths);
  const { machine } = model;
  const paths = plan.paths.map((path, index): PlanPath => {
    const result = replay(model, path);
    let before = stateKey(plan.initialValue);
    const steps = path.events.map((event, step): PlanStep => {
      const accepted = (result.steps[step]?.transitions.length ?? 0) > 0;
      const action = visitorActionOf(driver, { event, before, accepted });
      const value = path.expected[step];
      before = stateKey(value);
      return {
        number: step + 1,
        action: driver?.visitorActions[event.type] === undefined ? eventLabel(event) : action,
        event,
        accepted,
        state: before,
        states: describeStateValue(machine, value),
        checks: (result.steps[step]?.checks ?? []).map((check) => check.why),
      };
    });
    return {
      number: index + 1,
      title: path.description,
      browser: inBrowser.has(path),
      start: { state: stateKey(plan.initialValue), states: describeStateValue(machine, plan.initialValue) },
      steps,
    };
  });
  return {
    machine: name,
    description: (machine.root.description ?? "").replace(/\s+/g, " ").trim(),
    route: driver?.route ?? null,
    viewport: driver?.viewport ?? null,
    setup: driver?.setup ?? null,
    browserSelection: selection.kind,
    generated: plan.paths.length,
    performedInBrowser: selection.paths.length,
    paths,
  };
}

/** Test plans for the named machines (all of them when none is named). */
export function testPlans(names: string[] = []): MachineTestPlan[] {
  const unknown = names.filter((name) => !(name in flowModels));
  if (unknown.length)
    throw new Error(`Unknown machine ${unknown.join(", ")}. Machines: ${Object.keys(flowModels).join(", ")}`);
  const chosen = (names.length ? names : Object.keys(flowModels)) as MachineName[];
  return chosen.map((name) => testPlanOf(name, flowModels[name] as PathModel, pageDrivers[name]));
}

/** "→ state: description", one line per atomic state (parallel regions get one each). */
function statesLines(states: DescribedState[], indent: string, arrow: string): string[] {
  return states.map(
    (state, index) =>
      `${indent}${index === 0 ? arrow : `${" ".repeat(arrow.length - 2)}+ `}${state.path}: ${state.description}`,
  );
}

/** The plan as text: a header per machine, then each path's numbered steps. */
export function formatTestPlan(plan: MachineTestPlan, options: { browserOnly?: boolean } = {}): string {
  const lines: string[] = [];
  lines.push(`${plan.machine}: ${plan.description}`);
  if (plan.route)
    lines.push(
      `Page: ${plan.route}${plan.viewport ? ` at ${plan.viewport.width}×${plan.viewport.height}` : ""}${
        plan.setup ? `; ${plan.setup}` : ""
      }`,
    );
  lines.push(
    plan.browserSelection === "none"
      ? `${plan.generated} generated paths; no page driver, so the browser performs none (Vitest replays them all).`
      : plan.browserSelection === "every"
        ? `${plan.generated} generated paths; the browser performs every one [browser].`
        : `${plan.generated} generated paths; the browser performs ${plan.performedInBrowser} of them, a covering subset, marked [browser] (Vitest replays them all).`,
  );
  for (const path of plan.paths) {
    if (options.browserOnly && !path.browser) continue;
    lines.push("");
    lines.push(`Path ${path.number} of ${plan.generated}${path.browser ? "  [browser]" : ""}`);
    lines.push(...statesLines(path.start.states, "  ", "Start in "));
    for (const step of path.steps) {
      lines.push(
        `  ${step.number}. ${step.action}${step.accepted ? "" : "  (ignored here: nothing changes)"}`,
      );
      lines.push(...statesLines(step.states, "     ", "→ "));
      for (const why of step.checks) lines.push(`     ✓ checks: ${why}`);
    }
  }
  return lines.join("\n");
}
