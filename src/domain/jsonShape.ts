/**
 * JSON text from outside (a stored draft, a share link): its shape is read before it is parsed.
 * Its own module, so the pages that read no such text (the content pages) do not carry it.
 */

/**
 * Whether JSON text nests lists or objects deeper than `maxDepth`, or holds more than `maxLists` of
 * them, read without parsing it: the parser builds `[[[[…]]]]` a million deep (3 KB in a share
 * link, 2 MB in storage) in seconds before any validator can refuse it. Brackets inside strings do
 * not count.
 */
export function jsonExceeds(json: string, maxDepth: number, maxLists = Number.POSITIVE_INFINITY): boolean {
  let depth = 0;
  let lists = 0;
  let quoted = false;
  for (let i = 0; i < json.length; i += 1) {
    const char = json[i];
    if (quoted) {
      if (char === "\\") i += 1;
      else if (char === '"') quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === "[" || char === "{") {
      if (++depth > maxDepth || ++lists > maxLists) return true;
    } else if (char === "]" || char === "}") depth -= 1;
  }
  return false;
}
