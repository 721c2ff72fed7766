import { expect, type Page } from "@playwright/test";
import { fromPromise } from "xstate";
import { type ProjectWizardEvent, projectWizardMachine } from "../../../machines/projectWizard";
import { leadFormsCopy } from "../../../src/content/leadForms";
import { links } from "../../../src/content/links";
import { postProjectCopy, WIZARD_STEP_LABELS } from "../../../src/content/postProject";
import { projectLeadCopy } from "../../../src/content/projectLead";
import type { LeadSendResult, LeadSubmission } from "../../../src/domain/leads";
import { contactProblem } from "../../../src/domain/projectLead";
import {
  DRAFT_STORAGE_KEY,
  DRAFT_STORAGE_VERSION,
  REQUIRED_DETAILS,
  validateStoredDraft,
} from "../../../src/domain/projectWizard";
import { hydrated } from "../../e2e/fixtures";
import { fakeIntake, holdNextAnswer, intakeAnswers, postsSoFar } from "../../support/drivers/fakeIntake";
import {
  dismissConflict,
  expectDraftStatus,
  fillStorage,
  freeStorage,
  otherTabStores,
  otherTabWords,
} from "../../support/drivers/otherTab";
import { shadowActors } from "../../support/drivers/shadow";
import type { PageDriver, StepContext } from "../../support/drivers/types";
import {
  chooseIn,
  click,
  expectDisabled,
  expectEnabled,
  quoted,
  typeInto,
} from "../../support/drivers/visitor";

const copy = postProjectCopy;
type Step = keyof typeof WIZARD_STEP_LABELS;
/** The driver's copy of the machine: it says which draft-status lines the page must show. */
const shadow = shadowActors(
  // The driver's copy never sends: what the intake answered reaches it as the page's done event.
  projectWizardMachine.provide({
    actors: { sendLead: fromPromise<LeadSendResult, LeadSubmission>(() => new Promise(() => {})) },
  }),
);
const leadCopy = projectLeadCopy;

const wizard = (page: Page) => page.getByTestId("project-wizard");
const control = (page: Page, name: string) => wizard(page).locator(`[name="${name}"]`);
const heading = (page: Page) => page.locator("#wizard-step-heading");
const continueButton = (page: Page) => wizard(page).getByRole("button", { name: /^Continue to/ });
const addSkillButton = (page: Page) => page.getByRole("button", { name: copy.skills.customAdd, exact: true });

/** The step 'Continue' and 'Back' lead to from the state before. */
const nextStep = (before: string): Step =>
  before.includes("details") ? "skills" : before.includes("skills") ? "budget" : "review";
const previousStep = (before: string): Step =>
  before.includes("review") ? "budget" : before.includes("budget") ? "skills" : "details";
const budgetLabels = {
  workType: copy.budget.workType,
  budgetMin: copy.budget.min,
  budgetMax: copy.budget.max,
  startDate: copy.budget.startDate,
  duration: copy.budget.duration,
} as const;
const isBudgetLabel = (field: string): field is keyof typeof budgetLabels => field in budgetLabels;
const SELECTS = new Set(["projectType", "industry", "duration"]);
const notice = (page: Page) => page.getByTestId("draft-notice");

async function setControl(page: Page, name: string, value: string) {
  const input = control(page, name);
  if ((await input.evaluate((el) => el.tagName)) === "SELECT") await input.selectOption(value);
  else await input.fill(value);
}

/** Hydration can finish before the lazily loaded page has read storage; wait until it has. */
async function draftChecked(page: Page) {
  await expect(wizard(page)).toHaveAttribute("data-draft-checked", "true");
}

/** Reloads with `stored` as the saved draft (null: none) and, if given, this tab's working copy. */
async function reloadWith(page: Page, stored: string | null, workingCopy?: string) {
  await draftChecked(page);
  await page.evaluate(
    ([key, value]) => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value)),
    [DRAFT_STORAGE_KEY, stored] as const,
  );
  if (workingCopy)
    await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
      `${DRAFT_STORAGE_KEY}.working-copy`,
      workingCopy,
    ] as const);
  await page.reload();
  await hydrated(page);
  await draftChecked(page);
}

/** The accessible name of the focused control: its aria-label, or its label's text. */
function focusedLabel(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    if (!active || active === document.body) return "";
    return active.getAttribute("aria-label") ?? active.labels?.[0]?.textContent?.trim() ?? "";
  });
}

/** Step changes move focus to the new step's heading. */
async function expectStep(page: Page, step: Step, focused: boolean) {
  await expect(heading(page)).toHaveText(WIZARD_STEP_LABELS[step]);
  if (focused) await expect(heading(page)).toBeFocused();
}

async function onStep(page: Page, step: Step) {
  await expect(wizard(page)).toHaveAttribute("data-step", step);
  await expect(heading(page)).toHaveText(WIZARD_STEP_LABELS[step]);
  // Steps 2-4 load on demand (LaterStep.tsx): what the step shows is read once it is in.
  await expect(wizard(page).getByText(copy.stepLoading)).toHaveCount(0);
  const current = page.getByRole("navigation", { name: copy.wizardLabel }).locator('[aria-current="step"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(WIZARD_STEP_LABELS[step]);
}

const stepChecks: Record<string, (page: Page) => Promise<void>> = {
  "details.written": async (page) => {
    await onStep(page, "details");
    await expect(page.getByText(copy.assist.note)).toBeHidden();
    const values = await Promise.all(REQUIRED_DETAILS.map((name) => control(page, name).inputValue()));
    // Continue is enabled exactly when title, type, industry and location are filled.
    if (values.every((value) => value.trim() !== "")) await expect(continueButton(page)).toBeEnabled();
    else await expect(continueButton(page)).toBeDisabled();
  },
  "details.askingAssist": async (page) => {
    await onStep(page, "details");
    const question = page.getByTestId("assist-question");
    await expect(question).toContainText(copy.assist.ask.question);
    for (const answer of [copy.assist.ask.append, copy.assist.ask.replace, copy.assist.ask.keep])
      await expect(question.getByRole("button", { name: answer })).toBeVisible();
  },
  "details.assisted": async (page) => {
    await onStep(page, "details");
    await expect(page.getByText(copy.assist.note)).toBeVisible();
    await expect(page.getByRole("button", { name: copy.assist.undo })).toBeVisible();
  },
  skills: async (page) => {
    await onStep(page, "skills");
    const chosen = await page.getByRole("button", { name: /^Remove / }).count();
    if (chosen > 0) await expect(continueButton(page)).toBeEnabled();
    else await expect(continueButton(page)).toBeDisabled();
  },
  budget: async (page) => {
    await onStep(page, "budget");
    await expect(control(page, "startDate")).toHaveAttribute("type", "date");
  },
  review: async (page) => {
    await onStep(page, "review");
    // The send card: the address to answer, the consent line beside 'Post project'.
    await expect(page.getByLabel(leadCopy.contact.label)).toBeVisible();
    await expect(page.getByTestId("consent")).toContainText(leadFormsCopy.consent);
    await expect(postButton(page)).toBeVisible();
  },
};

const postButton = (page: Page) =>
  page.getByTestId("project-send").getByRole("button", {
    name: new RegExp(`^(${leadCopy.post}|${leadCopy.tryAgain}|${leadCopy.posting})$`),
  });

/** What the last post came to, while the visitor is on the steps. */
const sendChecks: Record<string, (page: Page) => Promise<void>> = {
  idle: async (page) => {
    await expect(wizard(page)).toHaveAttribute("data-send", "idle");
    await expect(page.locator("[data-refused]")).toHaveCount(0);
  },
  refused: async (page) => {
    await expect(wizard(page)).toHaveAttribute("data-send", "refused");
    // The server's message is on each refused field the step shows, which is marked invalid.
    const { serverErrors } = shadow.snapshot(page).context;
    for (const [field, message] of Object.entries(serverErrors)) {
      const shown = page.locator(`[data-refused="${field}"]`);
      if ((await shown.count()) === 0) continue;
      await expect(shown).toHaveText(message);
      await expect(control(page, field)).toHaveAttribute("aria-invalid", "true");
    }
  },
  failed: async (page) => {
    await expect(wizard(page)).toHaveAttribute("data-send", "failed");
    await expect(page.getByText(leadCopy.failed.title)).toBeVisible();
    await expect(postButton(page)).toHaveText(leadCopy.tryAgain);
  },
};

const noticeChecks: Record<string, (page: Page) => Promise<void>> = {
  hidden: async (page) => expect(notice(page)).toHaveCount(0),
  restored: async (page) => {
    await expect(notice(page)).toContainText(copy.notices.restoredTitle);
    await expect(notice(page).getByRole("button", { name: copy.notices.startOver })).toBeVisible();
  },
  discarded: async (page) => {
    await expect(notice(page)).toContainText(copy.notices.discardedTitle);
    await expect(notice(page).getByRole("button", { name: copy.notices.startOver })).toHaveCount(0);
  },
};

const states: PageDriver["states"] = {
  // While the page looks for a saved draft it shows the prerendered step 1.
  loading: async (page) => onStep(page, "details"),
};
for (const [stepKey, checkStep] of Object.entries(stepChecks)) {
  for (const [sendKey, checkSend] of Object.entries(sendChecks)) {
    for (const [noticeKey, checkNotice] of Object.entries(noticeChecks)) {
      states[`editing.step.${stepKey}|send.${sendKey}|notice.${noticeKey}`] = async (page) => {
        await checkStep(page);
        await checkSend(page);
        await checkNotice(page);
        const { storage, conflict } = shadow.snapshot(page).context;
        await expectDraftStatus(page, "project", { notKept: storage === "refused", conflict });
      };
    }
  }
}
states.submitting = async (page) => {
  await expect(wizard(page)).toHaveAttribute("data-send", "submitting");
  await expect(postButton(page)).toHaveText(leadCopy.posting);
  await expect(postButton(page)).toHaveAttribute("aria-disabled", "true");
};
/** Sent or queued: the outcome, the drafts cleared, and the hand-off to the provider's app. */
async function posted(page: Page, outcome: "sent" | "queued") {
  await expect(wizard(page)).toHaveAttribute("data-send", outcome);
  const shown = page.getByTestId("project-outcome");
  await expect(shown).toHaveAttribute("data-outcome", outcome);
  const { reference, email } = shadow.snapshot(page).context;
  await expect(shown).toContainText(
    outcome === "sent" ? leadCopy.sent.body(reference ?? "", email) : leadCopy.queued.body,
  );
  await expect(page.locator(`#${"project-send-outcome"}`)).toBeFocused();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_STORAGE_KEY)).toBeNull();
  const handoff = page.getByRole("link", { name: leadCopy.handoff.button });
  await expect(handoff).toHaveAttribute("href", links.hireWorkAdd());
  await expect(handoff).toHaveAttribute("target", "_blank");
  await expect(handoff).toHaveAttribute("rel", "noopener noreferrer");
  // A mouse and keyboard read Ctrl+V; a touch screen does not.
  await expect(page.locator('[data-paste="keys"]')).toBeVisible();
  await expect(page.locator('[data-paste="touch"]')).toBeHidden();
}
states.sent = (page) => posted(page, "sent");
states.queued = (page) => posted(page, "queued");

const saveDraftButton = (page: Page) => wizard(page).getByRole("button", { name: copy.buttons.saveDraft });

const events: PageDriver["events"] = {
  "draft.none": async () => {
    // Nothing stored: the page told the machine right after hydration.
  },
  "draft.loaded": async (page, { event }) => {
    const { draft, saved } = event as Extract<ProjectWizardEvent, { type: "draft.loaded" }>;
    const stored = (data: unknown) => JSON.stringify({ v: DRAFT_STORAGE_VERSION, data });
    // With `saved`, what is read back is this tab's working copy (a reload in this tab after changes
    // that were not saved): it goes over the saved draft.
    if (saved !== undefined) await reloadWith(page, saved && stored(saved), stored(draft));
    else await reloadWith(page, stored(draft));
    // A draft this page could not have saved (say, a skill twice) is thrown away, not shown.
    await expect(control(page, "title")).toHaveValue(validateStoredDraft(draft) ? draft.title : "");
  },
  "draft.discarded": async (page) => {
    await reloadWith(page, "{not json");
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_STORAGE_KEY)).toBeNull();
  },
  "field.change": async (page, { event }) => {
    const { field, value } = event as Extract<ProjectWizardEvent, { type: "field.change" }>;
    if (field === "workType") await wizard(page).getByRole("radio", { name: value }).check();
    else await setControl(page, field, value);
  },
  "ai.draft": async (page) => {
    await page.getByRole("button", { name: copy.assist.button }).click();
    // A draft, or (the description holding the visitor's own text) AI Assist's question first.
    await expect
      .poll(
        async () =>
          (await page.getByTestId("assist-question").isVisible()) ||
          /^Overview/.test(await control(page, "description").inputValue()),
      )
      .toBe(true);
  },
  "ai.replace": async (page) => {
    await page.getByRole("button", { name: copy.assist.ask.replace }).click();
    await expect(control(page, "description")).toHaveValue(/^Overview/);
  },
  "ai.append": async (page) => {
    const before = await control(page, "description").inputValue();
    await page.getByRole("button", { name: copy.assist.ask.append }).click();
    await expect(control(page, "description")).toHaveValue(
      new RegExp(`^${escapeRegExp(before.trimEnd())}\\n\\nOverview`),
    );
  },
  "ai.keep": async (page) => {
    const before = await control(page, "description").inputValue();
    await page.getByRole("button", { name: copy.assist.ask.keep }).click();
    await expect(page.getByTestId("assist-question")).toHaveCount(0);
    await expect(control(page, "description")).toHaveValue(before);
  },
  "ai.undo": async (page) => page.getByRole("button", { name: copy.assist.undo }).click(),
  "skill.add": async (page, { event }) => {
    const { skill } = event as Extract<ProjectWizardEvent, { type: "skill.add" }>;
    await page.getByRole("button", { name: copy.skills.suggestionAdd(skill) }).click();
    await expect(page.getByRole("button", { name: copy.skills.remove(skill) })).toBeVisible();
    // The suggestion leaves the list: focus stays among the suggestions, or goes to the box.
    await expect
      .poll(() => focusedLabel(page))
      .toMatch(new RegExp(`^(${copy.skills.suggestionAdd("").trim()} |${copy.skills.customLabel})`));
  },
  "skill.input": async (page, { event }) => {
    const { value } = event as Extract<ProjectWizardEvent, { type: "skill.input" }>;
    await page.getByLabel(copy.skills.customLabel).fill(value);
  },
  "skill.submit": async (page, { accepted }) => {
    // Enter in the box does what 'Add skill' does; the button says whether it can.
    if (accepted) await expectEnabled(addSkillButton(page), quoted(copy.skills.customAdd));
    else await expectDisabled(addSkillButton(page), quoted(copy.skills.customAdd));
    await page.getByLabel(copy.skills.customLabel).press("Enter");
  },
  "skill.remove": async (page, { event }) => {
    const { skill } = event as Extract<ProjectWizardEvent, { type: "skill.remove" }>;
    await page.getByRole("button", { name: copy.skills.remove(skill) }).click();
    // Focus goes to the chosen skill taking its place, or to the box when none is left.
    await expect
      .poll(() => focusedLabel(page))
      .toMatch(new RegExp(`^(${copy.skills.remove("").trim()} |${copy.skills.customLabel})`));
  },
  "step.next": async (page, { before, accepted }) => {
    const button = continueButton(page);
    const label = copy.buttons.continueTo[nextStep(before)];
    if (!accepted) {
      // The step is not complete: Continue is disabled, so the visitor cannot go on.
      await expectDisabled(button, quoted(label));
      return;
    }
    await expectEnabled(button, quoted(label));
    await button.click();
    await expectStep(page, nextStep(before), true);
  },
  "step.back": async (page, { before }) => {
    await wizard(page).getByRole("button", { name: copy.buttons.back, exact: true }).click();
    await expectStep(page, previousStep(before), true);
  },
  "step.goto": async (page, { event, before }) => {
    const { step } = event as Extract<ProjectWizardEvent, { type: "step.goto" }>;
    if (before.includes("review") && step !== "review") {
      // Review & Post: each part has its own Edit button.
      const section = copy.review.sections[step];
      await page.getByRole("button", { name: copy.review.edit(section) }).click();
    } else {
      await page
        .getByRole("navigation", { name: copy.wizardLabel })
        .getByRole("button", { name: new RegExp(WIZARD_STEP_LABELS[step]) })
        .click();
    }
    await expectStep(page, step, true);
  },
  "draft.save": async (page, { accepted }) => {
    const button = wizard(page).getByRole("button", { name: copy.buttons.saveDraft });
    if (!accepted) {
      // Nothing filled in: there is nothing to save, and the button says so.
      await expectDisabled(button, quoted(copy.buttons.saveDraft));
      return;
    }
    await expectEnabled(button, quoted(copy.buttons.saveDraft));
    await button.click();
    await expect(page.getByText(copy.toasts.saved.title, { exact: true }).last()).toBeVisible();
    const stored = await page.evaluate((key) => localStorage.getItem(key), DRAFT_STORAGE_KEY);
    expect(JSON.parse(stored ?? "{}")).toMatchObject({ v: DRAFT_STORAGE_VERSION });
  },
  "draft.startOver": async (page) => {
    await page.getByRole("button", { name: copy.notices.startOver }).click();
    await expect(control(page, "title")).toHaveValue("");
    await expectStep(page, "details", true);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_STORAGE_KEY)).toBeNull();
  },
  "notice.dismiss": async (page) => notice(page).getByRole("button", { name: copy.notices.dismiss }).click(),
  "otherTab.changed": async (page, { event }) => {
    const { draft } = event as Extract<ProjectWizardEvent, { type: "otherTab.changed" }>;
    await otherTabStores(page, DRAFT_STORAGE_KEY, draft, DRAFT_STORAGE_VERSION);
  },
  // Save Draft while the browser's storage is full: the page reports it (the draft is the saved one).
  "storage.refused": async (page) => {
    await fillStorage(page);
    await saveDraftButton(page).click();
    shadow.send(page, { type: "draft.save" } as never);
  },
  "storage.kept": async (page) => {
    await freeStorage(page);
    await saveDraftButton(page).click();
    shadow.send(page, { type: "draft.save" } as never);
    await expect(page.getByText(copy.toasts.saved.title, { exact: true }).last()).toBeVisible();
  },
  "conflict.dismiss": async (page) => dismissConflict(page, page),
  "form.retry": async (page) => {
    // 'Try again' is the post button after a failure.
    await expect(postButton(page)).toHaveText(leadCopy.tryAgain);
    const contact = page.getByLabel(leadCopy.contact.label);
    const valid = contactProblem(await contact.inputValue()) === null;
    if (valid) holdNextAnswer(page);
    await postButton(page).click();
    // Not an address: the message is on the field, which has focus, and nothing is sent.
    if (!valid) await expect(contact).toBeFocused();
  },
  "form.submit": async (page, { before, accepted }) => {
    const button = postButton(page);
    if (before === "submitting") {
      // A second press while it is on its way: the button says so and nothing more is sent.
      const posts = postsSoFar(page);
      await expect(button).toHaveAttribute("aria-disabled", "true");
      // (aria-disabled: it stays in the tab order and is announced; Playwright would wait for it.)
      await button.click({ force: true });
      expect(postsSoFar(page)).toBe(posts);
      return;
    }
    holdNextAnswer(page);
    await button.click();
    // No contact address, or not an address: the message is on the field, which has focus.
    if (!accepted) await expect(page.getByLabel(leadCopy.contact.label)).toBeFocused();
  },
  "xstate.done.actor.sendLead": async (page, { event }) => {
    await intakeAnswers(page, (event as unknown as { output: LeadSendResult }).output);
  },
  "xstate.error.actor.sendLead": async (page) => intakeAnswers(page, "error"),
};

/** Step 1 filled as a visitor would, enough for Continue. */
export async function fillProjectDetails(page: Page) {
  const field = (name: string) => page.getByTestId("project-wizard").locator(`[name="${name}"]`);
  await field("title").fill("Fanuc robot cell retrofit for Line 4");
  await field("projectType").selectOption("Robot Programming");
  await field("industry").selectOption("Automotive");
  await field("location").fill("Detroit, MI");
}

export const projectWizardDriver: PageDriver = {
  route: "/post-project",
  beforeLoad: fakeIntake,
  // The browser's own line for the faked 400 and 500 answers, and for the sending code not loaded.
  // (One pattern: Playwright reads a two-item array given to test.use as a fixture and its options.)
  allowConsoleErrors: [
    /Failed to load resource: (the server responded with a status of (400|500)|net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED)|Failed to fetch dynamically imported module|leadSender/,
  ],
  prepare: async (page) => {
    shadow.start(page);
  },
  // Each event is performed on the page, then given to the driver's copy of the machine.
  events: Object.fromEntries(
    Object.entries(events).map(([type, perform]) => [
      type,
      async (page: Page, context: StepContext) => {
        await perform(page, context);
        shadow.send(page, context.event as never);
      },
    ]),
  ),
  visitorActions: {
    "draft.none": "open the page with nothing saved in this browser (the page finds no draft)",
    "draft.loaded": ({ event }) => {
      const { draft, saved } = event as Extract<ProjectWizardEvent, { type: "draft.loaded" }>;
      if (saved !== undefined)
        return `reload this tab after changing the saved draft to ${quoted(draft.title)} without saving`;
      return validateStoredDraft(draft)
        ? `reload with a draft saved in this browser (${quoted(draft.title)})`
        : "reload with a saved draft this page could not have saved (a skill twice)";
    },
    "draft.discarded": "reload with an unreadable draft saved in this browser",
    "field.change": ({ event }) => {
      const { field, value } = event as Extract<ProjectWizardEvent, { type: "field.change" }>;
      const label =
        field === "email"
          ? leadCopy.contact.label
          : isBudgetLabel(field)
            ? budgetLabels[field]
            : copy.fields[field].label;
      return field === "workType" || SELECTS.has(field) ? chooseIn(value, label) : typeInto(value, label);
    },
    "ai.draft": click(copy.assist.button),
    "ai.undo": click(copy.assist.undo),
    "ai.replace": click(copy.assist.ask.replace),
    "ai.append": click(copy.assist.ask.append),
    "ai.keep": click(copy.assist.ask.keep),
    "skill.add": ({ event }) =>
      click(copy.skills.suggestionAdd((event as Extract<ProjectWizardEvent, { type: "skill.add" }>).skill)),
    "skill.input": ({ event }) =>
      typeInto(
        (event as Extract<ProjectWizardEvent, { type: "skill.input" }>).value,
        copy.skills.customLabel,
      ),
    "skill.submit": ({ accepted }) =>
      accepted
        ? `press Enter in ${copy.skills.customLabel}`
        : `press Enter in ${copy.skills.customLabel} ('${copy.skills.customAdd}' is disabled: nothing is added)`,
    "skill.remove": ({ event }) =>
      click(copy.skills.remove((event as Extract<ProjectWizardEvent, { type: "skill.remove" }>).skill)),
    "step.next": ({ before, accepted }: StepContext) => {
      const label = copy.buttons.continueTo[nextStep(before)];
      return accepted ? click(label) : `see that ${quoted(label)} is disabled (the step is not complete)`;
    },
    "step.back": click(copy.buttons.back),
    "step.goto": ({ event, before }) => {
      const { step } = event as Extract<ProjectWizardEvent, { type: "step.goto" }>;
      return before.includes("review") && step !== "review"
        ? click(copy.review.edit(copy.review.sections[step]))
        : `${click(WIZARD_STEP_LABELS[step])} in the step header`;
    },
    "draft.save": ({ accepted }) =>
      accepted ? click(copy.buttons.saveDraft) : `see that ${quoted(copy.buttons.saveDraft)} is disabled`,
    "draft.startOver": `${click(copy.notices.startOver)} in the notice`,
    "notice.dismiss": `${click(copy.notices.dismiss)} on the notice`,
    "otherTab.changed": ({ event }) => {
      const { draft } = event as Extract<ProjectWizardEvent, { type: "otherTab.changed" }>;
      return draft === null
        ? "in another tab, 'Start over' forgets the saved draft"
        : `in another tab, a draft is saved (${quoted(draft.title)})`;
    },
    "storage.refused": `${otherTabWords.refused}; ${click(copy.buttons.saveDraft)}`,
    "storage.kept": `${otherTabWords.kept}; ${click(copy.buttons.saveDraft)}`,
    "conflict.dismiss": otherTabWords.dismiss,
    "form.retry": click(leadCopy.tryAgain),
    "form.submit": ({ before, accepted }) =>
      before === "submitting"
        ? `press ${quoted(leadCopy.posting)} again while it is on its way (nothing more is sent)`
        : accepted
          ? click(before.includes("failed") ? leadCopy.tryAgain : leadCopy.post)
          : `${click(leadCopy.post)} without a valid ${leadCopy.contact.label.toLowerCase()} (nothing is sent)`,
    "xstate.done.actor.sendLead": ({ event }) => {
      const output = (event as unknown as { output: LeadSendResult }).output;
      if (output.outcome === "sent") return `the intake answers 201 with reference ${output.reference}`;
      if (output.outcome === "queued") return "the connection drops before the intake answers";
      if (output.outcome === "refused")
        return `the intake answers 400 on ${Object.keys(output.errors).join(", ")}`;
      return `the intake answers ${output.status} to every retry`;
    },
    "xstate.error.actor.sendLead": "the sending code cannot be loaded",
  },
  states,
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
