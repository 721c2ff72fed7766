import { useHydrated } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { CircleHelp } from "lucide-react";
import { button } from "styled-system/recipes";
import { postingHelpMachine } from "../../../machines/postingHelp";
import { OnDemandView } from "../../components/ui/onDemandView";
import { lazyComponent } from "../../components/ui/useOnDemand";
import { postProjectCopy } from "../../content/postProject";
import { useFlow } from "../../platform/useFlow";

const helpCode = lazyComponent(() => import("./PostingHelp").then((module) => module.PostingHelp));

/**
 * The help prompt. Open or closed lives in the postingHelp machine here; the popover's code is fetched
 * after the page is interactive instead of in its first load. Until it arrives (a moment after
 * hydration) the same button stands in, disabled, so no press is lost. If the code cannot be loaded
 * (offline), the stand-in stays and a notice says so, with a retry.
 */
export function DeferredPostingHelp() {
  const actorRef = useFlow(postingHelpMachine);
  const send = actorRef.send;
  const hydrated = useHydrated();
  const open = useSelector(actorRef, (state) => state.matches("open"));
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
    <OnDemandView
      piece={helpCode}
      what={postProjectCopy.help.name}
      fallback={standIn}
      props={{ open, onOpenChange: (next: boolean) => send({ type: next ? "help.open" : "help.close" }) }}
    />
  );
}
