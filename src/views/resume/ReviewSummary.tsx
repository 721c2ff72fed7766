import { useSelector } from "@xstate/react";
import { type ReactNode, useId } from "react";
import { css } from "styled-system/css";
import { detail, flex, grid, panel, plainList, title } from "styled-system/patterns";
import { resumeCopy, specialtyLabel } from "../../content/resume";
import { completeness, formatPeriod, hasContent } from "../../domain/resume";
import type { BuilderActor } from "./builderState";
import { chipStyle } from "./styles";

const copy = resumeCopy.review;

/** A term and its value in the summary's grid: the wrapper lays out no box of its own. */
const entry = css({ display: "contents" });

/** What the resume holds so far: shown on the Certifications and Review steps. */
export function ReviewSummary({ actorRef }: { actorRef: BuilderActor }) {
  const headingId = useId();
  const profile = useSelector(actorRef, (state) => state.context.profile);
  const { personalInfo } = profile;
  const roles = profile.experience.filter(hasContent);
  const { percent } = completeness(profile);
  const missing = (
    <span className={detail({ size: "inherit", fontStyle: "italic" })}>{copy.notProvided}</span>
  );
  const text = (value: string): ReactNode => (value.trim() ? value : missing);
  const rows: Array<[string, ReactNode]> = [
    [resumeCopy.personal.fullName, text(personalInfo.fullName)],
    [resumeCopy.personal.email, text(personalInfo.email)],
    [resumeCopy.personal.phone, text(personalInfo.phone)],
    [resumeCopy.personal.location, text(personalInfo.location)],
    [resumeCopy.personal.specialty, text(specialtyLabel(profile.specialty))],
  ];
  return (
    <section aria-labelledby={headingId} className={panel({ tone: "subtle", p: { base: "4", md: "5" } })}>
      <div
        className={flex({
          direction: { base: "column", sm: "row" },
          justify: "space-between",
          align: { base: "flex-start", sm: "baseline" },
          gap: { base: "0.5", sm: "3" },
        })}
      >
        <h3 id={headingId} className={title({ size: "md" })}>
          {copy.summary}
        </h3>
        <p className={title({ size: "sm", color: "fg.accent" })}>
          {percent}% {resumeCopy.strength.heading.toLowerCase()}
        </p>
      </div>
      <dl
        className={grid({
          mt: "4",
          gridTemplateColumns: { base: "1fr", sm: "9rem 1fr" },
          columnGap: "4",
          rowGap: { base: "1", sm: "2.5" },
          fontSize: "sm",
          "& dt": { color: "fg.muted", fontWeight: "500" },
          "& dd": {
            color: "fg.default",
            fontWeight: "600",
            overflowWrap: "anywhere",
            mb: { base: "2", sm: "0" },
          },
        })}
      >
        {rows.map(([label, value]) => (
          <div key={label} className={entry}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={entry}>
          <dt>{resumeCopy.preview.experience}</dt>
          <dd>
            {roles.length ? (
              <>
                {copy.counts.experience(roles.length)}
                <ul
                  className={detail({
                    size: "inherit",
                    mt: "1",
                    listStyle: "none",
                    p: "0",
                    fontWeight: "500",
                  })}
                >
                  {roles.map((entry) => (
                    <li key={entry.id}>
                      {[entry.title, entry.company].filter((part) => part.trim()).join(" at ")}
                      {formatPeriod(entry, resumeCopy.experience.present)
                        ? ` (${formatPeriod(entry, resumeCopy.experience.present)})`
                        : ""}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              missing
            )}
          </dd>
        </div>
        <div className={entry}>
          <dt>{resumeCopy.preview.skills}</dt>
          <dd>
            {profile.skills.length ? (
              <ItemChips label={copy.counts.skills} items={profile.skills} />
            ) : (
              missing
            )}
          </dd>
        </div>
        <div className={entry}>
          <dt>{resumeCopy.preview.certifications}</dt>
          <dd>
            {profile.certifications.length ? (
              <ItemChips label={copy.counts.certifications} items={profile.certifications} />
            ) : (
              missing
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

const summaryChip = css(chipStyle, {
  minH: "7",
  pr: "3",
  bg: "white",
  borderWidth: "1px",
  borderColor: "border.default",
  fontWeight: "500",
});

/** A count ("3 skills") and the items themselves, as chips, inside their own entry of the summary. */
function ItemChips({ label, items }: { label: (count: number) => string; items: readonly string[] }) {
  return (
    <>
      {label(items.length)}
      <ul className={plainList({ flow: "wrap", p: "0", m: "0", mt: "2" })}>
        {items.map((item) => (
          <li key={item} className={summaryChip}>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
