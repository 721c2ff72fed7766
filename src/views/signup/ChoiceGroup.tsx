import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { detail, fieldError, grid, labelText, requiredMark } from "styled-system/patterns";

export interface Choice<T extends string> {
  value: T;
  label: string;
  detail?: string;
}

export interface ChoiceGroupProps<T extends string> {
  /** Prefix of each control's id: `${idPrefix}-${value}`. */
  idPrefix: string;
  /** The controls' name: the field's wire name, for the form's plain post (JavaScript off). */
  name: string;
  type: "radio" | "checkbox";
  label: ReactNode;
  hint?: ReactNode;
  /** The message of the failed check for this group; marks every control invalid. */
  error?: string | null;
  required?: boolean;
  options: ReadonlyArray<Choice<T>>;
  isChecked: (value: T) => boolean;
  onSelect: (value: T) => void;
  columns?: "auto" | "two" | "three";
}

/** Radio or checkbox tiles in a labelled group; the group's error is announced with each control. */
export function ChoiceGroup<T extends string>({
  idPrefix,
  name,
  type,
  label,
  hint,
  error,
  required,
  options,
  isChecked,
  onSelect,
  columns = "auto",
}: ChoiceGroupProps<T>) {
  const labelId = `${idPrefix}-label`;
  const hintId = hint ? `${idPrefix}-hint` : undefined;
  const errorId = error ? `${idPrefix}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset aria-labelledby={labelId} className={css({ minW: "0" })}>
      <p id={labelId} className={labelText({ tone: "inherit" })}>
        {label}
        {required ? (
          <span aria-hidden="true" className={requiredMark()}>
            *
          </span>
        ) : null}
      </p>
      {hint ? (
        <p id={hintId} className={detail()}>
          {hint}
        </p>
      ) : null}
      <div
        // One css() call, the choice in the value (Panda extracts every branch of a css() call; a
        // pattern's branches each get the pattern's defaults, grid's 8px gap among them).
        className={css({
          mt: "2",
          display: "grid",
          gap: "2",
          gridTemplateColumns:
            columns === "three"
              ? { base: "1fr", sm: "repeat(3, minmax(0, 1fr))" }
              : columns === "two"
                ? { base: "1fr", sm: "repeat(2, minmax(0, 1fr))" }
                : "repeat(auto-fill, minmax(140px, 1fr))",
        })}
      >
        {options.map((option) => {
          const id = `${idPrefix}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className={css({
                position: "relative",
                display: "flex",
                alignItems: "flex-start",
                gap: "3",
                p: "3",
                minH: "12",
                borderWidth: "1px",
                borderColor: "border.strong",
                borderRadius: "md",
                bg: "bg.canvas",
                cursor: "pointer",
                transitionProperty: "border-color, background-color, box-shadow",
                transitionDuration: "fast",
                _hover: { borderColor: "border.hover" },
                "&:has(input:checked)": {
                  borderColor: "accent.default",
                  bg: "bg.accentSubtle",
                  boxShadow: "0 0 0 1px token(colors.accent.default)",
                },
                "&:has(input[aria-invalid=true])": { borderColor: "danger.fg" },
                "&:has(input:disabled)": { cursor: "not-allowed", opacity: 0.7 },
              })}
            >
              <input
                id={id}
                type={type}
                name={name}
                value={option.value}
                checked={isChecked(option.value)}
                onChange={() => onSelect(option.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                className={css({
                  mt: "0.5",
                  w: "4.5",
                  h: "4.5",
                  flexShrink: 0,
                  accentColor: "accent.default",
                  cursor: "inherit",
                })}
              />
              <span className={grid({ gap: "0.5" })}>
                <span className={labelText({ tone: "inherit", lineHeight: "1.3" })}>{option.label}</span>
                {option.detail ? (
                  <span className={detail({ lineHeight: "1.3" })}>{option.detail}</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className={fieldError({ mt: "2" })}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
