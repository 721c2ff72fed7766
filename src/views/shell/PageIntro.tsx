import type { ReactNode } from "react";
import { css } from "styled-system/css";
import type { RoutePath } from "../../content/pages";
import { pages } from "../../content/pages";

/** The opening band of a page: eyebrow, the page's one <h1>, and its intro, all from src/content/pages.ts. */
export function PageIntro({ path, children }: { path: RoutePath; children?: ReactNode }) {
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
          className={css({ mt: "3", fontSize: { base: "3xl", md: "5xl" }, fontWeight: "700", maxW: "3xl" })}
        >
          {page.heading}
        </h1>
        <p className={css({ mt: "4", fontSize: { base: "md", md: "xl" }, color: "steel.200", maxW: "2xl" })}>
          {page.intro}
        </p>
        {children ? (
          <div className={css({ mt: "8", display: "flex", flexWrap: "wrap", gap: "3" })}>{children}</div>
        ) : null}
      </div>
    </section>
  );
}
