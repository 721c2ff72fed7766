import { Eye, LockOpen, type LucideIcon, ShieldCheck } from "lucide-react";
import { css } from "styled-system/css";
import { cardGrid, detail, panel, sectionBand, title } from "styled-system/patterns";
import { SectionHeading } from "../../components/ui/SectionHeading";
import { type Value, values } from "../../content/about";
import { sectionInner } from "./layout";

const icons: Record<Value["title"], LucideIcon> = {
  Transparency: Eye,
  Freedom: LockOpen,
  Integrity: ShieldCheck,
};

export function Values() {
  return (
    <section aria-labelledby="about-values" className={sectionBand()}>
      <div className={sectionInner}>
        <SectionHeading id="about-values" eyebrow={values.eyebrow} title={values.heading} />
        <ul className={cardGrid({ columns: { md: 3 }, mt: { base: "10", md: "12" } })}>
          {values.items.map((value, index) => {
            const Icon = icons[value.title];
            return (
              <li
                key={value.title}
                className={panel({
                  position: "relative",
                  p: { base: "6", md: "7" },
                  overflow: "hidden",
                  // A faint ordinal watermark, drawn by CSS so it stays out of the text and the a11y tree.
                  _before: {
                    content: "attr(data-ordinal)",
                    position: "absolute",
                    right: "5",
                    top: "3",
                    fontFamily: "heading",
                    fontSize: "6xl",
                    fontWeight: "700",
                    lineHeight: "1",
                    color: "fg.watermark",
                  },
                })}
                data-ordinal={String(index + 1).padStart(2, "0")}
              >
                <Icon
                  aria-hidden="true"
                  size={28}
                  strokeWidth={1.75}
                  className={css({ color: "fg.accent", position: "relative" })}
                />
                <h3 className={title({ size: "2xl", mt: "4", position: "relative" })}>{value.title}</h3>
                <p className={detail({ size: "inherit", mt: "2", position: "relative" })}>{value.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
