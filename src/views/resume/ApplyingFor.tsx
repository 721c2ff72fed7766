import { useNavigate } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { Info, X } from "lucide-react";
import { css } from "styled-system/css";
import { detail, flex, labelText, notice } from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { applicationCopy } from "../../content/application";
import { leadFormsCopy } from "../../content/leadForms";
import { type BuilderActor, RESUME_SEND_OUTCOME_ID } from "./builderState";

const copy = applicationCopy;
const SEND_OUTCOME_ID = RESUME_SEND_OUTCOME_ID;

/**
 * Quick Apply (issue 34): which job the visitor applies for, above the builder, with a way to stop
 * applying (the address loses its `?apply=`, the resume stays). Nothing shows without a job.
 */
export function ApplyingFor({ actorRef }: { actorRef: BuilderActor }) {
  const job = useSelector(actorRef, (state) => state.context.job);
  const busy = useSelector(actorRef, (state) => !state.matches("editing") && !state.matches("loading"));
  const navigate = useNavigate();
  if (!job) return null;
  return (
    <section
      aria-label={copy.applyingFor}
      data-testid="applying-for"
      data-job={job.id}
      className={flex({
        align: "center",
        gap: "3",
        p: "3",
        pl: "4",
        borderRadius: "lg",
        borderWidth: "1px",
        borderColor: "accent.soft",
        bg: "bg.accentSubtle",
      })}
    >
      <Info aria-hidden="true" size={20} className={css({ flexShrink: 0 })} />
      <p className={css({ flex: "1", minW: "0", overflowWrap: "anywhere" })}>
        <span className={labelText({ tone: "muted", display: "block" })}>{copy.applyingFor}</span>
        <strong>{job.title}</strong> {copy.at} {job.company}
      </p>
      <button
        type="button"
        disabled={busy}
        aria-label={copy.stopApplyingLabel(job.title)}
        className={button({ variant: "ghost", size: "sm" })}
        onClick={() =>
          navigate({
            to: "/create-profile",
            search: {},
            state: (previous) => previous,
            resetScroll: false,
          })
        }
      >
        <X aria-hidden="true" />
        {copy.stopApplying}
      </button>
    </section>
  );
}

/**
 * Beside Complete Profile on Review, when applying: what it sends and the consent line (sent with
 * it word for word); after a failure or a refusal, what happened.
 */
export function ApplicationLine({ actorRef }: { actorRef: BuilderActor }) {
  const job = useSelector(actorRef, (state) => state.context.job);
  const failed = useSelector(actorRef, (state) => state.matches({ editing: { send: "failed" } }));
  const refused = useSelector(actorRef, (state) => state.matches({ editing: { send: "refused" } }));
  const serverMessage = useSelector(actorRef, (state) => state.context.serverMessage);
  return (
    <>
      <div id={SEND_OUTCOME_ID} tabIndex={-1} role="status" className={css({ _focus: { outline: "none" } })}>
        {failed || refused ? (
          <div className={notice({ tone: "danger", mb: "3", px: "3", py: "2", borderRadius: "md" })}>
            <p className={labelText({ color: "inherit" })}>
              {failed ? copy.failed.title : copy.refused.title}
            </p>
            <p className={css({ fontSize: "sm", mt: "1" })}>
              {failed ? copy.failed.body : serverMessage || copy.refused.body}
            </p>
          </div>
        ) : null}
      </div>
      {job ? (
        <p data-testid="consent" className={detail({ size: "sm", mb: "3", maxW: "prose" })}>
          {copy.sendsWith(job.title, job.company)} {leadFormsCopy.consent}{" "}
          <a href={leadFormsCopy.privacyPath} className={css({ textDecoration: "underline" })}>
            {leadFormsCopy.privacyLink}
          </a>
        </p>
      ) : null}
    </>
  );
}
