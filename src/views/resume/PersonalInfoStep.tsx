import { useSelector } from "@xstate/react";
import { ImagePlus, Trash2 } from "lucide-react";
import { type ChangeEvent, useId } from "react";
import { css } from "styled-system/css";
import { detail, flex, grid, labelText, panel, stack, visuallyHidden } from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { Field } from "../../components/ui/Field";
import { TextInput } from "../../components/ui/inputs";
import { resumeCopy, resumeMessages, SPECIALTIES } from "../../content/resume";
import {
  ACCEPTED_PHOTO_TYPES,
  MAX_FIELD_LENGTH,
  type PersonalField,
  personalInfoProblems,
} from "../../domain/resume";
import { Avatar } from "./Avatar";
import type { BuilderActor } from "./builderState";
import { errorText } from "./styles";

const copy = resumeCopy.personal;

const FIELDS: Array<{
  field: PersonalField;
  label: string;
  placeholder: string;
  type: string;
  autoComplete: string;
}> = [
  {
    field: "fullName",
    label: copy.fullName,
    placeholder: copy.fullNamePlaceholder,
    type: "text",
    autoComplete: "name",
  },
  {
    field: "email",
    label: copy.email,
    placeholder: copy.emailPlaceholder,
    type: "email",
    autoComplete: "email",
  },
  { field: "phone", label: copy.phone, placeholder: copy.phonePlaceholder, type: "tel", autoComplete: "tel" },
  {
    field: "location",
    label: copy.location,
    placeholder: copy.locationPlaceholder,
    type: "text",
    autoComplete: "address-level2",
  },
];

/** The photo's file input: focus returns to it when the photo is removed. */
export const PHOTO_INPUT_ID = "resume-photo-input";

/**
 * Step 1: photo, contact details and specialty. Each part reads only what it shows, so a keystroke
 * in one field re-renders that field (and the preview), not the photo, the specialty or the others.
 */
export function PersonalInfoStep({ actorRef }: { actorRef: BuilderActor }) {
  return (
    <div className={stack({ gap: "7" })}>
      <PhotoPicker actorRef={actorRef} />
      <div className={grid({ gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, gap: "5" })}>
        {FIELDS.map((field) => (
          <PersonalTextField key={field.field} actorRef={actorRef} {...field} />
        ))}
      </div>
      <SpecialtyChoice actorRef={actorRef} />
    </div>
  );
}

function PhotoPicker({ actorRef }: { actorRef: BuilderActor }) {
  const photo = useSelector(actorRef, (state) => state.context.photo);
  const photoError = useSelector(actorRef, (state) => state.context.photoError);
  const fullName = useSelector(actorRef, (state) => state.context.profile.personalInfo.fullName);
  const send = actorRef.send;
  const photoInputId = PHOTO_INPUT_ID;
  const photoHintId = useId();
  const photoErrorId = useId();

  const onPhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Clearing lets the visitor pick the same file again after fixing it.
    input.value = "";
    if (!file) return;
    send({
      type: "photo.select",
      photo: { name: file.name, type: file.type, size: file.size, url: URL.createObjectURL(file) },
    });
  };

  return (
    <div
      className={panel({
        tone: "subtle",
        display: "flex",
        alignItems: { base: "flex-start", sm: "center" },
        gap: "5",
        p: "4",
      })}
    >
      <Avatar photoUrl={photo?.url ?? null} name={fullName} size={72} />
      <div className={stack({ gap: "2", minW: "0" })}>
        <p className={labelText({ tone: "inherit" })}>{copy.photo}</p>
        <div className={flex({ wrap: "wrap", gap: "2" })}>
          <input
            id={photoInputId}
            type="file"
            accept={ACCEPTED_PHOTO_TYPES.join(",")}
            onChange={onPhoto}
            aria-describedby={photoError ? `${photoHintId} ${photoErrorId}` : photoHintId}
            aria-invalid={photoError ? true : undefined}
            className={visuallyHidden({
              "&:focus-visible + label": {
                outline: "3px solid token(colors.focusRing)",
                outlineOffset: "2px",
              },
            })}
          />
          <label htmlFor={photoInputId} className={button({ variant: "outline", size: "sm" })}>
            <ImagePlus aria-hidden="true" />
            {photo ? copy.photoReplace : copy.photoUpload}
          </label>
          {photo ? (
            <button
              type="button"
              className={button({ variant: "ghost", size: "sm" })}
              onClick={() => send({ type: "photo.remove" })}
            >
              <Trash2 aria-hidden="true" />
              {copy.photoRemove}
            </button>
          ) : null}
        </div>
        <p id={photoHintId} className={detail()}>
          {copy.photoHint}
        </p>
        {photoError ? (
          <p id={photoErrorId} role="alert" className={errorText}>
            {resumeMessages.photo[photoError]}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function PersonalTextField({
  actorRef,
  field,
  label,
  placeholder,
  type,
  autoComplete,
}: (typeof FIELDS)[number] & { actorRef: BuilderActor }) {
  const value = useSelector(actorRef, (state) => state.context.profile.personalInfo[field]);
  // Only the email has a message, once Next was refused on this step.
  const invalid = useSelector(
    actorRef,
    (state) =>
      field === "email" &&
      state.context.showPersonalErrors &&
      Boolean(personalInfoProblems(state.context.profile.personalInfo).email),
  );
  // The intake's message on this field, when it refused the application (issue 34).
  const refused = useSelector(
    actorRef,
    (state) => state.context.serverErrors[`profile.personalInfo.${field}`] ?? null,
  );
  return (
    <Field label={label} error={invalid ? resumeMessages.email : (refused ?? undefined)}>
      {(props) => (
        <TextInput
          {...props}
          name={field}
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          maxLength={MAX_FIELD_LENGTH}
          value={value}
          onChange={(event) => actorRef.send({ type: "field.change", field, value: event.target.value })}
        />
      )}
    </Field>
  );
}

function SpecialtyChoice({ actorRef }: { actorRef: BuilderActor }) {
  const specialty = useSelector(actorRef, (state) => state.context.profile.specialty);
  const specialtyHintId = useId();
  return (
    <fieldset
      className={css({ border: "none", p: "0", m: "0", minW: "0" })}
      aria-describedby={specialtyHintId}
    >
      <legend className={labelText({ tone: "inherit", p: "0" })}>{copy.specialty}</legend>
      <p id={specialtyHintId} className={detail({ mt: "1" })}>
        {copy.specialtyHint}
      </p>
      <div className={flex({ wrap: "wrap", gap: "2", mt: "3" })}>
        {SPECIALTIES.map((option) => (
          <label
            key={option.value}
            className={css({
              position: "relative",
              display: "inline-flex",
              alignItems: "center",
              gap: "2",
              minH: "11",
              px: "4",
              borderRadius: "full",
              borderWidth: "1px",
              borderColor: "border.strong",
              bg: "bg.canvas",
              fontSize: "sm",
              fontWeight: "600",
              color: "fg.default",
              cursor: "pointer",
              transitionProperty: "background-color, border-color, color, box-shadow",
              transitionDuration: "fast",
              _hover: { borderColor: "border.control", bg: "bg.subtle" },
              "&:has(input:checked)": {
                bg: "bg.strong",
                borderColor: "border.selected",
                color: "white",
              },
              "&:has(input:focus-visible)": {
                outline: "3px solid token(colors.focusRing)",
                outlineOffset: "2px",
              },
            })}
          >
            <input
              type="radio"
              name="specialty"
              value={option.value}
              checked={specialty === option.value}
              onChange={() => actorRef.send({ type: "specialty.select", specialty: option.value })}
              className={visuallyHidden()}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
