import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";

const here = path.dirname(fileURLToPath(import.meta.url));
const assets = path.resolve(here, "../../dist/assets");

test("the production bundle carries no development-only inspector code", () => {
  const scripts = readdirSync(assets).filter((file) => file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    const code = readFileSync(path.join(assets, file), "utf8");
    expect(code, file).not.toContain("@statelyai/inspect");
    expect(code, file).not.toContain("stately.ai/registry");
  }
});

test("docs/flows/index.html renders a diagram for every machine, offline", async ({ page }) => {
  const { machineNames } = await import("../../machines");
  const requests: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("file:")) requests.push(request.url());
  });
  await page.goto(`file://${path.resolve(here, "../../docs/flows/index.html")}`);
  await page.waitForSelector("body[data-rendered=true]");
  await expect(page.locator("pre.mermaid svg")).toHaveCount(machineNames.length);
  for (const name of machineNames) await expect(page.locator(`section#${name} svg`)).toBeVisible();
  expect(requests).toEqual([]);
});
