import { useSelector } from "@xstate/react";
import { ArrowLeft, Pencil, Save, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import {
  chip,
  detail,
  flex,
  grid,
  inlineLink,
  labelText,
  plainList,
  rule,
  title,
} from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { postProjectCopy } from "../../content/postProject";
import {
  descriptionPlaceholders,
  formatBudget,
  formatStartDate,
  type WizardStep,
} from "../../domain/projectWizard";
import { ProjectOutcome } from "./ProjectOutcome";
import { ProjectSend } from "./ProjectSend";
import { actionsRow, StepHeading } from "./StepHeading";
import type { WizardProps } from "./types";

const copy = postProjectCopy.review;

/** Step 4, Review & Post: the whole project, each part editable, and the send card (ProjectSend). */
export function ReviewStep({ actorRef }: WizardProps) {
  const posted = useSelector(actorRef, (state) => state.matches("sent") || state.matches("queued"));
  // Sent or saved on this device: what it came to, and the hand-off to the provider's app.
  if (posted) return <ProjectOutcome actorRef={actorRef} />;
  return <ReviewAndPost actorRef={actorRef} />;
}

function ReviewAndPost({ actorRef }: WizardProps) {
  // The review shows the whole draft, which changes only when the visitor edits it (not here).
  const draft = useSelector(actorRef, (state) => state.context.draft);
  const canSave = useSelector(actorRef, (state) => state.can({ type: "draft.save" }));
  const canGoBack = useSelector(actorRef, (state) => state.can({ type: "step.back" }));
  const send = actorRef.send;
  const placeholders = descriptionPlaceholders(draft.description);
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

      <ProjectSend actorRef={actorRef} />

      <div className={actionsRow}>
        <button
          type="button"
          className={button({ variant: "ghost" })}
          disabled={!canGoBack}
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
