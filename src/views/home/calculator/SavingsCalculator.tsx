import { css } from "styled-system/css";
import { NoScriptNote } from "../../../components/ui/NoScriptNote";
import { calculatorSection } from "../../../content/calculatorSection";
import { CalculatorPanel } from "./CalculatorPanel";

/**
 * The calculator section. It is an island (../parts.ts): its code (Ark slider, rules, copy, figures)
 * stays out of the home page's first load, and its prerendered HTML hydrates when it is needed.
 */
export function SavingsCalculator() {
  return (
    <section
      id="calculator"
      aria-labelledby="calculator-heading"
      className={css({
        bg: "bg.subtle",
        borderTopWidth: "1px",
        borderColor: "border.default",
        py: { base: "16", md: "24" },
      })}
    >
      <div className={css({ maxW: "container", mx: "auto", px: { base: "4", md: "6" } })}>
        <div className={css({ maxW: "3xl" })}>
          <p
            className={css({
              fontSize: "sm",
              fontWeight: "700",
              textTransform: "uppercase",
              letterSpacing: "0.08em",
              color: "fg.accent",
            })}
          >
            {calculatorSection.eyebrow}
          </p>
          <h2
            id="calculator-heading"
            className={css({ mt: "3", fontSize: { base: "3xl", md: "4xl" }, fontWeight: "700" })}
          >
            {calculatorSection.heading}
          </h2>
          <p className={css({ mt: "4", fontSize: { base: "md", md: "lg" }, color: "fg.muted" })}>
            {calculatorSection.intro}
          </p>
          <NoScriptNote tool="calculator" className={css({ mt: "6" })} />
        </div>
        <div className={css({ mt: { base: "8", md: "12" } })}>
          <CalculatorPanel />
        </div>
      </div>
    </section>
  );
}
