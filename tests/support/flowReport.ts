import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { CoverageRow, Covered } from "./machinePaths";

/**
 * The flow reports under reports/flows/ (git-ignored), for QA and for tools:
 * - coverage.json: written by the Vitest path tests (npm run test:paths), the same figures as the
 *   coverage table they print;
 * - junit.xml: the path tests as JUnit XML (Vitest's junit reporter, set in package.json);
 * - browser-paths.json: written by the browser path tests (tests/flows/paths.spec.ts, through
 *   tests/e2e/flowPathsReporter.ts): which generated paths the browser performed, per machine;
 * - index.html: a one-page summary of both, rewritten whenever either file is.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const REPORT_DIR = path.join(root, "reports", "flows");
export const REPORT_FILES = {
  coverage: path.join(REPORT_DIR, "coverage.json"),
  junit: path.join(REPORT_DIR, "junit.xml"),
  browser: path.join(REPORT_DIR, "browser-paths.json"),
  summary: path.join(REPORT_DIR, "index.html"),
} as const;

export interface MachineCoverage {
  states: Covered;
  transitions: Covered;
  guardedBranches: Covered;
  after: Covered;
  always: Covered;
  expectations: Covered;
  paths: number;
  missingStates: string[];
  missingTransitions: string[];
  unreachable: Record<string, string>;
}

export interface CoverageFile {
  generatedAt: string;
  /** What each figure counts. */
  definitions: Record<string, string>;
  machines: Record<string, MachineCoverage>;
}

export interface BrowserMachineRecord {
  /** Paths the browser performed and passed. */
  performed: number;
  failed: number;
  /** Selected paths that did not run to the end (skipped, interrupted, or left out by a filter). */
  notRun: number;
  /** Paths selected for the browser (all of them, or the covering subset). */
  selected: number;
  /** Paths the machine's graph generates. */
  generated: number;
  selection: "every" | "subset";
  /** When this machine's paths were last run (a run of some machines keeps the others' records). */
  recordedAt: string;
}

export interface BrowserPathsFile {
  generatedAt: string;
  machines: Record<string, BrowserMachineRecord>;
}

const definitions: CoverageFile["definitions"] = {
  states: "state nodes reached by the replayed paths, of all in the definition (history nodes left out)",
  transitions:
    "transitions taken, of all in the definition: one per guarded branch, `after` and `always` ones included; declared-unreachable ones left out",
  guardedBranches:
    "of those, the candidates of events that have a guard among their candidates (the unguarded fallback included)",
  after: "of those, the `after` (delayed) transitions",
  always: "of those, the `always` (eventless) transitions",
  expectations:
    "specification expectations (the path model's `expectations`) that applied on at least one path",
  paths: "generated paths replayed (shortest, one per edge, bounded simple paths)",
};

export function coverageFileOf(rows: CoverageRow[], generatedAt = new Date().toISOString()): CoverageFile {
  return {
    generatedAt,
    definitions,
    machines: Object.fromEntries(
      rows.map((row) => [
        row.machine,
        {
          states: { covered: row.statesCovered, total: row.statesTotal },
          transitions: { covered: row.transitionsCovered, total: row.transitionsTotal },
          guardedBranches: row.guardedBranches,
          after: row.after,
          always: row.always,
          expectations: row.expectations,
          paths: row.paths,
          missingStates: row.missingStates,
          missingTransitions: row.missingTransitions,
          unreachable: row.unreachable,
        },
      ]),
    ),
  };
}

function readJson<T>(file: string): T | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

function writeSummary() {
  const html = summaryHtmlOf(
    readJson<CoverageFile>(REPORT_FILES.coverage),
    readJson<BrowserPathsFile>(REPORT_FILES.browser),
  );
  writeFileSync(REPORT_FILES.summary, html);
}

/** Writes coverage.json and the summary page; returns the report paths relative to the repository. */
export function writeCoverageReport(rows: CoverageRow[]): string[] {
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(REPORT_FILES.coverage, `${JSON.stringify(coverageFileOf(rows), null, 2)}\n`);
  writeSummary();
  return [REPORT_FILES.coverage, REPORT_FILES.junit, REPORT_FILES.summary].map((file) =>
    path.relative(root, file),
  );
}

/**
 * Writes browser-paths.json and the summary page; returns the report paths relative to the
 * repository. Machines this run did not include keep their earlier record.
 */
export function writeBrowserPathsReport(record: BrowserPathsFile): string[] {
  mkdirSync(REPORT_DIR, { recursive: true });
  const earlier = readJson<BrowserPathsFile>(REPORT_FILES.browser);
  const merged: BrowserPathsFile = {
    generatedAt: record.generatedAt,
    machines: { ...(earlier?.machines ?? {}), ...record.machines },
  };
  const ordered = Object.fromEntries(Object.entries(merged.machines).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(REPORT_FILES.browser, `${JSON.stringify({ ...merged, machines: ordered }, null, 2)}\n`);
  writeSummary();
  return [REPORT_FILES.browser, REPORT_FILES.summary].map((file) => path.relative(root, file));
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const full = ({ covered, total }: Covered) => covered === total;
const cell = (figure: Covered) =>
  `<td class="${full(figure) ? "ok" : "short"}">${figure.covered}/${figure.total}</td>`;

/** The one-page summary: coverage per machine and, when recorded, what the browser performed. */
export function summaryHtmlOf(coverage: CoverageFile | null, browser: BrowserPathsFile | null): string {
  const names = [
    ...new Set([...Object.keys(coverage?.machines ?? {}), ...Object.keys(browser?.machines ?? {})]),
  ];
  const rows = names
    .map((name) => {
      const c = coverage?.machines[name];
      const b = browser?.machines[name];
      const coverageCells = c
        ? [c.states, c.transitions, c.guardedBranches, c.after, c.always, c.expectations].map(cell).join("") +
          `<td>${c.paths}</td>`
        : `<td colspan="7">not in coverage.json</td>`;
      const browserCell = !browser
        ? ""
        : b
          ? `<td class="${b.failed || b.notRun ? "short" : "ok"}" title="recorded ${escapeHtml(b.recordedAt ?? "")}">${b.performed}/${b.generated}${
              b.selection === "subset"
                ? ` <small>(a covering subset of ${b.selected} paths was selected)</small>`
                : ""
            }${b.failed ? ` <small>${b.failed} failed</small>` : ""}${
              b.notRun ? ` <small>${b.notRun} not run</small>` : ""
            }</td>`
          : "<td><small>not in the recorded browser runs (no page driver, or not run yet)</small></td>";
      const missing = c
        ? [...c.missingStates.map((s) => `state ${s}`), ...c.missingTransitions.map((t) => `transition ${t}`)]
        : [];
      return `      <tr><th scope="row"><a href="../../docs/flows/${escapeHtml(name)}.md">${escapeHtml(name)}</a></th>${coverageCells}${browserCell}</tr>${
        missing.length
          ? `\n      <tr class="missing"><td colspan="${browser ? 9 : 8}">Not covered: ${escapeHtml(missing.join("; "))}</td></tr>`
          : ""
      }`;
    })
    .join("\n");
  const definitionList = Object.entries(coverage?.definitions ?? definitions)
    .map(([term, text]) => `    <dt>${escapeHtml(term)}</dt><dd>${escapeHtml(text)}</dd>`)
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Flow test summary</title>
  <!-- Written by npm run test:paths and by the browser path tests; reports/ is git-ignored. -->
  <style>
    body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 1100px; padding: 24px; color: #13202f; }
    table { border-collapse: collapse; width: 100%; }
    th, td { border-bottom: 1px solid #cfd9e4; padding: 6px 8px; text-align: left; }
    td.ok { color: #185c37; }
    td.short, tr.missing td { color: #9b1c1c; font-weight: 600; }
    small { color: #4a5b6d; font-weight: 400; }
    dt { font-weight: 600; margin-top: 8px; }
  </style>
</head>
<body>
  <h1>Flow test summary</h1>
  <p>Machine path tests: ${
    coverage
      ? `<time datetime="${escapeHtml(coverage.generatedAt)}">${escapeHtml(coverage.generatedAt)}</time> (<code>npm run test:paths</code>)`
      : "not run yet: run <code>npm run test:paths</code>"
  }.
  Browser path tests: ${
    browser
      ? `<time datetime="${escapeHtml(browser.generatedAt)}">${escapeHtml(browser.generatedAt)}</time>`
      : "not recorded yet: run <code>npm run test:e2e -- tests/flows/paths.spec.ts</code> after <code>npm run build</code>"
  }.</p>
  <p>Files: <a href="./coverage.json">coverage.json</a>, <a href="./junit.xml">junit.xml</a>${
    browser ? `, <a href="./browser-paths.json">browser-paths.json</a>` : ""
  }. Diagrams of every flow: <a href="../../docs/flows/index.html">docs/flows/index.html</a>. A numbered test plan of each path: <code>npm run paths</code>.</p>
  <table>
    <thead>
      <tr><th scope="col">machine</th><th scope="col">states</th><th scope="col">transitions</th><th scope="col">guarded branches</th><th scope="col">after</th><th scope="col">always</th><th scope="col">spec checks</th><th scope="col">paths</th>${
        browser ? `<th scope="col">browser performed / generated</th>` : ""
      }</tr>
    </thead>
    <tbody>
${rows}
    </tbody>
  </table>
  <h2>What the figures count</h2>
  <dl>
${definitionList}
    <dt>browser performed / generated</dt><dd>generated paths the browser path tests performed and passed; machines with more than 15 paths get a covering subset that reaches every state and takes every transition the full set takes</dd>
  </dl>
</body>
</html>
`;
}
