import { type ErrorComponentProps, Link } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { button } from "styled-system/recipes";
import { errorPage } from "../../content/pages";

function describeError(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack ?? "" };
  try {
    return { message: typeof error === "string" ? error : JSON.stringify(error), stack: "" };
  } catch {
    return { message: String(error), stack: "" };
  }
}

/**
 * The router's error screen: the message, the stack in a collapsible block, and a way home.
 * The way home reloads the document, the surest way out when the app itself is in trouble.
 */
export function ErrorScreen({ error, reset }: Pick<ErrorComponentProps, "error"> & { reset?: () => void }) {
  const { message, stack } = describeError(error);
  return (
    <section
      role="alert"
      aria-labelledby="error-heading"
      className={css({ maxW: "3xl", mx: "auto", px: { base: "4", md: "6" }, py: { base: "16", md: "24" } })}
    >
      <h1 id="error-heading" className={css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "700" })}>
        {errorPage.heading}
      </h1>
      <p className={css({ mt: "3", color: "fg.muted" })}>{errorPage.intro}</p>
      <p
        data-testid="error-message"
        className={css({
          mt: "6",
          p: "4",
          bg: "danger.bg",
          color: "danger.fg",
          borderRadius: "md",
          fontFamily: "mono",
          fontSize: "sm",
          overflowWrap: "anywhere",
        })}
      >
        {message}
      </p>
      {stack ? (
        <details className={css({ mt: "4" })}>
          <summary className={css({ cursor: "pointer", fontWeight: "600" })}>{errorPage.stackLabel}</summary>
          <pre
            className={css({
              mt: "3",
              p: "4",
              bg: "bg.subtle",
              borderRadius: "md",
              fontSize: "xs",
              overflowX: "auto",
              whiteSpace: "pre-wrap",
              overflowWrap: "anywhere",
            })}
          >
            {stack}
          </pre>
        </details>
      ) : null}
      <div className={css({ mt: "8", display: "flex", gap: "3", flexWrap: "wrap" })}>
        <Link to="/" reloadDocument className={button()}>
          {errorPage.homeLink}
        </Link>
        {reset ? (
          <button type="button" className={button({ variant: "outline" })} onClick={reset}>
            {errorPage.retry}
          </button>
        ) : null}
      </div>
    </section>
  );
}
