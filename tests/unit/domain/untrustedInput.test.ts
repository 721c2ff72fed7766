import { defaultParseSearch } from "@tanstack/react-router";
import { describe, expect, it, vi } from "vitest";
import { jobs } from "../../../src/content/jobs";
import { sharedResumeCopy } from "../../../src/content/sharedResume";
import { CALCULATOR_LIMITS, DEFAULT_INPUTS } from "../../../src/domain/calculatorRates";
import { sanitizeInputs, validateCalculatorSearch } from "../../../src/domain/calculatorSearch";
import {
  DEFAULT_FILTERS as CONTRACTOR_DEFAULTS,
  MAX_SHOWN,
  validateContractorSearch,
  validateStoredFilters,
} from "../../../src/domain/contractorSearch";
import { JOB_SEARCH_KEYS, SEARCH_TEXT_MAX, validateJobSearch } from "../../../src/domain/jobSearch";
import { EMPTY_SIGNUP_FORM, SIGNUP_RULES, validateSignupDraft } from "../../../src/domain/jobSeekerSignup";
import { emptyDraft, validateStoredDraft } from "../../../src/domain/projectWizard";
import { emptyProfile, MAX_ITEMS, parseProfile } from "../../../src/domain/resume";
import { decodeShareFragment, MAX_FRAGMENT_LENGTH, parseSharedResume } from "../../../src/domain/resumeShare";
import { validateJobAlert, validateSavedJobIds } from "../../../src/domain/savedJobs";
import { persisted } from "../../../src/flows/persisted";
import { isGa4Id } from "../../../src/platform/analytics";
import { MAX_GREETING_NAME, readSession } from "../../../src/platform/session";
import { safeStorage } from "../../../src/platform/storage";
import { parseStoredSnapshot } from "../../../src/views/resume/resumeDraft";

/**
 * Issue 19: every value from outside (URL search params as the router hands them over, stored
 * drafts, share-link payloads, the login cookie) goes through one parser, and each parser holds
 * the same line: whatever arrives, it returns within a bounded time, never throws, and falls back
 * to what its comment documents (defaults for a URL, null for a draft, which its store reports as
 * "discarded", "damaged" for a link), so the visitor sees the same messages as before.
 *
 * "Bounded" is checked without a clock (a timed test fails on a loaded machine, and one did here at
 * load 18). Where a parser reads a list, the list counts the items read (`counted`), which pins the
 * bound exactly; where text is refused for its size or nesting, the check is that JSON.parse is
 * never handed it (an unbounded parser took seconds: a registration draft with 100,000 skills
 * ~2.4 s; a 3 KB share link nesting a million lists ~2 s).
 */
const timed = <T>(run: () => T): T => run();
const timedAsync = <T>(run: () => Promise<T>): Promise<T> => run();

/** A list of `length` copies of `item` (then `tail`) that counts how many of its items are read. */
function counted(length: number, item: unknown, ...tail: unknown[]) {
  const items = [...new Array(length).fill(item), ...tail];
  const read = new Set<number>();
  const list = new Proxy(items, {
    get(target, key, receiver) {
      if (typeof key === "string" && /^\d+$/.test(key)) read.add(Number(key));
      return Reflect.get(target, key, receiver);
    },
  });
  return { list, reads: () => read.size };
}

/** `[[[…value…]]]`, built without recursion, `depth` lists deep. */
function nestedList(depth: number, value: unknown = "contract"): unknown {
  let nested: unknown = value;
  for (let i = 0; i < depth; i += 1) nested = [nested];
  return nested;
}

/** `{a: {a: …}}`, `depth` objects deep. */
function nestedObject(depth: number): unknown {
  let nested: unknown = "x";
  for (let i = 0; i < depth; i += 1) nested = { a: nested };
  return nested;
}

const DEEP = 100_000;
const HUGE = 1_000_000;
const hugeList = (item: unknown) => new Array(HUGE).fill(item);
const protoKeys = () =>
  JSON.parse(
    '{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}',
  ) as Record<string, unknown>;

/** A URL as the router reads it: its own parser (JSON-parsing each value), then the route's validator. */
const routerSearch = (query: string) => defaultParseSearch(query) as Record<string, unknown>;

function expectNoPollution() {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty("polluted");
}

describe("URL search params: /find-jobs (validateJobSearch)", () => {
  const clean = (search: Record<string, unknown>) => timed(() => validateJobSearch(search));
  const present = (search: object) => Object.fromEntries(Object.entries(search).filter(([, v]) => v));

  it("drops a list nested thousands deep, as the router parses it from `?type=[[[…]]]`", () => {
    for (const depth of [3, 7_000, 50_000]) {
      const query = `?type=${"[".repeat(depth)}"contract"${"]".repeat(depth)}&q=fanuc`;
      expect(present(clean(routerSearch(query)))).toEqual({ q: "fanuc" });
    }
    expect(
      present(clean({ type: nestedList(DEEP), q: nestedList(DEEP), skill: nestedObject(DEEP) })),
    ).toEqual({});
  });

  it("keeps an unclosed `[[[…` as text: known values only, so nothing", () => {
    expect(present(clean(routerSearch(`?type=${"[".repeat(10_000)}`)))).toEqual({});
    expect(clean(routerSearch(`?q=${"[".repeat(10_000)}`)).q).toBe("[".repeat(SEARCH_TEXT_MAX));
  });

  it("reads one level of a repeated key, and only as many items as can fit", () => {
    expect(present(clean({ type: ["part-time", ["contract"], { x: 1 }, 7] }))).toEqual({ type: "part-time" });
    const junk = counted(HUGE, "nonsense", "contract");
    expect(present(clean({ type: junk.list }))).toEqual({});
    expect(junk.reads()).toBeLessThanOrEqual(500);
    expect(present(clean({ type: ["contract", ...hugeList("contract")] }))).toEqual({ type: "contract" });
  });

  it("cuts oversized strings to the search text limit and ignores wrong types", () => {
    const search = clean({
      q: "x".repeat(HUGE),
      loc: "🤖".repeat(HUGE),
      rateMin: {},
      rateMax: [[80]],
      remote: [],
    });
    expect(search.q).toHaveLength(SEARCH_TEXT_MAX);
    expect((search.loc ?? "").length).toBeLessThanOrEqual(SEARCH_TEXT_MAX);
    expect(present({ ...search, q: undefined, loc: undefined })).toEqual({});
  });

  it("ignores __proto__ and constructor keys and pollutes nothing", () => {
    const search = clean({ ...protoKeys(), q: "abb" });
    expect(Object.keys(search).sort()).toEqual([...JOB_SEARCH_KEYS].sort());
    expect(present(search)).toEqual({ q: "abb" });
    expectNoPollution();
  });
});

describe("URL search params: /search-contractors (validateContractorSearch)", () => {
  const clean = (search: Record<string, unknown>) => timed(() => validateContractorSearch(search));
  const present = (search: object) => Object.fromEntries(Object.entries(search).filter(([, v]) => v));

  it("falls back to the defaults for deep nesting, huge lists, wrong types and oversized strings", () => {
    const search = clean({
      skill: nestedList(DEEP, "abb"),
      sort: routerSearch(`?s=${"[".repeat(7_000)}"rate"${"]".repeat(7_000)}`).s,
      radius: hugeList(7),
      rateMin: "9".repeat(HUGE),
      rateMax: nestedObject(DEEP),
      availability: { now: true },
      certified: ["yes"],
      shown: "1".repeat(HUGE),
    });
    expect(present(search)).toEqual({ radius: 5 });
  });

  it("takes the first of a repeated key however long the list, and clamps it", () => {
    const sorts = counted(HUGE, "nearest");
    expect(
      present(clean({ sort: ["rate", ...hugeList("nearest")], shown: [1e9], radius: sorts.list })),
    ).toEqual({
      sort: "rate",
      shown: MAX_SHOWN,
    });
    expect(sorts.reads()).toBe(1);
  });

  it("ignores __proto__ and constructor keys and pollutes nothing", () => {
    expect(present(clean(protoKeys()))).toEqual({});
    expectNoPollution();
  });

  it("a stored search that is not one this site wrote is refused (the page shows no saved search)", () => {
    const stored = { ...CONTRACTOR_DEFAULTS };
    expect(timed(() => validateStoredFilters(stored))).toEqual(stored);
    for (const bad of [
      { ...stored, skill: nestedList(DEEP, "abb") },
      { ...stored, radius: hugeList(50) },
      { ...stored, sort: "x".repeat(HUGE) },
      protoKeys(),
      hugeList(stored),
      nestedObject(DEEP),
    ])
      expect(timed(() => validateStoredFilters(bad))).toBeNull();
  });
});

describe("URL search params: / (the calculator)", () => {
  it("falls back to the defaults for deep nesting, huge lists, wrong types and oversized strings", () => {
    const search = timed(() =>
      validateCalculatorSearch({
        type: nestedList(DEEP, "plc-controls"),
        weeks: hugeList(12),
        hours: "5".repeat(HUGE),
        team: nestedObject(DEEP),
        location: "texas".repeat(HUGE / 5),
        ...protoKeys(),
      }),
    );
    // A repeated key counts by its first value: `weeks` is a list of twelves.
    expect(Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined))).toEqual({
      weeks: 12,
    });
    expectNoPollution();
  });

  it("a change from anywhere else keeps the current inputs for what it cannot use", () => {
    const inputs = timed(() =>
      sanitizeInputs(
        { weeks: nestedList(DEEP, 9), hoursPerWeek: 1e300, teamSize: "x".repeat(HUGE) },
        DEFAULT_INPUTS,
      ),
    );
    expect(inputs).toEqual({ ...DEFAULT_INPUTS, hoursPerWeek: CALCULATOR_LIMITS.hoursPerWeek.max });
  });
});

describe("stored drafts", () => {
  const VALID_SIGNUP = { ...EMPTY_SIGNUP_FORM, fullName: "Jordan Rivera", jobTypes: ["contract"] };

  it("registration: a draft with 100,000 skills is read to the limit, not walked to the end", () => {
    const skills = Array.from({ length: 100_000 }, (_, i) => `Skill ${i}`);
    const draft = timed(() => validateSignupDraft({ ...VALID_SIGNUP, skills }));
    expect(draft?.skills).toEqual(skills.slice(0, SIGNUP_RULES.maxSkills));
    // However long the list, no more than eight items per place are looked at.
    const many = counted(100_000, "ABB Robotics", "Fanuc Robotics");
    expect(validateSignupDraft({ ...VALID_SIGNUP, skills: many.list })?.skills).toEqual(["ABB Robotics"]);
    expect(many.reads()).toBeLessThanOrEqual(SIGNUP_RULES.maxSkills * 8);
    // Duplicates and junk in front of the list do not make the reader go on looking either.
    const junk = timed(() =>
      validateSignupDraft({ ...VALID_SIGNUP, skills: [...hugeList("ABB Robotics"), "Fanuc Robotics"] }),
    );
    expect(junk?.skills).toEqual(["ABB Robotics"]);
    const types = timed(() =>
      validateSignupDraft({ ...VALID_SIGNUP, jobTypes: [...hugeList(7), "contract"] }),
    );
    expect(types?.jobTypes).toEqual([]);
  });

  it("registration: wrong types, deep nesting, oversized text and prototype keys", () => {
    for (const bad of [
      { ...VALID_SIGNUP, fullName: ["Jordan"] },
      { ...VALID_SIGNUP, jobTypes: "contract" },
      nestedObject(DEEP),
      hugeList(VALID_SIGNUP),
    ])
      expect(timed(() => validateSignupDraft(bad))).toBeNull();
    const long = timed(() =>
      validateSignupDraft({
        ...VALID_SIGNUP,
        ...protoKeys(),
        fullName: "x".repeat(HUGE),
        skills: nestedList(DEEP),
      }),
    );
    expect(long?.fullName).toHaveLength(SIGNUP_RULES.maxTextLength);
    // A list inside the list is not a skill: it is dropped, like any item that is not text.
    expect(long?.skills).toEqual([]);
    expectNoPollution();
  });

  it("project wizard: anything but exactly the right shape is refused", () => {
    expect(timed(() => validateStoredDraft(emptyDraft))).toEqual(emptyDraft);
    for (const bad of [
      { ...emptyDraft, skills: hugeList("PLC") },
      { ...emptyDraft, skills: nestedList(DEEP) },
      { ...emptyDraft, title: "x".repeat(HUGE) },
      { ...emptyDraft, industry: ["Automotive"] },
      { ...protoKeys(), ...emptyDraft, skills: [{}] },
      nestedObject(DEEP),
    ])
      expect(timed(() => validateStoredDraft(bad))).toBeNull();
    expectNoPollution();
  });

  it("saved jobs and the job alert: known ids once each, however long the list; a real email only", () => {
    const id = jobs[0]?.id ?? "";
    expect(timed(() => validateSavedJobIds([...hugeList(id), nestedList(DEEP)], [id]))).toEqual([id]);
    expect(timed(() => validateSavedJobIds(nestedList(DEEP), [id]))).toEqual([]);
    // Never more ids than jobs are stored, so the reader looks no further than eight times that.
    const allIds = jobs.map((job) => job.id);
    const saved = counted(HUGE, "junk", id);
    expect(timed(() => validateSavedJobIds(saved.list, allIds))).toEqual([]);
    expect(saved.reads()).toBeLessThanOrEqual(allIds.length * 8);
    expect(validateSavedJobIds(["junk", id, "junk", id], allIds)).toEqual([id]);
    for (const bad of [
      { email: `${"a".repeat(HUGE)}@example.com`, frequency: "daily" },
      { email: ["ops@example.com"], frequency: "daily" },
      { email: "ops@example.com", frequency: nestedList(DEEP, "daily") },
      protoKeys(),
    ])
      expect(timed(() => validateJobAlert(bad))).toBeNull();
  });

  it("resume: a profile or builder draft of the wrong shape or size is refused", () => {
    const profile = emptyProfile();
    expect(timed(() => parseProfile(profile))).toEqual(profile);
    for (const bad of [
      { ...profile, skills: hugeList("PLC") },
      { ...profile, skills: new Array(MAX_ITEMS + 1).fill(0).map((_, i) => `Skill ${i}`) },
      { ...profile, experience: hugeList({}) },
      { ...profile, experience: nestedList(DEEP) },
      { ...profile, personalInfo: { ...profile.personalInfo, fullName: "x".repeat(HUGE) } },
      { ...protoKeys(), personalInfo: protoKeys() },
      nestedObject(DEEP),
    ]) {
      expect(timed(() => parseProfile(bad))).toBeNull();
      expect(
        timed(() =>
          parseStoredSnapshot({
            status: "active",
            value: { editing: "personalInfo" },
            context: { profile: bad },
          }),
        ),
      ).toBeNull();
    }
    expect(
      timed(() =>
        parseStoredSnapshot({
          status: "active",
          value: { editing: "personalInfo" },
          context: { profile, editingIds: hugeList(1), flaggedIds: [] },
        }),
      ),
    ).toBeNull();
    expectNoPollution();
  });

  it("storage that lies: corrupt, large or nested JSON is discarded with its reason", () => {
    const memory = (raw: string): Storage =>
      ({ getItem: () => raw, setItem: () => {}, removeItem: () => {} }) as unknown as Storage;
    const load = (raw: string) =>
      timed(() =>
        persisted({
          key: "k",
          version: 1,
          validate: validateSignupDraft,
          storage: safeStorage(() => memory(raw)),
        }).load(),
      );
    const stored = (data: unknown) => `{"v":1,"data":${JSON.stringify(data)}}`;
    expect(load("{oops")).toEqual({ status: "discarded", reason: "corrupt" });
    expect(load("[".repeat(HUGE))).toEqual({ status: "discarded", reason: "corrupt" });
    expect(load('{"v":{"valueOf":1},"data":{}}')).toEqual({ status: "discarded", reason: "outdated" });
    // Nested deeper than any draft: refused as corrupt before it is parsed (persisted.ts).
    expect(load(`{"v":1,"data":${"[".repeat(10_000)}${"]".repeat(10_000)}}`)).toEqual({
      status: "discarded",
      reason: "corrupt",
    });
    expect(load(stored(hugeList(VALID_SIGNUP).slice(0, 5_000)))).toEqual({
      status: "discarded",
      reason: "invalid",
    });
    // A long list (a 600 KB draft) is read to the limit, not walked to the end.
    const full = load(stored({ ...VALID_SIGNUP, skills: new Array(100_000).fill("PLC") }));
    expect(full.status === "restored" && full.value.skills).toEqual(["PLC"]);
  });
});

describe("share links (the /resume fragment)", () => {
  /** A link's fragment for any JSON text, packed the way the site packs one. */
  async function fragmentFor(json: string): Promise<string> {
    const packed = new Blob([new TextEncoder().encode(json)])
      .stream()
      .pipeThrough(
        new CompressionStream("deflate-raw") as unknown as ReadableWritablePair<Uint8Array, Uint8Array>,
      );
    const bytes = new Uint8Array(await new Response(packed).arrayBuffer());
    return `#v1.${Buffer.from(bytes).toString("base64url")}`;
  }
  const compact = (rows: string, skills = "[]") => `["classic","A","","","","",${rows},${skills},[]]`;

  it("deep nesting, huge lists and wrong types are 'damaged', with today's words", async () => {
    for (const json of [
      `${"[".repeat(HUGE)}${"]".repeat(HUGE)}`,
      compact(`[${new Array(HUGE).fill("[]").join(",")}]`),
      compact("[]", `[${new Array(HUGE).fill('"PLC"').join(",")}]`),
      compact("[]", `[${new Array(HUGE).fill('""').join(",")}]`),
      compact(`[${nestedRowText(DEEP)}]`),
      compact('[["a","b","c","2020-01","2021-01",{"__proto__":{"polluted":"yes"}}]]'),
      '{"__proto__":{"polluted":"yes"}}',
    ]) {
      const fragment = await fragmentFor(json);
      const parse = vi.spyOn(JSON, "parse");
      try {
        expect(await timedAsync(() => decodeShareFragment(fragment))).toEqual({
          ok: false,
          problem: "damaged",
        });
        // Lists nested or repeated beyond what a resume holds are refused before the parser builds
        // them (a long flat list is bounded by the inflated size instead).
        if (/^\[\[\[|\[\[\],\[\]|\[\[\[/.test(json)) expect(parse, json.slice(0, 40)).not.toHaveBeenCalled();
      } finally {
        parse.mockRestore();
      }
    }
    expect(sharedResumeCopy.problems.damaged.heading).toBe("This resume link is damaged");
    expectNoPollution();
  });

  it("an oversized fragment is refused before any work", async () => {
    expect(await timedAsync(() => decodeShareFragment(`#v1.${"A".repeat(MAX_FRAGMENT_LENGTH)}`))).toEqual({
      ok: false,
      problem: "damaged",
    });
  });

  it("a decoded resume handed over again is checked again", () => {
    expect(timed(() => parseSharedResume({ template: "classic", profile: nestedObject(DEEP) }))).toBeNull();
    expect(timed(() => parseSharedResume(hugeList({})))).toBeNull();
  });
});

function nestedRowText(depth: number): string {
  return `${"[".repeat(depth)}${"]".repeat(depth)}`;
}

describe("the login cookie and the analytics id", () => {
  it("a cookie of any size or content greets with bounded plain text", () => {
    for (const raw of [
      "x".repeat(HUGE),
      "%".repeat(HUGE),
      encodeURIComponent("<script>alert(1)</script>".repeat(1000)),
    ]) {
      const session = timed(() => readSession(`a=1; ci_user_logged_in=${raw}`));
      expect(session.loggedIn && Array.from(session.name).length).toBeLessThanOrEqual(MAX_GREETING_NAME + 1);
    }
    expect(timed(() => readSession(`${"b=1; ".repeat(100_000)}c=2`))).toEqual({ loggedIn: false });
  });

  it("the analytics id takes one exact form", () => {
    for (const bad of [
      "G-".padEnd(HUGE, "A"),
      ["G-ABC123"],
      { toString: () => "G-ABC123" },
      nestedList(DEEP),
    ])
      expect(timed(() => isGa4Id(bad))).toBe(false);
  });
});
