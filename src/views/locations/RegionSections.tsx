import { Info } from "lucide-react";
import { css } from "styled-system/css";
import { chip, codeTag, eyebrow, pageContainer, panel } from "styled-system/patterns";
import { formatCount } from "../../content/industries";
import { locationsCopy, type Region, regions } from "../../content/locations";

const subheading = eyebrow({ tone: "muted", size: "xs", fontFamily: "body", mb: "2.5" });

/** Canada, the United Kingdom and Mexico, side by side from the large breakpoint. */
export function RegionSections() {
  return (
    <div className={css({ bg: "bg.subtle", borderTopWidth: "1px", borderColor: "border.default" })}>
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
      <div className={css({ display: "grid", gap: "3" })}>
        <div
          className={css({
            display: "flex",
            alignItems: "center",
            justifyContent: "space-between",
            gap: "3",
          })}
        >
          <span
            aria-hidden="true"
            className={codeTag({ color: "accent.bright", bg: "bg.inverted", py: "1" })}
          >
            {region.code}
          </span>
          <span className={css({ fontSize: "sm", color: "fg.muted", fontVariantNumeric: "tabular-nums" })}>
            <strong className={css({ color: "fg.default", fontWeight: "700", fontSize: "lg" })}>
              {formatCount(region.specialists)}
            </strong>{" "}
            {locationsCopy.specialistsLabel}
          </span>
        </div>
        <h2 id={headingId} className={css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "700" })}>
          {region.label}
        </h2>
        <p className={css({ color: "fg.muted" })}>{region.summary}</p>
      </div>

      <div>
        <h3 className={subheading}>{locationsCopy.hubsHeading}</h3>
        <dl className={css({ display: "grid", borderTopWidth: "1px", borderColor: "border.default" })}>
          {region.hubs.map((hub) => (
            <div
              key={hub.place}
              className={css({
                display: "flex",
                justifyContent: "space-between",
                gap: "4",
                py: "2.5",
                borderBottomWidth: "1px",
                borderColor: "border.default",
                fontSize: "sm",
              })}
            >
              <dt className={css({ fontWeight: "600" })}>{hub.place}</dt>
              <dd className={css({ color: "fg.muted", textAlign: "right" })}>{hub.focus}</dd>
            </div>
          ))}
        </dl>
      </div>

      <div>
        <h3 className={subheading}>{locationsCopy.rolesHeading}</h3>
        <ul className={css({ listStyle: "none", display: "flex", flexWrap: "wrap", gap: "1.5" })}>
          {region.topRoles.map((role) => (
            <li key={role} className={chip({ fontWeight: "500" })}>
              {role}
            </li>
          ))}
        </ul>
      </div>

      <div className={css({ mt: "auto", pt: "5", borderTopWidth: "1px", borderColor: "border.default" })}>
        <h3 className={subheading}>{locationsCopy.notesHeading}</h3>
        <ul className={css({ listStyle: "none", display: "grid", gap: "2", fontSize: "sm" })}>
          {region.notes.map((note) => (
            <li key={note} className={css({ display: "flex", gap: "2", alignItems: "baseline" })}>
              <Info
                aria-hidden="true"
                size={14}
                className={css({ color: "fg.accent", flexShrink: 0, transform: "translateY(2px)" })}
              />
              {note}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
