import { Quote } from "lucide-react";
import { css, cx } from "styled-system/css";
import { cardGrid, detail, flex, nameLine, quoteMark, rule } from "styled-system/patterns";
import { badge, card } from "styled-system/recipes";
import { Portrait } from "../../components/ui/Portrait";
import { Section } from "../../components/ui/Section";
import { successStories } from "../../content/contractors";

/** Anchor success-stories: three contractors in their own words. */
export function SuccessStories() {
  return (
    <Section copy={successStories} tone="subtle">
      <ul className={cardGrid({ single: "1fr", columns: { lg: 3 } })}>
        {successStories.stories.map((story) => (
          <li key={story.name}>
            <figure className={cx(card(), flex({ direction: "column", h: "full" }))}>
              <Quote aria-hidden="true" size={28} className={quoteMark()} />
              <blockquote className={css({ mt: "3", flex: "1", fontSize: "md", color: "fg.default" })}>
                <p>“{story.quote}”</p>
              </blockquote>
              <figcaption className={rule({ mt: "5", pt: "4" })}>
                <span className={flex({ align: "center", gap: "3" })}>
                  <Portrait photo={story.photo} />
                  <span>
                    <span className={nameLine()}>{story.name}</span>
                    <span className={detail({ display: "block" })}>{story.role}</span>
                  </span>
                </span>
                <span className={cx(badge({ tone: "accent" }), css({ mt: "3" }))}>{story.outcome}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
