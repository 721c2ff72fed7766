import { Link } from "@tanstack/react-router";
import { ExternalLinkIcon } from "lucide-react";
import { css } from "styled-system/css";
import { flex, pageContainer, rule } from "styled-system/patterns";
import { ExternalLink } from "../../components/ui/ExternalLink";
import { links } from "../../content/links";
import { headerCopy, headerLinks } from "../../content/navigation";
import { scrollToTop } from "../../platform/scrollToTop";
import { useSession } from "../../platform/useSession";
import { AccountActions } from "./AccountActions";
import { Logo } from "./Logo";
import { navLink } from "./navLink";
import { mobileMenu } from "./parts";

export function Header() {
  const session = useSession();
  return (
    <header
      className={rule({
        side: "bottom",
        position: "sticky",
        top: "0",
        zIndex: "sticky",
        h: "header",
        bg: "rgba(255, 255, 255, 0.96)",
        backdropFilter: "saturate(180%) blur(8px)",
      })}
    >
      <a
        href="#main"
        className={css({
          position: "absolute",
          left: "3",
          top: "-20",
          zIndex: "skipLink",
          bg: "accent.default",
          color: "white",
          px: "4",
          py: "2",
          borderRadius: "md",
          _focus: { top: "3" },
        })}
      >
        {headerCopy.skipLink}
      </a>
      <div
        className={pageContainer({
          h: "full",
          display: "flex",
          alignItems: "center",
          gap: { base: "4", lg: "2", xl: "4" },
        })}
      >
        <Link
          to="/"
          aria-label={headerCopy.homeLabel}
          onClick={scrollToTop}
          className={css({ flexShrink: 0 })}
        >
          <Logo />
        </Link>
        <nav
          aria-label={headerCopy.primaryNav}
          className={css({ display: { base: "none", lg: "block" }, ml: { lg: "1", xl: "4" } })}
        >
          <ul className={flex({ gap: { base: "1", lg: "0", xl: "1" }, listStyle: "none" })}>
            {headerLinks.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={navLink} onClick={scrollToTop} activeOptions={{ exact: true }}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div
          className={flex({
            align: "center",
            gap: "2",
            display: { base: "none", lg: "flex" },
            ml: "auto",
            minW: "0",
          })}
        >
          <ExternalLink href={links.blog()} className={navLink}>
            {headerCopy.blog}
            <ExternalLinkIcon
              aria-hidden="true"
              size={14}
              className={css({ ml: "1", display: { base: "inline-block", lg: "none", xl: "inline-block" } })}
            />
          </ExternalLink>
          <AccountActions session={session} layout="row" />
        </div>
        {mobileMenu.view}
      </div>
    </header>
  );
}
