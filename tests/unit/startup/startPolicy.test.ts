import { describe, expect, it } from "vitest";
import { ROUTE_PATHS } from "../../../src/content/pages";
import { SAVED_SEARCH_KEY } from "../../../src/domain/contractorSearch";
import { DRAFT_STORAGE_KEY } from "../../../src/domain/projectWizard";
import { MEASUREMENT_ID_KEY } from "../../../src/platform/analytics";
import { SESSION_COOKIE } from "../../../src/platform/session";
import {
  RESTORED_KEYS,
  SITE_WIDE_START,
  STARTS_WHEN_IDLE,
  startPolicyFor,
} from "../../../src/startup/startPolicy";
import { jobAlertStore, savedJobsStore } from "../../../src/views/jobs/stores";
import { RESUME_DRAFT_KEY } from "../../../src/views/resume/resumeDraft";
import { signupDraftStore } from "../../../src/views/signup/stores";

describe("start policy", () => {
  it("names every key a page restores at load, as the stores spell them", () => {
    expect(RESTORED_KEYS["/find-jobs"]).toEqual([savedJobsStore.key, jobAlertStore.key]);
    expect(RESTORED_KEYS["/search-contractors"]).toEqual([SAVED_SEARCH_KEY]);
    expect(RESTORED_KEYS["/create-profile"]).toEqual([RESUME_DRAFT_KEY]);
    expect(RESTORED_KEYS["/post-project"]).toEqual([DRAFT_STORAGE_KEY, `${DRAFT_STORAGE_KEY}.working-copy`]);
    expect(RESTORED_KEYS["/job-seeker-registration"]).toEqual([signupDraftStore.key]);
  });

  it("lists only real routes", () => {
    for (const route of Object.keys(RESTORED_KEYS)) expect(ROUTE_PATHS).toContain(route);
  });

  it("starts the not-found page at load, the pages a visitor acts on at idle, reading pages at intent (the shared resume too: its link's fragment starts it)", () => {
    expect(startPolicyFor("/resume")).toEqual({ at: "intent", restores: [MEASUREMENT_ID_KEY] });
    expect(startPolicyFor(null)).toEqual({ at: "load" });
    expect(startPolicyFor("/about")).toEqual({ at: "intent", restores: [MEASUREMENT_ID_KEY] });
    expect(startPolicyFor("/find-jobs")).toEqual({
      at: "idle",
      restores: [MEASUREMENT_ID_KEY, "find-jobs.saved", "find-jobs.alert"],
    });
    expect(startPolicyFor("/")).toEqual({ at: "idle", restores: [MEASUREMENT_ID_KEY] });
  });

  it("starts every page with a form or a tool at idle, and every reading page at intent", () => {
    const expected: Record<(typeof ROUTE_PATHS)[number], "idle" | "intent"> = {
      "/": "idle",
      "/for-employers": "intent",
      "/for-contractors": "intent",
      "/find-jobs": "idle",
      "/post-project": "idle",
      "/post-job": "idle",
      "/search-contractors": "idle",
      "/create-profile": "idle",
      "/job-seeker-registration": "idle",
      "/industries": "intent",
      "/locations": "intent",
      "/about": "intent",
      "/resume": "intent",
      "/privacy": "intent",
      "/sent": "intent",
      "/not-sent": "intent",
    };
    for (const route of ROUTE_PATHS) expect(startPolicyFor(route).at, route).toBe(expected[route]);
    expect(STARTS_WHEN_IDLE.every((route) => expected[route as keyof typeof expected] === "idle")).toBe(true);
  });

  it("checks the login cookie on every page", () => {
    expect(SITE_WIDE_START.cookie).toBe(SESSION_COOKIE);
  });
});
