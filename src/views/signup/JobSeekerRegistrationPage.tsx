import { useSelector } from "@xstate/react";
import {
  BadgeCheck,
  Briefcase,
  CloudOff,
  History,
  Loader2,
  ShieldCheck,
  TriangleAlert,
  Wallet,
} from "lucide-react";
import { type ChangeEvent, type FormEvent, type ReactNode, type RefObject, useRef } from "react";
import { css, cx } from "styled-system/css";
import {
  detail,
  flex,
  grid,
  invertedCard,
  listIcon,
  notice,
  pageContainer,
  pairGrid,
  panel,
  roundMark,
  rule,
  title,
} from "styled-system/patterns";
import { button } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import {
  type JobSeekerSignupEvent,
  jobSeekerSignupMachine,
  SIGNUP_FORM_ORDER,
  type SignupWireField,
} from "../../../machines/jobSeekerSignup";
import { useFailureNotice, useOnDemand } from "../../components/hooks/useOnDemand";
import type { ToastMessage } from "../../components/toast/toaster";
import { dismissToastsLater, toastLater } from "../../components/toast/toastLater";
import { DraftStatus } from "../../components/ui/DraftStatus";
import { Field, type FieldControlProps } from "../../components/ui/Field";
import { TextInput } from "../../components/ui/inputs";
import { ConsentLine, LeadHiddenFields } from "../../components/ui/LeadFormParts";
import { leadSendingCopy } from "../../content/leadForms";
import {
  availabilityOptions,
  experienceLevels,
  presetLocations,
  signupCopy,
  signupErrors,
  signupJobTypes,
} from "../../content/signup";
import {
  isBlankForm,
  SIGNUP_CHECKS,
  SIGNUP_FIELD_LIMITS,
  type SignupField,
  type SignupForm,
  signupProblem,
} from "../../domain/jobSeekerSignup";
import { draftActors } from "../../flows/draftActors";
import { storageReport } from "../../flows/storageReport";
import { useFlow } from "../../flows/useFlow";
import { LEADS_ENDPOINT } from "../../platform/leads/endpoint";
import { sendLeadActor, warmSendLead } from "../../platform/leads/sendLeadActor";
import { watchDeliveryLater } from "../../platform/leads/watchDeliveryLater";
import { onDemand } from "../../startup/onDemand";
import { PageIntro } from "../shell/PageIntro";
import { ChoiceGroup } from "./ChoiceGroup";
import { SkillsPicker } from "./SkillsPicker";
import { signupDraftStore, signupFieldIds } from "./stores";

function Section({
  step,
  title: heading,
  hint,
  hintNoScript,
  children,
}: {
  step: number;
  title: string;
  hint: string;
  /** The hint shown instead when the browser runs no script (what it names needs JavaScript). */
  hintNoScript?: string;
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
          <p className={detail(hintNoScript ? { "@media (scripting: none)": { display: "none" } } : {})}>
            {hint}
          </p>
          {hintNoScript && (
            <p className={detail({ display: "none", "@media (scripting: none)": { display: "block" } })}>
              {hintNoScript}
            </p>
          )}
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
 * The phone library (src/domain/phone.ts, about 11 KB), which check 3 uses to refuse what is not a
 * phone number: fetched once the visitor starts on the form, and waited for by a submit. If it cannot
 * be loaded, check 3 is the spec's (a phone is typed) and the intake checks the number again.
 */
const phoneCode = onDemand(() => import("../../domain/phone"));
const phoneCheck = () => {
  const state = phoneCode.state();
  return state.status === "loaded" ? state.value.isValidPhone : undefined;
};
const warmFormCode = () => {
  afterSignupCode.warm();
  phoneCode.warm();
  // The sending code too, so a registration sent once the connection went is still kept.
  warmSendLead();
};

/** The first field, in the checks' order, with a problem (the phone library's check where it is here). */
const firstProblemField = (form: SignupForm): SignupField | null =>
  SIGNUP_CHECKS.find(([field]) => signupProblem(form, field, phoneCheck()) !== null)?.[0] ?? null;

/**
 * One toast per submit (issue 36): every toast of this form has the same id, so a newer one takes
 * the place of the one still showing, however quickly the submits come.
 */
const FORM_TOAST_ID = "job-seeker-registration";
const showFormToast = (message: ToastMessage) => toastLater({ ...message, id: FORM_TOAST_ID });

/** Where focus goes for a field: its control, or the first of its group (the location's box too). */
const focusOn = (field: SignupWireField) =>
  document.getElementById(field === "location" ? "signup-location" : signupFieldIds[field])?.focus();

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

/** The registration's running actor: each part of the page reads what it shows with `useSelector`. */
type SignupActor = ActorRefFrom<typeof jobSeekerSignupMachine>;

/** Two lists with the same items in the same order (a list selection that is rebuilt but unchanged). */
const sameItems = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * /job-seeker-registration: 'Find Your Next Automation Job'. The page reads only which mode it is in
 * (being sent, sent, welcoming); each part of the form reads what it shows (issue 19), so a keystroke
 * re-renders the field typed in, not the other fields, the button or the page.
 */
export function JobSeekerRegistrationPage() {
  const summaryRef = useRef<HTMLHeadingElement>(null);
  const actorRef = useFlow(jobSeekerSignupMachine, {
    actors: { ...signupDraft, sendLead: sendLeadActor, watchDelivery: watchDeliveryLater },
    guards: {
      // Check 3 with the phone library when it is here: a phone typed that is not a number fails it.
      isPhoneMissing: ({ context }) => signupProblem(context.form, "phone", phoneCheck()) !== null,
      isReadyToSend: ({ context }) => firstProblemField(context.form) === null,
    },
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
      showError: ({ context }, params: { field: SignupField }) =>
        showFormToast({
          title: signupCopy.errorTitle,
          description: signupErrors[signupProblem(context.form, params.field, phoneCheck()) ?? params.field],
          tone: "destructive",
        }),
      focusField: (_, params: { field: SignupField }) => focusOn(params.field),
      showFirstError: ({ context }) => {
        const field = firstProblemField(context.form);
        if (!field) return;
        showFormToast({
          title: signupCopy.errorTitle,
          description: signupErrors[signupProblem(context.form, field, phoneCheck()) ?? field],
          tone: "destructive",
        });
      },
      focusFirstError: ({ context }) => {
        const field = firstProblemField(context.form);
        if (field) focusOn(field);
      },
      showRefusedToast: ({ context }) =>
        showFormToast({
          ...leadSendingCopy.refusedToast,
          // A refusal that names no field says why in its own words.
          ...(Object.keys(context.serverErrors).length === 0 && context.serverMessage
            ? { description: context.serverMessage }
            : {}),
          tone: "destructive",
        }),
      // The fields are disabled while the registration is sent: focus once they are enabled again.
      focusFirstRefused: ({ context }) => {
        const first = SIGNUP_FORM_ORDER.find((field) => context.serverErrors[field]);
        if (first) requestAnimationFrame(() => focusOn(first));
      },
      // The summary replaces the dialog in the same commit; focus it once painted.
      focusSummary: () => requestAnimationFrame(() => summaryRef.current?.focus()),
      // The summary is much shorter than the form it replaces: bring it into view (and, while it
      // waits on this device, focus its heading: no dialog says so).
      revealSummary: () =>
        requestAnimationFrame(() => {
          summaryRef.current?.scrollIntoView({ block: "center" });
          if (actorRef.getSnapshot().matches("queued")) summaryRef.current?.focus();
        }),
    },
  });
  const send = actorRef.send;
  const submitting = useSelector(actorRef, (state) => state.hasTag("busy"));
  const welcoming = useSelector(actorRef, (state) => state.matches({ sent: "welcoming" }));
  const done = useSelector(actorRef, (state) => state.matches("sent") || state.matches("queued"));
  const afterSignup = useOnDemand(afterSignupCode, submitting || done);
  const { WelcomeDialog = null, RegisteredSummary = null } =
    afterSignup.status === "loaded" ? afterSignup.value : {};
  useFailureNotice("welcome", signupCopy.welcomeName, afterSignupCode, afterSignup, {
    wanted: welcoming,
    onDismiss: () => send({ type: "dialog.close" }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (phoneCode.state().status === "loaded") send({ type: "form.submit" });
    else
      phoneCode
        .load()
        .catch(() => {})
        .then(() => send({ type: "form.submit" }));
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
          {done ? (
            <RegisteredSection actorRef={actorRef} summaryRef={summaryRef} Summary={RegisteredSummary} />
          ) : (
            <form
              noValidate
              // JavaScript off (or not yet here): a plain post to the intake, which answers with the
              // thank-you or the error page; nothing goes in the URL. With it, the machine sends.
              method="post"
              action={LEADS_ENDPOINT}
              onSubmit={submit}
              onFocus={warmFormCode}
              aria-label={signupCopy.formLabel}
              className={css({ minW: "0" })}
            >
              <LeadHiddenFields kind="registration" page="/job-seeker-registration" />
              <RestoredNotice actorRef={actorRef} />
              <SignupDraftStatus actorRef={actorRef} />
              <fieldset disabled={submitting} className={grid({ gap: "6", minW: "0" })}>
                <Section step={1} title={signupCopy.sections.about} hint={signupCopy.sections.aboutHint}>
                  <SignupTextField actorRef={actorRef} field="fullName" label={signupCopy.fullName}>
                    {(props, bound) => (
                      <TextInput
                        {...props}
                        name="fullName"
                        autoComplete="name"
                        maxLength={SIGNUP_FIELD_LIMITS.fullName}
                        placeholder={signupCopy.fullNamePlaceholder}
                        {...bound}
                      />
                    )}
                  </SignupTextField>
                  <div className={pairGrid()}>
                    <SignupTextField actorRef={actorRef} field="email" label={signupCopy.email}>
                      {(props, bound) => (
                        <TextInput
                          {...props}
                          type="email"
                          name="email"
                          autoComplete="email"
                          inputMode="email"
                          maxLength={SIGNUP_FIELD_LIMITS.email}
                          placeholder={signupCopy.emailPlaceholder}
                          {...bound}
                        />
                      )}
                    </SignupTextField>
                    <SignupTextField actorRef={actorRef} field="phone" label={signupCopy.phone}>
                      {(props, bound) => (
                        <TextInput
                          {...props}
                          type="tel"
                          name="phone"
                          autoComplete="tel"
                          maxLength={SIGNUP_FIELD_LIMITS.phone}
                          placeholder={signupCopy.phonePlaceholder}
                          {...bound}
                        />
                      )}
                    </SignupTextField>
                  </div>
                </Section>

                <Section
                  step={2}
                  title={signupCopy.sections.skills}
                  hint={signupCopy.sections.skillsHint}
                  hintNoScript={signupCopy.sections.skillsHintNoScript}
                >
                  <SkillsChoice actorRef={actorRef} />
                </Section>

                <Section
                  step={3}
                  title={signupCopy.sections.preferences}
                  hint={signupCopy.sections.preferencesHint}
                >
                  <ExperienceChoice actorRef={actorRef} />
                  <JobTypesChoice actorRef={actorRef} />
                  <LocationField actorRef={actorRef} />
                  <AvailabilityChoice actorRef={actorRef} />
                </Section>
              </fieldset>

              <FailedNotice actorRef={actorRef} />
              <div
                className={flex({
                  direction: { base: "column", sm: "row" },
                  align: { base: "stretch", sm: "center" },
                  gap: "4",
                  mt: "6",
                })}
              >
                <SubmitButton actorRef={actorRef} />
                <div className={flex({ gap: "2", align: "flex-start", color: "fg.muted" })}>
                  <ShieldCheck aria-hidden="true" size={18} className={css({ flexShrink: 0, mt: "0.5" })} />
                  <ConsentLine />
                </div>
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

      {(submitting || done) && WelcomeDialog ? <Welcome actorRef={actorRef} Dialog={WelcomeDialog} /> : null}
    </>
  );
}

type AfterSignup = typeof import("./afterSignup");

/**
 * In the form's place once the registration is sent ('You're registered', its reference, what was
 * sent) or saved on this device to be sent later; the line under the heading is a live region, so
 * the registration going later is announced.
 */
function RegisteredSection({
  actorRef,
  summaryRef,
  Summary,
}: {
  actorRef: SignupActor;
  summaryRef: RefObject<HTMLHeadingElement | null>;
  Summary: AfterSignup["RegisteredSummary"] | null;
}) {
  const registeredName = useSelector(actorRef, (state) => state.context.registeredName);
  const registered = useSelector(actorRef, (state) => state.context.registered);
  const reference = useSelector(actorRef, (state) => state.context.reference);
  const queued = useSelector(actorRef, (state) => state.matches("queued"));
  const nextSteps = useSelector(actorRef, (state) => state.matches({ sent: "welcomed" }));
  return (
    <section
      aria-labelledby="signup-done-heading"
      className={panel({ elevated: true, p: { base: "6", md: "8" } })}
    >
      {queued ? (
        <CloudOff aria-hidden="true" size={36} className={css({ color: "fg.secondary" })} />
      ) : (
        <BadgeCheck aria-hidden="true" size={36} className={css({ color: "success.fg" })} />
      )}
      <h2
        ref={summaryRef}
        id="signup-done-heading"
        tabIndex={-1}
        className={title({ size: "2xl", mt: "3", _focus: { outline: "none" } })}
      >
        {queued ? signupCopy.queuedHeading : signupCopy.doneHeading(registeredName)}
      </h2>
      <div role="status" className={detail({ size: "inherit", mt: "1", mb: "5" })}>
        {queued ? (
          <>
            <p className={css({ color: "fg.default", fontWeight: "500" })}>{leadSendingCopy.queued}</p>
            <p className={css({ mt: "1" })}>{signupCopy.queuedBody}</p>
          </>
        ) : (
          <p>{signupCopy.doneBody(reference ?? "")}</p>
        )}
      </div>
      {/* While the welcome dialog is up it holds the next steps; they join the summary once it closes. */}
      {registered && Summary ? <Summary profile={registered} nextSteps={nextSteps} /> : null}
    </section>
  );
}

/** The welcome dialog, open while the machine is in `sent.welcoming`, greeting the name that was sent. */
function Welcome({ actorRef, Dialog }: { actorRef: SignupActor; Dialog: AfterSignup["WelcomeDialog"] }) {
  const open = useSelector(actorRef, (state) => state.matches({ sent: "welcoming" }));
  const name = useSelector(actorRef, (state) => state.context.registeredName);
  const reference = useSelector(actorRef, (state) => state.context.reference ?? "");
  const email = useSelector(actorRef, (state) => state.context.registered?.email ?? "");
  return (
    <Dialog
      open={open}
      name={name}
      reference={reference}
      email={email}
      onClose={() => actorRef.send({ type: "dialog.close" })}
    />
  );
}

/** Not sent (the intake answered an error): the answers stay, and 'Try again' sends the same registration. */
function FailedNotice({ actorRef }: { actorRef: SignupActor }) {
  const failed = useSelector(actorRef, (state) => state.matches({ editing: "failed" }));
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

/** The line that says the answers came back from an earlier visit. */
function RestoredNotice({ actorRef }: { actorRef: SignupActor }) {
  const restored = useSelector(actorRef, (state) => state.context.restored);
  return restored ? (
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
  ) : null;
}

/** Whether this tab's answers were kept, and the line about another tab's. */
function SignupDraftStatus({ actorRef }: { actorRef: SignupActor }) {
  const notKept = useSelector(actorRef, (state) => state.context.storage === "refused");
  const conflict = useSelector(actorRef, (state) => state.context.conflict);
  return (
    <DraftStatus
      page="registration"
      notKept={notKept}
      conflict={conflict}
      onDismissConflict={() => actorRef.send({ type: "conflict.dismiss" })}
      className={css({ mb: "4" })}
    />
  );
}

/**
 * A field's message (issue 36): once a submit was refused, its problem as long as it has one (every
 * field's at once), and the intake's own message on it until it is changed.
 */
function useFieldError(actorRef: SignupActor, field: SignupWireField): string | undefined {
  const problem = useSelector(actorRef, (state) =>
    state.hasTag("invalid") && field !== "location"
      ? signupProblem(state.context.form, field, phoneCheck())
      : null,
  );
  const serverError = useSelector(actorRef, (state) => state.context.serverErrors[field]);
  return problem ? signupErrors[problem] : serverError;
}

/** What a text field hands its control: its value from the machine, and its change event. */
interface BoundText {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The name, the email or the phone: required, with the message of a refused submit. */
function SignupTextField({
  actorRef,
  field,
  label,
  children,
}: {
  actorRef: SignupActor;
  field: "fullName" | "email" | "phone";
  label: string;
  children: (control: FieldControlProps, bound: BoundText) => ReactNode;
}) {
  const value = useSelector(actorRef, (state) => state.context.form[field]);
  const error = useFieldError(actorRef, field);
  const bound: BoundText = {
    value,
    onChange: (event) => actorRef.send({ type: "field.change", field, value: event.target.value }),
  };
  return (
    <Field id={signupFieldIds[field]} label={label} required error={error}>
      {(props) => children(props, bound)}
    </Field>
  );
}

/** The twelve presets, the box for a skill of one's own and the chosen list. */
function SkillsChoice({ actorRef }: { actorRef: SignupActor }) {
  const skills = useSelector(actorRef, (state) => state.context.form.skills, sameItems);
  const customSkill = useSelector(actorRef, (state) => state.context.customSkill);
  const problem = useSelector(actorRef, (state) => state.context.skillProblem);
  const error = useFieldError(actorRef, "skills");
  const send = actorRef.send;
  return (
    <SkillsPicker
      skills={skills}
      customSkill={customSkill}
      problem={problem}
      error={error ?? null}
      onToggle={(skill) => send({ type: "skill.toggle", skill })}
      onRemove={(skill) => send({ type: "skill.remove", skill })}
      onCustomChange={(value) => send({ type: "skill.input", value })}
      onCustomAdd={() => send({ type: "skill.submit" })}
    />
  );
}

function ExperienceChoice({ actorRef }: { actorRef: SignupActor }) {
  const experienceLevel = useSelector(actorRef, (state) => state.context.form.experienceLevel);
  const error = useFieldError(actorRef, "experienceLevel");
  return (
    <ChoiceGroup
      idPrefix="signup-experience"
      name="experienceLevel"
      type="radio"
      label={signupCopy.experienceLegend}
      required
      error={error}
      options={experienceLevels}
      columns="three"
      isChecked={(level) => experienceLevel === level}
      onSelect={(level) => actorRef.send({ type: "experience.select", level })}
    />
  );
}

function JobTypesChoice({ actorRef }: { actorRef: SignupActor }) {
  const jobTypes = useSelector(actorRef, (state) => state.context.form.jobTypes, sameItems);
  const error = useFieldError(actorRef, "jobTypes");
  return (
    <ChoiceGroup
      idPrefix="signup-job-type"
      name="jobTypes"
      type="checkbox"
      label={signupCopy.jobTypesLegend}
      hint={signupCopy.jobTypesHint}
      required
      error={error}
      options={signupJobTypes}
      columns="three"
      isChecked={(jobType) => jobTypes.includes(jobType)}
      onSelect={(jobType) => actorRef.send({ type: "jobType.toggle", jobType })}
    />
  );
}

/** The optional location: typed, or one of the presets under the box. */
function LocationField({ actorRef }: { actorRef: SignupActor }) {
  const location = useSelector(actorRef, (state) => state.context.form.location);
  const error = useFieldError(actorRef, "location");
  const send = actorRef.send;
  return (
    <div>
      <Field
        id="signup-location"
        label={signupCopy.location}
        optionalText={signupCopy.locationOptional}
        error={error}
      >
        {(props) => (
          <TextInput
            {...props}
            name="location"
            autoComplete="address-level2"
            maxLength={SIGNUP_FIELD_LIMITS.location}
            placeholder={signupCopy.locationPlaceholder}
            value={location}
            onChange={(event) => send({ type: "field.change", field: "location", value: event.target.value })}
          />
        )}
      </Field>
      <ul
        aria-label={signupCopy.locationPresets}
        // Without JavaScript the presets do nothing: the box takes the place typed.
        className={flex({ wrap: "wrap", gap: "2", mt: "2", "@media (scripting: none)": { display: "none" } })}
      >
        {presetLocations.map((place) => (
          <li key={place}>
            <button
              type="button"
              aria-pressed={location === place}
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
  );
}

function AvailabilityChoice({ actorRef }: { actorRef: SignupActor }) {
  const availability = useSelector(actorRef, (state) => state.context.form.availability);
  const error = useFieldError(actorRef, "availability");
  return (
    <ChoiceGroup
      idPrefix="signup-availability"
      name="availability"
      type="radio"
      label={signupCopy.availabilityLegend}
      required
      error={error}
      options={availabilityOptions}
      columns="two"
      isChecked={(value) => availability === value}
      onSelect={(value) => actorRef.send({ type: "availability.select", availability: value })}
    />
  );
}

/** 'Create My Profile', or 'Creating your profile...' and disabled while the machine is busy sending. */
function SubmitButton({ actorRef }: { actorRef: SignupActor }) {
  const submitting = useSelector(actorRef, (state) => state.hasTag("busy"));
  return (
    <button type="submit" disabled={submitting} className={cx(button({ size: "lg" }), css({ minW: "56" }))}>
      {submitting ? (
        <Loader2 aria-hidden="true" className={css({ animation: "spin 1s linear infinite" })} />
      ) : null}
      {submitting ? signupCopy.submitting : signupCopy.submit}
    </button>
  );
}
