import { useSelector } from "@xstate/react";
import { BadgeCheck, Briefcase, History, Loader2, ShieldCheck, Wallet } from "lucide-react";
import { type FormEvent, type ReactNode, useRef } from "react";
import { css, cx } from "styled-system/css";
import {
  detail,
  flex,
  grid,
  invertedCard,
  listIcon,
  pageContainer,
  pairGrid,
  panel,
  roundMark,
  rule,
  title,
} from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { type JobSeekerSignupEvent, jobSeekerSignupMachine } from "../../../machines/jobSeekerSignup";
import { DraftStatus } from "../../components/ui/DraftStatus";
import { Field } from "../../components/ui/Field";
import { TextInput } from "../../components/ui/inputs";
import { NoScriptNote } from "../../components/ui/NoScriptNote";
import { dismissToastsLater, toastLater } from "../../components/ui/toastLater";
import { useFailureNotice, useOnDemand } from "../../components/ui/useOnDemand";
import {
  availabilityOptions,
  experienceLevels,
  presetLocations,
  signupCopy,
  signupErrors,
  signupJobTypes,
} from "../../content/signup";
import { isBlankForm, SIGNUP_FIELD_LIMITS, type SignupField } from "../../domain/jobSeekerSignup";
import { draftActors } from "../../platform/draftActors";
import { onDemand } from "../../platform/onDemand";
import { storageReport } from "../../platform/storageReport";
import { useFlow } from "../../platform/useFlow";
import { PageIntro } from "../shell/PageIntro";
import { ChoiceGroup } from "./ChoiceGroup";
import { SkillsPicker } from "./SkillsPicker";
import { signupDraftStore, signupFieldIds } from "./stores";

function Section({
  step,
  title: heading,
  hint,
  children,
}: {
  step: number;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  const id = `signup-section-${step}`;
  return (
    <section aria-labelledby={id} className={panel({ elevated: true, p: { base: "5", md: "7" } })}>
      <div className={flex({ gap: "3", align: "flex-start", mb: "5" })}>
        <span
          aria-hidden="true"
          className={roundMark({
            size: "8",
            flexShrink: 0,
            bg: "bg.strong",
            color: "white",
            fontFamily: "heading",
            fontWeight: "700",
            fontSize: "sm",
          })}
        >
          {step}
        </span>
        <div>
          <h2 id={id} className={title({ size: "xl" })}>
            {heading}
          </h2>
          <p className={detail()}>{hint}</p>
        </div>
      </div>
      <div className={grid({ gap: "5" })}>{children}</div>
    </section>
  );
}

/**
 * What follows a sent form, in one chunk (afterSignup.ts): the welcome dialog and the summary that
 * replaces the form. Fetched once the visitor starts on the form (so it opens offline too), or at the
 * latest while the 1.5 s submit runs. If it cannot be loaded, the summary's heading still says the
 * registration was sent, and a notice says what could not be shown, with a retry.
 */
const afterSignupCode = onDemand(() => import("./afterSignup"));

/**
 * The machine reads the answers kept in this browser on arrival and hears the ones another tab keeps
 * (issue 19): the page only names the store and how what it holds reads as the machine's events.
 */
const signupDraft = draftActors<Parameters<typeof signupDraftStore.save>[0], JobSeekerSignupEvent>(
  signupDraftStore,
  {
    loaded: (draft) => ({ type: "draft.loaded", draft }),
    otherTab: (draft) => ({ type: "otherTab.changed", draft }),
  },
);

/** /job-seeker-registration: 'Find Your Next Automation Job'. */
export function JobSeekerRegistrationPage() {
  const summaryRef = useRef<HTMLHeadingElement>(null);
  const actorRef = useFlow(jobSeekerSignupMachine, {
    actors: signupDraft,
    actions: {
      saveDraft: ({ context, self }) => {
        if (isBlankForm(context.form)) {
          signupDraftStore.clear();
          return;
        }
        const report = storageReport(signupDraftStore.save(context.form), context.storage);
        if (report) self.send(report);
      },
      clearDraft: () => signupDraftStore.clear(),
      dismissErrors: dismissToastsLater,
      showError: (_, params: { field: SignupField }) =>
        toastLater({
          title: signupCopy.errorTitle,
          description: signupErrors[params.field],
          tone: "destructive",
        }),
      focusField: (_, params: { field: SignupField }) =>
        document.getElementById(signupFieldIds[params.field])?.focus(),
      // The summary replaces the dialog in the same commit; focus it once painted.
      focusSummary: () => requestAnimationFrame(() => summaryRef.current?.focus()),
      // The summary is much shorter than the form it replaces: bring it into view under the dialog.
      revealSummary: () =>
        requestAnimationFrame(() => summaryRef.current?.scrollIntoView({ block: "center" })),
    },
  });
  const send = actorRef.send;
  // One component shows the whole form: it reads the whole snapshot.
  const state = useSelector(actorRef, (snapshot) => snapshot);

  const { form, customSkill, skillProblem, invalidField, restored, registeredName, registered } =
    state.context;
  const submitting = state.matches("submitting");
  const succeeded = state.matches("succeeded") || state.matches("welcomed");
  const errorFor = (field: SignupField) => (invalidField === field ? signupErrors[field] : undefined);
  const afterSignup = useOnDemand(afterSignupCode, submitting || succeeded);
  const { WelcomeDialog = null, RegisteredSummary = null } =
    afterSignup.status === "loaded" ? afterSignup.value : {};
  useFailureNotice("welcome", signupCopy.welcomeName, afterSignupCode, afterSignup, {
    wanted: state.matches("succeeded"),
    onDismiss: () => send({ type: "dialog.close" }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: "form.submit" });
  };

  return (
    <>
      <PageIntro path="/job-seeker-registration" compact />
      <div className={rule({ side: "bottom", bg: "bg.subtle" })}>
        <div
          className={pageContainer({
            py: { base: "8", md: "12" },
            display: "grid",
            gap: { base: "8", lg: "10" },
            gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 320px" },
            alignItems: "start",
          })}
        >
          {succeeded ? (
            <section
              aria-labelledby="signup-done-heading"
              className={panel({ elevated: true, p: { base: "6", md: "8" } })}
            >
              <BadgeCheck aria-hidden="true" size={36} className={css({ color: "success.fg" })} />
              <h2
                ref={summaryRef}
                id="signup-done-heading"
                tabIndex={-1}
                className={title({ size: "2xl", mt: "3", _focus: { outline: "none" } })}
              >
                {signupCopy.doneHeading(registeredName)}
              </h2>
              <p className={detail({ size: "inherit", mt: "1", mb: "5" })}>{signupCopy.doneBody}</p>
              {/* While the welcome dialog is up it holds the next steps; they join the summary once it closes. */}
              {registered && RegisteredSummary ? (
                <RegisteredSummary profile={registered} nextSteps={state.matches("welcomed")} />
              ) : null}
            </section>
          ) : (
            <form
              noValidate
              // A submit that is not handled by the code (JavaScript off or not yet here) does nothing: a
              // dialog-method form outside a dialog never navigates, so no field can reach the URL.
              method="dialog"
              onSubmit={submit}
              onFocus={afterSignupCode.warm}
              aria-label={signupCopy.formLabel}
              className={css({ minW: "0" })}
            >
              <NoScriptNote tool="registration" className={css({ mb: "6" })} />
              {restored ? (
                <p
                  role="status"
                  className={panel({
                    borderRadius: "md",
                    display: "flex",
                    alignItems: "center",
                    gap: "2",
                    mb: "4",
                    px: "4",
                    py: "3",
                    fontSize: "sm",
                    fontWeight: "500",
                  })}
                >
                  <History aria-hidden="true" size={18} className={listIcon()} />
                  {signupCopy.restored}
                </p>
              ) : null}
              <DraftStatus
                page="registration"
                notKept={state.context.storage === "refused"}
                conflict={state.context.conflict}
                onDismissConflict={() => send({ type: "conflict.dismiss" })}
                className={css({ mb: "4" })}
              />
              <fieldset disabled={submitting} className={grid({ gap: "6", minW: "0" })}>
                <Section step={1} title={signupCopy.sections.about} hint={signupCopy.sections.aboutHint}>
                  <Field
                    id={signupFieldIds.fullName}
                    label={signupCopy.fullName}
                    required
                    error={errorFor("fullName")}
                  >
                    {(props) => (
                      <TextInput
                        {...props}
                        name="fullName"
                        autoComplete="name"
                        maxLength={SIGNUP_FIELD_LIMITS.fullName}
                        placeholder={signupCopy.fullNamePlaceholder}
                        value={form.fullName}
                        onChange={(event) =>
                          send({ type: "field.change", field: "fullName", value: event.target.value })
                        }
                      />
                    )}
                  </Field>
                  <div className={pairGrid()}>
                    <Field
                      id={signupFieldIds.email}
                      label={signupCopy.email}
                      required
                      error={errorFor("email")}
                    >
                      {(props) => (
                        <TextInput
                          {...props}
                          type="email"
                          name="email"
                          autoComplete="email"
                          inputMode="email"
                          maxLength={SIGNUP_FIELD_LIMITS.email}
                          placeholder={signupCopy.emailPlaceholder}
                          value={form.email}
                          onChange={(event) =>
                            send({ type: "field.change", field: "email", value: event.target.value })
                          }
                        />
                      )}
                    </Field>
                    <Field
                      id={signupFieldIds.phone}
                      label={signupCopy.phone}
                      required
                      error={errorFor("phone")}
                    >
                      {(props) => (
                        <TextInput
                          {...props}
                          type="tel"
                          name="phone"
                          autoComplete="tel"
                          maxLength={SIGNUP_FIELD_LIMITS.phone}
                          placeholder={signupCopy.phonePlaceholder}
                          value={form.phone}
                          onChange={(event) =>
                            send({ type: "field.change", field: "phone", value: event.target.value })
                          }
                        />
                      )}
                    </Field>
                  </div>
                </Section>

                <Section step={2} title={signupCopy.sections.skills} hint={signupCopy.sections.skillsHint}>
                  <SkillsPicker
                    skills={form.skills}
                    customSkill={customSkill}
                    problem={skillProblem}
                    error={errorFor("skills") ?? null}
                    onToggle={(skill) => send({ type: "skill.toggle", skill })}
                    onRemove={(skill) => send({ type: "skill.remove", skill })}
                    onCustomChange={(value) => send({ type: "skill.input", value })}
                    onCustomAdd={() => send({ type: "skill.submit" })}
                  />
                </Section>

                <Section
                  step={3}
                  title={signupCopy.sections.preferences}
                  hint={signupCopy.sections.preferencesHint}
                >
                  <ChoiceGroup
                    idPrefix="signup-experience"
                    type="radio"
                    label={signupCopy.experienceLegend}
                    required
                    error={errorFor("experienceLevel")}
                    options={experienceLevels}
                    columns="three"
                    isChecked={(level) => form.experienceLevel === level}
                    onSelect={(level) => send({ type: "experience.select", level })}
                  />
                  <ChoiceGroup
                    idPrefix="signup-job-type"
                    type="checkbox"
                    label={signupCopy.jobTypesLegend}
                    hint={signupCopy.jobTypesHint}
                    required
                    error={errorFor("jobTypes")}
                    options={signupJobTypes}
                    columns="three"
                    isChecked={(jobType) => form.jobTypes.includes(jobType)}
                    onSelect={(jobType) => send({ type: "jobType.toggle", jobType })}
                  />
                  <div>
                    <Field
                      id="signup-location"
                      label={signupCopy.location}
                      optionalText={signupCopy.locationOptional}
                    >
                      {(props) => (
                        <TextInput
                          {...props}
                          name="location"
                          autoComplete="address-level2"
                          maxLength={SIGNUP_FIELD_LIMITS.location}
                          placeholder={signupCopy.locationPlaceholder}
                          value={form.location}
                          onChange={(event) =>
                            send({ type: "field.change", field: "location", value: event.target.value })
                          }
                        />
                      )}
                    </Field>
                    <ul
                      aria-label={signupCopy.locationPresets}
                      className={flex({ wrap: "wrap", gap: "2", mt: "2" })}
                    >
                      {presetLocations.map((place) => (
                        <li key={place}>
                          <button
                            type="button"
                            aria-pressed={form.location === place}
                            onClick={() => send({ type: "field.change", field: "location", value: place })}
                            className={css({
                              minH: "8",
                              px: "3",
                              borderRadius: "full",
                              borderWidth: "1px",
                              borderColor: "border.default",
                              bg: "bg.subtle",
                              fontSize: "sm",
                              color: "fg.secondary",
                              cursor: "pointer",
                              _hover: { borderColor: "border.control" },
                              _pressed: { bg: "bg.strong", color: "white", borderColor: "border.selected" },
                            })}
                          >
                            {place}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </div>
                  <ChoiceGroup
                    idPrefix="signup-availability"
                    type="radio"
                    label={signupCopy.availabilityLegend}
                    required
                    error={errorFor("availability")}
                    options={availabilityOptions}
                    columns="two"
                    isChecked={(value) => form.availability === value}
                    onSelect={(availability) => send({ type: "availability.select", availability })}
                  />
                </Section>
              </fieldset>

              <div
                className={flex({
                  direction: { base: "column", sm: "row" },
                  align: { base: "stretch", sm: "center" },
                  gap: "4",
                  mt: "6",
                })}
              >
                <button
                  type="submit"
                  disabled={submitting}
                  className={cx(button({ size: "lg" }), css({ minW: "56" }))}
                >
                  {submitting ? (
                    <Loader2 aria-hidden="true" className={css({ animation: "spin 1s linear infinite" })} />
                  ) : null}
                  {submitting ? signupCopy.submitting : signupCopy.submit}
                </button>
                <p className={flex({ gap: "2", align: "center", fontSize: "sm", color: "fg.muted" })}>
                  <ShieldCheck aria-hidden="true" size={18} className={css({ flexShrink: 0 })} />
                  {signupCopy.privacy}
                </p>
              </div>
            </form>
          )}

          <aside
            aria-labelledby="signup-benefits-heading"
            className={invertedCard({
              p: { base: "6", md: "7" },
              position: { lg: "sticky" },
              top: { lg: "calc(token(sizes.header) + 24px)" },
            })}
          >
            <h2 id="signup-benefits-heading" className={title({ size: "xl" })}>
              {signupCopy.benefitsHeading}
            </h2>
            <ul className={grid({ gap: "5", mt: "5" })}>
              {signupCopy.benefits.map((benefit, index) => {
                const Icon = [BadgeCheck, Briefcase, Wallet][index] ?? BadgeCheck;
                return (
                  <li key={benefit.title} className={flex({ gap: "3" })}>
                    <Icon
                      aria-hidden="true"
                      size={22}
                      className={css({ color: "fg.invertedAccent", flexShrink: 0, mt: "0.5" })}
                    />
                    <div>
                      <h3 className={title({ size: "md" })}>{benefit.title}</h3>
                      <p className={detail({ tone: "inverted" })}>{benefit.body}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
            <dl
              aria-label={signupCopy.statsLabel}
              className={grid({
                columns: 3,
                gap: "3",
                mt: "7",
                pt: "6",
                borderTopWidth: "1px",
                borderColor: "border.inverted",
              })}
            >
              {signupCopy.stats.map((stat) => (
                // Figure above its label (column-reverse keeps dt before dd in the markup), packed to
                // the top, so the three figures share one line whatever their labels' lengths.
                <div key={stat.label} className={flex({ direction: "column-reverse", justify: "flex-end" })}>
                  <dt className={css({ fontSize: "xs", color: "fg.invertedSubtle", lineHeight: "1.35" })}>
                    {stat.label}
                  </dt>
                  <dd className={title({ face: "heading", size: "xl", color: "white" })}>{stat.value}</dd>
                </div>
              ))}
            </dl>
          </aside>
        </div>
      </div>

      {(submitting || succeeded) && WelcomeDialog ? (
        <WelcomeDialog
          open={state.matches("succeeded")}
          name={registeredName}
          onClose={() => send({ type: "dialog.close" })}
        />
      ) : null}
    </>
  );
}
