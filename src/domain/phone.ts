import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/core";
import { phoneMetadata } from "./phoneMetadata";

/**
 * Phone numbers, checked with libphonenumber-js (a maintained port of Google's libphonenumber) for
 * the regions the site serves. Pure and synchronous: the forms and the lead intake server run the
 * same check. Its metadata is the part of the library's smallest build (metadata.min.json) that
 * covers these regions (scripts/phoneMetadata.mjs writes it; tests/unit/domain/phone.test.ts keeps it in
 * step with the installed library). The library weighs about 11 KB gzipped: a page whose first load
 * has no room for it (the registration) loads this module when the visitor starts on the form.
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

/** A phone number check: this module's `isValidPhone`, handed to the rules that take one. */
export type PhoneCheck = (raw: string) => boolean;

export function isValidPhone(raw: string): boolean {
  return phoneRegion(raw) !== null;
}

/** What a phone field's value is short of: nothing typed, or not a number of a region served. */
export type PhoneProblem = "phoneRequired" | "phoneInvalid";

export function phoneProblem(raw: string): PhoneProblem | null {
  if (raw.trim() === "") return "phoneRequired";
  return isValidPhone(raw) ? null : "phoneInvalid";
}
