import { css } from "styled-system/css";
import { detail, eyebrow, pageContainer, title } from "styled-system/patterns";
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
      <div className={pageContainer()}>
        <div className={css({ maxW: "3xl" })}>
          <p className={eyebrow()}>{calculatorSection.eyebrow}</p>
          <h2 id="calculator-heading" className={title({ size: { base: "3xl", md: "4xl" }, mt: "3" })}>
            {calculatorSection.heading}
          </h2>
          <p className={detail({ size: { base: "md", md: "lg" }, mt: "4" })}>{calculatorSection.intro}</p>
          <NoScriptNote tool="calculator" className={css({ mt: "6" })} />
        </div>
        <div className={css({ mt: { base: "8", md: "12" } })}>
          <CalculatorPanel />
        </div>
      </div>
    </section>
  );
}
