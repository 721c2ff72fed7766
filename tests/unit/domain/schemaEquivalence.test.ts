import { deflateRawSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RESUME_STEPS } from "../../../src/content/resume";
import {
  CALCULATOR_LIMITS,
  DEFAULT_INPUTS,
  LOCATIONS,
  PROJECT_TYPES,
} from "../../../src/domain/calculatorRates";
import * as calculatorSearch from "../../../src/domain/calculatorSearch";
import * as contractorSearch from "../../../src/domain/contractorSearch";
import * as jobSearch from "../../../src/domain/jobSearch";
import * as signup from "../../../src/domain/jobSeekerSignup";
import * as projectWizard from "../../../src/domain/projectWizard";
import * as resume from "../../../src/domain/resume";
import * as resumeShare from "../../../src/domain/resumeShare";
import * as savedJobs from "../../../src/domain/savedJobs";
import * as resumeDraft from "../../../src/views/resume/resumeDraft";
import * as legacy from "./fixtures/legacyParsers";

/**
 * Issue 19: the parsers of URL search params and stored values became schemas (src/domain/schema.ts)
 * with the same limits, fallbacks and results. Each one is run beside its hand-written predecessor
 * (tests/unit/domain/fixtures/legacyParsers.ts) on thousands of random and hostile inputs, and the two
 * answers must be deep-equal, explicit undefined keys and -0 included.
 */

const RUNS = 3000;

const knownWords = [
  ...jobSearch.JOB_TYPE_KEYS,
  ...jobSearch.SKILL_FILTER_KEYS,
  ...jobSearch.DURATION_KEYS,
  ...jobSearch.EXPERIENCE_KEYS,
  ...jobSearch.TRAVEL_KEYS,
  ...jobSearch.CLEARANCE_KEYS,
  ...contractorSearch.SKILL_KEYS,
  ...contractorSearch.AVAILABILITY_KEYS,
  ...contractorSearch.SORT_KEYS,
  ...PROJECT_TYPES.flatMap((type) => [type.id, type.name]),
  ...LOCATIONS.flatMap((location) => [location.id, location.name]),
  "any",
  "true",
  "false",
  "1",
  "0",
  "yes",
];

const casing = (word: string) =>
  fc.constantFrom(word, word.toUpperCase(), ` ${word} `, `${word}\n`, `-${word}-`, word.replace(/-/g, " "));
const knownWord = fc.constantFrom(...knownWords).chain(casing);
const numericText = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }).map(String),
  fc.double({ noNaN: false }).map(String),
  fc.constantFrom(
    " 85 ",
    "+5",
    ".5",
    "5.",
    "-0",
    "1e3",
    "0x10",
    "Infinity",
    "NaN",
    "12abc",
    "",
    " ",
    "9".repeat(400),
  ),
);
const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "<script>alert(1)</script>",
    "\u202Eevil",
    "🤖".repeat(60),
    "a\u0000b\u0007c\td\r\ne",
    "x".repeat(10_000),
    "[".repeat(600),
    "__proto__",
    "constructor",
  ),
);
const commaList = fc
  .tuple(
    fc.array(fc.oneof(knownWord, fc.string({ maxLength: 6 })), { maxLength: 8 }),
    fc.constantFrom(",", ", ", " ,"),
  )
  .map(([items, comma]) => items.join(comma));
const number = fc.oneof(
  fc.integer({ min: -500, max: 500 }),
  fc.double(),
  fc.constantFrom(
    0,
    -0,
    1,
    5,
    50,
    150,
    200,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    1e300,
  ),
);
const scalar: fc.Arbitrary<unknown> = fc.oneof(
  knownWord,
  numericText,
  hostileText,
  commaList,
  number,
  fc.boolean(),
  fc.constantFrom(null, undefined),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: scalar },
  { weight: 2, arbitrary: fc.array(scalar, { maxLength: 6 }) },
  { weight: 1, arbitrary: fc.array(fc.array(scalar, { maxLength: 3 }), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 2000 }, (_, i) => (i % 2 ? "contract" : 7))) },
  // Right at the read limits: 400 characters of text, 500 of a list, 64 of a choice or a number,
  // 100 of a job rate, 32 and 64 of the calculator's; a word that ends just before, on or after one.
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.constantFrom(32, 64, 100, 400, 500),
        fc.integer({ min: -2, max: 2 }),
        fc.constantFrom(" ", ",", "x", "9", "\u0000"),
        fc.constantFrom("contract", "abb", "senior", "nearest", "now", "texas", "75", "true"),
      )
      .map(([limit, by, pad, word]) => pad.repeat(Math.max(0, limit + by - word.length)) + word),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(32, 64, 100), fc.integer({ min: -1, max: 1 }), fc.constantFrom(" ", "0", "9"))
      .map(([limit, by, pad]) => `${pad.repeat(limit + by - 2)}75`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(400, 500),
        fc.integer({ min: -2, max: 2 }),
        fc.constantFrom("", "a", 1),
        fc.constantFrom("contract", "abb", "senior", "yes", "required"),
      )
      .map(([limit, by, pad, word]) => [...new Array(Math.max(0, limit + by)).fill(pad), word]),
  },
);

const protoKeys = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty"];

/** A search object or stored value: some of `keys` (and prototype keys) with hostile values. */
function record(keys: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .array(fc.tuple(fc.constantFrom(...keys, ...protoKeys, "junk"), value), { maxLength: keys.length + 3 })
    .map((entries) => {
      // JSON.parse, as the router and storage do: `__proto__` becomes an own key, not the prototype.
      const text = `{${entries
        .filter(([, v]) => v !== undefined && !(typeof v === "number" && !Number.isFinite(v)))
        .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? "null"}`)
        .join(",")}}`;
      const parsed = JSON.parse(text) as Record<string, unknown>;
      // Values JSON cannot carry (NaN, Infinity, -0, undefined) set directly, on ordinary keys.
      for (const [k, v] of entries) if (!protoKeys.includes(k)) parsed[k] = v;
      return parsed;
    });
}

/** Anything at all, for parsers that take `unknown`: records, lists, scalars. */
const anything = (keys: readonly string[]) =>
  fc.oneof({ weight: 4, arbitrary: record(keys) }, { weight: 1, arbitrary: value });

/** Deep-equal, and objects keep their keys in the same order (the order of a URL's params). */
function same<T>(actual: T, expected: T) {
  expect(actual).toStrictEqual(expected);
  if (actual && typeof actual === "object")
    expect(Object.keys(actual)).toEqual(Object.keys(expected as object));
}

/** Stored values are JSON: `__proto__` and the like are own keys, never the prototype. */
function withKey(target: Record<string, unknown>, key: string, v: unknown) {
  Object.defineProperty(target, key, { value: v, enumerable: true, writable: true, configurable: true });
}

/**
 * A stored object close to a usable one: from `base`, up to three keys (its own, prototype keys or
 * junk) given a hostile value or removed; sometimes as it is (`keep` times in `keep` + 1: high for
 * parts nested in a larger value, so that the whole is still often usable).
 */
function nearly(base: fc.Arbitrary<Record<string, unknown>>, keys: readonly string[], keep = 0) {
  const change = fc.tuple(fc.constantFrom(...keys, ...protoKeys, "junk"), value, fc.boolean());
  const changed = fc.tuple(base, fc.array(change, { maxLength: 3 })).map(([object, changes]) => {
    const out = { ...object };
    for (const [key, v, drop] of changes) {
      if (drop) delete out[key];
      else withKey(out, key, v);
    }
    return out;
  });
  return keep ? fc.oneof({ weight: keep, arbitrary: base }, { weight: 1, arbitrary: changed }) : changed;
}

/** Text of `limit` characters, one fewer or one more: each limit is held to the character. */
const around = (limit: number, fill = "x") =>
  fc.integer({ min: -1, max: 1 }).map((by) => fill.repeat(Math.max(0, limit + by)));

/** Mostly `usual` (`weight` times in `weight` + 1), sometimes `rare` (a value at a limit, a hostile one). */
const mostly = <T>(usual: fc.Arbitrary<T>, rare: fc.Arbitrary<T>, weight = 6) =>
  fc.oneof({ weight, arbitrary: usual }, { weight: 1, arbitrary: rare });

/**
 * A stored list: mostly distinct words (`limit` of them at most, often right at it, sometimes one
 * more), sometimes any items at all, repeats, blanks and hostile values included.
 */
const storedList = (words: readonly string[], itemLimit: number, limit: number) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.uniqueArray(fc.constantFrom(...words), {
        maxLength: limit + 1,
        selector: (word) => word.trim().replace(/\s+/g, " ").toLowerCase(),
      }),
    },
    // One fewer than the limit, the limit, one more (`words` are distinct and at least limit + 1).
    { weight: 2, arbitrary: fc.shuffledSubarray([...words], { minLength: limit - 1, maxLength: limit + 1 }) },
    { weight: 1, arbitrary: fc.array(listItem(words, itemLimit), { maxLength: limit + 2 }) },
  );

/** A list item that repeats another in case or spacing, is blank, or a hostile value. */
const listItem = (words: readonly string[], limit: number) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...words) },
    {
      weight: 3,
      arbitrary: fc
        .constantFrom(...words)
        .chain((word) =>
          fc.constantFrom(word.toUpperCase(), word.toLowerCase(), ` ${word}  `, word.replace(/ /g, "   ")),
        ),
    },
    { weight: 1, arbitrary: fc.constantFrom("", "   ", "\t\n") },
    { weight: 1, arbitrary: around(limit) },
    { weight: 1, arbitrary: around(limit, "🤖") },
    { weight: 1, arbitrary: scalar },
  );

/**
 * Runs a stored-value reader's old and new versions on `inputs`, and checks the inputs reach both
 * answers often: a usable value (not null) and a refusal (null).
 */
function compare<T>(inputs: fc.Arbitrary<T>, now: (input: T) => unknown, before: (input: T) => unknown) {
  let usable = 0;
  fc.assert(
    fc.property(inputs, (input) => {
      const expected = before(input);
      same(now(input), expected);
      if (expected !== null) usable += 1;
    }),
    { numRuns: RUNS },
  );
  expect(usable).toBeGreaterThan(RUNS / 10);
  expect(usable).toBeLessThan(RUNS * 0.9);
}

// A resume profile as the builder stores it and a share link carries it, close to usable or not.
const profileText = (limit: number) =>
  mostly(fc.string({ maxLength: 12 }), fc.oneof(around(limit), around(limit, "🤖"), scalar), 40);
const personalInfo = nearly(
  fc.record({
    fullName: profileText(200),
    email: profileText(200),
    phone: profileText(200),
    location: profileText(200),
  }),
  resume.PERSONAL_FIELDS,
  10,
);
const entryId = mostly(
  fc.integer({ min: 1, max: 40 }),
  fc.constantFrom(0, -1, 1.5, 1_000_000, 1_000_001, "3", Number.NaN, Number.POSITIVE_INFINITY, -0),
  20,
);
const entryFields = fc.record({
  company: profileText(resume.MAX_TEXT_LENGTH),
  title: profileText(resume.MAX_TEXT_LENGTH),
  location: profileText(resume.MAX_TEXT_LENGTH),
  startDate: fc.oneof(fc.constantFrom("", "2020-01", "2021-13"), profileText(resume.MAX_TEXT_LENGTH)),
  endDate: fc.oneof(fc.constantFrom("", "2024-06"), profileText(resume.MAX_TEXT_LENGTH)),
  description: profileText(resume.MAX_TEXT_LENGTH),
});
const entry = nearly(
  fc.tuple(entryId, entryFields).map(([id, fields]) => ({ id, ...fields })),
  ["id", ...resume.EXPERIENCE_FIELDS],
  20,
);
const experience = fc.oneof(
  { weight: 4, arbitrary: fc.uniqueArray(entry, { maxLength: 4, selector: (e) => e.id }) },
  { weight: 1, arbitrary: fc.array(fc.oneof(entry, value), { maxLength: 4 }) },
  // One fewer than the limit of entries, the limit, one more.
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: resume.MAX_ENTRIES - 1, max: resume.MAX_ENTRIES + 1 }), entryFields)
      .map(([n, fields]) => Array.from({ length: n }, (_, i) => ({ id: n - i, ...fields }))),
  },
);
const itemWords = [
  ...["PLC Programming", "Ladder Logic", "Machine Vision", "SCADA", "HMI  Design", " Robot Cells "],
  ...Array.from({ length: resume.MAX_ITEMS }, (_, i) => `Skill ${i}`),
  "x".repeat(resume.MAX_ITEM_LENGTH),
];
const profileList = storedList(itemWords, resume.MAX_ITEM_LENGTH, resume.MAX_ITEMS);
const PROFILE_KEYS = ["personalInfo", "specialty", "experience", "skills", "certifications"];
const profile = nearly(
  fc.record({
    personalInfo,
    specialty: mostly(fc.constantFrom("", ...resume.SPECIALTY_KEYS), fc.constantFrom("Fanuc", " abb", "x")),
    experience,
    skills: profileList,
    certifications: profileList,
  }),
  PROFILE_KEYS,
  3,
);

const JOB_KEYS = jobSearch.JOB_SEARCH_KEYS;
const CONTRACTOR_KEYS = [
  "skill",
  "radius",
  "rateMin",
  "rateMax",
  "availability",
  "sort",
  "certified",
  "shown",
];
const CALCULATOR_KEYS = calculatorSearch.CALCULATOR_SEARCH_KEYS;
const INPUT_KEYS = ["projectType", "weeks", "hoursPerWeek", "teamSize", "location"];

describe("schemas give what the hand-written parsers gave", () => {
  it("/find-jobs: filtersFromSearch and validateJobSearch", () => {
    fc.assert(
      fc.property(record(JOB_KEYS), (search) => {
        same(jobSearch.filtersFromSearch(search), legacy.filtersFromSearch(search));
        same(jobSearch.validateJobSearch(search), legacy.validateJobSearch(search));
      }),
      { numRuns: RUNS },
    );
  });

  it("/find-jobs: searchFromFilters of any filters the page can hold", () => {
    fc.assert(
      fc.property(record(JOB_KEYS), (search) => {
        const filters = legacy.filtersFromSearch(search);
        same(jobSearch.searchFromFilters(filters), legacy.searchFromFilters(filters));
      }),
      { numRuns: RUNS },
    );
  });

  it("/search-contractors: validateContractorSearch and normalizeFilters", () => {
    fc.assert(
      fc.property(record(CONTRACTOR_KEYS), anything(CONTRACTOR_KEYS), (search, stored) => {
        same(contractorSearch.validateContractorSearch(search), legacy.validateContractorSearch(search));
        same(contractorSearch.normalizeFilters(stored), legacy.normalizeFilters(stored));
        same(contractorSearch.normalizeFilters(search), legacy.normalizeFilters(search));
      }),
      { numRuns: RUNS },
    );
  });

  it("/search-contractors: validateStoredFilters, near-valid stored filters included", () => {
    const nearValid = fc
      .tuple(record(CONTRACTOR_KEYS), fc.constantFrom(...CONTRACTOR_KEYS, "none"), value)
      .map(([search, key, v]) => {
        const filters: Record<string, unknown> = { ...legacy.normalizeFilters(search) };
        if (key !== "none") filters[key] = v;
        return filters;
      });
    fc.assert(
      fc.property(fc.oneof(nearValid, anything(CONTRACTOR_KEYS)), (stored) => {
        same(contractorSearch.validateStoredFilters(stored), legacy.validateStoredFilters(stored));
      }),
      { numRuns: RUNS },
    );
  });

  it("/: inputsFromSearch, validateCalculatorSearch and sanitizeInputs", () => {
    const current = fc.record({
      projectType: fc.constantFrom(...PROJECT_TYPES.map((type) => type.id)),
      weeks: fc.integer(CALCULATOR_LIMITS.weeks),
      hoursPerWeek: fc.integer(CALCULATOR_LIMITS.hoursPerWeek),
      teamSize: fc.integer(CALCULATOR_LIMITS.teamSize),
      location: fc.constantFrom(...LOCATIONS.map((location) => location.id)),
    });
    fc.assert(
      fc.property(record(CALCULATOR_KEYS), anything(INPUT_KEYS), current, (search, change, inputs) => {
        same(calculatorSearch.inputsFromSearch(search), legacy.inputsFromSearch(search));
        same(calculatorSearch.validateCalculatorSearch(search), legacy.validateCalculatorSearch(search));
        same(calculatorSearch.sanitizeInputs(change, inputs), legacy.sanitizeInputs(change, inputs));
        same(
          calculatorSearch.sanitizeInputs(change, DEFAULT_INPUTS),
          legacy.sanitizeInputs(change, DEFAULT_INPUTS),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it("saved jobs: validateSavedJobIds and validateJobAlert", () => {
    const ids = ["a", "b", "c", "constructor", "__proto__"];
    const idList = fc.array(fc.oneof(fc.constantFrom(...ids, "x"), scalar), { maxLength: 60 });
    const alert = fc.oneof(
      fc.record({
        email: fc.oneof(
          fc.constantFrom("ops@plant.com", " ops@plant.com ", "bad", `${"a".repeat(300)}@x.com`, ""),
          fc.emailAddress(),
          scalar,
        ),
        frequency: fc.oneof(fc.constantFrom("daily", "weekly", "Daily", "hourly"), scalar),
      }),
      anything(["email", "frequency"]),
    );
    fc.assert(
      fc.property(fc.oneof(idList, anything(ids)), fc.subarray(ids), alert, (stored, known, data) => {
        same(savedJobs.validateSavedJobIds(stored, known), legacy.validateSavedJobIds(stored, known));
        same(savedJobs.validateJobAlert(data), legacy.validateJobAlert(data));
      }),
      { numRuns: RUNS },
    );
  });

  it("Post a Project: validateStoredDraft", () => {
    const L = projectWizard.FIELD_LIMITS;
    const option = (options: readonly string[]) =>
      mostly(fc.constantFrom("", ...options), fc.constantFrom("Other", "robot programming", " "));
    const skillWords = [
      ...["PLC", "Fanuc Robots", "Siemens S7", "a", "HMI Design", "Vision", "SCADA", "Ladder Logic"],
      ...["Profinet", "EtherNet/IP", "Safety PLC", "Servo Tuning", "ABB", " x ", "x".repeat(40)],
    ];
    const draft = fc.record({
      title: mostly(fc.string({ maxLength: 20 }), around(L.title)),
      projectType: option(projectWizard.PROJECT_TYPES),
      industry: option(projectWizard.PROJECT_INDUSTRIES),
      location: mostly(fc.string({ maxLength: 20 }), around(L.location)),
      description: mostly(fc.string({ maxLength: 40 }), around(L.description)),
      skills: storedList(skillWords, projectWizard.LIMITS.skill, projectWizard.LIMITS.skills),
      workType: option(projectWizard.PROJECT_WORK_TYPES),
      budgetMin: mostly(fc.constantFrom("", "5000", "12.5"), around(L.budgetMin, "9")),
      budgetMax: mostly(fc.constantFrom("", "9000", "-1"), around(L.budgetMax, "9")),
      startDate: mostly(fc.constantFrom("", "2026-05-01", "275760-09-13"), around(L.startDate, "1")),
      duration: option(projectWizard.PROJECT_DURATIONS),
    });
    const keys = [...Object.keys(projectWizard.emptyDraft)];
    compare(
      fc.oneof(draft, nearly(draft, keys), anything(keys)),
      projectWizard.validateStoredDraft,
      legacy.validateStoredDraft,
    );
  });

  it("job seeker registration: validateSignupDraft", () => {
    const max = signup.SIGNUP_RULES.maxTextLength;
    const words = [
      ...signup.presetSkills,
      ...["abb robotics", "  KUKA   robotics ", "PLC", "plc", "Vision", "a", " ", "Ladder Logic"],
      ...["x".repeat(signup.SIGNUP_RULES.maxSkillLength), `${"y".repeat(59)}🤖`, "HMI  Development"],
    ];
    const jobTypeWords = [...jobSearch.JOB_TYPE_KEYS, "Contract", "other"];
    const text = mostly(fc.string({ maxLength: 20 }), fc.oneof(around(max), around(max, "🤖"), hostileText));
    const draft = fc.record({
      fullName: text,
      email: text,
      phone: text,
      location: text,
      skills: mostly(
        fc.array(fc.constantFrom(...words), { maxLength: 14 }),
        fc.oneof(
          fc.array(listItem(words, signup.SIGNUP_RULES.maxSkillLength), { maxLength: 20 }),
          // The read stops at 64 items: a skill just before, on or after it.
          fc.integer({ min: 62, max: 66 }).map((n) => [...new Array(n).fill(7), "Machine Vision"]),
        ),
      ),
      jobTypes: mostly(
        fc.array(fc.constantFrom(...jobTypeWords), { maxLength: 6 }),
        fc.array(fc.oneof(fc.constantFrom(...jobTypeWords), scalar), { maxLength: 8 }),
      ),
      experienceLevel: mostly(fc.constantFrom("", ...signup.SIGNUP_EXPERIENCE_LEVELS), scalar),
      availability: mostly(fc.constantFrom("", ...signup.SIGNUP_AVAILABILITY), scalar),
    });
    const keys = Object.keys(signup.EMPTY_SIGNUP_FORM);
    compare(
      fc.oneof(draft, nearly(draft, keys), anything(keys)),
      signup.validateSignupDraft,
      legacy.validateSignupDraft,
    );
  });

  it("resume builder: parseProfile", () => {
    compare(fc.oneof(profile, anything(PROFILE_KEYS)), resume.parseProfile, legacy.parseProfile);
  });

  it("resume builder: parseStoredSnapshot (the draft stored as a snapshot on a step)", () => {
    const steps = RESUME_STEPS.map((step) => step.id);
    const draftText = mostly(fc.string({ maxLength: 12 }), around(resume.MAX_ITEM_DRAFT_LENGTH), 10);
    const snapshot = profile.chain((stored) => {
      const experience: unknown[] = Array.isArray(stored.experience) ? stored.experience : [];
      const known = experience.map((entry) => (entry as { id?: unknown } | null)?.id);
      const ids = mostly(
        known.length ? fc.array(fc.constantFrom(...known), { maxLength: 4 }) : fc.constant<unknown[]>([]),
        fc.array(fc.oneof(fc.constantFrom(...known, 0, 99, "1", -0), scalar), { maxLength: 4 }),
        8,
      );
      const context = fc.record({
        profile: fc.constant(stored),
        editingIds: ids,
        flaggedIds: ids,
        photo: fc.constantFrom(null, "blob:x"),
        skillDraft: draftText,
        certificationDraft: draftText,
        skillError: fc.constantFrom(null, "empty"),
        showPersonalErrors: mostly(fc.boolean(), scalar, 10),
        blockedStep: fc.oneof(fc.constantFrom(null, "personalInfo", "experience", "skills"), scalar),
        template: mostly(fc.constantFrom(...resume.TEMPLATE_IDS), fc.constantFrom("Modern", "x", ""), 10),
        storage: fc.constantFrom("kept", "failed"),
      });
      const CONTEXT_KEYS = ["profile", "editingIds", "flaggedIds", "skillDraft", "certificationDraft"];
      return nearly(
        fc.record({
          status: mostly(fc.constant("active"), fc.constantFrom("done", "error", "Active"), 10),
          value: mostly(
            fc.constantFrom(...steps).map((editing) => ({ editing })),
            fc.oneof(
              fc.constantFrom(...steps).map((editing) => ({ editing, extra: 1 })),
              fc.constantFrom(...steps).map((editing) => ({ preview: editing })),
              fc.constantFrom("x", "Preview", "toString").map((editing) => ({ editing })),
              value,
            ),
            10,
          ),
          historyValue: fc.constant({}),
          context: nearly(context, [...CONTEXT_KEYS, "template", "showPersonalErrors", "blockedStep"], 10),
          children: fc.constant({}),
        }),
        ["status", "value", "context"],
        3,
      );
    });
    compare(
      fc.oneof(
        { weight: 6, arbitrary: snapshot },
        { weight: 1, arbitrary: anything(["status", "value", "context"]) },
      ),
      resumeDraft.parseStoredSnapshot,
      legacy.parseStoredSnapshot,
    );
  });

  it("share links: decodeShareFragment (its reasons and limits) and parseSharedResume", async () => {
    const t = (limit: number) => profileText(limit);
    const row = mostly(
      fc.tuple(...Array.from({ length: 6 }, () => t(resume.MAX_TEXT_LENGTH))),
      fc.oneof(fc.array(t(resume.MAX_TEXT_LENGTH), { minLength: 5, maxLength: 7 }), value),
      20,
    );
    const rows = fc.oneof(
      { weight: 6, arbitrary: fc.array(row, { maxLength: 3 }) },
      // One fewer than the limit of rows, the limit, one more.
      {
        weight: 1,
        arbitrary: fc
          .integer({ min: resume.MAX_ENTRIES - 1, max: resume.MAX_ENTRIES + 1 })
          .chain((n) => fc.array(row, { minLength: n, maxLength: n })),
      },
      { weight: 1, arbitrary: value },
    );
    const compact = fc.tuple(
      mostly(fc.constantFrom(...resume.TEMPLATE_IDS), fc.constantFrom("Modern", "", "x"), 20),
      t(200),
      t(200),
      t(200),
      t(200),
      mostly(fc.constantFrom("", ...resume.SPECIALTY_KEYS), fc.constantFrom("Fanuc", "x"), 20),
      rows,
      profileList,
      profileList,
    );
    const payload: fc.Arbitrary<unknown> = mostly(
      compact,
      fc.oneof(
        compact.map((items) => items.slice(0, 8)),
        compact.map((items) => [...items, ""]),
        fc.tuple(compact, fc.nat(8), value).map(([items, at, v]) => items.with(at, v)),
        value,
        record(["template", "profile"]),
      ),
      3,
    );
    const encode = (data: unknown) =>
      `v${resumeShare.SHARE_VERSION}.${deflateRawSync(JSON.stringify(data) ?? "null").toString("base64url")}`;
    const fragment = fc.oneof(
      { weight: 8, arbitrary: payload.map(encode) },
      { weight: 1, arbitrary: payload.map((data) => `#${encode(data)}`) },
      // Cut short, one character changed.
      {
        weight: 1,
        arbitrary: fc.tuple(payload.map(encode), fc.nat()).map(([f, at]) => f.slice(0, at % f.length)),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(payload.map(encode), fc.nat(), fc.constantFrom("A", "_", "-", "!", "="))
          .map(([f, at, c]) => f.slice(0, at % f.length) + c + f.slice((at % f.length) + 1)),
      },
      {
        weight: 1,
        arbitrary: fc.oneof(
          fc.constantFrom(
            "",
            "#",
            "v1.",
            "#v1.",
            "v1.A",
            "v1.AA",
            "v2.AAAA",
            "v0.AAAA",
            "v01.AAAA",
            "v999999.x",
          ),
          fc.constantFrom("v1234567.x", "V1.AAAA", "v1.AAAA=", "vx.AAAA", "<script>", "v1.".padEnd(40, "A")),
          hostileText,
          fc.string().map((text) => `v1.${text}`),
        ),
      },
    );
    let opened = 0;
    await fc.assert(
      fc.asyncProperty(fragment, async (text) => {
        const expected = await legacy.decodeShareFragment(text);
        same(await resumeShare.decodeShareFragment(text), expected);
        if (expected.ok) opened += 1;
      }),
      { numRuns: RUNS },
    );
    expect(opened).toBeGreaterThan(RUNS / 10);
    expect(opened).toBeLessThan(RUNS * 0.9);

    const shared = fc.oneof(
      fc.record({ template: fc.constantFrom(...resume.TEMPLATE_IDS), profile }),
      nearly(fc.record({ template: fc.constantFrom(...resume.TEMPLATE_IDS), profile }), [
        "template",
        "profile",
      ]),
      anything(["template", "profile"]),
    );
    compare(shared, resumeShare.parseSharedResume, legacy.parseSharedResume);
  }, 60_000);
});
