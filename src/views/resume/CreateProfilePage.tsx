import { useEffect, useState } from "react";
import { css } from "styled-system/css";
import { NoScriptNote } from "../../components/ui/NoScriptNote";
import { SectionBoundary } from "../../components/ui/SectionBoundary";
import { PageIntro } from "../shell/PageIntro";
import { QuickApplyNotice } from "./QuickApplyNotice";
import { type Arrival, ResumeBuilder } from "./ResumeBuilder";
import { resumeDraft, type StoredResumeSnapshot } from "./resumeDraft";

interface Boot {
  /** A new key mounts a new builder (and a new actor) from the restored snapshot. */
  key: "fresh" | "restored";
  snapshot?: StoredResumeSnapshot;
  arrival?: Arrival;
}

/**
 * /create-profile. The prerendered page and the first client render show a fresh builder; the
 * saved draft is read after hydration, so both renders match, and then replaces it.
 */
export function CreateProfilePage() {
  const [boot, setBoot] = useState<Boot>({ key: "fresh" });
  useEffect(() => {
    const result = resumeDraft.load();
    if (result.status === "restored")
      setBoot({ key: "restored", snapshot: result.value, arrival: "restored" });
    else if (result.status === "discarded") setBoot({ key: "fresh", arrival: result.reason });
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
          <SectionBoundary name="The resume builder">
            <ResumeBuilder key={boot.key} snapshot={boot.snapshot} arrival={boot.arrival} />
          </SectionBoundary>
        </div>
      </div>
    </>
  );
}
