import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { leadFormsCopy } from "../../src/content/leadForms";
import { privacyCopy, RETENTION_DAYS, sentCopy } from "../../src/content/leadPages";
import { pages } from "../../src/content/pages";

/**
 * The lead intake seen from a browser with JavaScript off (issue 33): an ordinary HTML form post to
 * /api/leads lands on the prerendered /sent, the lead is in the intake's database, and a refused one
 * lands on /not-sent at the form's rules. The forms' own markup is issue 34's: here a plain post.
 */
test.use({ javaScriptEnabled: false });

const leads = (): Array<{ reference: string; kind: string; fields: Record<string, unknown> }> =>
  JSON.parse(
    execFileSync("npx", ["tsx", "server/cli.ts", "list", "--json"], { env: process.env, encoding: "utf8" }),
  );

test("a form post without JavaScript is stored and lands on /sent with its reference", async ({ page }) => {
  const email = `no-js-${Date.now()}@example.com`;
  const response = await page.request.post("/api/leads", {
    form: {
      kind: "job-alert",
      email,
      frequency: "weekly",
      page: "/find-jobs",
      consent: leadFormsCopy.consent,
      website: "",
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const location = response.headers().location ?? "";
  expect(location).toMatch(/^\/sent\?kind=job-alert&ref=JA-[2-9A-Z]{4,8}$/);
  expect(location).not.toContain("no-js");
  const reference = new URL(location, "http://x").searchParams.get("ref") ?? "";

  await page.goto(location);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages["/sent"].heading);
  await expect(page.getByText(reference)).toBeVisible();

  const stored = leads().find((lead) => lead.reference === reference);
  expect(stored).toMatchObject({ kind: "job-alert", fields: { email, frequency: "weekly" } });
});

test("a refused form post lands on /not-sent, at the form's rules, with no value in the address", async ({
  page,
}) => {
  const response = await page.request.post("/api/leads", {
    form: {
      kind: "job-alert",
      email: "typo-at-example",
      frequency: "weekly",
      page: "/find-jobs",
      consent: leadFormsCopy.consent,
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const location = response.headers().location ?? "";
  expect(location).toBe("/not-sent?kind=job-alert&fix=email.email#job-alert");
  await page.goto(location);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages["/not-sent"].heading);
  await expect(page.getByRole("heading", { name: "What the job alert needs" })).toBeVisible();
  await expect(page.locator("#job-alert")).toContainText("Enter an email address like name@company.com.");
});

test("/privacy says what is kept, why and for how long; /sent reads well without a reference", async ({
  page,
}) => {
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages["/privacy"].heading);
  for (const section of privacyCopy.sections) {
    await expect(page.getByRole("heading", { level: 2, name: section.heading })).toBeVisible();
  }
  await expect(page.getByText(`${RETENTION_DAYS} days from the day you send a form`)).toBeVisible();
  // No reference known: no reference line, no promise of one; the page still says what happens next.
  await page.goto("/sent");
  await expect(page.getByText(sentCopy.body)).toBeVisible();
  await expect(page.getByText(sentCopy.referenceLabel)).toBeHidden();
  // A reference the intake did not make (or that is not one) is not written in either.
  await page.goto("/sent?kind=job-post&ref=%3Cb%3Ex%3C%2Fb%3E");
  await expect(page.getByText(sentCopy.referenceLabel)).toBeHidden();
});
