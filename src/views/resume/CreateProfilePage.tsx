import { useLayoutEffect, useRef, useState } from "react";
import { css } from "styled-system/css";
import { NoScriptNote } from "../../components/ui/NoScriptNote";
import { SectionBoundary } from "../../components/ui/SectionBoundary";
import { PageIntro } from "../shell/PageIntro";
import { QuickApplyNotice } from "./QuickApplyNotice";
import { type Arrival, ResumeBuilder } from "./ResumeBuilder";
import { resumeDraft, type StoredResumeSnapshot } from "./resumeDraft";

interface Boot {
  /** A new key mounts a new builder (and a new actor) from the restored snapshot. */
  key: string;
  snapshot?: StoredResumeSnapshot;
  arrival?: Arrival;
}

/** The builder as the saved draft says; `round` tells one mount from the next. */
function bootFromDraft(round: number): Boot | null {
  const result = resumeDraft.load();
  if (result.status === "restored")
    return { key: `restored-${round}`, snapshot: result.value, arrival: "restored" };
  // Round 0 keeps the first render's key: a discarded draft only adds its notice to that builder.
  const fresh = round ? `fresh-${round}` : "fresh";
  if (result.status === "discarded") return { key: fresh, arrival: result.reason };
  return round ? { key: fresh } : null;
}

/**
 * /create-profile. The prerendered page and the first client render show a fresh builder; the
 * saved draft is read once hydrated, so both renders match, and then replaces it, in the same
 * commit (a layout effect): the text a visitor typed before the code arrived is handed over
 * afterwards (earlyInput.ts), to the restored builder, not to the one it replaces. If the builder
 * ever fails and the visitor presses "Try again", it is mounted again from the saved draft, never
 * from an empty form that would overwrite the draft with its first keystroke.
 */
export function CreateProfilePage() {
  const [boot, setBoot] = useState<Boot>({ key: "fresh" });
  const rounds = useRef(0);
  useLayoutEffect(() => {
    const restored = bootFromDraft(0);
    if (restored) setBoot(restored);
  }, []);
  return (
    <>
      <PageIntro path="/create-profile" compact />
      <div className={css({ bg: "bg.subtle", borderBottomWidth: "1px", borderColor: "border.default" })}>
        <div
          className={css({
            maxW: "container",
            mx: "auto",
            px: { base: "4", md: "6" },
            py: { base: "6", md: "10" },
            display: "flex",
            flexDirection: "column",
            gap: "4",
          })}
        >
          <NoScriptNote tool="resumeBuilder" />
          <QuickApplyNotice />
          <SectionBoundary
            name="The resume builder"
            onReset={() => {
              rounds.current += 1;
              setBoot(bootFromDraft(rounds.current) ?? { key: `fresh-${rounds.current}` });
            }}
          >
            <ResumeBuilder key={boot.key} snapshot={boot.snapshot} arrival={boot.arrival} />
          </SectionBoundary>
        </div>
      </div>
    </>
  );
}
