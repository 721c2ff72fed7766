import { useSelector } from "@xstate/react";
import type { ComponentProps } from "react";
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

type Bound<P> = Omit<P, "name" | "value" | "onChange"> & { actorRef: WizardActor; name: DraftField };

/** A text box for one field of the draft; `name` is the field. */
export function DraftTextInput({ actorRef, name, ...props }: Bound<ComponentProps<typeof TextInput>>) {
  const value = useDraftValue(actorRef, name);
  return <TextInput {...props} name={name} value={value} onChange={onChangeOf(actorRef, name)} />;
}

/** A text area for one field of the draft. */
export function DraftTextArea({ actorRef, name, ...props }: Bound<ComponentProps<typeof TextArea>>) {
  const value = useDraftValue(actorRef, name);
  return <TextArea {...props} name={name} value={value} onChange={onChangeOf(actorRef, name)} />;
}

/** A select for one field of the draft; its options are the children. */
export function DraftSelect({ actorRef, name, ...props }: Bound<ComponentProps<typeof NativeSelect>>) {
  const value = useDraftValue(actorRef, name);
  return <NativeSelect {...props} name={name} value={value} onChange={onChangeOf(actorRef, name)} />;
}
