import { pageContainer, rule } from "styled-system/patterns";
import { NoScriptNote } from "../../components/ui/NoScriptNote";
import { SectionBoundary } from "../../components/ui/SectionBoundary";
import { intro } from "./parts";
import { QuickApplyNotice } from "./QuickApplyNotice";
import { ResumeBuilder } from "./ResumeBuilder";

/**
 * /create-profile. The builder's machine reads the saved draft itself once the page is interactive
 * (its `loading` state: issue 19), so the prerendered page and the first client render show the same
 * fresh step 1, and restored or fresh is the machine's state, not this page's. If the builder ever
 * fails and the visitor presses "Try again", the boundary mounts a new builder, whose machine reads
 * the saved draft again: never an empty form that would overwrite the draft with its first keystroke.
 */
export function CreateProfilePage() {
  return (
    <>
      {intro.view}
      <div className={rule({ side: "bottom", bg: "bg.subtle" })}>
        <div
          className={pageContainer({
            py: { base: "6", md: "10" },
            display: "flex",
            flexDirection: "column",
            gap: "4",
          })}
        >
          <NoScriptNote tool="resumeBuilder" />
          <QuickApplyNotice />
          <SectionBoundary name="The resume builder">
            <ResumeBuilder />
          </SectionBoundary>
        </div>
      </div>
    </>
  );
}
