import { Quote } from "lucide-react";
import { css } from "styled-system/css";
import {
  cardGrid,
  detail,
  flex,
  iconTile,
  labelText,
  nameLine,
  panel,
  quoteMark,
  title,
} from "styled-system/patterns";
import { card } from "styled-system/recipes";
import { Section } from "../../components/ui/Section";
import { socialProof } from "../../content/home";
import { homeIcons } from "./homeIcons";

/** Three proof cards (network, response, recognition) and the testimonial. */
export function SocialProof() {
  return (
    <Section copy={socialProof}>
      <ul className={cardGrid({ single: "1fr", columns: { md: 3 } })}>
        {socialProof.cards.map((item) => {
          const Icon = homeIcons[item.icon];
          return (
            <li key={item.title} className={card()}>
              <span className={iconTile({ borderRadius: "lg" })}>
                <Icon aria-hidden="true" size={22} />
              </span>
              <h3 className={title({ mt: "4" })}>{item.title}</h3>
              <p className={flex({ mt: "3", direction: "column" })}>
                <span
                  className={title({ face: "heading", size: "3xl", color: "fg.default", lineHeight: "1.1" })}
                >
                  {item.figure}
                </span>
                <span className={labelText({ tone: "accent" })}>{item.figureLabel}</span>
              </p>
              <p className={detail({ mt: "3" })}>{item.description}</p>
            </li>
          );
        })}
      </ul>
      <figure
        className={panel({
          tone: "subtle",
          borderRadius: "xl",
          mt: { base: "8", md: "12" },
          mx: "auto",
          maxW: "3xl",
          textAlign: "center",
          px: { base: "5", md: "10" },
          py: { base: "8", md: "10" },
        })}
      >
        <Quote aria-hidden="true" size={32} className={quoteMark({ mx: "auto" })} />
        <blockquote
          className={css({
            mt: "4",
            fontFamily: "heading",
            fontSize: { base: "xl", md: "3xl" },
            fontWeight: "600",
            lineHeight: "1.3",
            color: "fg.default",
          })}
        >
          <p>“{socialProof.testimonial.quote}”</p>
        </blockquote>
        <figcaption className={detail({ mt: "5" })}>
          <span className={nameLine({ color: "fg.default" })}>{socialProof.testimonial.name}</span>
          {socialProof.testimonial.role}
        </figcaption>
      </figure>
    </Section>
  );
}
