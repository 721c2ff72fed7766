import { templates } from "./index";

/*
 * A template's preview (src/views/resume/templates/<name>/*.tsx) names its colours and layout as
 * `colors.part` and `layout.fact`, imported from the template's index.ts. Before Panda reads such a
 * file (panda.config.ts, hook "parser:before") and before Vite bundles it (vite.config.ts), each
 * name is replaced by its value: Panda sees the literal role token it makes a class for (it does not
 * follow imports), and the page's JavaScript carries the value where it is used, not the table (the
 * PDF, loaded on demand, imports the table itself). In tests the import is read as it is: same values.
 */

const TEMPLATE_FILE = /[\\/]src[\\/]views[\\/]resume[\\/]templates[\\/](\w+)[\\/][^\\/]+\.tsx$/;
// Not a member of something else, nor a Panda token path in a string ("token(colors.accent.vivid)").
const REFERENCE = /(?<![\w.$]|token\()(colors|layout)\.(\w+)\b/g;
const TABLE_IMPORT = /^import \{ (?:colors|layout)(?:, (?:colors|layout))? \} from "\.(?:\/index)?";$/m;

export function inlineTemplateConstants(filePath: string, code: string): string | undefined {
  const name = TEMPLATE_FILE.exec(filePath)?.[1];
  if (!name || !(name in templates)) return undefined;
  const template = templates[name as keyof typeof templates] as unknown as Record<
    "colors" | "layout",
    Record<string, unknown>
  >;
  const inlined = code.replace(REFERENCE, (whole, table: "colors" | "layout", key: string) =>
    key in template[table] ? JSON.stringify(template[table][key]) : whole,
  );
  // With every use replaced, the import of the table goes too, or the page would still load it.
  const left = new RegExp(REFERENCE.source).test(inlined);
  return left ? inlined : inlined.replace(TABLE_IMPORT, "");
}
