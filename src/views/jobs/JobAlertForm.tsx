import { useSelector } from "@xstate/react";
import { BellRing, Check, CloudOff, TriangleAlert } from "lucide-react";
import { type FormEvent, type RefObject, useRef } from "react";
import { css, cx } from "styled-system/css";
import { flex, grid, labelText, listIcon, notice } from "styled-system/patterns";
import { button } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import { type JobAlertEvent, jobAlertMachine } from "../../../machines/jobAlert";
import { dismissToastsLater, toastLater } from "../../components/toast/toastLater";
import { DraftStatus } from "../../components/ui/DraftStatus";
import { Field } from "../../components/ui/Field";
import { TextInput } from "../../components/ui/inputs";
import { ConsentLine, LeadHiddenFields } from "../../components/ui/LeadFormParts";
import { NoScriptNote } from "../../components/ui/NoScriptNote";
import { findJobsCopy, jobAlertFrequencies } from "../../content/jobs";
import { leadSendingCopy } from "../../content/leadForms";
import { draftActors } from "../../flows/draftActors";
import { storageReport } from "../../flows/storageReport";
import { useFlow } from "../../flows/useFlow";
import { LEADS_ENDPOINT } from "../../platform/leads/endpoint";
import { sendLeadActor, warmSendLead } from "../../platform/leads/sendLeadActor";
import { watchDelivery } from "../../platform/leads/watchDelivery";
import { jobAlertStore } from "./stores";

/**
 * The machine reads the stored alert on arrival and hears the alert another tab stores (issue 19):
 * the page only names the store and how what it holds reads as the machine's events.
 */
const alertDraft = draftActors<Parameters<typeof jobAlertStore.save>[0], JobAlertEvent>(jobAlertStore, {
  loaded: (alert) => ({ type: "draft.loaded", alert }),
  otherTab: (alert) => (alert ? { type: "otherTab.changed", alert } : null),
});

/** The alert's running actor: each part of the form reads what it shows with `useSelector`. */
type AlertActor = ActorRefFrom<typeof jobAlertMachine>;

/**
 * Email plus Daily / Weekly, registered with the lead intake (issue 34), then kept in this browser and
 * confirmed; JavaScript off, a plain post to the intake.
 * Each part reads only what it shows (issue 19), so a keystroke in the box re-renders the box, not
 * the Daily / Weekly choice, the button or the line about storage.
 */
export function JobAlertForm() {
  const emailRef = useRef<HTMLInputElement>(null);
  const actorRef = useFlow(jobAlertMachine, {
    actors: { ...alertDraft, sendLead: sendLeadActor, watchDelivery },
    actions: {
      storeAlert: ({ context, self }) => {
        if (!context.active) return;
        const report = storageReport(jobAlertStore.save(context.active), context.storage);
        if (report) self.send(report);
      },
      showConfirmation: ({ context }) => {
        if (!context.active) return;
        dismissToastsLater();
        const body = findJobsCopy.alertConfirmedBody(context.active.email, context.active.frequency);
        toastLater({
          title: findJobsCopy.alertConfirmedTitle,
          description: context.reference ? `${body} ${findJobsCopy.alertReference(context.reference)}` : body,
          tone: "success",
        });
      },
      // The box is already on the page in both modes that focus it; after 'Change alert' it
      // mounts in this commit, so wait for the paint.
      focusEmail: () => requestAnimationFrame(() => emailRef.current?.focus()),
    },
  });
  const confirmed = useSelector(
    actorRef,
    (state) => (state.matches("confirmed") || state.matches("queued")) && state.context.active !== null,
  );

  if (confirmed) return <ActiveAlert actorRef={actorRef} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: "form.submit" });
  };

  return (
    <form
      noValidate
      // JavaScript off (or not yet here): a plain post to the intake, which answers with the
      // thank-you or the error page; nothing goes in the URL. With it, the machine sends.
      method="post"
      action={LEADS_ENDPOINT}
      onSubmit={submit}
      // The sending code is fetched once the visitor starts, so an alert sent offline is still kept.
      onFocus={warmSendLead}
      aria-label={findJobsCopy.alertHeading}
      className={grid({ gap: "4" })}
    >
      <NoScriptNote tool="jobAlert" />
      <LeadHiddenFields kind="job-alert" page="/find-jobs" />
      <AlertStatus actorRef={actorRef} />
      <EmailField actorRef={actorRef} inputRef={emailRef} />
      <FrequencyChoice actorRef={actorRef} />
      <FailedNotice actorRef={actorRef} />
      <SubmitButton actorRef={actorRef} />
      <ConsentLine />
    </form>
  );
}

/** 'Create alert', busy while the alert is being registered. */
function SubmitButton({ actorRef }: { actorRef: AlertActor }) {
  const busy = useSelector(actorRef, (state) => state.hasTag("busy"));
  return (
    <button
      type="submit"
      aria-disabled={busy || undefined}
      className={cx(button({ size: "md" }), css({ w: "full" }))}
    >
      <BellRing aria-hidden="true" />
      {busy ? findJobsCopy.alertSubmitting : findJobsCopy.alertSubmit}
    </button>
  );
}

/** Not registered (the intake answered an error): what was typed stays, with 'Try again'. */
function FailedNotice({ actorRef }: { actorRef: AlertActor }) {
  const failed = useSelector(actorRef, (state) => state.matches("failed"));
  return (
    <div role="alert" className={css({ _empty: { display: "none" } })}>
      {failed ? (
        <div className={notice({ tone: "danger", display: "grid", gap: "2", p: "3", fontSize: "sm" })}>
          <span className={flex({ gap: "2", align: "flex-start", fontWeight: "600" })}>
            <TriangleAlert aria-hidden="true" size={18} className={css({ flexShrink: 0 })} />
            {leadSendingCopy.failed}
          </span>
          <button
            type="button"
            className={button({ variant: "outline", size: "sm" })}
            onClick={() => actorRef.send({ type: "form.retry" })}
          >
            {leadSendingCopy.tryAgain}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** Whether this tab's alert was kept, and the line about another tab's alert. */
function AlertStatus({ actorRef }: { actorRef: AlertActor }) {
  const notKept = useSelector(actorRef, (state) => state.context.storage === "refused");
  const conflict = useSelector(actorRef, (state) => state.context.conflict);
  return (
    <DraftStatus
      page="jobAlert"
      notKept={notKept}
      conflict={conflict}
      onDismissConflict={() => actorRef.send({ type: "conflict.dismiss" })}
    />
  );
}

/** The alert in force, with 'Change alert', in the form's place. */
function ActiveAlert({ actorRef }: { actorRef: AlertActor }) {
  const editRef = useRef<HTMLButtonElement>(null);
  const active = useSelector(actorRef, (state) => state.context.active);
  const queued = useSelector(actorRef, (state) => state.matches("queued"));
  const reference = useSelector(actorRef, (state) => state.context.reference);
  if (!active) return null;
  return (
    <div className={grid({ gap: "3" })}>
      <AlertStatus actorRef={actorRef} />
      <div
        className={flex({
          align: "flex-start",
          gap: "3",
          bg: queued ? "bg.subtle" : "success.bg",
          borderRadius: "md",
          p: "3.5",
        })}
      >
        {queued ? (
          <CloudOff aria-hidden="true" size={20} className={listIcon({ color: "fg.secondary", mt: "0.5" })} />
        ) : (
          <Check aria-hidden="true" size={20} className={listIcon({ color: "success.fg", mt: "0.5" })} />
        )}
        <div className={css({ minW: "0" })} role="status">
          {queued ? (
            <p className={css({ fontSize: "sm", color: "fg.default", mb: "1" })}>{leadSendingCopy.queued}</p>
          ) : null}
          <p className={css({ fontSize: "sm", color: "fg.secondary" })}>
            {findJobsCopy.alertActive(active.frequency)}
            <strong className={css({ display: "block", overflowWrap: "anywhere", color: "fg.default" })}>
              {active.email}
            </strong>
            {!queued && reference ? <span>{findJobsCopy.alertReference(reference)}</span> : null}
          </p>
          <button
            ref={editRef}
            type="button"
            onClick={() => actorRef.send({ type: "alert.edit" })}
            className={cx(
              button({ variant: "ghost", size: "sm" }),
              css({ mt: "1", ml: "-3", color: "fg.accent" }),
            )}
          >
            {findJobsCopy.alertEdit}
          </button>
        </div>
      </div>
    </div>
  );
}

/** The email box: its text, and the message while the machine is in its 'invalid' state. */
function EmailField({
  actorRef,
  inputRef,
}: {
  actorRef: AlertActor;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const email = useSelector(actorRef, (state) => state.context.email);
  const invalid = useSelector(actorRef, (state) => state.hasTag("invalid"));
  const serverError = useSelector(actorRef, (state) => state.context.serverError);
  return (
    <Field
      label={findJobsCopy.alertEmailLabel}
      error={invalid ? (serverError ?? findJobsCopy.alertInvalid) : undefined}
    >
      {(props) => (
        <TextInput
          {...props}
          ref={inputRef}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          placeholder={findJobsCopy.alertEmailPlaceholder}
          value={email}
          onChange={(event) =>
            actorRef.send({ type: "field.change", field: "email", value: event.target.value })
          }
        />
      )}
    </Field>
  );
}

/** Daily / Weekly. */
function FrequencyChoice({ actorRef }: { actorRef: AlertActor }) {
  const frequency = useSelector(actorRef, (state) => state.context.frequency);
  return (
    <fieldset className={css({ minW: "0" })}>
      <legend className={labelText({ tone: "inherit", mb: "1.5" })}>
        {findJobsCopy.alertFrequencyLabel}
      </legend>
      <div
        className={grid({
          gap: "1",
          gridTemplateColumns: "1fr 1fr",
          p: "1",
          bg: "bg.muted",
          borderRadius: "md",
        })}
      >
        {jobAlertFrequencies.map((option) => (
          <label
            key={option.value}
            className={flex({
              align: "center",
              justify: "center",
              position: "relative",
              minH: "9",
              borderRadius: "sm",
              fontSize: "sm",
              fontWeight: "600",
              color: "fg.body",
              cursor: "pointer",
              "&:has(input:checked)": { bg: "bg.panel", color: "fg.default", boxShadow: "card" },
              "&:has(input:focus-visible)": {
                outline: "3px solid token(colors.focusRing)",
                outlineOffset: "1px",
              },
            })}
          >
            <input
              type="radio"
              name="frequency"
              value={option.value}
              checked={frequency === option.value}
              onChange={() =>
                actorRef.send({ type: "field.change", field: "frequency", value: option.value })
              }
              className={css({ position: "absolute", opacity: 0, inset: "0", cursor: "pointer" })}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
