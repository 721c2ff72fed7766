import { CALCULATOR_PENDING_ATTRIBUTE } from "../../../startup/earlyInputScript";

/**
 * The prerendered figures are the defaults; a shared link's own figures come only once the
 * calculator hydrates. Until then the early-input script (startup/earlyInputScript.ts) marks a link
 * with calculator inputs, and the panel's figures are dimmed instead of showing someone else's
 * result as theirs (CalculatorPanel lifts the mark).
 */
export function isPendingLink(): boolean {
  return (
    typeof document !== "undefined" && document.documentElement.hasAttribute(CALCULATOR_PENDING_ATTRIBUTE)
  );
}

export function clearPendingLink(): void {
  document.documentElement.removeAttribute(CALCULATOR_PENDING_ATTRIBUTE);
}
