import { Link } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { button } from "styled-system/recipes";
import { sentCopy } from "../../content/leadPages";
import { PageIntro } from "../shell/PageIntro";
import { measure, paragraph, prose } from "./parts";

/**
 * /sent: where a form sent without JavaScript lands. The intake serves this page with the lead's
 * reference written into `data-lead-reference` (server/app.ts); a static host shows the fallback.
 */
export function SentPage() {
  return (
    <>
      <PageIntro path="/sent" />
      <div className={prose}>
        <div className={measure}>
          <p className={css({ textStyle: "lg", color: "fg.default" })}>
            {sentCopy.referenceLabel}:{" "}
            <strong data-lead-reference="" className={css({ fontFamily: "mono", letterSpacing: "wide" })}>
              {sentCopy.referenceFallback}
            </strong>
          </p>
          <p className={paragraph}>{sentCopy.body}</p>
          <Link to="/" className={`${button({ size: "lg" })} ${css({ mt: "8" })}`}>
            {sentCopy.home}
          </Link>
        </div>
      </div>
    </>
  );
}
