import { expect } from "vitest";
import { createActor } from "xstate";
import { type PhotoSelection, resumeBuilderMachine } from "../../../machines/resumeBuilder";
import { resumeMessages } from "../../../src/content/resume";
import {
  EXPERIENCE_FIELDS,
  experienceFieldLimit,
  initials,
  itemProblem,
  MAX_FIELD_LENGTH,
  MAX_ITEM_DRAFT_LENGTH,
  MAX_PHOTO_BYTES,
  PERSONAL_FIELDS,
  type PhotoProblem,
  personalInfoProblems,
  photoProblem,
} from "../../../src/domain/resume";
import { stepOnScreen as stepOf } from "../../../src/views/resume/builderState";
import { parseStoredSnapshot, toStoredSnapshot } from "../../../src/views/resume/resumeDraft";
import type { BadInput } from "../../robustness/catalogue";
import { counting } from "../../robustness/counting";
import { hasLoneSurrogate, LONG, RTL, roundTrip, TEXT_CASES } from "../../robustness/entries/samples";

// ---------------------------------------------------------------------------------------------
// Resume builder

function resumeDraftAfter(
  build: (
    send: (event: Parameters<ReturnType<typeof createActor<typeof resumeBuilderMachine>>["send"]>[0]) => void,
  ) => void,
) {
  const actor = createActor(resumeBuilderMachine).start();
  actor.send({ type: "draft.none" });
  build((event) => actor.send(event));
  const { context } = actor.getSnapshot();
  return {
    actor,
    stored: parseStoredSnapshot(roundTrip(toStoredSnapshot(stepOf(actor.getSnapshot()), context))),
  };
}

const resumeEntries: BadInput[] = [
  {
    area: "form field: resume builder",
    input:
      "10,000 characters in every personal and experience field and in the skill and certification boxes",
    expected: "each keeps its limit (as the inputs do), and the saved draft reads back after a reload",
    check: () => {
      const { actor, stored } = resumeDraftAfter((send) => {
        for (const field of PERSONAL_FIELDS) send({ type: "field.change", field, value: LONG });
        // (An over-long email is not an email: Next refuses it, so the visitor fixes it.)
        send({ type: "step.next" });
        send({ type: "field.change", field: "email", value: "alex@example.com" });
        send({ type: "step.next" });
        send({ type: "experience.add" });
        const values = Object.fromEntries(EXPERIENCE_FIELDS.map((field) => [field, LONG]));
        send({ type: "experience.change", id: 1, values });
        send({ type: "skill.input", value: LONG });
        send({ type: "certification.input", value: LONG });
      });
      const { profile, skillDraft } = actor.getSnapshot().context;
      for (const field of ["fullName", "phone", "location"] as const) {
        expect(profile.personalInfo[field]).toBe(LONG.slice(0, MAX_FIELD_LENGTH));
      }
      for (const field of EXPERIENCE_FIELDS) {
        expect(profile.experience[0]?.[field]).toBe(LONG.slice(0, experienceFieldLimit(field)));
      }
      expect(skillDraft).toBe(LONG.slice(0, MAX_ITEM_DRAFT_LENGTH));
      expect(stored, "the stored draft is read back, not discarded").not.toBeNull();
      expect(stored?.context.profile).toEqual(profile);
    },
  },
  {
    area: "form field: resume builder",
    input: "a 10,000-character skill or certification added",
    expected: "refused with 'Keep it under 80 characters'; the box keeps the text to fix",
    check: () => {
      expect(itemProblem([], LONG)).toBe("tooLong");
      const actor = createActor(resumeBuilderMachine).start();
      actor.send({ type: "draft.none" });
      actor.send({ type: "skill.input", value: LONG });
      actor.send({ type: "skill.add", value: LONG });
      expect(actor.getSnapshot().context.profile.skills).toEqual([]);
      expect(actor.getSnapshot().context.skillError?.problem).toBe("tooLong");
      expect(actor.getSnapshot().context.skillDraft).not.toBe("");
    },
  },
  ...TEXT_CASES.map(([label, value]) => ({
    area: "form field: resume builder",
    input: `${label} as name, company and skill`,
    expected: "kept exactly and read back after a reload",
    check: () => {
      const { stored } = resumeDraftAfter((send) => {
        send({ type: "field.change", field: "fullName", value });
        send({ type: "step.next" });
        send({ type: "experience.add" });
        send({ type: "experience.change", id: 1, values: { company: value, title: value } });
        send({ type: "experience.done", id: 1 });
        send({ type: "step.next" });
        send({ type: "skill.add", value });
      });
      expect(stored?.context.profile.personalInfo.fullName).toBe(value);
      expect(stored?.context.profile.experience[0]?.company).toBe(value);
      expect(stored?.context.profile.skills).toEqual([value.replace(/\s+/g, " ").trim()]);
    },
  })),
  {
    area: "form field: resume builder",
    input: "an emoji or right-to-left name on the avatar",
    expected: "initials are whole characters, never half an emoji",
    check: () => {
      expect(initials("🤖 Robotics")).toBe("🤖R");
      expect(hasLoneSurrogate(initials("👩🏽‍🔧 Zoë"))).toBe(false);
      expect(initials(RTL)).toBe("مآ");
      expect(initials("   ")).toBe("");
    },
  },
  {
    area: "form field: resume builder",
    input: "surrounding spaces in email; only spaces as a skill",
    expected: "the email counts trimmed; a blank skill is refused with a reason",
    check: () => {
      expect(
        personalInfoProblems({ fullName: "", email: "  alex@example.com  ", phone: "", location: "" }),
      ).toEqual({});
      expect(itemProblem([], "     ")).toBe("empty");
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Photo uploads

const GOOD: PhotoSelection = { name: "me.png", type: "image/png", size: 2048, url: "blob:good" };

const badFiles: Array<[string, Omit<PhotoSelection, "url">, PhotoProblem]> = [
  ["a text file", { name: "notes.txt", type: "text/plain", size: 120 }, "notImage"],
  ["a PDF", { name: "cv.pdf", type: "application/pdf", size: 40_000 }, "notImage"],
  [
    "an SVG (an image that can carry script)",
    { name: "logo.svg", type: "image/svg+xml", size: 900 },
    "notImage",
  ],
  ["a file of unknown type", { name: "photo", type: "", size: 900 }, "notImage"],
  ["a zero-byte PNG", { name: "empty.png", type: "image/png", size: 0 }, "empty"],
  [
    "a JPEG one byte over 5 MB",
    { name: "big.jpg", type: "image/jpeg", size: MAX_PHOTO_BYTES + 1 },
    "tooLarge",
  ],
  ["a 2 GB WebP", { name: "huge.webp", type: "image/webp", size: 2 ** 31 }, "tooLarge"],
];

const uploadEntries: BadInput[] = [
  ...badFiles.map(([label, file, problem]) => ({
    area: "file upload: resume photo",
    input: label,
    expected: `refused with '${resumeMessages.photo[problem]}'; the earlier photo stays; the file's URL is released`,
    check: () => {
      expect(photoProblem(file)).toBe(problem);
      const released: Array<string | null> = [];
      const actor = createActor(
        resumeBuilderMachine.provide({
          actions: { releasePhotoUrl: (_, params: { url: string | null }) => released.push(params.url) },
        }),
      ).start();
      actor.send({ type: "draft.none" });
      actor.send({ type: "photo.select", photo: GOOD });
      actor.send({ type: "photo.select", photo: { ...file, url: "blob:bad" } });
      const { photo, photoError } = actor.getSnapshot().context;
      expect(photo).toEqual({ url: GOOD.url, name: GOOD.name });
      expect(photoError).toBe(problem);
      expect(released).toEqual([null, "blob:bad"]);
      expect(resumeMessages.photo[problem]).toMatch(/\w{3,}/);
    },
  })),
  {
    area: "file upload: resume photo",
    input: "exactly 5 MB, then a good photo after a refused one",
    expected: "accepted at the limit; a good file clears the message and replaces the photo",
    check: () => {
      expect(photoProblem({ type: "image/jpeg", size: MAX_PHOTO_BYTES })).toBeNull();
      const actor = createActor(resumeBuilderMachine).start();
      actor.send({ type: "draft.none" });
      actor.send({ type: "photo.select", photo: { ...GOOD, type: "text/plain", url: "blob:txt" } });
      expect(actor.getSnapshot().context.photo).toBeNull();
      actor.send({ type: "photo.select", photo: { ...GOOD, size: MAX_PHOTO_BYTES } });
      expect(actor.getSnapshot().context.photoError).toBeNull();
      expect(actor.getSnapshot().context.photo?.url).toBe(GOOD.url);
    },
  },
];

/** Rapid clicks, as the machine sees them (the browser side: tests/e2e/badInput.spec.ts). */
const clickEntries: BadInput[] = [
  {
    area: "rapid clicks: resume Complete Profile",
    input: "three clicks on Complete Profile",
    expected: "one 'Resume Complete!' toast and one redirect",
    check: () => {
      const { machine, counts } = counting(resumeBuilderMachine, ["showCompletedToast", "navigateToJobs"]);
      const actor = createActor(machine).start();
      actor.send({ type: "draft.none" });
      for (let i = 0; i < 4; i++) actor.send({ type: "step.next" });
      expect(actor.getSnapshot().matches({ editing: { step: "review" } })).toBe(true);
      for (let i = 0; i < 3; i++) actor.send({ type: "profile.complete" });
      expect(counts.showCompletedToast).toBe(1);
      expect(actor.getSnapshot().matches("completing")).toBe(true);
      actor.stop();
    },
  },
];

/** Bad input for this flow: one of the catalogue's sources (tests/robustness/catalogue.ts). */
export const robustnessEntries: BadInput[] = [...resumeEntries, ...uploadEntries, ...clickEntries];
