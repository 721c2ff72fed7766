import type { ContractorFilters } from "../domain/contractorSearch";
import { AVAILABILITY_FILTERS, SKILL_FILTERS, SORT_OPTIONS } from "./contractorFilters";
import { network } from "./network";
import { people } from "./people";
import { site } from "./site";

/** Contractor search (spec sections 2, 3 and 9): copy and the sidebar; the filters are in contractorFilters.ts. */
export * from "./contractorFilters";

const search = network.contractorSearch;

/**
 * Figures of the whole network around the sample search (spec section 9: 147 contractors within 50
 * miles, 20 a page). They are the app's search, labelled as such and fixed at its 50 miles; the
 * headline above them follows the filters and counts the sample profiles on this page
 * (`searchContractorsCopy.headline`), so the page tells one story: the samples here, the network there.
 */
export const networkFigures = {
  found: `${search.found} automation contractors found`,
  /** The samples' radius, under the headline (at the default, the spec's 50 miles). */
  within: (radius: number) => `Showing results within ${radius} miles of ${search.near}`,
  showing: `Showing 1-${search.perPage} of ${search.found} results`,
  label: "In the full network",
  note: `within ${search.radiusMiles} miles of ${search.near}, on the app's search. The profiles on this page are samples from it.`,
  appLink: `See all ${search.found} on the app`,
} as const;

export const searchContractorsCopy = {
  filtersHeading: "Filter contractors",
  /** The phone's button that shows and hides the filters; the count says how many are active. */
  filtersButton: "Filters",
  showResults: (count: number) =>
    count === 1 ? "Show 1 matching sample profile" : `Show ${count} matching sample profiles`,
  filters: {
    skill: "Skills",
    skillAny: "All skills",
    radius: "Location radius",
    radiusValue: (miles: number) => `${miles} miles`,
    rate: "Hourly rate",
    rateMinThumb: "Minimum hourly rate",
    rateMaxThumb: "Maximum hourly rate",
    rateValue: (min: number, max: number) => `$${min}-$${max} per hour`,
    rateText: (value: number) => `$${value} per hour`,
    availability: "Availability",
    availabilityAny: "Any availability",
    sort: "Sort by",
    certified: "Certified Only",
    within: (miles: number) => `Within ${miles} miles`,
    reset: "Reset filters",
  },
  resultsHeading: "Contractors",
  /** The headline: how many of the sample profiles match the filters; it follows every change. */
  headline: (count: number, total: number) =>
    count === 0
      ? `No sample profiles match your filters (${total} samples in all)`
      : `${count} of ${total} sample profiles match your filters`,
  /** The result line: which of the matching sample profiles are on screen. */
  matching: (shown: number, count: number) =>
    count === 0
      ? "No sample profile shown"
      : count === 1
        ? "Showing the 1 matching sample profile"
        : `Showing ${shown === count ? "all" : `1-${shown} of`} ${count} matching sample profiles`,
  sampleNote: "Sample profiles from the network. Rates and availability are indicative.",
  empty: {
    heading: "No sample profiles match these filters",
    body: "Widen the radius or the rate range, or reset the filters to see every sample profile.",
  },
  loadMore: "Load More Contractors",
  /** Under 'Load More Contractors': what the next press adds. */
  loadMoreHint: (next: number) =>
    next === 1 ? "Adds the last matching sample profile." : `Adds the next ${next} matching sample profiles.`,
  /** When every matching sample is on screen: why there is nothing more to load here. */
  allShown: (count: number) =>
    count === 1
      ? "The only matching sample profile is shown. The rest of the network is searched on the app."
      : `All ${count} matching sample profiles are shown. The rest of the network is searched on the app.`,
  saveSearch: "Save this search",
  searchSaved: "Search saved",
  savedToast: {
    title: "Search saved",
    description: "These filters are kept on this device. Come back any time to run the search again.",
  },
  savedSearchPrompt: "Your saved search:",
  applySavedSearch: "Apply saved search",
  card: {
    perHour: "/hr",
    rateLabel: "Hourly rate",
    milesAway: (miles: number) => `${miles} mi away`,
    reviews: (count: number) => `${count} reviews`,
    rating: (rating: number) => `Rated ${rating.toFixed(1)} out of 5`,
    jobSuccess: "Job success",
    earned: "Total earned",
    earnedValue: (millions: number) => `$${millions.toFixed(1)}M`,
    online: "Online now",
    offline: "Offline",
    certified: "Certified",
    viewProfile: "View Profile",
    /** Read after the visible button text, so the accessible name starts with what is seen. */
    forName: (name: string) => `: ${name}`,
    skillsLabel: "Skills",
    invite: "Invite to Project",
  },
} as const;

/** The saved search in words: 'Fanuc · within 25 miles · $50-$150/hr · available now · certified only' */
export function describeFilters(filters: ContractorFilters): string {
  const parts: string[] = [];
  parts.push(SKILL_FILTERS.find((option) => option.value === filters.skill)?.label ?? "All skills");
  parts.push(`within ${filters.radius} miles`);
  parts.push(`$${filters.rateMin}-$${filters.rateMax}/hr`);
  if (filters.availability !== "any") {
    parts.push(
      (
        AVAILABILITY_FILTERS.find((option) => option.value === filters.availability)?.label ?? ""
      ).toLowerCase(),
    );
  }
  if (filters.certified) parts.push("certified only");
  parts.push(
    `sorted by ${SORT_OPTIONS.find((option) => option.value === filters.sort)?.label ?? "Best Match"}`,
  );
  return parts.join(" · ");
}

export const featuredContractor = {
  heading: "Featured contractor",
  id: people.michaelR.profileId,
  name: people.michaelR.name,
  title: people.michaelR.trade,
  specialties: ["Fanuc", "ABB", "Robot simulation", "Vision"],
  experience: "18 years",
  rate: `$${people.michaelR.rate}/hr`,
  rating: people.michaelR.rating,
  ratingOutOf: "out of 5",
  experienceLabel: "Experience",
  rateLabel: "Rate",
  viewProfile: "View Profile",
} as const;

export const sidebarLabel = "Featured contractor and hiring help";

export const topTalent = {
  heading: "Hire Our Top Talent",
  intro: "Let our team hand-pick specialists for you.",
  points: [
    "Pre-vetted in 24 hours",
    "Background verified",
    "Top 3% of automation talent",
    "Dedicated account manager",
  ],
  cta: "Get Matched",
} as const;

export const marketInsights = {
  heading: "Market insights",
  averageRate: { label: "Average Michigan rate, as contractors list it", value: "$78/hour" },
  inDemand: { label: "In-demand skills", skills: ["Fanuc", "Allen-Bradley", "Siemens", "ABB"] },
  responseTime: { label: "Average response time to a first message", value: "2.3 hours" },
} as const;

export const customSearch = {
  heading: "Need a custom search?",
  body: `Looking for a rare platform, a security clearance or a whole crew? The ${site.productName} team will run the search for you.`,
  cta: "Contact our team",
} as const;
