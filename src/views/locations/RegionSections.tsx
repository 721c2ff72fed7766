import { Info } from "lucide-react";
import { css } from "styled-system/css";
import {
  chip,
  codeTag,
  detail,
  eyebrow,
  flex,
  grid,
  listIcon,
  pageContainer,
  panel,
  plainList,
  rule,
  title,
} from "styled-system/patterns";
import { formatCount } from "../../content/industries";
import { locationsCopy, type Region, regions } from "../../content/locations";

const subheading = eyebrow({ tone: "muted", size: "xs", fontFamily: "body", mb: "2.5" });

/** Canada, the United Kingdom and Mexico, side by side from the large breakpoint. */
export function RegionSections() {
  return (
    <div className={rule({ bg: "bg.subtle" })}>
      <div
        className={pageContainer({
          rhythm: "section",
          display: "grid",
          gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "repeat(3, minmax(0, 1fr))" },
          gap: { base: "5", md: "6" },
        })}
      >
        <p className={eyebrow({ gridColumn: "1 / -1" })}>{locationsCopy.regionsIntro}</p>
        {regions.map((region) => (
          <RegionSection key={region.id} region={region} />
        ))}
      </div>
    </div>
  );
}

function RegionSection({ region }: { region: Region }) {
  const headingId = `${region.id}-heading`;
  return (
    <section
      id={region.id}
      aria-labelledby={headingId}
      className={panel({
        elevated: true,
        borderRadius: "xl",
        display: "flex",
        flexDirection: "column",
        gap: "6",
        p: { base: "5", md: "7" },
      })}
    >
      <div className={grid({ gap: "3" })}>
        <div className={flex({ align: "center", justify: "space-between", gap: "3" })}>
          <span
            aria-hidden="true"
            className={codeTag({ color: "accent.bright", bg: "bg.inverted", py: "1" })}
          >
            {region.code}
          </span>
          <span className={detail({ fontVariantNumeric: "tabular-nums" })}>
            <strong className={title({ color: "fg.default" })}>{formatCount(region.specialists)}</strong>{" "}
            {locationsCopy.specialistsLabel}
          </span>
        </div>
        <h2 id={headingId} className={title({ size: { base: "2xl", md: "3xl" } })}>
          {region.label}
        </h2>
        <p className={detail({ size: "inherit" })}>{region.summary}</p>
      </div>

      <div>
        <h3 className={subheading}>{locationsCopy.hubsHeading}</h3>
        <dl className={rule({ display: "grid" })}>
          {region.hubs.map((hub) => (
            <div
              key={hub.place}
              className={rule({
                side: "bottom",
                display: "flex",
                justifyContent: "space-between",
                gap: "4",
                py: "2.5",
                fontSize: "sm",
              })}
            >
              <dt className={css({ fontWeight: "600" })}>{hub.place}</dt>
              <dd className={detail({ size: "inherit", textAlign: "right" })}>{hub.focus}</dd>
            </div>
          ))}
        </dl>
      </div>

      <div>
        <h3 className={subheading}>{locationsCopy.rolesHeading}</h3>
        <ul className={plainList({ flow: "wrap", gap: "1.5" })}>
          {region.topRoles.map((role) => (
            <li key={role} className={chip({ fontWeight: "500" })}>
              {role}
            </li>
          ))}
        </ul>
      </div>

      <div className={rule({ mt: "auto", pt: "5" })}>
        <h3 className={subheading}>{locationsCopy.notesHeading}</h3>
        <ul className={plainList({ fontSize: "sm" })}>
          {region.notes.map((note) => (
            <li key={note} className={flex({ gap: "2", align: "baseline" })}>
              <Info aria-hidden="true" size={14} className={listIcon({ transform: "translateY(2px)" })} />
              {note}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
