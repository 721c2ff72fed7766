/**
 * Every event name the machines use (issue 19: one vocabulary). One idea has one name in every
 * machine: dot-case, domain first (`step.back`, `field.change`); what the visitor does is in the
 * present tense (`form.submit`), what the page reports happened in the past tense or as an outcome
 * (`draft.loaded`, `otherTab.changed`, `storage.kept`).
 *
 * Each name maps to what it means. docs/events.md lists them in this order, with the machines that
 * take each; `npm run flows` writes it (scripts/eventsDoc.ts) and tests/unit/machines/eventNames.test.ts fails
 * when a machine uses a name missing here, when a name here is used by no machine, and when
 * docs/events.md is stale.
 */
export const EVENTS = {
  // Steps
  "step.next": "go on to the next step: Next, Continue",
  "step.back": "go back one step, every value kept: Back, Previous",
  "step.goto": "jump to a step from the step header or an Edit link",
  // Forms
  "field.change":
    "type or choose a value in one form field: `field` names it (a union of the machine's own fields, so a wrong name is a type error), `value` is the new value",
  "form.submit": "submit the form; again after a failure, Try again",
  "form.retry": "'Try again' after the intake answered an error: the same submission, same id",
  "alert.edit": "'Change alert': the confirmed alert opens for editing again",
  "experience.select": "choose an experience level",
  "availability.select": "choose when one can start",
  "jobType.toggle": "tick or untick a job type",
  "specialty.select": "choose a specialty",
  "template.select": "choose the resume's template",
  "photo.select": "choose a photo file",
  "photo.remove": "remove the photo",
  // Lists
  "skill.input": "type in the box for a skill of one's own",
  "skill.submit": "add the skill typed in that box (Enter or Add)",
  "skill.add": "add the skill the event names: a suggestion, or the box's text",
  "skill.toggle": "tap a preset skill to choose it or take it off",
  "skill.remove": "take a chosen skill off the list",
  "certification.input": "type in the box for a certification",
  "certification.add": "add the certification the event names",
  "certification.remove": "take a certification off the list",
  "experience.add": "add a role, open for editing",
  "experience.edit": "open a finished role for editing again",
  "experience.change": "type in a role's fields",
  "experience.done": "close a role's editor",
  "experience.delete": "delete a role",
  "job.toggle": "save a job, or un-save a saved one",
  "search.save": "save the contractor filters shown",
  // Drafts and finishing
  "draft.save": "Save Draft: keep the project on this device",
  "draft.startOver":
    "'Start over' in the notice about a restored draft: everything emptied and the stored draft forgotten, at once",
  "startOver.request": "'Start over', which asks first",
  "startOver.confirm": "yes, start over: everything emptied and the stored draft forgotten",
  "startOver.cancel": "keep editing: back where the visitor was",
  "ai.draft": "AI Assist writes a description",
  "ai.undo": "bring back the description from before AI Assist",
  "ai.replace": "AI Assist's draft replaces the visitor's own description, once they said so",
  "ai.append": "AI Assist's draft goes below the visitor's own description",
  "ai.keep": "AI Assist leaves the visitor's own description as it is",
  "profile.complete": "Complete Profile",
  "notice.dismiss": "close the notice about a restored or discarded draft",
  "conflict.dismiss": "close the line about another tab's change",
  // Opening and closing
  "dialog.open": "open the dialog",
  "dialog.close": "close the dialog: its button, Escape or a click outside",
  "help.open": "open the posting help",
  "help.close": "close the posting help",
  "menu.toggle": "the menu button: open or close the menu",
  "menu.close": "a tap outside the open menu",
  "filters.toggle": "the Filters button: show or hide the filter panel",
  "filters.close": "'Show n jobs' at the foot of the filter panel",
  "key.escape": "Escape in an open panel",
  "nav.back": "the page's Back button: back in the browser's history",
  // Exports
  "export.pdf": "Download PDF",
  "export.share": "Share Profile",
  "export.qr": "Generate QR Code",
  "qr.download": "download the QR code as PNG or SVG",
  "link.copy": "copy the share link",
  // What the page reports
  "draft.loaded":
    "what this browser stored on an earlier visit, read back on arrival and handed to the machine",
  "draft.none": "nothing was stored to read back",
  "draft.discarded": "a stored draft that could not be used was thrown away",
  "otherTab.changed": "another tab stored a change, or cleared what was stored",
  "storage.refused": "the browser would not store this tab's change (storage full or off)",
  "storage.kept": "a later change was stored again",
  "lead.delivered": "a submission kept on this device went, and the intake answered its reference",
  "url.changed":
    "the page's address changed under the machine: a link followed, back/forward, new filters, another shared link, the job applied for",
  "viewport.desktop": "the window grew to the desktop layout",
  "pdf.done": "the PDF was made and downloaded",
  "pdf.failed": "the PDF could not be made",
  "share.done": "shared through the share sheet, copied, or the sheet was closed",
  "share.failed": "the link went neither to a share sheet nor to the clipboard",
  "link.ready": "the share link was made",
  "link.failed": "the share link could not be made",
  "link.decoded": "the resume in the link was read",
  "link.rejected": "the link holds no resume that can be shown",
} as const;

export type EventName = keyof typeof EVENTS;

/** The names in their order (the glossary's order). */
export const EVENT_NAMES = Object.keys(EVENTS) as EventName[];
