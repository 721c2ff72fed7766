import { lazy, Suspense, useEffect, useRef } from "react";
import { css } from "styled-system/css";
import { NoScriptNote } from "../../../components/ui/NoScriptNote";
import { calculatorSection } from "../../../content/calculatorSection";
import { isPendingLink } from "./pendingLink";

/**
 * The calculator sits below the fold, so its script (Ark slider, rules, copy, figures: ~15 kB gzipped)
 * stays out of the home page's first load. The prerender renders the whole panel into the HTML; in
 * the browser that HTML stays on screen inside a Suspense boundary, and React hydrates it once the
 * chunk arrives: when the section comes within reach of the viewport, or the visitor points at or
 * tabs into it.
 */
let revealPanel: () => void = () => {};
const panelWanted = new Promise<void>((resolve) => {
  revealPanel = resolve;
});

// The server build awaits the module up front (renderToString cannot wait for a lazy component);
// the client build drops this line and keeps the panel in its own chunk.
const ServerPanel = import.meta.env.SSR ? (await import("./CalculatorPanel")).CalculatorPanel : undefined;

const CalculatorPanel =
  ServerPanel ??
  lazy(() =>
    panelWanted
      .then(() => import("./CalculatorPanel"))
      .then((module) => ({ default: module.CalculatorPanel })),
  );

/** Hoisted so a re-render of the page never touches the boundary while it waits to hydrate. */
const panel = <CalculatorPanel />;

/** How far below the viewport the calculator starts loading. */
const PRELOAD_MARGIN = "800px 0px";

export function SavingsCalculator() {
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const section = sectionRef.current;
    // A shared link's inputs are waiting to be shown: load the panel now, wherever the section is.
    if (!section || isPendingLink() || typeof IntersectionObserver === "undefined") {
      revealPanel();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) revealPanel();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(section);
    const events = ["pointerover", "focusin", "touchstart"] as const;
    for (const type of events) section.addEventListener(type, revealPanel, { once: true, passive: true });
    void panelWanted.then(() => observer.disconnect());
    return () => {
      observer.disconnect();
      for (const type of events) section.removeEventListener(type, revealPanel);
    };
  }, []);

  return (
    <section
      id="calculator"
      ref={sectionRef}
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
              color: "fg.accent",
              fontWeight: "700",
              fontSize: "sm",
              textTransform: "uppercase",
              letterSpacing: "0.08em",
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
          <Suspense fallback={<div className={css({ minH: { base: "1400px", lg: "720px" } })} />}>
            {panel}
          </Suspense>
        </div>
      </div>
    </section>
  );
}
