import { css } from "styled-system/css";
import type { ImageAsset } from "../../assets/images/imageAsset";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";

/**
 * A contractor's portrait, cropped round at its intrinsic size (64 px on a card, 72 px featured),
 * loaded as it nears the viewport. Like <Portrait>, but from the search page's own small lookup
 * (src/assets/images/contractors), and kept in this route's chunk rather than a new shared one.
 */
export function ContractorPortrait({ image, alt }: { image: ImageAsset; alt: string }) {
  return (
    <ResponsiveImage
      image={image}
      alt={alt}
      pictureClassName={css({ flexShrink: 0, display: "block" })}
      className={css({ display: "block", borderRadius: "full", bg: "steel.100" })}
    />
  );
}
