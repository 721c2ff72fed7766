/** US currency for the calculator. Amounts arrive already rounded by src/domain/calculator.ts. */
const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '$80,640' */
export const formatUsd = (amount: number) => wholeDollars.format(amount);

/** '$96.00/hr' */
export const formatRate = (rate: number) => `${dollarsAndCents.format(rate)}/hr`;

/** '$229.50', with cents always shown (rates in the breakdown table). */
export const formatCents = (amount: number) => dollarsAndCents.format(amount);

/** '$3,200' for whole amounts, '$6,349.50' when there are cents. */
export const formatUsdExact = (amount: number) =>
  Number.isInteger(amount) ? wholeDollars.format(amount) : dollarsAndCents.format(amount);

/** '× 1.2' */
export const formatMultiplier = (multiplier: number) => `× ${multiplier}`;
