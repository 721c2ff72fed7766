import type { ReactNode } from "react";
import { css } from "styled-system/css";
import type { RoutePath } from "../../content/pages";
import { pages } from "../../content/pages";

export interface PageIntroProps {
  path: RoutePath;
  children?: ReactNode;
  /** A heading and intro decided in the browser (the shared resume's), in place of the page's own. */
  heading?: ReactNode;
  intro?: ReactNode;
  /** "alert" when the intro reports a problem that replaced what the page first said. */
  introRole?: "alert";
  /** A line under the intro. */
  note?: ReactNode;
}

/**
 * The opening band of a page: eyebrow, the page's one <h1> (focusable from script, for pages that
 * move focus to it), and its intro, all from src/content/pages.ts unless given.
 */
export function PageIntro({ path, children, heading, intro, introRole, note }: PageIntroProps) {
  const page = pages[path];
  return (
    <section
      aria-labelledby="page-heading"
      className={css({
        bg: "steel.950",
        color: "white",
        backgroundImage:
          "radial-gradient(circle at 85% 20%, rgba(245, 106, 18, 0.22), transparent 45%), linear-gradient(180deg, #13202f 0%, #0b1520 100%)",
      })}
    >
      <div
        className={css({
          maxW: "container",
          mx: "auto",
          px: { base: "4", md: "6" },
          py: { base: "12", md: "20" },
        })}
      >
        <p
          className={css({
            color: "safety.300",
            fontWeight: "600",
            fontSize: "sm",
            textTransform: "uppercase",
            letterSpacing: "0.08em",
          })}
        >
          {page.eyebrow}
        </p>
        <h1
          id="page-heading"
          tabIndex={heading === undefined ? undefined : -1}
          className={css({
            mt: "3",
            fontSize: { base: "3xl", md: "5xl" },
            fontWeight: "700",
            maxW: "3xl",
            overflowWrap: "anywhere",
            _focus: { outline: "none" },
          })}
        >
          {heading ?? page.heading}
        </h1>
        <p
          role={introRole}
          className={css({ mt: "4", fontSize: { base: "md", md: "xl" }, color: "steel.200", maxW: "2xl" })}
        >
          {intro ?? page.intro}
        </p>
        {note ? (
          <p className={css({ mt: "2", fontSize: "sm", color: "steel.300", maxW: "2xl" })}>{note}</p>
        ) : null}
        {children ? (
          <div className={css({ mt: "8", display: "flex", flexWrap: "wrap", gap: "3" })}>{children}</div>
        ) : null}
      </div>
    </section>
  );
}
