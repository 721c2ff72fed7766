import { useSelector } from "@xstate/react";
import { Plus, Sparkles } from "lucide-react";
import { useId, useRef } from "react";
import { css } from "styled-system/css";
import { detail, flex, panel, stack, title } from "styled-system/patterns";
import { focusAfterRemoval } from "../../components/dom/focus";
import { useFailureNotice, useOnDemand } from "../../components/hooks/useOnDemand";
import { resumeCopy, specialtyLabel } from "../../content/resume";
import { aiRecommendations } from "../../domain/resume";
import { tableCode } from "./aiTable";
import type { BuilderActor } from "./builderState";
import { subHeading } from "./styles";

const copy = resumeCopy.ai;

/** Per specialty: up to 3 skills and 2 certifications, each with a reason; one click adds it. */
export function AiSuggestions({ actorRef }: { actorRef: BuilderActor }) {
  const headingId = useId();
  // What the card shows: the specialty and what is on the lists already (not the typed details).
  const chosen = useSelector(actorRef, (state) => state.context.profile.specialty);
  const skillList = useSelector(actorRef, (state) => state.context.profile.skills);
  const certificationList = useSelector(actorRef, (state) => state.context.profile.certifications);
  const disabled = useSelector(actorRef, (state) => !state.matches("editing"));
  const send = actorRef.send;
  const table = useOnDemand(tableCode, Boolean(chosen));
  useFailureNotice("ai-suggestions", copy.heading, tableCode, table, {
    wanted: Boolean(chosen),
    asked: false,
  });
  const loaded = table.status === "loaded";
  const { skills, certifications } = loaded
    ? aiRecommendations(chosen, skillList, certificationList, table.value)
    : { skills: [], certifications: [] };
  const specialty = specialtyLabel(chosen);
  const cardRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const addButtons = () => Array.from(cardRef.current?.querySelectorAll("button[data-add]") ?? []);
  const groups = [
    { label: copy.skills, items: skills, event: (value: string) => ({ type: "skill.add" as const, value }) },
    {
      label: copy.certifications,
      items: certifications,
      event: (value: string) => ({ type: "certification.add" as const, value }),
    },
  ].filter((group) => group.items.length);
  return (
    <section
      ref={cardRef}
      aria-labelledby={headingId}
      className={panel({
        borderRadius: "xl",
        elevated: true,
        p: { base: "5", md: "6" },
        bgGradient: "to-b",
        gradientFrom: "bg.accentSubtle",
        gradientTo: "white",
        gradientToPosition: "40%",
      })}
    >
      <h2
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        className={title({
          display: "flex",
          alignItems: "center",
          gap: "2",
          color: "fg.default",
          "& svg": { color: "fg.accent", flexShrink: 0 },
          _focus: { outline: "none" },
        })}
      >
        <Sparkles aria-hidden="true" size={20} />
        {copy.heading}
      </h2>
      {!specialty ? (
        <p className={detail({ mt: "2" })}>{copy.noSpecialty}</p>
      ) : (
        <>
          <p className={detail({ mt: "1" })}>{copy.intro(specialty)}</p>
          {loaded && groups.length === 0 ? (
            <p className={detail({ mt: "4", fontWeight: "600" })}>{copy.allAdded}</p>
          ) : null}
          {groups.map((group) => (
            <div key={group.label} className={css({ mt: "5" })}>
              <h3 className={subHeading}>{group.label}</h3>
              <ul className={stack({ gap: "2", mt: "2", listStyle: "none", p: "0", m: "0" })}>
                {group.items.map((item) => (
                  <li
                    key={item.name}
                    className={flex({
                      gap: "3",
                      align: "flex-start",
                      justify: "space-between",
                      p: "3",
                      borderRadius: "md",
                      bg: "white",
                      borderWidth: "1px",
                      borderColor: "border.default",
                    })}
                  >
                    <div className={css({ minW: "0" })}>
                      <p className={title({ size: "sm" })}>{item.name}</p>
                      <p className={detail({ size: "xs", mt: "0.5" })}>{item.reason}</p>
                    </div>
                    <button
                      type="button"
                      disabled={disabled}
                      aria-label={copy.add(item.name)}
                      data-add
                      onClick={(event) => {
                        // The added item leaves the card: focus goes to the one taking its place
                        // (or the new last one), and to the card's heading when none is left.
                        const index = addButtons().indexOf(event.currentTarget);
                        send(group.event(item.name));
                        focusAfterRemoval(addButtons, Math.max(index, 0), () => headingRef.current);
                      }}
                      className={css({
                        flexShrink: 0,
                        display: "inline-flex",
                        alignItems: "center",
                        gap: "1",
                        h: "8",
                        px: "2.5",
                        borderRadius: "md",
                        fontSize: "xs",
                        fontWeight: "700",
                        color: "fg.accent",
                        bg: "bg.accentSubtle",
                        borderWidth: "1px",
                        borderColor: "accent.soft",
                        cursor: "pointer",
                        _hover: { bg: "accent.subtle", borderColor: "border.accent" },
                        _disabled: { opacity: 0.5, cursor: "not-allowed" },
                      })}
                    >
                      <Plus aria-hidden="true" size={14} />
                      Add
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </>
      )}
    </section>
  );
}
