// npm run paths [-- <machine> ...] [--json] [--browser]: prints each generated path of the machines
// (all of them when none is named) as a numbered test plan for QA: what the visitor does at each
// step, the state it reaches and what that state shows, the specification checks on that step, and
// [browser] on the paths the browser path tests perform. --json prints the same for tools;
// --browser keeps only the paths the browser performs. See tests/support/testPlan.ts.
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const json = args.includes("--json");
const browserOnly = args.includes("--browser");
const names = args.filter((arg) => !arg.startsWith("--"));

const { runnerImport } = await import("vite");
const { module } = await runnerImport(path.join(root, "tests", "support", "testPlan.ts"));
let plans;
try {
  plans = module.testPlans(names);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
if (json) {
  const shown = browserOnly
    ? plans.map((plan) => ({ ...plan, paths: plan.paths.filter((p) => p.browser) }))
    : plans;
  process.stdout.write(`${JSON.stringify(shown, null, 2)}\n`);
} else {
  process.stdout.write(
    `${plans.map((plan) => module.formatTestPlan(plan, { browserOnly })).join("\n\n\n")}\n`,
  );
}
