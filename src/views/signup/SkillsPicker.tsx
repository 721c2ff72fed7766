import { Check, Plus, X } from "lucide-react";
import { type KeyboardEvent, useRef } from "react";
import { css, cx } from "styled-system/css";
import { detail, fieldError, flex, labelText, notice, requiredMark, roundMark } from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { focusAfterRemoval } from "../../components/dom/focus";
import { TextInput } from "../../components/ui/inputs";
import { signupCopy } from "../../content/signup";
import {
  hasRoomForSkill,
  hasSkill,
  presetSkills,
  SIGNUP_RULES,
  type SkillProblem,
} from "../../domain/jobSeekerSignup";
import { signupFieldIds } from "./stores";

export interface SkillsPickerProps {
  skills: readonly string[];
  customSkill: string;
  problem: SkillProblem | null;
  /** The skills check failed on the last submit. */
  error: string | null;
  onToggle: (skill: string) => void;
  onRemove: (skill: string) => void;
  onCustomChange: (value: string) => void;
  onCustomAdd: () => void;
}

/** What does nothing without JavaScript (the presets' buttons, the box, the chosen list) is hidden then. */
const scriptedOnly = { "@media (scripting: none)": { display: "none" } } as const;

/**
 * Without JavaScript (issue 34), the presets as plain checkboxes named `skills`, so the form's plain
 * post carries them as the intake reads a list (repeated names). Server HTML only: in a browser that
 * runs this code, <noscript> shows nothing and React does not hydrate its contents.
 */
function NoScriptSkills() {
  if (!import.meta.env.SSR) return <noscript />;
  return (
    <noscript>
      <ul className={flex({ wrap: "wrap", gap: "2", mt: "3" })}>
        {presetSkills.map((skill) => (
          <li key={skill}>
            <label
              className={css({
                display: "inline-flex",
                alignItems: "center",
                gap: "2",
                minH: "10",
                px: "3.5",
                borderRadius: "full",
                borderWidth: "1px",
                borderColor: "border.strong",
                bg: "bg.canvas",
                fontSize: "sm",
                fontWeight: "500",
                cursor: "pointer",
              })}
            >
              <input
                type="checkbox"
                name="skills"
                value={skill}
                className={css({ accentColor: "accent.default" })}
              />
              {skill}
            </label>
          </li>
        ))}
      </ul>
    </noscript>
  );
}

const problemText: Record<SkillProblem, string | null> = {
  blank: signupCopy.skillBlank,
  duplicate: signupCopy.skillDuplicate,
  limit: null,
};

/** Twelve preset skills, a box for any other, and the chosen list; at most 8, and the page says why. */
export function SkillsPicker({
  skills,
  customSkill,
  problem,
  error,
  onToggle,
  onRemove,
  onCustomChange,
  onCustomAdd,
}: SkillsPickerProps) {
  const full = !hasRoomForSkill(skills);
  const message = (problem && problemText[problem]) || error;
  const limitId = "signup-skills-limit";
  const messageId = "signup-skills-message";
  const counterId = "signup-skills-counter";
  const chosenRef = useRef<HTMLUListElement>(null);
  // Focus moves to the chosen skill that takes the removed one's place, else the new last one,
  // else the box for a skill of one's own.
  const remove = (skill: string, index: number) => {
    onRemove(skill);
    focusAfterRemoval(
      () => chosenRef.current?.querySelectorAll("button[data-remove]"),
      index,
      () => document.getElementById(signupFieldIds.skills),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      onCustomAdd();
    }
  };

  return (
    <fieldset
      className={css({ minW: "0" })}
      aria-labelledby="signup-skills-label"
      aria-describedby={counterId}
    >
      <div className={flex({ justify: "space-between", align: "baseline", gap: "3" })}>
        <p id="signup-skills-label" className={labelText({ tone: "inherit" })}>
          {signupCopy.skillsLegend}
          <span aria-hidden="true" className={requiredMark()}>
            *
          </span>
        </p>
        <p
          id={counterId}
          aria-live="polite"
          className={labelText({
            tone: full ? "accent" : "muted",
            fontVariantNumeric: "tabular-nums",
            ...scriptedOnly,
          })}
        >
          {signupCopy.skillsCounter(skills.length, SIGNUP_RULES.maxSkills)}
        </p>
      </div>

      <NoScriptSkills />
      <ul className={flex({ wrap: "wrap", gap: "2", mt: "3", ...scriptedOnly })}>
        {presetSkills.map((skill) => {
          const chosen = hasSkill(skills, skill);
          return (
            <li key={skill}>
              <button
                type="button"
                aria-pressed={chosen}
                disabled={!chosen && full}
                aria-describedby={!chosen && full ? limitId : undefined}
                onClick={() => onToggle(skill)}
                className={css({
                  display: "inline-flex",
                  alignItems: "center",
                  gap: "1.5",
                  minH: "10",
                  px: "3.5",
                  borderRadius: "full",
                  borderWidth: "1px",
                  borderColor: "border.strong",
                  bg: "bg.canvas",
                  fontSize: "sm",
                  fontWeight: "500",
                  color: "fg.default",
                  cursor: "pointer",
                  transitionProperty: "background-color, border-color, color",
                  transitionDuration: "fast",
                  _hover: { borderColor: "border.hover", bg: "bg.subtle" },
                  _pressed: {
                    bg: "bg.strong",
                    borderColor: "border.selected",
                    color: "white",
                    _hover: { bg: "bg.strongHover" },
                  },
                  _disabled: { opacity: 0.45, cursor: "not-allowed", _hover: { bg: "bg.canvas" } },
                })}
              >
                {chosen ? <Check aria-hidden="true" size={15} /> : <Plus aria-hidden="true" size={15} />}
                {skill}
              </button>
            </li>
          );
        })}
      </ul>

      {full ? (
        <p id={limitId} className={notice({ mt: "3", fontSize: "sm", fontWeight: "500", px: "3", py: "2" })}>
          {signupCopy.skillsLimitReached(SIGNUP_RULES.maxSkills)}
        </p>
      ) : null}

      <div className={css({ mt: "4", ...scriptedOnly })}>
        <label htmlFor={signupFieldIds.skills} className={labelText({ tone: "inherit" })}>
          {signupCopy.customSkill}
        </label>
        <div className={flex({ gap: "2", mt: "1.5" })}>
          <TextInput
            id={signupFieldIds.skills}
            value={customSkill}
            maxLength={SIGNUP_RULES.maxSkillLength}
            disabled={full}
            placeholder={signupCopy.customSkillPlaceholder}
            aria-invalid={message ? true : undefined}
            aria-describedby={[full ? limitId : null, message ? messageId : full ? null : `${messageId}-hint`]
              .filter(Boolean)
              .join(" ")}
            enterKeyHint="done"
            onChange={(event) => onCustomChange(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button
            type="button"
            disabled={full}
            onClick={onCustomAdd}
            className={cx(button({ variant: "outline", size: "md" }), css({ flexShrink: 0 }))}
          >
            <Plus aria-hidden="true" />
            {signupCopy.addSkill}
          </button>
        </div>
        {message ? (
          <p id={messageId} className={fieldError({ mt: "1.5" })}>
            {message}
          </p>
        ) : full ? null : (
          <p id={`${messageId}-hint`} className={detail({ mt: "1.5" })}>
            {signupCopy.customSkillHint}
          </p>
        )}
      </div>

      <div className={css({ mt: "4", ...scriptedOnly })}>
        <h3 className={labelText()}>{signupCopy.chosenSkills}</h3>
        {skills.length === 0 ? (
          <p className={detail({ mt: "1.5" })}>{signupCopy.noSkillsYet}</p>
        ) : (
          <ul
            ref={chosenRef}
            aria-label={signupCopy.chosenSkills}
            className={flex({ wrap: "wrap", gap: "2", mt: "2" })}
          >
            {skills.map((skill, index) => (
              <li
                key={skill}
                className={css({
                  display: "inline-flex",
                  alignItems: "center",
                  gap: "1",
                  pl: "3",
                  pr: "1",
                  minH: "9",
                  borderRadius: "full",
                  bg: "bg.accentSubtle",
                  color: "fg.accentStrong",
                  fontSize: "sm",
                  fontWeight: "600",
                })}
              >
                {skill}
                <button
                  type="button"
                  aria-label={signupCopy.removeSkill(skill)}
                  data-remove
                  onClick={() => remove(skill, index)}
                  className={roundMark({
                    size: "7",
                    cursor: "pointer",
                    _hover: { bg: "accent.soft" },
                  })}
                >
                  <X aria-hidden="true" size={14} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
