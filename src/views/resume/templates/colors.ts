import { paletteTokens, roleTokens } from "../../../theme/colors";

/*
 * A template's colours are role tokens (src/theme/colors.ts). The preview names them in its classes;
 * the PDF, which cannot read CSS variables, resolves them here to the theme's own hex values, so a
 * theme change reaches both and nothing is copied by hand (tests/unit/views/resumeTemplates.test.tsx).
 */

type Leaf = { readonly value: string };
type Paths<T, Prefix extends string = ""> = {
  [K in keyof T & (string | number)]: T[K] extends Leaf ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & (string | number)];

/** A role token's name: "fg.default", "accent.strong"... */
export type RoleToken = Paths<typeof roleTokens>;

function leaf(tree: unknown, path: string): string | undefined {
  let node = tree;
  for (const key of path.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node && typeof node === "object" && "value" in node ? String(node.value) : undefined;
}

/** The hex value a colour token stands for: a role followed to its palette step, or a step itself. */
export function hexOf(token: string): string {
  const value = leaf(roleTokens, token) ?? leaf(paletteTokens, token);
  if (value === undefined) throw new Error(`No colour token ${token}`);
  const reference = /^\{colors\.(.+)\}$/.exec(value);
  return reference ? hexOf(reference[1] as string) : value;
}
