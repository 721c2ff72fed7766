/**
 * The filter option lists of /find-jobs. The values are what the URL carries
 * (`?type=contract,part-time`); labels are shown. Kept apart from the sample jobs so the route's
 * search validator (part of every page's router) stays small.
 */

export const jobTypeOptions = [
  { value: "contract", label: "Contract" },
  { value: "full-time", label: "Full-time" },
  { value: "part-time", label: "Part-time" },
] as const;
export type JobTypeKey = (typeof jobTypeOptions)[number]["value"];

/** Skills with the specialist counts the filter panel shows beside them. */
export const skillFilterOptions = [
  { value: "abb", label: "ABB", count: 187 },
  { value: "fanuc", label: "Fanuc", count: 142 },
  { value: "siemens", label: "Siemens", count: 121 },
  { value: "allen-bradley", label: "Allen Bradley", count: 97 },
  { value: "rockwell", label: "Rockwell", count: 88 },
] as const;
export type SkillFilterKey = (typeof skillFilterOptions)[number]["value"];

export const durationOptions = [
  { value: "under-1-month", label: "<1 month" },
  { value: "1-3-months", label: "1-3 months" },
  { value: "3-plus-months", label: "3+ months" },
] as const;
export type DurationKey = (typeof durationOptions)[number]["value"];

export const experienceOptions = [
  { value: "entry", label: "Entry" },
  { value: "mid", label: "Mid" },
  { value: "senior", label: "Senior" },
  { value: "expert", label: "Expert" },
] as const;
export type ExperienceKey = (typeof experienceOptions)[number]["value"];

export const travelOptions = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;
export type TravelKey = (typeof travelOptions)[number]["value"];

export const clearanceOptions = [
  { value: "required", label: "Required" },
  { value: "not-required", label: "Not Required" },
] as const;
export type ClearanceKey = (typeof clearanceOptions)[number]["value"];
