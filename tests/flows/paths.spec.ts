import { expect, hydrated, test } from "../e2e/fixtures";
import { FLOW_PATH_ANNOTATION, type FlowPathAnnotation } from "../e2e/flowPathsReporter";
import { stateKey, visitorActionOf } from "../support/drivers/types";
import { browserSelection, planFor, replay } from "../support/machinePaths";
import type { PathModel } from "../support/pathModel";
import { pageDrivers } from "./drivers";
import { flowModels } from "./index";

/**
 * Browser path tests, generated from the same graphs as the machine tests: each path is performed on
 * the real prerendered page, and in the first state and after every step the page must show the
 * state the machine reached. Which paths run is decided by browserSelection (the same function
 * `npm run paths` marks them with); each test carries an annotation from which
 * tests/e2e/flowPathsReporter.ts writes reports/flows/browser-paths.json.
 */
for (const [name, model] of Object.entries(flowModels) as Array<[keyof typeof flowModels, PathModel]>) {
  const driver = pageDrivers[name];
  if (!driver) continue;
  const plan = planFor(name, model);
  const selection = browserSelection(plan, driver);
  const paths = selection.paths;

  test.describe(`${name} in the browser`, () => {
    if (driver.viewport) test.use({ viewport: driver.viewport });
    if (driver.allowExternal) test.use({ allowExternal: driver.allowExternal });
    if (driver.allowConsoleErrors) test.use({ allowConsoleErrors: driver.allowConsoleErrors });

    test(`the driver performs every event and checks every state the graph reaches (${paths.length} of ${plan.paths.length} generated paths)`, () => {
      const events = new Set(paths.flatMap((path) => path.events.map((event) => event.type)));
      const states = new Set(
        paths.flatMap((path) => [plan.initialValue, ...path.expected, path.finalValue].map(stateKey)),
      );
      expect([...events].filter((type) => !driver.events[type])).toEqual([]);
      expect([...events].filter((type) => driver.visitorActions[type] === undefined)).toEqual([]);
      expect([...states].filter((key) => !driver.states[key])).toEqual([]);
    });

    for (const path of paths) {
      const annotation: FlowPathAnnotation = {
        machine: name,
        path: plan.paths.indexOf(path) + 1,
        generated: plan.paths.length,
        selected: paths.length,
        selection: selection.kind === "subset" ? "subset" : "every",
      };
      test(path.description, {
        annotation: { type: FLOW_PATH_ANNOTATION, description: JSON.stringify(annotation) },
      }, async ({ page }) => {
        // Each step checks the whole visible state; a long path through a form needs more than the
        // default 30 s on a loaded machine.
        test.setTimeout(Math.max(30_000, 10_000 + path.events.length * 4_000));
        // Whether the machine takes each event where the path sends it (a refused one must be
        // impossible for the visitor too).
        const taken = replay(model, path).steps.map((step) => step.transitions.length > 0);
        await driver.beforeLoad?.(page);
        await page.goto(driver.route);
        await hydrated(page);
        await driver.prepare?.(page);
        let before = stateKey(plan.initialValue);
        await test.step(`first state: ${before}`, async () => {
          const check = driver.states[before];
          if (!check) throw new Error(`No driver check for the first state ${before}`);
          await check(page);
        });
        for (const [step, event] of path.events.entries()) {
          const context = { event, before, accepted: taken[step] ?? false };
          await test.step(`${step + 1}. ${visitorActionOf(driver, context)} (${event.type} in ${before})`, async () => {
            const perform = driver.events[event.type];
            if (!perform) throw new Error(`No driver for ${event.type}`);
            await perform(page, context);
            const after = stateKey(path.expected[step]);
            const check = driver.states[after];
            if (!check) throw new Error(`No driver check for state ${after}`);
            await check(page);
            before = after;
          });
        }
      });
    }
  });
}
