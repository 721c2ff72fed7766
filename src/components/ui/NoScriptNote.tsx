import { css, cx } from "styled-system/css";
import { type NoScriptTool, noScriptCopy } from "../../content/notices";

/**
 * Shown only when JavaScript is off (`<noscript>`), next to a tool that cannot work without it: it
 * says what is missing and how to get it, instead of leaving buttons that do nothing. Plain markup
 * with no icon component; rendered on the server only.
 */
export function NoScriptNote({ tool, className }: { tool: NoScriptTool; className?: string }) {
  // In a browser that runs this code, <noscript> shows nothing and React does not hydrate its
  // contents: the note is server HTML only, and its copy stays out of the client bundle.
  if (!import.meta.env.SSR) return <noscript />;
  return (
    <noscript>
      <div
        data-testid="noscript-note"
        className={cx(
          css({
            display: "flex",
            alignItems: "flex-start",
            gap: "3",
            p: { base: "4", md: "5" },
            borderRadius: "lg",
            borderWidth: "1px",
            borderLeftWidth: "4px",
            borderColor: "warning.fg",
            bg: "warning.bg",
            color: "fg.default",
            textAlign: "left",
          }),
          className,
        )}
      >
        <svg
          aria-hidden="true"
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          className={css({ color: "warning.fg", flexShrink: 0, mt: "0.5" })}
        >
          <circle cx="12" cy="12" r="10" />
          <path d="M12 8v4" />
          <path d="M12 16h.01" />
        </svg>
        <div className={css({ minW: "0" })}>
          <p className={css({ fontWeight: "700" })}>{noScriptCopy.toolTitles[tool] ?? noScriptCopy.title}</p>
          <p className={css({ fontSize: "sm", color: "fg.muted", mt: "1" })}>{noScriptCopy.tools[tool]}</p>
        </div>
      </div>
    </noscript>
  );
}
