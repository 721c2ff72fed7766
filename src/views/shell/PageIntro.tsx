import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { detail, eyebrow, flex, sectionBand, title } from "styled-system/patterns";
import type { RoutePath } from "../../content/pages";
import { pages } from "../../content/pages";

export interface PageIntroProps {
  path: RoutePath;
  children?: ReactNode;
  /** A heading and intro decided in the browser (the shared resume's), in place of the page's own. */
  heading?: ReactNode;
  intro?: ReactNode;
  /** "alert" when the intro reports a problem that replaced what the page first said. */
  introRole?: "alert";
  /** A line under the intro. */
  note?: ReactNode;
  /**
   * An illustration for the right half of the band from the lg breakpoint (hidden below it, where the
   * text takes the whole width). Give it a `media`-limited picture so phones never fetch it.
   */
  figure?: ReactNode;
  /**
   * Content for the right half from lg that phones need too (the about page's figures): beside the
   * text from lg, below it under lg.
   */
  aside?: ReactNode;
  /** How much of the band the figure or aside takes from lg: half (an illustration) or less (a chart). */
  figureSize?: "half" | "narrow";
  /**
   * A tool page (a form, a search) whose work should start in the first screen: a shorter band, and
   * from lg the heading and the intro side by side, so the band's right half is not left empty.
   */
  compact?: boolean;
}

const inner = css.raw({
  maxW: "container",
  mx: "auto",
  px: { base: "4", md: "6" },
  py: { base: "12", md: "20" },
});

const compactInner = css.raw({ py: { base: "7", md: "10", lg: "9" } });

/**
 * Compact from lg: eyebrow and heading on the left, the intro on the right behind a thin rule, both
 * ending on the heading's line. The DOM order (eyebrow, heading, intro) is unchanged.
 */
const compactGrid = css.raw({
  lg: {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1.3fr) minmax(0, 1fr)",
    columnGap: "12",
    alignItems: "end",
  },
});
const compactRight = css.raw({
  lg: {
    gridColumn: "2",
    gridRow: "1 / span 2",
    pl: "8",
    borderLeftWidth: "1px",
    borderColor: "border.invertedStrong",
  },
});
/** With a figure: text and figure side by side from lg, as on the home page's hero. */
const split = css.raw({
  lg: {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1.1fr) minmax(0, 1fr)",
    alignItems: "center",
    gap: "14",
  },
});

/** A chart or a panel of figures beside the text: the text keeps more of the width. */
const narrowSplit = css.raw({ lg: { gridTemplateColumns: "minmax(0, 1.45fr) minmax(0, 1fr)" } });

/**
 * The opening band of a page: eyebrow, the page's one <h1> (focusable from script, for pages that
 * move focus to it), and its intro, all from src/content/pages.ts unless given.
 */
export function PageIntro({
  path,
  children,
  heading,
  intro,
  introRole,
  note,
  figure,
  aside,
  figureSize = "half",
  compact = false,
}: PageIntroProps) {
  const page = pages[path];
  return (
    <section
      aria-labelledby="page-heading"
      className={sectionBand({
        tone: "inverted",
        backgroundImage:
          "radial-gradient(circle at 85% 20%, rgba(245, 106, 18, 0.22), transparent 45%), linear-gradient(180deg, #13202f 0%, #0b1520 100%)",
      })}
    >
      <div
        className={css(
          inner,
          compact ? compactInner : undefined,
          figure || aside ? split : undefined,
          (figure || aside) && figureSize === "narrow" ? narrowSplit : undefined,
        )}
      >
        <div className={compact ? css(compactGrid) : undefined}>
          <p
            className={eyebrow({
              tone: "inverted",
              fontWeight: "600",
              // Compact: in the grid's left column from lg.
              gridColumn: compact ? { lg: "1" } : undefined,
            })}
          >
            {page.eyebrow}
          </p>
          <h1
            id="page-heading"
            tabIndex={heading === undefined ? undefined : -1}
            className={title({
              size: compact ? { base: "3xl", md: "4xl" } : { base: "3xl", md: "5xl" },
              mt: compact ? { base: "2", md: "3" } : "3",
              maxW: "3xl",
              overflowWrap: "anywhere",
              _focus: { outline: "none" },
              gridColumn: compact ? { lg: "1" } : undefined,
            })}
          >
            {heading ?? page.heading}
          </h1>
          <div className={compact ? css(compactRight) : undefined}>
            <p
              role={introRole}
              className={detail({
                tone: "inverted",
                size: compact ? { base: "md", md: "lg" } : { base: "md", md: "xl" },
                mt: compact ? { base: "2", md: "3", lg: "0" } : "4",
                maxW: "2xl",
              })}
            >
              {intro ?? page.intro}
            </p>
            {note ? (
              <p className={detail({ color: "fg.invertedSubtle", mt: "2", maxW: "2xl" })}>{note}</p>
            ) : null}
          </div>
          {children ? (
            // Stacked full width on phones (buttons of one width), in a wrapping row from sm.
            <div
              className={flex({ direction: { base: "column", sm: "row" }, wrap: "wrap", gap: "3", mt: "8" })}
            >
              {children}
            </div>
          ) : null}
        </div>
        {figure ? <div className={css({ display: { base: "none", lg: "block" } })}>{figure}</div> : null}
        {aside ? <div className={css({ mt: { base: "8", lg: "0" } })}>{aside}</div> : null}
      </div>
    </section>
  );
}
