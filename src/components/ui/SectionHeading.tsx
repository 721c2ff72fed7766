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
          className={css({
            fontSize: "sm",
            fontWeight: "700",
            textTransform: "uppercase",
            letterSpacing: "0.08em",
            color: inverted ? "fg.invertedAccent" : "fg.accent",
          })}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={css({
          fontSize: { base: "2xl", md: "4xl" },
          fontWeight: "700",
          color: inverted ? "white" : "fg.default",
        })}
      >
        {title}
      </h2>
      {lead ? (
        <p
          className={css({
            fontSize: { base: "md", md: "lg" },
            color: inverted ? "fg.invertedMuted" : "fg.muted",
          })}
        >
          {lead}
        </p>
      ) : null}
    </div>
  );
}
