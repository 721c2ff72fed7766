import { useLocation } from "@tanstack/react-router";
import { Info } from "lucide-react";
import { useEffect, useState } from "react";
import { css } from "styled-system/css";

/**
 * The message carried from /find-jobs' Quick Apply in navigation state. Read after hydration: the
 * prerendered page never has it, so the first client render must not either.
 */
export function QuickApplyNotice() {
  const state = useLocation({ select: (location) => location.state as unknown });
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const message =
    state && typeof state === "object" && "message" in state && typeof state.message === "string"
      ? state.message.slice(0, 300)
      : "";
  if (!hydrated || !message) return null;
  return (
    <div
      role="status"
      className={css({
        display: "flex",
        gap: "3",
        alignItems: "flex-start",
        p: "4",
        borderRadius: "lg",
        borderWidth: "1px",
        borderColor: "safety.200",
        bg: "bg.accentSubtle",
        color: "fg.default",
        fontWeight: "500",
      })}
    >
      <Info aria-hidden="true" size={20} className={css({ color: "fg.accent", flexShrink: 0, mt: "0.5" })} />
      <p>{message}</p>
    </div>
  );
}
