import { useSelector } from "@xstate/react";
import { Briefcase, Check, MapPin, Pencil, Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { css } from "styled-system/css";
import { detail, flex, grid, labelText, stack, title as titleText } from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { Field } from "../../components/ui/Field";
import { TextArea, TextInput } from "../../components/ui/inputs";
import { resumeCopy, resumeMessages } from "../../content/resume";
import {
  type ExperienceEntry,
  type ExperienceField,
  entryProblems,
  formatPeriod,
  MAX_FIELD_LENGTH,
  MAX_TEXT_LENGTH,
} from "../../domain/resume";
import { ADD_EXPERIENCE_ID, type BuilderActor, type SendEvent } from "./builderState";

const copy = resumeCopy.experience;

/**
 * Step 2: roles, each either open for editing or done. The list reads only which roles there are;
 * each role reads its own, so typing in one role re-renders that role (and the preview) alone.
 */
export function ExperienceStep({ actorRef }: { actorRef: BuilderActor }) {
  // The roles' ids as text ("3 5"), so the same roles in the same order are an equal string.
  const roles = useSelector(actorRef, (state) =>
    state.context.profile.experience.map((entry) => entry.id).join(" "),
  );
  const ids = roles ? roles.split(" ").map(Number) : [];
  const canAdd = useSelector(actorRef, (state) => state.can({ type: "experience.add" }));
  return (
    <div className={stack({ gap: "4" })}>
      {ids.length ? (
        <ol className={stack({ gap: "4", listStyle: "none", p: "0", m: "0" })}>
          {ids.map((id, index) => (
            <li key={id} data-entry-id={id}>
              <Entry actorRef={actorRef} id={id} index={index} />
            </li>
          ))}
        </ol>
      ) : (
        <div
          className={stack({
            align: "center",
            gap: "2",
            textAlign: "center",
            py: "8",
            px: "6",
            borderRadius: "lg",
            borderWidth: "2px",
            borderStyle: "dashed",
            borderColor: "border.default",
            bg: "bg.subtle",
          })}
        >
          <Briefcase aria-hidden="true" size={28} className={css({ color: "fg.subtle" })} />
          <p className={detail()}>{copy.empty}</p>
        </div>
      )}
      <div>
        <button
          id={ADD_EXPERIENCE_ID}
          type="button"
          className={button({ variant: "outline", size: "md" })}
          disabled={!canAdd}
          onClick={() => actorRef.send({ type: "experience.add" })}
        >
          <Plus aria-hidden="true" />
          {copy.add}
        </button>
      </div>
    </div>
  );
}

/** One role: its editor while it is open for editing, its summary once done. */
function Entry({ actorRef, id, index }: { actorRef: BuilderActor; id: number; index: number }) {
  const entry = useSelector(actorRef, (state) =>
    state.context.profile.experience.find((candidate) => candidate.id === id),
  );
  const editing = useSelector(actorRef, (state) => state.context.editingIds.includes(id));
  const showAll = useSelector(actorRef, (state) => state.context.flaggedIds.includes(id));
  if (!entry) return null;
  return editing ? (
    <EntryEditor entry={entry} index={index} showAll={showAll} send={actorRef.send} />
  ) : (
    <EntrySummary entry={entry} send={actorRef.send} />
  );
}

function EntrySummary({ entry, send }: { entry: ExperienceEntry; send: SendEvent }) {
  const headingId = useId();
  const title = entry.title.trim() || copy.untitled;
  const period = formatPeriod(entry, copy.present);
  return (
    <article
      aria-labelledby={headingId}
      className={flex({
        direction: { base: "column", sm: "row" },
        gap: "4",
        justify: "space-between",
        p: "5",
        borderRadius: "lg",
        borderWidth: "1px",
        borderColor: "border.default",
        borderLeftWidth: "4px",
        borderLeftColor: "accent.strong",
        bg: "bg.canvas",
      })}
    >
      <div className={css({ minW: "0" })}>
        <h3 id={headingId} className={titleText({ size: "md", overflowWrap: "anywhere" })}>
          {title}
        </h3>
        <p className={labelText({ overflowWrap: "anywhere" })}>{entry.company}</p>
        <p
          className={detail({
            display: "flex",
            flexWrap: "wrap",
            alignItems: "center",
            columnGap: "3",
            rowGap: "1",
            mt: "1",
          })}
        >
          {period ? <span>{period}</span> : null}
          {entry.location.trim() ? (
            <span className={flex({ display: "inline-flex", align: "center", gap: "1" })}>
              <MapPin aria-hidden="true" size={14} />
              {entry.location}
            </span>
          ) : null}
        </p>
        {entry.description.trim() ? (
          <p
            className={detail({ mt: "2", lineClamp: "2", overflowWrap: "anywhere", whiteSpace: "pre-line" })}
          >
            {entry.description}
          </p>
        ) : null}
      </div>
      <div className={flex({ gap: "2", align: "flex-start", shrink: 0 })}>
        <button
          type="button"
          data-entry-toggle
          aria-label={`${copy.edit} ${title}`}
          className={button({ variant: "outline", size: "sm" })}
          onClick={() => send({ type: "experience.edit", id: entry.id })}
        >
          <Pencil aria-hidden="true" />
          {copy.edit}
        </button>
        <button
          type="button"
          aria-label={`${copy.delete} ${title}`}
          className={button({ variant: "ghost", size: "sm" })}
          onClick={() => send({ type: "experience.delete", id: entry.id })}
        >
          <Trash2 aria-hidden="true" />
          {copy.delete}
        </button>
      </div>
    </article>
  );
}

function EntryEditor({
  entry,
  index,
  showAll,
  send,
}: {
  entry: ExperienceEntry;
  index: number;
  /** Show every problem (after Done or Next was refused); otherwise only the date order. */
  showAll: boolean;
  send: SendEvent;
}) {
  const headingId = useId();
  const problems = entryProblems(entry);
  const change = (field: ExperienceField) => (event: { target: { value: string } }) =>
    send({ type: "experience.change", id: entry.id, values: { [field]: event.target.value } });
  const endError =
    problems.endDate === "endBeforeStart"
      ? resumeMessages.entry.endBeforeStart
      : showAll && problems.endDate === "invalidMonth"
        ? resumeMessages.entry.invalidMonth
        : undefined;
  const label = copy.entryLabel(index + 1);
  return (
    <section
      aria-labelledby={headingId}
      className={css({
        p: { base: "4", md: "5" },
        borderRadius: "lg",
        borderWidth: "1px",
        borderColor: "border.accent",
        bg: "bg.canvas",
        boxShadow: "0 0 0 4px token(colors.bg.accentSubtle)",
      })}
    >
      <h3 id={headingId} className={titleText({ size: "md", overflowWrap: "anywhere" })}>
        {entry.title.trim() ? `${label}: ${entry.title.trim()}` : label}
      </h3>
      <div className={grid({ gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, gap: "4", mt: "4" })}>
        <Field
          label={copy.company}
          required
          error={showAll && problems.company ? resumeMessages.entry.company : undefined}
        >
          {(props) => (
            <TextInput
              {...props}
              data-entry-first
              autoComplete="organization"
              maxLength={MAX_FIELD_LENGTH}
              value={entry.company}
              onChange={change("company")}
            />
          )}
        </Field>
        <Field
          label={copy.title}
          required
          error={showAll && problems.title ? resumeMessages.entry.title : undefined}
        >
          {(props) => (
            <TextInput
              {...props}
              autoComplete="organization-title"
              maxLength={MAX_FIELD_LENGTH}
              value={entry.title}
              onChange={change("title")}
            />
          )}
        </Field>
        <Field label={copy.location} className={stack({ gap: "1.5", gridColumn: { md: "1 / -1" } })}>
          {(props) => (
            <TextInput
              {...props}
              maxLength={MAX_FIELD_LENGTH}
              value={entry.location}
              onChange={change("location")}
            />
          )}
        </Field>
        <Field
          label={copy.startDate}
          error={showAll && problems.startDate ? resumeMessages.entry.invalidMonth : undefined}
        >
          {(props) => (
            <TextInput
              {...props}
              type="month"
              placeholder="2021-04"
              value={entry.startDate}
              onChange={change("startDate")}
            />
          )}
        </Field>
        <Field label={copy.endDate} hint={copy.endDateHint} error={endError}>
          {(props) => (
            <TextInput
              {...props}
              type="month"
              placeholder="2023-06"
              value={entry.endDate}
              onChange={change("endDate")}
            />
          )}
        </Field>
        <Field
          label={copy.description}
          hint={copy.descriptionHint}
          className={stack({ gap: "1.5", gridColumn: { md: "1 / -1" } })}
        >
          {(props) => (
            <TextArea
              {...props}
              rows={4}
              maxLength={MAX_TEXT_LENGTH}
              value={entry.description}
              onChange={change("description")}
            />
          )}
        </Field>
      </div>
      <div className={flex({ wrap: "wrap", gap: "2", justify: "flex-end", mt: "5" })}>
        <button
          type="button"
          aria-label={`${copy.delete} ${label}`}
          className={button({ variant: "ghost", size: "sm" })}
          onClick={() => send({ type: "experience.delete", id: entry.id })}
        >
          <Trash2 aria-hidden="true" />
          {copy.delete}
        </button>
        <button
          type="button"
          aria-label={`${copy.done} with ${label}`}
          className={button({ variant: "solid", size: "sm" })}
          onClick={() => send({ type: "experience.done", id: entry.id })}
        >
          <Check aria-hidden="true" />
          {copy.done}
        </button>
      </div>
    </section>
  );
}
