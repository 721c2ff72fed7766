import { Lightbulb } from "lucide-react";
import { css } from "styled-system/css";
import { flex, panel, plainList, roundMark, title } from "styled-system/patterns";
import { postProjectCopy } from "../../content/postProject";

export function PostingTips() {
  const tips = postProjectCopy.tips;
  return (
    <section aria-labelledby="posting-tips" className={panel({ tone: "subtle", borderRadius: "xl", p: "6" })}>
      <h2 id="posting-tips" className={title({ display: "flex", alignItems: "center", gap: "2" })}>
        <Lightbulb aria-hidden="true" size={20} className={css({ color: "fg.accent" })} />
        {tips.heading}
      </h2>
      <ul className={plainList({ gap: "3", mt: "4" })}>
        {tips.items.map((tip, index) => (
          <li key={tip} className={flex({ gap: "3", fontSize: "sm", color: "fg.default" })}>
            <span
              aria-hidden="true"
              className={roundMark({
                size: "6",
                flexShrink: 0,
                bg: "white",
                borderWidth: "1px",
                borderColor: "border.strong",
                fontSize: "xs",
                fontWeight: "700",
                color: "fg.muted",
              })}
            >
              {index + 1}
            </span>
            <span>{tip}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
