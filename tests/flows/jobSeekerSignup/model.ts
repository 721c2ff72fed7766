import type { SnapshotFrom } from "xstate";
import {
  type JobSeekerSignupContext,
  type JobSeekerSignupEvent,
  jobSeekerSignupMachine,
} from "../../../machines/jobSeekerSignup";
import {
  customSkillProblem,
  EMPTY_SIGNUP_FORM,
  firstFailingField,
  hasSkill,
  presetSkills,
  SIGNUP_RULES,
  type SignupField,
  type SignupForm,
} from "../../../src/domain/jobSeekerSignup";
import { definePathModel } from "../../support/pathModel";

const FIRST_PRESET = presetSkills[0];
const DUPLICATE_OF_FIRST = `  ${FIRST_PRESET.toLowerCase()} `;
const CUSTOM_SKILL = "  Beckhoff   TwinCAT ";

/** A draft left on an earlier visit: name and email only, so the phone check fails next. */
export const SAMPLE_DRAFT: SignupForm = {
  ...EMPTY_SIGNUP_FORM,
  fullName: "Jordan Rivera",
  email: "jordan@example.com",
  location: "Detroit, MI",
};

/** Answers another tab kept: a name, an email and a phone, so the skills check fails next. */
const OTHER_TAB_DRAFT: SignupForm = {
  ...EMPTY_SIGNUP_FORM,
  fullName: "Sam Okafor",
  email: "sam.okafor@example.com",
  phone: "(313) 555-0199",
};

type Snapshot = SnapshotFrom<typeof jobSeekerSignupMachine>;

/** The reference the sample intake answers, and its message on a phone it refuses. */
export const SIGNUP_REFERENCE = "RG-4K7Q";
export const REFUSED_PHONE = "Enter a phone number we can call.";
export const SEND_DONE = "xstate.done.actor.sendLead";
export const SEND_ERROR = "xstate.error.actor.sendLead";
/** Another phone than the one refused: typing it takes the intake's message away. */
const RETYPED_PHONE = "(313) 555-0177";

/** What the `sendLead` actor can answer (its done event as the machine receives it), and its error. */
const sendAnswers = [
  { type: SEND_DONE, output: { outcome: "sent", reference: SIGNUP_REFERENCE } },
  { type: SEND_DONE, output: { outcome: "queued" } },
  {
    type: SEND_DONE,
    output: { outcome: "refused", message: "Not accepted.", errors: { phone: REFUSED_PHONE } },
  },
  { type: SEND_DONE, output: { outcome: "failed", status: 500 } },
  { type: SEND_ERROR, error: new Error("the sending code did not load") },
] as unknown as JobSeekerSignupEvent[];

const outcomeOf = (event: unknown) => (event as { output?: { outcome?: string } }).output?.outcome;

/** The same answers, whatever the order of their keys. */
const sameForm = (a: SignupForm, b: SignupForm) =>
  JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());

const customKind = (context: JobSeekerSignupContext) => {
  const problem = customSkillProblem(context.form.skills, context.customSkill);
  return problem === null ? "new" : problem;
};

/** Spec §5's seven submit checks, in its order: the field, when it fails, and the toast's message. */
const SPEC_SIGNUP_CHECKS: ReadonlyArray<readonly [SignupField, (form: SignupForm) => boolean, string]> = [
  ["fullName", (form) => form.fullName.trim().length < 2, "Full name must be at least 2 characters"],
  [
    "email",
    (form) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim()),
    "Please enter a valid email address",
  ],
  ["phone", (form) => form.phone.trim() === "", "Phone number is required"],
  ["skills", (form) => form.skills.length === 0, "Please select at least one skill"],
  ["experienceLevel", (form) => form.experienceLevel === "", "Please select your experience level"],
  ["jobTypes", (form) => form.jobTypes.length === 0, "Please select at least one job type"],
  ["availability", (form) => form.availability === "", "Please select your availability"],
];

/**
 * The form has far more combinations than a product person cares about, so the model walks it as a
 * visitor fixing one problem at a time: it offers the edits for the first failing check (a value
 * that still fails, and one that passes), submit everywhere, and the skill list's edges (add up to
 * the limit of 8, remove, blank/duplicate/new custom skills) while skills are the open question.
 * States are told apart by mode, first failing check and, while skills are edited, their count.
 */
export const jobSeekerSignupModel = definePathModel({
  machine: jobSeekerSignupMachine,
  expectations: [
    {
      why: "Site rule: answers left unsent come back after a reload, marked as restored; a kept form of nothing does not.",
      from: "loading",
      event: "draft.loaded",
      to: "editing",
      outcome: (after, _, event) =>
        event.type === "draft.loaded" &&
        after.context.restored === !sameForm(event.draft, EMPTY_SIGNUP_FORM) &&
        sameForm(after.context.form, event.draft),
    },
    ...SPEC_SIGNUP_CHECKS.map(([field, fails, message]) => ({
      why: `Spec §5, check ${SPEC_SIGNUP_CHECKS.findIndex(([f]) => f === field) + 1} of 7 in order: '${message}'`,
      from: "editing" as const,
      event: "form.submit" as const,
      when: (before: Snapshot) =>
        SPEC_SIGNUP_CHECKS.find(([, failing]) => failing(before.context.form))?.[1] === fails,
      to: { editing: "invalid" } as const,
      actions: ["showError", "focusField"],
      // Issue 36: every field's problem shows at once (the 'invalid' tag), not only the first's.
      outcome: (after: Snapshot) => after.hasTag("invalid"),
    })),
    {
      why: "Spec §4: with every check passed, the form is submitting ('Creating your profile...'); issue 34: with an id made once.",
      from: "editing",
      event: "form.submit",
      when: (before) => !SPEC_SIGNUP_CHECKS.some(([, fails]) => fails(before.context.form)),
      to: "submitting",
      outcome: (after, before) =>
        after.context.submissionId !== null &&
        (before.context.submissionId === null || after.context.submissionId === before.context.submissionId),
    },
    {
      why: "Issue 34: a second click or Enter while it is being sent sends nothing more.",
      from: "submitting",
      event: "form.submit",
      to: "submitting",
    },
    {
      why: "Issue 34: the success dialog only once the intake answered its reference; the draft is cleared then.",
      from: "submitting",
      event: SEND_DONE as never,
      when: (_before, event) => outcomeOf(event) === "sent",
      to: { sent: "welcoming" },
      actions: ["clearDraft"],
      outcome: (after) => after.context.reference === SIGNUP_REFERENCE,
    },
    {
      why: "Issue 34: offline or the intake unreachable, it is saved on this device; the draft is cleared then.",
      from: "submitting",
      event: SEND_DONE as never,
      when: (_before, event) => outcomeOf(event) === "queued",
      to: "queued",
      actions: ["clearDraft"],
    },
    {
      why: "Issue 34: a 400 shows the intake's message on its field, which gets focus; the answers and the draft stay.",
      from: "submitting",
      event: SEND_DONE as never,
      when: (_before, event) => outcomeOf(event) === "refused",
      to: { editing: "refused" },
      actions: ["focusFirstRefused"],
      outcome: (after, before) =>
        after.context.serverErrors.phone === REFUSED_PHONE &&
        sameForm(after.context.form, before.context.form),
    },
    {
      why: "Issue 34: a 5xx after retries keeps the answers and offers 'Try again'.",
      from: "submitting",
      event: SEND_DONE as never,
      when: (_before, event) => outcomeOf(event) === "failed",
      to: { editing: "failed" },
      outcome: (after, before) => sameForm(after.context.form, before.context.form),
    },
    {
      why: "Issue 34: 'Try again' sends the same submission, with the same id.",
      from: { editing: "failed" },
      event: "form.retry",
      when: (before) => !SPEC_SIGNUP_CHECKS.some(([, fails]) => fails(before.context.form)),
      to: "submitting",
      outcome: (after, before) =>
        after.context.submissionId !== null && after.context.submissionId === before.context.submissionId,
    },
    {
      why: "Issue 34: a registration saved on this device that goes later is welcomed with its reference.",
      from: "queued",
      event: "lead.delivered",
      to: { sent: "welcoming" },
      outcome: (after) => after.context.reference === SIGNUP_REFERENCE,
    },
    {
      why: "Issue 36: an error goes away when its field is fixed (the others stay).",
      from: { editing: "invalid" },
      event: "field.change",
      outcome: (after) => after.hasTag("invalid"),
    },
    {
      why: "Site rule (issue 17): answers changed in another tab show here too, when this tab's own were kept.",
      from: "editing",
      event: "otherTab.changed",
      when: (before) => before.context.storage === "kept",
      outcome: (after, _, event) =>
        event.type === "otherTab.changed" && sameForm(after.context.form, event.draft ?? EMPTY_SIGNUP_FORM),
    },
    {
      why: "Site rule (issue 17): where this tab's own change was not kept, it keeps its answers and says so.",
      from: "editing",
      event: "otherTab.changed",
      when: (before) => before.context.storage === "refused",
      outcome: (after, before) => sameForm(after.context.form, before.context.form) && after.context.conflict,
    },
    {
      why: "Spec §5: a custom skill must be non-empty once trimmed.",
      from: "editing",
      event: "skill.submit",
      when: (before) => before.context.customSkill.trim() === "",
      outcome: (after, before) => after.context.form.skills.length === before.context.form.skills.length,
    },
    {
      why: "Spec §5: no duplicate skills (a typed one equal to a chosen one is not added).",
      from: "editing",
      event: "skill.submit",
      when: (before) =>
        before.context.form.skills.some(
          (skill) =>
            skill.toLowerCase() === before.context.customSkill.trim().replace(/\s+/g, " ").toLowerCase(),
        ),
      outcome: (after, before) => after.context.form.skills.length === before.context.form.skills.length,
    },
    {
      why: "Spec §5: a new custom skill is added, trimmed.",
      from: "editing",
      event: "skill.submit",
      when: (before) =>
        before.context.customSkill.trim() !== "" &&
        before.context.form.skills.length < 8 &&
        !before.context.form.skills.some(
          (skill) =>
            skill.toLowerCase() === before.context.customSkill.trim().replace(/\s+/g, " ").toLowerCase(),
        ),
      outcome: (after, before) =>
        after.context.form.skills.length === before.context.form.skills.length + 1 &&
        after.context.form.skills.at(-1)?.replace(/\s+/g, " ") ===
          before.context.customSkill.trim().replace(/\s+/g, " "),
    },
  ],
  events: (snapshot): JobSeekerSignupEvent[] => {
    // On arrival the page reads the answers kept in this browser; nothing else happens before that.
    if (snapshot.matches("loading"))
      return [
        { type: "draft.loaded", draft: SAMPLE_DRAFT },
        { type: "draft.loaded", draft: EMPTY_SIGNUP_FORM },
        { type: "draft.none" },
        { type: "draft.discarded" },
      ];
    if (snapshot.matches("submitting")) return [{ type: "form.submit" }, ...sendAnswers];
    if (snapshot.matches({ sent: "welcoming" })) return [{ type: "dialog.close" }];
    if (snapshot.matches("queued")) return [{ type: "lead.delivered", reference: SIGNUP_REFERENCE }];
    if (!snapshot.matches("editing")) return [];
    const { form, customSkill, storage, conflict, serverErrors } = snapshot.context;
    // Another tab and refused storage: while this tab's change is not kept, or a note about the
    // other tab shows, only those matter (the form works the same either way).
    if (conflict) return [{ type: "conflict.dismiss" }];
    if (storage === "refused")
      return [{ type: "otherTab.changed", draft: OTHER_TAB_DRAFT }, { type: "storage.kept" }];
    const failing = firstFailingField(form);
    const events: JobSeekerSignupEvent[] = [{ type: "form.submit" }];
    if (snapshot.matches({ editing: "failed" })) {
      // 'Try again' as it was sent, and after an answer was changed so that a check fails.
      events.push({ type: "form.retry" });
      if (failing === null) events.push({ type: "field.change", field: "fullName", value: "J" });
    }
    // The phone the intake refused, typed again: its message goes.
    if (serverErrors.phone) events.push({ type: "field.change", field: "phone", value: RETYPED_PHONE });
    switch (failing) {
      case "fullName":
        events.push(
          { type: "field.change", field: "fullName", value: "J" },
          { type: "field.change", field: "fullName", value: "Jordan Rivera" },
        );
        if (form.fullName === "" && !snapshot.context.restored)
          events.push({ type: "otherTab.changed", draft: OTHER_TAB_DRAFT });
        break;
      case "email":
        events.push(
          { type: "field.change", field: "email", value: "jordan@example" },
          { type: "field.change", field: "email", value: "jordan@example.com" },
        );
        break;
      case "phone":
        events.push(
          { type: "field.change", field: "phone", value: "   " },
          { type: "field.change", field: "phone", value: "(313) 555-0142" },
          // This tab's answers (the sample draft): the browser refuses one more change, or the other
          // tab registers and clears them.
          { type: "storage.refused" },
          { type: "otherTab.changed", draft: null },
        );
        break;
      case "skills":
        events.push({ type: "skill.toggle", skill: FIRST_PRESET });
        break;
      case "experienceLevel": {
        const count = form.skills.length;
        const nextPreset = presetSkills.find((skill) => !hasSkill(form.skills, skill));
        if (count === 1) {
          // The custom skill box: blank, new (untrimmed) and a duplicate of the chosen preset.
          const kind = customKind(snapshot.context);
          if (kind === "blank") {
            events.push(
              { type: "skill.submit" },
              { type: "skill.input", value: CUSTOM_SKILL },
              { type: "skill.toggle", skill: FIRST_PRESET },
              { type: "experience.select", level: "mid" },
            );
            if (customSkill === "") events.push({ type: "skill.input", value: "   " });
          } else if (kind === "new") {
            events.push({ type: "skill.submit" }, { type: "skill.input", value: DUPLICATE_OF_FIRST });
          } else if (kind === "duplicate") {
            events.push({ type: "skill.submit" }, { type: "skill.input", value: "" });
          }
        } else if (count < SIGNUP_RULES.maxSkills && nextPreset) {
          events.push({ type: "skill.toggle", skill: nextPreset });
        } else if (count === SIGNUP_RULES.maxSkills) {
          const last = form.skills[count - 1] ?? FIRST_PRESET;
          events.push({ type: "skill.remove", skill: last });
        }
        break;
      }
      case "jobTypes":
        events.push({ type: "jobType.toggle", jobType: "contract" });
        break;
      case "availability":
        events.push(
          { type: "field.change", field: "location", value: "Houston, TX" },
          { type: "availability.select", availability: "2weeks" },
        );
        break;
      default:
        break;
    }
    return events;
  },
  serializeState: (snapshot: Snapshot) => {
    if (!snapshot.matches("editing")) return JSON.stringify(snapshot.value);
    const { storage, conflict, serverErrors } = snapshot.context;
    const mode = JSON.stringify(snapshot.value);
    const first = firstFailingField(snapshot.context.form) ?? "none";
    const marks = `${storage === "refused" ? "|refused" : ""}${conflict ? "|conflict" : ""}${Object.keys(serverErrors).length ? "|server" : ""}`;
    const failing = `${mode}|${first}${marks}`;
    const skills =
      first === "experienceLevel" && marks === ""
        ? `|${snapshot.context.form.skills.length}${
            snapshot.context.form.skills.length === 1 ? `|${customKind(snapshot.context)}` : ""
          }`
        : "";
    return `editing|${failing}${skills}`;
  },
  invariants: {
    "never more than 8 skills": (snapshot) => snapshot.context.form.skills.length <= SIGNUP_RULES.maxSkills,
    "skills are unique, trimmed and non-empty": (snapshot) =>
      snapshot.context.form.skills.every(
        (skill, index, all) =>
          skill !== "" && skill === skill.trim() && !hasSkill(all.slice(0, index), skill),
      ),
    "problems are shown only after a refused submit, in the form": (snapshot) =>
      !snapshot.hasTag("invalid") || snapshot.matches("editing"),
    "submitting only with a form that passes every check": (snapshot) =>
      !snapshot.matches("submitting") || firstFailingField(snapshot.context.form) === null,
    "a registration under way always has its idempotency id": (snapshot) =>
      !(
        snapshot.matches("submitting") ||
        snapshot.matches("queued") ||
        snapshot.matches({ editing: "failed" })
      ) || snapshot.context.submissionId !== null,
    "'sent' only with the intake's reference": (snapshot) =>
      !snapshot.matches("sent") || snapshot.context.reference === SIGNUP_REFERENCE,
    "the welcome names the person": (snapshot) =>
      !(snapshot.matches("sent") || snapshot.matches("queued")) ||
      snapshot.context.registeredName.length >= SIGNUP_RULES.minNameLength,
    "the summary shows the form that was sent": (snapshot) =>
      !(snapshot.matches("sent") || snapshot.matches("queued")) ||
      (snapshot.context.registered !== null &&
        snapshot.context.registered.fullName === snapshot.context.registeredName &&
        firstFailingField(snapshot.context.registered) === null),
    "the form is emptied once sent or saved on this device": (snapshot) =>
      !(snapshot.matches("sent") || snapshot.matches("queued")) ||
      sameForm(snapshot.context.form, EMPTY_SIGNUP_FORM),
  },
  maxSimplePaths: 12,
});
