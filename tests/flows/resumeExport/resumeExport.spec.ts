import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { freshContext } from "../../../machines/resumeBuilder";
import { pages } from "../../../src/content/pages";
import { qrDialogCopy, resumeCopy, resumeToasts } from "../../../src/content/resume";
import { sharedResumeCopy } from "../../../src/content/sharedResume";
import type { ResumeProfile, TemplateId } from "../../../src/domain/resume";
import { RESUME_DRAFT_KEY, RESUME_DRAFT_VERSION } from "../../../src/views/resume/resumeDraft";
import { expect, expectNoAxeViolations, hydrated, test } from "../../e2e/fixtures";
import { janeDoe, pdfText } from "../../support/pdf";
import { builder } from "../resumeBuilder/driver";

/**
 * The export card on step 5: a real PDF (loaded only on demand), a share link that carries the
 * profile in its fragment, the QR code of that link, and the read-only page the link opens.
 */

/** Opens the builder on its Review step with this profile, as a restored draft. */
async function openReview(page: Page, profile: ResumeProfile = janeDoe, template: TemplateId = "modern") {
  const stored = JSON.stringify({
    v: RESUME_DRAFT_VERSION,
    data: {
      status: "active",
      value: { editing: "review" },
      historyValue: {},
      children: {},
      context: { ...freshContext(), profile, template },
    },
  });
  await page.addInitScript(
    ({ key, value }) => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem(key, value);
        sessionStorage.setItem("seeded", "1");
      }
    },
    { key: RESUME_DRAFT_KEY, value: stored },
  );
  await page.goto("/create-profile");
  await hydrated(page);
  await expect(builder(page).getByRole("heading", { level: 2, name: "Review", exact: true })).toBeVisible();
}

const exportButton = (page: Page, name: string) => builder(page).getByRole("button", { name, exact: true });
const toast = (page: Page, title: string) =>
  page.getByRole("region", { name: /Notifications/ }).getByText(title);

async function bytesOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFile(file);
}

function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

test.describe("Download PDF", () => {
  test("makes a real PDF named after the person, with the library loaded only on the press", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await openReview(page);
    expect(scripts.filter((url) => /pdfExport|pdf-lib/.test(url))).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      exportButton(page, resumeCopy.review.pdf).click(),
    ]);
    expect(download.suggestedFilename()).toBe("jane-doe-resume.pdf");
    expect(scripts.some((url) => /pdfExport/.test(url))).toBe(true);
    const bytes = await bytesOf(download);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = await pdfText(new Uint8Array(bytes));
    for (const expected of ["Jane Doe", "jane.doe@example.com", "Senior Robot Programmer", "OSHA 10-Hour"]) {
      expect(text).toContain(expected);
    }
    await expect(toast(page, resumeToasts.pdfSaved.title)).toBeVisible();
    await expect(exportButton(page, resumeCopy.review.pdf)).toBeFocused();
  });

  test("puts the photo in, and a double click makes one file", async ({ page }) => {
    await openReview(page);
    // Back to step 1 for a photo, then to Review again.
    const photo = PNG.sync.write(
      Object.assign(new PNG({ width: 64, height: 48 }), { data: Buffer.alloc(64 * 48 * 4, 200) }),
    );
    for (let i = 0; i < 4; i += 1)
      await builder(page).getByRole("button", { name: resumeCopy.previous }).click();
    await builder(page)
      .locator('input[type="file"]')
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
    for (let i = 0; i < 4; i += 1) await builder(page).getByRole("button", { name: resumeCopy.next }).click();

    const downloads: Download[] = [];
    page.on("download", (download) => downloads.push(download));
    await exportButton(page, resumeCopy.review.pdf).dblclick();
    await expect(toast(page, resumeToasts.pdfSaved.title)).toBeVisible();
    await page.waitForTimeout(500);
    expect(downloads).toHaveLength(1);
    const bytes = (await bytesOf(downloads[0] as Download)).toString("latin1");
    expect(bytes).toMatch(/\/Subtype\s*\/Image/);
  });

  test.describe("when the fonts cannot be fetched", () => {
    // The browser logs each refused request itself; that line is expected here.
    test.use({ allowConsoleErrors: [/Failed to load resource/] });
    test("says so with a toast, and the card still works", async ({ page }) => {
      await openReview(page);
      await page.route(/\.woff$/, (route) => route.abort());
      await exportButton(page, resumeCopy.review.pdf).click();
      await expect(toast(page, resumeToasts.pdfFailed.title)).toBeVisible();
      await expect(exportButton(page, resumeCopy.review.pdf)).not.toHaveAttribute("aria-disabled", "true");
    });
  });
});

test.describe("Share Profile", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("copies a link that opens the read-only resume, photo left out, with a call to build one", async ({
    page,
  }) => {
    await openReview(page, janeDoe, "professional");
    await exportButton(page, resumeCopy.review.share).click();
    await expect(toast(page, resumeToasts.linkCopied.title)).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/^http:\/\/[^/]+\/resume#v1\.[A-Za-z0-9_-]+$/);

    await page.goto(link);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Jane Doe" })).toBeVisible();
    const paper = page.locator("[data-template]");
    await expect(paper).toHaveAttribute("data-template", "professional");
    for (const text of [
      "Fanuc Automation Specialist",
      "Senior Robot Programmer",
      "Vision Systems",
      "OSHA 10-Hour",
    ]) {
      await expect(paper).toContainText(text);
    }
    await expect(paper.locator("img")).toHaveCount(0);
    await expect(page.getByText(sharedResumeCopy.readOnly)).toBeVisible();
    await expect(page.getByRole("link", { name: sharedResumeCopy.build }).first()).toHaveAttribute(
      "href",
      "/create-profile",
    );
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("uses the Web Share API where the browser has it", async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      Object.defineProperty(navigator, "share", {
        value: async (data: ShareData) => {
          shared.push(data);
        },
      });
      Object.defineProperty(navigator, "canShare", { value: () => true });
    });
    await openReview(page);
    await exportButton(page, resumeCopy.review.share).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared.length))
      .toBe(1);
    const data = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared[0]);
    expect(data?.url).toMatch(/\/resume#v1\./);
    expect(data?.title).toContain("Jane Doe");
    await expect(toast(page, resumeToasts.linkCopied.title)).toHaveCount(0);
  });

  test("when the clipboard refuses, shows the link to copy by hand, with its QR code", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new DOMException("Denied", "NotAllowedError")) },
      });
    });
    await openReview(page);
    await exportButton(page, resumeCopy.review.share).click();
    const dialog = page.getByRole("dialog", { name: qrDialogCopy.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(qrDialogCopy.fallbackDescription);
    await expect(dialog.getByLabel(qrDialogCopy.linkLabel)).toHaveValue(/\/resume#v1\./);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(exportButton(page, resumeCopy.review.share)).toBeFocused();
  });
});

test.describe("Generate QR Code", () => {
  test("opens a dialog whose QR code decodes to the share link, downloadable as PNG and SVG", async ({
    page,
  }) => {
    await openReview(page);
    const qrButton = exportButton(page, resumeCopy.review.qr);
    await qrButton.click();
    const dialog = page.getByRole("dialog", { name: qrDialogCopy.title });
    await expect(dialog).toBeVisible();
    const code = dialog.getByRole("img", { name: qrDialogCopy.imageAlt });
    await expect(code).toBeVisible();
    const link = await dialog.getByLabel(qrDialogCopy.linkLabel).inputValue();
    expect(link).toMatch(/\/resume#v1\./);
    expect(decodeQr(await code.screenshot())).toBe(link);

    const [png] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: qrDialogCopy.downloadPng }).click(),
    ]);
    expect(png.suggestedFilename()).toBe("jane-doe-resume-qr.png");
    expect(decodeQr(await bytesOf(png))).toBe(link);

    const [svg] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: qrDialogCopy.downloadSvg }).click(),
    ]);
    expect(svg.suggestedFilename()).toBe("jane-doe-resume-qr.svg");
    const svgText = (await bytesOf(svg)).toString("utf8");
    expect(svgText).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // The SVG, drawn by the browser, decodes to the same link.
    await page.setContent(svgText);
    expect(decodeQr(await page.locator("svg").screenshot())).toBe(link);
  });

  test("the open dialog has no axe violations and gives focus back when closed", async ({ page }) => {
    await openReview(page);
    const qrButton = exportButton(page, resumeCopy.review.qr);
    await qrButton.click();
    const dialog = page.getByRole("dialog", { name: qrDialogCopy.title });
    await expect(dialog.getByRole("img", { name: qrDialogCopy.imageAlt })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: qrDialogCopy.close }).click();
    await expect(dialog).toHaveCount(0);
    await expect(qrButton).toBeFocused();
  });
});

test.describe("the shared resume page", () => {
  for (const [name, fragment, problem] of [
    ["no fragment", "", "empty"],
    ["a damaged link", "#v1.bm90LWRlZmxhdGU", "damaged"],
    ["a link from a newer version", "#v7.AAAA", "newer"],
    ["markup in the fragment", "#v1.<img src=x onerror=alert(1)>", "damaged"],
  ] as const) {
    test(`explains ${name} without a crash`, async ({ page }) => {
      await page.goto(`/resume${fragment}`);
      await hydrated(page);
      const message = sharedResumeCopy.problems[problem];
      await expect(page.getByRole("alert")).toContainText(message.heading);
      await expect(page.getByRole("alert")).toContainText(message.text);
      await expect(page.locator("main img")).toHaveCount(0);
      await expect(page.getByRole("link", { name: sharedResumeCopy.build })).toBeVisible();
    });
  }

  test("shows hostile text as text, and reads a new link pasted into the address bar", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { alerted: boolean }).alerted = false;
      window.alert = () => {
        (window as unknown as { alerted: boolean }).alerted = true;
      };
    });
    await openReview(page, {
      ...janeDoe,
      personalInfo: { ...janeDoe.personalInfo, fullName: "<img src=x onerror=alert(1)> Zoë 工程师 مرحبا" },
    });
    await exportButton(page, resumeCopy.review.qr).click();
    const link = await page.getByRole("dialog").getByLabel(qrDialogCopy.linkLabel).inputValue();
    await page.goto(link);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "<img src=x onerror=alert(1)> Zoë 工程师 مرحبا",
    );
    await expect(page.locator("main img")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { alerted: boolean }).alerted)).toBe(false);

    await page.evaluate(() => {
      window.location.hash = "#v1.broken";
    });
    await expect(page.getByRole("alert")).toContainText(sharedResumeCopy.problems.damaged.heading);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages["/resume"].heading);
  });
});
