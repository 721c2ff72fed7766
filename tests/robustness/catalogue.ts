import { expect } from "vitest";
import { DEFAULT_INPUTS } from "../../src/domain/calculatorRates";
import { inputsFromSearch, validateCalculatorSearch } from "../../src/domain/calculatorSearch";
import { persisted } from "../../src/flows/persisted";
import { isGa4Id, MEASUREMENT_ID_KEY, readMeasurementId } from "../../src/platform/analytics";
import { greetingFor, readSession } from "../../src/platform/session";
import { type SafeStorage, safeStorage } from "../../src/platform/storage";
import { robustnessEntries as jobAlertEntries } from "../flows/jobAlert/robustness";
import { robustnessEntries as jobPostEntries } from "../flows/jobPost/robustness";
import { robustnessEntries as jobSeekerSignupEntries } from "../flows/jobSeekerSignup/robustness";
import { robustnessEntries as mobileMenuEntries } from "../flows/mobileMenu/robustness";
import { robustnessEntries as projectWizardEntries } from "../flows/projectWizard/robustness";
import { robustnessEntries as resumeBuilderEntries } from "../flows/resumeBuilder/robustness";
import { robustnessEntries as savedJobsEntries } from "../flows/savedJobs/robustness";
import { robustnessEntries as sharedResumeEntries } from "../flows/sharedResume/robustness";
import { formEntries } from "./entries/forms";
import { intakeEntries } from "./entries/intake";
import { urlEntries } from "./entries/urls";

/**
 * The catalogue of bad inputs: one entry per hostile value, each with the behaviour expected of the
 * site. A flow's entries (its form fields, uploads, rapid clicks, links) live with the rest of its
 * tests in tests/flows/<flow>/robustness.ts; what spans flows (URL search params, cookies,
 * storage, every form's source) is here and under entries/. Each runs in `npm run test:robustness`. What only a browser can show
 * (HTML drawn as text, real double clicks, Back and Forward, hostile URLs loaded) is in
 * tests/e2e/badInput.spec.ts.
 */
export interface BadInput {
  area: string;
  input: string;
  expected: string;
  check: () => void | Promise<void>;
}

const memoryStorage = (values: Record<string, string>, overrides: Partial<Storage> = {}): Storage => ({
  getItem: (key) => values[key] ?? null,
  setItem: (key, value) => {
    values[key] = value;
  },
  removeItem: (key) => {
    delete values[key];
  },
  clear: () => {},
  key: () => null,
  length: 0,
  ...overrides,
});

const cookie = (raw: string) => `theme=dark; ci_user_logged_in=${raw}; other=1`;
const cookieCases: Array<[string, string, (greeting: string) => void]> = [
  ["malformed percent-encoding", "%E0%A4%A", (g) => expect(g).toBe("Hi %E0%A4%A")],
  ["a lone percent sign", "%", (g) => expect(g).toBe("Hi %")],
  ["4 KB of text", "A".repeat(4096), (g) => expect(Array.from(g).length).toBeLessThanOrEqual(44)],
  [
    "HTML",
    encodeURIComponent("<b onmouseover=alert(1)>x</b>"),
    (g) => expect(g).toBe("Hi <b onmouseover=alert(1)>x</b>"),
  ],
  [
    "a script tag",
    encodeURIComponent("<script>alert(1)</script>"),
    (g) => expect(g).toBe("Hi <script>alert(1)</script>"),
  ],
  ["unicode", encodeURIComponent("Zoë Ångström 工程师"), (g) => expect(g).toBe("Hi Zoë Ångström 工程师")],
  ["right-to-left override", encodeURIComponent("\u202Eevil"), (g) => expect(g).toBe("Hi evil")],
  ["only spaces", "%20%20%20", (g) => expect(g).toBe("Hi")],
];

const gaCases = [
  '"><script>alert(1)</script>',
  "G-ABC123');alert(1);//",
  "javascript:alert(1)",
  "UA-1234-1",
  "G-",
  "G-abc def",
  `G-${"A".repeat(500)}`,
  "\u0000G-ABC1234",
];

const urlCases: Array<[string, Record<string, unknown>]> = [
  ["garbage text", { weeks: "lots", hours: "many", team: "[]", type: "<script>", location: "Atlantis" }],
  ["out-of-range numbers", { weeks: 999, hours: -5, team: 0 }],
  ["huge strings", { weeks: "9".repeat(5000), type: "x".repeat(100_000), location: "y".repeat(100_000) }],
  ["repeated keys", { weeks: ["12", "40"], team: ["3", "abc"] }],
  ["objects and NaN", { weeks: { $gt: 1 }, hours: Number.NaN, team: Number.POSITIVE_INFINITY }],
  ["prototype keys", JSON.parse('{"__proto__": {"weeks": 5}, "constructor": 1}') as Record<string, unknown>],
];

type Draft = { title: string };
const validateDraft = (data: unknown): Draft | null =>
  data && typeof data === "object" && typeof (data as Draft).title === "string" ? (data as Draft) : null;
const storageCases: Array<[string, () => SafeStorage, string]> = [
  ["disabled storage", () => safeStorage(() => undefined), "empty"],
  [
    "storage that throws on access",
    () =>
      safeStorage(() => {
        throw new DOMException("denied", "SecurityError");
      }),
    "empty",
  ],
  ["corrupt JSON", () => safeStorage(() => memoryStorage({ draft: "{oops" })), "discarded"],
  [
    "an older version",
    () => safeStorage(() => memoryStorage({ draft: '{"v":0,"data":{"title":"x"}}' })),
    "discarded",
  ],
  [
    "the wrong shape",
    () => safeStorage(() => memoryStorage({ draft: '{"v":1,"data":[1,2,3]}' })),
    "discarded",
  ],
];

export const badInputs: BadInput[] = [
  ...cookieCases.map(([label, raw, expectGreeting]) => ({
    area: "login cookie",
    input: label,
    expected: "rendered as plain, bounded text; never throws",
    check: () => expectGreeting(greetingFor(readSession(cookie(raw)))),
  })),
  ...gaCases.map((id) => ({
    area: "analytics id",
    input: JSON.stringify(id.slice(0, 40)),
    expected: "rejected: nothing loads, the value goes nowhere",
    check: () => {
      expect(isGa4Id(id)).toBe(false);
      expect(readMeasurementId(safeStorage(() => memoryStorage({ [MEASUREMENT_ID_KEY]: id })))).toEqual({
        status: "invalid",
      });
    },
  })),
  ...urlCases.map(([label, raw]) => ({
    area: "home URL (calculator)",
    input: label,
    expected: "defaults or clamped values, never a crash",
    check: () => {
      const inputs = inputsFromSearch(raw);
      expect(inputs.weeks).toBeGreaterThanOrEqual(1);
      expect(inputs.weeks).toBeLessThanOrEqual(52);
      expect(inputs.hoursPerWeek).toBeGreaterThanOrEqual(40);
      expect(inputs.hoursPerWeek).toBeLessThanOrEqual(70);
      expect(inputs.teamSize).toBeGreaterThanOrEqual(1);
      expect(inputs.teamSize).toBeLessThanOrEqual(20);
      expect(typeof inputs.projectType).toBe("string");
      expect(() => validateCalculatorSearch(raw)).not.toThrow();
    },
  })),
  {
    area: "home URL (calculator)",
    input: "no query at all",
    expected: "the defaults",
    check: () => expect(inputsFromSearch({})).toEqual(DEFAULT_INPUTS),
  },
  ...storageCases.map(([label, make, status]) => ({
    area: "stored draft",
    input: label,
    expected: `${status === "empty" ? "treated as no draft" : "discarded with a reason"}, never a crash`,
    check: () => {
      const draft = persisted({ key: "draft", version: 1, validate: validateDraft, storage: make() });
      expect(draft.load().status).toBe(status);
    },
  })),
  {
    area: "stored draft",
    input: "quota exceeded on save",
    expected: "save reports failure (the view tells the visitor); nothing throws",
    check: () => {
      const full = safeStorage(() =>
        memoryStorage(
          {},
          {
            setItem: () => {
              throw new DOMException("full", "QuotaExceededError");
            },
          },
        ),
      );
      expect(
        persisted({ key: "draft", version: 1, validate: validateDraft, storage: full }).save({ title: "x" }),
      ).toBe(false);
    },
  },
  // Each flow's own, from its folder (tests/flows/<flow>/robustness.ts).
  ...jobSeekerSignupEntries,
  ...jobPostEntries,
  ...projectWizardEntries,
  ...resumeBuilderEntries,
  ...jobAlertEntries,
  ...mobileMenuEntries,
  ...savedJobsEntries,
  ...sharedResumeEntries,
  // What spans flows: every form's source, and each page's URL.
  ...formEntries,
  ...urlEntries,
  ...intakeEntries,
];
