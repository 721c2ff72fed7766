import { type ReactNode, useId } from "react";
import { css } from "styled-system/css";

/** What a Field hands its control so label, hint and error are wired up for assistive tech. */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  required?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  /** Shown under the label; announced with the control. */
  hint?: ReactNode;
  /** A message from a rule (src/domain); marks the control invalid and is announced with it. */
  error?: ReactNode;
  required?: boolean;
  /** Shown after the label for optional fields. */
  optionalText?: string;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form control: `<Field label="Email">{(props) => <TextInput type="email" {...props} />}</Field>`.
 * The label, hint and error live here; the value and the rules live in a machine.
 */
export function Field({ label, hint, error, required, optionalText, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className ?? css({ display: "flex", flexDirection: "column", gap: "1.5", minW: "0" })}>
      <label htmlFor={controlId} className={css({ fontWeight: "600", fontSize: "sm", color: "fg.default" })}>
        {label}
        {required ? (
          <span aria-hidden="true" className={css({ color: "danger.fg", ml: "0.5" })}>
            *
          </span>
        ) : optionalText ? (
          <span className={css({ color: "fg.muted", fontWeight: "400", ml: "1.5" })}>{optionalText}</span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={css({ fontSize: "sm", color: "fg.muted", mt: "-0.5" })}>
          {hint}
        </p>
      ) : null}
      {children({
        id: controlId,
        "aria-describedby": describedBy,
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(required ? { required: true } : {}),
      })}
      {error ? (
        <p id={errorId} className={css({ fontSize: "sm", color: "danger.fg", fontWeight: "500" })}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
