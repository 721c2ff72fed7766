import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SPECIALTIES, TEMPLATES } from "../../../src/content/resume";
import {
  MAX_ENTRIES,
  MAX_ITEM_LENGTH,
  MAX_ITEMS,
  MAX_TEXT_LENGTH,
  normalizeItem,
  type ResumeProfile,
} from "../../../src/domain/resume";
import {
  decodeShareFragment,
  encodeShareFragment,
  type SharedResume,
  shareLink,
} from "../../../src/domain/resumeShare";

const anyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: "grapheme", maxLength }),
    fc.string({ unit: "binary", maxLength }),
    fc.constantFrom("", "Zoë Ångström 工程师 🤖", "مرحبا بالعالم", "<script>alert(1)</script>", "  spaced  "),
  );
const month = fc.oneof(
  fc.constant(""),
  fc
    .tuple(fc.integer({ min: 1950, max: 2099 }), fc.integer({ min: 1, max: 12 }))
    .map(([year, m]) => `${year}-${String(m).padStart(2, "0")}`),
);
const itemList = fc.uniqueArray(
  anyText(MAX_ITEM_LENGTH).filter((item) => normalizeItem(item).length > 0),
  { maxLength: MAX_ITEMS, selector: (item) => normalizeItem(item).toLowerCase() },
);
const profile: fc.Arbitrary<ResumeProfile> = fc.record({
  personalInfo: fc.record({
    fullName: anyText(200),
    email: anyText(200),
    phone: anyText(200),
    location: anyText(200),
  }),
  specialty: fc.constantFrom("", ...SPECIALTIES.map((option) => option.value)),
  experience: fc
    .array(
      fc.record({
        company: anyText(120),
        title: anyText(120),
        location: anyText(120),
        startDate: month,
        endDate: month,
        description: fc.oneof(
          anyText(400),
          fc.string({ minLength: MAX_TEXT_LENGTH, maxLength: MAX_TEXT_LENGTH }),
        ),
      }),
      { maxLength: MAX_ENTRIES },
    )
    .map((entries) => entries.map((entry, index) => ({ id: index + 1, ...entry }))),
  skills: itemList,
  certifications: itemList,
});
const resume: fc.Arbitrary<SharedResume> = fc.record({
  template: fc.constantFrom(...TEMPLATES.map((option) => option.value)),
  profile,
});

describe("share links", () => {
  it("round-trip any profile: unicode, right-to-left, HTML, long text, every list size", async () => {
    await fc.assert(
      fc.asyncProperty(resume, async (value) => {
        const fragment = await encodeShareFragment(value);
        expect(fragment).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
        expect(await decodeShareFragment(`#${fragment}`)).toEqual({ ok: true, resume: value });
      }),
      { numRuns: 150 },
    );
  });

  it("are compact: a typical profile fits a QR code", async () => {
    const link = await shareLink("https://example.com", {
      template: "modern",
      profile: {
        personalInfo: {
          fullName: "Jane Doe",
          email: "jane@example.com",
          phone: "+1 313 555 0147",
          location: "Detroit, MI",
        },
        specialty: "fanuc",
        experience: [1, 2, 3].map((id) => ({
          id,
          company: `Plant ${id} Robotics`,
          title: "Robot Programmer",
          location: "Detroit, MI",
          startDate: "2019-03",
          endDate: "",
          description: "Commissioned Fanuc cells for body-in-white welding and cut cycle time by 12 %.",
        })),
        skills: ["Fanuc", "PLC Programming", "Vision Systems", "Safety Systems"],
        certifications: ["OSHA 10-Hour"],
      },
    });
    expect(link.startsWith("https://example.com/resume#v1.")).toBe(true);
    expect(link.length).toBeLessThan(1200);
  });

  it("leave the photo out: a shared resume has no place for one", async () => {
    const fragment = await encodeShareFragment({
      template: "classic",
      profile: {
        personalInfo: { fullName: "A", email: "", phone: "", location: "" },
        specialty: "",
        experience: [],
        skills: [],
        certifications: [],
      },
    });
    const decoded = await decodeShareFragment(fragment);
    expect(JSON.stringify(decoded)).not.toMatch(/photo|blob:/);
  });
});

describe("opening a damaged or foreign link", () => {
  const cases: Array<[string, string, "empty" | "newer" | "damaged"]> = [
    ["no fragment", "", "empty"],
    ["only the hash", "#", "empty"],
    ["no version", "#hello", "damaged"],
    ["a newer version", "#v2.AAAA", "newer"],
    ["an older, unknown version", "#v0.AAAA", "damaged"],
    ["not base64url", "#v1.<script>alert(1)</script>", "damaged"],
    ["an impossible base64 length", "#v1.A", "damaged"],
    ["not deflate", "#v1.SGVsbG8gd29ybGQ", "damaged"],
    ["empty payload", "#v1.", "damaged"],
    ["too long to be real", `#v1.${"A".repeat(2_000_001)}`, "damaged"],
  ];
  for (const [name, fragment, problem] of cases) {
    it(`rejects ${name}`, async () => {
      expect(await decodeShareFragment(fragment)).toEqual({ ok: false, problem });
    });
  }

  async function packed(json: string): Promise<string> {
    const stream = new Blob([new TextEncoder().encode(json)])
      .stream()
      .pipeThrough(new CompressionStream("deflate-raw"));
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    return `v1.${Buffer.from(bytes).toString("base64url")}`;
  }

  const shapes: Array<[string, string]> = [
    ["JSON that is not an array", '{"template":"modern"}'],
    ["an unknown template", '["poster","A","","","","",[],[],[]]'],
    ["a number where text belongs", '["modern",42,"","","","",[],[],[]]'],
    ["an unknown specialty", '["modern","A","","","","kuka",[],[],[]]'],
    ["a short experience row", '["modern","A","","","","",[["Acme"]],[],[]]'],
    ["duplicate skills", '["modern","A","","","","",[],["PLC","plc"],[]]'],
    ["an over-long skill", `["modern","A","","","","",[],["${"x".repeat(81)}"],[]]`],
    [
      "too many roles",
      `["modern","A","","","","",[${Array(21).fill('["a","b","","","",""]').join(",")}],[],[]]`,
    ],
    ["text that is not JSON", "not json at all"],
    ["a prototype key", '{"__proto__":{"template":"modern"}}'],
  ];
  for (const [name, json] of shapes) {
    it(`rejects ${name}`, async () => {
      expect(await decodeShareFragment(await packed(json))).toEqual({ ok: false, problem: "damaged" });
    });
  }

  it("stops inflating a small link that would expand past the limit", async () => {
    const bomb = await packed(`["modern","${"A".repeat(5_000_000)}","","","","",[],[],[]]`);
    expect(bomb.length).toBeLessThan(20_000);
    expect(await decodeShareFragment(bomb)).toEqual({ ok: false, problem: "damaged" });
  });

  it("never throws on random fragments", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (text) => {
        const result = await decodeShareFragment(text);
        expect(result.ok === false || typeof result.resume.template === "string").toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
