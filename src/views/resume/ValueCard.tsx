import { DollarSign } from "lucide-react";
import { useId } from "react";
import { css } from "styled-system/css";
import { detail, grid, title } from "styled-system/patterns";
import { valueCard } from "../../content/resume";

/** The static value calculator: $125 average rate, $260K+ annual value, $95-$135 specialty rates. */
export function ValueCard() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={css({
        borderRadius: "xl",
        p: { base: "5", md: "6" },
        color: "white",
        bg: "bg.invertedRaised",
        backgroundImage:
          "radial-gradient(circle at 90% 10%, rgba(245, 106, 18, 0.28), transparent 45%), linear-gradient(160deg, #1f3044 0%, #0b1520 100%)",
        boxShadow: "raised",
      })}
    >
      <h2 id={headingId} className={title({ display: "flex", alignItems: "center", gap: "2" })}>
        <DollarSign aria-hidden="true" size={20} className={css({ color: "fg.invertedAccent" })} />
        {valueCard.heading}
      </h2>
      <p className={detail({ tone: "inverted", mt: "1" })}>{valueCard.intro}</p>
      <dl className={grid({ gridTemplateColumns: "1fr 1fr", gap: "4", mt: "5" })}>
        {valueCard.figures.map((figure, index) => (
          <div
            key={figure.label}
            className={css({
              gridColumn: index === 2 ? "1 / -1" : undefined,
              display: "flex",
              flexDirection: "column",
              justifyContent: "space-between",
              gap: "1",
              p: "3",
              borderRadius: "lg",
              bg: "rgba(255, 255, 255, 0.06)",
              borderWidth: "1px",
              borderColor: "rgba(255, 255, 255, 0.1)",
            })}
          >
            <dt className={detail({ tone: "inverted", size: "xs", fontWeight: "500" })}>{figure.label}</dt>
            <dd
              className={title({ face: "heading", size: "2xl", mt: "1", color: "white", lineHeight: "1.1" })}
            >
              {figure.value}
              {figure.unit ? (
                <span className={css({ fontSize: "sm", color: "fg.invertedAccent", ml: "0.5" })}>
                  {figure.unit}
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
