import { useSelector } from "@xstate/react";
import { ArrowRight, Save, Sparkles } from "lucide-react";
import { useId } from "react";
import { css } from "styled-system/css";
import { detail, flex, pairGrid, stack } from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { Field } from "../../components/ui/Field";
import { NativeSelect, TextArea, TextInput } from "../../components/ui/inputs";
import { NoScriptNote } from "../../components/ui/NoScriptNote";
import { postProjectCopy } from "../../content/postProject";
import {
  DESCRIPTION_SUGGESTED_MIN,
  type DetailsField,
  FIELD_LIMITS,
  PROJECT_INDUSTRIES,
  PROJECT_TYPES,
} from "../../domain/projectWizard";
import { DeferredPostingHelp } from "./DeferredPostingHelp";
import { actionsRow, blockedHint, pushEnd, StepHeading } from "./StepHeading";
import type { WizardProps } from "./types";

const copy = postProjectCopy;

/** Step 1, Project Details. */
export function DetailsStep({ actorRef }: WizardProps) {
  // The shown step (the only one mounted) shows its fields: it reads the whole snapshot.
  const state = useSelector(actorRef, (snapshot) => snapshot);
  const send = actorRef.send;
  const { draft } = state.context;
  const countId = useId();
  const blockedId = useId();
  const canContinue = state.can({ type: "step.next" });
  const assisted = state.matches({ editing: { step: { details: "assisted" } } });
  const change = (field: DetailsField) => (event: { target: { value: string } }) =>
    send({ type: "field.change", field, value: event.target.value });
  const count = draft.description.length;

  return (
    <form
      noValidate
      // A submit that is not handled by the code (JavaScript off or not yet here) does nothing: a
      // dialog-method form outside a dialog never navigates, so no field can reach the URL.
      method="dialog"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: "step.next" });
      }}
    >
      <NoScriptNote tool="postProject" className={css({ mb: "6" })} />
      <StepHeading step="details" />
      <div className={pairGrid()}>
        <Field label={copy.fields.title.label} required className={fieldFull}>
          {(props) => (
            <TextInput
              {...props}
              name="title"
              maxLength={FIELD_LIMITS.title}
              value={draft.title}
              onChange={change("title")}
              placeholder={copy.fields.title.placeholder}
              autoComplete="off"
            />
          )}
        </Field>
        <Field label={copy.fields.projectType.label} required>
          {(props) => (
            <NativeSelect
              {...props}
              name="projectType"
              value={draft.projectType}
              onChange={change("projectType")}
            >
              <option value="">{copy.fields.projectType.placeholder}</option>
              {PROJECT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label={copy.fields.industry.label} required>
          {(props) => (
            <NativeSelect {...props} name="industry" value={draft.industry} onChange={change("industry")}>
              <option value="">{copy.fields.industry.placeholder}</option>
              {PROJECT_INDUSTRIES.map((industry) => (
                <option key={industry} value={industry}>
                  {industry}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label={copy.fields.location.label} required className={fieldFull}>
          {(props) => (
            <TextInput
              {...props}
              name="location"
              maxLength={FIELD_LIMITS.location}
              value={draft.location}
              onChange={change("location")}
              placeholder={copy.fields.location.placeholder}
              autoComplete="address-level2"
            />
          )}
        </Field>
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
                    <Sparkles
                      aria-hidden="true"
                      size={18}
                      className={css({ color: "fg.accent", mt: "0.5" })}
                    />
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
                <TextArea
                  {...props}
                  aria-describedby={[props["aria-describedby"], countId].filter(Boolean).join(" ")}
                  name="description"
                  maxLength={FIELD_LIMITS.description}
                  rows={assisted ? 14 : 7}
                  value={draft.description}
                  onChange={change("description")}
                  placeholder={copy.fields.description.placeholder}
                />
              </>
            )}
          </Field>
          <div
            className={flex({ wrap: "wrap", align: "center", justify: "space-between", gap: "3", mt: "2" })}
          >
            <p id={countId} className={detail({ fontVariantNumeric: "tabular-nums" })}>
              {count < DESCRIPTION_SUGGESTED_MIN
                ? copy.fields.description.countShort(count, DESCRIPTION_SUGGESTED_MIN)
                : count >= FIELD_LIMITS.description
                  ? copy.fields.description.countAtLimit(FIELD_LIMITS.description)
                  : copy.fields.description.count(count)}
            </p>
            <button
              type="button"
              className={button({ variant: "outline", size: "sm" })}
              onClick={() => send({ type: "ai.draft" })}
              title={copy.assist.buttonHint}
            >
              <Sparkles aria-hidden="true" className={css({ color: "fg.accent" })} />
              {copy.assist.button}
            </button>
          </div>
        </div>
      </div>

      <div className={actionsRow}>
        <button
          type="button"
          className={button({ variant: "outline" })}
          disabled={!state.can({ type: "draft.save" })}
          onClick={() => send({ type: "draft.save" })}
        >
          <Save aria-hidden="true" />
          {copy.buttons.saveDraft}
        </button>
        <DeferredPostingHelp />
        <button
          type="submit"
          className={`${button({ variant: "solid" })} ${pushEnd}`}
          disabled={!canContinue}
          aria-describedby={canContinue ? undefined : blockedId}
        >
          {copy.buttons.continueTo.skills}
          <ArrowRight aria-hidden="true" />
        </button>
        {canContinue ? null : (
          <p id={blockedId} className={blockedHint}>
            {copy.buttons.continueBlocked}
          </p>
        )}
      </div>
    </form>
  );
}

const fieldFull = stack({ gap: "1.5", gridColumn: { md: "1 / -1" }, minW: "0" });
