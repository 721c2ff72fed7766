import { useHydrated } from "@tanstack/react-router";
import { createContext, useContext } from "react";
import type { BuilderActor, BuilderSnapshot } from "./builderState";

/**
 * How the builder's right column (an island: parts.ts) reaches the builder's machine. An island
 * takes no props (a change would make React drop a boundary it has not hydrated), so the builder
 * provides its actor here once, with the snapshot the page was prerendered from.
 */
export interface BuilderSource {
  actorRef: BuilderActor;
  /** The machine's first snapshot: what the prerendered HTML shows. */
  initial: BuilderSnapshot;
}

export const BuilderSourceContext = createContext<BuilderSource | null>(null);

const frozen = new WeakMap<BuilderSnapshot, BuilderActor>();

/** An actor that only ever shows `snapshot`: what the island renders while it hydrates. */
function frozenAt(snapshot: BuilderSnapshot): BuilderActor {
  let actor = frozen.get(snapshot);
  if (!actor) {
    actor = {
      getSnapshot: () => snapshot,
      subscribe: () => ({ unsubscribe: () => {} }),
      send: () => {},
    } as unknown as BuilderActor;
    frozen.set(snapshot, actor);
  }
  return actor;
}

/**
 * The builder's actor for the right column. While the column hydrates it shows the snapshot the
 * HTML was rendered from, so hydration finds the same text even when the visitor has typed since
 * (or a draft was restored); React renders it again at once with the live actor.
 */
export function useBuilderActor(): BuilderActor {
  const source = useContext(BuilderSourceContext);
  const hydrated = useHydrated();
  if (!source) throw new Error("The resume builder's right column is rendered outside the builder");
  return hydrated ? source.actorRef : frozenAt(source.initial);
}

/**
 * What the right column shows of a snapshot, as one string: while it equals the first snapshot's,
 * the column's prerendered HTML is still right and it need not hydrate.
 */
export function asideShows(snapshot: BuilderSnapshot): string {
  const { profile, template, photo } = snapshot.context;
  return JSON.stringify([profile, template, photo?.url ?? null]);
}
