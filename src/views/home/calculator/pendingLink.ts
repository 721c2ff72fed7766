import { CALCULATOR_SEARCH_KEYS } from "../../../domain/calculatorSearch";

/** On <html> while a shared link's calculator inputs wait for the panel to hydrate. */
export const CALCULATOR_PENDING_ATTRIBUTE = "data-calculator-pending";

/**
 * An inline script for the home page's <head> (allowed by its hash in the page's CSP). The
 * prerendered figures are the defaults; a shared link's own figures come only once the panel
 * hydrates. Until then a link with calculator inputs marks the page, and the panel's figures are
 * dimmed instead of showing someone else's result as theirs (CalculatorPanel lifts the mark).
 */
export const markPendingLinkScript = `if(/[?&](${CALCULATOR_SEARCH_KEYS.join("|")})=/.test(location.search))document.documentElement.setAttribute("${CALCULATOR_PENDING_ATTRIBUTE}","")`;

/** True while the page carries the mark (read once, as the calculator mounts). */
export function isPendingLink(): boolean {
  return (
    typeof document !== "undefined" && document.documentElement.hasAttribute(CALCULATOR_PENDING_ATTRIBUTE)
  );
}

export function clearPendingLink(): void {
  document.documentElement.removeAttribute(CALCULATOR_PENDING_ATTRIBUTE);
}
