import { css } from "styled-system/css";
import { cardGrid, detail, grid, labelText, panel, title, visuallyHidden } from "styled-system/patterns";
import { card } from "styled-system/recipes";
import { Section } from "../../components/ui/Section";
import { skills } from "../../content/home";

/** The most-requested skills with specialist counts and average rates, then the industries served. */
export function Skills() {
  return (
    <Section copy={skills} tone="subtle">
      <h3 className={visuallyHidden()}>{skills.listHeading}</h3>
      <ul className={cardGrid({ single: "1fr", columns: { md: 2, lg: 3 }, gap: { base: "4", md: "5" } })}>
        {skills.items.map((item) => (
          <li
            key={item.skill}
            className={panel({
              elevated: true,
              borderTopWidth: "3px",
              borderTopColor: "accent.vivid",
              display: "flex",
              flexDirection: "column",
              p: { base: "5", md: "6" },
            })}
          >
            <h4 className={title()}>{item.skill}</h4>
            <p className={labelText({ tone: "accent", mt: "1" })}>
              {item.specialists} {skills.specialistsLabel}
            </p>
            <p className={detail({ mt: "3", flex: "1" })}>{item.description}</p>
            <p
              className={detail({
                mt: "4",
                pt: "4",
                borderTopWidth: "1px",
                borderColor: "border.default",
                display: "flex",
                alignItems: "baseline",
                justifyContent: "space-between",
              })}
            >
              {skills.rateLabel}
              <span className={title({ face: "heading", size: "xl", color: "fg.default" })}>
                {item.averageRate}
              </span>
            </p>
          </li>
        ))}
      </ul>
      <div className={`${card()} ${css({ mt: { base: "8", md: "12" } })}`}>
        <h3 className={title({ size: "xl" })}>{skills.industriesHeading}</h3>
        <ul
          className={grid({
            mt: "5",
            listStyle: "none",
            gridTemplateColumns: {
              base: "1fr",
              md: "repeat(2, minmax(0, 1fr))",
              lg: "repeat(3, minmax(0, 1fr))",
            },
            columnGap: "8",
            rowGap: "6",
          })}
        >
          {skills.industries.map((industry) => (
            <li
              key={industry.title}
              className={css({ pl: "4", borderLeftWidth: "3px", borderColor: "accent.vivid" })}
            >
              <h4 className={title({ size: "md" })}>{industry.title}</h4>
              <p className={css({ mt: "1", fontSize: "sm", color: "fg.default" })}>{industry.description}</p>
              <p className={detail({ mt: "1" })}>{industry.details}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
