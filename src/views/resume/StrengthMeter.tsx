import { useSelector } from "@xstate/react";
import { CheckCircle2, Circle, Gauge } from "lucide-react";
import { useId } from "react";
import { css } from "styled-system/css";
import { flex, grid, listIcon, plainList, title, visuallyHidden } from "styled-system/patterns";
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
      <div className={flex({ align: "center", justify: "space-between", gap: "3" })}>
        <h2 id={headingId} className={sideHeading}>
          <Gauge aria-hidden="true" size={20} />
          {copy.heading}
        </h2>
        <p
          className={title({
            face: "heading",
            size: "2xl",
            lineHeight: "1",
            color: tone === "complete" ? "success.fg" : "fg.accent",
          })}
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
        className={grid({ gap: "1.5", gridTemplateColumns: "repeat(4, 1fr)", mt: "4" })}
      >
        {COMPLETENESS_ITEMS.map((item) => (
          <span
            key={item}
            className={css({
              h: "2",
              borderRadius: "full",
              transitionProperty: "background-color",
              transitionDuration: "normal",
              bg: items[item] ? (tone === "complete" ? "success.fg" : "accent.vivid") : "bg.muted",
            })}
          />
        ))}
      </div>
      <ul className={plainList({ gridTemplateColumns: "1fr 1fr", mt: "4", p: "0", m: "0", pt: "4" })}>
        {COMPLETENESS_ITEMS.map((item) => (
          <li
            key={item}
            className={flex({
              align: "center",
              gap: "1.5",
              fontSize: "sm",
              color: items[item] ? "fg.default" : "fg.muted",
              fontWeight: items[item] ? "600" : undefined,
            })}
          >
            {items[item] ? (
              <CheckCircle2 aria-hidden="true" size={16} className={listIcon({ color: "success.fg" })} />
            ) : (
              <Circle aria-hidden="true" size={16} className={listIcon({ color: "fg.faint" })} />
            )}
            {copy.items[item]}
            <span className={visuallyHidden()}>{items[item] ? ": done" : ": to do"}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
