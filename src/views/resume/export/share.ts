import { shareSheet } from "../../../content/resume";
import { type SharedResume, shareLink } from "../../../domain/resumeShare";

export type ShareResult =
  | { type: "share.done"; outcome: "shared" | "copied" | "cancelled" }
  | { type: "share.failed"; link: string | null };

/**
 * 'Share Profile': the link to the read-only resume, through the Web Share API where the browser
 * has it, otherwise copied to the clipboard. When neither takes it, the caller gets the link back
 * to show it for copying by hand.
 */
export async function shareResume(resume: SharedResume, origin: string): Promise<ShareResult> {
  let link: string;
  try {
    link = await shareLink(origin, resume);
  } catch {
    return { type: "share.failed", link: null };
  }
  const data = {
    title: shareSheet.title(resume.profile.personalInfo.fullName.trim()),
    text: shareSheet.text,
    url: link,
  };
  if (typeof navigator.share === "function" && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return { type: "share.done", outcome: "shared" };
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") {
        return { type: "share.done", outcome: "cancelled" };
      }
      // Refused for another reason (no permission, a link too long for the sheet): copy instead.
    }
  }
  return (await copyText(link)) ? { type: "share.done", outcome: "copied" } : { type: "share.failed", link };
}

export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
