import { pageContainer, sectionBand } from "styled-system/patterns";
import { SectionBoundary } from "../../components/ui/SectionBoundary";
import { islandNames } from "../../content/islandNames";
import { explainerVideo, heroCopy } from "./parts";

/**
 * The home page's opening: its copy (the one <h1>, the tagline, both calls to action, trust badges)
 * stays the prerendered HTML; the video beside it is an island that hydrates on intent (parts.ts).
 * The dark band and the page width are sectionBand and pageContainer: the build writes their
 * classes out, so they cost no JavaScript.
 */
export function Hero() {
  return (
    <section
      aria-labelledby="page-heading"
      className={sectionBand({
        tone: "inverted",
        backgroundImage:
          "radial-gradient(circle at 85% 15%, rgba(245, 106, 18, 0.24), transparent 45%), linear-gradient(180deg, #13202f 0%, #0b1520 100%)",
      })}
    >
      <div
        className={pageContainer({
          py: { base: "12", md: "20" },
          display: "grid",
          gridTemplateColumns: { base: "1fr", lg: "minmax(0, 1.1fr) minmax(0, 1fr)" },
          alignItems: "center",
          gap: { base: "10", lg: "14" },
        })}
      >
        {heroCopy.view}
        <SectionBoundary name={islandNames.explainerVideo}>{explainerVideo.view}</SectionBoundary>
      </div>
    </section>
  );
}
