import { Link } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { button } from "styled-system/recipes";
import { sentCopy } from "../../content/leadPages";
import { PageIntro } from "../shell/PageIntro";
import { measure, paragraph, prose } from "./parts";

/**
 * /sent: where a form sent without JavaScript lands. The intake serves this page with the lead's
 * reference written into `data-lead-reference` and its line shown (server/app.ts, `withReference`);
 * anywhere else (a static host, a visit without a reference) the line stays hidden: the page never
 * promises a reference it cannot show.
 */
export function SentPage() {
  return (
    <>
      <PageIntro path="/sent" />
      <div className={prose}>
        <div className={measure}>
          <p data-lead-reference-line="" hidden className={css({ textStyle: "lg", color: "fg.default" })}>
            {sentCopy.referenceLabel}:{" "}
            <strong data-lead-reference="" className={css({ fontFamily: "mono", letterSpacing: "wide" })} />
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
