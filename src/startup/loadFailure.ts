import { loadFailureCopy } from "../content/offline";
import type { LoadFailureReason } from "./onDemand";

/** The line that says what could not be loaded, and the action that can still help. */
export function describeFailure(
  what: string,
  state: { reason: LoadFailureReason; attempts: number },
): { text: string; action: "retry" | "reload" } {
  if (state.reason === "failed" && state.attempts >= 2)
    return { text: loadFailureCopy.outdated(what), action: "reload" };
  return {
    text:
      state.reason === "failed"
        ? loadFailureCopy.failed(what)
        : state.attempts > 1
          ? loadFailureCopy.stillOffline(what)
          : loadFailureCopy.offline(what),
    action: "retry",
  };
}
