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
// URL search params are read by schemas (schema.ts); what the routes' validators share after that.

/**
 * The validated search with every key the route reads present, undefined where it is left out: the
 * router lays the validated params over the raw ones, and an explicit undefined is what keeps a
 * rejected raw value (`rateMin=-99999`) from staying in the URL.
 */
export function withEveryKey<T extends object>(keys: readonly string[], search: T): T {
  return { ...Object.fromEntries(keys.map((key) => [key, undefined])), ...search };
}
