import { useSelector } from "@xstate/react";
import { CircleHelp } from "lucide-react";
import { button } from "styled-system/recipes";
import { postingHelpMachine } from "../../../machines/postingHelp";
import { lazyComponent } from "../../components/hooks/useOnDemand";
import { OnDemandView } from "../../components/ui/onDemandView";
import { postProjectCopy } from "../../content/postProject";
import { useFlow } from "../../flows/useFlow";

const helpCode = lazyComponent(() => import("./PostingHelp").then((module) => module.PostingHelp));

/**
 * The help prompt. Open or closed lives in the postingHelp machine here; the popover's code is fetched
 * after the page is interactive instead of in its first load. Until it arrives the same button
 * stands in and takes the press: the machine opens, and the popover shows open as soon as its code
 * is in (a press before the page's code is held by the early-input script and made again on this
 * button). If the code cannot be loaded (offline), the stand-in stays and a notice says so, with a
 * retry, and takes focus when the visitor had pressed it, since they asked for it; pressing it
 * again tries again too.
 */
export function DeferredPostingHelp() {
  const actorRef = useFlow(postingHelpMachine);
  const send = actorRef.send;
  const open = useSelector(actorRef, (state) => state.matches("open"));
  // The same element in the HTML, while hydrating and until the code is in (OnDemandView shows the
  // fallback until then, in the prerender too): React keeps the button the visitor may have pressed.
  const standIn = (
    <button
      type="button"
      className={button({ variant: "ghost" })}
      aria-haspopup="dialog"
      // Nothing is shown yet: the popover opens once its code is in.
      aria-expanded={false}
      onClick={() => {
        send({ type: "help.open" });
        // Pressed again after its code could not be loaded: that is trying again.
        helpCode.load().catch(() => {});
      }}
    >
      <CircleHelp aria-hidden="true" />
      {postProjectCopy.help.trigger}
    </button>
  );
  return (
    <OnDemandView
      piece={helpCode}
      what={postProjectCopy.help.name}
      fallback={standIn}
      asked={open}
      props={{ open, onOpenChange: (next: boolean) => send({ type: next ? "help.open" : "help.close" }) }}
    />
  );
}
