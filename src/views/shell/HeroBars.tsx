import { css } from "styled-system/css";
import { barTrack, detail, grid, heroFrame, nameLine, plainList } from "styled-system/patterns";

export interface HeroBar {
  label: string;
  value: number;
  /** The figure as the page writes it elsewhere ("12,400+"). */
  display: string;
}

/**
 * A page hero's right half on a content page: the page's own figures as a small bar chart (a
 * figure with its caption, the bars relative to the largest), so the band shows what the page is
 * about instead of an empty half. For PageIntro's `figure`: from lg only, where there is room.
 */
export function HeroBars({ caption, note, bars }: { caption: string; note?: string; bars: HeroBar[] }) {
  const max = Math.max(...bars.map((bar) => bar.value));
  return (
    <figure className={heroFrame({ fill: "glass", p: { base: "6", xl: "7" } })}>
      <figcaption className={css({ mb: "5" })}>
        <span className={nameLine({ color: "white" })}>{caption}</span>
        {note ? (
          <span className={detail({ display: "block", color: "fg.invertedSubtle" })}>{note}</span>
        ) : null}
      </figcaption>
      <ul className={plainList({ gap: "3" })}>
        {bars.map((bar) => (
          <li
            key={bar.label}
            className={grid({
              gridTemplateColumns: { base: "8rem minmax(0, 1fr) 4rem", xl: "9.5rem minmax(0, 1fr) 4.5rem" },
              alignItems: "center",
              columnGap: "3",
              fontSize: "sm",
            })}
          >
            <span className={css({ color: "fg.invertedSoft" })}>{bar.label}</span>
            <span aria-hidden="true" className={barTrack()}>
              <span
                className={css({
                  display: "block",
                  h: "full",
                  borderRadius: "full",
                  bgGradient: "to-r",
                  gradientFrom: "accent.strong",
                  gradientTo: "accent.bright",
                })}
                style={{ width: `${Math.max(4, (bar.value / max) * 100)}%` }}
              />
            </span>
            <span
              className={css({
                textAlign: "right",
                fontWeight: "700",
                color: "white",
                fontVariantNumeric: "tabular-nums",
              })}
            >
              {bar.display}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
