import { useSelector } from "@xstate/react";
import { useId } from "react";
import { css } from "styled-system/css";
import {
  detail,
  fieldError,
  flex,
  grid,
  labelText,
  pairGrid,
  requiredMark,
  stack,
} from "styled-system/patterns";
import { Field } from "../../components/ui/Field";
import { TextInput } from "../../components/ui/inputs";
import { postProjectCopy } from "../../content/postProject";
import {
  BUDGET_BOUNDS,
  budgetProblems,
  budgetUnitFor,
  FIELD_LIMITS,
  isoDay,
  PROJECT_DURATIONS,
  PROJECT_WORK_TYPES,
  parseMoney,
} from "../../domain/projectWizard";
import { DraftSelect, DraftTextInput, useDraftValue } from "./draftFields";
import { StepActions } from "./StepActions";
import { StepForm } from "./StepHeading";
import type { WizardProps } from "./types";

const copy = postProjectCopy;

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** The start date: today or later (the picker offers no earlier day; a typed one is refused). */
function StartDate({ actorRef }: WizardProps) {
  const past = useSelector(actorRef, (state) =>
    budgetProblems(state.context.draft).includes("startDatePast"),
  );
  return (
    <Field label={copy.budget.startDate} required error={past ? copy.budget.errors.startDatePast : undefined}>
      {(props) => (
        <DraftTextInput
          {...props}
          actorRef={actorRef}
          type="date"
          name="startDate"
          min={isoDay(new Date())}
        />
      )}
    </Field>
  );
}

/**
 * Step 3, Budget & Timeline. The step itself reads nothing: the work type's options, the budget
 * range (its two boxes and its message read together), the date, the duration and the buttons each
 * read what they show.
 */
export function BudgetStep({ actorRef }: WizardProps) {
  return (
    <StepForm actorRef={actorRef} step="budget">
      <div className={grid({ gap: "7" })}>
        <fieldset>
          <legend className={labelText({ tone: "inherit" })}>
            {copy.budget.workType}
            <span aria-hidden="true" className={requiredMark()}>
              *
            </span>
          </legend>
          <p className={detail()}>{copy.budget.workTypeHint}</p>
          <div className={pairGrid({ from: "sm", gap: "3", mt: "3" })}>
            {PROJECT_WORK_TYPES.map((type) => (
              <WorkTypeOption key={type} actorRef={actorRef} type={type} />
            ))}
          </div>
        </fieldset>

        <BudgetRange actorRef={actorRef} />

        <div className={pairGrid()}>
          <StartDate actorRef={actorRef} />
          <Field label={copy.budget.duration} required>
            {(props) => (
              <DraftSelect {...props} actorRef={actorRef} name="duration">
                <option value="">{copy.budget.durationPlaceholder}</option>
                {PROJECT_DURATIONS.map((duration) => (
                  <option key={duration} value={duration}>
                    {duration}
                  </option>
                ))}
              </DraftSelect>
            )}
          </Field>
        </div>
      </div>

      <StepActions
        actorRef={actorRef}
        continueLabel={copy.buttons.continueTo.review}
        blockedText={copy.buttons.continueBlockedBudget}
      />
    </StepForm>
  );
}

/** One work type: its radio button, and its card marked while it is the one chosen. */
function WorkTypeOption({ actorRef, type }: WizardProps & { type: (typeof PROJECT_WORK_TYPES)[number] }) {
  const checked = useSelector(actorRef, (state) => state.context.draft.workType === type);
  return (
    <label
      key={type}
      className={css({
        display: "flex",
        gap: "3",
        alignItems: "flex-start",
        p: "4",
        borderRadius: "lg",
        borderWidth: "1px",
        borderColor: checked ? "accent.default" : "border.strong",
        bg: checked ? "bg.accentSubtle" : "bg.canvas",
        boxShadow: checked ? "0 0 0 1px token(colors.accent.default)" : "none",
        cursor: "pointer",
        _hover: { borderColor: "accent.default" },
        "&:has(input:focus-visible)": {
          outline: "3px solid token(colors.focusRing)",
          outlineOffset: "2px",
        },
      })}
    >
      <input
        type="radio"
        name="workType"
        value={type}
        checked={checked}
        required
        onChange={() => actorRef.send({ type: "field.change", field: "workType", value: type })}
        className={css({
          mt: "1",
          accentColor: "token(colors.accent.default)",
          w: "4",
          h: "4",
          flexShrink: 0,
          _focusVisible: { outline: "none" },
        })}
      />
      <span>
        <span className={css({ display: "block", fontWeight: "600" })}>{type}</span>
        <span className={detail({ display: "block" })}>{copy.budget.workTypeNotes[type]}</span>
      </span>
    </label>
  );
}

/**
 * The budget range: its two boxes and the one message about them read the range together, so a
 * keystroke in either re-renders this group, not the rest of the step.
 */
function BudgetRange({ actorRef }: WizardProps) {
  const send = actorRef.send;
  const draft = {
    workType: useDraftValue(actorRef, "workType"),
    budgetMin: useDraftValue(actorRef, "budgetMin"),
    budgetMax: useDraftValue(actorRef, "budgetMax"),
  };
  const problems = useSelector(actorRef, (state) => budgetProblems(state.context.draft).join(" ")).split(" ");
  const rangeErrorId = useId();
  const unit = budgetUnitFor(draft.workType);
  const bounds = BUDGET_BOUNDS[unit];
  const bothTyped = draft.budgetMin.trim() !== "" && draft.budgetMax.trim() !== "";
  const minBad = draft.budgetMin.trim() !== "" && parseMoney(draft.budgetMin) === null;
  const maxBad = draft.budgetMax.trim() !== "" && parseMoney(draft.budgetMax) === null;
  const rangeError =
    minBad || maxBad
      ? copy.budget.errors.notMoney
      : bothTyped && problems.includes("budgetOrder")
        ? copy.budget.errors.order
        : bothTyped && problems.includes("budgetBounds")
          ? copy.budget.errors.bounds(usd.format(bounds.min), usd.format(bounds.max))
          : undefined;

  const moneyInput = (field: "budgetMin" | "budgetMax", label: string, bad: boolean) => (
    <Field label={label} className={stack({ gap: "1.5", flex: "1", minW: "8rem" })}>
      {(props) => (
        <div className={css({ position: "relative" })}>
          <span
            aria-hidden="true"
            className={css({
              position: "absolute",
              left: "3",
              top: "50%",
              transform: "translateY(-50%)",
              color: "fg.muted",
            })}
          >
            $
          </span>
          <TextInput
            {...props}
            aria-describedby={rangeError ? rangeErrorId : undefined}
            aria-invalid={bad || (bothTyped && !!rangeError) ? true : undefined}
            name={field}
            maxLength={FIELD_LIMITS[field]}
            inputMode="numeric"
            autoComplete="off"
            value={draft[field]}
            onChange={(event) => send({ type: "field.change", field, value: event.target.value })}
            className={css({ pl: "7" })}
          />
        </div>
      )}
    </Field>
  );

  return (
    <fieldset>
      <legend className={labelText({ tone: "inherit" })}>
        {copy.budget.rangeLegend[unit]}
        <span aria-hidden="true" className={requiredMark()}>
          *
        </span>
      </legend>
      <div className={flex({ wrap: "wrap", gap: "4", mt: "3" })}>
        {moneyInput("budgetMin", copy.budget.min, minBad)}
        {moneyInput("budgetMax", copy.budget.max, maxBad)}
      </div>
      {rangeError ? (
        <p id={rangeErrorId} className={fieldError({ mt: "2" })}>
          {rangeError}
        </p>
      ) : null}
    </fieldset>
  );
}
