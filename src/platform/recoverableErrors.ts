/**
 * React's recoverable errors: by default each one is reported as an uncaught error. One is known and
 * harmless here: when the visitor leaves the home page while the calculator's HTML is still waiting to
 * hydrate (its code loads only as it nears the viewport), the router has already dropped the home
 * route's match, React cannot finish that hydration, and it renders the new page from scratch
 * instead, which is exactly what the visitor asked for. That one is noted as a warning; every other
 * recoverable error is still reported as an error.
 */
export function isAbandonedHydration(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return (
    cause instanceof TypeError &&
    cause.message.includes("reading 'routeId'") &&
    typeof window !== "undefined" &&
    window.location.pathname !== "/"
  );
}

export function onRecoverableError(error: unknown): void {
  if (isAbandonedHydration(error)) {
    console.warn(
      "[hydration] The page was left before a deferred section finished hydrating; rendered afresh.",
    );
    return;
  }
  // React's default: report it like an uncaught error.
  if (typeof reportError === "function") reportError(error);
  else console.error(error);
}
