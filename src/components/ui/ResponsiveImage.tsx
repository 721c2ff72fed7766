import type { ImageAsset } from "../../assets/images/imageAsset";

/** A transparent 1x1 GIF: what the <img> shows where a `media`-limited picture has no source. */
const NOTHING = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

export interface ResponsiveImageProps {
  image: ImageAsset;
  /** What the image shows; "" for a decorative one. */
  alt: string;
  /** For width-described sets (illustrations): the image's displayed width at each viewport. */
  sizes?: string;
  /**
   * The page's main image, in view when the page opens: fetched at once and first. Every other
   * image loads lazily, as it nears the viewport.
   */
  priority?: boolean;
  /**
   * Only where this media query matches (the heroes' illustrations from the lg breakpoint). Elsewhere
   * no file is fetched at all; hide the image there with CSS.
   */
  media?: string;
  className?: string;
  pictureClassName?: string;
}

/**
 * A bundled image (`npm run images`) as <picture>: AVIF, then WebP, each with its srcset; the <img>
 * carries the intrinsic width and height, so its box is reserved before the file arrives.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  media,
  className,
  pictureClassName,
}: ResponsiveImageProps) {
  return (
    <picture className={pictureClassName}>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} media={media} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} media={media} />
      <img
        src={media ? NOTHING : image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
        className={className}
      />
    </picture>
  );
}
