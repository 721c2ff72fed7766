import type { Plugin } from "vite";

type Runtime = Record<"css" | "patterns" | "recipes", Record<string, unknown>>;

export function inlineStyleCalls(
  code: string,
  runtime: Runtime,
  options?: {
    constantsOf?: (source: string) => ((name: string) => unknown) | undefined;
    onKept?: (line: number, call: string) => void;
    onWritten?: (result: string | Record<string, string>) => void;
  },
): string | undefined;

export function exportedConstants(
  code: string,
  runtime: Runtime,
  constantsOf: (source: string) => ((name: string) => unknown) | undefined,
): (name: string) => unknown;

export function projectConstants(runtime: () => Runtime): {
  constantsOf: (importer: string) => (source: string) => ((name: string) => unknown) | undefined;
  clear: () => void;
};

export function pandaStatic(options: { styledSystem: URL }): Plugin;
