import { Lightbulb } from "lucide-react";
import { css } from "styled-system/css";
import { postProjectCopy } from "../../content/postProject";

export function PostingTips() {
  const tips = postProjectCopy.tips;
  return (
    <section
      aria-labelledby="posting-tips"
      className={css({
        bg: "bg.subtle",
        borderWidth: "1px",
        borderColor: "border.default",
        borderRadius: "xl",
        p: "6",
      })}
    >
      <h2
        id="posting-tips"
        className={css({
          display: "flex",
          alignItems: "center",
          gap: "2",
          fontSize: "lg",
          fontWeight: "700",
        })}
      >
        <Lightbulb aria-hidden="true" size={20} className={css({ color: "fg.accent" })} />
        {tips.heading}
      </h2>
      <ul className={css({ mt: "4", display: "grid", gap: "3", listStyle: "none" })}>
        {tips.items.map((tip, index) => (
          <li key={tip} className={css({ display: "flex", gap: "3", fontSize: "sm", color: "fg.default" })}>
            <span
              aria-hidden="true"
              className={css({
                flexShrink: 0,
                w: "6",
                h: "6",
                borderRadius: "full",
                bg: "white",
                borderWidth: "1px",
                borderColor: "border.strong",
                display: "inline-flex",
                alignItems: "center",
                justifyContent: "center",
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
