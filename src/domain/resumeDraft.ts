import { emptyProfile, type ResumeProfile, type TemplateId } from "./resume";

/**
 * The rules for the resume builder's draft (issue 19: the machine owns its draft, the rules live
 * here): what is worth keeping, and whose resume wins when another tab stores one.
 */

/** The template a fresh builder shows. */
export const DEFAULT_TEMPLATE: TemplateId = "modern";

/** The part of a draft every tab shares: the resume itself and its template (steps stay per tab). */
export interface SharedResume {
  profile: ResumeProfile;
  template: TemplateId;
}

/** What this tab holds when another tab's draft arrives. */
export interface OwnResume extends SharedResume {
  /** Whether the browser kept this tab's last change ("refused": storage is full or off). */
  storage: "kept" | "refused";
}

const sameResume = (a: SharedResume, b: SharedResume) =>
  a.template === b.template && JSON.stringify(a.profile) === JSON.stringify(b.profile);

/**
 * Another tab stored a resume (null: it started over and cleared it). It is the one this tab shows
 * ("adopt"), unless this tab's own last change was not kept: then this tab keeps its own and says so
 * ("keepOwn"). The same resume this tab shows changes nothing ("same": the other tab only moved to
 * another step, or wrote what it had read from here).
 */
export function otherTabOutcome(own: OwnResume, other: SharedResume | null): "same" | "keepOwn" | "adopt" {
  if (other !== null && sameResume(own, other)) return "same";
  return own.storage === "refused" ? "keepOwn" : "adopt";
}

/**
 * Nothing worth keeping yet: step 1 of an untouched builder is not stored (and 'Start over' leaves
 * nothing behind). Anything typed, or a move to another step, is.
 */
export function isUntouched(
  step: string,
  draft: SharedResume & { skillDraft: string; certificationDraft: string },
): boolean {
  return (
    step === "personalInfo" &&
    sameResume(draft, { profile: emptyProfile(), template: DEFAULT_TEMPLATE }) &&
    !draft.skillDraft &&
    !draft.certificationDraft
  );
}
