import type { InspectionEvent, Observer } from "xstate";

/**
 * Development only: adding `?inspect` to any URL connects every actor of the page to the Stately
 * inspector. The inspector is a dynamic import behind `import.meta.env.DEV`, so production builds
 * drop it entirely. Events raised before the inspector has loaded are buffered, not lost.
 */
let buffer: InspectionEvent[] | null = null;
let target: Observer<InspectionEvent> | null = null;

function enabled(): boolean {
  return (
    import.meta.env.DEV &&
    typeof window !== "undefined" &&
    new URLSearchParams(window.location.search).has("inspect")
  );
}

if (import.meta.env.DEV && enabled()) {
  buffer = [];
  import("@statelyai/inspect").then(({ createBrowserInspector }) => {
    target = createBrowserInspector().inspect;
    for (const event of buffer ?? []) target.next?.(event);
    buffer = null;
  });
}

/** Options for useFlow (and any createActor): connect the actor to the inspector when it is on. */
export function actorOptions(): { inspect?: (event: InspectionEvent) => void } {
  if (!import.meta.env.DEV || !enabled()) return {};
  return {
    inspect: (event) => {
      if (target) target.next?.(event);
      else buffer?.push(event);
    },
  };
}
