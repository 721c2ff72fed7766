import { Quote } from "lucide-react";
import { css } from "styled-system/css";
import { cardGrid, detail, flex, grid, panel, quoteMark, title } from "styled-system/patterns";
import { Portrait } from "../../components/ui/Portrait";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { testimonials } from "../../content/about";
import { sectionInner } from "./layout";

export function Testimonials() {
  return (
    <section aria-labelledby="about-testimonials">
      <div className={sectionInner}>
        <SectionHeading id="about-testimonials" eyebrow={testimonials.eyebrow} title={testimonials.heading} />
        <ul className={cardGrid({ columns: { lg: 3 }, mt: { base: "10", md: "12" } })}>
          {testimonials.items.map((testimonial, index) => (
            <li key={testimonial.name} className={flex()}>
              <figure
                // The first quote leads, on the dark ground.
                className={panel({
                  tone: index === 0 ? "inverted" : "plain",
                  elevated: true,
                  flex: "1",
                  display: "flex",
                  flexDirection: "column",
                  gap: "4",
                  p: { base: "6", md: "7" },
                })}
              >
                <Quote aria-hidden="true" size={28} className={quoteMark({ transform: "scaleX(-1)" })} />
                <blockquote className={grid({ gap: "3" })}>
                  <p className={title({ face: "heading", size: "xl", lineHeight: "1.3" })}>
                    {testimonial.quote}
                  </p>
                  <p className={detail({ tone: index === 0 ? "inverted" : "muted" })}>{testimonial.detail}</p>
                </blockquote>
                <figcaption className={flex({ mt: "auto", pt: "2", align: "center", gap: "3" })}>
                  <Portrait
                    photo={testimonial.photo}
                    className={
                      index === 0 ? css({ boxShadow: "0 0 0 2px token(colors.accent.vivid)" }) : undefined
                    }
                  />
                  <span className={css({ display: "grid" })}>
                    <span className={title({ size: "sm" })}>{testimonial.name}</span>
                    <span className={detail({ tone: index === 0 ? "inverted" : "muted" })}>
                      {testimonial.role}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
