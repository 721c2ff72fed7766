import { useSelector } from "@xstate/react";
import { Clock, MapPin, MessageSquare } from "lucide-react";
import { css } from "styled-system/css";
import { badge } from "styled-system/recipes";
import { postProjectCopy } from "../../content/postProject";
import { formatBudget } from "../../domain/projectWizard";
import type { WizardProps } from "./types";

const copy = postProjectCopy.preview;

/** The live preview: the post as specialists would see it, updated as the visitor types. */
export function ProjectPreview({ actorRef }: WizardProps) {
  const draft = useSelector(actorRef, (state) => state.context.draft);
  const budget = formatBudget(draft);
  return (
    <section
      aria-labelledby="live-preview"
      className={css({
        bg: "bg.panel",
        borderWidth: "1px",
        borderColor: "border.default",
        borderRadius: "xl",
        boxShadow: "card",
        p: "6",
      })}
    >
      <div
        className={css({
          display: "flex",
          alignItems: "baseline",
          justifyContent: "space-between",
          gap: "3",
        })}
      >
        <h2 id="live-preview" className={css({ fontSize: "lg", fontWeight: "700" })}>
          {copy.heading}
        </h2>
        <span
          className={css({
            display: "inline-flex",
            alignItems: "center",
            gap: "1.5",
            fontSize: "xs",
            fontWeight: "600",
            color: "success.fg",
          })}
        >
          <span
            aria-hidden="true"
            className={css({ w: "2", h: "2", borderRadius: "full", bg: "success.fg" })}
          />
          {copy.live}
        </span>
      </div>
      <p className={css({ fontSize: "sm", color: "fg.muted" })}>{copy.caption}</p>
      <article
        data-testid="project-preview"
        className={css({
          mt: "4",
          p: "4",
          borderRadius: "lg",
          borderWidth: "1px",
          borderColor: "border.default",
          bg: "bg.subtle",
        })}
      >
        <h3
          className={css({
            fontSize: "md",
            fontWeight: "700",
            overflowWrap: "anywhere",
            color: draft.title.trim() ? "fg.default" : "fg.muted",
          })}
        >
          {draft.title.trim() || copy.untitled}
        </h3>
        {draft.projectType || draft.industry ? (
          <div className={css({ mt: "2", display: "flex", flexWrap: "wrap", gap: "1.5" })}>
            {draft.projectType ? (
              <span className={badge({ tone: "accent" })}>{draft.projectType}</span>
            ) : null}
            {draft.industry ? <span className={badge({ tone: "neutral" })}>{draft.industry}</span> : null}
          </div>
        ) : null}
        <p
          className={css({
            mt: "2",
            display: "flex",
            alignItems: "center",
            gap: "1.5",
            fontSize: "sm",
            color: "fg.muted",
          })}
        >
          <MapPin aria-hidden="true" size={14} />
          <span className={css({ overflowWrap: "anywhere" })}>
            {draft.location.trim() || copy.noLocation}
          </span>
        </p>
        {budget ? <p className={css({ mt: "1", fontSize: "sm", fontWeight: "600" })}>{budget}</p> : null}
        <p
          className={css({
            mt: "3",
            fontSize: "sm",
            color: draft.description.trim() ? "fg.default" : "fg.muted",
            lineClamp: "4",
            whiteSpace: "pre-line",
            overflowWrap: "anywhere",
          })}
        >
          {draft.description.trim() || copy.noDescription}
        </p>
        {draft.skills.length ? (
          <ul className={css({ mt: "3", listStyle: "none", display: "flex", flexWrap: "wrap", gap: "1.5" })}>
            {draft.skills.map((skill) => (
              <li key={skill} className={badge({ tone: "neutral" })}>
                {skill}
              </li>
            ))}
          </ul>
        ) : null}
        <div
          className={css({
            mt: "4",
            pt: "3",
            borderTopWidth: "1px",
            borderColor: "border.default",
            display: "flex",
            flexWrap: "wrap",
            gap: "4",
            fontSize: "xs",
            color: "fg.muted",
          })}
        >
          <span className={css({ display: "inline-flex", alignItems: "center", gap: "1" })}>
            <Clock aria-hidden="true" size={13} />
            {copy.postedJustNow}
          </span>
          <span className={css({ display: "inline-flex", alignItems: "center", gap: "1" })}>
            <MessageSquare aria-hidden="true" size={13} />
            {copy.proposals}
          </span>
        </div>
      </article>
    </section>
  );
}
