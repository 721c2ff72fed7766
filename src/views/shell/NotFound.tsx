import { Link } from "@tanstack/react-router";
import { Home } from "lucide-react";
import { useEffect } from "react";
import { css } from "styled-system/css";
import { detail, pageContainer, title } from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { notFoundPage } from "../../content/statusPages";

/** The 404 page. The unknown path goes to the console, never into the page's HTML. */
export function NotFound() {
  useEffect(() => {
    // The address the visitor asked for, read once when the page shows (not the next one navigated to).
    console.warn(`[404] No page at ${JSON.stringify(window.location.pathname)}`);
  }, []);
  return (
    <section
      aria-labelledby="not-found-heading"
      className={pageContainer({
        py: { base: "20", md: "28" },
        textAlign: "center",
      })}
    >
      <p className={title({ face: "heading", size: "6xl", color: "accent.default" })}>404</p>
      <h1 id="not-found-heading" className={title({ size: { base: "3xl", md: "4xl" }, mt: "2" })}>
        {notFoundPage.heading}
      </h1>
      <p className={detail({ size: "inherit", mt: "3", maxW: "md", mx: "auto" })}>{notFoundPage.intro}</p>
      <Link to="/" className={`${button({ size: "lg" })} ${css({ mt: "8" })}`}>
        <Home aria-hidden="true" />
        {notFoundPage.homeLink}
      </Link>
    </section>
  );
}
