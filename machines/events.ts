/**
 * Every event name the machines use (issue 19: one vocabulary). One idea has one name in every
 * machine: dot-case, domain first (`step.back`, `field.change`); what the visitor does is in the
 * present tense (`form.submit`), what the page reports happened in the past tense or as an outcome
 * (`draft.loaded`, `otherTab.changed`, `storage.kept`).
 *
 * README.md's "Event names" glossary says what each one means and which machines use it, in this
 * order. tests/unit/eventNames.test.ts fails when a machine uses a name missing here, when a name
 * here is used by no machine, and when the glossary and this list (or its machine lists) differ.
 */
export const EVENT_NAMES = [
  // Steps
  "step.next",
  "step.back",
  "step.goto",
  // Forms
  "field.change",
  "form.submit",
  "form.retry",
  "alert.edit",
  "experience.select",
  "availability.select",
  "jobType.toggle",
  "specialty.select",
  "template.select",
  "photo.select",
  "photo.remove",
  // Lists
  "skill.input",
  "skill.submit",
  "skill.add",
  "skill.toggle",
  "skill.remove",
  "certification.input",
  "certification.add",
  "certification.remove",
  "experience.add",
  "experience.edit",
  "experience.change",
  "experience.done",
  "experience.delete",
  "job.toggle",
  "search.save",
  // Drafts and finishing
  "draft.save",
  "draft.startOver",
  "startOver.request",
  "startOver.confirm",
  "startOver.cancel",
  "ai.draft",
  "ai.undo",
  "ai.replace",
  "ai.append",
  "ai.keep",
  "profile.complete",
  "notice.dismiss",
  "conflict.dismiss",
  // Opening and closing
  "dialog.open",
  "dialog.close",
  "help.open",
  "help.close",
  "menu.toggle",
  "menu.close",
  "filters.toggle",
  "filters.close",
  "key.escape",
  "nav.back",
  // Exports
  "export.pdf",
  "export.share",
  "export.qr",
  "qr.download",
  "link.copy",
  // What the page reports
  "draft.loaded",
  "draft.none",
  "draft.discarded",
  "otherTab.changed",
  "storage.refused",
  "storage.kept",
  "lead.delivered",
  "url.changed",
  "viewport.desktop",
  "pdf.done",
  "pdf.failed",
  "share.done",
  "share.failed",
  "link.ready",
  "link.failed",
  "link.decoded",
  "link.rejected",
] as const;

export type EventName = (typeof EVENT_NAMES)[number];
