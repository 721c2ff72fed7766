import { Check, MapPin } from "lucide-react";
import { css } from "styled-system/css";
import {
  detail,
  eyebrow,
  flex,
  grid,
  iconTile,
  labelText,
  listIcon,
  panel,
  plainList,
  rule,
  statValue,
  title,
} from "styled-system/patterns";
import { badge } from "styled-system/recipes";
import { formatCount, type Industry, type IndustryTools, industriesCopy } from "../../content/industries";
import { industryIcons } from "./industryIcons";

const subheading = eyebrow({ tone: "muted", size: "xs", fontFamily: "body", mb: "3" });

const toolGroups = Object.keys(industriesCopy.toolGroups) as Array<keyof IndustryTools>;

export function IndustrySection({
  industry,
  index,
  total,
}: {
  industry: Industry;
  index: number;
  total: number;
}) {
  const Icon = industryIcons[industry.id];
  const headingId = `${industry.id}-heading`;
  return (
    <section
      id={industry.id}
      aria-labelledby={headingId}
      className={panel({ elevated: true, borderRadius: "xl", overflow: "hidden" })}
    >
      <div
        className={rule({
          side: "bottom",
          display: "grid",
          gridTemplateColumns: { base: "auto minmax(0, 1fr)", md: "auto minmax(0, 1fr) auto" },
          columnGap: { base: "4", md: "5" },
          rowGap: "4",
          alignItems: "center",
          px: { base: "5", md: "8" },
          py: { base: "5", md: "7" },
          bg: "bg.subtle",
        })}
      >
        <span
          className={iconTile({
            tone: "inverted",
            w: { base: "12", md: "14" },
            h: { base: "12", md: "14" },
            borderRadius: "lg",
            alignSelf: "start",
          })}
        >
          <Icon aria-hidden="true" size={26} strokeWidth={1.75} />
        </span>
        <div className={css({ minW: "0" })}>
          <p
            className={title({
              size: "xs",
              letterSpacing: "0.08em",
              color: "fg.accent",
              fontVariantNumeric: "tabular-nums",
            })}
          >
            {String(index + 1).padStart(2, "0")} / {String(total).padStart(2, "0")}
          </p>
          <h2 id={headingId} className={title({ size: { base: "xl", md: "3xl" }, mt: "1" })}>
            {industry.name}
          </h2>
          <p className={detail({ size: { base: "sm", md: "md" }, mt: "1" })}>{industry.tagline}</p>
        </div>
        <p
          className={flex({
            gridColumn: { base: "1 / -1", md: "auto" },
            direction: { base: "row", md: "column" },
            align: { base: "baseline", md: "flex-end" },
            gap: { base: "2", md: "0" },
            textAlign: { md: "right" },
          })}
        >
          <span className={statValue({ fontSize: { base: "2xl", md: "4xl" }, color: "fg.default" })}>
            {formatCount(industry.talentPool)}
          </span>
          <span className={detail({ mt: { md: "2" } })}>{industriesCopy.poolLabel}</span>
        </p>
      </div>

      <div className={grid({ gap: "8", px: { base: "5", md: "8" }, py: { base: "6", md: "8" } })}>
        <p className={css({ fontSize: { base: "md", md: "lg" }, color: "fg.default", maxW: "3xl" })}>
          {industry.summary}
        </p>

        <div
          className={grid({
            gridTemplateColumns: { base: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" },
            gap: { base: "8", md: "10" },
          })}
        >
          <div className={grid({ gap: "8", alignContent: "start" })}>
            <div>
              <h3 className={subheading}>{industriesCopy.jobTitlesHeading}</h3>
              <ul className={plainList()}>
                {industry.jobTitles.map((title) => (
                  <li key={title} className={flex({ gap: "2.5", align: "baseline" })}>
                    <Check
                      aria-hidden="true"
                      size={16}
                      className={listIcon({ transform: "translateY(3px)" })}
                    />
                    <span>{title}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className={subheading}>{industriesCopy.coverageHeading}</h3>
              <ul className={plainList()}>
                {industry.coverage.map((area) => (
                  <li key={area} className={flex({ gap: "2.5", align: "baseline" })}>
                    <MapPin
                      aria-hidden="true"
                      size={16}
                      className={listIcon({ tone: "muted", transform: "translateY(3px)" })}
                    />
                    <span>{area}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>

          <div>
            <h3 className={subheading}>{industriesCopy.projectsHeading}</h3>
            <ul className={plainList({ gap: "3" })}>
              {industry.projects.map((project) => (
                <li
                  key={project.title}
                  className={panel({
                    borderLeftWidth: "3px",
                    borderLeftColor: "accent.vivid",
                    borderRadius: "md",
                    p: "4",
                    bg: "bg.canvas",
                  })}
                >
                  <h4 className={title({ size: "md", textWrap: "pretty" })}>{project.title}</h4>
                  <p className={detail({ mt: "1.5" })}>{project.scope}</p>
                  <p className={labelText({ size: "xs", mt: "2.5" })}>{project.engagement}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div>
          <h3 className={subheading}>{industriesCopy.toolsHeading}</h3>
          <dl
            className={rule({
              display: "grid",
              gridTemplateColumns: { base: "minmax(0, 1fr)", md: "160px minmax(0, 1fr)" },
              columnGap: "6",
              rowGap: { base: "2", md: "4" },
              pt: "4",
            })}
          >
            {toolGroups.map((group) => (
              <div key={group} className={css({ display: "contents" })}>
                <dt className={labelText({ pt: "1", mt: { base: "2", md: "0" } })}>
                  {industriesCopy.toolGroups[group]}
                </dt>
                <dd>
                  <ul className={plainList({ flow: "wrap" })}>
                    {industry.tools[group].map((tool) => (
                      <li key={tool} className={badge({ tone: "neutral", size: "md" })}>
                        {tool}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ))}
          </dl>
        </div>

        <div className={rule({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2", pt: "5" })}>
          <h3 className={labelText({ tone: "muted", fontFamily: "body", mr: "2" })}>
            {industriesCopy.standardsHeading}
          </h3>
          <ul className={plainList({ flow: "wrap" })}>
            {industry.standards.map((standard) => (
              <li
                key={standard}
                className={css({
                  fontSize: "xs",
                  fontWeight: "600",
                  px: "2.5",
                  py: "1",
                  borderRadius: "sm",
                  borderWidth: "1px",
                  borderColor: "border.strong",
                  color: "fg.default",
                  fontFamily: "mono",
                })}
              >
                {standard}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
