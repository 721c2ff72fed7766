import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { classesOf, dropUnused, READ_BY_CODE, requiredClasses } from "../../../scripts/unusedCss.mjs";

describe("the classes a selector needs on the page", () => {
  it("are the classes outside functional pseudo-classes, attribute selectors and strings", () => {
    expect(requiredClasses(".a .b > .c")).toEqual(["a", "b", "c"]);
    expect(requiredClasses(".a:not(.b)")).toEqual(["a"]);
    expect(requiredClasses(".a:is(.b, .c) .d")).toEqual(["a", "d"]);
    expect(requiredClasses('.a[data-x="1.5"]')).toEqual(["a"]);
    expect(requiredClasses("[data-part=root].e::before")).toEqual(["e"]);
    expect(requiredClasses("html, body")).toEqual([]);
  });

  it("are read with their escapes resolved, as Panda writes its class names", () => {
    expect(requiredClasses(".hover\\:bg_red:hover")).toEqual(["hover:bg_red"]);
    expect(requiredClasses('.grid-template-areas_\\"main_side\\"')).toEqual([
      'grid-template-areas_"main_side"',
    ]);
    expect(requiredClasses(".\\[\\&_svg\\]\\:c_red svg")).toEqual(["[&_svg]:c_red"]);
    expect(requiredClasses(".focusVisible\\:ring:is(:focus-visible, [data-focus-visible])")).toEqual([
      "focusVisible:ring",
    ]);
    expect(requiredClasses(".\\31 0x .b")).toEqual(["10x", "b"]);
  });
});

describe("the classes of a page", () => {
  it("are every element's, entities decoded, the inline style left out", () => {
    const classes = classesOf(
      '<style>.x{}</style><div class="a b"><p class=\'c\'>t</p><i class="grid_&quot;m&quot; d&amp;e"></i></div>',
    );
    expect([...classes].sort()).toEqual(["a", "b", "c", "d&e", 'grid_"m"']);
  });
});

describe("dropping what a page cannot use", () => {
  const html =
    '<body class="page"><button class="btn hover:bg" style="color: var(--inline)">Go</button></body>';

  it("drops a state rule for a class the page does not have, and keeps one for a class it has", () => {
    const css = ".btn:hover{color:red}.card:hover{color:blue}.hover\\:bg:hover{background:red}";
    expect(dropUnused(css, html)).toBe(".btn:hover{color:red}.hover\\:bg:hover{background:red}");
  });

  it("keeps only the selectors of a list that can match", () => {
    expect(dropUnused(".btn:focus,.card:focus{outline:0}", html)).toBe(".btn:focus{outline:0}");
  });

  it("keeps rules without classes, keyframes, and @media and @layer blocks with rules left", () => {
    const css =
      "@layer base{html{color:black}.gone{color:red}}@media (min-width:40em){.btn{padding:0}.gone{padding:1px}}@keyframes spin{from{rotate:0}to{rotate:1turn}}@media print{.gone{display:none}}";
    expect(dropUnused(css, html)).toBe(
      "@layer base{html{color:black}}@media (min-width:40em){.btn{padding:0}}@keyframes spin{from{rotate:0}to{rotate:1turn}}",
    );
  });

  it("drops custom properties nothing names, following what the kept ones name", () => {
    const css =
      "@layer tokens{:root{--a:1px;--b:var(--c);--c:2px;--d:var(--e);--e:3px;--inline:red;--sizes-header:4rem}}.btn{margin:var(--a);padding:var(--b)}";
    expect(dropUnused(css, html)).toBe(
      "@layer tokens{:root{--a:1px;--b:var(--c);--c:2px;--inline:red;--sizes-header:4rem}}.btn{margin:var(--a);padding:var(--b)}",
    );
  });

  it("reads a property's name with its escapes, as Panda writes a fractional token", () => {
    const css = ":root{--spacing-2\\.5:.625rem;--spacing-2:.5rem}.btn{gap:var(--spacing-2\\.5)}";
    expect(dropUnused(css, html)).toBe(":root{--spacing-2\\.5:.625rem}.btn{gap:var(--spacing-2\\.5)}");
  });

  it("drops a property named only by a rule that is dropped", () => {
    const css =
      ":root{--only-gone:1px;--kept:2px}.gone:hover{margin:var(--only-gone)}.btn{margin:var(--kept)}";
    expect(dropUnused(css, html)).toBe(":root{--kept:2px}.btn{margin:var(--kept)}");
  });

  it("keeps the statement that orders the layers", () => {
    expect(dropUnused("@layer reset, base, tokens;html{color:black}", html)).toBe(
      "@layer reset, base, tokens;html{color:black}",
    );
  });
});

describe("custom properties the code reads itself", () => {
  const src = path.resolve(import.meta.dirname, "../../../src");
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? files(file) : /\.tsx?$/.test(name) ? [file] : [];
    });

  it("are every one the source reads with getPropertyValue(), so no page's CSS drops them", () => {
    const read = new Set<string>();
    for (const file of files(src))
      for (const match of readFileSync(file, "utf8").matchAll(/getPropertyValue\(\s*["'`](--[\w-]+)/g))
        read.add(match[1] as string);
    expect(read.size).toBeGreaterThan(0);
    expect([...read].sort()).toEqual([...READ_BY_CODE].sort());
  });
});
