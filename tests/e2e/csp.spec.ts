import type { Page } from "@playwright/test";
import { expect, hydrated, ROUTES, test } from "./fixtures";

async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

test.describe("content security policy", () => {
  for (const route of ROUTES) {
    test(`${route} runs under its policy with no violation`, async ({ page }) => {
      await watchViolations(page);
      await page.goto(route);
      await hydrated(page);
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toContain("'unsafe-inline' ");
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      // The inline stylesheet is allowed by its hash, not by allowing every inline style.
      expect(policy).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/);
      // A client navigation too: the next page's code must load under the same policy.
      await page.getByRole("contentinfo").getByRole("link", { name: "About us" }).click();
      await expect(page).toHaveURL(/\/about$/);
      expect(await violations(page)).toEqual([]);
    });
  }

  test("the 404 page runs under its policy", async ({ page, problems }) => {
    await watchViolations(page);
    await page.goto("/not-here");
    await hydrated(page);
    expect(await violations(page)).toEqual([]);
    // The browser reports the page's own 404 status as a console error; that status is the point.
    problems.consoleErrors = problems.consoleErrors.filter((text) => !/status of 404/.test(text));
  });

  test("an injected inline script is refused", async ({ page, problems }) => {
    await watchViolations(page);
    await page.goto("/");
    await hydrated(page);
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__pwned = true";
      document.body.appendChild(script);
    });
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    expect((await violations(page)).some((v) => v.startsWith("script-src"))).toBe(true);
    // The refusal (and the browser's console line about it) is the point of this test, not a fault.
    problems.cspViolations.length = 0;
    problems.consoleErrors = problems.consoleErrors.filter((text) => !/Content Security Policy/.test(text));
  });

  test("the mobile menu opens under the policy", async ({ page }) => {
    await watchViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    expect(await violations(page)).toEqual([]);
  });
});
