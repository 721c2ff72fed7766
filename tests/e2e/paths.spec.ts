import { machineRegistry } from "../../machines";
import type { PathModel } from "../../machines/pathModel";
import { browserPaths, planFor } from "../support/machinePaths";
import { pageDrivers } from "./drivers";
import { stateKey } from "./drivers/types";
import { expect, hydrated, test } from "./fixtures";

/**
 * Browser path tests, generated from the same graphs as the machine tests: each path is performed on
 * the real prerendered page, and after every step the page must show the state the machine reached.
 */
for (const [name, model] of Object.entries(machineRegistry) as Array<
  [keyof typeof machineRegistry, PathModel]
>) {
  const driver = pageDrivers[name];
  if (!driver) continue;
  const plan = planFor(name, model);
  const paths = driver.everyPath ? plan.paths : browserPaths(plan);

  test.describe(`${name} in the browser`, () => {
    if (driver.viewport) test.use({ viewport: driver.viewport });
    if (driver.allowExternal) test.use({ allowExternal: driver.allowExternal });

    test(`the driver performs every event and checks every state the graph reaches (${paths.length} of ${plan.paths.length} generated paths)`, () => {
      const events = new Set(paths.flatMap((path) => path.events.map((event) => event.type)));
      const states = new Set(paths.flatMap((path) => [...path.expected, path.finalValue].map(stateKey)));
      expect([...events].filter((type) => !driver.events[type])).toEqual([]);
      expect([...states].filter((key) => !driver.states[key])).toEqual([]);
    });

    for (const path of paths) {
      test(path.description, async ({ page }) => {
        await driver.beforeLoad?.(page);
        await page.goto(driver.route);
        await hydrated(page);
        await driver.prepare?.(page);
        let before = stateKey(plan.initialValue);
        await driver.states[before]?.(page);
        for (const [index, event] of path.events.entries()) {
          await test.step(`${event.type} (from ${before})`, async () => {
            const perform = driver.events[event.type];
            if (!perform) throw new Error(`No driver for ${event.type}`);
            await perform(page, { event, before });
            const after = stateKey(path.expected[index]);
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
