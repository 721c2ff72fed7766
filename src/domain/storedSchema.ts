import { map, type Output, object, type Schema, type Shape, schema } from "./schema";

/**
 * Schemas that only stored values need (saved jobs, the job alert). They are kept apart from
 * schema.ts, whose pieces every page loads with its search params: only the page that reads these
 * stored values loads them.
 */

/**
 * A list's usable items, each once, in their order; at most the first `max` items are read. Not a
 * list: undefined.
 */
export const items = <T>(item: Schema<T | undefined>, max: number): Schema<T[] | undefined> =>
  schema((value) => {
    if (!Array.isArray(value)) return undefined;
    const out: T[] = [];
    for (const entry of value.slice(0, max)) {
      const parsed = item.parse(entry);
      if (parsed !== undefined && !out.includes(parsed)) out.push(parsed);
    }
    return out;
  });

/** An object whose every field is usable, or undefined. */
export const complete = <S extends Shape>(
  shape: S,
): Schema<{ [K in keyof S]: Exclude<Output<S[K]>, undefined> } | undefined> =>
  map(object(shape), (fields) =>
    Object.values(fields).includes(undefined)
      ? undefined
      : (fields as { [K in keyof S]: Exclude<Output<S[K]>, undefined> }),
  );
