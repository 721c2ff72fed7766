import { useSelector } from "@xstate/react";
import { Loader2, Send } from "lucide-react";
import { css, cx } from "styled-system/css";
import { detail, flex, labelText, notice, spinner, title } from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { Field } from "../../components/ui/Field";
import { TextInput } from "../../components/ui/inputs";
import { leadFormsCopy } from "../../content/leadForms";
import { projectLeadCopy } from "../../content/projectLead";
import { CONTACT_EMAIL_MAX, PROJECT_CONTACT_FIELD } from "../../domain/projectLead";
import { CONTACT_INPUT_ID, SEND_OUTCOME_ID } from "./sendIds";
import type { WizardProps } from "./types";

const copy = projectLeadCopy;

/**
 * Review & Post's send card (issue 34): the address the team answers, the consent line the visitor
 * agrees to by posting (sent word for word), and 'Post project'. While it is on its way the button
 * says 'Posting…' and takes no second press; a failure says so here with 'Try again' (the same
 * submission id: a retry never makes a second project).
 */
export function ProjectSend({ actorRef }: WizardProps) {
  const email = useSelector(actorRef, (state) => state.context.email);
  const contactError = useSelector(actorRef, (state) => state.context.contactError);
  const serverError = useSelector(actorRef, (state) => state.context.serverErrors[PROJECT_CONTACT_FIELD]);
  const submitting = useSelector(actorRef, (state) => state.matches("submitting"));
  const failed = useSelector(actorRef, (state) => state.matches({ editing: { send: "failed" } }));
  const refused = useSelector(actorRef, (state) => state.matches({ editing: { send: "refused" } }));
  const serverMessage = useSelector(actorRef, (state) => state.context.serverMessage);
  const send = actorRef.send;
  const error = contactError ? copy.contact.errors[contactError] : (serverError ?? undefined);

  return (
    <section
      aria-labelledby="project-send-heading"
      data-testid="project-send"
      className={css({
        mt: "7",
        p: { base: "5", md: "6" },
        borderRadius: "xl",
        borderWidth: "1px",
        borderColor: "border.default",
        bg: "bg.subtle",
      })}
    >
      <h3 id="project-send-heading" className={title({ size: "lg" })}>
        {copy.heading}
      </h3>
      <p className={detail({ size: "inherit", mt: "1" })}>{copy.intro}</p>
      <div
        id={SEND_OUTCOME_ID}
        tabIndex={-1}
        role="status"
        className={css({ _focus: { outline: "none" }, _empty: { display: "none" }, mt: "4" })}
      >
        {failed ? (
          <div className={notice({ tone: "danger", p: "3", borderRadius: "md" })}>
            <p className={labelText({ color: "inherit" })}>{copy.failed.title}</p>
            <p className={css({ fontSize: "sm", mt: "1" })}>{copy.failed.body}</p>
          </div>
        ) : refused ? (
          <div className={notice({ tone: "danger", p: "3", borderRadius: "md" })}>
            <p className={labelText({ color: "inherit" })}>{copy.refused.title}</p>
            <p className={css({ fontSize: "sm", mt: "1" })}>{serverMessage || copy.refused.body}</p>
          </div>
        ) : null}
      </div>
      <form
        noValidate
        className={css({ mt: "4", display: "flex", flexDirection: "column", gap: "4" })}
        onSubmit={(event) => {
          event.preventDefault();
          // After a failure the same button is 'Try again': the same submission, as on every form.
          send({ type: failed ? "form.retry" : "form.submit" });
        }}
      >
        <Field
          label={copy.contact.label}
          hint={copy.contact.hint}
          required
          error={error}
          id={CONTACT_INPUT_ID}
        >
          {(props) => (
            <TextInput
              {...props}
              type="email"
              name={PROJECT_CONTACT_FIELD}
              autoComplete="email"
              inputMode="email"
              maxLength={CONTACT_EMAIL_MAX}
              placeholder={copy.contact.placeholder}
              value={email}
              readOnly={submitting}
              onChange={(event) =>
                send({ type: "field.change", field: PROJECT_CONTACT_FIELD, value: event.target.value })
              }
            />
          )}
        </Field>
        <p data-testid="consent" className={detail({ size: "sm", maxW: "prose" })}>
          {leadFormsCopy.consent}{" "}
          <a href={leadFormsCopy.privacyPath} className={css({ textDecoration: "underline" })}>
            {leadFormsCopy.privacyLink}
          </a>
        </p>
        <div className={flex({ gap: "3", wrap: "wrap" })}>
          <button
            type="submit"
            aria-disabled={submitting || undefined}
            className={cx(button({ variant: "solid", size: "lg" }), css({ w: { base: "full", sm: "auto" } }))}
            onClick={(event) => {
              // A second press while it is on its way sends nothing (the machine takes no form.submit then).
              if (submitting) event.preventDefault();
            }}
          >
            {submitting ? <Loader2 aria-hidden="true" className={spinner()} /> : <Send aria-hidden="true" />}
            {submitting ? copy.posting : failed ? copy.tryAgain : copy.post}
          </button>
        </div>
      </form>
    </section>
  );
}
