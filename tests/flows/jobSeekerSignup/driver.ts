import { expect, type Page } from "@playwright/test";
import { type EventObject, fromPromise } from "xstate";
import { type JobSeekerSignupEvent, jobSeekerSignupMachine } from "../../../machines/jobSeekerSignup";
import { leadSendingCopy } from "../../../src/content/leadForms";
import { availabilityOptions, experienceLevels, signupCopy, signupErrors } from "../../../src/content/signup";
import {
  firstSignupProblem,
  presetSkills,
  SIGNUP_RULES,
  type SignupField,
  signupProblem,
} from "../../../src/domain/jobSeekerSignup";
import type { LeadSendResult, LeadSubmission } from "../../../src/domain/leads";
import { isValidPhone } from "../../../src/domain/phone";
import { signupFieldIds } from "../../../src/views/signup/stores";
import {
  dismissConflict,
  expectDraftStatus,
  fillStorage,
  freeStorage,
  otherTabStores,
  otherTabWords,
} from "../../support/drivers/otherTab";
import { payload, reloadWithStored, reloadWithStoredText, shadowActors } from "../../support/drivers/shadow";
import type { PageDriver } from "../../support/drivers/types";
import { chooseIn, click, quoted, typeInto } from "../../support/drivers/visitor";
import { type HeldIntake, holdIntake } from "../leadIntake";
import { SEND_DONE, SEND_ERROR, SIGNUP_REFERENCE } from "./model";

// The shadow machine hears the send's outcome from the driver (SEND_DONE), as the page hears it from
// the intake: its own send never settles.
const shadow = shadowActors(
  jobSeekerSignupMachine.provide({
    actors: { sendLead: fromPromise<LeadSendResult, LeadSubmission>(() => new Promise(() => {})) },
  }),
);
const DRAFT_KEY = "job-seeker-registration.draft";
const SENT = { outcome: "sent", reference: SIGNUP_REFERENCE } as const;
/** The sample intake's reference, or the real one's (the e2e run's intake answers its own). */
const REFERENCE = /RG-[0-9A-Z]{4,8}/;
const intakes = new WeakMap<Page, HeldIntake>();
const intakeOf = (page: Page) => {
  const intake = intakes.get(page);
  if (!intake) throw new Error("the intake is held in prepare()");
  return intake;
};
const tryAgain = (page: Page) => page.getByRole("button", { name: leadSendingCopy.tryAgain, exact: true });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** After a submit the checks refused: the one toast, with the first failing check's message. */
async function oneErrorToast(page: Page) {
  const first = firstSignupProblem(shadow.snapshot(page).context.form, isValidPhone);
  if (!first) throw new Error("A refused submit must have a failing check");
  const toasts = page.locator('[data-scope="toast"][data-part="root"]');
  const toast = toasts.filter({ hasText: signupErrors[first.problem] });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(signupCopy.errorTitle);
  // One toast per submit (issue 36), however many submits.
  await expect(toasts).toHaveCount(1);
  await expect(page.locator(`#${signupFieldIds[first.field]}`)).toBeFocused();
}

const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const submitButton = (page: Page) =>
  page.getByRole("button", { name: /^(Create My Profile|Creating your profile\.\.\.)$/ });
const customSkill = (page: Page) => page.getByRole("textbox", { name: signupCopy.customSkill });
const dialog = (page: Page) => page.getByRole("dialog");
const locationBox = (page: Page) =>
  page.getByRole("textbox", { name: new RegExp(`^${signupCopy.location}`) });

type FieldChange = Extract<JobSeekerSignupEvent, { type: "field.change" }>;
/** The label of each text field but the location (picked from presets or typed, see field.change). */
const TEXT_FIELD_LABELS = {
  fullName: signupCopy.fullName,
  email: signupCopy.email,
  phone: signupCopy.phone,
} as const;

/** Types one character at the end of Location and takes it out again: two writes, the form as it was. */
async function retypeLocation(page: Page, report: "storage.refused" | "storage.kept") {
  const before = await locationBox(page).inputValue();
  await locationBox(page).fill(`${before}x`);
  shadow.send(page, { type: "field.change", field: "location", value: `${before}x` } as never);
  shadow.send(page, { type: report } as never);
  await locationBox(page).fill(before);
  shadow.send(page, { type: "field.change", field: "location", value: before } as never);
}

function perform(run: (page: Page, event: JobSeekerSignupEvent) => Promise<void>) {
  return async (page: Page, { event }: { event: EventObject }) => {
    await run(page, event as JobSeekerSignupEvent);
    shadow.send(page, event as never);
  };
}

async function expectEditing(page: Page) {
  const {
    form,
    skillProblem,
    restored,
    customSkill: typed,
    storage,
    conflict,
  } = shadow.snapshot(page).context;
  await expectDraftStatus(page, "registration", { notKept: storage === "refused", conflict });
  await expect(submitButton(page)).toHaveText(signupCopy.submit);
  await expect(submitButton(page)).toBeEnabled();
  await expect(textbox(page, signupCopy.fullName)).toHaveValue(form.fullName);
  await expect(textbox(page, signupCopy.email)).toHaveValue(form.email);
  await expect(textbox(page, signupCopy.phone)).toHaveValue(form.phone);
  await expect(customSkill(page)).toHaveValue(typed);

  // The skill list and the limit of 8.
  const full = form.skills.length >= SIGNUP_RULES.maxSkills;
  await expect(
    page.getByText(signupCopy.skillsCounter(form.skills.length, SIGNUP_RULES.maxSkills)),
  ).toBeVisible();
  const chosen = page.getByRole("list", { name: signupCopy.chosenSkills }).getByRole("listitem");
  if (form.skills.length) await expect(chosen).toHaveText(form.skills);
  else await expect(page.getByText(signupCopy.noSkillsYet)).toBeVisible();
  for (const skill of presetSkills) {
    const button = page.getByRole("button", { name: skill, exact: true });
    const picked = form.skills.includes(skill);
    await expect(button).toHaveAttribute("aria-pressed", String(picked));
    if (full && !picked) await expect(button).toBeDisabled();
    else await expect(button).toBeEnabled();
  }
  const limit = page.getByText(signupCopy.skillsLimitReached(SIGNUP_RULES.maxSkills));
  if (full) {
    await expect(limit).toBeVisible();
    await expect(customSkill(page)).toBeDisabled();
    await expect(page.getByRole("button", { name: signupCopy.addSkill, exact: true })).toBeDisabled();
  } else {
    await expect(limit).toBeHidden();
    await expect(customSkill(page)).toBeEnabled();
  }
  const problem =
    skillProblem === "blank"
      ? signupCopy.skillBlank
      : skillProblem === "duplicate"
        ? signupCopy.skillDuplicate
        : null;
  if (problem) await expect(customSkill(page)).toHaveAccessibleDescription(problem);

  // After a refused submit every field with a problem is marked, each with its message (issue 36),
  // and a field the intake refused carries the intake's message; every other field is not marked.
  const snapshot = shadow.snapshot(page);
  const marked = snapshot.hasTag("invalid");
  for (const [field, id] of Object.entries(signupFieldIds) as Array<[SignupField, string]>) {
    const control = page.locator(`#${id}`);
    const own = marked ? signupProblem(form, field, isValidPhone) : null;
    const message = own ? signupErrors[own] : snapshot.context.serverErrors[field];
    if (field === "skills" && problem) continue;
    if (message) {
      await expect(control).toHaveAttribute("aria-invalid", "true");
      await expect(control).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
    } else await expect(control).not.toHaveAttribute("aria-invalid", "true");
  }
  await expect(page.getByText(signupCopy.restored)).toHaveCount(restored ? 1 : 0);
  await expect(dialog(page)).toBeHidden();
}

export const jobSeekerSignupDriver: PageDriver = {
  route: "/job-seeker-registration",
  viewport: { width: 1280, height: 900 },
  // The intake's 500s and 400s, and the network failing, as the paths make them happen.
  allowConsoleErrors: [/Failed to load resource/],
  prepare: async (page) => {
    shadow.start(page);
    intakes.set(page, await holdIntake(page));
  },
  events: {
    "field.change": perform(async (page, event) => {
      const { field, value } = payload<FieldChange>(event);
      if (field !== "location") return textbox(page, TEXT_FIELD_LABELS[field]).fill(value);
      // A preset is picked with its button; anything else is typed.
      const preset = page
        .getByRole("list", { name: signupCopy.locationPresets })
        .getByRole("button", { name: value, exact: true });
      if (await preset.count()) {
        await preset.click();
        await expect(preset).toHaveAttribute("aria-pressed", "true");
      } else {
        await locationBox(page).fill(value);
      }
    }),
    "experience.select": perform(async (page, event) => {
      const level = experienceLevels.find(
        (option) => option.value === payload<{ level: string }>(event).level,
      );
      await page.getByRole("radio", { name: new RegExp(`^${level?.label}`) }).check();
    }),
    "jobType.toggle": perform(async (page, event) => {
      const label = { contract: "Contract", "full-time": "Full-time", "part-time": "Part-time" }[
        payload<{ jobType: "contract" | "full-time" | "part-time" }>(event).jobType
      ];
      await page.getByRole("checkbox", { name: label, exact: true }).click();
    }),
    "availability.select": perform(async (page, event) => {
      const option = availabilityOptions.find(
        (o) => o.value === payload<{ availability: string }>(event).availability,
      );
      await page.getByRole("radio", { name: option?.label, exact: true }).check();
    }),
    "skill.toggle": perform((page, event) =>
      page.getByRole("button", { name: payload<{ skill: string }>(event).skill, exact: true }).click(),
    ),
    "skill.remove": perform(async (page, event) => {
      await page
        .getByRole("button", { name: signupCopy.removeSkill(payload<{ skill: string }>(event).skill) })
        .click();
      // Focus is never dropped: the chosen skill taking its place, or the custom skill box.
      await expect
        .poll(() =>
          page.evaluate(
            (id) =>
              document.activeElement?.id === id ||
              document.activeElement?.getAttribute("aria-label")?.startsWith("Remove") === true,
            signupFieldIds.skills,
          ),
        )
        .toBe(true);
    }),
    "skill.input": perform((page, event) => customSkill(page).fill(payload<{ value: string }>(event).value)),
    // Enter in the box adds the skill.
    "skill.submit": perform((page) => customSkill(page).press("Enter")),
    "form.submit": async (page, { event, before }) => {
      if (before === "submitting") {
        // The button is disabled; even a programmatic submit must not start a second request.
        await expect(submitButton(page)).toBeDisabled();
        await page
          .getByRole("form", { name: signupCopy.formLabel })
          .evaluate((form) => (form as HTMLFormElement).requestSubmit());
        shadow.send(page, event as never);
        return;
      }
      shadow.send(page, event as never);
      const after = shadow.snapshot(page);
      // Sent: the intake holds the send until the path says what came of it.
      await submitButton(page).click();
      if (after.matches("submitting")) return;
      await oneErrorToast(page);
    },
    [SEND_DONE]: async (page, { event }) => {
      await intakeOf(page).answer((event as unknown as { output: LeadSendResult }).output);
      shadow.send(page, event as never);
    },
    [SEND_ERROR]: async (page, { event }) => {
      // The send itself failing looks, to the visitor, as an intake that answers errors.
      await intakeOf(page).answer({ outcome: "error" });
      shadow.send(page, event as never);
    },
    "form.retry": async (page, { event }) => {
      await tryAgain(page).click();
      shadow.send(page, event as never);
      if (shadow.snapshot(page).hasTag("invalid")) await oneErrorToast(page);
    },
    "lead.delivered": async (page, { event }) => {
      // Back online: the shell sends what waits on the device, and the intake takes it.
      intakeOf(page).answerNext(SENT);
      await page.evaluate(() => dispatchEvent(new Event("online")));
      shadow.send(page, event as never);
    },
    "dialog.close": async (page, { event }) => {
      await dialog(page).getByRole("button", { name: signupCopy.closeDialog }).click();
      shadow.send(page, event as never);
    },
    "draft.loaded": async (page, { event }) => {
      await reloadWithStored(page, DRAFT_KEY, payload<{ draft: unknown }>(event).draft);
      shadow.send(page, event as never);
    },
    "draft.none": async (page, { event }) => {
      // Nothing kept: the machine read the empty store as the page hydrated.
      shadow.send(page, event as never);
    },
    "draft.discarded": async (page, { event }) => {
      await reloadWithStoredText(page, DRAFT_KEY, "{not json");
      shadow.send(page, event as never);
      // What could not be used is thrown away.
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
    },
    "otherTab.changed": async (page, { event }) => {
      await otherTabStores(page, DRAFT_KEY, payload<{ draft: unknown }>(event).draft);
      shadow.send(page, event as never);
    },
    "storage.refused": async (page) => {
      await fillStorage(page);
      await retypeLocation(page, "storage.refused");
    },
    "storage.kept": async (page) => {
      await freeStorage(page);
      await retypeLocation(page, "storage.kept");
      // The answers on screen are what a reload would read back.
      await expect
        .poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null")?.data, DRAFT_KEY))
        .toMatchObject({ location: await locationBox(page).inputValue() });
    },
    "conflict.dismiss": async (page, { event }) => {
      await dismissConflict(page, page);
      shadow.send(page, event as never);
    },
  },
  visitorActions: {
    "field.change": ({ event }) => {
      const { field, value } = payload<FieldChange>(event);
      return field === "location"
        ? `${click(value)} among the location presets (or type it into ${signupCopy.location})`
        : typeInto(value, TEXT_FIELD_LABELS[field]);
    },
    "experience.select": ({ event }) => {
      const level = experienceLevels.find(
        (option) => option.value === payload<{ level: string }>(event).level,
      );
      return `choose the experience level ${quoted(level?.label ?? "")}`;
    },
    "jobType.toggle": ({ event }) => {
      const label = { contract: "Contract", "full-time": "Full-time", "part-time": "Part-time" }[
        payload<{ jobType: "contract" | "full-time" | "part-time" }>(event).jobType
      ];
      return `tick ${quoted(label)} (job types)`;
    },
    "availability.select": ({ event }) => {
      const option = availabilityOptions.find(
        (o) => o.value === payload<{ availability: string }>(event).availability,
      );
      return chooseIn(option?.label ?? "", "availability");
    },
    "skill.toggle": ({ event }) => `click the skill ${quoted(payload<{ skill: string }>(event).skill)}`,
    "skill.remove": ({ event }) => click(signupCopy.removeSkill(payload<{ skill: string }>(event).skill)),
    "skill.input": ({ event }) => typeInto(payload<{ value: string }>(event).value, signupCopy.customSkill),
    "skill.submit": `press Enter in ${signupCopy.customSkill}`,
    "form.submit": ({ before }) =>
      before === "submitting"
        ? `see that ${quoted(signupCopy.submitting)} is disabled, and submit the form by script anyway`
        : click(signupCopy.submit),
    [SEND_DONE]: ({ event }) => {
      const output = (event as unknown as { output: LeadSendResult }).output;
      return output.outcome === "sent"
        ? "the intake stores the registration and answers its reference"
        : output.outcome === "queued"
          ? "the network fails: the registration is kept on the device"
          : output.outcome === "refused"
            ? "the intake refuses the phone number (400)"
            : "the intake answers 500, to every retry";
    },
    [SEND_ERROR]: "the send fails (as an intake that answers 500)",
    "form.retry": click(leadSendingCopy.tryAgain),
    "lead.delivered": "the connection is back: the saved registration goes",
    "dialog.close": `${click(signupCopy.closeDialog)} in the welcome dialog`,
    "draft.loaded": ({ event }) =>
      payload<{ draft: { fullName: string } }>(event).draft.fullName
        ? "reload with an unsent form saved in this browser (name, email and location filled)"
        : "reload with an empty form saved in this browser",
    "draft.none": "open the page with no answers kept in this browser",
    "draft.discarded": "reload with kept answers this page cannot read (not JSON)",
    "otherTab.changed": ({ event }) =>
      payload<{ draft: unknown }>(event).draft === null
        ? "in another tab, the visitor registers (the kept answers are cleared there)"
        : "in another tab, the form is filled in (name, email and phone)",
    "storage.refused": `${otherTabWords.refused}; type a letter at the end of ${signupCopy.location} and delete it`,
    "storage.kept": `${otherTabWords.kept}; type a letter at the end of ${signupCopy.location} and delete it`,
    "conflict.dismiss": otherTabWords.dismiss,
  },
  states: {
    // While the page reads the answers kept in this browser it shows the empty form, as prerendered.
    loading: expectEditing,
    "editing.filling": expectEditing,
    "editing.invalid": expectEditing,
    "editing.refused": expectEditing,
    "editing.failed": async (page) => {
      await expectEditing(page);
      await expect(page.getByRole("alert").filter({ hasText: leadSendingCopy.failed })).toBeVisible();
      await expect(tryAgain(page)).toBeVisible();
      // Nothing lost: the answers stay, here and in the kept draft.
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).not.toBeNull();
    },
    submitting: async (page) => {
      await expect(submitButton(page)).toHaveText(signupCopy.submitting);
      await expect(submitButton(page)).toBeDisabled();
      await expect(textbox(page, signupCopy.fullName)).toBeDisabled();
      await expect(dialog(page)).toBeHidden();
    },
    "sent.welcoming": async (page) => {
      const { registeredName: name, registered } = shadow.snapshot(page).context;
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page)).toHaveAccessibleName(signupCopy.welcomeTitle(name));
      // Said only now the intake answered: its reference, and the address our team writes to.
      await expect(dialog(page)).toContainText(REFERENCE);
      await expect(dialog(page)).toContainText(registered?.email ?? "");
      await expect(dialog(page).getByRole("link", { name: signupCopy.nextSteps.resume.cta })).toHaveAttribute(
        "href",
        "/create-profile",
      );
      await expect(dialog(page).getByRole("link", { name: signupCopy.nextSteps.jobs.cta })).toHaveAttribute(
        "href",
        "/find-jobs",
      );
      await expect(dialog(page).getByRole("button", { name: signupCopy.closeDialog })).toBeFocused();
      // The kept draft went with the success.
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
    },
    "sent.welcomed": async (page) => {
      const name = shadow.snapshot(page).context.registeredName;
      await expect(dialog(page)).toBeHidden();
      const heading = page.getByRole("heading", { name: signupCopy.doneHeading(name) });
      await expect(heading).toBeVisible();
      await expect(heading).toBeFocused();
      await expect(page.locator('section[aria-labelledby="signup-done-heading"]')).toContainText(REFERENCE);
      await expect(page.getByRole("link", { name: signupCopy.nextSteps.resume.cta })).toBeVisible();
    },
    queued: async (page) => {
      await expect(dialog(page)).toBeHidden();
      const heading = page.getByRole("heading", { name: signupCopy.queuedHeading });
      await expect(heading).toBeVisible();
      await expect(heading).toBeFocused();
      await expect(page.getByText(leadSendingCopy.queued)).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: /waiting to be sent/ })).toBeVisible();
      // Saved on the device: the draft is not needed any more.
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
    },
  },
};
