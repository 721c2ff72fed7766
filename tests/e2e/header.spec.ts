import { links } from "../../src/content/links";
import { expect, hydrated, test } from "./fixtures";

test.describe("header", () => {
  test("marks the active page and offers Login / Register when logged out", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/industries");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Industries" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    const header = page.locator("header");
    const login = header.getByRole("link", { name: "Login / Register" }).first();
    await expect(login).toHaveAttribute("href", links.login());
    await expect(login).toHaveAttribute("target", "_blank");
    await expect(login).toHaveAttribute("rel", "noopener noreferrer");
    await expect(header.getByRole("link", { name: /Blog/ }).first()).toHaveAttribute("href", links.blog());
    const box = await header.boundingBox();
    expect(box?.height).toBe(64);
  });

  const cookieCases = [
    { name: "plain", value: "Jane", shown: "Hi Jane" },
    { name: "percent-encoded", value: "Jane%20Doe", shown: "Hi Jane Doe" },
    { name: "empty", value: "", shown: "Hi" },
    {
      name: "HTML",
      value: encodeURIComponent("<img src=x onerror=alert(1)>"),
      shown: "Hi <img src=x onerror=alert(1)>",
    },
    { name: "malformed encoding", value: "%E0%A4%A", shown: "Hi %E0%A4%A" },
  ];
  for (const { name, value, shown } of cookieCases) {
    test(`greets a logged-in visitor from a ${name} cookie, as plain text`, async ({
      page,
      context,
      problems,
      baseURL,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await context.addCookies([{ name: "ci_user_logged_in", value, url: baseURL }]);
      const infos: string[] = [];
      page.on("console", (message) => infos.push(message.text()));
      page.on("dialog", () => problems.consoleErrors.push("a dialog opened: script ran"));
      await page.goto("/");
      await hydrated(page);
      const greeting = page.locator("header").getByTestId("greeting").first();
      await expect(greeting).toHaveText(shown);
      await expect(greeting).toHaveAttribute("href", links.contractorArea());
      await expect(page.locator("header img")).toHaveCount(0);
      const dashboard = page.locator("header").getByRole("link", { name: "Dashboard" }).first();
      await expect(dashboard).toHaveAttribute("href", links.login());
      await expect(dashboard).toHaveAttribute("target", "_blank");
      await expect(page.locator("header").getByRole("link", { name: "Login / Register" })).toHaveCount(0);
      await expect.poll(() => infos.some((text) => text.includes("ci_user_logged_in"))).toBe(true);
    });
  }

  test("logged in at 390 px: the menu, hydrated on the tap, greets with Dashboard; the cookie is logged once", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await context.addCookies([{ name: "ci_user_logged_in", value: "Maria%20Lopez", url: baseURL }]);
    const infos: string[] = [];
    page.on("console", (message) => infos.push(message.text()));
    await page.goto("/about");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator('[data-island="mobileMenu"]');
    await expect(menu.getByTestId("greeting")).toHaveText("Hi Maria Lopez");
    await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", links.login());
    await expect(menu.getByRole("link", { name: "Login / Register" })).toHaveCount(0);
    // The header and the menu both read the session: its value reaches the console once.
    await page.waitForTimeout(300);
    expect(infos.filter((text) => text.includes("ci_user_logged_in"))).toHaveLength(1);
  });

  for (const width of [1024, 1280, 1440]) {
    test(`logged in at ${width} px: the whole greeting and Dashboard fit inside the header's padding`, async ({
      page,
      context,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await context.addCookies([{ name: "ci_user_logged_in", value: "Maria%20Lopez", url: baseURL }]);
      await page.goto("/industries");
      await hydrated(page);
      const header = page.locator("header");
      const greeting = header.getByTestId("greeting").first();
      await expect(greeting).toHaveText("Hi Maria Lopez");
      const layout = await page.evaluate(() => {
        const row = document.querySelector("header > div") as HTMLElement;
        const rowBox = row.getBoundingClientRect();
        const contentRight = rowBox.right - Number.parseFloat(getComputedStyle(row).paddingRight);
        const visible = [...row.querySelectorAll("a")].filter((a) => a.getBoundingClientRect().width > 0);
        const right = (name: string) =>
          visible.find((a) => a.textContent?.trim() === name)?.getBoundingClientRect().right ?? -1;
        const left = (name: string) =>
          visible.find((a) => a.textContent?.trim() === name)?.getBoundingClientRect().left ?? -1;
        const text = document.querySelector('header [data-testid="greeting"] span') as HTMLElement;
        return {
          contentRight,
          dashboardRight: right("Dashboard"),
          locationsRight: right("Locations"),
          blogLeft: left("Blog"),
          greetingTruncated: text.scrollWidth > text.clientWidth,
          pageOverflows: document.documentElement.scrollWidth > window.innerWidth,
        };
      });
      expect(layout.dashboardRight).toBeGreaterThan(0);
      expect(layout.dashboardRight).toBeLessThanOrEqual(layout.contentRight + 0.5);
      expect(layout.greetingTruncated).toBe(false);
      expect(layout.blogLeft).toBeGreaterThan(layout.locationsRight);
      expect(layout.pageOverflows).toBe(false);
      const box = await header.boundingBox();
      expect(box?.height).toBe(64);
    });
  }

  test("a 4 KB cookie value renders without breaking the layout", async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await context.addCookies([{ name: "ci_user_logged_in", value: "A".repeat(4000), url: baseURL }]);
    await page.goto("/");
    await hydrated(page);
    const greeting = page.locator("header").getByTestId("greeting").first();
    await expect(greeting).toContainText("Hi AAAA");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});
