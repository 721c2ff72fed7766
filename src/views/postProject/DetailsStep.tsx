import { useSelector } from "@xstate/react";
import { Sparkles } from "lucide-react";
import { useId } from "react";
import { css, cx } from "styled-system/css";
import { detail, flex, pairGrid, stack, visuallyHidden } from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { Field } from "../../components/ui/Field";
import { postProjectCopy } from "../../content/postProject";
import {
  DESCRIPTION_SUGGESTED_MIN,
  FIELD_LIMITS,
  PROJECT_INDUSTRIES,
  PROJECT_TYPES,
} from "../../domain/projectWizard";
import { DeferredPostingHelp } from "./DeferredPostingHelp";
import { DraftSelect, DraftTextArea, DraftTextInput } from "./draftFields";
import { StepActions } from "./StepActions";
import { StepForm } from "./StepHeading";
import { WIZARD_FORM_ID } from "./sendIds";
import type { WizardProps } from "./types";

const copy = postProjectCopy;

/**
 * Step 1, Project Details. The step itself reads nothing: each field reads its own value, the
 * description its count and AI Assist's state, the buttons whether they may be pressed.
 */
export function DetailsStep({ actorRef }: WizardProps) {
  return (
    <StepForm actorRef={actorRef} step="details" id={WIZARD_FORM_ID}>
      <div className={pairGrid()}>
        <Field label={copy.fields.title.label} required className={fieldFull}>
          {(props) => (
            <DraftTextInput
              {...props}
              actorRef={actorRef}
              name="title"
              maxLength={FIELD_LIMITS.title}
              placeholder={copy.fields.title.placeholder}
              autoComplete="off"
            />
          )}
        </Field>
        <Field label={copy.fields.projectType.label} required>
          {(props) => (
            <DraftSelect {...props} actorRef={actorRef} name="projectType">
              <option value="">{copy.fields.projectType.placeholder}</option>
              {PROJECT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </DraftSelect>
          )}
        </Field>
        <Field label={copy.fields.industry.label} required>
          {(props) => (
            <DraftSelect {...props} actorRef={actorRef} name="industry">
              <option value="">{copy.fields.industry.placeholder}</option>
              {PROJECT_INDUSTRIES.map((industry) => (
                <option key={industry} value={industry}>
                  {industry}
                </option>
              ))}
            </DraftSelect>
          )}
        </Field>
        <Field label={copy.fields.location.label} required className={fieldFull}>
          {(props) => (
            <DraftTextInput
              {...props}
              actorRef={actorRef}
              name="location"
              maxLength={FIELD_LIMITS.location}
              placeholder={copy.fields.location.placeholder}
              autoComplete="address-level2"
            />
          )}
        </Field>
        <DescriptionField actorRef={actorRef} />
      </div>

      <StepActions
        actorRef={actorRef}
        back={false}
        continueLabel={copy.buttons.continueTo.skills}
        blockedText={copy.buttons.continueBlocked}
      >
        <DeferredPostingHelp />
      </StepActions>
    </StepForm>
  );
}

/** The description, with AI Assist's note and Undo, its character count and the AI Assist button. */
function DescriptionField({ actorRef }: WizardProps) {
  const send = actorRef.send;
  const countId = useId();
  const assisted = useSelector(actorRef, (state) =>
    state.matches({ editing: { step: { details: "assisted" } } }),
  );
  const count = useSelector(actorRef, (state) => state.context.draft.description.length);
  return (
    <div className={fieldFull}>
      <Field label={copy.fields.description.label} hint={copy.fields.description.hint}>
        {(props) => (
          <>
            {assisted ? (
              <div
                role="status"
                className={flex({
                  wrap: "wrap",
                  align: "flex-start",
                  gap: "3",
                  p: "3",
                  borderRadius: "md",
                  bg: "bg.accentSubtle",
                  borderWidth: "1px",
                  borderColor: "accent.soft",
                  fontSize: "sm",
                })}
              >
                <Sparkles aria-hidden="true" size={18} className={css({ color: "fg.accent", mt: "0.5" })} />
                <p className={css({ flex: "1", minW: "12rem" })}>{copy.assist.note}</p>
                <button
                  type="button"
                  className={button({ variant: "outline", size: "sm" })}
                  onClick={() => send({ type: "ai.undo" })}
                >
                  {copy.assist.undo}
                </button>
              </div>
            ) : null}
            <DraftTextArea
              {...props}
              actorRef={actorRef}
              aria-describedby={[props["aria-describedby"], countId].filter(Boolean).join(" ")}
              name="description"
              maxLength={FIELD_LIMITS.description}
              rows={assisted ? 14 : 7}
              placeholder={copy.fields.description.placeholder}
            />
          </>
        )}
      </Field>
      <div className={flex({ wrap: "wrap", align: "center", justify: "space-between", gap: "3", mt: "2" })}>
        <p id={countId} className={detail({ fontVariantNumeric: "tabular-nums" })}>
          {count < DESCRIPTION_SUGGESTED_MIN
            ? copy.fields.description.countShort(count, DESCRIPTION_SUGGESTED_MIN)
            : count >= FIELD_LIMITS.description
              ? copy.fields.description.countAtLimit(FIELD_LIMITS.description)
              : copy.fields.description.count(count)}
        </p>
        <button
          type="button"
          // AI Assist needs the code: without it, it is not offered (the no-script note says so).
          className={cx(
            button({ variant: "outline", size: "sm" }),
            css({ "@media (scripting: none)": { display: "none" } }),
          )}
          onClick={() => send({ type: "ai.draft" })}
          title={copy.assist.buttonHint}
        >
          <Sparkles aria-hidden="true" className={css({ color: "fg.accent" })} />
          {copy.assist.button}
        </button>
      </div>
      <AssistQuestion actorRef={actorRef} />
    </div>
  );
}

/**
 * AI Assist's question when the description holds the visitor's own text: it never replaces it
 * unasked. Right after the AI Assist button, so the next Tab reaches the answers.
 */
function AssistQuestion({ actorRef }: WizardProps) {
  const asking = useSelector(actorRef, (state) =>
    state.matches({ editing: { step: { details: "askingAssist" } } }),
  );
  const send = actorRef.send;
  return (
    <>
      {/* Announces the question as it appears (a live region present before it is filled). */}
      <p role="status" className={visuallyHidden()}>
        {asking ? copy.assist.ask.question : ""}
      </p>
      {asking ? (
        <fieldset
          data-testid="assist-question"
          className={flex({
            wrap: "wrap",
            align: "center",
            gap: "3",
            mt: "3",
            p: "3",
            borderRadius: "md",
            bg: "bg.accentSubtle",
            borderWidth: "1px",
            borderColor: "accent.soft",
            fontSize: "sm",
          })}
        >
          <legend className={css({ float: "left", w: "full", mb: "1" })}>{copy.assist.ask.question}</legend>
          <button
            type="button"
            className={button({ variant: "solid", size: "sm" })}
            onClick={() => send({ type: "ai.append" })}
          >
            {copy.assist.ask.append}
          </button>
          <button
            type="button"
            className={button({ variant: "outline", size: "sm" })}
            onClick={() => send({ type: "ai.replace" })}
          >
            {copy.assist.ask.replace}
          </button>
          <button
            type="button"
            className={button({ variant: "ghost", size: "sm" })}
            onClick={() => send({ type: "ai.keep" })}
          >
            {copy.assist.ask.keep}
          </button>
        </fieldset>
      ) : null}
    </>
  );
}

const fieldFull = stack({ gap: "1.5", gridColumn: { md: "1 / -1" }, minW: "0" });
