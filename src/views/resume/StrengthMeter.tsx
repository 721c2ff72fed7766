import { useSelector } from "@xstate/react";
import { CheckCircle2, Circle, Gauge } from "lucide-react";
import { useId } from "react";
import { css, cx } from "styled-system/css";
import { resumeCopy } from "../../content/resume";
import { COMPLETENESS_ITEMS, completeness } from "../../domain/resume";
import type { BuilderActor } from "./builderState";
import { sideCard, sideHeading } from "./styles";

const copy = resumeCopy.strength;

/**
 * 25 % each for a full name, a role, a skill and a certification. It reads the figure, not the
 * profile: typing re-renders it only when an item becomes filled or empty.
 */
export function StrengthMeter({ actorRef }: { actorRef: BuilderActor }) {
  const headingId = useId();
  // The figure as text, so that the same figure with the same items ticked is an equal string.
  const { percent, items }: ReturnType<typeof completeness> = JSON.parse(
    useSelector(actorRef, (state) => JSON.stringify(completeness(state.context.profile))),
  );
  const tone = percent === 100 ? "complete" : percent >= 50 ? "good" : "low";
  return (
    <section aria-labelledby={headingId} className={sideCard}>
      <div
        className={css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3" })}
      >
        <h2 id={headingId} className={sideHeading}>
          <Gauge aria-hidden="true" size={20} />
          {copy.heading}
        </h2>
        <p
          className={cx(
            css({ fontFamily: "heading", fontSize: "2xl", fontWeight: "700", lineHeight: "1" }),
            tone === "complete" ? css({ color: "success.fg" }) : css({ color: "fg.accent" }),
          )}
        >
          {percent}%
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby={headingId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className={css({
          mt: "4",
          display: "grid",
          gridTemplateColumns: "repeat(4, 1fr)",
          gap: "1.5",
        })}
      >
        {COMPLETENESS_ITEMS.map((item) => (
          <span
            key={item}
            className={cx(
              css({
                h: "2",
                borderRadius: "full",
                transitionProperty: "background-color",
                transitionDuration: "normal",
              }),
              items[item]
                ? tone === "complete"
                  ? css({ bg: "success.fg" })
                  : css({ bg: "accent.vivid" })
                : css({ bg: "bg.muted" }),
            )}
          />
        ))}
      </div>
      <ul
        className={css({
          mt: "4",
          listStyle: "none",
          p: "0",
          m: "0",
          display: "grid",
          gridTemplateColumns: "1fr 1fr",
          gap: "2",
          pt: "4",
        })}
      >
        {COMPLETENESS_ITEMS.map((item) => (
          <li
            key={item}
            className={cx(
              css({ display: "flex", alignItems: "center", gap: "1.5", fontSize: "sm" }),
              items[item] ? css({ color: "fg.default", fontWeight: "600" }) : css({ color: "fg.muted" }),
            )}
          >
            {items[item] ? (
              <CheckCircle2
                aria-hidden="true"
                size={16}
                className={css({ color: "success.fg", flexShrink: 0 })}
              />
            ) : (
              <Circle aria-hidden="true" size={16} className={css({ color: "fg.faint", flexShrink: 0 })} />
            )}
            {copy.items[item]}
            <span className={css({ srOnly: true })}>{items[item] ? ": done" : ": to do"}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
