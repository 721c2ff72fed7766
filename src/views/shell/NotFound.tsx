import { Link } from "@tanstack/react-router";
import { Home } from "lucide-react";
import { useEffect } from "react";
import { css } from "styled-system/css";
import { button } from "styled-system/recipes";
import { notFoundPage } from "../../content/pages";

/** The 404 page. The unknown path goes to the console, never into the page's HTML. */
export function NotFound() {
  useEffect(() => {
    // The address the visitor asked for, read once when the page shows (not the next one navigated to).
    console.warn(`[404] No page at ${JSON.stringify(window.location.pathname)}`);
  }, []);
  return (
    <section
      aria-labelledby="not-found-heading"
      className={css({
        maxW: "container",
        mx: "auto",
        px: { base: "4", md: "6" },
        py: { base: "20", md: "28" },
        textAlign: "center",
      })}
    >
      <p
        className={css({
          fontFamily: "heading",
          fontSize: "6xl",
          fontWeight: "700",
          color: "accent.default",
        })}
      >
        404
      </p>
      <h1
        id="not-found-heading"
        className={css({ mt: "2", fontSize: { base: "3xl", md: "4xl" }, fontWeight: "700" })}
      >
        {notFoundPage.heading}
      </h1>
      <p className={css({ mt: "3", color: "fg.muted", maxW: "md", mx: "auto" })}>{notFoundPage.intro}</p>
      <Link to="/" className={`${button({ size: "lg" })} ${css({ mt: "8" })}`}>
        <Home aria-hidden="true" />
        {notFoundPage.homeLink}
      </Link>
    </section>
  );
}
