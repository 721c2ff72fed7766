import { Check } from "lucide-react";
import { css } from "styled-system/css";
import { flex, labelText, stack, title, visuallyHidden } from "styled-system/patterns";
import { RESUME_STEPS, resumeCopy } from "../../content/resume";

/** The progress bar at (step + 1) / 5 and the five step names as a stepper. */
export function StepProgress({ stepIndex }: { stepIndex: number }) {
  const total = RESUME_STEPS.length;
  const percent = Math.round(((stepIndex + 1) / total) * 100);
  const step = RESUME_STEPS[stepIndex] ?? RESUME_STEPS[0];
  return (
    <div
      className={css({ px: { base: "5", md: "8" }, pt: { base: "5", md: "6" }, pb: { base: "5", md: "6" } })}
    >
      <div className={flex({ align: "baseline", justify: "space-between", gap: "4" })}>
        <p className={labelText({ tone: "muted" })}>
          {resumeCopy.stepOf(stepIndex + 1, total)}
          <span aria-hidden="true"> · </span>
          <span className={css({ color: "fg.default" })}>{step.name}</span>
        </p>
        <p aria-hidden="true" className={title({ size: "sm", color: "fg.accent" })}>
          {percent}%
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={resumeCopy.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${resumeCopy.stepOf(stepIndex + 1, total)}: ${step.name}`}
        className={css({ mt: "3", h: "2", borderRadius: "full", bg: "bg.muted", overflow: "hidden" })}
      >
        <div
          className={css({
            h: "full",
            borderRadius: "full",
            bgGradient: "to-r",
            gradientFrom: "accent.vivid",
            gradientTo: "accent.default",
            transitionProperty: "width",
            transitionDuration: "normal",
            transitionTimingFunction: "ease-out",
          })}
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol
        aria-label={resumeCopy.stepsLabel}
        className={css({
          mt: "5",
          display: "grid",
          gridTemplateColumns: "repeat(5, minmax(0, 1fr))",
          listStyle: "none",
          p: "0",
          m: "0",
        })}
      >
        {RESUME_STEPS.map((item, index) => {
          const state = index < stepIndex ? "done" : index === stepIndex ? "current" : "upcoming";
          return (
            <li
              key={item.id}
              aria-current={state === "current" ? "step" : undefined}
              data-state={state}
              className={stack({
                align: "center",
                gap: "2",
                position: "relative",
                textAlign: "center",
                // The rail between two steps, drawn from this circle to the previous one.
                _before: {
                  content: '""',
                  position: "absolute",
                  top: "4",
                  right: "50%",
                  w: "100%",
                  h: "2px",
                  bg: "bg.emphasized",
                  zIndex: 0,
                },
                "&:first-child::before": { display: "none" },
                "&[data-state=done]::before, &[data-state=current]::before": { bg: "accent.strong" },
              })}
            >
              <span
                aria-hidden="true"
                className={css(
                  {
                    position: "relative",
                    zIndex: 1,
                    display: "inline-flex",
                    alignItems: "center",
                    justifyContent: "center",
                    w: "8",
                    h: "8",
                    borderRadius: "full",
                    fontSize: "sm",
                    fontWeight: "700",
                    borderWidth: "2px",
                    transitionProperty: "background-color, border-color, color",
                    transitionDuration: "normal",
                  },
                  state === "done"
                    ? { bg: "accent.strong", borderColor: "accent.strong", color: "white" }
                    : state === "current"
                      ? {
                          bg: "white",
                          borderColor: "accent.strong",
                          color: "fg.accent",
                          boxShadow: "0 0 0 4px token(colors.accent.subtle)",
                        }
                      : { bg: "white", borderColor: "border.strong", color: "fg.muted" },
                )}
              >
                {state === "done" ? <Check size={16} strokeWidth={3} /> : index + 1}
              </span>
              <span
                className={css(
                  {
                    fontSize: "xs",
                    fontWeight: "600",
                    lineHeight: "1.3",
                    color: state === "upcoming" ? "fg.muted" : "fg.default",
                  },
                  // On small screens only the current step is named; the heading names it too.
                  state !== "current" && {
                    position: { base: "absolute", md: "static" },
                    w: { base: "1px", md: "auto" },
                    h: { base: "1px", md: "auto" },
                    overflow: { base: "hidden", md: "visible" },
                    clip: { base: "rect(0, 0, 0, 0)", md: "auto" },
                    whiteSpace: { base: "nowrap", md: "normal" },
                  },
                )}
              >
                {item.name}
                {state === "done" ? <span className={visuallyHidden()}> (completed)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
