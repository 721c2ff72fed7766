import { Check, MapPin } from "lucide-react";
import { css } from "styled-system/css";
import { eyebrow, iconTile, panel, statValue } from "styled-system/patterns";
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
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "auto minmax(0, 1fr)", md: "auto minmax(0, 1fr) auto" },
          columnGap: { base: "4", md: "5" },
          rowGap: "4",
          alignItems: "center",
          px: { base: "5", md: "8" },
          py: { base: "5", md: "7" },
          bg: "bg.subtle",
          borderBottomWidth: "1px",
          borderColor: "border.default",
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
            className={css({
              fontSize: "xs",
              fontWeight: "700",
              letterSpacing: "0.08em",
              color: "fg.accent",
              fontVariantNumeric: "tabular-nums",
            })}
          >
            {String(index + 1).padStart(2, "0")} / {String(total).padStart(2, "0")}
          </p>
          <h2
            id={headingId}
            className={css({ fontSize: { base: "xl", md: "3xl" }, fontWeight: "700", mt: "1" })}
          >
            {industry.name}
          </h2>
          <p className={css({ color: "fg.muted", mt: "1", fontSize: { base: "sm", md: "md" } })}>
            {industry.tagline}
          </p>
        </div>
        <p
          className={css({
            gridColumn: { base: "1 / -1", md: "auto" },
            display: "flex",
            flexDirection: { base: "row", md: "column" },
            alignItems: { base: "baseline", md: "flex-end" },
            gap: { base: "2", md: "0" },
            textAlign: { md: "right" },
          })}
        >
          <span className={statValue({ fontSize: { base: "2xl", md: "4xl" }, color: "fg.default" })}>
            {formatCount(industry.talentPool)}
          </span>
          <span className={css({ fontSize: "sm", color: "fg.muted", mt: { md: "2" } })}>
            {industriesCopy.poolLabel}
          </span>
        </p>
      </div>

      <div
        className={css({ px: { base: "5", md: "8" }, py: { base: "6", md: "8" }, display: "grid", gap: "8" })}
      >
        <p className={css({ fontSize: { base: "md", md: "lg" }, color: "fg.default", maxW: "3xl" })}>
          {industry.summary}
        </p>

        <div
          className={css({
            display: "grid",
            gridTemplateColumns: { base: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" },
            gap: { base: "8", md: "10" },
          })}
        >
          <div className={css({ display: "grid", gap: "8", alignContent: "start" })}>
            <div>
              <h3 className={subheading}>{industriesCopy.jobTitlesHeading}</h3>
              <ul className={css({ listStyle: "none", display: "grid", gap: "2" })}>
                {industry.jobTitles.map((title) => (
                  <li key={title} className={css({ display: "flex", gap: "2.5", alignItems: "baseline" })}>
                    <Check
                      aria-hidden="true"
                      size={16}
                      className={css({ color: "fg.accent", flexShrink: 0, transform: "translateY(3px)" })}
                    />
                    <span>{title}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className={subheading}>{industriesCopy.coverageHeading}</h3>
              <ul className={css({ listStyle: "none", display: "grid", gap: "2" })}>
                {industry.coverage.map((area) => (
                  <li key={area} className={css({ display: "flex", gap: "2.5", alignItems: "baseline" })}>
                    <MapPin
                      aria-hidden="true"
                      size={16}
                      className={css({ color: "fg.muted", flexShrink: 0, transform: "translateY(3px)" })}
                    />
                    <span>{area}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>

          <div>
            <h3 className={subheading}>{industriesCopy.projectsHeading}</h3>
            <ul className={css({ listStyle: "none", display: "grid", gap: "3" })}>
              {industry.projects.map((project) => (
                <li
                  key={project.title}
                  className={css({
                    borderWidth: "1px",
                    borderColor: "border.default",
                    borderLeftWidth: "3px",
                    borderLeftColor: "accent.vivid",
                    borderRadius: "md",
                    p: "4",
                    bg: "bg.canvas",
                  })}
                >
                  <h4 className={css({ fontSize: "md", fontWeight: "700", textWrap: "pretty" })}>
                    {project.title}
                  </h4>
                  <p className={css({ fontSize: "sm", color: "fg.muted", mt: "1.5" })}>{project.scope}</p>
                  <p className={css({ fontSize: "xs", fontWeight: "600", color: "fg.default", mt: "2.5" })}>
                    {project.engagement}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div>
          <h3 className={subheading}>{industriesCopy.toolsHeading}</h3>
          <dl
            className={css({
              display: "grid",
              gridTemplateColumns: { base: "minmax(0, 1fr)", md: "160px minmax(0, 1fr)" },
              columnGap: "6",
              rowGap: { base: "2", md: "4" },
              borderTopWidth: "1px",
              borderColor: "border.default",
              pt: "4",
            })}
          >
            {toolGroups.map((group) => (
              <div key={group} className={css({ display: "contents" })}>
                <dt
                  className={css({
                    fontSize: "sm",
                    fontWeight: "600",
                    color: "fg.default",
                    pt: "1",
                    mt: { base: "2", md: "0" },
                  })}
                >
                  {industriesCopy.toolGroups[group]}
                </dt>
                <dd>
                  <ul className={css({ listStyle: "none", display: "flex", flexWrap: "wrap", gap: "2" })}>
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

        <div
          className={css({
            display: "flex",
            flexWrap: "wrap",
            alignItems: "center",
            gap: "2",
            pt: "5",
            borderTopWidth: "1px",
            borderColor: "border.default",
          })}
        >
          <h3
            className={css({
              fontSize: "sm",
              fontWeight: "600",
              fontFamily: "body",
              color: "fg.muted",
              mr: "2",
            })}
          >
            {industriesCopy.standardsHeading}
          </h3>
          <ul className={css({ listStyle: "none", display: "flex", flexWrap: "wrap", gap: "2" })}>
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
