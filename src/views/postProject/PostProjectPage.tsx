import { useSelector } from "@xstate/react";
import { css } from "styled-system/css";
import { grid, pageContainer, panel } from "styled-system/patterns";
import { projectWizardMachine } from "../../../machines/projectWizard";
import { useClicksStayOnTheirStep } from "../../components/dom/press";
import { toastLater as showToast } from "../../components/toast/toastLater";
import { DraftStatus } from "../../components/ui/DraftStatus";
import { postProjectCopy } from "../../content/postProject";
import { refusedFieldsInOrder } from "../../domain/projectLead";
import { isDraftEmpty, type WizardStep } from "../../domain/projectWizard";
import { storageReport } from "../../flows/storageReport";
import { useFlow } from "../../flows/useFlow";
import { sendLeadActor } from "../../platform/leads/sendLeadActor";
import { PageIntro } from "../shell/PageIntro";
import { DetailsStep } from "./DetailsStep";
import { DraftNotice } from "./DraftNotice";
import { draftStore, wizardDraftActors, workingCopyStore } from "./draftStore";
import { LaterStep, warmLaterSteps } from "./LaterStep";
import { noScriptSteps } from "./noScriptPart";
import { PostingTips } from "./PostingTips";
import { ProjectPreview } from "./ProjectPreview";
import { CONTACT_INPUT_ID, SEND_OUTCOME_ID } from "./sendIds";
import { useStepInAddress } from "./stepHistory";
import type { WizardState } from "./types";
import { STEP_HEADING_ID, WizardSteps } from "./WizardSteps";

function useWizard() {
  const actorRef = useFlow(projectWizardMachine, {
    // The machine reads the stored drafts when it starts (after hydration) and listens to other tabs.
    actors: { ...wizardDraftActors, sendLead: sendLeadActor },
    actions: {
      saveDraft: ({ context, self }) => {
        const kept = draftStore.save(context.draft);
        // Kept: a toast confirms. Refused: the draft-status line says so, as on every drafting page.
        if (kept) showToast({ ...postProjectCopy.toasts.saved, tone: "success" });
        const report = storageReport(kept, context.storage);
        if (report) self.send(report);
      },
      // This tab's changes, saved or not: Back, Forward or a reload bring them back.
      keepWorkingCopy: ({ context }) => {
        if (isDraftEmpty(context.draft)) workingCopyStore.clear();
        else workingCopyStore.save(context.draft);
      },
      clearSavedDraft: () => {
        draftStore.clear();
        workingCopyStore.clear();
      },
      // The new step renders in the same commit; focus its heading once it is painted.
      focusStepHeading: () =>
        requestAnimationFrame(() =>
          document.getElementById(STEP_HEADING_ID)?.focus({ preventScroll: false }),
        ),
      focusContactField: () =>
        requestAnimationFrame(() => document.getElementById(CONTACT_INPUT_ID)?.focus()),
      // The step holding the first refused field renders in the same commit; focus that field.
      focusFirstRefused: ({ context }) =>
        requestAnimationFrame(() => {
          const wizard = document.querySelector('[data-testid="project-wizard"]');
          for (const field of refusedFieldsInOrder(context.serverErrors)) {
            const control = wizard?.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`);
            if (control) return control.focus();
          }
          document.getElementById(SEND_OUTCOME_ID)?.focus();
        }),
      focusOutcome: () => requestAnimationFrame(() => document.getElementById(SEND_OUTCOME_ID)?.focus()),
    },
  });
  return actorRef;
}

/** Where the post is, for tests and tooling: idle, submitting, sent, queued, refused or failed. */
function sendStateOf(state: WizardState): string {
  for (const top of ["submitting", "sent", "queued"] as const) if (state.matches(top)) return top;
  if (state.matches({ editing: { send: "refused" } })) return "refused";
  if (state.matches({ editing: { send: "failed" } })) return "failed";
  return "idle";
}

/** The step shown: while the page looks for a saved draft it shows step 1, as prerendered. */
export function currentStep(state: WizardState): WizardStep {
  if (state.matches("submitting") || state.matches("sent") || state.matches("queued")) return "review";
  for (const step of ["skills", "budget", "review"] as const) {
    if (state.matches({ editing: { step } })) return step;
  }
  return "details";
}

/**
 * /post-project. The page reads only the step, whether the draft was looked for and the
 * draft-status flags; each part reads what it shows, so a keystroke re-renders the shown step and
 * the preview, not the page, the step header or the notice.
 */
export function PostProjectPage() {
  const actorRef = useWizard();
  const send = actorRef.send;

  const loading = useSelector(actorRef, (state) => state.matches("loading"));
  const step = useSelector(actorRef, currentStep);
  const notKept = useSelector(actorRef, (state) => state.context.storage === "refused");
  const conflict = useSelector(actorRef, (state) => state.context.conflict);
  const sendState = useSelector(actorRef, sendStateOf);
  const editing = useSelector(actorRef, (state) => state.matches("editing"));
  useStepInAddress(actorRef, step, currentStep, editing);
  // A double-click on Continue moves one step: its second click is no press on what the new step
  // put under the pointer (Continue to Review becomes Post project).
  const clicksStayOnTheirStep = useClicksStayOnTheirStep<HTMLElement, WizardState>(actorRef, currentStep);

  return (
    <>
      <PageIntro path="/post-project" compact />
      <div className={pageContainer({ py: { base: "8", md: "12" } })}>
        <DraftNotice actorRef={actorRef} />
        <DraftStatus
          page="project"
          notKept={notKept}
          conflict={conflict}
          onDismissConflict={() => send({ type: "conflict.dismiss" })}
          className={css({ mb: "6" })}
        />
        <div
          className={grid({
            gridTemplateColumns: { base: "1fr", lg: "minmax(0, 1fr) 22rem" },
            gap: { base: "6", lg: "8" },
            alignItems: "start",
          })}
        >
          <section
            ref={clicksStayOnTheirStep}
            aria-labelledby={STEP_HEADING_ID}
            data-testid="project-wizard"
            data-step={step}
            data-send={sendState}
            // For tests and tooling: the page has looked for a saved draft.
            data-draft-checked={loading ? "false" : "true"}
            className={panel({ elevated: true, borderRadius: "xl", minW: "0" })}
            // The visitor has started on the wizard: steps 2-4 are fetched now, ahead of Continue.
            onFocus={warmLaterSteps}
            onPointerEnter={warmLaterSteps}
          >
            <WizardSteps actorRef={actorRef} step={step} />
            <div className={css({ p: { base: "5", md: "8" } })}>
              {step === "details" ? <DetailsStep actorRef={actorRef} /> : null}
              {step === "details" ? null : <LaterStep key={step} actorRef={actorRef} step={step} />}
              {/* JavaScript off: steps 2 to 4 and 'Post project', in step 1's form (issue 34). */}
              {noScriptSteps.view}
            </div>
          </section>
          <aside
            aria-label="Posting tips and preview"
            className={grid({
              gap: "6",
              position: { lg: "sticky" },
              top: { lg: "calc(token(sizes.header) + 24px)" },
            })}
          >
            <ProjectPreview actorRef={actorRef} />
            <PostingTips />
          </aside>
        </div>
      </div>
    </>
  );
}
