import { css } from "styled-system/css";
import { cardGrid, detail, title } from "styled-system/patterns";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { timeline } from "../../content/about";
import { sectionInner } from "./layout";

export function Timeline() {
  return (
    <section aria-labelledby="about-timeline">
      <div className={sectionInner}>
        <SectionHeading id="about-timeline" eyebrow={timeline.eyebrow} title={timeline.heading} />
        <ol
          className={cardGrid({
            columns: { lg: 4 },
            gap: { base: "0", lg: "8" },
            position: "relative",
            mt: { base: "10", md: "12" },
          })}
        >
          {timeline.milestones.map((milestone, index) => {
            const last = index === timeline.milestones.length - 1;
            return (
              <li
                key={milestone.year}
                className={css({
                  position: "relative",
                  pl: { base: "10", lg: "0" },
                  pt: { base: "0", lg: "10" },
                  pb: { base: last ? "0" : "10", lg: "0" },
                  // The rail: vertical on small screens, horizontal from the large breakpoint.
                  _before: {
                    content: '""',
                    position: "absolute",
                    bg: "border.strong",
                    left: { base: "11px", lg: "0" },
                    top: { base: "6", lg: "11px" },
                    bottom: { base: last ? "auto" : "0", lg: "auto" },
                    w: { base: "2px", lg: last ? "0" : "calc(100% + token(spacing.8))" },
                    h: { base: last ? "0" : "auto", lg: "2px" },
                  },
                })}
              >
                <span
                  aria-hidden="true"
                  className={css({
                    position: "absolute",
                    left: "0",
                    top: { base: "1", lg: "0" },
                    w: "6",
                    h: "6",
                    borderRadius: "full",
                    bg: last ? "accent.default" : "bg.canvas",
                    borderWidth: "2px",
                    borderColor: last ? "accent.default" : "border.emphasized",
                    boxShadow: last ? "0 0 0 6px token(colors.accent.subtle)" : "0 0 0 6px white",
                  })}
                />
                <p
                  className={title({
                    face: "heading",
                    size: { base: "2xl", md: "3xl" },
                    lineHeight: "1",
                    color: last ? "fg.accent" : "fg.default",
                  })}
                >
                  {milestone.year}
                </p>
                <h3 className={title({ mt: "3" })}>{milestone.title}</h3>
                <p className={detail({ mt: "2" })}>{milestone.text}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
