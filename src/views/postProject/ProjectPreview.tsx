import { useSelector } from "@xstate/react";
import { Clock, MapPin, MessageSquare } from "lucide-react";
import { css } from "styled-system/css";
import { detail, flex, labelText, panel, plainList, rule, title } from "styled-system/patterns";
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
    <section aria-labelledby="live-preview" className={panel({ elevated: true, borderRadius: "xl", p: "6" })}>
      <div className={flex({ align: "baseline", justify: "space-between", gap: "3" })}>
        <h2 id="live-preview" className={title()}>
          {copy.heading}
        </h2>
        <span
          className={labelText({
            tone: "inherit",
            size: "xs",
            color: "success.fg",
            display: "inline-flex",
            alignItems: "center",
            gap: "1.5",
          })}
        >
          <span
            aria-hidden="true"
            className={css({ w: "2", h: "2", borderRadius: "full", bg: "success.fg" })}
          />
          {copy.live}
        </span>
      </div>
      <p className={detail()}>{copy.caption}</p>
      <article data-testid="project-preview" className={panel({ tone: "subtle", mt: "4", p: "4" })}>
        <h3
          className={title({
            size: "md",
            overflowWrap: "anywhere",
            color: draft.title.trim() ? "fg.default" : "fg.muted",
          })}
        >
          {draft.title.trim() || copy.untitled}
        </h3>
        {draft.projectType || draft.industry ? (
          <div className={flex({ wrap: "wrap", gap: "1.5", mt: "2" })}>
            {draft.projectType ? (
              <span className={badge({ tone: "accent" })}>{draft.projectType}</span>
            ) : null}
            {draft.industry ? <span className={badge({ tone: "neutral" })}>{draft.industry}</span> : null}
          </div>
        ) : null}
        <p className={flex({ align: "center", gap: "1.5", mt: "2", fontSize: "sm", color: "fg.muted" })}>
          <MapPin aria-hidden="true" size={14} />
          <span className={css({ overflowWrap: "anywhere" })}>
            {draft.location.trim() || copy.noLocation}
          </span>
        </p>
        {budget ? <p className={labelText({ tone: "inherit", mt: "1" })}>{budget}</p> : null}
        <p
          className={detail({
            mt: "3",
            color: draft.description.trim() ? "fg.default" : "fg.muted",
            lineClamp: "4",
            whiteSpace: "pre-line",
            overflowWrap: "anywhere",
          })}
        >
          {draft.description.trim() || copy.noDescription}
        </p>
        {draft.skills.length ? (
          <ul className={plainList({ flow: "wrap", gap: "1.5", mt: "3" })}>
            {draft.skills.map((skill) => (
              <li key={skill} className={badge({ tone: "neutral" })}>
                {skill}
              </li>
            ))}
          </ul>
        ) : null}
        <div
          className={rule({
            mt: "4",
            pt: "3",
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
