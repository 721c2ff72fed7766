import { useHydrated, useNavigate, useRouterState } from "@tanstack/react-router";
import { Info, X } from "lucide-react";
import { css } from "styled-system/css";
import { iconButton, labelText, listIcon, pageContainer } from "styled-system/patterns";
import { dismissKeepingFocus } from "../../components/dom/focus";
import { noticeCopy } from "../../content/notices";
import { readProfileNotice } from "../../platform/historyState";

/**
 * The message another page sends to /create-profile in navigation state (Quick Apply on /find-jobs:
 * 'Create your automation profile to apply and unlock full access.'). Validated before use; shown only
 * after hydration, because the prerendered page cannot know it. Dismissing it removes it from the
 * history entry, so neither Back nor a reload brings it back.
 */
export function QuickApplyNotice() {
  const state = useRouterState({ select: (router) => router.location.state });
  // The prerendered HTML has no notice; the first client render must match it.
  const hydrated = useHydrated();
  const message = hydrated ? readProfileNotice(state) : null;
  const navigate = useNavigate();
  if (!message) return null;

  const dismiss = () =>
    navigate({
      to: ".",
      search: (previous) => previous,
      hash: (previous) => previous ?? "",
      state: (previous) => ({ ...previous, profileNotice: undefined }),
      replace: true,
      resetScroll: false,
    });

  return (
    <div
      data-quick-apply
      className={css({ bg: "bg.accentSubtle", borderBottomWidth: "1px", borderColor: "accent.soft" })}
    >
      <div className={pageContainer({ py: "3", display: "flex", alignItems: "center", gap: "3" })}>
        <Info aria-hidden="true" size={20} className={listIcon()} />
        <p role="status" className={labelText({ flex: "1", color: "fg.strong" })}>
          {message}
        </p>
        <button
          type="button"
          onClick={(event) => dismissKeepingFocus(event.currentTarget.closest("[data-quick-apply]"), dismiss)}
          aria-label={noticeCopy.dismiss}
          className={iconButton({ size: "10", color: "fg.secondary", _hover: { bg: "accent.subtle" } })}
        >
          <X aria-hidden="true" size={18} />
        </button>
      </div>
    </div>
  );
}
