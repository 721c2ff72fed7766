import { TrendingUp } from "lucide-react";
import { useId } from "react";
import { css } from "styled-system/css";
import { marketInsights } from "../../content/resume";
import { sideCard, sideHeading } from "./styles";

export function MarketInsights() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={sideCard}>
      <h2 id={headingId} className={sideHeading}>
        <TrendingUp aria-hidden="true" size={20} />
        {marketInsights.heading}
      </h2>
      <dl className={css({ mt: "3", display: "flex", flexDirection: "column" })}>
        {marketInsights.items.map((item) => (
          <div
            key={item.label}
            className={css({
              display: "flex",
              justifyContent: "space-between",
              alignItems: "center",
              gap: "4",
              py: "3",
              borderBottomWidth: "1px",
              borderColor: "border.default",
              _last: { borderBottomWidth: "0", pb: "0" },
            })}
          >
            <dt className={css({ minW: "0" })}>
              <span
                className={css({ display: "block", fontSize: "sm", fontWeight: "600", color: "fg.default" })}
              >
                {item.label}
              </span>
              <span className={css({ display: "block", fontSize: "xs", color: "fg.muted" })}>
                {item.detail}
              </span>
            </dt>
            <dd
              className={css({
                fontFamily: "heading",
                fontSize: "lg",
                fontWeight: "700",
                color: "fg.default",
                whiteSpace: "nowrap",
              })}
            >
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
