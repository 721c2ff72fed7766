import { WifiOff } from "lucide-react";
import { css, cx } from "styled-system/css";
import { button } from "styled-system/recipes";
import { loadFailureCopy } from "../../content/offline";
import { describeFailure } from "../../startup/loadFailure";
import type { LoadState, OnDemand } from "../../startup/onDemand";

type Failed = Extract<LoadState<unknown>, { status: "failed" }>;

/**
 * The one-line failure in the place of a piece that could not be loaded (startup/onDemand.ts), for
 * a piece that has a place to say it: inside an open dialog, where a notice outside it could not be
 * reached. Its button tries again, or reloads the page when only that can help.
 */
export function LoadFailure({
  what,
  state,
  piece,
  className,
  onRetry,
}: {
  what: string;
  state: Failed;
  piece: OnDemand<unknown>;
  className?: string;
  /** Instead of loading the piece again (when the retry must also redo what needed it). */
  onRetry?: () => void;
}) {
  const { text, action } = describeFailure(what, state);
  return (
    <div
      role="alert"
      data-load-failure=""
      className={cx(
        css({
          display: "flex",
          alignItems: "center",
          flexWrap: "wrap",
          columnGap: "3",
          rowGap: "2",
          px: "3",
          py: "2",
          borderRadius: "md",
          borderWidth: "1px",
          borderLeftWidth: "4px",
          borderColor: "warning.fg",
          bg: "warning.bg",
          color: "fg.default",
          fontSize: "sm",
          textAlign: "left",
        }),
        className,
      )}
    >
      <WifiOff aria-hidden="true" size={18} className={css({ color: "warning.fg", flexShrink: 0 })} />
      <p className={css({ flex: "1", minW: "40", fontWeight: "600" })}>{text}</p>
      <button
        type="button"
        className={button({ variant: "outline", size: "sm" })}
        onClick={() => {
          if (action === "reload") location.reload();
          else if (onRetry) onRetry();
          else piece.load().catch(() => {});
        }}
      >
        {action === "reload" ? loadFailureCopy.reload : loadFailureCopy.retry}
      </button>
    </div>
  );
}
