import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/core";
import { phoneMetadata } from "./phoneMetadata";

/**
 * Phone numbers, checked with libphonenumber-js (a maintained port of Google's libphonenumber) for
 * the regions the site serves. Pure and synchronous: the forms and the lead intake server run the
 * same check. Its metadata is the part of the library's smallest build (metadata.min.json) that
 * covers these regions (scripts/phoneMetadata.mjs writes it; tests/unit/phone.test.ts keeps it in
 * step with the installed library).
 */
export const PHONE_REGIONS = ["US", "CA", "MX", "GB"] as const satisfies readonly CountryCode[];
export type PhoneRegion = (typeof PHONE_REGIONS)[number];

/**
 * The region of a number a visitor could be called on, or null. A number written with its country
 * code (+44 20 7946 0958) is read as written; one without is tried as a North American number (US or
 * Canada), then as a United Kingdom and a Mexican one, as people in each write them at home.
 */
export function phoneRegion(raw: string): PhoneRegion | null {
  const text = raw.trim();
  if (!/\d/.test(text) || text.length > 40) return null;
  for (const region of ["US", "GB", "MX"] as const) {
    const parsed = parsePhoneNumberFromString(text, { defaultCountry: region }, phoneMetadata);
    if (!parsed?.isValid()) continue;
    const country = parsed.country;
    if (country && (PHONE_REGIONS as readonly string[]).includes(country)) return country as PhoneRegion;
    // A number written with +, outside the regions served: no other reading of it is meant.
    if (text.startsWith("+")) return null;
  }
  return null;
}

export function isValidPhone(raw: string): boolean {
  return phoneRegion(raw) !== null;
}

/** What a phone field's value is short of: nothing typed, or not a number of a region served. */
export type PhoneProblem = "phoneRequired" | "phoneInvalid";

export function phoneProblem(raw: string): PhoneProblem | null {
  if (raw.trim() === "") return "phoneRequired";
  return isValidPhone(raw) ? null : "phoneInvalid";
}

/** Letters in any script (accents included); a name needs at least this many. */
export const MIN_NAME_LETTERS = 2;

export function letterCount(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

/** A person's name: at least two letters ('J' and 'J.' are not a name). */
export function hasEnoughLetters(name: string): boolean {
  return letterCount(name) >= MIN_NAME_LETTERS;
}
