import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import type { SectionCopy } from "../../content/marketing";

const tones = {
  plain: css({ bg: "bg.canvas" }),
  subtle: css({ bg: "bg.subtle" }),
  inverted: css({
    bg: "bg.inverted",
    color: "white",
    backgroundImage:
      "radial-gradient(circle at 12% 0%, rgba(245, 106, 18, 0.18), transparent 40%), linear-gradient(180deg, #13202f 0%, #0b1520 100%)",
  }),
};

/** The page container every marketing section shares. */
export const container = css({ maxW: "container", mx: "auto", px: { base: "4", md: "6" } });

/**
 * A marketing section: its anchor id on the <section>, named by its <h2>, opened by an eyebrow, the
 * heading and one sentence, all from the page's content module.
 */
export function Section({
  copy,
  tone = "plain",
  align = "center",
  children,
}: {
  copy: SectionCopy;
  tone?: keyof typeof tones;
  align?: "center" | "start";
  children: ReactNode;
}) {
  const inverted = tone === "inverted";
  const headingId = `${copy.id}-heading`;
  return (
    <section id={copy.id} aria-labelledby={headingId} className={tones[tone]}>
      <div className={cx(container, css({ py: { base: "14", md: "20" } }))}>
        <div
          className={cx(
            css({ maxW: "2xl", mb: { base: "8", md: "12" } }),
            align === "center" ? css({ mx: "auto", textAlign: "center" }) : undefined,
          )}
        >
          <p
            className={css({
              color: inverted ? "fg.invertedAccent" : "fg.accent",
              fontWeight: "700",
              fontSize: "sm",
              textTransform: "uppercase",
              letterSpacing: "0.08em",
            })}
          >
            {copy.eyebrow}
          </p>
          <h2
            id={headingId}
            className={css({
              mt: "2",
              fontSize: { base: "2xl", md: "4xl" },
              fontWeight: "700",
              color: inverted ? "white" : "fg.default",
            })}
          >
            {copy.heading}
          </h2>
          <p
            className={css({
              mt: "3",
              fontSize: { base: "md", md: "lg" },
              color: inverted ? "fg.invertedMuted" : "fg.muted",
            })}
          >
            {copy.intro}
          </p>
        </div>
        {children}
      </div>
    </section>
  );
}
