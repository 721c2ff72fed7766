import {
  detail,
  flex,
  grid,
  pageContainer,
  sectionBand,
  statValue,
  visuallyHidden,
} from "styled-system/patterns";
import { aboutStats } from "../../content/about";

export function StatsBand() {
  return (
    <section
      aria-labelledby="about-stats"
      className={sectionBand({
        tone: "inverted",
        backgroundImage:
          "radial-gradient(circle at 15% 0%, rgba(245, 106, 18, 0.2), transparent 45%), linear-gradient(180deg, #13202f 0%, #0b1520 100%)",
      })}
    >
      <div className={pageContainer({ py: { base: "12", md: "16" } })}>
        <h2 id="about-stats" className={visuallyHidden()}>
          {aboutStats.heading}
        </h2>
        <dl
          className={grid({
            gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" },
            rowGap: "10",
          })}
        >
          {aboutStats.items.map((stat) => (
            <div
              key={stat.label}
              className={flex({
                direction: "column-reverse",
                gap: "2",
                px: { base: "4", md: "8" },
                borderLeftWidth: "2px",
                borderColor: "accent.vivid",
              })}
            >
              <dt className={detail({ tone: "inverted", size: { base: "sm", md: "md" } })}>{stat.label}</dt>
              <dd className={statValue({ fontSize: { base: "3xl", md: "5xl" } })}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
