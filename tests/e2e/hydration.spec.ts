import { pages } from "../../src/content/pages";
import { clickInPlace, expect, startClient, test } from "./fixtures";

test("leaving a page the moment it hydrates renders the next page with no hydration warning", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.goto("/");
    // No waiting beyond the marker: the click comes as early as a visitor's could.
    await startClient(page);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await clickInPlace(
      page,
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }),
    );
    await expect(page).toHaveTitle(pages["/about"].title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages["/about"].heading);
  }
  await page.waitForTimeout(500);
  expect(problems).toEqual([]);
});
