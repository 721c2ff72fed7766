import { useSelector } from "@xstate/react";
import { Info, RotateCcw, TriangleAlert } from "lucide-react";
import { css } from "styled-system/css";
import { detail, flex } from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { dismissKeepingFocus } from "../../components/dom/focus";
import { postProjectCopy } from "../../content/postProject";
import type { WizardProps } from "./types";

const copy = postProjectCopy.notices;

/** Says when a saved draft was restored (with 'Start over') or had to be discarded. */
export function DraftNotice({ actorRef }: WizardProps) {
  const restored = useSelector(actorRef, (state) => state.matches({ editing: { notice: "restored" } }));
  const discarded = useSelector(actorRef, (state) => state.matches({ editing: { notice: "discarded" } }));
  const send = actorRef.send;
  return (
    <div role="status" className={css({ _empty: { display: "none" }, mb: "6" })}>
      {restored || discarded ? (
        <div
          data-testid="draft-notice"
          className={flex({
            wrap: "wrap",
            align: "center",
            gap: "4",
            p: { base: "4", md: "5" },
            borderRadius: "lg",
            borderWidth: "1px",
            borderLeftWidth: "4px",
            borderColor: restored ? "border.strong" : "warning.fg",
            bg: restored ? "bg.subtle" : "warning.bg",
          })}
        >
          {restored ? (
            <Info aria-hidden="true" size={22} className={css({ color: "fg.body", flexShrink: 0 })} />
          ) : (
            <TriangleAlert
              aria-hidden="true"
              size={22}
              className={css({ color: "warning.fg", flexShrink: 0 })}
            />
          )}
          <div className={css({ flex: "1", minW: "14rem" })}>
            <p className={css({ fontWeight: "700" })}>
              {restored ? copy.restoredTitle : copy.discardedTitle}
            </p>
            <p className={detail()}>{restored ? copy.restoredBody : copy.discardedBody}</p>
          </div>
          <div className={flex({ gap: "2" })}>
            {restored ? (
              <button
                type="button"
                className={button({ variant: "outline", size: "sm" })}
                onClick={() => send({ type: "draft.startOver" })}
              >
                <RotateCcw aria-hidden="true" />
                {copy.startOver}
              </button>
            ) : null}
            <button
              type="button"
              className={button({ variant: "ghost", size: "sm" })}
              onClick={(event) =>
                dismissKeepingFocus(event.currentTarget.closest("[data-testid='draft-notice']"), () =>
                  send({ type: "notice.dismiss" }),
                )
              }
            >
              {copy.dismiss}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
