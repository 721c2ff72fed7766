import { expect, type Locator } from "@playwright/test";

/**
 * Small helpers for drivers: the words of a visitor action, and the two checks that keep a driver
 * from performing an event quietly when the visitor could not (tests/unit/machines/pageDrivers.test.ts keeps
 * drivers from reading `isDisabled()` to decide to skip a step).
 */

/** 'Fanuc', with quotes, for visitor actions. */
export const quoted = (text: string) => `'${text}'`;
export const click = (name: string) => `click ${quoted(name)}`;
export const typeInto = (value: string, field: string) =>
  value === ""
    ? `clear ${field}`
    : value.trim() === ""
      ? `type only spaces into ${field}`
      : `type ${quoted(value)} into ${field}`;
export const chooseIn = (value: string, field: string) => `choose ${quoted(value)} in ${field}`;

/** The control of an event the machine takes here: a disabled one fails the step at once, naming it. */
export async function expectEnabled(control: Locator, what: string) {
  await expect(
    control,
    `${what} is disabled, yet the machine takes this event here: the visitor could not do what the path says`,
  ).toBeEnabled();
}

/** The control of an event the machine refuses here: it must be disabled (native or aria-disabled). */
export async function expectDisabled(control: Locator, what: string) {
  await expect(control, `${what} is enabled, yet the machine refuses this event here`).toBeDisabled();
}
