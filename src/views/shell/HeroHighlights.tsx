import { Check } from "lucide-react";
import { css } from "styled-system/css";
import { iconText, plainList } from "styled-system/patterns";

/**
 * A page hero's short list of checked selling points, under its call to action (a PageIntro child):
 * a row of its own, wrapping, on the dark band.
 */
export function HeroHighlights({ items }: { items: readonly string[] }) {
  return (
    <ul className={plainList({ flow: "wrap", gap: { base: "2", md: "5" }, flexBasis: "full", mt: "3" })}>
      {items.map((item) => (
        <li key={item} className={iconText({ gap: "2", color: "fg.invertedSoft" })}>
          <Check aria-hidden="true" size={18} className={css({ color: "accent.bright" })} />
          {item}
        </li>
      ))}
    </ul>
  );
}
