import type { Locator, Page } from "@playwright/test";
import { explainerVideo } from "../../src/content/home";
import { findJobsCopy } from "../../src/content/jobs";
import { headerCopy } from "../../src/content/navigation";
import { loadFailureCopy } from "../../src/content/offline";
import { postJobCopy } from "../../src/content/postJob";
import { postProjectCopy } from "../../src/content/postProject";
import { resumeCopy } from "../../src/content/resume";
import { signupCopy } from "../../src/content/signup";
import { HELD_INPUT_GLOBAL } from "../../src/startup/earlyInputScript";
import { RESUME_DRAFT_KEY } from "../../src/views/resume/resumeDraft";
import { builder, chooseRadio, field } from "../flows/resumeBuilder/driver";
import { expect, holdAsset, holdClientEntry, hydrated, pageIdle, test } from "./fixtures";

/**
 * A visitor on a slow phone acts before the page's code has arrived. Each test holds the client
 * entry back, acts on the prerendered HTML (types, clicks, presses keys, submits), releases the code
 * and checks that what the visitor did took effect: nothing is dropped, nothing is wiped, and no form
 * sends its fields anywhere by itself.
 */

async function openHeld(page: Page, path: string) {
  const release = await holdClientEntry(page);
  await page.goto(path);
  await expect(page.locator("h1")).toBeVisible();
  // The code is held: React owns nothing yet.
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  return release;
}

/** Once the code has taken over, and the held input has been handed over. */
async function released(page: Page, release: () => void) {
  release();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * A slider island's thumb pressed while the island's code is held; the code let in, the pointer
 * drags past the start of the track and lets go.
 */
async function dragPastStartAcrossHydration(
  page: Page,
  { path, code, thumb, island }: { path: string; code: RegExp; thumb: Locator; island: Locator },
) {
  const release = await holdAsset(page, code);
  await page.goto(path);
  await hydrated(page);
  // Where a visitor drags it: on the screen (the rate slider sits below the first screen at 720 px).
  await thumb.scrollIntoViewIfNeeded();
  const box = await thumb.boundingBox();
  const track = await island.locator("[data-part=control]").first().boundingBox();
  if (!box || !track) throw new Error("slider not laid out");
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await expect(island).not.toHaveAttribute("data-hydrated", "");
  release();
  await expect(island).toHaveAttribute("data-hydrated", "");
  await page.mouse.move(track.x + track.width * 0.5, y, { steps: 6 });
  await page.mouse.move(track.x - 20, y, { steps: 6 });
  await page.mouse.up();
}

test.describe("input given before the code arrives", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("arrow keys on a calculator slider move it: 21 presses take 'Hours per week' to 61", async ({
    page,
  }) => {
    const release = await openHeld(page, "/");
    const hours = page.getByRole("slider", { name: "Hours per week" });
    await hours.scrollIntoViewIfNeeded();
    await hours.focus();
    for (let press = 0; press < 21; press++) await page.keyboard.press("ArrowRight");
    await released(page, release);
    await expect(hours).toHaveAttribute("aria-valuenow", "61");
    await expect(hours).toBeFocused();
  });

  test("a drag on a calculator slider ended before the code arrives moves it; so does a tap on its track", async ({
    page,
  }) => {
    const release = await openHeld(page, "/");
    const hours = page.getByRole("slider", { name: "Hours per week" });
    const weeks = page.getByRole("slider", { name: "Project duration" });
    await hours.scrollIntoViewIfNeeded();
    const [max, min, before] = await Promise.all([
      hours.getAttribute("aria-valuemax"),
      weeks.getAttribute("aria-valuemin"),
      hours.getAttribute("aria-valuenow"),
    ]);
    const thumb = await hours.boundingBox();
    const hoursTrack = await hours.locator("xpath=..").boundingBox();
    const weeksTrack = await weeks.locator("xpath=..").boundingBox();
    if (!thumb || !hoursTrack || !weeksTrack) throw new Error("sliders not laid out");
    // Hours: its thumb dragged past the end of the track, and let go.
    const y = thumb.y + thumb.height / 2;
    await page.mouse.move(thumb.x + thumb.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(hoursTrack.x + hoursTrack.width + 30, y, { steps: 8 });
    await page.mouse.up();
    // Weeks: a tap at the start of its track.
    await page.mouse.click(weeksTrack.x + 2, weeksTrack.y + weeksTrack.height / 2);
    expect(await hours.getAttribute("aria-valuenow")).toBe(before);
    await released(page, release);
    await expect(hours).toHaveAttribute("aria-valuenow", max ?? "");
    await expect(weeks).toHaveAttribute("aria-valuenow", min ?? "");
  });

  test("Save Job pressed early saves the job", async ({ page }) => {
    const release = await openHeld(page, "/find-jobs");
    const first = page.getByRole("main").getByRole("article").first();
    await first.getByRole("button", { name: findJobsCopy.save, exact: true }).click();
    await released(page, release);
    await expect(first.getByRole("button", { name: findJobsCopy.saved, exact: true })).toBeVisible();
    await expect(page.getByTestId("saved-jobs")).toContainText(findJobsCopy.savedCount(1));
  });

  test("text typed into the job alert stays, and the machine holds it", async ({ page }) => {
    const release = await openHeld(page, "/find-jobs");
    const email = page.getByRole("textbox", { name: findJobsCopy.alertEmailLabel });
    await email.pressSequentially("ops@plant.example");
    await released(page, release);
    await expect(email).toHaveValue("ops@plant.example");
    await email.press("End");
    await email.pressSequentially("m");
    await expect(email).toHaveValue("ops@plant.examplem");
  });

  test("/post-job: typed text stays; Submit pressed early never puts the fields in the URL", async ({
    page,
  }) => {
    const release = await openHeld(page, "/post-job");
    const name = page.getByLabel(postJobCopy.fields.name.label);
    const email = page.getByLabel(postJobCopy.fields.email.label);
    await name.pressSequentially("Dana Ortiz");
    await email.pressSequentially("dana@plant.example");
    await page.getByRole("button", { name: postJobCopy.submit }).click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe("");
    await released(page, release);
    expect(new URL(page.url()).search).toBe("");
    // The held submit went through the machine: the rest of the required fields are flagged.
    await expect(page.getByText(postJobCopy.missingToast.title).first()).toBeVisible();
    await expect(name).toHaveValue("Dana Ortiz");
    await expect(email).toHaveValue("dana@plant.example");
    // The machine holds the early text: one more keystroke keeps it.
    await name.press("End");
    await name.pressSequentially("s");
    await expect(name).toHaveValue("Dana Ortizs");
    await expect(email).toHaveValue("dana@plant.example");
  });

  test("/job-seeker-registration: typed text stays and a skill pressed early is added", async ({ page }) => {
    const release = await openHeld(page, "/job-seeker-registration");
    const name = page.getByRole("textbox", { name: signupCopy.fullName, exact: true });
    await name.pressSequentially("Jordan Rivera");
    await page.getByRole("button", { name: "SCADA Systems", exact: true }).click();
    await released(page, release);
    await expect(name).toHaveValue("Jordan Rivera");
    await expect(page.getByRole("button", { name: signupCopy.removeSkill("SCADA Systems") })).toBeVisible();
    await name.press("End");
    await name.pressSequentially("s");
    await expect(name).toHaveValue("Jordan Riveras");
  });

  test("/job-seeker-registration with kept answers: text typed before the code arrives goes over them", async ({
    page,
  }) => {
    const key = "job-seeker-registration.draft";
    const name = page.getByRole("textbox", { name: signupCopy.fullName, exact: true });
    const phone = page.getByRole("textbox", { name: signupCopy.phone, exact: true });
    await page.goto("/job-seeker-registration");
    await hydrated(page);
    await name.pressSequentially("Jordan Rivera");
    await phone.pressSequentially("(313) 555-0142");
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k) ?? "", key)).toContain("555-0142");
    // Back with the answers kept: the machine reads them as it starts; the code is held meanwhile.
    const release = await holdClientEntry(page);
    await page.reload();
    await name.pressSequentially("Sam Okafor");
    await released(page, release);
    await expect(name).toHaveValue("Sam Okafor");
    await expect(phone).toHaveValue("(313) 555-0142");
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k) ?? "", key)).toContain("Sam Okafor");
  });

  test("/create-profile: typed details, a specialty and Next pressed early reach the next step", async ({
    page,
  }) => {
    const release = await openHeld(page, "/create-profile");
    await field(builder(page), "Full name").pressSequentially("Alex Morgan");
    await field(builder(page), "Email").pressSequentially("alex@example.com");
    await chooseRadio(page, "ABB").catch(() => {
      // chooseRadio checks the radio at once; before the code arrives it is checked on hand-over.
    });
    await builder(page).getByRole("button", { name: resumeCopy.next, exact: true }).click();
    await released(page, release);
    await expect(
      builder(page).getByRole("heading", { level: 2, name: "Experience", exact: true }),
    ).toBeVisible();
    await builder(page).getByRole("button", { name: resumeCopy.previous, exact: true }).click();
    await expect(field(builder(page), "Full name")).toHaveValue("Alex Morgan");
    await expect(field(builder(page), "Email")).toHaveValue("alex@example.com");
    await expect(builder(page).getByRole("radio", { name: "ABB", exact: true })).toBeChecked();
  });

  test("/create-profile with a saved draft: text typed before the code arrives goes over the restored draft", async ({
    page,
  }) => {
    await page.goto("/create-profile");
    await hydrated(page);
    await field(builder(page), "Full name").pressSequentially("Alex Morgan");
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? "", RESUME_DRAFT_KEY))
      .toContain("Alex Morgan");
    // Back on the page with the draft saved: the code starts at load to restore it, and is held.
    const release = await holdClientEntry(page);
    await page.reload();
    await field(builder(page), "Email").pressSequentially("alex@example.com");
    await released(page, release);
    await expect(field(builder(page), "Full name")).toHaveValue("Alex Morgan");
    await expect(field(builder(page), "Email")).toHaveValue("alex@example.com");
    // The restored builder holds it: it is in the draft too.
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? "", RESUME_DRAFT_KEY))
      .toContain("alex@example.com");
  });

  test("/post-project: typed text stays and the machine holds it", async ({ page }) => {
    const release = await openHeld(page, "/post-project");
    const title = page.locator('[name="title"]');
    await title.pressSequentially("Fanuc robot cell retrofit");
    await released(page, release);
    await expect(title).toHaveValue("Fanuc robot cell retrofit");
    await title.press("End");
    await title.pressSequentially("s");
    await expect(title).toHaveValue("Fanuc robot cell retrofits");
  });

  test("/post-project: the help prompt pressed early opens posting help", async ({ page }) => {
    const release = await openHeld(page, "/post-project");
    const trigger = page.getByRole("button", { name: postProjectCopy.help.trigger, exact: true });
    await trigger.click();
    await released(page, release);
    const help = page.getByRole("dialog", { name: postProjectCopy.help.title });
    await expect(help).toBeVisible();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    // Opened, the popover takes focus; a keyboard visitor's Escape comes once it has.
    await expect.poll(() => focusInDialog(page)).toBe(true);
    await page.keyboard.press("Escape");
    await expect(help).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("/post-project: the help prompt pressed while its code is on the way opens posting help once it is in", async ({
    page,
  }) => {
    const release = await holdAsset(page, /\/assets\/PostingHelp-[\w-]+\.js$/);
    await page.goto("/post-project");
    await hydrated(page);
    const trigger = page.getByRole("button", { name: postProjectCopy.help.trigger, exact: true });
    await expect(trigger).toBeEnabled();
    await trigger.click();
    const help = page.getByRole("dialog", { name: postProjectCopy.help.title });
    await expect(help).toBeHidden();
    release();
    await expect(help).toBeVisible();
    await expect(help.getByRole("link", { name: postProjectCopy.help.contact })).toBeVisible();
    await expect.poll(() => focusInDialog(page)).toBe(true);
    await page.keyboard.press("Escape");
    await expect(help).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

/** Whether focus is inside an open dialog (a popover takes it as it opens). */
const focusInDialog = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null);

test.describe("the posting help when its code cannot be loaded", () => {
  test.use({
    viewport: { width: 390, height: 844 },
    allowConsoleErrors: [/Failed to load resource: net::ERR_FAILED/],
  });

  test("/post-project: the help prompt pressed when its code could not be loaded says so, with focus on the way out", async ({
    page,
  }) => {
    const code = /\/assets\/PostingHelp-[\w-]+\.js$/;
    await page.route(code, (route) => route.abort());
    const quietAttempt = page.waitForEvent("requestfailed", (request) => code.test(request.url()));
    await page.goto("/post-project");
    await hydrated(page);
    const trigger = page.getByRole("button", { name: postProjectCopy.help.trigger, exact: true });
    // The quiet attempt after hydration failed: the visitor had not asked, so nothing took focus.
    // (Waited for: a press while it is still on the way would be the same attempt, not a second.)
    await quietAttempt;
    await expect(trigger).toBeEnabled();
    await expect(trigger).not.toBeFocused();
    await trigger.click();
    // Pressed, it tries again; failed twice in one page, only a reload can help.
    const notice = page
      .getByRole("alert")
      .filter({ hasText: loadFailureCopy.outdated(postProjectCopy.help.name) });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("button", { name: loadFailureCopy.reload })).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("the video before the code arrives", () => {
  test.use({ viewport: { width: 390, height: 844 }, allowExternal: [/youtube-nocookie\.com/] });

  test("a click on the video thumbnail opens the video dialog", async ({ page }) => {
    const release = await openHeld(page, "/");
    await page.getByRole("button", { name: explainerVideo.thumbnailLabel }).click();
    await released(page, release);
    await expect(page.getByRole("dialog", { name: explainerVideo.title })).toBeVisible();
  });
});

test.describe("the video, an island", () => {
  test.use({ viewport: { width: 1440, height: 900 }, allowExternal: [/youtube-nocookie\.com/] });

  const videoCode = /\/(ExplainerVideo|useFlow)-[\w-]+\.js$/;

  test("its code is fetched once the page is idle, and it hydrates when a visitor reaches for it", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto("/");
    await hydrated(page);
    // The home page is one a visitor comes to act on: its islands' code comes without their hand.
    await expect
      .poll(() => requested.filter((url) => videoCode.test(url)).length, { timeout: 15_000 })
      .toBe(2);
    const island = page.locator('[data-island="explainer-video"]');
    await page.waitForTimeout(300);
    await expect(island).not.toHaveAttribute("data-hydrated", "");
    const thumbnail = page.getByRole("button", { name: explainerVideo.thumbnailLabel });
    // Pointing at it is intent: the island hydrates in place, and a click then opens the player.
    await thumbnail.hover();
    await expect(island).toHaveAttribute("data-hydrated", "");
    expect(requested.filter((url) => /\/ExplainerVideo-[\w-]+\.js$/.test(url))).toHaveLength(1);
    await thumbnail.click();
    const dialog = page.getByRole("dialog", { name: explainerVideo.title });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(thumbnail).toBeFocused();
  });

  test("a press while its code is still on the way is held and opens the player", async ({ page }) => {
    const release = await holdAsset(page, /\/assets\/ExplainerVideo-[\w-]+\.js$/);
    await page.goto("/");
    await hydrated(page);
    const thumbnail = page.getByRole("button", { name: explainerVideo.thumbnailLabel });
    // Keyboard only: Tab reaches the thumbnail (intent), Enter presses it before the code is in.
    await thumbnail.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator('[data-island="explainer-video"]')).not.toHaveAttribute("data-hydrated", "");
    release();
    await expect(page.getByRole("dialog", { name: explainerVideo.title })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(thumbnail).toBeFocused();
  });
});

test.describe("the contractor search's sliders, an island", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  const sliderCode = /\/(Slider|FilterSliders)-[\w-]+\.js$/;
  const radius = (page: Page) => page.getByRole("slider", { name: "Location radius" });
  const island = (page: Page) => page.locator('[data-island="contractor-sliders"]');

  test("their code comes once the page is idle, they hydrate when a visitor reaches for them; keys then move the radius", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto("/search-contractors");
    await hydrated(page);
    // A page a visitor comes to act on: the code comes without their hand, the render waits for it.
    await expect
      .poll(() => requested.filter((url) => sliderCode.test(url)).length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.waitForTimeout(300);
    await expect(island(page)).not.toHaveAttribute("data-hydrated", "");
    // Tabbing to a thumb is intent: the sliders hydrate, and the keys pressed meanwhile are held.
    await radius(page).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(island(page)).toHaveAttribute("data-hydrated", "");
    await expect(radius(page)).toHaveAttribute("aria-valuenow", "60");
    await expect(page).toHaveURL(/radius=60/);
    await expect(page.getByTestId("radius-badge")).toHaveText("Within 60 miles");
    await expect(radius(page)).toBeFocused();
  });

  test("a drag begun before their code is in still moves the thumb", async ({ page }) => {
    await dragPastStartAcrossHydration(page, {
      path: "/search-contractors",
      code: /\/assets\/FilterSliders-[\w-]+\.js$/,
      thumb: radius(page),
      island: island(page),
    });
    await expect(radius(page)).toHaveAttribute("aria-valuenow", "5");
    await expect(page).toHaveURL(/radius=5(&|$)/);
  });

  test("keys pressed in both thumbs of the rate before the code is in each move their own thumb", async ({
    page,
  }) => {
    const release = await holdAsset(page, /\/assets\/FilterSliders-[\w-]+\.js$/);
    await page.goto("/search-contractors");
    await hydrated(page);
    const low = page.getByRole("slider", { name: "Minimum hourly rate" });
    const high = page.getByRole("slider", { name: "Maximum hourly rate" });
    await low.focus();
    for (let press = 0; press < 8; press++) await page.keyboard.press("ArrowRight");
    await high.focus();
    for (let press = 0; press < 6; press++) await page.keyboard.press("ArrowLeft");
    await expect(island(page)).not.toHaveAttribute("data-hydrated", "");
    release();
    await expect(page).toHaveURL(/rateMin=90/);
    await expect(page).toHaveURL(/rateMax=120/);
    await expect(low).toHaveAttribute("aria-valuenow", "90");
    await expect(high).toHaveAttribute("aria-valuenow", "120");
    // Focus is where the visitor left it.
    await expect(high).toBeFocused();
  });

  test("a link with a distance or a rate shows it on the sliders at once", async ({ page }) => {
    await page.goto("/search-contractors?radius=80&rateMin=60");
    await hydrated(page);
    await expect(island(page)).toHaveAttribute("data-hydrated", "");
    await expect(radius(page)).toHaveAttribute("aria-valuenow", "80");
    await expect(page.getByRole("slider", { name: "Minimum hourly rate" })).toHaveAttribute(
      "aria-valuenow",
      "60",
    );
  });

  test("on a phone, opening the filter panel loads them", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/search-contractors");
    await hydrated(page);
    await expect(island(page)).not.toHaveAttribute("data-hydrated", "");
    await page.getByRole("button", { name: /^Filters/ }).click();
    await expect(island(page)).toHaveAttribute("data-hydrated", "");
    await expect(radius(page)).toBeVisible();
  });
});

test.describe("the job search's rate slider, an island", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  const sliderCode = /\/(Slider|RangeSlider|RateRangeSlider)-[\w-]+\.js$/;
  const low = (page: Page) => page.getByRole("slider", { name: findJobsCopy.rateThumbs[0] });
  const high = (page: Page) => page.getByRole("slider", { name: findJobsCopy.rateThumbs[1] });
  const island = (page: Page) => page.locator('[data-island="job-rate-slider"]');

  test("its code comes once the page is idle, and it hydrates when a visitor reaches for it", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto("/find-jobs");
    await hydrated(page);
    await expect
      .poll(() => requested.filter((url) => sliderCode.test(url)).length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.waitForTimeout(300);
    await expect(island(page)).not.toHaveAttribute("data-hydrated", "");
    const fetched = requested.filter((url) => sliderCode.test(url)).length;
    await low(page).hover();
    await expect(island(page)).toHaveAttribute("data-hydrated", "");
    // Reaching for it fetched nothing more.
    expect(requested.filter((url) => sliderCode.test(url))).toHaveLength(fetched);
  });

  test("keys pressed on both thumbs before the code arrives each move their own thumb", async ({ page }) => {
    const release = await openHeld(page, "/find-jobs");
    await low(page).focus();
    for (let press = 0; press < 6; press++) await page.keyboard.press("ArrowRight");
    await high(page).focus();
    for (let press = 0; press < 4; press++) await page.keyboard.press("ArrowLeft");
    await expect(low(page)).toHaveAttribute("aria-valuenow", "50");
    await released(page, release);
    await expect(low(page)).toHaveAttribute("aria-valuenow", "80");
    await expect(high(page)).toHaveAttribute("aria-valuenow", "180");
    await expect(page).toHaveURL(/rateMin=80/);
    await expect(page).toHaveURL(/rateMax=180/);
    await expect(page.getByText(findJobsCopy.rateValue(80, 180))).toBeVisible();
    // Focus is where the visitor left it.
    await expect(high(page)).toBeFocused();
  });

  test("a drag ended before the code arrives moves the thumb", async ({ page }) => {
    const release = await openHeld(page, "/find-jobs");
    // On the screen, where a visitor drags it (the slider sits below the first screen at 720 px).
    await low(page).scrollIntoViewIfNeeded();
    const thumb = await low(page).boundingBox();
    const track = await island(page).locator("[data-part=control]").boundingBox();
    if (!thumb || !track) throw new Error("slider not laid out");
    const y = thumb.y + thumb.height / 2;
    await page.mouse.move(thumb.x + thumb.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(track.x + track.width + 30, y, { steps: 8 });
    await page.mouse.up();
    await expect(low(page)).toHaveAttribute("aria-valuenow", "50");
    await released(page, release);
    // Dragged past the end: the low thumb meets the high one at $200.
    await expect(low(page)).toHaveAttribute("aria-valuenow", "200");
    await expect(page).toHaveURL(/rateMin=200/);
  });

  test("a drag begun while its code is on the way still moves the thumb", async ({ page }) => {
    await dragPastStartAcrossHydration(page, {
      path: "/find-jobs",
      code: /\/assets\/RateRangeSlider-[\w-]+\.js$/,
      thumb: high(page),
      island: island(page),
    });
    // Dragged past the start: the high thumb meets the low one at $50.
    await expect(high(page)).toHaveAttribute("aria-valuenow", "50");
    await expect(page).toHaveURL(/rateMax=50(&|$)/);
  });

  test("a link with a rate shows it on the slider at once", async ({ page }) => {
    await page.goto("/find-jobs?rateMin=80&rateMax=150");
    await hydrated(page);
    await expect(island(page)).toHaveAttribute("data-hydrated", "");
    await expect(low(page)).toHaveAttribute("aria-valuenow", "80");
    await expect(high(page)).toHaveAttribute("aria-valuenow", "150");
    await expect(page.getByText(findJobsCopy.rateValue(80, 150))).toBeVisible();
  });

  test("on a phone, opening the filter panel loads it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/find-jobs");
    await hydrated(page);
    await expect(island(page)).not.toHaveAttribute("data-hydrated", "");
    await page.getByRole("button", { name: /^Filters/ }).click();
    await expect(island(page)).toHaveAttribute("data-hydrated", "");
    await expect(low(page)).toBeVisible();
  });
});

test.describe("the header's menu, an island", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a tap on the menu button before the code arrives opens the menu", async ({ page }) => {
    const release = await openHeld(page, "/about");
    await page.getByRole("button", { name: headerCopy.menuOpen }).click();
    await released(page, release);
    const menu = page.getByRole("navigation", { name: headerCopy.menuLabel });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: headerCopy.menuClose })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(menu.getByRole("link").first()).toBeFocused();
  });

  test("its code loads when a visitor reaches for it, not with the page", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto("/about");
    await hydrated(page);
    const menuCode = () => requested.filter((url) => /\/MobileMenu-[\w-]+\.js$/.test(url));
    // A reading page: its islands' code is not fetched at idle either (two idle moments later).
    await pageIdle(page);
    await page.waitForTimeout(300);
    expect(menuCode()).toEqual([]);
    const island = page.locator('[data-island="mobileMenu"]');
    await expect(island).not.toHaveAttribute("data-hydrated", "");
    // Tabbing to the button is intent: the menu hydrates, and Enter then opens it.
    const toggle = page.getByRole("button", { name: headerCopy.menuOpen });
    await toggle.focus();
    await expect(island).toHaveAttribute("data-hydrated", "");
    expect(menuCode()).toHaveLength(1);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("navigation", { name: headerCopy.menuLabel })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: headerCopy.menuLabel })).toBeHidden();
    await expect(page.getByRole("button", { name: headerCopy.menuOpen })).toBeFocused();
  });
});

test.describe("the header's menu offline, on a first visit (no worker yet)", () => {
  test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });

  test("a tap says the menu could not be loaded, fetches nothing, and Try again online opens it", async ({
    page,
    context,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    const menuCode = () => requested.filter((url) => /\/MobileMenu-[\w-]+\.js$/.test(url));
    await page.goto("/about");
    await hydrated(page);
    // The offline support (the notices' renderer among it) loads once the page is idle.
    await page.waitForFunction(() => document.documentElement.dataset.offlineSupport !== undefined);
    await context.setOffline(true);
    await page.getByRole("button", { name: headerCopy.menuOpen }).click();
    const notice = page
      .getByRole("alert")
      .filter({ hasText: loadFailureCopy.offline(headerCopy.menuLoadName) });
    await expect(notice).toBeVisible();
    // Offline with no worker the fetch is bound to fail, and Chromium would remember the failure.
    expect(menuCode()).toEqual([]);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await context.setOffline(false);
    await notice.getByRole("button", { name: loadFailureCopy.retry }).click();
    // The tap was held, not lost: once the menu's code is in, it opens.
    await expect(page.getByRole("navigation", { name: headerCopy.menuLabel })).toBeVisible();
    await expect(notice).toBeHidden();
    expect(menuCode()).toHaveLength(1);
  });

  test("tapped again once back online, the menu opens once: the unanswered tap is not replayed as a second", async ({
    page,
    context,
  }) => {
    await page.goto("/about");
    await hydrated(page);
    await page.waitForFunction(() => document.documentElement.dataset.offlineSupport !== undefined);
    await context.setOffline(true);
    const trigger = page.getByRole("button", { name: headerCopy.menuOpen });
    await trigger.click();
    const notice = page
      .getByRole("alert")
      .filter({ hasText: loadFailureCopy.offline(headerCopy.menuLoadName) });
    await expect(notice).toBeVisible();
    await context.setOffline(false);
    // The visitor taps the menu again rather than Try again: the code loads and the menu opens.
    await trigger.click();
    const menu = page.getByRole("navigation", { name: headerCopy.menuLabel });
    await expect(menu).toBeVisible();
    // Once every held tap is handed over, the menu is still open: two replayed taps would close it.
    await page.waitForFunction(
      (name) => (window as unknown as Record<string, { actions: unknown[] }>)[name]?.actions.length === 0,
      HELD_INPUT_GLOBAL,
    );
    await page.waitForTimeout(300);
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: headerCopy.menuClose })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(notice).toBeHidden();
  });
});

test.describe("static parts", () => {
  test("a content page's sections stay the prerendered HTML, with no code loaded for them", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto("/about");
    await hydrated(page);
    const part = page.locator('[data-static="about"]');
    await expect(part).toBeAttached();
    await expect(part).not.toHaveAttribute("data-live", "");
    // React owns none of it.
    expect(
      await part.evaluate((node) =>
        [node, ...node.querySelectorAll("*")].some((child) =>
          Object.keys(child).some((key) => key.startsWith("__react")),
        ),
      ),
    ).toBe(false);
    expect(requested.filter((url) => /\/AboutPage-[\w-]+\.js$/.test(url))).toEqual([]);
  });

  test("a link inside a static part navigates in the app, and Back returns", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/about");
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const link = page.locator('[data-static="about"] a[href="/industries"]').first();
    await link.click();
    await expect(page).toHaveURL(/\/industries$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    // Rendered by the app now: React owns the new page's part.
    await expect(page.locator('[data-static="industries"]')).toHaveAttribute("data-live", "");
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('[data-static="about"]')).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });
});
