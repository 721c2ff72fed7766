import { Check, MapPin } from "lucide-react";
import { css } from "styled-system/css";
import {
  cardGrid,
  chip,
  codeTag,
  detail,
  eyebrow,
  flex,
  grid,
  labelText,
  listIcon,
  pageContainer,
  panel,
  plainList,
  statValue,
  title,
} from "styled-system/patterns";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { formatCount } from "../../content/industries";
import {
  formatRate,
  locationsCopy,
  otherStates,
  type StateInsight,
  states,
  unitedStates,
} from "../../content/locations";

const subheading = eyebrow({ tone: "muted", size: "xs", fontFamily: "body", mb: "2.5" });

export function UnitedStates() {
  return (
    <section id={unitedStates.id} aria-labelledby="united-states-heading">
      <div className={pageContainer({ rhythm: "section" })}>
        <div
          className={flex({
            direction: { base: "column", md: "row" },
            justify: "space-between",
            align: { base: "flex-start", md: "flex-end" },
            gap: "6",
          })}
        >
          <SectionHeading
            id="united-states-heading"
            eyebrow={unitedStates.eyebrow}
            title={unitedStates.label}
            lead={unitedStates.summary}
          />
          <p className={flex({ direction: "column", flexShrink: 0, textAlign: { md: "right" } })}>
            <span className={statValue({ fontSize: { base: "3xl", md: "5xl" } })}>
              {formatCount(unitedStates.specialists)}
            </span>
            <span className={detail({ mt: "2" })}>{locationsCopy.specialistsLabel}</span>
          </p>
        </div>

        <h3
          className={eyebrow({
            tone: "muted",
            size: "xs",
            fontFamily: "body",
            mb: "4",
            mt: { base: "10", md: "12" },
          })}
        >
          {unitedStates.statesHeading}
        </h3>
        <ul className={cardGrid({ columns: { lg: 3 }, gap: { base: "5", md: "6" } })}>
          {states.map((state) => (
            <li key={state.code} className={flex()}>
              <StateCard state={state} />
            </li>
          ))}
        </ul>

        <div className={css({ mt: { base: "10", md: "14" } })}>
          <h3 className={subheading}>{unitedStates.otherStatesHeading}</h3>
          <ul className={cardGrid({ columns: { sm: 2, lg: 4 }, gap: "3" })}>
            {otherStates.map((hub) => (
              <li
                key={hub.place}
                className={panel({
                  tone: "subtle",
                  borderRadius: "md",
                  display: "flex",
                  flexDirection: "column",
                  px: "4",
                  py: "3",
                })}
              >
                <span className={labelText({ tone: "inherit" })}>{hub.place}</span>
                <span className={detail()}>{hub.focus}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function StateCard({ state }: { state: StateInsight }) {
  const headingId = `state-${state.code.toLowerCase()}`;
  return (
    <article
      aria-labelledby={headingId}
      className={panel({
        elevated: true,
        borderRadius: "xl",
        flex: "1",
        display: "flex",
        flexDirection: "column",
        overflow: "hidden",
      })}
    >
      <div
        className={css({
          bg: "bg.inverted",
          color: "white",
          px: "6",
          pt: "5",
          pb: "6",
          backgroundImage: "radial-gradient(circle at 100% 0%, rgba(245, 106, 18, 0.22), transparent 55%)",
        })}
      >
        <div className={flex({ align: "center", justify: "space-between", gap: "3" })}>
          <h4 id={headingId} className={title({ size: "2xl" })}>
            {state.name}
          </h4>
          <span
            aria-hidden="true"
            className={codeTag({
              fontSize: "xs",
              color: "fg.invertedMuted",
              borderWidth: "1px",
              borderColor: "border.invertedStrong",
            })}
          >
            {state.code}
          </span>
        </div>
        <dl
          className={grid({
            columns: 2,
            columnGap: "4",
            mt: "5",
            rowGap: "4",
            "& > :first-child": {
              gridColumn: "1 / -1",
              pb: "4",
              borderBottomWidth: "1px",
              borderColor: "border.inverted",
            },
          })}
        >
          <HeaderStat label={locationsCopy.averageRateLabel} value={formatRate(state.averageRate)} emphasis />
          <HeaderStat label={locationsCopy.specialistsLabel} value={formatCount(state.specialists)} />
          <HeaderStat label={locationsCopy.openJobsLabel} value={String(state.openJobs)} />
        </dl>
      </div>
      <div className={flex({ p: "6", direction: "column", gap: "6", flex: "1" })}>
        <div>
          <h5 className={subheading}>{locationsCopy.citiesHeading}</h5>
          <ul className={plainList({ flow: "wrap", gap: "1.5" })}>
            {state.cities.map((city) => (
              <li key={city} className={chip({ display: "inline-flex", alignItems: "center", gap: "1" })}>
                <MapPin aria-hidden="true" size={12} className={detail({ size: "inherit" })} />
                {city}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h5 className={subheading}>{locationsCopy.employersHeading}</h5>
          <ul
            className={grid({
              gap: "1",
              listStyle: "disc",
              pl: "5",
              fontSize: "sm",
              _marker: { color: "fg.faint" },
            })}
          >
            {state.employers.map((employer) => (
              <li key={employer}>{employer}</li>
            ))}
          </ul>
        </div>
        <div>
          <h5 className={subheading}>{locationsCopy.rolesHeading}</h5>
          <ol className={plainList({ gap: "1", fontSize: "sm" })}>
            {state.topRoles.map((role, index) => (
              <li key={role} className={flex({ gap: "2.5" })}>
                <span
                  aria-hidden="true"
                  className={css({
                    fontFamily: "mono",
                    fontSize: "xs",
                    color: "fg.accent",
                    fontWeight: "700",
                    pt: "0.5",
                  })}
                >
                  {String(index + 1).padStart(2, "0")}
                </span>
                {role}
              </li>
            ))}
          </ol>
        </div>
        <div
          className={css({
            mt: "auto",
            bg: "bg.accentSubtle",
            borderRadius: "md",
            p: "4",
          })}
        >
          <h5 className={subheading}>{locationsCopy.highlightsHeading}</h5>
          <ul className={plainList({ fontSize: "sm" })}>
            {state.highlights.map((highlight) => (
              <li key={highlight} className={flex({ gap: "2", align: "baseline" })}>
                <Check aria-hidden="true" size={14} className={listIcon({ transform: "translateY(2px)" })} />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  );
}

function HeaderStat({
  label,
  value,
  emphasis = false,
}: {
  label: string;
  value: string;
  emphasis?: boolean;
}) {
  return (
    <div className={flex({ direction: "column-reverse" })}>
      <dt className={detail({ tone: "inverted", mt: "1" })}>{label}</dt>
      <dd
        className={
          emphasis
            ? statValue({ fontSize: "4xl", color: "fg.invertedAccent" })
            : statValue({ fontSize: "2xl", color: "white" })
        }
      >
        {value}
      </dd>
    </div>
  );
}
