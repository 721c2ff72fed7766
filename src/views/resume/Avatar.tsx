import { UserRound } from "lucide-react";
import { css, cx } from "styled-system/css";
import { initials } from "../../domain/resume";

/** The visitor's photo (an object URL, never uploaded) or their initials. */
export function Avatar({
  photoUrl,
  name,
  size,
  className,
  alt = "Your profile photo",
}: {
  photoUrl: string | null;
  name: string;
  size: number;
  className?: string;
  alt?: string;
}) {
  const frame = css({
    flexShrink: 0,
    borderRadius: "full",
    overflow: "hidden",
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    bg: "bg.invertedMuted",
    color: "fg.inverted",
    fontFamily: "heading",
    fontWeight: "700",
    boxShadow: "0 0 0 3px token(colors.bg.canvas), 0 0 0 4px token(colors.border.default)",
  });
  if (photoUrl) {
    return (
      <img
        src={photoUrl}
        alt={alt}
        width={size}
        height={size}
        className={cx(frame, css({ objectFit: "cover" }), className)}
        style={{ width: size, height: size }}
      />
    );
  }
  const letters = initials(name);
  return (
    <span
      aria-hidden="true"
      className={cx(frame, className)}
      style={{ width: size, height: size, fontSize: size * 0.36 }}
    >
      {letters || <UserRound size={size * 0.5} strokeWidth={1.75} />}
    </span>
  );
}
