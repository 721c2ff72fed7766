import { type ErrorComponentProps, Link } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { detail, flex, notice, pageContainer, title } from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { errorPage } from "../../content/statusPages";

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
      className={pageContainer({ maxW: "3xl", py: { base: "16", md: "24" } })}
    >
      <h1 id="error-heading" className={title({ size: { base: "2xl", md: "4xl" } })}>
        {errorPage.heading}
      </h1>
      <p className={detail({ size: "inherit", mt: "3" })}>{errorPage.intro}</p>
      <p
        data-testid="error-message"
        className={notice({
          tone: "danger",
          mt: "6",
          p: "4",
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
      <div className={flex({ gap: "3", wrap: "wrap", mt: "8" })}>
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
