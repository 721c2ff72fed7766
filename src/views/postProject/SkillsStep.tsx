import { useSelector } from "@xstate/react";
import { Plus, X } from "lucide-react";
import { type RefObject, useRef } from "react";
import { css, cx } from "styled-system/css";
import { detail, flex, grid, plainList, roundMark, title } from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { focusAfterRemoval } from "../../components/dom/focus";
import { Field } from "../../components/ui/Field";
import { TextInput } from "../../components/ui/inputs";
import { postProjectCopy } from "../../content/postProject";
import { GENERAL_SKILL_SUGGESTIONS, SKILL_SUGGESTIONS } from "../../content/projectSkills";
import { LIMITS, skillProblem, suggestedSkills } from "../../domain/projectWizard";
import { StepActions } from "./StepActions";
import { StepForm } from "./StepHeading";
import type { WizardProps } from "./types";

const copy = postProjectCopy;

const chip = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1.5",
  minH: "9",
  pl: "3",
  pr: "3",
  borderRadius: "full",
  fontSize: "sm",
  fontWeight: "600",
  borderWidth: "1px",
});

/**
 * Step 2, Skills Required. The step reads the chosen skills and the project type (the chosen list
 * and the suggestions); the box for a skill of one's own reads what is typed in it, so a keystroke
 * there re-renders that box and its message only.
 */
export function SkillsStep({ actorRef }: WizardProps) {
  const send = actorRef.send;
  // The same array until the chosen skills change: typing elsewhere does not re-render the step.
  const skills = useSelector(actorRef, (state) => state.context.draft.skills);
  const projectType = useSelector(actorRef, (state) => state.context.draft.projectType);
  const draft = { skills, projectType };
  const inputRef = useRef<HTMLInputElement>(null);
  const suggestions = suggestedSkills(
    draft.projectType,
    draft.skills,
    SKILL_SUGGESTIONS,
    GENERAL_SKILL_SUGGESTIONS,
  );
  const full = draft.skills.length >= LIMITS.skills;
  const chosenRef = useRef<HTMLUListElement>(null);
  const suggestionsRef = useRef<HTMLUListElement>(null);
  // The box for a skill of one's own, or (when 12 are chosen and it is disabled) the last chosen skill.
  const inputOrLastChosen = () =>
    inputRef.current && !inputRef.current.disabled
      ? inputRef.current
      : (Array.from(chosenRef.current?.querySelectorAll("button[data-remove]") ?? []).at(-1) ?? null);
  // Removing a chosen skill: focus goes to the skill taking its place, else the new last, else the box.
  const removeSkill = (skill: string, index: number) => {
    send({ type: "skill.remove", skill });
    focusAfterRemoval(
      () => chosenRef.current?.querySelectorAll("button[data-remove]"),
      index,
      () => inputRef.current,
    );
  };
  // A suggestion leaves the list once added: focus stays in the suggestions, on the one taking its
  // place (or the new last one); with none left, the box.
  const addSuggestion = (skill: string, index: number) => {
    send({ type: "skill.add", skill });
    focusAfterRemoval(
      () => suggestionsRef.current?.querySelectorAll("button:not(:disabled)"),
      index,
      inputOrLastChosen,
    );
  };

  return (
    <StepForm actorRef={actorRef} step="skills">
      <div className={grid({ gap: "7" })}>
        <section aria-labelledby="chosen-skills">
          <div className={flex({ align: "baseline", justify: "space-between", gap: "3" })}>
            <h3 id="chosen-skills" className={title({ size: "md" })}>
              {copy.skills.chosenLabel}
            </h3>
            <p className={detail({ fontVariantNumeric: "tabular-nums" })}>
              {copy.skills.count(draft.skills.length, LIMITS.skills)}
            </p>
          </div>
          {draft.skills.length ? (
            <ul ref={chosenRef} className={plainList({ flow: "wrap", gap: "2", mt: "3" })}>
              {draft.skills.map((skill, index) => (
                <li
                  key={skill}
                  className={cx(
                    chip,
                    css({ bg: "bg.strong", color: "white", borderColor: "border.selected", pr: "1" }),
                  )}
                >
                  {skill}
                  <button
                    type="button"
                    aria-label={copy.skills.remove(skill)}
                    data-remove
                    onClick={() => removeSkill(skill, index)}
                    className={roundMark({
                      size: "7",
                      cursor: "pointer",
                      color: "fg.invertedMuted",
                      _hover: { bg: "bg.invertedHover", color: "white" },
                    })}
                  >
                    <X aria-hidden="true" size={14} />
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p
              className={css({
                mt: "3",
                p: "4",
                borderRadius: "md",
                borderWidth: "1px",
                borderStyle: "dashed",
                borderColor: "border.strong",
                color: "fg.muted",
                fontSize: "sm",
              })}
            >
              {copy.skills.none}
            </p>
          )}
        </section>

        <section aria-labelledby="suggested-skills">
          <h3 id="suggested-skills" className={title({ size: "md" })}>
            {draft.projectType ? copy.skills.suggestionsFor(draft.projectType) : copy.skills.suggestionsLabel}
          </h3>
          <ul ref={suggestionsRef} className={plainList({ flow: "wrap", gap: "2", mt: "3" })}>
            {suggestions.map((skill, index) => (
              <li key={skill}>
                <button
                  type="button"
                  aria-label={copy.skills.suggestionAdd(skill)}
                  disabled={full}
                  onClick={() => addSuggestion(skill, index)}
                  className={cx(
                    chip,
                    css({
                      bg: "bg.canvas",
                      borderColor: "border.strong",
                      color: "fg.default",
                      cursor: "pointer",
                      _hover: { borderColor: "accent.default", bg: "bg.accentSubtle" },
                      _disabled: { opacity: 0.5, cursor: "not-allowed" },
                    }),
                  )}
                >
                  <Plus aria-hidden="true" size={14} />
                  {skill}
                </button>
              </li>
            ))}
          </ul>
        </section>

        <CustomSkill actorRef={actorRef} inputRef={inputRef} full={full} />
      </div>

      <StepActions
        actorRef={actorRef}
        continueLabel={copy.buttons.continueTo.budget}
        blockedText={copy.buttons.continueBlockedSkills}
      />
    </StepForm>
  );
}

/** The box for a skill of one's own, its Add button and the message about what is typed. */
function CustomSkill({
  actorRef,
  inputRef,
  full,
}: WizardProps & { inputRef: RefObject<HTMLInputElement | null>; full: boolean }) {
  const send = actorRef.send;
  const skillInput = useSelector(actorRef, (state) => state.context.skillInput);
  const skills = useSelector(actorRef, (state) => state.context.draft.skills);
  const canSubmit = useSelector(actorRef, (state) => state.can({ type: "skill.submit" }));
  const problem = skillInput.trim() ? skillProblem(skills, skillInput) : null;
  const problemText =
    problem === "duplicate"
      ? copy.skills.duplicate
      : problem === "tooLong"
        ? copy.skills.tooLong(LIMITS.skill)
        : problem === "full"
          ? copy.skills.full(LIMITS.skills)
          : undefined;
  return (
    <Field label={copy.skills.customLabel} error={problemText}>
      {(props) => (
        <div className={flex({ wrap: "wrap", gap: "3" })}>
          <TextInput
            {...props}
            ref={inputRef}
            name="skill"
            value={skillInput}
            disabled={full}
            placeholder={copy.skills.customPlaceholder}
            autoComplete="off"
            className={css({ flex: "1", minW: "12rem", w: "auto" })}
            onChange={(event) => send({ type: "skill.input", value: event.target.value })}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                send({ type: "skill.submit" });
              }
            }}
          />
          <button
            type="button"
            className={button({ variant: "outline" })}
            disabled={!canSubmit}
            onClick={() => {
              send({ type: "skill.submit" });
              inputRef.current?.focus();
            }}
          >
            <Plus aria-hidden="true" />
            {copy.skills.customAdd}
          </button>
        </div>
      )}
    </Field>
  );
}
