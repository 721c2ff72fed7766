import { execFileSync } from "node:child_process";
import { leadFormsCopy } from "../../../src/content/leadForms";
import { sentCopy } from "../../../src/content/leadPages";
import { noScriptCopy } from "../../../src/content/notices";
import { postProjectCopy } from "../../../src/content/postProject";
import { projectLeadCopy } from "../../../src/content/projectLead";
import { DEFAULT_LEADS_ENDPOINT, HONEYPOT_FIELD } from "../../../src/domain/leads";
import { expect, test } from "../../e2e/fixtures";

/**
 * Issue 34, without JavaScript: the prerendered /post-project is one plain form, step 1 then steps
 * 2 to 4, which posts the whole project to the real intake (the e2e run's own LEADS_DB); the intake
 * stores one row and answers with the thank-you page. No field goes in a URL.
 */
test.describe("the project wizard without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every step's fields in one form: the post lands one row with what was typed, and the thank-you page shows", async ({
    page,
  }) => {
    expect(process.env.LEADS_DB, "the e2e run starts the intake with LEADS_DB").toBeTruthy();
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    const email = `plant.${Date.now()}@plant-example.com`;
    const typed = {
      title: "Fanuc cell retrofit, no script",
      projectType: "Robot Programming",
      industry: "Automotive",
      location: "Detroit, MI",
      description: "Retrofit two Fanuc R-2000iC cells on Line 4 with new end-of-arm tooling.",
      workType: "Hourly Contract",
      budgetMin: "85",
      budgetMax: "110",
      startDate: "2035-09-17",
      duration: "1-3 months",
    };

    await page.goto("/post-project");
    const wizard = page.getByTestId("project-wizard");
    await expect(page.getByTestId("noscript-note")).toContainText(noScriptCopy.tools.postProject);
    // No control that needs the code is offered: Save Draft and Continue are not there.
    await expect(page.getByRole("button", { name: postProjectCopy.buttons.saveDraft })).toBeHidden();
    await expect(page.getByRole("button", { name: postProjectCopy.buttons.continueTo.skills })).toBeHidden();

    for (const [name, value] of Object.entries(typed)) {
      const control = wizard.locator(`[name="${name}"]`);
      if ((await control.evaluate((element) => element.tagName)) === "SELECT")
        await control.selectOption(value);
      else await control.fill(value);
    }
    await wizard.getByRole("checkbox", { name: "KUKA", exact: true }).check();
    await wizard.getByRole("checkbox", { name: "Robot vision", exact: true }).check();
    await wizard.getByRole("textbox", { name: projectLeadCopy.contact.label }).fill(email);
    // The consent line and its privacy link stand beside 'Post project'.
    await expect(wizard.getByRole("link", { name: leadFormsCopy.privacyLink })).toBeVisible();
    await wizard.getByRole("button", { name: projectLeadCopy.post, exact: true }).click();

    await expect(page).toHaveURL(/\/sent\?kind=project&ref=PR-/);
    await expect(page.locator("[data-lead-reference]")).toHaveText(/^PR-\w{4,8}$/);
    await expect(page.getByText(sentCopy.body)).toBeVisible();
    const reference = await page.locator("[data-lead-reference]").textContent();

    // The post's body carried the fields; no URL did.
    for (const url of requests) {
      for (const value of [email, typed.title, typed.location]) {
        expect(decodeURIComponent(url)).not.toContain(value);
      }
    }
    expect(requests.some((url) => new URL(url).pathname === DEFAULT_LEADS_ENDPOINT)).toBe(true);

    const rows = JSON.parse(
      execFileSync("npx", ["tsx", "server/cli.ts", "list", "--json", "--kind", "project"], {
        env: process.env,
        encoding: "utf8",
      }),
    ) as Array<{ reference: string; page: string; fields: Record<string, unknown> }>;
    const mine = rows.filter((row) => row.fields.email === email);
    expect(mine, "one row for one post").toHaveLength(1);
    expect(mine[0]?.reference).toBe(reference);
    expect(mine[0]?.page).toBe("/post-project");
    expect(mine[0]?.fields).toEqual({ ...typed, skills: ["KUKA", "Robot vision"], email });
    expect(mine[0]?.fields).not.toHaveProperty(HONEYPOT_FIELD);
  });
});
