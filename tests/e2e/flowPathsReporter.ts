import type { Reporter, Suite, TestCase } from "@playwright/test/reporter";
import { type BrowserPathsFile, writeBrowserPathsReport } from "../support/flowReport";

/**
 * Records which generated paths the browser path tests (tests/flows/paths.spec.ts) performed, into
 * reports/flows/browser-paths.json, and rewrites the flow summary page (reports/flows/index.html).
 * Each path test carries an annotation naming its machine and path; a run without any of them (the
 * other specs alone) leaves the record as it was.
 */
export const FLOW_PATH_ANNOTATION = "flow-path";

export interface FlowPathAnnotation {
  machine: string;
  /** The path's number among the machine's generated paths (as `npm run paths` numbers them). */
  path: number;
  generated: number;
  selected: number;
  selection: "every" | "subset";
}

function annotationOf(test: TestCase): FlowPathAnnotation | null {
  const found = test.annotations.find((annotation) => annotation.type === FLOW_PATH_ANNOTATION);
  return found?.description ? (JSON.parse(found.description) as FlowPathAnnotation) : null;
}

export default class FlowPathsReporter implements Reporter {
  private tests: Array<{ test: TestCase; path: FlowPathAnnotation }> = [];
  private ended = 0;

  onBegin(_config: unknown, suite: Suite) {
    for (const test of suite.allTests()) {
      const path = annotationOf(test);
      if (path) this.tests.push({ test, path });
    }
  }

  onTestEnd(test: TestCase) {
    if (annotationOf(test)) this.ended += 1;
  }

  onEnd() {
    if (!this.tests.length || !this.ended) return;
    const now = new Date().toISOString();
    const machines: BrowserPathsFile["machines"] = {};
    for (const { test, path } of this.tests) {
      const record = machines[path.machine] ?? {
        performed: 0,
        failed: 0,
        notRun: path.selected,
        selected: path.selected,
        generated: path.generated,
        selection: path.selection,
        recordedAt: now,
      };
      machines[path.machine] = record;
      const outcome = test.outcome();
      if (outcome === "expected" || outcome === "flaky") {
        record.performed += 1;
        record.notRun -= 1;
      } else if (outcome === "unexpected") {
        record.failed += 1;
        record.notRun -= 1;
      }
    }
    const files = writeBrowserPathsReport({ generatedAt: now, machines });
    const performed = Object.values(machines).reduce((sum, m) => sum + m.performed, 0);
    console.log(`\nBrowser paths performed: ${performed}; recorded in ${files.join(", ")}`);
  }

  printsToStdio() {
    return false;
  }
}
