import { Quote } from "lucide-react";
import { css } from "styled-system/css";
import { Portrait } from "../../components/ui/Portrait";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { testimonials } from "../../content/about";
import { sectionGridGap, sectionInner } from "./layout";

export function Testimonials() {
  return (
    <section aria-labelledby="about-testimonials">
      <div className={sectionInner}>
        <SectionHeading id="about-testimonials" eyebrow={testimonials.eyebrow} title={testimonials.heading} />
        <ul
          className={`${sectionGridGap} ${css({
            listStyle: "none",
            display: "grid",
            gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "repeat(3, minmax(0, 1fr))" },
            gap: { base: "4", md: "6" },
          })}`}
        >
          {testimonials.items.map((testimonial, index) => (
            <li key={testimonial.name} className={css({ display: "flex" })}>
              <figure
                className={css(
                  {
                    flex: "1",
                    display: "flex",
                    flexDirection: "column",
                    gap: "4",
                    p: { base: "6", md: "7" },
                    borderRadius: "lg",
                    borderWidth: "1px",
                    borderColor: "border.default",
                    bg: "bg.panel",
                    boxShadow: "card",
                  },
                  index === 0 && { bg: "steel.950", borderColor: "steel.950", color: "white" },
                )}
              >
                <Quote
                  aria-hidden="true"
                  size={28}
                  className={css({ color: "safety.500", transform: "scaleX(-1)" })}
                />
                <blockquote className={css({ display: "grid", gap: "3" })}>
                  <p
                    className={css({
                      fontFamily: "heading",
                      fontSize: "xl",
                      fontWeight: "700",
                      lineHeight: "1.3",
                    })}
                  >
                    {testimonial.quote}
                  </p>
                  <p
                    className={css(
                      { fontSize: "sm" },
                      index === 0 ? { color: "steel.200" } : { color: "fg.muted" },
                    )}
                  >
                    {testimonial.detail}
                  </p>
                </blockquote>
                <figcaption
                  className={css({ mt: "auto", pt: "2", display: "flex", alignItems: "center", gap: "3" })}
                >
                  <Portrait
                    photo={testimonial.photo}
                    className={
                      index === 0 ? css({ boxShadow: "0 0 0 2px token(colors.safety.500)" }) : undefined
                    }
                  />
                  <span className={css({ display: "grid" })}>
                    <span className={css({ fontWeight: "700", fontSize: "sm" })}>{testimonial.name}</span>
                    <span
                      className={css(
                        { fontSize: "sm" },
                        index === 0 ? { color: "steel.200" } : { color: "fg.muted" },
                      )}
                    >
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
