import { expect, type Page } from "@playwright/test";
import type { EventObject } from "xstate";
import { type CalculatorFieldChange, URL_WRITE_DELAY_MS } from "../../../machines/savingsCalculator";
import { DEFAULT_INPUTS } from "../../../src/domain/calculatorRates";
import { installClock, pauseClockSoon } from "../../e2e/fixtures";
import type { PageDriver } from "../../support/drivers/types";
import { quoted } from "../../support/drivers/visitor";

const sliderNames = {
  weeks: "Project duration",
  teamSize: "Team size",
  hoursPerWeek: "Hours per week",
} as const;
const searchKeys = { weeks: "weeks", teamSize: "team", hoursPerWeek: "hours" } as const;
type SliderKey = keyof typeof sliderNames;

/** The slider a field change moves, and where to (the path model only moves sliders). */
function sliderMove(event: EventObject): { key: SliderKey; value: number } {
  const { field, value } = event as unknown as CalculatorFieldChange;
  if (!(field in sliderNames) || typeof value !== "number") throw new Error(`No slider for '${field}'`);
  return { key: field as SliderKey, value };
}

const slider = (page: Page, key: keyof typeof sliderNames) =>
  page.getByRole("slider", { name: sliderNames[key] });

async function setSlider(page: Page, key: keyof typeof sliderNames, value: number) {
  const thumb = slider(page, key);
  await thumb.focus();
  const now = Number(await thumb.getAttribute("aria-valuenow"));
  const steps = value - now;
  for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press(steps > 0 ? "ArrowRight" : "ArrowLeft");
  await expect(thumb).toHaveAttribute("aria-valuenow", String(value));
}

/**
 * The URL holds exactly what the sliders show (defaults are left out of the URL). Both are read on
 * every poll: after a navigation the sliders re-render a moment after the address changes, and a
 * slider value read once before that (as this did) was compared with the new URL until it timed out.
 */
async function expectUrlMatchesControls(page: Page) {
  for (const key of Object.keys(sliderNames) as Array<keyof typeof sliderNames>) {
    await expect
      .poll(async () => {
        const shown = await slider(page, key).getAttribute("aria-valuenow");
        const inUrl = new URL(page.url()).searchParams.get(searchKeys[key]) ?? String(DEFAULT_INPUTS[key]);
        return inUrl === shown ? "alike" : `${sliderNames[key]}: URL ${inUrl}, slider ${shown}`;
      })
      .toBe("alike");
  }
}

export const savingsCalculatorDriver: PageDriver = {
  route: "/",
  viewport: { width: 1440, height: 900 },
  prepare: async (page) => {
    // The URL is written after the controls rest: the test moves the clock instead of waiting.
    await installClock(page);
    await page.locator("#calculator").scrollIntoViewIfNeeded();
    await expect(page.locator("[data-calculator-ready]")).toBeAttached();
  },
  events: {
    "field.change": async (page, { event }) => {
      const { key, value } = sliderMove(event);
      await setSlider(page, key, value);
    },
    "xstate.after.urlWriteDelay.savingsCalculator.editing": async (page) => {
      await page.clock.runFor(URL_WRITE_DELAY_MS + 50);
    },
    "url.changed": async (page, { before }) => {
      // While the visitor is editing, the edit wins: the URL is written with it once the controls
      // rest. Stop the page clock first, so on a slow machine that write cannot come before the
      // address is checked; the path moves the clock on itself.
      if (before === "editing") await pauseClockSoon(page);
      // A link to the plain home page: the header's Home link.
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
      await expect(page).toHaveURL(/\/$/);
    },
  },
  visitorActions: {
    "field.change": ({ event, accepted }) => {
      const { key, value } = sliderMove(event);
      const move = `move ${quoted(sliderNames[key])} to ${value} with the arrow keys`;
      return accepted ? move : `${move} (it is already there: no key to press, nothing changes)`;
    },
    "xstate.after.urlWriteDelay.savingsCalculator.editing": `leave the controls alone for ${URL_WRITE_DELAY_MS} ms (the page clock runs forward)`,
    "url.changed": "click 'Home' in the header (a link to the plain home page)",
  },
  states: {
    saved: async (page) => {
      await expectUrlMatchesControls(page);
    },
    editing: async (page) => {
      // The figures already follow the controls while the URL waits for a pause.
      await expect(page.getByTestId("calculator-savings")).toHaveText(/^\$[\d,]+$/);
    },
  },
};
