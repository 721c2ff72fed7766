import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cardGrid, eyebrow, iconTile, notice, pageContainer, panel } from "../../../styled-system/patterns";

/**
 * The theme's patterns (src/theme/patterns.ts) as the views call them: each returns one style object,
 * the view's own props merged last, so the classes are the ones a single css() call would make.
 */
describe("theme patterns", () => {
  it("lets a view's own props win over the pattern's", () => {
    expect(panel.raw({ borderRadius: "xl", p: "6" })).toEqual({
      bg: "bg.panel",
      borderColor: "border.default",
      borderWidth: "1px",
      borderRadius: "xl",
      p: "6",
    });
    expect(eyebrow.raw({ tone: "inverted", fontWeight: "600" })).toMatchObject({
      color: "fg.invertedAccent",
      fontWeight: "600",
      fontSize: "sm",
    });
  });

  it("draws each tone with role tokens only", () => {
    expect(panel.raw({ tone: "inverted", elevated: true })).toMatchObject({
      bg: "bg.inverted",
      borderColor: "border.emphasized",
      boxShadow: "card",
    });
    expect(iconTile.raw({ tone: "inverted" })).toMatchObject({ bg: "bg.inverted", color: "accent.bright" });
    expect(notice.raw({ tone: "danger" })).toMatchObject({ bg: "danger.bg", color: "danger.fg" });
  });

  it("runs a panel edge to edge on phones only when asked", () => {
    expect(panel.raw()).not.toHaveProperty("mx");
    expect(panel.raw({ bleed: true, elevated: true })).toMatchObject({
      borderRadius: { base: "0", sm: "2xl" },
      borderLeftWidth: { base: "0", sm: "1px" },
      mx: { base: "-4", sm: "0" },
      boxShadow: "card",
    });
  });

  it("spreads a card grid over equal columns per breakpoint", () => {
    expect(cardGrid.raw({ columns: { md: 2, lg: 3 } }).gridTemplateColumns).toEqual({
      base: "minmax(0, 1fr)",
      md: "repeat(2, minmax(0, 1fr))",
      lg: "repeat(3, minmax(0, 1fr))",
    });
    expect(cardGrid.raw({ single: "1fr", columns: { md: 3 } }).gridTemplateColumns).toEqual({
      base: "1fr",
      md: "repeat(3, minmax(0, 1fr))",
    });
  });

  it("adds a section's vertical rhythm to the page container only when asked", () => {
    expect(pageContainer.raw()).not.toHaveProperty("py");
    expect(pageContainer.raw({ rhythm: "section" })).toMatchObject({ py: { base: "14", md: "20" } });
  });
});

/**
 * Views name roles (fg.invertedMuted, accent.vivid...), never a palette step (steel.200, safety.500),
 * so a theme change is a change in src/theme alone (issue 20). Every view, the Ark wrappers, the
 * recipes and the resume templates (src/views/resume/templates).
 */
const ROLE_ONLY_FOLDERS = ["src/views", "src/components/ui", "src/theme/recipes"];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const RAW_STEP = /(?:["'`(]|colors\.)(?:steel|safety|signal)\.\w+/g;

function sourcesIn(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe("role tokens", () => {
  it.each(ROLE_ONLY_FOLDERS)("%s names no raw palette step", (dir) => {
    const files = sourcesIn(dir);
    expect(files.length).toBeGreaterThan(0);
    const found = files.flatMap((file) =>
      [...readFileSync(path.join(root, file), "utf8").matchAll(RAW_STEP)].map(
        (match) => `${file}: ${match[0]}`,
      ),
    );
    expect(found).toEqual([]);
  });
});

describe("colour tokens", () => {
  it("are the site's own: Panda's default palettes are left out of the stylesheet", () => {
    // The generated token table (panda codegen) lists every token the stylesheet defines.
    const generated = readFileSync(path.join(root, "styled-system/tokens/index.mjs"), "utf8");
    const colours = new Set([...generated.matchAll(/"colors\.([a-zA-Z]+)[."]/g)].map((match) => match[1]));
    expect(colours.has("steel")).toBe(true);
    expect(colours.has("safety")).toBe(true);
    expect(colours.has("white")).toBe(true);
    for (const palette of ["red", "gray", "blue", "green", "amber", "slate", "zinc", "rose", "neutral"]) {
      expect(colours.has(palette), `colors.${palette}`).toBe(false);
    }
  });
});
