import { type Output, object, type Schema, type Shape, schema } from "./schema";

/**
 * Schemas that only stored values need (saved jobs, the job alert, drafts, share links). They are
 * kept apart from schema.ts, whose pieces every page loads with its search params: only the pages
 * that read these stored values load them. Strict where a draft is: one unusable part and the whole
 * is undefined (the reader's null), never a value half made of defaults.
 */

/**
 * A list's usable items, each once (by `key`, when given), in their order; at most the first `max`
 * items are read. Not a list: undefined.
 */
export const items = <T>(
  item: Schema<T | undefined>,
  max: number,
  key: (item: T) => unknown = (same) => same,
): Schema<T[] | undefined> =>
  schema((value) => {
    if (!Array.isArray(value)) return undefined;
    const out: T[] = [];
    for (const entry of value.slice(0, max)) {
      const parsed = item.parse(entry);
      if (parsed !== undefined && !out.some((other) => key(other) === key(parsed))) out.push(parsed);
    }
    return out;
  });

/**
 * An object whose every field is usable, or undefined; anything but an object (a list too) is
 * undefined. With `only`, it may hold no other keys (as many keys as the shape).
 */
export const complete = <S extends Shape>(
  shape: S,
  only?: boolean,
): Schema<{ [K in keyof S]: Exclude<Output<S[K]>, undefined> } | undefined> =>
  schema((value) => {
    if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
    if (only && Object.keys(value).length !== Object.keys(shape).length) return undefined;
    const fields = object(shape).parse(value);
    return Object.values(fields).includes(undefined)
      ? undefined
      : (fields as { [K in keyof S]: Exclude<Output<S[K]>, undefined> });
  });

/**
 * A list of at most `max` items whose every item is usable, or undefined; with `key`, undefined too
 * when two items have the same key (a skill in other case, an id twice).
 */
export const all = <T>(
  item: Schema<T | undefined>,
  max: number,
  key?: (item: T) => unknown,
): Schema<T[] | undefined> =>
  schema((value) => {
    if (!Array.isArray(value) || value.length > max) return undefined;
    const out: T[] = [];
    for (const entry of value) {
      const parsed = item.parse(entry);
      if (parsed === undefined || (key && out.some((other) => key(other) === key(parsed)))) return undefined;
      out.push(parsed);
    }
    return out;
  });

/** A list of exactly as many items as `shape` has, each usable by its schema; else undefined. */
export const tuple = <const S extends readonly Schema<unknown>[]>(
  shape: S,
): Schema<{ -readonly [K in keyof S]: Exclude<Output<S[K]>, undefined> } | undefined> =>
  schema((value) => {
    if (!Array.isArray(value) || value.length !== shape.length) return undefined;
    const out = shape.map((item, index) => item.parse(value[index]));
    return out.includes(undefined)
      ? undefined
      : (out as { -readonly [K in keyof S]: Exclude<Output<S[K]>, undefined> });
  });

/** A whole number in [min, max], as it is (never rounded or clamped). */
export const integer = (min: number, max: number): Schema<number | undefined> =>
  schema((value) =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max
      ? (value as number)
      : undefined,
  );
