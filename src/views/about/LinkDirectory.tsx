import { ArrowUpRight } from "lucide-react";
import { css } from "styled-system/css";
import { ExternalLink } from "../../components/ui/ExternalLink";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { linkDirectory } from "../../content/about";
import { sectionGridGap, sectionInner } from "./layout";

/** Every way into the provider's app and the blog, grouped by what the visitor wants to do. */
export function LinkDirectory() {
  return (
    <section aria-labelledby="about-directory">
      <div className={sectionInner}>
        <SectionHeading
          id="about-directory"
          eyebrow={linkDirectory.eyebrow}
          title={linkDirectory.heading}
          lead={linkDirectory.intro}
        />
        <div
          className={`${sectionGridGap} ${css({
            display: "grid",
            gridTemplateColumns: {
              base: "minmax(0, 1fr)",
              sm: "repeat(2, minmax(0, 1fr))",
              lg: "repeat(4, minmax(0, 1fr))",
            },
            gap: { base: "8", lg: "10" },
          })}`}
        >
          {linkDirectory.groups.map((group) => {
            const headingId = `directory-${group.heading.toLowerCase().replace(/\W+/g, "-")}`;
            return (
              <nav key={group.heading} aria-labelledby={headingId}>
                <h3
                  id={headingId}
                  className={css({
                    fontFamily: "body",
                    fontSize: "xs",
                    fontWeight: "700",
                    textTransform: "uppercase",
                    letterSpacing: "0.08em",
                    color: "fg.muted",
                    pb: "3",
                    borderBottomWidth: "2px",
                    borderColor: "steel.950",
                  })}
                >
                  {group.heading}
                </h3>
                <ul className={css({ listStyle: "none" })}>
                  {group.links.map((link) => (
                    <li
                      key={link.label}
                      className={css({ borderBottomWidth: "1px", borderColor: "border.default" })}
                    >
                      <ExternalLink
                        href={link.href}
                        className={css({
                          display: "flex",
                          alignItems: "center",
                          justifyContent: "space-between",
                          gap: "3",
                          minH: "11",
                          py: "2",
                          fontWeight: "600",
                          fontSize: "sm",
                          color: "fg.default",
                          textDecoration: "none",
                          _hover: { color: "fg.accent" },
                          "&:hover svg": { transform: "translate(2px, -2px)" },
                        })}
                      >
                        <span>
                          {link.label}
                          <span className={css({ srOnly: true })}> {linkDirectory.externalHint}</span>
                        </span>
                        <ArrowUpRight
                          aria-hidden="true"
                          size={16}
                          className={css({
                            flexShrink: 0,
                            color: "fg.muted",
                            transition: "transform token(durations.fast)",
                          })}
                        />
                      </ExternalLink>
                    </li>
                  ))}
                </ul>
              </nav>
            );
          })}
        </div>
      </div>
    </section>
  );
}
