import { useHydrated } from "@tanstack/react-router";
import { useMachine } from "@xstate/react";
import { CircleHelp } from "lucide-react";
import { lazy, Suspense } from "react";
import { button } from "styled-system/recipes";
import { postingHelpMachine } from "../../../machines/postingHelp";
import { postProjectCopy } from "../../content/postProject";
import { actorOptions } from "../../platform/inspector";

const PostingHelp = lazy(() => import("./PostingHelp").then((module) => ({ default: module.PostingHelp })));

/**
 * The help prompt. Open or closed lives in the postingHelp machine here; the popover's code is fetched
 * after the page is interactive instead of in its first load. Until it arrives (a moment after
 * hydration) the same button stands in, disabled, so no press is lost.
 */
export function DeferredPostingHelp() {
  const [state, send] = useMachine(postingHelpMachine, actorOptions());
  const hydrated = useHydrated();
  const open = state.matches("open");
  const standIn = (
    <button
      type="button"
      className={button({ variant: "ghost" })}
      aria-haspopup="dialog"
      aria-expanded={false}
      disabled
    >
      <CircleHelp aria-hidden="true" />
      {postProjectCopy.help.trigger}
    </button>
  );
  if (!hydrated) return standIn;
  return (
    <Suspense fallback={standIn}>
      <PostingHelp open={open} onOpenChange={(next) => send({ type: next ? "help.open" : "help.close" })} />
    </Suspense>
  );
}
