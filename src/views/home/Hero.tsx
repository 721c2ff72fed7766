import { css } from "styled-system/css";
import { SectionBoundary } from "../../components/ui/SectionBoundary";
import { ExplainerVideo } from "./ExplainerVideo";
import { heroCopy } from "./parts";

/**
 * The home page's opening: its copy (the one <h1>, the tagline, both calls to action, trust badges)
 * stays the prerendered HTML; the video beside it is interactive. Its styles are inline css() (the
 * values of sectionBand and pageContainer), as in the shell: /'s route chunk is loaded at startup,
 * and importing a pattern there would load the whole patterns chunk (1.6 KB gzipped) with it.
 */
export function Hero() {
  return (
    <section
      aria-labelledby="page-heading"
      className={css({
        bg: "bg.inverted",
        color: "white",
        backgroundImage:
          "radial-gradient(circle at 85% 15%, rgba(245, 106, 18, 0.24), transparent 45%), linear-gradient(180deg, #13202f 0%, #0b1520 100%)",
      })}
    >
      <div
        className={css({
          maxW: "container",
          mx: "auto",
          px: { base: "4", md: "6" },
          py: { base: "12", md: "20" },
          display: "grid",
          gridTemplateColumns: { base: "1fr", lg: "minmax(0, 1.1fr) minmax(0, 1fr)" },
          alignItems: "center",
          gap: { base: "10", lg: "14" },
        })}
      >
        {heroCopy.view}
        <SectionBoundary name="The explainer video">
          <ExplainerVideo />
        </SectionBoundary>
      </div>
    </section>
  );
}
