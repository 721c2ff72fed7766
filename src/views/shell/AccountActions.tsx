import { UserRound } from "lucide-react";
import { css, cx } from "styled-system/css";
import { flex } from "styled-system/patterns";
import { button } from "styled-system/recipes";
import { ExternalLink } from "../../components/ui/ExternalLink";
import { links } from "../../content/links";
import { headerCopy } from "../../content/navigation";
import { greetingFor, type Session } from "../../platform/session";
import { navLinkStyles } from "./navLink";

/** Login / Register when logged out; the greeting and Dashboard when the cookie is present. */
export function AccountActions({ session, layout }: { session: Session; layout: "row" | "column" }) {
  const full = layout === "column" ? css({ w: "full" }) : undefined;
  if (!session.loggedIn) {
    return (
      <ExternalLink href={links.login()} className={cx(button({ size: "sm" }), full)}>
        {headerCopy.login}
      </ExternalLink>
    );
  }
  return (
    <span
      className={flex({
        direction: layout === "column" ? "column" : "row",
        align: layout === "column" ? "stretch" : "center",
        gap: "2",
        minW: "0",
      })}
    >
      <ExternalLink
        href={links.contractorArea()}
        // One css() call: merged with cx, two atomic colour classes would compete by stylesheet order.
        className={css(navLinkStyles, {
          maxW: layout === "column" ? "none" : { base: "48", lg: "40", xl: "56" },
          minW: layout === "column" ? "0" : "24",
          gap: "1.5",
          color: "fg.default",
        })}
        data-testid="greeting"
      >
        <UserRound
          aria-hidden="true"
          size={16}
          className={css({
            flexShrink: 0,
            // In the one-row header at 1024-1279 px the greeting's text matters more than its icon.
            display: layout === "column" ? "block" : { base: "block", lg: "none", xl: "block" },
          })}
        />
        <span className={css({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" })}>
          {greetingFor(session, headerCopy.greeting)}
        </span>
      </ExternalLink>
      <ExternalLink href={links.login()} className={cx(button({ size: "sm" }), full)}>
        {headerCopy.dashboard}
      </ExternalLink>
    </span>
  );
}
