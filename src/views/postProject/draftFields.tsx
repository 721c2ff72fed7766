import { useSelector } from "@xstate/react";
import type { ComponentProps, ReactElement } from "react";
import { css } from "styled-system/css";
import { NativeSelect, TextArea, TextInput } from "../../components/ui/inputs";
import type { BudgetField, DetailsField } from "../../domain/projectWizard";
import type { WizardActor } from "./types";

/** A field of the draft that a visitor types or picks. */
export type DraftField = DetailsField | BudgetField;

/**
 * The draft's value of `field`. A part that shows one field reads it with this and re-renders when
 * that value changes, and only then: a keystroke in the title re-renders the title's box (and the
 * preview), not the step, its other fields or its buttons (issue 19).
 */
export function useDraftValue(actorRef: WizardActor, field: DraftField): string {
  return useSelector(actorRef, (state) => state.context.draft[field]);
}

/** What the visitor typed or picked, as the machine's event. */
function onChangeOf(actorRef: WizardActor, field: DraftField) {
  return (event: { target: { value: string } }) =>
    actorRef.send({ type: "field.change", field, value: event.target.value });
}

/**
 * The intake's message on this field, when it refused the project (issue 34): shown under the
 * control, which is marked invalid and described by it. Null otherwise.
 */
export function useRefusal(actorRef: WizardActor, field: string): string | null {
  return useSelector(actorRef, (state) => state.context.serverErrors[field] ?? null);
}

export function refusalId(field: string): string {
  return `refused-${field}`;
}

/** The control, and under it the intake's message on its field when there is one. */
function WithRefusal({
  actorRef,
  name,
  describedBy,
  children,
}: {
  actorRef: WizardActor;
  name: string;
  describedBy: string | undefined;
  children: (props: { "aria-invalid"?: true; "aria-describedby"?: string }) => ReactElement;
}) {
  const message = useRefusal(actorRef, name);
  if (!message) return children({ "aria-describedby": describedBy });
  const id = refusalId(name);
  return (
    <>
      {children({
        "aria-invalid": true,
        "aria-describedby": [describedBy, id].filter(Boolean).join(" "),
      })}
      <p
        id={id}
        data-refused={name}
        className={css({ fontSize: "sm", color: "danger.fg", fontWeight: "500" })}
      >
        {message}
      </p>
    </>
  );
}

type Bound<P> = Omit<P, "name" | "value" | "onChange"> & { actorRef: WizardActor; name: DraftField };

/** A text box for one field of the draft; `name` is the field. */
export function DraftTextInput({ actorRef, name, ...props }: Bound<ComponentProps<typeof TextInput>>) {
  const value = useDraftValue(actorRef, name);
  return (
    <WithRefusal actorRef={actorRef} name={name} describedBy={props["aria-describedby"]}>
      {(refusal) => (
        <TextInput {...props} {...refusal} name={name} value={value} onChange={onChangeOf(actorRef, name)} />
      )}
    </WithRefusal>
  );
}

/** A text area for one field of the draft. */
export function DraftTextArea({ actorRef, name, ...props }: Bound<ComponentProps<typeof TextArea>>) {
  const value = useDraftValue(actorRef, name);
  return (
    <WithRefusal actorRef={actorRef} name={name} describedBy={props["aria-describedby"]}>
      {(refusal) => (
        <TextArea {...props} {...refusal} name={name} value={value} onChange={onChangeOf(actorRef, name)} />
      )}
    </WithRefusal>
  );
}

/** A select for one field of the draft; its options are the children. */
export function DraftSelect({ actorRef, name, ...props }: Bound<ComponentProps<typeof NativeSelect>>) {
  const value = useDraftValue(actorRef, name);
  return (
    <WithRefusal actorRef={actorRef} name={name} describedBy={props["aria-describedby"]}>
      {(refusal) => (
        <NativeSelect
          {...props}
          {...refusal}
          name={name}
          value={value}
          onChange={onChangeOf(actorRef, name)}
        />
      )}
    </WithRefusal>
  );
}
