import { truncate } from "./text";

/**
 * Schemas for values from outside the page: URL search params and small stored values (design
 * point 7, issue 19). A URL is untrusted: the router JSON-parses each value, so a key can hold a
 * string, a number, a boolean, a list (a repeated key) or an object, nested as deep as the URL is
 * long; storage can hold anything another version or another hand wrote.
 *
 * Each schema is a Standard Schema v1 (https://standardschema.dev), which the router's
 * `validateSearch` takes as it is, and has a plain `parse` for the domain's own calls. They are
 * lenient: they never throw and never report issues. What a schema cannot use comes out
 * `undefined`, which `fallback` turns into a default. Each one reads one level at most and never
 * walks a whole list, so no value makes it recurse, hang or throw.
 *
 * In-house rather than a library: these few pieces are all the site needs, and a library cost
 * every route 1.3-1.8 KB gzipped (Valibot, measured for issue 19).
 */
export interface Schema<T> {
  readonly "~standard": {
    readonly version: 1;
    readonly vendor: string;
    /** Never fails: whatever comes in, a value comes out. */
    readonly validate: (value: unknown) => { readonly value: T };
    /**
     * Types only, never set. A route's search is typed by the output; the input is the same type,
     * so a typed link to the route writes a clean search (at run time anything is accepted).
     */
    readonly types?: { readonly input: T; readonly output: T };
  };
  readonly parse: (value: unknown) => T;
}

/** What a schema gives. */
export type Output<S> = S extends Schema<infer T> ? T : never;

/** A schema from a function that takes anything and never throws. */
export function schema<T>(parse: (value: unknown) => T): Schema<T> {
  return {
    "~standard": { version: 1, vendor: "site", validate: (value) => ({ value: parse(value) }) },
    parse,
  };
}

/** The schema's value, then `fn` of it. */
export const map = <T, U>(item: Schema<T>, fn: (value: T) => U): Schema<U> =>
  schema((value) => fn(item.parse(value)));

/** The schema's value, or `otherwise` where it has none (undefined or null). */
export const fallback = <T, const D>(item: Schema<T>, otherwise: D): Schema<Exclude<T, undefined> | D> =>
  schema((value) => (item.parse(value) ?? otherwise) as Exclude<T, undefined> | D);

/** A repeated key arrives as a list: its first value counts (and no other item is read). */
export const first = <T>(item: Schema<T>): Schema<T> =>
  schema((value) => item.parse(Array.isArray(value) ? value[0] : value));

/** Text of at most `maxLength` characters, as it is. */
export const string = (maxLength: number): Schema<string | undefined> =>
  schema((value) => (typeof value === "string" && value.length <= maxLength ? value : undefined));

/** One of `options`, exactly (text, or a stored number or boolean). */
export const picklist = <const T extends string | number | boolean>(
  options: readonly T[],
): Schema<T | undefined> => schema((value) => (options.includes(value as T) ? (value as T) : undefined));

/** Yes for true, "true", 1 and "1"; no for anything else. */
export const flag: Schema<boolean> = schema(
  (value) => value === true || value === "true" || value === 1 || value === "1",
);

const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A finite number, or numeric text of at most `maxLength` characters ("12", " 7.5 ", "-3"); words,
 * exponents, NaN and Infinity are not numbers. With a range, clamped into [min, max] and snapped to
 * the nearest step from min.
 */
export const number = (
  maxLength: number,
  range?: { min: number; max: number; step: number },
): Schema<number | undefined> =>
  schema((value) => {
    const n =
      typeof value === "number"
        ? value
        : typeof value === "string" && value.length <= maxLength && NUMERIC.test(value.trim())
          ? Number(value)
          : Number.NaN;
    if (!Number.isFinite(n)) return undefined;
    if (!range) return n;
    const { min, max, step } = range;
    const clamp = (x: number) => Math.min(max, Math.max(min, x));
    return clamp(min + Math.round((clamp(n) - min) / step) * step);
  });

/** A single value as text: numbers and booleans arrive already parsed (the router JSON-parses). */
const scalarText = (value: unknown): string =>
  typeof value === "string" ? value : Number.isFinite(value) ? String(value) : "";

/**
 * A value as text, at most `max` characters: a repeated key's items joined with commas. Only one
 * level of list is read, and only its first `max` items (more cannot fit); a list inside a list
 * counts as nothing.
 */
const rawText = (value: unknown, max: number): string =>
  (Array.isArray(value) ? value.slice(0, max).map(scalarText).join(",") : scalarText(value)).slice(0, max);

/**
 * Free text on one line: control characters and runs of white space become one space, trimmed, at
 * most `max` characters and never half of one. Never undefined: nothing usable is "".
 */
export const text = (max: number): Schema<string> =>
  schema((value) =>
    truncate(
      rawText(value, max * 4)
        .replace(/\p{Cc}/gu, " ")
        .replace(/\s+/g, " ")
        .trim(),
      max,
    ).trim(),
  );

/**
 * Known values only, each once, in the order of `options`: from comma-separated text, any case
 * (`type=part-time,Contract`), or a repeated key. At most 500 characters are read.
 */
export const list = <const T extends string>(options: readonly T[]): Schema<T[]> =>
  schema((value) => {
    const given = new Set(
      rawText(value, 500)
        .split(",")
        .map((part) => part.trim().toLowerCase()),
    );
    return options.filter((option) => given.has(option));
  });

export type Shape = Record<string, Schema<unknown>>;
export type Fields<S extends Shape> = { [K in keyof S]: Output<S[K]> };

/**
 * An object of the shape's fields, each read by its schema from the value's field of the same name
 * (anything but an object counts as an empty one); other keys are dropped.
 */
export const object = <S extends Shape>(shape: S): Schema<Fields<S>> =>
  schema((value) => {
    const source = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
    const out = {} as Record<string, unknown>;
    for (const key in shape) out[key] = shape[key]?.parse(source[key]);
    return out as Fields<S>;
  });
