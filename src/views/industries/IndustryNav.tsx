import { css } from "styled-system/css";
import { detail, eyebrow, flex, grid, listIcon } from "styled-system/patterns";
import { AnchorLink } from "../../components/ui/AnchorLink";
import { formatCount, industries, industriesCopy } from "../../content/industries";
import { industryIcons } from "./industryIcons";

/**
 * The in-page navigation to the six industry sections: a grid of chips on small screens, a sticky
 * list beside the sections from the large breakpoint.
 */
export function IndustryNav() {
  return (
    <nav
      aria-labelledby="industry-nav-heading"
      className={css({ lg: { position: "sticky", top: "calc(token(sizes.header) + 32px)" } })}
    >
      <h2
        id="industry-nav-heading"
        className={eyebrow({ tone: "muted", size: "xs", fontFamily: "body", mb: "3" })}
      >
        {industriesCopy.navHeading}
      </h2>
      <ul
        className={grid({
          listStyle: "none",
          gridTemplateColumns: {
            base: "repeat(2, minmax(0, 1fr))",
            md: "repeat(3, minmax(0, 1fr))",
            lg: "1fr",
          },
          gap: { base: "2", lg: "1" },
        })}
      >
        {industries.map((industry) => {
          const Icon = industryIcons[industry.id];
          return (
            <li key={industry.id}>
              <AnchorLink
                to="/industries"
                hash={industry.id}
                className={flex({
                  align: "center",
                  gap: "3",
                  minH: "11",
                  px: "3",
                  py: "2",
                  borderRadius: "md",
                  borderWidth: "1px",
                  borderColor: { base: "border.default", lg: "transparent" },
                  bg: { base: "bg.canvas", lg: "transparent" },
                  color: "fg.default",
                  fontSize: "sm",
                  fontWeight: "600",
                  textDecoration: "none",
                  transitionProperty: "background-color, border-color",
                  transitionDuration: "fast",
                  _hover: { bg: "bg.subtle", borderColor: "border.default" },
                })}
              >
                <Icon aria-hidden="true" size={18} className={listIcon()} />
                <span className={css({ flex: "1", minW: "0" })}>{industry.label}</span>
                <span
                  className={detail({
                    size: "xs",
                    display: { base: "none", lg: "inline" },
                    fontWeight: "500",
                    fontVariantNumeric: "tabular-nums",
                  })}
                >
                  {formatCount(industry.talentPool)}
                </span>
              </AnchorLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
