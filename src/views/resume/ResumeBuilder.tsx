import { useNavigate, useSearch } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { ArrowLeft, ArrowRight, CheckCircle2, Loader2, RotateCcw } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { css, cx } from "styled-system/css";
import {
  detail,
  flex,
  grid,
  notice as noticeBox,
  panel,
  rule,
  spinner,
  stack,
  title,
} from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { type ResumeBuilderEvent, resumeBuilderMachine } from "../../../machines/resumeBuilder";
import { focusAfterRemoval, focusLater } from "../../components/dom/focus";
import { useClicksStayOnTheirStep } from "../../components/dom/press";
import { lazyComponent } from "../../components/hooks/useOnDemand";
import { toastLater as showToast } from "../../components/toast/toastLater";
import { DraftStatus } from "../../components/ui/DraftStatus";
import { LazyDialog, warmDialog } from "../../components/ui/LazyDialog";
import { OnDemandView } from "../../components/ui/onDemandView";
import { RESUME_STEPS, resumeCopy, resumeMessages, resumeToasts } from "../../content/resume";
import { isUntouched } from "../../domain/resumeDraft";
import { draftActors } from "../../flows/draftActors";
import { storageReport } from "../../flows/storageReport";
import { useFlow } from "../../flows/useFlow";
import { sendLeadActor } from "../../platform/leads/sendLeadActor";
import { BuilderNotice } from "./BuilderNotice";
import { asideShows, type BuilderSource, BuilderSourceContext } from "./builderSource";
import {
  ADD_EXPERIENCE_ID,
  type BuilderSnapshot,
  isConfirmingStartOver,
  noticeOf,
  RESUME_SEND_OUTCOME_ID as SEND_OUTCOME_ID,
  STEP_HEADING_ID,
  sameNotice,
  stepIndexOf,
  stepOnScreen,
} from "./builderState";
import { LaterStepBody, warmLaterSteps } from "./LaterStepBody";
import { PersonalInfoStep, PHOTO_INPUT_ID } from "./PersonalInfoStep";
import { resumeAside } from "./parts";
import { resumeDraft, type StoredResumeSnapshot, toSavedResume, toStoredSnapshot } from "./resumeDraft";
import { StepProgress } from "./StepProgress";
import { hiddenBelowSm } from "./styles";

/**
 * The export card and its machine load with step 5 (fetched ahead while step 4 is on screen). If
 * they cannot be loaded (offline), a notice says so, with a retry; the builder and the draft stay as
 * they are.
 */
/** Quick Apply's line above the builder and beside Complete Profile: fetched when a job is named. */
const applyingForCode = lazyComponent(() => import("./ApplyingFor").then((module) => module.ApplyingFor));
const applicationLineCode = lazyComponent(() =>
  import("./ApplyingFor").then((module) => module.ApplicationLine),
);
const exportCardCode = lazyComponent(() => import("./export/ExportCard").then((module) => module.ExportCard));
const BUILDER_ID = "resume-builder";

/**
 * The machine reads the draft kept in this browser on arrival and hears the one another tab keeps
 * (issue 19): the page only names the store and how what it holds reads as the machine's events.
 */
const builderDraft = draftActors<StoredResumeSnapshot, ResumeBuilderEvent>(resumeDraft, {
  loaded: (stored) => ({ type: "draft.loaded", draft: toSavedResume(stored) }),
  otherTab: (stored) => ({
    type: "otherTab.changed",
    draft: stored ? { profile: stored.context.profile, template: stored.context.template } : null,
  }),
});

/**
 * The builder: runs the machine with useFlow and hands its actor ref to every part, which reads
 * what it shows with useSelector and sends its events. The machine loads, saves and watches its
 * own draft; what its named actions do (storage, toasts, navigation, focus, object URLs) is decided
 * here. The export card on step 5 runs a machine of its own.
 */
export function ResumeBuilder() {
  const navigate = useNavigate();
  // Provided once by useFlow; each call runs this render's function (navigate included).
  const actorRef = useFlow(resumeBuilderMachine, {
    actors: { ...builderDraft, sendLead: sendLeadActor },
    actions: {
      releasePhotoUrl: (_, params) => {
        if (params.url) URL.revokeObjectURL(params.url);
      },
      // Stored at once, in the transition that made the change, so nothing (a reload included)
      // can see the page before its draft. An untouched builder leaves nothing behind; a write
      // the browser refuses (or keeps again) is reported, and the draft-status line follows.
      saveDraft: ({ context, self }, params) => {
        const step = params?.step ?? stepOnScreen(self.getSnapshot() as BuilderSnapshot);
        if (isUntouched(step, context)) {
          resumeDraft.clear();
          return;
        }
        const report = storageReport(resumeDraft.save(toStoredSnapshot(step, context)), context.storage);
        if (report) self.send(report);
      },
      clearDraft: () => resumeDraft.clear(),
      focusStepHeading: () => focusLater(() => document.getElementById(STEP_HEADING_ID)),
      focusEntry: (_, params) =>
        focusLater(() =>
          document.querySelector(
            `[data-entry-id="${params.id}"] input, [data-entry-id="${params.id}"] textarea`,
          ),
        ),
      focusEntryToggle: (_, params) =>
        focusLater(() => document.querySelector(`[data-entry-id="${params.id}"] [data-entry-toggle]`)),
      // Runs before the page drops the role: find its place now, focus the role that takes it
      // (or the new last one) once painted, and 'Add experience' when none is left.
      focusAfterEntryDelete: ({ event }) => {
        if (event.type !== "experience.delete") return;
        const roles = () =>
          Array.from(document.querySelectorAll<HTMLElement>(`#${BUILDER_ID} [data-entry-id]`));
        const index = roles().findIndex((role) => role.dataset.entryId === String(event.id));
        focusAfterRemoval(
          () => roles().map((role) => role.querySelector("input, [data-entry-toggle]") ?? role),
          Math.max(index, 0),
          () => document.getElementById(ADD_EXPERIENCE_ID),
        );
      },
      focusPhotoPicker: () => focusLater(() => document.getElementById(PHOTO_INPUT_ID)),
      focusFirstError: () => focusLater(() => document.querySelector(`#${BUILDER_ID} [aria-invalid="true"]`)),
      showCompletedToast: () => showToast({ ...resumeToasts.completed, tone: "success" }),
      // The reference outlives the page: the toast region is the site's, so it is still read on /find-jobs.
      // Quick Apply's copy loads with its parts (only when the address names a job).
      showApplicationSent: ({ context }) => {
        const reference = context.reference ?? "";
        const email = context.profile.personalInfo.email.trim();
        void import("../../content/application").then(({ applicationCopy }) =>
          showToast({
            title: applicationCopy.toasts.sent.title,
            description: applicationCopy.toasts.sent.description(reference, email),
            tone: "success",
            duration: 15_000,
          }),
        );
      },
      showApplicationQueued: () =>
        void import("../../content/application").then(({ applicationCopy }) =>
          showToast({ ...applicationCopy.toasts.queued, tone: "success", duration: 15_000 }),
        ),
      focusFirstRefused: () =>
        focusLater(
          () =>
            document.querySelector(`#${BUILDER_ID} [aria-invalid="true"]`) ??
            document.getElementById(SEND_OUTCOME_ID),
        ),
      focusSendOutcome: () => focusLater(() => document.getElementById(SEND_OUTCOME_ID)),
      navigateToJobs: () => {
        void navigate({ to: "/find-jobs" });
      },
    },
  });
  const send = actorRef.send;

  // Quick Apply: the job the address names (a known one, or none) is the machine's to show.
  const search = useSearch({ from: "/create-profile" });
  const jobId = search.apply;
  useEffect(() => {
    if (!jobId) {
      send({ type: "url.changed", job: null });
      return;
    }
    // The job list loads only when the address names a job; an unknown id is no job.
    let current = true;
    import("./applySearch").then(
      ({ jobToApplyFor }) => {
        if (current) send({ type: "url.changed", job: jobToApplyFor(jobId) });
      },
      () => {
        if (current) send({ type: "url.changed", job: null });
      },
    );
    return () => {
      current = false;
    };
  }, [jobId, send]);

  // The right column stays its prerendered HTML until it is reached for, or until what it shows
  // differs from that HTML (a keystroke, a restored draft, a template): then it hydrates.
  const [initial] = useState(() => actorRef.getSnapshot());
  const source = useMemo<BuilderSource>(() => ({ actorRef, initial }), [actorRef, initial]);

  // The visitor has started on the builder (focus or the pointer in it): steps 2-5 are fetched
  // now, ahead of Next.
  useEffect(() => {
    const builder = document.getElementById(BUILDER_ID);
    if (!builder) return;
    builder.addEventListener("focusin", warmLaterSteps, { once: true });
    builder.addEventListener("pointerover", warmLaterSteps, { once: true });
    return () => {
      builder.removeEventListener("focusin", warmLaterSteps);
      builder.removeEventListener("pointerover", warmLaterSteps);
    };
  }, []);

  // The photo's object URL dies with the builder.
  useEffect(
    () => () => {
      const url = actorRef.getSnapshot().context.photo?.url;
      if (url) URL.revokeObjectURL(url);
    },
    [actorRef],
  );

  // The frame reads only what it shows, so typing in a step re-renders that step's field and the
  // preview, not the frame, the progress or the other cards.
  const step = useSelector(actorRef, stepOnScreen);
  useEffect(() => {
    if (step === "certifications" || step === "review") exportCardCode.warm();
  }, [step]);
  const stepIndex = stepIndexOf(step);
  const stepMeta = RESUME_STEPS[stepIndex] ?? RESUME_STEPS[0];
  const completing = useSelector(
    actorRef,
    (state) => state.matches("submitting") || state.matches("completing") || state.matches("completed"),
  );
  const submitting = useSelector(actorRef, (state) => state.matches("submitting"));
  const applying = useSelector(actorRef, (state) => state.context.job !== null);
  const blockedStep = useSelector(actorRef, (state) => state.context.blockedStep);
  const blocked = blockedStep === step ? resumeMessages.stepBlocked[blockedStep] : null;
  const notice = useSelector(actorRef, noticeOf, sameNotice);
  const notKept = useSelector(actorRef, (state) => state.context.storage === "refused");
  const conflict = useSelector(actorRef, (state) => state.context.conflict);
  const canGoBack = useSelector(actorRef, (state) => state.can({ type: "step.back" }));
  const confirmingStartOver = useSelector(actorRef, isConfirmingStartOver);
  // A double-click on Next moves one step: its second click is no press on what the new step put
  // under the pointer (Complete Profile, a skill suggestion).
  const clicksStayOnTheirStep = useClicksStayOnTheirStep<HTMLDivElement, BuilderSnapshot>(
    actorRef,
    stepOnScreen,
  );

  return (
    <div
      id={BUILDER_ID}
      ref={clicksStayOnTheirStep}
      className={grid({
        gridTemplateColumns: {
          base: "minmax(0, 1fr)",
          lg: "minmax(0, 1fr) 380px",
          xl: "minmax(0, 1fr) 420px",
        },
        // One column on phones (the builder, then the aside); the aside is the right column from lg.
        gridTemplateAreas: { base: '"main" "side"', lg: '"main side"' },
        gap: { base: "6", lg: "8" },
        alignItems: "start",
      })}
    >
      <div className={stack({ gap: "4", gridArea: "main", minW: "0" })}>
        {applying ? (
          <OnDemandView
            piece={applyingForCode}
            what={resumeCopy.review.pieces.application}
            props={{ actorRef }}
          />
        ) : null}
        {notice ? <BuilderNotice notice={notice} onDismiss={() => send({ type: "notice.dismiss" })} /> : null}
        <DraftStatus
          page="resume"
          notKept={notKept}
          conflict={conflict}
          onDismissConflict={() => send({ type: "conflict.dismiss" })}
        />
        <div className={panel({ borderRadius: "xl", elevated: true })}>
          <StepProgress stepIndex={stepIndex} />
          <div
            className={rule({
              px: { base: "5", md: "8" },
              pt: { base: "6", md: "8" },
              pb: { base: "6", md: "8" },
            })}
          >
            <h2
              id={STEP_HEADING_ID}
              tabIndex={-1}
              className={title({ size: { base: "2xl", md: "3xl" }, _focus: { outline: "none" } })}
            >
              {stepMeta.name}
            </h2>
            <p className={detail({ size: "inherit", mt: "1" })}>{stepMeta.intro}</p>
            <div className={css({ mt: "7" })}>
              {step === "personalInfo" ? <PersonalInfoStep actorRef={actorRef} /> : null}
              {step === "personalInfo" ? null : <LaterStepBody key={step} step={step} actorRef={actorRef} />}
              {step === "review" ? (
                <div className={css({ mt: "6" })}>
                  <OnDemandView
                    piece={exportCardCode}
                    what={resumeCopy.review.pieces.exportCard}
                    props={{
                      disabled: completing,
                      source: () => {
                        const { template, profile, photo } = actorRef.getSnapshot().context;
                        return { template, profile, photoUrl: photo?.url ?? null };
                      },
                    }}
                  />
                </div>
              ) : null}
            </div>
          </div>
          <div
            className={rule({
              bg: "bg.subtle",
              borderBottomRadius: "xl",
              px: { base: "5", md: "8" },
              py: "4",
            })}
          >
            {step === "review" && applying ? (
              <OnDemandView
                piece={applicationLineCode}
                what={resumeCopy.review.pieces.application}
                props={{ actorRef }}
              />
            ) : null}
            {blocked ? (
              <p
                role="alert"
                className={noticeBox({
                  tone: "danger",
                  mb: "3",
                  fontSize: "sm",
                  fontWeight: "600",
                  px: "3",
                  py: "2",
                })}
              >
                {blocked}
              </p>
            ) : null}
            <div className={flex({ align: "center", gap: "3", wrap: "wrap" })}>
              <button
                type="button"
                className={button({ variant: "outline", size: "md" })}
                disabled={!canGoBack}
                onClick={() => send({ type: "step.back" })}
              >
                <ArrowLeft aria-hidden="true" />
                <span className={hiddenBelowSm}>{resumeCopy.previous}</span>
              </button>
              <button
                type="button"
                className={cx(button({ variant: "ghost", size: "md" }), css({ color: "fg.muted" }))}
                disabled={completing}
                // The dialog's code is fetched on intent, so it opens even if the connection drops now.
                onPointerEnter={warmDialog}
                onFocus={warmDialog}
                onClick={() => send({ type: "startOver.request" })}
              >
                <RotateCcw aria-hidden="true" />
                <span>{resumeCopy.startOver}</span>
              </button>
              <div className={css({ ml: "auto" })}>
                {step === "review" ? (
                  <button
                    type="button"
                    className={button({ variant: "solid", size: "md" })}
                    disabled={completing}
                    onClick={() => send({ type: "profile.complete" })}
                  >
                    {completing ? (
                      <Loader2 aria-hidden="true" className={spinner()} />
                    ) : (
                      <CheckCircle2 aria-hidden="true" />
                    )}
                    {submitting
                      ? resumeCopy.sendingApplication
                      : completing
                        ? resumeCopy.completing
                        : resumeCopy.complete}
                  </button>
                ) : (
                  <button
                    type="button"
                    className={button({ variant: "solid", size: "md" })}
                    onClick={() => send({ type: "step.next" })}
                  >
                    {resumeCopy.next}
                    <ArrowRight aria-hidden="true" />
                  </button>
                )}
              </div>
            </div>
          </div>
        </div>
      </div>

      {/* The right column (an island: ResumeAside.tsx and parts.ts). From lg it is
          a sticky panel no taller than the screen, scrolling on its own, so the five cards never
          leave a screen-high gap beside a short step. */}
      <aside
        aria-label={resumeCopy.asideLabel}
        className={stack({
          gap: "5",
          gridArea: "side",
          minW: "0",
          lg: {
            position: "sticky",
            top: "calc(token(sizes.header) + 16px)",
            maxH: "calc(100dvh - token(sizes.header) - 32px)",
            overflowY: "auto",
            overscrollBehavior: "contain",
            scrollbarWidth: "thin",
            // Room for the cards' shadows inside the scrolling box.
            mx: "-2",
            px: "2",
            pb: "2",
          },
        })}
      >
        <BuilderSourceContext.Provider value={source}>{resumeAside.view}</BuilderSourceContext.Provider>
        <WakeAsideOnChange source={source} />
      </aside>

      <LazyDialog
        open={confirmingStartOver}
        onClose={() => send({ type: "startOver.cancel" })}
        title={resumeCopy.startOverDialog.title}
        description={resumeCopy.startOverDialog.description}
        closeLabel={resumeCopy.startOverDialog.close}
      >
        <div className={flex({ gap: "3", justify: "flex-end", wrap: "wrap", mt: "6" })}>
          <button
            type="button"
            className={button({ variant: "outline", size: "md" })}
            onClick={() => send({ type: "startOver.cancel" })}
          >
            {resumeCopy.startOverDialog.cancel}
          </button>
          <button
            type="button"
            className={cx(
              button({ variant: "solid", size: "md" }),
              css({ bg: "danger.fg", _hover: { bg: "#8f1c13" } }),
            )}
            onClick={() => send({ type: "startOver.confirm" })}
          >
            <RotateCcw aria-hidden="true" />
            {resumeCopy.startOverDialog.confirm}
          </button>
        </div>
      </LazyDialog>
    </div>
  );
}

/**
 * Hydrates the right column once what it shows differs from its prerendered HTML. A part of its
 * own, rendering nothing, so that the change re-renders this alone, not the builder's frame.
 */
function WakeAsideOnChange({ source: { actorRef, initial } }: { source: BuilderSource }) {
  const changed = useSelector(actorRef, (state) => asideShows(state) !== asideShows(initial));
  useEffect(() => {
    if (changed) resumeAside.wake();
  }, [changed]);
  return null;
}
