import type { AnyStateMachine } from "xstate";

/** Counts how often each named action ran. */
export function counting<M extends AnyStateMachine>(machine: M, names: string[]) {
  const counts: Record<string, number> = Object.fromEntries(names.map((name) => [name, 0]));
  const actions = Object.fromEntries(
    names.map((name) => [
      name,
      () => {
        counts[name] = (counts[name] ?? 0) + 1;
      },
    ]),
  );
  return { machine: machine.provide({ actions } as never) as M, counts };
}
