import { Check } from "lucide-react";
import { css } from "styled-system/css";

/**
 * A page hero's short list of checked selling points, under its call to action (a PageIntro child):
 * a row of its own, wrapping, on the dark band.
 */
export function HeroHighlights({ items }: { items: readonly string[] }) {
  return (
    <ul
      className={css({
        flexBasis: "full",
        mt: "3",
        display: "flex",
        flexWrap: "wrap",
        gap: { base: "2", md: "5" },
        listStyle: "none",
      })}
    >
      {items.map((item) => (
        <li
          key={item}
          className={css({
            display: "inline-flex",
            alignItems: "center",
            gap: "2",
            color: "fg.invertedSoft",
          })}
        >
          <Check aria-hidden="true" size={18} className={css({ color: "accent.bright" })} />
          {item}
        </li>
      ))}
    </ul>
  );
}
