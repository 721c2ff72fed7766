import { useActorRef } from "@xstate/react";
import { useInsertionEffect, useRef, useState } from "react";
import type { ActorOptions, ActorRefFrom, AnyStateMachine } from "xstate";
import { actorOptions } from "./inspector";

/** What a view supplies for a machine's named side effects: `machine.provide`'s argument. */
export type FlowImplementations<TMachine extends AnyStateMachine> = Parameters<TMachine["provide"]>[0];

/** How the actor starts: from a persisted snapshot, or with the machine's input. */
export type FlowOptions<TMachine extends AnyStateMachine> = Pick<
  ActorOptions<TMachine>,
  "input" | "snapshot"
>;

type Implementations = Record<string, Record<string, unknown>>;
type Implementation = (...args: unknown[]) => unknown;

/**
 * Runs a page's flow: one actor of `machine` for the life of the component, connected to the
 * inspector in development (`actorOptions()`), with the view's `implementations` of its named
 * actions, guards and delays. Those may close over this render's props, state and callbacks: the
 * machine is provided once, with wrappers that call the implementation of the latest render, so the
 * actor is never re-created (names are fixed by the first render; actors are taken from it as they
 * are). `options` (a restored `snapshot`, the machine's `input`) are read on the first render only.
 *
 * It returns the actor ref, which never changes: send with `actorRef.send`, and let each component
 * read what it shows with `useSelector(actorRef, (state) => …)` (a value, `state.matches(…)`,
 * `state.hasTag(…)`, `state.can(…)`), so an event re-renders only the components whose selection
 * changed. A selection that builds a new object or array each time needs an equality (the third
 * argument) or a primitive form (text, a number).
 */
export function useFlow<TMachine extends AnyStateMachine>(
  machine: TMachine,
  implementations?: FlowImplementations<TMachine>,
  options?: FlowOptions<TMachine>,
): ActorRefFrom<TMachine> {
  const latest = useRef<unknown>(implementations);
  // Before any layout effect, so an action that runs in one already sees this render's functions.
  useInsertionEffect(() => {
    latest.current = implementations;
  });
  const [logic] = useState(() => {
    // Functions become wrappers that call the latest render's function of that name; numbers
    // (delays) and actor logic are taken as the first render gave them. A view supplies side effects
    // as plain functions: XState's own creators (`assign`, `and`…) belong in the machine's setup.
    const wrapped: Implementations = {};
    for (const [section, given] of Object.entries((implementations ?? {}) as Implementations)) {
      const forwarded: Record<string, unknown> = {};
      for (const [name, first] of Object.entries(given)) {
        forwarded[name] =
          typeof first === "function"
            ? (...args: unknown[]) =>
                (
                  ((latest.current as Implementations | undefined)?.[section]?.[name] ??
                    first) as Implementation
                )(...args)
            : first;
      }
      wrapped[section] = forwarded;
    }
    return machine.provide(wrapped as FlowImplementations<TMachine>) as TMachine;
  });
  const flowOptions: ActorOptions<AnyStateMachine> = { ...actorOptions(), ...options };
  return useActorRef<AnyStateMachine>(logic, flowOptions) as ActorRefFrom<TMachine>;
}
