import { type ComponentType, type ReactNode, useId } from "react";
import type { OnDemand } from "../../startup/onDemand";
import { useFailureNotice, useOnDemand } from "../hooks/useOnDemand";

/**
 * Renders a component loaded on demand (startup/onDemand.ts) with `props` once loaded, `fallback`
 * until then (a function of whether its code could not be loaded, when the place says so). If its
 * code cannot be loaded, the fallback stays and a notice names `what`, with a retry
 * (useFailureNotice): `asked` when the visitor asked for it (focus moves to the notice). Views
 * that show one thing through several pieces give them one `noticeId`, so one notice says it.
 */
export function OnDemandView<P extends object>({
  piece,
  props,
  what,
  fallback = null,
  asked = false,
  noticeId,
}: {
  piece: OnDemand<ComponentType<P>>;
  props: P;
  what: string;
  fallback?: ReactNode | ((failed: boolean) => ReactNode);
  asked?: boolean;
  noticeId?: string;
}) {
  const id = useId();
  const state = useOnDemand(piece);
  useFailureNotice(noticeId ?? `piece${id}`, what, piece, state, { asked });
  if (state.status !== "loaded")
    return <>{typeof fallback === "function" ? fallback(state.status === "failed") : fallback}</>;
  const Loaded = state.value;
  return <Loaded {...props} />;
}
