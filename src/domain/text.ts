/**
 * Text and values from outside the page. Text typed by visitors: cut to a limit without splitting
 * a character. A plain `slice` counts UTF-16 units, so it can keep half of an emoji (a lone
 * surrogate, drawn as a replacement mark); these helpers never do.
 */

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** At most `max` UTF-16 units (what `maxLength` counts), never ending in half a surrogate pair. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = max > 0 && isHighSurrogate(text.charCodeAt(max - 1)) ? max - 1 : max;
  return text.slice(0, Math.max(0, end));
}

/** The first user-perceived character: a whole emoji (skin tone, joined sequence) or letter. */
export function firstGrapheme(text: string): string {
  if (!text) return "";
  if (typeof Intl !== "undefined" && "Segmenter" in Intl) {
    const [first] = new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text);
    return first?.segment ?? "";
  }
  return Array.from(text)[0] ?? "";
}

// ---------------------------------------------------------------------------------------------
// URL search params: the small pieces every route's `validateSearch` is made of (jobSearch.ts,
// contractorSearch.ts, calculatorSearch.ts). A URL is untrusted: the router JSON-parses each value,
// so a key can hold a string, a number, a boolean, a list (a repeated key) or an object, nested as
// deep as the URL is long. Each piece reads one level at most and never walks a whole list, so no
// URL makes a validator recurse, hang or throw; what it cannot use comes back undefined and the
// route falls back to its default. (They live here, beside `truncate`, because every page loads
// this module already: a module of their own would be one more file for every page to fetch.)

/** A repeated key arrives as a list: its first value counts. */
export function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A finite number, or numeric text of at most `maxLength` characters ("12", " 7.5 ", "-3"); the
 * first of a repeated key. Anything else (words, exponents, NaN, Infinity, lists, objects) is
 * undefined.
 */
export function numberFrom(raw: unknown, maxLength: number): number | undefined {
  const value = first(raw);
  const number =
    typeof value === "number"
      ? value
      : typeof value === "string" && value.length <= maxLength && NUMERIC.test(value.trim())
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(number) ? number : undefined;
}

/**
 * The validated search with every key the route reads present, undefined where it is left out: the
 * router lays the validated params over the raw ones, and an explicit undefined is what keeps a
 * rejected raw value (`rateMin=-99999`) from staying in the URL.
 */
export function withEveryKey<T extends object>(keys: readonly string[], search: T): T {
  return { ...Object.fromEntries(keys.map((key) => [key, undefined])), ...search };
}
