/**
 * Small helpers for tests that read source text (machine configs, actor options): blank out what is
 * not code, and take the text of a bracketed call.
 */

/**
 * The source with the contents of string and template literals and of comments replaced by spaces
 * (same length, so indexes still line up): a description mentioning ".map(" is not code.
 */
export function blankLiterals(source: string): string {
  let out = "";
  let i = 0;
  while (i < source.length) {
    const char = source[i];
    const next = source[i + 1];
    if (char === "/" && next === "/") {
      const end = source.indexOf("\n", i);
      const stop = end === -1 ? source.length : end;
      out += " ".repeat(stop - i);
      i = stop;
    } else if (char === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += source.slice(i, stop).replace(/[^\n]/g, " ");
      i = stop;
    } else if (char === '"' || char === "'" || char === "`") {
      let j = i + 1;
      while (j < source.length && source[j] !== char) j += source[j] === "\\" ? 2 : 1;
      out += `${char}${" ".repeat(Math.max(0, Math.min(j, source.length) - i - 1))}${char}`;
      i = j + 1;
    } else {
      out += char;
      i += 1;
    }
  }
  return out.slice(0, source.length);
}

/**
 * From `open` (the index of an opening bracket in already blanked code) to its matching closing
 * bracket, both included.
 */
export function bracketed(code: string, open: number): string {
  let depth = 0;
  for (let i = open; i < code.length; i += 1) {
    const char = code[i];
    if (char === "(" || char === "{" || char === "[") depth += 1;
    if (char === ")" || char === "}" || char === "]") depth -= 1;
    if (depth === 0) return code.slice(open, i + 1);
  }
  throw new Error(`unbalanced brackets from index ${open}`);
}

/** The top-level, comma-separated arguments of a call's `(...)` text, trimmed. */
export function callArguments(parenthesized: string): string[] {
  const inner = parenthesized.slice(1, -1);
  const args: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i += 1) {
    const char = inner[i];
    if (char === "(" || char === "{" || char === "[") depth += 1;
    if (char === ")" || char === "}" || char === "]") depth -= 1;
    if (char === "," && depth === 0) {
      args.push(inner.slice(start, i).trim());
      start = i + 1;
    }
  }
  args.push(inner.slice(start).trim());
  return args.filter((arg) => arg.length > 0);
}
