import { css, cx } from "styled-system/css";

/**
 * The opening of a page section: a small eyebrow line, the section's <h2> and an optional lead.
 * Give the same `id` to the section's aria-labelledby.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "start",
  inverted = false,
  className,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: "start" | "center";
  inverted?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cx(
        css({ maxW: "3xl", display: "flex", flexDirection: "column", gap: "3" }),
        align === "center" && css({ mx: "auto", textAlign: "center", alignItems: "center" }),
        className,
      )}
    >
      {eyebrow ? (
        <p
          className={cx(
            css({ fontSize: "sm", fontWeight: "700", textTransform: "uppercase", letterSpacing: "0.08em" }),
            inverted ? css({ color: "fg.invertedAccent" }) : css({ color: "fg.accent" }),
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cx(
          css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "700" }),
          inverted ? css({ color: "white" }) : css({ color: "fg.default" }),
        )}
      >
        {title}
      </h2>
      {lead ? (
        <p
          className={cx(
            css({ fontSize: { base: "md", md: "lg" } }),
            inverted ? css({ color: "fg.invertedMuted" }) : css({ color: "fg.muted" }),
          )}
        >
          {lead}
        </p>
      ) : null}
    </div>
  );
}
