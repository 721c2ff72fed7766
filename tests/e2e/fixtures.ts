import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page, type Route } from "@playwright/test";
import { DEFAULT_LEADS_ENDPOINT } from "../../src/domain/leads";

export interface PageProblems {
  consoleErrors: string[];
  externalRequests: string[];
  /** Content Security Policy violations, from every page and dialog a test visits. */
  cspViolations: string[];
}

/**
 * Every test page records console errors, page errors, requests that leave the site and Content
 * Security Policy violations (so every dialog any test opens runs under the policy). Each test ends
 * by asserting there were none, unless it declares what it expects.
 */
export const test = base.extend<{
  problems: PageProblems;
  allowExternal: RegExp[];
  allowConsoleErrors: RegExp[];
}>({
  allowExternal: [[], { option: true }],
  /** Console errors a test expects (the browser's own line for a page that answers 404, say). */
  allowConsoleErrors: [[], { option: true }],
  problems: [
    async ({ page, allowExternal, allowConsoleErrors, serviceWorkers }, use) => {
      const problems: PageProblems = { consoleErrors: [], externalRequests: [], cspViolations: [] };
      if (serviceWorkers === "block") {
        // Blocked as Playwright blocks it (playwright.config.ts), without its console warning, which
        // tests that want a page free of warnings would otherwise count.
        await page.addInitScript(() => {
          if (self.ServiceWorkerContainer)
            ServiceWorkerContainer.prototype.register = async () =>
              undefined as unknown as ServiceWorkerRegistration;
        });
      }
      await page.exposeFunction("__reportCspViolation", (violation: string) =>
        problems.cspViolations.push(violation),
      );
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { __reportCspViolation?: (v: string) => void })
            .__reportCspViolation;
          report?.(
            `${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      page.on("console", (message) => {
        const text = message.text();
        if (message.type() === "error" && !allowConsoleErrors.some((pattern) => pattern.test(text)))
          problems.consoleErrors.push(text);
      });
      page.on("pageerror", (error) => problems.consoleErrors.push(`pageerror: ${error.message}`));
      await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, async (route) => {
        const url = route.request().url();
        if (!allowExternal.some((pattern) => pattern.test(url))) problems.externalRequests.push(url);
        await route.abort();
      });
      await use(problems);
      expect(problems.consoleErrors, "console errors").toEqual([]);
      expect(problems.externalRequests, "requests that left the site").toEqual([]);
      expect(problems.cspViolations, "content security policy violations").toEqual([]);
    },
    // Every test, whether it names the fixture or not.
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until the page is interactive: the router's SSR bootstrap is gone, the layout has marked the
 * document, and React has hydrated the page's own content too (a route's content hydrates in its own
 * Suspense boundary, possibly after the layout; a control that React has not hydrated yet drops a
 * change event). React marks every node it owns with a `__reactFiber` key; the calculator's HTML, which
 * hydrates on purpose only as it nears the viewport, is left out.
 */
export async function hydrated(page: Page) {
  await startClient(page);
  await page.waitForFunction(() => {
    if ("$_TSR" in window || document.documentElement.dataset.hydrated !== "true") return false;
    const owned = (node: Element) => Object.keys(node).some((key) => key.startsWith("__reactFiber"));
    const main = document.querySelector("main");
    if (!main) return true;
    // Static parts stay the prerendered HTML and islands wait for their trigger (islands.tsx).
    const controls = [...main.querySelectorAll("h1, a, button, input, select, textarea")].filter(
      (node) =>
        !node.closest("#calculator") &&
        !node.closest("[data-static]:not([data-live])") &&
        !node.closest("[data-island]:not([data-hydrated])"),
    );
    return controls.every(owned);
  });
}

/** Whether the page has started its code (the early-input script added the entry). */
export const clientStarted = (page: Page) =>
  page.evaluate(() => document.querySelector('script[type="module"][src*="/assets/entry-client-"]') !== null);

/**
 * A page starts its code at the visitor's first sign of intent (src/startup/startPolicy.ts); one
 * that has not yet is given one, as a visitor would: the mouse moves in a corner of the page.
 */
export async function startClient(page: Page) {
  if (!(await clientStarted(page))) await page.mouse.move(1, 1);
}

/**
 * Installs Playwright's page clock (timers and dates the test moves on), but leaves animation
 * frames on the browser's own clock. The fake requestAnimationFrame fires only as the fake clock
 * moves, while CSS animations run on real frames: Ark's presence reads the exit animation in a
 * frame callback and then waits for its animationend, so under load a dialog or toast whose 120 ms
 * fade ended before that late callback stayed in the page, closed but never unmounted (the welcome
 * dialog in the registration's browser paths). In a browser the frame callback always comes first.
 * Frames stay real in this page and in every page it loads next.
 */
export async function installClock(page: Page) {
  await page.clock.install();
  const realFrames = () => {
    const builtins = (
      globalThis as unknown as {
        __pwClock?: { builtins: Pick<typeof globalThis, "requestAnimationFrame" | "cancelAnimationFrame"> };
      }
    ).__pwClock?.builtins;
    if (!builtins) return;
    globalThis.requestAnimationFrame = builtins.requestAnimationFrame;
    globalThis.cancelAnimationFrame = builtins.cancelAnimationFrame;
  };
  await page.context().addInitScript(realFrames);
  await page.evaluate(realFrames);
}

/**
 * Pauses the page clock a moment ahead of the page's own time, so nothing the test does next can
 * let a timer fire before the test looks. The page's time is read, then the pause asked for: on a
 * loaded machine that round trip took longer than the margin once, and Playwright refuses to pause
 * in the past ("Cannot fast-forward to the past"); then it asks again from the new time.
 */
export async function pauseClockSoon(page: Page, aheadMs = 100) {
  for (let attempt = 0; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + aheadMs);
      return;
    } catch (error) {
      if (attempt >= 4 || !String(error).includes("Cannot fast-forward to the past")) throw error;
    }
  }
}

export async function expectNoAxeViolations(page: Page, include?: string) {
  // Colours are judged as painted: a menu or dialog still sliding or fading in (a 160 ms animation)
  // has too little contrast for that moment. Wait until every finite animation has ended (a
  // spinner's never does).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary, "axe violations").toEqual([]);
}

export { ROUTE_PATHS as ROUTES } from "../../src/content/pages";

/**
 * Holds the client entry script back, so the page stays as its HTML painted it, until the returned
 * function lets it through. Navigate to such a page with `waitUntil: "domcontentloaded"`: the held
 * script may be part of what the load event waits for.
 */
export async function holdClientEntry(page: Page): Promise<() => void> {
  return holdAsset(page, /\/assets\/entry-client-[^/]+\.js$/);
}

/**
 * Holds back every request for the assets `url` matches (a chunk loaded on demand, an island's
 * code) until the returned function is called.
 */
export async function holdAsset(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Holds back every request to the lead intake until the returned function is called, so a test can
 * look at a form while it sends. `seen` is told of each request as it comes (to count or read posts).
 */
export async function holdIntake(page: Page, seen: (route: Route) => void = () => {}): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === DEFAULT_LEADS_ENDPOINT,
    async (route) => {
      seen(route);
      await held;
      await route.fallback();
    },
  );
  return release;
}

/** Two idle moments of the page gone by: what it does once idle (fetching islands' code) has begun. */
export async function pageIdle(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))),
  );
}

/**
 * A click where the element is, as a visitor's: Playwright's own click first scrolls the target
 * "into view", which for a link in the sticky header moves the page under it.
 */
export async function clickInPlace(page: Page, target: Locator) {
  const { x, y } = await centreOf(target);
  await page.mouse.click(x, y);
}

/** Where a visitor's pointer presses a control: the centre of its box, as it is now on screen. */
export async function centreOf(target: Locator): Promise<{ x: number; y: number }> {
  const box = await target.boundingBox();
  if (!box) throw new Error("Nothing to click: the element has no box");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * The second click of a double-click, landing on `target`: what a stepped flow put under the
 * pointer after the first click (a plain click on the control that was there) changed the step.
 */
export async function secondClickOn(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const { x, y } = await centreOf(target);
  await page.mouse.move(x, y);
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
}
