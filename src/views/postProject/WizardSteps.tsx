import { useSelector } from "@xstate/react";
import { Check } from "lucide-react";
import { css, cx } from "styled-system/css";
import { labelText, plainList, rule, visuallyHidden } from "styled-system/patterns";
import { postProjectCopy, WIZARD_STEP_LABELS } from "../../content/postProject";
import { stepComplete, WIZARD_STEPS, type WizardStep } from "../../domain/projectWizard";
import type { WizardProps } from "./types";

/** The id of the shown step's heading: focus lands there on every step change. */
export const STEP_HEADING_ID = "wizard-step-heading";

const srOnly = visuallyHidden();

/**
 * The four-step header: the current step carries aria-current="step"; completed steps show a check
 * and, when the machine allows it, jump straight there.
 */
export function WizardSteps({ actorRef, step }: WizardProps & { step: WizardStep }) {
  // Which steps show as complete and which can be jumped to, one bit per step (numbers, not the
  // draft), so typing re-renders the header only when one of them changes.
  const complete = useSelector(actorRef, (state) =>
    WIZARD_STEPS.reduce(
      (bits, item, index) =>
        item !== step && item !== "review" && stepComplete(state.context.draft, item)
          ? bits | (1 << index)
          : bits,
      0,
    ),
  );
  const jumps = useSelector(actorRef, (state) =>
    WIZARD_STEPS.reduce(
      (bits, item, index) =>
        item !== step && state.can({ type: "step.goto", step: item }) ? bits | (1 << index) : bits,
      0,
    ),
  );
  const send = actorRef.send;
  const currentIndex = WIZARD_STEPS.indexOf(step);
  return (
    <nav
      aria-label={postProjectCopy.wizardLabel}
      className={rule({
        side: "bottom",
        px: { base: "5", md: "8" },
        pt: { base: "5", md: "6" },
        pb: { base: "4", md: "5" },
        // Without JavaScript every step is on the one page (NoScriptSteps): no step to be on.
        "@media (scripting: none)": { display: "none" },
      })}
    >
      <p className={labelText({ tone: "muted", mb: "3", hideFrom: "md" })}>
        {postProjectCopy.stepCounter(currentIndex + 1, WIZARD_STEPS.length)}:{" "}
        <span className={css({ color: "fg.default" })}>{WIZARD_STEP_LABELS[step]}</span>
      </p>
      <ol
        className={plainList({
          gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
          gap: { base: "2", md: "3" },
        })}
      >
        {WIZARD_STEPS.map((item, index) => {
          const isCurrent = item === step;
          const isComplete = (complete & (1 << index)) !== 0;
          const canJump = (jumps & (1 << index)) !== 0;
          const status = isCurrent
            ? postProjectCopy.stepStatus.current
            : isComplete
              ? postProjectCopy.stepStatus.complete
              : postProjectCopy.stepStatus.upcoming;
          const body = (
            <>
              <span
                aria-hidden="true"
                data-testid="wizard-step-marker"
                // One css() call: it merges the objects, so the state's colours replace the base ones.
                // Two css() classes joined by cx() would both set color/bg/borderColor, and the atomic
                // stylesheet's order, not the order here, would pick the winner.
                className={css(
                  {
                    flexShrink: 0,
                    display: "inline-flex",
                    alignItems: "center",
                    justifyContent: "center",
                    w: "7",
                    h: "7",
                    borderRadius: "full",
                    fontSize: "sm",
                    fontWeight: "700",
                    borderWidth: "2px",
                    borderColor: "border.strong",
                    color: "fg.muted",
                    bg: "bg.canvas",
                  },
                  isComplete && { bg: "success.fg", borderColor: "success.fg", color: "white" },
                  isCurrent && { bg: "accent.default", borderColor: "accent.default", color: "white" },
                )}
              >
                {isComplete ? <Check size={16} strokeWidth={3} /> : index + 1}
              </span>
              <span
                className={labelText({
                  tone: isCurrent || isComplete ? "default" : "muted",
                  display: { base: "none", md: "block" },
                  textAlign: "left",
                  lineHeight: "1.3",
                  fontWeight: isCurrent ? "700" : "600",
                })}
              >
                {WIZARD_STEP_LABELS[item]}
              </span>
              <span className={visuallyHidden({ hideFrom: "md" })}>{WIZARD_STEP_LABELS[item]}</span>
              <span className={srOnly}>, {status}</span>
            </>
          );
          const bar = css({
            display: "flex",
            alignItems: "center",
            gap: "2.5",
            w: "full",
            pt: "3",
            pb: "1",
            borderTopWidth: "4px",
            borderColor: isCurrent ? "accent.default" : isComplete ? "success.fg" : "border.default",
            minW: "0",
          });
          return (
            <li key={item} aria-current={isCurrent ? "step" : undefined} className={css({ minW: "0" })}>
              {canJump ? (
                <button
                  type="button"
                  className={cx(
                    bar,
                    css({
                      cursor: "pointer",
                      borderRadius: "0",
                      _hover: { bg: "bg.subtle" },
                    }),
                  )}
                  onClick={() => send({ type: "step.goto", step: item })}
                >
                  {body}
                </button>
              ) : (
                <span className={bar}>{body}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
