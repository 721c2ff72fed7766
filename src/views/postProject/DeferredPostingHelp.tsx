import { CircleHelp } from "lucide-react";
import { lazy, Suspense } from "react";
import { button } from "styled-system/recipes";
import { postProjectCopy } from "../../content/postProject";

const PostingHelp = lazy(() => import("./PostingHelp").then((module) => ({ default: module.PostingHelp })));

/**
 * The help prompt, with its popover code fetched right after the page is interactive instead of in
 * the first load. Until then (a few milliseconds after hydration) the same button shows, inert.
 */
export function DeferredPostingHelp() {
  return (
    <Suspense
      fallback={
        <button
          type="button"
          className={button({ variant: "ghost" })}
          aria-haspopup="dialog"
          aria-expanded={false}
        >
          <CircleHelp aria-hidden="true" />
          {postProjectCopy.help.trigger}
        </button>
      }
    >
      <PostingHelp />
    </Suspense>
  );
}
