import { iconText, title } from "styled-system/patterns";
import { site } from "../../content/site";

/** The product mark: a robot-arm joint in safety orange on steel. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className={iconText({ gap: "2.5" })}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={inverted ? "#ffffff" : "#13202f"} />
        <path d="M9 23 L15 13 L22 9" stroke="#f56a12" strokeWidth="3" strokeLinecap="round" fill="none" />
        <circle cx="15" cy="13" r="3" fill={inverted ? "#13202f" : "#ffffff"} />
        <circle cx="22" cy="9" r="2.2" fill="#f56a12" />
        <rect x="6" y="22" width="8" height="3" rx="1.5" fill={inverted ? "#13202f" : "#ffffff"} />
      </svg>
      <span
        className={title({
          face: "heading",
          size: "lg",
          letterSpacing: "-0.02em",
          color: inverted ? "white" : "fg.default",
        })}
      >
        {site.productName}
      </span>
    </span>
  );
}
