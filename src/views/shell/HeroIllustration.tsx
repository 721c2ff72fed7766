import { css } from "styled-system/css";
import { heroFrame } from "styled-system/patterns";
import type { ImageAsset } from "../../assets/images/imageAsset";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";

/**
 * Panda's lg breakpoint, as a media query for <source>: below it the hero is text only, and the
 * illustration's files are never fetched (a phone's largest paint stays the heading).
 */
const LG = "(min-width: 64rem)";

/** The right column of PageIntro's split layout: half the container (1.1fr : 1fr, 56 px gap). */
const SIZES = "(min-width: 1200px) 522px, calc((100vw - 104px) / 2.1)";

/**
 * A page hero's illustration, for PageIntro's `figure`: decorative (the heading says it all), the
 * first thing fetched where it shows, framed like the home page's video thumbnail.
 */
export function HeroIllustration({ image }: { image: ImageAsset }) {
  return (
    <ResponsiveImage
      image={image}
      alt=""
      priority
      media={LG}
      sizes={SIZES}
      pictureClassName={css({ display: "block" })}
      className={heroFrame({ display: "block", w: "full", h: "auto" })}
    />
  );
}
