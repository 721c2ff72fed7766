import { Link, useRouter } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { ExternalLinkIcon, Menu, X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { css } from "styled-system/css";
import { center, plainList, rule } from "styled-system/patterns";
import { mobileMenuMachine } from "../../../machines/mobileMenu";
import { ExternalLink } from "../../components/ui/ExternalLink";
import { links } from "../../content/links";
import { headerCopy, headerLinks } from "../../content/navigation";
import { useFlow } from "../../flows/useFlow";
import { scrollToTop } from "../../platform/scrollToTop";
import { useSession } from "../../platform/useSession";
import { AccountActions } from "./AccountActions";

import { DESKTOP_QUERY } from "./breakpoints";

const menuLink = css({
  display: "flex",
  alignItems: "center",
  minH: "12",
  px: "3",
  borderRadius: "md",
  fontWeight: "500",
  color: "fg.default",
  textDecoration: "none",
  _hover: { bg: "bg.subtle" },
  _current: { color: "fg.accent", bg: "bg.accentSubtle", fontWeight: "600" },
});

/**
 * The header's menu below the large breakpoint: an island (shell/parts.ts), so its code (and the
 * state machine library with it) loads when a visitor reaches for the button, not with every page.
 */
export default function MobileMenu() {
  const session = useSession();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const router = useRouter();
  const actorRef = useFlow(mobileMenuMachine, {
    actions: {
      // The panel renders in the same commit; focus once it is painted.
      focusFirstLink: () =>
        requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>("a")?.focus()),
      focusToggle: () => requestAnimationFrame(() => toggleRef.current?.focus()),
    },
  });
  const send = actorRef.send;
  const open = useSelector(actorRef, (state) => state.matches("open"));

  useEffect(() => router.subscribe("onResolved", () => send({ type: "url.changed" })), [router, send]);

  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) send({ type: "viewport.desktop" });
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [send]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") send({ type: "key.escape" });
    };
    // A tap on the header around the menu closes it; a tap on the page below lands on the backdrop,
    // whose click closes it (so the tap opens nothing underneath, a video say).
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (
        target &&
        !panelRef.current?.contains(target) &&
        !toggleRef.current?.contains(target) &&
        !backdropRef.current?.contains(target)
      ) {
        send({ type: "menu.close" });
      }
    };
    // The page behind the open menu does not scroll (the menu itself still does).
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      root.style.overflow = overflow;
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, send]);

  return (
    <div className={css({ display: { base: "block", lg: "none" }, ml: "auto" })}>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? headerCopy.menuClose : headerCopy.menuOpen}
        onClick={() => send({ type: "menu.toggle" })}
        className={center({
          inline: true,
          w: "11",
          h: "11",
          borderRadius: "md",
          borderWidth: "1px",
          borderColor: "border.default",
          color: "fg.default",
          cursor: "pointer",
          _hover: { bg: "bg.subtle" },
        })}
      >
        {open ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
      </button>
      {open ? (
        // Covers the page below the header while the menu is open: a tap on it only closes the menu.
        // Not a control of its own (Escape and the button close the menu for keyboards and readers).
        <div
          ref={backdropRef}
          aria-hidden="true"
          data-testid="menu-backdrop"
          onClick={() => send({ type: "menu.close" })}
          // The header's backdrop filter makes it the box a fixed child is placed in: from its bottom
          // edge, a screen tall.
          className={css({
            position: "fixed",
            top: "100%",
            left: "0",
            right: "0",
            h: "100dvh",
            bg: "rgba(11, 21, 32, 0.45)",
            touchAction: "none",
          })}
        />
      ) : null}
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        data-state={open ? "open" : "closed"}
        className={rule({
          side: "bottom",
          position: "fixed",
          top: "header",
          left: "0",
          right: "0",
          maxH: "calc(100dvh - token(sizes.header))",
          overflowY: "auto",
          overscrollBehavior: "contain",
          bg: "bg.canvas",
          boxShadow: "raised",
          px: "4",
          pt: "3",
          pb: "5",
          _open: { animation: "slideIn 160ms ease-out" },
        })}
      >
        <nav aria-label={headerCopy.menuLabel}>
          <ul className={plainList({ gap: "1" })}>
            {headerLinks.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={menuLink} onClick={scrollToTop} activeOptions={{ exact: true }}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <ExternalLink href={links.blog()} className={menuLink}>
                {headerCopy.blog}
                <ExternalLinkIcon aria-hidden="true" size={14} className={css({ ml: "1.5" })} />
              </ExternalLink>
            </li>
          </ul>
        </nav>
        <div className={rule({ mt: "4", pt: "4" })}>
          <AccountActions session={session} layout="column" />
        </div>
      </div>
    </div>
  );
}
