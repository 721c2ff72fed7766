// The first-action pass of `npm run bench` (issue 35): how long a visitor on a slow phone waits for
// the answer to their first action. Each page is loaded in a fresh browser context (empty cache, no
// service worker) with the slow-phone profile set through the Chrome DevTools protocol:
// Network.emulateNetworkConditions (150 ms latency, 1.6 Mbps down, 750 kbps up) and
// Emulation.setCPUThrottlingRate (4x). The page's first natural action is then performed either 0.5 s
// after the load event, 3 s after it, or at DOMContentLoaded, and timed in the page, from the action's first input
// event (or, where the action is a press on a control the code enables, from the moment the visitor
// reaches for it) until the page shows the answer, checked at every animation frame.
//
// A benchmark, not a timed test: it reports what it measured and never fails the bench.
import { chromium } from "playwright-core";

/** The slow-phone profile (Lighthouse's "slow 4G" with a 4x slower CPU). */
export const PROFILE = {
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
  cpuSlowdown: 4,
};

/** How long to wait for an answer before calling it missing. */
const ANSWER_TIMEOUT_MS = 15_000;

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1440, height: 900 } };

/**
 * The answers the page is watched for, by name. They run in the page (installed before any of its
 * scripts, since the page's CSP allows no eval), so they are written out here as source.
 */
const ANSWERS = `{
  saved: () => (document.querySelector('[data-testid="saved-jobs"]')?.textContent ?? "").includes("1 saved"),
  hoursMoved: () => {
    const thumb = [...document.querySelectorAll('[role="slider"]')].find((el) =>
      (el.getAttribute("aria-valuetext") ?? "").endsWith("hours"),
    );
    return thumb !== undefined && thumb.getAttribute("aria-valuenow") !== "40";
  },
  videoOpen: () => {
    const dialog = document.querySelector('[role="dialog"]');
    return dialog !== null && dialog.getClientRects().length > 0;
  },
  nameInPreview: () =>
    (document.querySelector('aside[aria-label^="Resume preview"]')?.textContent ?? "").includes("Ada Lovelace"),
  stepTwo: () => {
    const heading = document.getElementById("wizard-step-heading");
    return heading !== null && heading.textContent !== "Project Details";
  },
  errorsShown: () => document.querySelector('form [aria-invalid="true"]') !== null,
  skillPicked: () =>
    [...document.querySelectorAll('button[aria-pressed="true"]')].some((el) => el.textContent?.trim() === "ABB Robotics"),
  filtersOpen: () => {
    const panel = document.getElementById("contractor-filters");
    return panel !== null && panel.dataset.shown === "true" && panel.getClientRects().length > 0;
  },
  menuOpen: () => {
    const button = document.querySelector('header button[aria-controls][aria-expanded="true"]');
    const panel = button && document.getElementById(button.getAttribute("aria-controls") ?? "");
    return panel !== null && panel !== undefined && panel.getClientRects().length > 0;
  },
}`;

/** Installed before the page's own scripts: notes the first input after arming, and the answer. */
const WATCHER = `(() => {
  const answers = ${ANSWERS};
  const state = { armedAt: null, inputAt: null, answeredAt: null };
  Object.defineProperty(window, "__firstAction", { value: state });
  const note = (event) => {
    if (state.armedAt !== null && state.inputAt === null && event.isTrusted) state.inputAt = event.timeStamp;
  };
  for (const type of ["pointerdown", "mousedown", "touchstart", "keydown", "beforeinput", "input", "change"])
    addEventListener(type, note, { capture: true });
  Object.defineProperty(window, "__armFirstAction", {
    value: (name) => {
      const answer = answers[name];
      state.armedAt = performance.now();
      const check = () => {
        if (state.answeredAt !== null) return;
        if (answer()) state.answeredAt = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
  });
})();`;

/**
 * The actions: what the visitor does (`act`), what answers it (`answer`, a name above), and where
 * the timing starts: at the action's first input event, or when the visitor reaches for the control
 * (`from: "reach"`: Continue is a disabled button until the code has checked step 1).
 */
export const ACTIONS = [
  {
    name: "save a job",
    route: "/find-jobs",
    device: DESKTOP,
    answer: "saved",
    act: (page) => page.locator('button[aria-label^="Save "]').first().click(),
  },
  {
    name: "a key on the hours slider",
    route: "/",
    device: DESKTOP,
    answer: "hoursMoved",
    act: async (page) => {
      const thumb = page.locator('[role="slider"][aria-valuetext$="hours"]');
      await thumb.focus();
      await page.keyboard.press("ArrowRight");
    },
  },
  {
    name: "open the video",
    route: "/",
    device: DESKTOP,
    answer: "videoOpen",
    act: (page) => page.locator('button[aria-label^="Play video"]').click(),
  },
  {
    name: "type a name, see it in the preview",
    route: "/create-profile",
    device: DESKTOP,
    answer: "nameInPreview",
    act: async (page) => {
      await page.locator('input[name="fullName"]').focus();
      await page.keyboard.type("Ada Lovelace");
    },
  },
  {
    name: "fill step 1, then Continue",
    route: "/post-project",
    device: DESKTOP,
    answer: "stepTwo",
    from: "reach",
    before: async (page) => {
      await page.locator('input[name="title"]').fill("Fanuc robot cell retrofit for Line 4");
      // A visitor chooses in a select with a focus and a key (type-ahead), as trusted input.
      for (const [name, typed] of [
        ["projectType", "Robot"],
        ["industry", "Auto"],
      ]) {
        await page.locator(`select[name="${name}"]`).focus();
        await page.keyboard.type(typed);
      }
      await page.locator('input[name="location"]').fill("Detroit, MI");
    },
    act: (page) => page.getByRole("button", { name: /^Continue/ }).click({ timeout: ANSWER_TIMEOUT_MS }),
  },
  {
    name: "submit empty, see the errors",
    route: "/post-job",
    device: DESKTOP,
    answer: "errorsShown",
    act: (page) => page.locator('form button[type="submit"]').click(),
  },
  {
    name: "pick a skill",
    route: "/job-seeker-registration",
    device: DESKTOP,
    answer: "skillPicked",
    act: (page) => page.getByRole("button", { name: "ABB Robotics", exact: true }).click(),
  },
  {
    name: "open the filters (phone)",
    route: "/search-contractors",
    device: PHONE,
    answer: "filtersOpen",
    act: (page) => page.locator('button[aria-controls="contractor-filters"]').tap(),
  },
  {
    name: "open the menu (phone)",
    route: "/about",
    device: PHONE,
    answer: "menuOpen",
    act: (page) => page.locator('header button[aria-label="Open menu"]').tap(),
  },
];

/**
 * When the action is made: 0.5 s after the load event (the issue's goal), 3 s after it (a visitor
 * who reads the page before acting: what starting the code at idle buys), or as soon as the HTML
 * is parsed.
 */
export const MOMENTS = [
  { id: "afterLoad", label: "0.5 s after load", waitUntil: "load", delayMs: 500 },
  { id: "settled", label: "3 s after load", waitUntil: "load", delayMs: 3000 },
  { id: "domContentLoaded", label: "at DOMContentLoaded", waitUntil: "domcontentloaded", delayMs: 0 },
];

/** One timed action on a fresh page: ms from the action to the answer, or null if none came. */
async function timeOnce(browser, baseUrl, action, moment, log) {
  const context = await browser.newContext({ ...action.device, serviceWorkers: "block" });
  try {
    await context.addInitScript({ content: WATCHER });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: PROFILE.latencyMs,
      downloadThroughput: PROFILE.downloadBitsPerSecond / 8,
      uploadThroughput: PROFILE.uploadBitsPerSecond / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: PROFILE.cpuSlowdown });
    await page.goto(`${baseUrl}${action.route}`, { waitUntil: moment.waitUntil, timeout: 60_000 });
    if (moment.delayMs) await page.waitForTimeout(moment.delayMs);
    if (action.before) await action.before(page);
    await page.evaluate((name) => window.__armFirstAction(name), action.answer);
    try {
      await action.act(page);
    } catch (error) {
      // The action could not be made (a control that never became usable): no answer.
      log(`  ${action.route} ${action.name}: ${String(error).split("\n")[0]}`);
      return null;
    }
    const handle = await page
      .waitForFunction(() => window.__firstAction.answeredAt !== null, undefined, {
        timeout: ANSWER_TIMEOUT_MS,
        polling: 50,
      })
      .catch(() => null);
    if (!handle) return null;
    const { armedAt, inputAt, answeredAt } = await page.evaluate(() => window.__firstAction);
    const start = action.from === "reach" ? armedAt : (inputAt ?? armedAt);
    return Math.max(0, answeredAt - start);
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Runs every action (those on `routes` when given) `runs` times at each moment, against the site at
 * `baseUrl`. Returns one result per action: every run's figure and the median per moment (null
 * where an answer never came; the median then counts a missing answer as slower than any).
 */
export async function measureFirstActions({
  baseUrl,
  executablePath,
  runs = 3,
  routes = [],
  log = () => {},
}) {
  const browser = await chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const results = [];
  try {
    for (const action of ACTIONS) {
      if (routes.length && !routes.includes(action.route)) continue;
      const byMoment = {};
      for (const moment of MOMENTS) {
        const figures = [];
        for (let run = 0; run < runs; run++)
          figures.push(await timeOnce(browser, baseUrl, action, moment, log));
        const ranked = figures.map((f) => (f === null ? Number.POSITIVE_INFINITY : f));
        const middle = median(ranked);
        byMoment[moment.id] = { runs: figures, median: Number.isFinite(middle) ? middle : null };
      }
      const result = {
        action: action.name,
        route: action.route,
        width: action.device.viewport.width,
        ...byMoment,
      };
      results.push(result);
      log(
        `first action ${action.route} ${action.name}: ${MOMENTS.map((m) => `${m.label} ${formatMs(byMoment[m.id].median)}`).join(", ")}`,
      );
    }
  } finally {
    await browser.close();
  }
  return results;
}

export const formatMs = (value) => (value === null ? "no answer" : `${Math.round(value)} ms`);

/** The results as a Markdown table (what the bench prints and writes to reports/first-action.md). */
export function firstActionTable(results, runs) {
  const header = [
    "route",
    "width",
    "first action",
    ...MOMENTS.map((m) => `${m.label} (median of ${runs})`),
    "runs",
  ];
  const rows = results.map((r) => [
    r.route,
    `${r.width} px`,
    r.action,
    ...MOMENTS.map((m) => formatMs(r[m.id].median)),
    MOMENTS.map((m) => r[m.id].runs.map(formatMs).join(", ")).join(" / "),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}
