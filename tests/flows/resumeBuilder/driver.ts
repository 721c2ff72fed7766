import { expect, type Locator, type Page } from "@playwright/test";
import {
  type ExperienceChanges,
  freshContext,
  type ResumeBuilderEvent,
  type SharedResume,
} from "../../../machines/resumeBuilder";
import { applicationCopy } from "../../../src/content/application";
import {
  RESUME_STEPS,
  type ResumeStepId,
  resumeCopy,
  resumeMessages,
  resumeToasts,
} from "../../../src/content/resume";
import type { AppliedJob } from "../../../src/domain/application";
import type { LeadSendResult } from "../../../src/domain/leads";
import {
  type ExperienceField,
  entryProblems,
  itemProblem,
  type PersonalField,
  photoProblem,
} from "../../../src/domain/resume";
import { STEP_HEADING_ID } from "../../../src/views/resume/builderState";
import { RESUME_DRAFT_KEY, toStoredSnapshot } from "../../../src/views/resume/resumeDraft";
import { hydrated, installClock, pauseClockSoon } from "../../e2e/fixtures";
import { fakeIntake, holdNextAnswer, intakeAnswers } from "../../support/drivers/fakeIntake";
import {
  dismissConflict,
  expectDraftStatus,
  fillStorage,
  freeStorage,
  otherTabStores,
  otherTabWords,
} from "../../support/drivers/otherTab";
import { reloadWithStored, reloadWithStoredText } from "../../support/drivers/shadow";
import type { PageDriver } from "../../support/drivers/types";
import { click, quoted, typeInto } from "../../support/drivers/visitor";

/**
 * The resume builder as a visitor drives it: typing into labelled fields, Enter to add a skill,
 * clicking Next/Previous, Done/Edit/Delete on a role, a reload for a restored draft, and a
 * controlled clock for the 2-second redirect after 'Complete Profile'.
 */

const personalLabels: Record<PersonalField, string> = {
  fullName: resumeCopy.personal.fullName,
  email: resumeCopy.personal.email,
  phone: resumeCopy.personal.phone,
  location: resumeCopy.personal.location,
};

const entryLabels: Record<ExperienceField, string> = {
  company: resumeCopy.experience.company,
  title: resumeCopy.experience.title,
  location: resumeCopy.experience.location,
  startDate: resumeCopy.experience.startDate,
  endDate: resumeCopy.experience.endDate,
  description: resumeCopy.experience.description,
};

/** A real 1×1 PNG, so the preview can draw it. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

export const builder = (page: Page) => page.locator("#resume-builder");
const stepHeading = (page: Page, name: string) =>
  builder(page).getByRole("heading", { level: 2, name, exact: true });
const entry = (page: Page, id: number) => builder(page).locator(`[data-entry-id="${id}"]`);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A control by the start of its label (required fields add a "*" after it). */
export const field = (scope: Locator | Page, label: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}`));
const notice = (page: Page) => builder(page).locator("[data-notice]");
const startOverDialog = (page: Page) => page.getByRole("dialog", { name: resumeCopy.startOverDialog.title });

async function expectStep(page: Page, step: ResumeStepId) {
  await expectDraftStatus(builder(page), "resume", linesOf(page));
  const index = RESUME_STEPS.findIndex((item) => item.id === step);
  const { name } = RESUME_STEPS[index] ?? RESUME_STEPS[0];
  await expect(stepHeading(page, name)).toBeVisible();
  // Steps 2-5 load on demand (LaterStepBody.tsx): what the step shows is read once it is in.
  await expect(builder(page).getByText(resumeCopy.stepLoading)).toHaveCount(0);
  await expect(page.getByRole("progressbar", { name: resumeCopy.progressLabel })).toHaveAttribute(
    "aria-valuenow",
    String(((index + 1) / RESUME_STEPS.length) * 100),
  );
  await expect(
    page.getByRole("list", { name: resumeCopy.stepsLabel }).locator('[aria-current="step"]'),
  ).toContainText(name);
  const previous = builder(page).getByRole("button", { name: resumeCopy.previous, exact: true });
  if (index === 0) await expect(previous).toBeDisabled();
  else await expect(previous).toBeEnabled();
  const next = builder(page).getByRole("button", { name: resumeCopy.next, exact: true });
  const complete = builder(page).getByRole("button", { name: resumeCopy.complete });
  if (step === "review") {
    await expect(next).toHaveCount(0);
    await expect(complete).toBeEnabled();
  } else {
    await expect(next).toBeVisible();
    await expect(complete).toHaveCount(0);
  }
}

async function addItem(page: Page, kind: "skill" | "certification", value: string) {
  const copy = kind === "skill" ? resumeCopy.skills : resumeCopy.certifications;
  const list = builder(page).getByRole("list", { name: copy.listLabel });
  const before = (await list.count()) ? await list.getByRole("listitem").allTextContents() : [];
  const input = field(builder(page), copy.input);
  await input.fill(value);
  await input.press("Enter");
  const problem = itemProblem(before, value);
  if (problem === null) {
    await expect(list.getByRole("listitem").filter({ hasText: value.trim() })).toHaveCount(1);
    await expect(input).toHaveValue("");
  } else {
    await expect(input).toHaveAttribute("aria-invalid", "true");
    if (problem === "empty")
      await expect(builder(page).getByText(resumeMessages.item.empty[kind])).toBeVisible();
    if (problem === "duplicate") {
      await expect(builder(page).getByText(resumeMessages.item.duplicate[kind](value.trim()))).toBeVisible();
    }
    await expect(list.getByRole("listitem")).toHaveCount(before.length);
  }
}

async function removeItem(page: Page, kind: "skill" | "certification", value: string) {
  const copy = kind === "skill" ? resumeCopy.skills : resumeCopy.certifications;
  await builder(page)
    .getByRole("button", { name: copy.remove(value) })
    .click();
  await expect(builder(page).getByRole("button", { name: copy.remove(value) })).toHaveCount(0);
  // Focus is never dropped: the item taking its place, or the input when the list is empty.
  const list = builder(page).getByRole("list", { name: copy.listLabel });
  if (await list.count())
    await expect(list.getByRole("button", { name: /^Remove/ }).and(page.locator(":focus"))).toHaveCount(1);
  else await expect(field(builder(page), copy.input)).toBeFocused();
}

async function typeDraft(page: Page, kind: "skill" | "certification", value: string) {
  const copy = kind === "skill" ? resumeCopy.skills : resumeCopy.certifications;
  const input = field(builder(page), copy.input);
  await input.fill(value);
  await expect(input).toHaveValue(value);
}

async function changeEntry(page: Page, id: number, values: ExperienceChanges) {
  const scope = entry(page, id);
  for (const [key, value] of Object.entries(values) as Array<[ExperienceField, string]>) {
    await field(scope, entryLabels[key]).fill(value);
  }
  const current = await readEntry(scope, id);
  const endBeforeStart = entryProblems(current).endDate === "endBeforeStart";
  const message = scope.getByText(resumeMessages.entry.endBeforeStart);
  if (endBeforeStart) await expect(message).toBeVisible();
  else await expect(message).toHaveCount(0);
}

async function readEntry(scope: Locator, id: number) {
  const read = (key: ExperienceField) => field(scope, entryLabels[key]).inputValue();
  return {
    id,
    company: await read("company"),
    title: await read("title"),
    location: await read("location"),
    startDate: await read("startDate"),
    endDate: await read("endDate"),
    description: await read("description"),
  };
}

async function uploadPhoto(page: Page, event: Extract<ResumeBuilderEvent, { type: "photo.select" }>) {
  const { name, type, size } = event.photo;
  const problem = photoProblem({ type, size });
  // An acceptable image is a real PNG; the refused ones only need the right type and size.
  const buffer = problem === null ? PNG : Buffer.alloc(size, 1);
  await builder(page)
    .getByLabel(/^(Upload|Replace) photo$/)
    .setInputFiles({ name, mimeType: type, buffer });
  if (problem === null) {
    await expect(builder(page).getByRole("img", { name: "Your profile photo" })).toBeVisible();
    await expect(builder(page).getByRole("button", { name: resumeCopy.personal.photoRemove })).toBeVisible();
  } else {
    await expect(
      builder(page).getByRole("alert").filter({ hasText: resumeMessages.photo[problem] }),
    ).toBeVisible();
  }
}

async function expectToast(page: Page, title: string, description: string) {
  const region = page.getByRole("region", { name: /Notifications/ });
  await expect(region.getByText(title, { exact: true }).last()).toBeVisible();
  await expect(region.getByText(description, { exact: true }).last()).toBeVisible();
}

/** Radios are drawn as chips and cards: the visitor clicks the visible label around each one. */
export async function chooseRadio(page: Page, name: string) {
  const radio = builder(page).getByRole("radio", { name, exact: true });
  await builder(page)
    .locator("label")
    .filter({ has: page.getByRole("radio", { name, exact: true }) })
    .click();
  await expect(radio).toBeChecked();
}

/** The draft-status lines the page must show (the driver has no shadow: it keeps them). */
const lines = new WeakMap<Page, { notKept: boolean; conflict: boolean }>();
const linesOf = (page: Page) => lines.get(page) ?? { notKept: false, conflict: false };

/** Another template, then the one shown again: two writes, and the resume is as it was. */
async function retypeTemplate(page: Page) {
  const shown = (await builder(page).locator("[data-template]").getAttribute("data-template")) ?? "modern";
  const label = (id: string) =>
    ({ modern: "Modern", classic: "Classic", professional: "Professional" })[id] ?? id;
  await chooseRadio(page, label(shown === "classic" ? "modern" : "classic"));
  await chooseRadio(page, label(shown));
}

/** What another tab of the builder stores: the builder on step 1 with this resume and template. */
function storedByOtherTab(draft: SharedResume) {
  return toStoredSnapshot("personalInfo", {
    ...freshContext(),
    profile: draft.profile,
    template: draft.template,
  });
}

/** What the 'Start over' region shows: nothing, or the confirmation over the step. */
const startOverChecks: Record<string, (page: Page) => Promise<void>> = {
  idle: async (page) => expect(startOverDialog(page)).toBeHidden(),
  confirming: async (page) => {
    const dialog = startOverDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(resumeCopy.startOverDialog.description)).toBeVisible();
    await expect(dialog.getByRole("button", { name: resumeCopy.startOverDialog.close })).toBeFocused();
  },
};

/** What the last application came to (issue 34), while the visitor is on the steps. */
const sendChecks: Record<string, (page: Page) => Promise<void>> = {
  idle: async (page) => {
    await expect(page.getByText(applicationCopy.failed.title)).toHaveCount(0);
    await expect(page.getByText(applicationCopy.refused.title)).toHaveCount(0);
  },
  refused: async (page) => {
    // Its step shows the intake's message on the field it named (Personal Info), or Review says so.
    const fieldMessage = builder(page).getByText(/^The intake refused profile\.personalInfo\./);
    if (await fieldMessage.count()) await expect(fieldMessage).toBeVisible();
    else if (await page.locator("#resume-send-outcome").count())
      await expect(page.getByText(applicationCopy.refused.title)).toBeVisible();
  },
  failed: async (page) => {
    await expect(page.getByText(applicationCopy.failed.title)).toBeVisible();
    await expect(builder(page).getByRole("button", { name: resumeCopy.complete })).toBeEnabled();
  },
};

/** What the notice region shows above the builder. */
const noticeChecks: Record<string, (page: Page) => Promise<void>> = {
  hidden: async (page) => expect(notice(page)).toHaveCount(0),
  restored: async (page) => expect(notice(page)).toContainText(resumeCopy.notices.restored.title),
  // The driver's unusable draft is corrupt JSON ("draft.discarded" below).
  discarded: async (page) => expect(notice(page)).toContainText(resumeCopy.notices.corrupt.body),
};

/**
 * A check for every combination of the editing regions: the step on screen (behind the dialog, the
 * page outside it is hidden from assistive technology, so its heading is checked by its text), the
 * 'Start over' dialog and the notice.
 */
function editingChecks(): PageDriver["states"] {
  const checks: PageDriver["states"] = {};
  for (const { id: step, name } of RESUME_STEPS) {
    for (const [startOver, checkStartOver] of Object.entries(startOverChecks)) {
      for (const [shown, checkNotice] of Object.entries(noticeChecks)) {
        for (const [sent, checkSend] of Object.entries(sendChecks)) {
          checks[`editing.step.${step}|startOver.${startOver}|send.${sent}|notice.${shown}`] = async (
            page,
          ) => {
            if (startOver === "idle") await expectStep(page, step);
            else await expect(page.locator(`#${STEP_HEADING_ID}`)).toHaveText(name);
            await checkStartOver(page);
            await checkSend(page);
            await checkNotice(page);
          };
        }
      }
    }
  }
  return checks;
}

const SAMPLE_JOB_TITLE = "FANUC Robot Programmer, Weld Cell Launch";

export const resumeBuilderDriver: PageDriver = {
  route: "/create-profile",
  viewport: { width: 1440, height: 900 },
  beforeLoad: fakeIntake,
  // The browser's own line for the faked 400/500 answers and the dropped connection (one pattern).
  allowConsoleErrors: [
    /Failed to load resource: (the server responded with a status of (400|500)|net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED)|Failed to fetch dynamically imported module|leadSender/,
  ],
  prepare: async (page) => {
    await installClock(page);
  },
  events: {
    "field.change": async (page, { event }) => {
      const { field: key, value } = event as Extract<ResumeBuilderEvent, { type: "field.change" }>;
      const input = field(builder(page), personalLabels[key]);
      await input.fill(value);
      await expect(input).toHaveValue(value);
    },
    "specialty.select": async (page, { event }) => {
      const { specialty } = event as Extract<ResumeBuilderEvent, { type: "specialty.select" }>;
      const label = {
        fanuc: "Fanuc",
        siemens: "Siemens",
        "allen-bradley": "Allen Bradley",
        abb: "ABB",
        scada: "SCADA",
      }[specialty];
      await chooseRadio(page, label);
      await expect(builder(page).getByText(resumeCopy.ai.intro(label))).toBeVisible();
    },
    "photo.select": async (page, { event }) =>
      uploadPhoto(page, event as Extract<ResumeBuilderEvent, { type: "photo.select" }>),
    "photo.remove": async (page) => {
      await builder(page).getByRole("button", { name: resumeCopy.personal.photoRemove }).click();
      await expect(builder(page).getByRole("img", { name: "Your profile photo" })).toHaveCount(0);
      // Focus goes back to the photo picker, not to the page.
      await expect(builder(page).getByLabel(/^(Upload|Replace) photo$/)).toBeFocused();
    },
    "template.select": async (page, { event }) => {
      const { template } = event as Extract<ResumeBuilderEvent, { type: "template.select" }>;
      const label = { modern: "Modern", classic: "Classic", professional: "Professional" }[template];
      await chooseRadio(page, label);
      await expect(builder(page).locator(`[data-template="${template}"]`)).toBeVisible();
    },
    "experience.add": async (page) => {
      const count = await builder(page).locator("[data-entry-id]").count();
      await builder(page).getByRole("button", { name: resumeCopy.experience.add }).click();
      const editor = builder(page).getByRole("region", { name: resumeCopy.experience.entryLabel(count + 1) });
      await expect(editor).toBeVisible();
      await expect(field(editor, resumeCopy.experience.company)).toBeFocused();
    },
    "experience.edit": async (page, { event }) => {
      const { id } = event as Extract<ResumeBuilderEvent, { type: "experience.edit" }>;
      await entry(page, id).getByRole("button", { name: /^Edit/ }).click();
      await expect(field(entry(page, id), resumeCopy.experience.company)).toBeFocused();
    },
    "experience.done": async (page, { event }) => {
      const { id } = event as Extract<ResumeBuilderEvent, { type: "experience.done" }>;
      const scope = entry(page, id);
      const ready = Object.keys(entryProblems(await readEntry(scope, id))).length === 0;
      await scope.getByRole("button", { name: /^Done/ }).click();
      if (ready) {
        await expect(scope.getByRole("article")).toBeVisible();
        await expect(scope.getByRole("button", { name: /^Edit/ })).toBeFocused();
      } else {
        await expect(field(scope, resumeCopy.experience.company)).toBeVisible();
        await expect(scope.locator('[aria-invalid="true"]').first()).toBeVisible();
      }
    },
    "experience.delete": async (page, { event }) => {
      const { id } = event as Extract<ResumeBuilderEvent, { type: "experience.delete" }>;
      await entry(page, id)
        .getByRole("button", { name: /^Delete/ })
        .click();
      await expect(entry(page, id)).toHaveCount(0);
      await expect(builder(page).getByRole("button", { name: resumeCopy.experience.add })).toBeFocused();
    },
    "experience.change": async (page, { event }) => {
      const { id, values } = event as Extract<ResumeBuilderEvent, { type: "experience.change" }>;
      await changeEntry(page, id, values);
    },
    "skill.input": async (page, { event }) =>
      typeDraft(page, "skill", (event as Extract<ResumeBuilderEvent, { type: "skill.input" }>).value),
    "skill.add": async (page, { event }) =>
      addItem(page, "skill", (event as Extract<ResumeBuilderEvent, { type: "skill.add" }>).value),
    "skill.remove": async (page, { event }) =>
      removeItem(page, "skill", (event as Extract<ResumeBuilderEvent, { type: "skill.remove" }>).value),
    "certification.input": async (page, { event }) =>
      typeDraft(
        page,
        "certification",
        (event as Extract<ResumeBuilderEvent, { type: "certification.input" }>).value,
      ),
    "certification.add": async (page, { event }) =>
      addItem(
        page,
        "certification",
        (event as Extract<ResumeBuilderEvent, { type: "certification.add" }>).value,
      ),
    "certification.remove": async (page, { event }) =>
      removeItem(
        page,
        "certification",
        (event as Extract<ResumeBuilderEvent, { type: "certification.remove" }>).value,
      ),
    "step.next": async (page, { before }) => {
      await builder(page).getByRole("button", { name: resumeCopy.next, exact: true }).click();
      if (before === "editing.personalInfo" || before === "editing.experience") {
        // Refused or not, focus lands on the step heading or on the first field to fix.
        await expect
          .poll(() =>
            page.evaluate(() => document.activeElement?.matches("h2, [aria-invalid='true']") ?? false),
          )
          .toBe(true);
      }
    },
    "step.back": async (page) => {
      await builder(page).getByRole("button", { name: resumeCopy.previous, exact: true }).click();
      await expect(page.locator("#resume-step-heading")).toBeFocused();
    },
    "profile.complete": async (page) => {
      const applying = (await page.getByTestId("applying-for").count()) > 0;
      // Stop time so the page can be seen between the toast and the redirect (after an
      // application, once the intake has answered: see below).
      if (!applying) await pauseClockSoon(page, 50);
      else holdNextAnswer(page);
      await builder(page).getByRole("button", { name: resumeCopy.complete }).click();
    },
    "url.changed": async (page, { event }) => {
      const { job } = event as unknown as { job: AppliedJob | null };
      if (job === null) {
        await builder(page)
          .getByRole("button", { name: applicationCopy.stopApplyingLabel(SAMPLE_JOB_TITLE) })
          .click();
        await expect(page).toHaveURL(/\/create-profile$/);
        await expect(page.getByTestId("applying-for")).toHaveCount(0);
        return;
      }
      // Quick Apply on /find-jobs leads here with the job in the address.
      await page.goto(`/create-profile?apply=${job.id}`);
      await hydrated(page);
      await expect(page.getByTestId("applying-for")).toContainText(job.title);
    },
    "xstate.done.actor.sendLead": async (page, { event }) => {
      const output = (event as unknown as { output: LeadSendResult }).output;
      if (output.outcome === "sent" || output.outcome === "queued") await pauseClockSoon(page, 50);
      await intakeAnswers(page, output);
    },
    "xstate.error.actor.sendLead": async (page) => intakeAnswers(page, "error"),
    "xstate.after.redirectDelay.resumeBuilder.completing": async (page) => {
      await page.clock.runFor(2000);
      await page.clock.resume();
    },
    "startOver.request": async (page) => {
      await builder(page).getByRole("button", { name: resumeCopy.startOver, exact: true }).click();
    },
    "startOver.confirm": async (page) => {
      await startOverDialog(page).getByRole("button", { name: resumeCopy.startOverDialog.confirm }).click();
      await expect(field(builder(page), resumeCopy.personal.fullName)).toHaveValue("");
    },
    "startOver.cancel": async (page) => {
      await startOverDialog(page).getByRole("button", { name: resumeCopy.startOverDialog.cancel }).click();
      // Focus goes back to 'Start over', which opened the dialog.
      await expect(startOverDialog(page)).toHaveCount(0);
      await expect(
        builder(page).getByRole("button", { name: resumeCopy.startOver, exact: true }),
      ).toBeFocused();
    },
    "draft.loaded": async (page, { event }) => {
      const { draft } = event as Extract<ResumeBuilderEvent, { type: "draft.loaded" }>;
      await reloadWithStored(page, RESUME_DRAFT_KEY, toStoredSnapshot(draft.step, draft.context));
      await expect(notice(page)).toContainText(resumeCopy.notices.restored.title);
    },
    "draft.none": async (page) => {
      // Nothing kept: the machine read the empty store as the page hydrated.
      await hydrated(page);
      await expect(notice(page)).toHaveCount(0);
    },
    "draft.discarded": async (page) => {
      await reloadWithStoredText(page, RESUME_DRAFT_KEY, "{not json");
      await expect(notice(page)).toContainText(resumeCopy.notices.corrupt.body);
      // What could not be used is thrown away.
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), RESUME_DRAFT_KEY)).toBeNull();
    },
    "notice.dismiss": async (page) => {
      await notice(page)
        .getByRole("button", { name: /^Dismiss/ })
        .click();
      await expect(notice(page)).toHaveCount(0);
    },
    "otherTab.changed": async (page, { event }) => {
      const { draft } = event as Extract<ResumeBuilderEvent, { type: "otherTab.changed" }>;
      const now = linesOf(page);
      const fullName = field(builder(page), resumeCopy.personal.fullName);
      const onStepOne = (await fullName.count()) > 0;
      const before = onStepOne ? await fullName.inputValue() : "";
      await otherTabStores(page, RESUME_DRAFT_KEY, draft ? storedByOtherTab(draft) : null);
      if (now.notKept) {
        // This tab's own change was not kept: it keeps its resume and says so.
        lines.set(page, { ...now, conflict: true });
        await expectDraftStatus(builder(page), "resume", linesOf(page));
        if (onStepOne) await expect(fullName).toHaveValue(before);
      } else {
        // Shown here too, on this tab's step, template included.
        await expect(builder(page).locator("[data-template]")).toHaveAttribute(
          "data-template",
          draft?.template ?? "modern",
        );
        if (onStepOne) await expect(fullName).toHaveValue(draft?.profile.personalInfo.fullName ?? "");
      }
    },
    "storage.refused": async (page) => {
      await fillStorage(page);
      await retypeTemplate(page);
      lines.set(page, { ...linesOf(page), notKept: true });
      await expectDraftStatus(builder(page), "resume", linesOf(page));
    },
    "storage.kept": async (page) => {
      await freeStorage(page);
      await retypeTemplate(page);
      lines.set(page, { ...linesOf(page), notKept: false });
      await expectDraftStatus(builder(page), "resume", linesOf(page));
    },
    "conflict.dismiss": async (page) => {
      await dismissConflict(builder(page), page);
      lines.set(page, { ...linesOf(page), conflict: false });
    },
  },
  visitorActions: {
    "field.change": ({ event }) => {
      const { field: key, value } = event as Extract<ResumeBuilderEvent, { type: "field.change" }>;
      return typeInto(value, personalLabels[key]);
    },
    "specialty.select": ({ event }) =>
      `choose the specialty ${quoted((event as Extract<ResumeBuilderEvent, { type: "specialty.select" }>).specialty)}`,
    "photo.select": ({ event }) => {
      const { name, type, size } = (event as Extract<ResumeBuilderEvent, { type: "photo.select" }>).photo;
      return `upload ${quoted(name)} as the photo (${type}, ${size >= 1024 * 1024 ? `${size / (1024 * 1024)} MB` : `${size} bytes`})`;
    },
    "photo.remove": click(resumeCopy.personal.photoRemove),
    "template.select": ({ event }) =>
      `choose the template ${quoted((event as Extract<ResumeBuilderEvent, { type: "template.select" }>).template)}`,
    "experience.add": click(resumeCopy.experience.add),
    "experience.edit": "click 'Edit' on the role",
    "experience.done": "click 'Done' on the role",
    "experience.delete": "click 'Delete' on the role",
    "experience.change": ({ event }) => {
      const { values } = event as Extract<ResumeBuilderEvent, { type: "experience.change" }>;
      return `fill in the role: ${Object.entries(values)
        .map(([key, value]) => `${entryLabels[key as ExperienceField]} ${quoted(String(value))}`)
        .join(", ")}`;
    },
    "skill.input": ({ event }) =>
      typeInto(
        (event as Extract<ResumeBuilderEvent, { type: "skill.input" }>).value,
        resumeCopy.skills.input,
      ),
    "skill.add": ({ event }) =>
      `${typeInto((event as Extract<ResumeBuilderEvent, { type: "skill.add" }>).value, resumeCopy.skills.input)} and press Enter`,
    "skill.remove": ({ event }) =>
      click(resumeCopy.skills.remove((event as Extract<ResumeBuilderEvent, { type: "skill.remove" }>).value)),
    "certification.input": ({ event }) =>
      typeInto(
        (event as Extract<ResumeBuilderEvent, { type: "certification.input" }>).value,
        resumeCopy.certifications.input,
      ),
    "certification.add": ({ event }) =>
      `${typeInto(
        (event as Extract<ResumeBuilderEvent, { type: "certification.add" }>).value,
        resumeCopy.certifications.input,
      )} and press Enter`,
    "certification.remove": ({ event }) =>
      click(
        resumeCopy.certifications.remove(
          (event as Extract<ResumeBuilderEvent, { type: "certification.remove" }>).value,
        ),
      ),
    "step.next": click(resumeCopy.next),
    "step.back": click(resumeCopy.previous),
    "profile.complete": `${click(resumeCopy.complete)} (the page clock is paused)`,
    "url.changed": ({ event }) =>
      (event as unknown as { job: AppliedJob | null }).job
        ? "open the builder from Quick Apply on /find-jobs (?apply=<job>)"
        : click(applicationCopy.stopApplying),
    "xstate.done.actor.sendLead": ({ event }) => {
      const output = (event as unknown as { output: LeadSendResult }).output;
      if (output.outcome === "sent") return `the intake answers 201 with reference ${output.reference}`;
      if (output.outcome === "queued") return "the connection drops before the intake answers";
      if (output.outcome === "refused")
        return `the intake answers 400 on ${Object.keys(output.errors).join(", ")}`;
      return `the intake answers ${output.status} to every retry`;
    },
    "xstate.error.actor.sendLead": "the sending code cannot be loaded",
    "xstate.after.redirectDelay.resumeBuilder.completing": "wait 2 s (the page clock runs forward)",
    "startOver.request": click(resumeCopy.startOver),
    "startOver.confirm": `${click(resumeCopy.startOverDialog.confirm)} in the dialog`,
    "startOver.cancel": `${click(resumeCopy.startOverDialog.cancel)} in the dialog`,
    "draft.loaded": ({ event }) =>
      `reload with a draft saved in this browser on the step ${quoted((event as Extract<ResumeBuilderEvent, { type: "draft.loaded" }>).draft.step)}`,
    "draft.none": "open the page with no draft saved in this browser",
    "draft.discarded": "reload with an unreadable draft saved in this browser",
    "notice.dismiss": "dismiss the notice",
    "otherTab.changed": ({ event }) => {
      const { draft } = event as Extract<ResumeBuilderEvent, { type: "otherTab.changed" }>;
      return draft === null
        ? "in another tab, 'Start over' clears the resume"
        : `in another tab, the name becomes ${quoted(draft.profile.personalInfo.fullName)} and the template ${quoted(draft.template)}`;
    },
    "storage.refused": `${otherTabWords.refused}; choose another template and then this one again`,
    "storage.kept": `${otherTabWords.kept}; choose another template and then this one again`,
    "conflict.dismiss": otherTabWords.dismiss,
  },
  states: {
    // The page shows step 1 while the machine reads the store; it leaves at once.
    loading: async (page) => {
      await expectStep(page, "personalInfo");
      await expect(startOverDialog(page)).toBeHidden();
    },
    ...editingChecks(),
    completing: async (page) => {
      await expectToast(page, resumeToasts.completed.title, resumeToasts.completed.description);
      await expect(builder(page).getByRole("button", { name: resumeCopy.completing })).toBeDisabled();
      await expect(page).toHaveURL(/\/create-profile(\?apply=[\w-]+)?$/);
    },
    submitting: async (page) => {
      await expect(builder(page).getByRole("button", { name: applicationCopy.sending })).toBeDisabled();
      await expect(page.getByTestId("consent")).toBeVisible();
    },
    completed: async (page) => {
      await expect(page).toHaveURL(/\/find-jobs$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    },
  },
};
