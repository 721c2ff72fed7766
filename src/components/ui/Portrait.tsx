import { css, cx } from "styled-system/css";
import { portraits } from "../../assets/images/portraits";
import type { Photo } from "../../content/marketing";
import { ResponsiveImage } from "./ResponsiveImage";

/**
 * A sample person's portrait, cropped round at its intrinsic size (the avatar size it was rendered
 * for: 72 px on expert cards, 48 px beside a quote), loaded as it nears the viewport.
 */
export function Portrait({ photo, className }: { photo: Photo; className?: string }) {
  return (
    <ResponsiveImage
      image={portraits[photo.portrait]}
      alt={photo.alt}
      pictureClassName={css({ flexShrink: 0 })}
      className={cx(css({ borderRadius: "full", bg: "steel.100" }), className)}
    />
  );
}
