import { css } from "styled-system/css";

/** The savings calculator's place on the home page (issue 5 fills it). */
export function SavingsCalculator() {
  return <section id="calculator" aria-label="Savings calculator" className={css({ display: "none" })} />;
}
