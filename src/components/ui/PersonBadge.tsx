import {
  Bot,
  Cpu,
  Factory,
  FlaskConical,
  Gauge,
  type LucideIcon,
  MonitorCog,
  ShieldCheck,
  Wrench,
} from "lucide-react";
import { css, cx } from "styled-system/css";
import { allPeople, type SamplePerson } from "../../content/people";

/**
 * A sample person's badge: their initials on a steel disc, with a small chip naming their trade by
 * icon (robot, PLC, SCADA/HMI, safety, drives, plant, validation, technician). Drawn in the page, so it
 * costs no request; decorative, because the person's name and trade are always written beside it.
 */
type Trade = "robot" | "plc" | "scada" | "safety" | "drives" | "plant" | "validation" | "technician";

const TRADE_ICONS: Record<Trade, LucideIcon> = {
  robot: Bot,
  plc: Cpu,
  scada: MonitorCog,
  safety: ShieldCheck,
  drives: Gauge,
  plant: Factory,
  validation: FlaskConical,
  technician: Wrench,
};

/** The disc's colour by trade family: a set that tells people apart without shouting. */
export const TRADE_TONES: Record<Trade, { disc: string; chip: string }> = {
  robot: { disc: "linear-gradient(145deg, #33475d, #13202f)", chip: "#d15208" },
  plc: { disc: "linear-gradient(145deg, #425a74, #1f3044)", chip: "#167a45" },
  scada: { disc: "linear-gradient(145deg, #56708c, #33475d)", chip: "#1f3044" },
  safety: { disc: "linear-gradient(145deg, #425a74, #13202f)", chip: "#b42318" },
  drives: { disc: "linear-gradient(145deg, #33475d, #0b1520)", chip: "#8a5a00" },
  plant: { disc: "linear-gradient(145deg, #873410, #6d2d10)", chip: "#13202f" },
  validation: { disc: "linear-gradient(145deg, #6d2d10, #33475d)", chip: "#167a45" },
  technician: { disc: "linear-gradient(145deg, #56708c, #1f3044)", chip: "#a93f0a" },
};

export function tradeOf(person: SamplePerson): Trade {
  const t = person.trade.toLowerCase();
  if (/pharma|validation/.test(t)) return "validation";
  if (/plant|manager/.test(t)) return "plant";
  if (/safety/.test(t)) return "safety";
  if (/drives|motion/.test(t)) return "drives";
  if (/technician/.test(t)) return "technician";
  if (/robot|fanuc|kuka|abb/.test(t)) return "robot";
  if (/scada|hmi|ignition/.test(t)) return "scada";
  return "plc";
}

export function initials(name: string): string {
  return name
    .replace(/\./g, "")
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

export function personByPortrait(portrait: string): SamplePerson | undefined {
  return allPeople.find((p) => p.portrait === portrait);
}

export function PersonBadge({
  person,
  size = 48,
  chipCorner = "bottom",
  className,
}: {
  person: SamplePerson;
  size?: number;
  /** Where the trade chip sits: bottom right, or top right where a status dot takes the bottom. */
  chipCorner?: "bottom" | "top";
  className?: string;
}) {
  const trade = tradeOf(person);
  const Icon = TRADE_ICONS[trade];
  const tone = TRADE_TONES[trade];
  const chip = Math.round(size * 0.42);
  return (
    <span
      aria-hidden="true"
      data-person-badge={person.name}
      data-trade={trade}
      className={cx(
        css({
          position: "relative",
          flexShrink: 0,
          display: "inline-flex",
          alignItems: "center",
          justifyContent: "center",
          borderRadius: "full",
          color: "white",
          fontFamily: "heading",
          fontWeight: "700",
          letterSpacing: "0.02em",
          boxShadow: "inset 0 0 0 1px rgba(255, 255, 255, 0.12)",
        }),
        className,
      )}
      // The initials lean a little away from the chip's corner, so the chip never touches a letter.
      style={{
        width: size,
        height: size,
        background: tone.disc,
        fontSize: Math.round(size * 0.36),
        paddingRight: Math.round(size * 0.08),
        ...(chipCorner === "top"
          ? { paddingTop: Math.round(size * 0.04) }
          : { paddingBottom: Math.round(size * 0.04) }),
      }}
    >
      {initials(person.name)}
      <span
        className={css({
          position: "absolute",
          right: "-2px",
          display: "inline-flex",
          alignItems: "center",
          justifyContent: "center",
          borderRadius: "full",
          borderWidth: "2px",
          borderColor: "white",
        })}
        style={{
          width: chip,
          height: chip,
          background: tone.chip,
          ...(chipCorner === "top" ? { top: -2 } : { bottom: -2 }),
        }}
      >
        <Icon size={Math.round(chip * 0.58)} strokeWidth={2.25} />
      </span>
    </span>
  );
}
