import { useEffect, useState } from "react";
import { css } from "styled-system/css";
import { pageContainer } from "styled-system/patterns";
import { leadSendingCopy } from "../../content/leadForms";
import {
  type DeliveredLead,
  flushWhenWaiting,
  lastDelivered,
  onOutboxChange,
  waitingCount,
} from "../../platform/leads/outboxSignal";

/**
 * The shell's line about the device outbox (issue 34), in every tab: "1 form waiting to be sent"
 * while a submission the network could not carry waits here, and "Your job post was sent. Reference
 * JP-4K7Q." once it went (from this tab or another). A polite live region, so a screen reader hears
 * both without losing its place. It also sends what waits: on arrival and on the `online` event,
 * loading the outbox's code only when something waits.
 */
export function WaitingForms() {
  const [count, setCount] = useState(0);
  const [delivered, setDelivered] = useState<DeliveredLead | null>(null);
  useEffect(() => {
    let seen = lastDelivered()?.id;
    const update = () => {
      setCount(waitingCount());
      const latest = lastDelivered();
      if (latest && latest.id !== seen) {
        seen = latest.id;
        setDelivered(latest);
      }
    };
    update();
    flushWhenWaiting();
    addEventListener("online", flushWhenWaiting);
    const stop = onOutboxChange(update);
    return () => {
      stop();
      removeEventListener("online", flushWhenWaiting);
    };
  }, []);
  const text = count
    ? leadSendingCopy.waiting(count)
    : delivered
      ? leadSendingCopy.delivered(delivered.kind, delivered.reference)
      : "";
  return (
    <div
      role="status"
      aria-live="polite"
      data-outbox={count ? "waiting" : delivered ? "delivered" : "empty"}
      className={css({
        bg: count ? "bg.subtle" : "success.bg",
        borderBottomWidth: "1px",
        borderColor: "border.default",
        fontSize: "sm",
        _empty: { display: "none" },
      })}
    >
      {text ? (
        <p className={pageContainer({ py: "2", display: "flex", alignItems: "center", gap: "3" })}>
          <span className={css({ flex: "1" })}>{text}</span>
          {!count && delivered ? (
            <button
              type="button"
              className={css({ textDecoration: "underline", cursor: "pointer", minH: "6" })}
              onClick={() => setDelivered(null)}
            >
              {leadSendingCopy.dismiss}
            </button>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
