import { expect } from "vitest";
import { createActor } from "xstate";
import { type PhotoSelection, resumeBuilderMachine } from "../../../machines/resumeBuilder";
import { resumeMessages } from "../../../src/content/resume";
import { MAX_PHOTO_BYTES, type PhotoProblem, photoProblem } from "../../../src/domain/resume";
import type { BadInput } from "../catalogue";

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

export const uploadEntries: BadInput[] = [
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
