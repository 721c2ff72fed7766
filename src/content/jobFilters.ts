import {
  CLEARANCE_KEYS,
  DURATION_KEYS,
  EXPERIENCE_KEYS,
  JOB_TYPE_KEYS,
  SKILL_FILTER_KEYS,
  type SkillFilterKey,
  type SkillFilterLabels,
  TRAVEL_KEYS,
} from "../domain/jobSearch";
import { network } from "./network";
import { optionsOf } from "./options";

/**
 * The labels of the /find-jobs filters; the values (what the URL carries) and the rules are in
 * src/domain/jobSearch.ts. Kept apart from the sample jobs so the registration page, which shows the
 * job types, does not load them.
 */

export const jobTypeOptions = optionsOf(JOB_TYPE_KEYS, {
  contract: "Contract",
  "full-time": "Full-time",
  "part-time": "Part-time",
});

/** What each skill reads as in the panel; the search matches these words too. */
export const skillFilterLabels: SkillFilterLabels = {
  abb: "ABB",
  fanuc: "Fanuc",
  siemens: "Siemens",
  "allen-bradley": "Allen Bradley",
  rockwell: "Rockwell",
};

/**
 * The counts the filter panel shows beside each skill (spec: ABB 187, Fanuc 142...): the network's open
 * jobs asking for it, labelled as such (`samples.skillCounts`), never the sample jobs on the page.
 */
const skillFilterCounts: Record<SkillFilterKey, number> = network.openJobsBySkill;

export const skillFilterOptions = SKILL_FILTER_KEYS.map((value) => ({
  value,
  label: skillFilterLabels[value],
  count: skillFilterCounts[value],
}));

export const durationOptions = optionsOf(DURATION_KEYS, {
  "under-1-month": "<1 month",
  "1-3-months": "1-3 months",
  "3-plus-months": "3+ months",
});

export const experienceOptions = optionsOf(EXPERIENCE_KEYS, {
  entry: "Entry",
  mid: "Mid",
  senior: "Senior",
  expert: "Expert",
});

export const travelOptions = optionsOf(TRAVEL_KEYS, {
  yes: "Yes",
  no: "No",
});

export const clearanceOptions = optionsOf(CLEARANCE_KEYS, {
  required: "Required",
  "not-required": "Not Required",
});
