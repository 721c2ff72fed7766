import { TrendingUp } from "lucide-react";
import { useId } from "react";
import { css } from "styled-system/css";
import { detail, flex, labelText, title } from "styled-system/patterns";
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
      <dl className={flex({ direction: "column", mt: "3" })}>
        {marketInsights.items.map((item) => (
          <div
            key={item.label}
            className={flex({
              justify: "space-between",
              align: "center",
              gap: "4",
              py: "3",
              borderBottomWidth: "1px",
              borderColor: "border.default",
              _last: { borderBottomWidth: "0", pb: "0" },
            })}
          >
            <dt className={css({ minW: "0" })}>
              <span className={labelText({ display: "block" })}>{item.label}</span>
              <span className={detail({ size: "xs", display: "block" })}>{item.detail}</span>
            </dt>
            <dd className={title({ face: "heading", color: "fg.default", whiteSpace: "nowrap" })}>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
