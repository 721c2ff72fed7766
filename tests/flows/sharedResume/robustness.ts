import { expect } from "vitest";
import { decodeShareFragment, encodeShareFragment, type SharedResume } from "../../../src/domain/resumeShare";
import type { BadInput } from "../../robustness/catalogue";

/** Fragments of /resume links as a visitor might paste, truncate or forge them. */
const sample: SharedResume = {
  template: "modern",
  profile: {
    personalInfo: { fullName: "Jane Doe", email: "", phone: "", location: "" },
    specialty: "",
    experience: [],
    skills: ["PLC Programming"],
    certifications: [],
  },
};

const refused: Array<[string, () => Promise<string>, "empty" | "newer" | "damaged"]> = [
  ["an empty fragment", async () => "#", "empty"],
  ["HTML instead of a payload", async () => "#v1.<script>alert(1)</script>", "damaged"],
  ["a link cut short", async () => (await encodeShareFragment(sample)).slice(0, 20), "damaged"],
  [
    "one character changed",
    async () => {
      const good = await encodeShareFragment(sample);
      const at = Math.floor(good.length / 2);
      return good.slice(0, at) + (good[at] === "A" ? "B" : "A") + good.slice(at + 1);
    },
    "damaged",
  ],
  ["a version from the future", async () => "#v99.AAAA", "newer"],
  ["a 3 MB fragment", async () => `#v1.${"A".repeat(3_000_000)}`, "damaged"],
];

export const robustnessEntries: BadInput[] = refused.map(([input, fragment, problem]) => ({
  area: "shared resume link",
  input,
  expected: `refused as ${problem}, with its message; nothing rendered from it`,
  check: async () => {
    const result = await decodeShareFragment(await fragment());
    // A changed character can, rarely, still inflate to valid JSON of the right shape: then it
    // must at least be a resume that passed every check, never a crash.
    if (input === "one character changed" && result.ok) {
      expect(result.resume.template).toBe("modern");
      return;
    }
    expect(result).toEqual({ ok: false, problem });
  },
}));
