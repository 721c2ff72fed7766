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
import { button } from "styled-system/recipes";
import { jobPostMachine } from "../../../machines/jobPost";
import { Field, type FieldControlProps } from "../../components/ui/Field";
import { NativeSelect, TextArea, TextInput } from "../../components/ui/inputs";
import { LazyDialog as Dialog, warmDialog } from "../../components/ui/LazyDialog";
import { NoScriptNote } from "../../components/ui/NoScriptNote";
import { dismissToastsLater, toastLater as showToast } from "../../components/ui/toastLater";
import { EMPLOYMENT_TYPES, JOB_POST_INDUSTRIES, postJobCopy } from "../../content/postJob";
import {
  JOB_POST_MAX_LENGTH,
  type JobPostField,
  type JobPostProblem,
  jobPostProblems,
  missingJobPostFields,
} from "../../domain/jobPost";
import { useFlow } from "../../platform/useFlow";
import { PageIntro } from "../shell/PageIntro";

const copy = postJobCopy;
const POINT_ICONS = [BadgeCheck, Handshake, Users, Zap];

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
      showInvalidEmailToast: () => showToast({ ...copy.invalidEmailToast, tone: "destructive" }),
      focusEmail: () => formRef.current?.querySelector<HTMLElement>('[name="email"]')?.focus(),
      dismissToasts: dismissToastsLater,
      goBack: () => {
        // Straight to the employers page when this page was opened directly, with nowhere to go back to.
        if (window.history.length > 1) router.history.back();
        else void router.navigate({ to: "/for-employers" });
      },
    },
  });
  const send = actorRef.send;
  // One component shows the whole form: it reads the whole snapshot.
  const state = useSelector(actorRef, (snapshot) => snapshot);
  const { values } = state.context;
  // After a refused submit, every problem is marked until it is fixed.
  const problems: Partial<Record<JobPostField, JobPostProblem>> = state.matches({ editing: "invalid" })
    ? jobPostProblems(values)
    : {};
  const missingCount = Object.values(problems).filter((problem) => problem === "required").length;
  const errorFor = (field: JobPostField) =>
    problems[field] === "required"
      ? copy.fieldRequired
      : problems[field] === "email"
        ? copy.emailInvalid
        : undefined;
  const bind = (field: JobPostField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      send({ type: "field.change", field, value: event.target.value }),
  });

  return (
    <>
      <PageIntro path="/post-job" compact />
      <div
        className={css({
          maxW: "container",
          mx: "auto",
          px: { base: "4", md: "6" },
          pt: { base: "4", md: "6" },
          pb: { base: "8", md: "12" },
        })}
      >
        <button
          type="button"
          className={button({ variant: "ghost", size: "sm" })}
          onClick={() => send({ type: "nav.back" })}
        >
          <ArrowLeft aria-hidden="true" />
          {copy.back}
        </button>
        <div
          className={css({
            mt: "3",
            display: "grid",
            gridTemplateColumns: { base: "1fr", lg: "minmax(0, 1fr) 20rem" },
            gap: { base: "6", lg: "8" },
            alignItems: "start",
          })}
        >
          <section
            aria-labelledby="job-form-heading"
            className={css({
              bg: "bg.panel",
              borderWidth: "1px",
              borderColor: "border.default",
              borderRadius: "xl",
              boxShadow: "card",
              p: { base: "5", md: "8" },
              minW: "0",
            })}
          >
            <h2
              id="job-form-heading"
              className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "700" })}
            >
              {copy.formHeading}
            </h2>
            <p className={css({ mt: "1", color: "fg.muted", fontSize: "sm" })}>{copy.formIntro}</p>

            <div role="status" className={css({ _empty: { display: "none" }, mt: "5" })}>
              {missingCount ? (
                <p
                  className={css({
                    display: "flex",
                    alignItems: "center",
                    gap: "2",
                    p: "3",
                    borderRadius: "md",
                    bg: "danger.bg",
                    color: "danger.fg",
                    fontSize: "sm",
                    fontWeight: "600",
                  })}
                >
                  <TriangleAlert aria-hidden="true" size={18} />
                  {copy.missingSummary(missingCount)}
                </p>
              ) : null}
            </div>

            <form
              ref={formRef}
              // A submit that is not handled by the code (JavaScript off or not yet here) does nothing: a
              // dialog-method form outside a dialog never navigates, so no field can reach the URL.
              method="dialog"
              noValidate
              aria-labelledby="job-form-heading"
              // The thank-you dialog's code is fetched once the visitor starts, so it opens offline too.
              onFocus={warmDialog}
              onSubmit={(event) => {
                event.preventDefault();
                send({ type: "form.submit" });
              }}
            >
              <NoScriptNote tool="postJob" className={css({ mt: "4", mb: "6" })} />
              <FormGroup legend={copy.sections.contact}>
                <Field label={copy.fields.name.label} required error={errorFor("name")} className={wide}>
                  {(props) => (
                    <TextInput
                      {...props}
                      {...bind("name")}
                      maxLength={JOB_POST_MAX_LENGTH.name}
                      autoComplete={copy.fields.name.autoComplete}
                      placeholder={copy.fields.name.placeholder}
                    />
                  )}
                </Field>
                <Field label={copy.fields.email.label} required error={errorFor("email")}>
                  {(props) => (
                    <TextInput
                      {...props}
                      {...bind("email")}
                      maxLength={JOB_POST_MAX_LENGTH.email}
                      type="email"
                      inputMode="email"
                      autoComplete={copy.fields.email.autoComplete}
                      placeholder={copy.fields.email.placeholder}
                    />
                  )}
                </Field>
                <Field label={copy.fields.phone.label} required error={errorFor("phone")}>
                  {(props) => (
                    <TextInput
                      {...props}
                      {...bind("phone")}
                      maxLength={JOB_POST_MAX_LENGTH.phone}
                      type="tel"
                      autoComplete={copy.fields.phone.autoComplete}
                      placeholder={copy.fields.phone.placeholder}
                    />
                  )}
                </Field>
              </FormGroup>

              <FormGroup legend={copy.sections.role}>
                <Field
                  label={copy.fields.jobTitle.label}
                  required
                  error={errorFor("jobTitle")}
                  className={wide}
                >
                  {(props) => (
                    <TextInput
                      {...props}
                      {...bind("jobTitle")}
                      maxLength={JOB_POST_MAX_LENGTH.jobTitle}
                      placeholder={copy.fields.jobTitle.placeholder}
                    />
                  )}
                </Field>
                <Field label={copy.fields.industry.label} required error={errorFor("industry")}>
                  {(props) => (
                    <SelectWithPlaceholder
                      props={props}
                      bound={bind("industry")}
                      placeholder={copy.fields.industry.placeholder}
                      options={JOB_POST_INDUSTRIES}
                    />
                  )}
                </Field>
                <Field label={copy.fields.employmentType.label} required error={errorFor("employmentType")}>
                  {(props) => (
                    <SelectWithPlaceholder
                      props={props}
                      bound={bind("employmentType")}
                      placeholder={copy.fields.employmentType.placeholder}
                      options={EMPLOYMENT_TYPES}
                    />
                  )}
                </Field>
                <Field
                  label={copy.fields.skills.label}
                  hint={copy.fields.skills.hint}
                  required
                  error={errorFor("skills")}
                  className={wide}
                >
                  {(props) => (
                    <TextInput
                      {...props}
                      {...bind("skills")}
                      maxLength={JOB_POST_MAX_LENGTH.skills}
                      placeholder={copy.fields.skills.placeholder}
                    />
                  )}
                </Field>
                <Field
                  label={copy.fields.comments.label}
                  optionalText={copy.fields.comments.optional}
                  className={wide}
                >
                  {(props) => (
                    <TextArea
                      {...props}
                      {...bind("comments")}
                      maxLength={JOB_POST_MAX_LENGTH.comments}
                      rows={4}
                      placeholder={copy.fields.comments.placeholder}
                    />
                  )}
                </Field>
              </FormGroup>

              <div
                className={css({
                  mt: "8",
                  pt: "6",
                  borderTopWidth: "1px",
                  borderColor: "border.default",
                  display: "flex",
                  justifyContent: "flex-end",
                })}
              >
                <button
                  type="submit"
                  className={`${button({ variant: "solid", size: "lg" })} ${css({ w: { base: "full", sm: "auto" } })}`}
                >
                  <Send aria-hidden="true" />
                  {copy.submit}
                </button>
              </div>
            </form>
          </section>

          <aside
            aria-labelledby="why-post"
            className={css({
              bg: "bg.inverted",
              color: "white",
              borderRadius: "xl",
              p: { base: "6", md: "7" },
            })}
          >
            <h2 id="why-post" className={css({ fontSize: "lg", fontWeight: "700" })}>
              {copy.aside.heading}
            </h2>
            <ul className={css({ mt: "5", display: "grid", gap: "5", listStyle: "none" })}>
              {copy.aside.points.map((point, index) => {
                const Icon = POINT_ICONS[index] ?? CircleCheck;
                return (
                  <li key={point.title} className={css({ display: "flex", gap: "3" })}>
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
                      <span className={css({ display: "block", fontSize: "sm", color: "fg.invertedMuted" })}>
                        {point.body}
                      </span>
                    </span>
                  </li>
                );
              })}
            </ul>
            <div className={css({ mt: "6", pt: "5", borderTopWidth: "1px", borderColor: "border.inverted" })}>
              <p className={css({ fontSize: "sm", color: "fg.invertedMuted" })}>{copy.aside.projectPrompt}</p>
              <Link
                to="/post-project"
                className={css({
                  mt: "1",
                  display: "inline-flex",
                  alignItems: "center",
                  gap: "1.5",
                  fontWeight: "600",
                  color: "fg.invertedAccent",
                  textDecoration: "underline",
                  textUnderlineOffset: "3px",
                  _hover: { color: "accent.soft" },
                })}
              >
                {copy.aside.projectLink}
                <ArrowRight aria-hidden="true" size={16} />
              </Link>
            </div>
          </aside>
        </div>
      </div>

      <Dialog
        open={state.matches("thanks")}
        onClose={() => send({ type: "dialog.close" })}
        title={copy.thanks.title}
        description={copy.thanks.body}
        closeLabel={copy.thanks.closeLabel}
      >
        <div className={css({ mt: "6", display: "flex", justifyContent: "flex-end" })}>
          <button
            type="button"
            className={button({ variant: "solid" })}
            onClick={() => send({ type: "dialog.close" })}
          >
            {copy.thanks.close}
          </button>
        </div>
      </Dialog>
    </>
  );
}

const wide = css({
  gridColumn: "1 / -1",
  display: "flex",
  flexDirection: "column",
  gap: "1.5",
  minW: "0",
});

function FormGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={css({ mt: "7" })}>
      <legend
        className={css({
          fontSize: "xs",
          fontWeight: "700",
          textTransform: "uppercase",
          letterSpacing: "0.08em",
          color: "fg.muted",
          mb: "4",
        })}
      >
        {legend}
      </legend>
      {/* Two columns wherever the card has room for two 14rem fields (a 612 px tablet too), else one. */}
      <div
        className={css({
          display: "grid",
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
  bound: { name: string; value: string; onChange: (event: { target: { value: string } }) => void };
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
