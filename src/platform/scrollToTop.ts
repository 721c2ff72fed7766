/** Header links scroll to the top even when they point at the page already shown. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: "auto" });
}
