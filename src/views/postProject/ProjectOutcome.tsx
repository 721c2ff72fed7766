import { useSelector } from "@xstate/react";
import { CheckCircle2, ClipboardCopy, CloudOff, ExternalLink as ExternalLinkIcon } from "lucide-react";
import { css, cx } from "styled-system/css";
import { detail, flex, invertedCard, labelText, rule, title } from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { ExternalLink } from "../../components/ui/ExternalLink";
import { links } from "../../content/links";
import { postProjectCopy } from "../../content/postProject";
import { projectLeadCopy } from "../../content/projectLead";
import { projectSummary } from "../../domain/projectWizard";
import { SEND_OUTCOME_ID } from "./sendIds";
import type { WizardProps } from "./types";

const copy = projectLeadCopy;
/** Only where the main pointer is a finger: a touch screen has no Ctrl+V. */
const onTouch = css({ display: "none", "@media (pointer: coarse)": { display: "list-item" } });
const withKeys = css({ "@media (pointer: coarse)": { display: "none" } });

/**
 * What 'Post project' came to once the project has left the page: sent (the intake's reference and
 * the address it answers) or saved on this device until the connection is back. Then the hand-off
 * to the provider's app, as before: copy the summary and open the app; the paste instruction speaks
 * of Ctrl+V only to a keyboard, never to a touch screen.
 */
export function ProjectOutcome({ actorRef }: WizardProps) {
  const draft = useSelector(actorRef, (state) => state.context.draft);
  const email = useSelector(actorRef, (state) => state.context.email.trim());
  const reference = useSelector(actorRef, (state) => state.context.reference);
  const queued = useSelector(actorRef, (state) => state.matches("queued"));
  const summary = projectSummary(draft, postProjectCopy.review.labels);
  const Icon = queued ? CloudOff : CheckCircle2;

  return (
    <div data-testid="project-outcome" data-outcome={queued ? "queued" : "sent"}>
      <div
        id={SEND_OUTCOME_ID}
        tabIndex={-1}
        role="status"
        className={flex({
          gap: "3",
          align: "flex-start",
          p: "5",
          borderRadius: "xl",
          borderWidth: "1px",
          borderColor: queued ? "warning.border" : "success.fg",
          bg: queued ? "warning.bg" : "success.bg",
          _focus: { outline: "none" },
        })}
      >
        <Icon aria-hidden="true" size={24} className={css({ flexShrink: 0, mt: "0.5" })} />
        <div className={css({ minW: "0" })}>
          <h2 className={title({ size: "xl" })}>{queued ? copy.queued.title : copy.sent.title}</h2>
          <p className={css({ mt: "1", overflowWrap: "anywhere" })}>
            {queued || !reference ? copy.queued.body : copy.sent.body(reference, email)}
          </p>
        </div>
      </div>

      <div className={invertedCard({ mt: "6", p: { base: "5", md: "6" } })}>
        <div className={flex({ direction: "column", align: "flex-start", minW: "0" })}>
          <h3 className={title({ size: "md", color: "white" })}>{copy.handoff.heading}</h3>
          <p className={labelText({ tone: "inherit", color: "white", maxW: "prose", mt: "1" })}>
            {copy.handoff.note}
          </p>
          <ExternalLink
            href={links.hireWorkAdd()}
            className={cx(
              button({ variant: "solid", size: "lg" }),
              css({
                mt: "4",
                w: { base: "full", sm: "auto" },
                h: "auto",
                minH: "12",
                py: "2.5",
                whiteSpace: "normal",
                textAlign: "center",
              }),
            )}
            onClick={() => {
              // The same press copies the summary and (the link's own default) opens the app.
              void navigator.clipboard?.writeText(summary).catch(() => {});
            }}
          >
            <ClipboardCopy aria-hidden="true" />
            {copy.handoff.button}
            <ExternalLinkIcon aria-hidden="true" />
          </ExternalLink>
          <h4
            className={rule({
              mt: "5",
              pt: "4",
              alignSelf: "stretch",
              borderColor: "border.inverted",
              fontSize: "sm",
              fontWeight: "700",
              color: "fg.invertedAccent",
            })}
          >
            {copy.handoff.nextStepsHeading}
          </h4>
          <ol className={detail({ tone: "inverted", mt: "1", pl: "5", listStyle: "decimal" })}>
            <li data-paste="keys" className={cx(css({ mt: "1" }), withKeys)}>
              {copy.handoff.pasteWithKeys}
            </li>
            <li data-paste="touch" className={cx(css({ mt: "1" }), onTouch)}>
              {copy.handoff.pasteByTouch}
            </li>
            <li className={css({ mt: "1" })}>{copy.handoff.publish}</li>
          </ol>
          <details className={detail({ tone: "inverted", mt: "3" })}>
            <summary className={css({ cursor: "pointer", fontWeight: "600", color: "white" })}>
              {copy.handoff.summaryPreview}
            </summary>
            <pre
              data-testid="project-summary"
              className={css({
                mt: "2",
                p: "3",
                borderRadius: "md",
                bg: "bg.invertedRaised",
                color: "fg.invertedSoft",
                fontSize: "xs",
                whiteSpace: "pre-wrap",
                overflowWrap: "anywhere",
                maxH: "16rem",
                overflowY: "auto",
              })}
            >
              {summary}
            </pre>
          </details>
        </div>
      </div>
    </div>
  );
}
