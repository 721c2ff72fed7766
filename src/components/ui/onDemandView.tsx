import { type ComponentType, type ReactNode, useId } from "react";
import type { OnDemand } from "../../platform/onDemand";
import { useFailureNotice, useOnDemand } from "./useOnDemand";

/**
 * Renders a component loaded on demand (platform/onDemand.ts) with `props` once loaded, `fallback`
 * until then. If its code cannot be loaded, the fallback stays and a notice names `what`, with a
 * retry (useFailureNotice): `asked` when the visitor asked for it (focus moves to the notice).
 */
export function OnDemandView<P extends object>({
  piece,
  props,
  what,
  fallback = null,
  asked = false,
}: {
  piece: OnDemand<ComponentType<P>>;
  props: P;
  what: string;
  fallback?: ReactNode;
  asked?: boolean;
}) {
  const id = useId();
  const state = useOnDemand(piece);
  useFailureNotice(`piece${id}`, what, piece, state, { asked });
  if (state.status !== "loaded") return <>{fallback}</>;
  const Loaded = state.value;
  return <Loaded {...props} />;
}
