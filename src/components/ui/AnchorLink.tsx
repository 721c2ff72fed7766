import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { RoutePath } from "../../content/pages";
import { scrollToAnchorLater } from "../../platform/anchorScroll";

/** A typed link to a section of a page: navigate first, then smooth-scroll after 300 ms. */
export function AnchorLink({
  to,
  hash,
  className,
  children,
}: {
  to: RoutePath;
  hash: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      hash={hash}
      hashScrollIntoView={false}
      // Only the exact section is "current"; a link to another section of this page is not.
      activeOptions={{ includeHash: true }}
      resetScroll
      className={className}
      onClick={() => {
        scrollToAnchorLater(hash);
      }}
    >
      {children}
    </Link>
  );
}
