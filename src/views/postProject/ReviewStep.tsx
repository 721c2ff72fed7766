import { useSelector } from "@xstate/react";
import {
  ArrowLeft,
  ClipboardCopy,
  ExternalLink as ExternalLinkIcon,
  Pencil,
  Save,
  TriangleAlert,
} from "lucide-react";
import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import {
  chip,
  detail,
  flex,
  grid,
  inlineLink,
  invertedCard,
  labelText,
  plainList,
  rule,
  title,
} from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { ExternalLink } from "../../components/ui/ExternalLink";
import { links } from "../../content/links";
import { postProjectCopy } from "../../content/postProject";
import {
  descriptionPlaceholders,
  formatBudget,
  formatStartDate,
  projectSummary,
  type WizardStep,
} from "../../domain/projectWizard";
import { actionsRow, StepHeading } from "./StepHeading";
import type { WizardProps } from "./types";

const copy = postProjectCopy.review;

/** Step 4, Review & Post: the whole project, each part editable, and the hand-over to the provider's app. */
export function ReviewStep({ actorRef }: WizardProps) {
  // The review shows the whole draft, which changes only when the visitor edits it (not here).
  const draft = useSelector(actorRef, (state) => state.context.draft);
  const canSave = useSelector(actorRef, (state) => state.can({ type: "draft.save" }));
  const send = actorRef.send;
  const placeholders = descriptionPlaceholders(draft.description);
  const summary = projectSummary(draft, copy.labels);
  const section = (
    step: Exclude<WizardStep, "review">,
    heading: string,
    rows: Array<[string, ReactNode]>,
  ) => (
    <section
      aria-labelledby={`review-${step}`}
      className={css({
        borderWidth: "1px",
        borderColor: "border.default",
        borderRadius: "lg",
        overflow: "hidden",
      })}
    >
      <div
        className={rule({
          side: "bottom",
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          gap: "3",
          px: "4",
          py: "2.5",
          bg: "bg.subtle",
        })}
      >
        <h3 id={`review-${step}`} className={title({ size: "md" })}>
          {heading}
        </h3>
        <button
          type="button"
          aria-label={copy.edit(heading)}
          className={button({ variant: "ghost", size: "sm" })}
          onClick={() => send({ type: "step.goto", step })}
        >
          <Pencil aria-hidden="true" />
          {copy.editShort}
        </button>
      </div>
      <dl className={css({ px: "4", py: "1" })}>
        {rows.map(([label, value]) => (
          <div
            key={label}
            className={rule({
              side: "bottom",
              display: "grid",
              gridTemplateColumns: { base: "1fr", sm: "10rem minmax(0, 1fr)" },
              gap: { base: "0.5", sm: "4" },
              py: "3",
              _last: { borderBottomWidth: "0" },
            })}
          >
            <dt className={labelText({ tone: "muted" })}>{label}</dt>
            <dd className={css({ minW: "0", overflowWrap: "anywhere" })}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );

  return (
    <div>
      <StepHeading step="review" />
      <div className={grid({ gap: "5" })}>
        {placeholders.length ? (
          <section
            aria-labelledby="review-placeholders"
            data-testid="description-placeholders"
            className={flex({
              gap: "3",
              align: "flex-start",
              p: "4",
              borderRadius: "lg",
              borderWidth: "1px",
              borderColor: "warning.border",
              bg: "warning.bg",
            })}
          >
            <TriangleAlert
              aria-hidden="true"
              size={20}
              className={css({ flexShrink: 0, mt: "0.5", color: "warning.fg" })}
            />
            <div className={css({ minW: "0" })}>
              <h3 id="review-placeholders" className={title({ size: "md" })}>
                {copy.placeholders.title(placeholders.length)}
              </h3>
              <p className={css({ mt: "1", fontSize: "sm" })}>{copy.placeholders.body}</p>
              <ul
                className={css({
                  mt: "2",
                  pl: "5",
                  listStyle: "disc",
                  fontSize: "sm",
                  fontWeight: "600",
                  overflowWrap: "anywhere",
                })}
              >
                {placeholders.map((placeholder) => (
                  <li key={placeholder}>{placeholder}</li>
                ))}
              </ul>
              <button
                type="button"
                className={inlineLink({ mt: "3", fontSize: "sm", cursor: "pointer" })}
                onClick={() => send({ type: "step.goto", step: "details" })}
              >
                <Pencil aria-hidden="true" size={14} />
                {copy.placeholders.edit}
              </button>
            </div>
          </section>
        ) : null}
        {section("details", copy.sections.details, [
          [copy.labels.title, draft.title],
          [copy.labels.projectType, draft.projectType],
          [copy.labels.industry, draft.industry],
          [copy.labels.location, draft.location],
          [
            copy.labels.description,
            draft.description.trim() ? (
              <p key="description" className={css({ whiteSpace: "pre-wrap", fontSize: "sm" })}>
                {draft.description}
              </p>
            ) : (
              <span key="description" className={detail({ size: "inherit" })}>
                {copy.noDescription}
              </span>
            ),
          ],
        ])}
        {section("skills", copy.sections.skills, [
          [
            copy.labels.skills,
            <ul key="skills" className={plainList({ flow: "wrap", gap: "1.5" })}>
              {draft.skills.map((skill) => (
                <li key={skill} className={chip({ py: "0.5", fontWeight: "600" })}>
                  {skill}
                </li>
              ))}
            </ul>,
          ],
        ])}
        {section("budget", copy.sections.budget, [
          [copy.labels.workType, draft.workType],
          [copy.labels.budget, formatBudget(draft)],
          [copy.labels.startDate, formatStartDate(draft.startDate)],
          [copy.labels.duration, draft.duration],
        ])}
      </div>

      <div className={invertedCard({ mt: "7", p: { base: "5", md: "6" } })}>
        {/* One column: what the button does, the button, then what happens after it. */}
        <div className={flex({ direction: "column", align: "flex-start", minW: "0" })}>
          <p className={labelText({ tone: "inherit", color: "white", maxW: "prose" })}>{copy.postNote}</p>
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
            {copy.postButton}
            <ExternalLinkIcon aria-hidden="true" />
          </ExternalLink>
          <h3
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
            {copy.nextStepsHeading}
          </h3>
          <ol className={detail({ tone: "inverted", mt: "1", pl: "5", listStyle: "decimal" })}>
            {copy.nextSteps.map((line) => (
              <li key={line} className={css({ mt: "1" })}>
                {line}
              </li>
            ))}
          </ol>
          <details className={detail({ tone: "inverted", mt: "3" })}>
            <summary className={css({ cursor: "pointer", fontWeight: "600", color: "white" })}>
              {copy.summaryPreview}
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

      <div className={actionsRow}>
        <button
          type="button"
          className={button({ variant: "ghost" })}
          onClick={() => send({ type: "step.back" })}
        >
          <ArrowLeft aria-hidden="true" />
          {postProjectCopy.buttons.back}
        </button>
        <button
          type="button"
          className={button({ variant: "outline" })}
          disabled={!canSave}
          onClick={() => send({ type: "draft.save" })}
        >
          <Save aria-hidden="true" />
          {postProjectCopy.buttons.saveDraft}
        </button>
      </div>
    </div>
  );
}
