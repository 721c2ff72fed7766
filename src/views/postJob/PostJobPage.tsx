import { Link, useRouter } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import {
  ArrowLeft,
  ArrowRight,
  BadgeCheck,
  CircleCheck,
  Handshake,
  Send,
  TriangleAlert,
  Users,
  Zap,
} from "lucide-react";
import { type ReactNode, useRef } from "react";
import { css } from "styled-system/css";
import {
  detail,
  eyebrow,
  flex,
  grid,
  inlineLink,
  invertedCard,
  notice,
  pageContainer,
  panel,
  plainList,
  rule,
  stack,
  title,
} from "styled-system/patterns";
import { button } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import { jobPostMachine } from "../../../machines/jobPost";
import type { ToastMessage } from "../../components/toast/toaster";
import { dismissToastsLater, toastLater } from "../../components/toast/toastLater";
import { DraftStatus } from "../../components/ui/DraftStatus";
import { Field, type FieldControlProps, type FieldProps } from "../../components/ui/Field";
import { NativeSelect, TextArea, TextInput } from "../../components/ui/inputs";
import { LazyDialog as Dialog, warmDialog } from "../../components/ui/LazyDialog";
import { ConsentLine, LeadHiddenFields } from "../../components/ui/LeadFormParts";
import { leadSendingCopy } from "../../content/leadForms";
import { EMPLOYMENT_TYPES, JOB_POST_INDUSTRIES, postJobCopy } from "../../content/postJob";
import {
  isJobPostReady,
  JOB_POST_FIELDS,
  JOB_POST_MAX_LENGTH,
  type JobPostField,
  type JobPostProblem,
  type JobPostValues,
  jobPostProblems,
  missingJobPostFields,
} from "../../domain/jobPost";
import { isBlankJobPost } from "../../domain/jobPostDraft";
import { storageReport } from "../../flows/storageReport";
import { useFlow } from "../../flows/useFlow";
import { LEADS_ENDPOINT } from "../../platform/leads/endpoint";
import { sendLeadActor, warmSendLead } from "../../platform/leads/sendLeadActor";
import { watchDelivery } from "../../platform/leads/watchDelivery";
import { onDemand } from "../../startup/onDemand";
import { PageIntro } from "../shell/PageIntro";
import { jobPostDraftActors, jobPostDraftStore } from "./draftStore";

const copy = postJobCopy;
const POINT_ICONS = [BadgeCheck, Handshake, Users, Zap];

/**
 * One toast per submit (issue 36): every toast of this form has the same id, so the toast of an
 * earlier try is replaced in place by this one, never stacked beside it, however fast the submits.
 */
function showToast(message: ToastMessage) {
  toastLater({ ...message, id: "post-job" });
}

/** The form's running actor: each part of the page reads what it shows with `useSelector`. */
type JobPostActor = ActorRefFrom<typeof jobPostMachine>;

export function PostJobPage() {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const actorRef = useFlow(jobPostMachine, {
    actions: {
      showMissingToast: () => showToast({ ...copy.missingToast, tone: "destructive" }),
      focusFirstMissing: ({ context }) => {
        const first = missingJobPostFields(context.values)[0];
        if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      },
      // Complete but refused: the first field that fails its check (email, name or phone) says why.
      showInvalidEmailToast: ({ context }) =>
        showToast({
          ...copy.invalidToast[firstProblemOf(context.values)?.[1] ?? "email"],
          tone: "destructive",
        }),
      focusEmail: ({ context }) => {
        const field = firstProblemOf(context.values)?.[0] ?? "email";
        formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
      },
      showRefusedToast: () => showToast({ ...leadSendingCopy.refusedToast, tone: "destructive" }),
      focusFirstRefused: ({ context }) => {
        const first = JOB_POST_FIELDS.find((field) => context.serverErrors[field]);
        if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      },
      dismissToasts: dismissToastsLater,
      // The answers are kept in this browser as they are typed, so a reload does not lose them.
      keepDraft: ({ context, self }) => {
        if (isBlankJobPost(context.values)) {
          jobPostDraftStore.clear();
          return;
        }
        const report = storageReport(jobPostDraftStore.save(context.values), context.storage);
        if (report) self.send(report);
      },
      clearDraft: () => jobPostDraftStore.clear(),
      goBack: () => {
        // Straight to the employers page when this page was opened directly, with nowhere to go back to.
        if (window.history.length > 1) router.history.back();
        else void router.navigate({ to: "/for-employers" });
      },
    },
    guards: { isReadyToSend: ({ context }) => isJobPostReady(context.values, phoneCheck()) },
    actors: { sendLead: sendLeadActor, watchDelivery, ...jobPostDraftActors },
  });
  const send = actorRef.send;
  // The page reads nothing of the state itself: each part below reads what it shows (issue 19).
  return (
    <>
      <PageIntro path="/post-job" compact />
      <div className={pageContainer({ pt: { base: "4", md: "6" }, pb: { base: "8", md: "12" } })}>
        <button
          type="button"
          className={button({ variant: "ghost", size: "sm" })}
          onClick={() => send({ type: "nav.back" })}
        >
          <ArrowLeft aria-hidden="true" />
          {copy.back}
        </button>
        <div
          className={grid({
            mt: "3",
            gridTemplateColumns: { base: "1fr", lg: "minmax(0, 1fr) 20rem" },
            gap: { base: "6", lg: "8" },
            alignItems: "start",
          })}
        >
          <section
            aria-labelledby="job-form-heading"
            className={panel({ elevated: true, borderRadius: "xl", p: { base: "5", md: "8" }, minW: "0" })}
          >
            <h2 id="job-form-heading" className={title({ size: { base: "xl", md: "2xl" } })}>
              {copy.formHeading}
            </h2>
            <p className={detail({ mt: "1" })}>{copy.formIntro}</p>

            <MissingSummary actorRef={actorRef} />
            <JobPostDraftStatus actorRef={actorRef} />

            <form
              ref={formRef}
              // JavaScript off (or not yet here): a plain post to the intake, which answers with the
              // thank-you or the error page; nothing goes in the URL. With it, the machine sends.
              method="post"
              action={LEADS_ENDPOINT}
              noValidate
              aria-labelledby="job-form-heading"
              // The thank-you dialog's code and the sending code are fetched once the visitor starts, so the
              // post is kept (and the dialog opens) offline too.
              onFocus={() => {
                warmDialog();
                warmSendLead();
                phoneCode.warm();
              }}
              onSubmit={(event) => {
                event.preventDefault();
                send({ type: "form.submit" });
              }}
            >
              <LeadHiddenFields kind="job-post" page="/post-job" />
              <FormGroup legend={copy.sections.contact}>
                <PostField
                  actorRef={actorRef}
                  label={copy.fields.name.label}
                  required
                  field="name"
                  className={wide}
                >
                  {(props, bound) => (
                    <TextInput
                      {...props}
                      {...bound}
                      maxLength={JOB_POST_MAX_LENGTH.name}
                      autoComplete={copy.fields.name.autoComplete}
                      placeholder={copy.fields.name.placeholder}
                    />
                  )}
                </PostField>
                <PostField actorRef={actorRef} label={copy.fields.email.label} required field="email">
                  {(props, bound) => (
                    <TextInput
                      {...props}
                      {...bound}
                      maxLength={JOB_POST_MAX_LENGTH.email}
                      type="email"
                      inputMode="email"
                      autoComplete={copy.fields.email.autoComplete}
                      placeholder={copy.fields.email.placeholder}
                    />
                  )}
                </PostField>
                <PostField actorRef={actorRef} label={copy.fields.phone.label} required field="phone">
                  {(props, bound) => (
                    <TextInput
                      {...props}
                      {...bound}
                      maxLength={JOB_POST_MAX_LENGTH.phone}
                      type="tel"
                      autoComplete={copy.fields.phone.autoComplete}
                      placeholder={copy.fields.phone.placeholder}
                    />
                  )}
                </PostField>
              </FormGroup>

              <FormGroup legend={copy.sections.role}>
                <PostField
                  actorRef={actorRef}
                  label={copy.fields.jobTitle.label}
                  required
                  field="jobTitle"
                  className={wide}
                >
                  {(props, bound) => (
                    <TextInput
                      {...props}
                      {...bound}
                      maxLength={JOB_POST_MAX_LENGTH.jobTitle}
                      placeholder={copy.fields.jobTitle.placeholder}
                    />
                  )}
                </PostField>
                <PostField actorRef={actorRef} label={copy.fields.industry.label} required field="industry">
                  {(props, bound) => (
                    <SelectWithPlaceholder
                      props={props}
                      bound={bound}
                      placeholder={copy.fields.industry.placeholder}
                      options={JOB_POST_INDUSTRIES}
                    />
                  )}
                </PostField>
                <PostField
                  actorRef={actorRef}
                  label={copy.fields.employmentType.label}
                  required
                  field="employmentType"
                >
                  {(props, bound) => (
                    <SelectWithPlaceholder
                      props={props}
                      bound={bound}
                      placeholder={copy.fields.employmentType.placeholder}
                      options={EMPLOYMENT_TYPES}
                    />
                  )}
                </PostField>
                <PostField
                  actorRef={actorRef}
                  label={copy.fields.skills.label}
                  hint={copy.fields.skills.hint}
                  required
                  field="skills"
                  className={wide}
                >
                  {(props, bound) => (
                    <TextInput
                      {...props}
                      {...bound}
                      maxLength={JOB_POST_MAX_LENGTH.skills}
                      placeholder={copy.fields.skills.placeholder}
                    />
                  )}
                </PostField>
                <PostField
                  actorRef={actorRef}
                  field="comments"
                  label={copy.fields.comments.label}
                  optionalText={copy.fields.comments.optional}
                  className={wide}
                >
                  {(props, bound) => (
                    <TextArea
                      {...props}
                      {...bound}
                      maxLength={JOB_POST_MAX_LENGTH.comments}
                      rows={4}
                      placeholder={copy.fields.comments.placeholder}
                    />
                  )}
                </PostField>
              </FormGroup>

              <FailedNotice actorRef={actorRef} />
              <div
                className={rule({
                  mt: "8",
                  pt: "6",
                  display: "flex",
                  flexDirection: { base: "column", sm: "row" },
                  alignItems: { base: "stretch", sm: "center" },
                  justifyContent: "flex-end",
                  gap: "4",
                })}
              >
                <ConsentLine className={css({ flex: "1", maxW: "md" })} />
                <SubmitButton actorRef={actorRef} />
              </div>
            </form>
          </section>

          <aside
            aria-labelledby="why-post"
            className={invertedCard({ borderRadius: "xl", p: { base: "6", md: "7" } })}
          >
            <h2 id="why-post" className={title()}>
              {copy.aside.heading}
            </h2>
            <ul className={plainList({ gap: "5", mt: "5" })}>
              {copy.aside.points.map((point, index) => {
                const Icon = POINT_ICONS[index] ?? CircleCheck;
                return (
                  <li key={point.title} className={flex({ gap: "3" })}>
                    <span
                      aria-hidden="true"
                      className={css({
                        flexShrink: 0,
                        w: "9",
                        h: "9",
                        borderRadius: "md",
                        bg: "bg.invertedMuted",
                        color: "fg.invertedAccent",
                        display: "inline-flex",
                        alignItems: "center",
                        justifyContent: "center",
                      })}
                    >
                      <Icon size={18} />
                    </span>
                    <span>
                      <span className={css({ display: "block", fontWeight: "600" })}>{point.title}</span>
                      <span className={detail({ tone: "inverted", display: "block" })}>{point.body}</span>
                    </span>
                  </li>
                );
              })}
            </ul>
            <div className={rule({ mt: "6", pt: "5", borderColor: "border.inverted" })}>
              <p className={detail({ tone: "inverted" })}>{copy.aside.projectPrompt}</p>
              <Link
                to="/post-project"
                className={inlineLink({ tone: "inverted", mt: "1", _hover: { color: "accent.soft" } })}
              >
                {copy.aside.projectLink}
                <ArrowRight aria-hidden="true" size={16} />
              </Link>
            </div>
          </aside>
        </div>
      </div>

      <ThanksDialog actorRef={actorRef} />
    </>
  );
}

const wide = stack({ gap: "1.5", gridColumn: "1 / -1", minW: "0" });

function FormGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={css({ mt: "7" })}>
      <legend className={eyebrow({ tone: "muted", size: "xs", mb: "4" })}>{legend}</legend>
      {/* Two columns wherever the card has room for two 14rem fields (a 612 px tablet too), else one. */}
      <div
        className={grid({
          gap: "5",
          gridTemplateColumns: "repeat(auto-fit, minmax(max(14rem, calc((100% - 1.25rem) / 2)), 1fr))",
        })}
      >
        {children}
      </div>
    </fieldset>
  );
}

function SelectWithPlaceholder({
  props,
  bound,
  placeholder,
  options,
}: {
  props: FieldControlProps;
  bound: BoundField;
  placeholder: string;
  options: readonly string[];
}) {
  return (
    <NativeSelect {...props} {...bound}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </NativeSelect>
  );
}

/** The submit button: busy while the post is being sent (another click sends nothing more). */
function SubmitButton({ actorRef }: { actorRef: JobPostActor }) {
  const busy = useSelector(actorRef, (state) => state.hasTag("busy"));
  return (
    <button
      type="submit"
      aria-disabled={busy || undefined}
      className={`${button({ variant: "solid", size: "lg" })} ${css({ w: { base: "full", sm: "auto" }, flexShrink: 0 })}`}
    >
      <Send aria-hidden="true" />
      {busy ? copy.submitting : copy.submit}
    </button>
  );
}

/** Not sent (the intake answered an error): the answers stay, and 'Try again' sends the same post. */
function FailedNotice({ actorRef }: { actorRef: JobPostActor }) {
  const failed = useSelector(actorRef, (state) => state.matches("failed"));
  return (
    <div role="alert" className={css({ _empty: { display: "none" }, mt: "6" })}>
      {failed ? (
        <div
          className={notice({
            tone: "danger",
            display: "flex",
            flexWrap: "wrap",
            alignItems: "center",
            gap: "3",
            p: "3",
          })}
        >
          <TriangleAlert aria-hidden="true" size={18} />
          <span className={css({ flex: "1", minW: "12rem", fontSize: "sm", fontWeight: "600" })}>
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

/**
 * The 'Thank You!' dialog once the intake answered the post's reference (`sent`), or the line that it
 * is saved on this device (`queued`); a queued post that goes meanwhile turns it into the first.
 */
function ThanksDialog({ actorRef }: { actorRef: JobPostActor }) {
  const shown = useSelector(actorRef, (state) =>
    state.matches("sent")
      ? `sent:${state.context.reference}:${state.context.values.email}`
      : state.matches("queued")
        ? "queued"
        : "",
  );
  const [, reference = "", email = ""] = shown.split(":");
  return (
    <Dialog
      open={shown !== ""}
      onClose={() => actorRef.send({ type: "dialog.close" })}
      title={shown === "queued" ? copy.thanks.queuedTitle : copy.thanks.title}
      description={shown === "queued" ? leadSendingCopy.queued : copy.thanks.sentBody(reference, email)}
      closeLabel={copy.thanks.closeLabel}
    >
      <div className={flex({ justify: "flex-end", mt: "6" })}>
        <button
          type="button"
          className={button({ variant: "solid" })}
          onClick={() => actorRef.send({ type: "dialog.close" })}
        >
          {copy.thanks.close}
        </button>
      </div>
    </Dialog>
  );
}

/** How many required fields are still empty, once a submit was refused (the machine's 'invalid' tag). */
function MissingSummary({ actorRef }: { actorRef: JobPostActor }) {
  const missingCount = useSelector(actorRef, (state) =>
    state.hasTag("invalid") ? missingJobPostFields(state.context.values).length : 0,
  );
  return (
    <div role="status" className={css({ _empty: { display: "none" }, mt: "5" })}>
      {missingCount ? (
        <p
          className={notice({
            tone: "danger",
            display: "flex",
            alignItems: "center",
            gap: "2",
            p: "3",
            fontSize: "sm",
            fontWeight: "600",
          })}
        >
          <TriangleAlert aria-hidden="true" size={18} />
          {copy.missingSummary(missingCount)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The phone library (src/domain/phone.ts, about 11 KB): fetched once the visitor starts on the form,
 * as on the registration, so the page's first load stays within its budget. Until it is in, a typed
 * phone counts as filled and the intake checks the number (its refusal shows on the field).
 */
const phoneCode = onDemand(() => import("../../domain/phone"));
const phoneCheck = () => {
  const state = phoneCode.state();
  return state.status === "loaded" ? state.value.isValidPhone : undefined;
};

/** Every problem on the form, by field (the comments, never required, have none). */
const problemsOf = (values: JobPostValues): Partial<Record<JobPostField, JobPostProblem>> =>
  jobPostProblems(values, phoneCheck());

/** The first field, in form order, whose value is filled but fails its check, and its problem. */
function firstProblemOf(values: JobPostValues): [JobPostField, Exclude<JobPostProblem, "required">] | null {
  for (const [field, problem] of Object.entries(jobPostProblems(values, phoneCheck()))) {
    if (problem && problem !== "required") return [field as JobPostField, problem];
  }
  return null;
}

/** What a field hands its control: the field's name, its value from the machine, and its change event. */
interface BoundField {
  name: JobPostField;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}

/**
 * One field of the form: it reads its own value, and its own problem once a submit was refused (the
 * machine's 'invalid' tag), so a keystroke re-renders this field alone.
 */
function PostField({
  actorRef,
  field,
  children,
  ...rest
}: Omit<FieldProps, "error" | "children"> & {
  actorRef: JobPostActor;
  field: JobPostField;
  children: (control: FieldControlProps, bound: BoundField) => ReactNode;
}) {
  const value = useSelector(actorRef, (state) => state.context.values[field]);
  // After a refused submit, every problem is marked until it is fixed; the intake's own message on a
  // field it refused, until that field is changed.
  const problem = useSelector(actorRef, (state) =>
    state.hasTag("invalid") ? (problemsOf(state.context.values)[field] ?? null) : null,
  );
  const serverError = useSelector(actorRef, (state) => state.context.serverErrors[field]);
  const error = problem ? copy.fieldProblem[problem] : (serverError ?? undefined);
  const bound: BoundField = {
    name: field,
    value,
    onChange: (event) => actorRef.send({ type: "field.change", field, value: event.target.value }),
  };
  return (
    <Field {...rest} error={error}>
      {(props) => children(props, bound)}
    </Field>
  );
}

/** Where the answers are kept: a line when the browser refused them, or another tab changed them. */
function JobPostDraftStatus({ actorRef }: { actorRef: JobPostActor }) {
  const notKept = useSelector(actorRef, (state) => state.context.storage === "refused");
  const conflict = useSelector(actorRef, (state) => state.context.conflict);
  return (
    <DraftStatus
      page="jobPost"
      notKept={notKept}
      conflict={conflict}
      onDismissConflict={() => actorRef.send({ type: "conflict.dismiss" })}
      className={css({ mt: "4" })}
    />
  );
}
