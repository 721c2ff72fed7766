import { css, cx } from "styled-system/css";
import type { ImageAsset } from "../../assets/images/imageAsset";
import { ResponsiveImage } from "./ResponsiveImage";

/**
 * A portrait image, cropped round at its intrinsic size (the avatar size it was rendered for), loaded
 * as it nears the viewport. Takes the image itself, so a page imports only the lookup it needs
 * (<Portrait> for the marketing pages' people, the contractors' own table on /search-contractors).
 */
export function PortraitImage({
  image,
  alt,
  className,
}: {
  image: ImageAsset;
  alt: string;
  className?: string;
}) {
  return (
    <ResponsiveImage
      image={image}
      alt={alt}
      pictureClassName={css({ flexShrink: 0 })}
      className={cx(css({ borderRadius: "full", bg: "steel.100" }), className)}
    />
  );
}
