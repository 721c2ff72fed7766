import { site } from "./site";

/**
 * The network's figures, in one place (issue 36). Every page that states one reads it from here, so
 * a plant manager comparing pages finds the same number with the same meaning everywhere. Where the
 * spec gives two figures for what looks like one thing (90% and 70% faster, 15 minutes and 3 to a
 * profile, $100K+ contracts and a $47,500 average), each carries the scope that makes both true.
 *
 * What the pages show as examples (job cards, contractor profiles, expert cards) are samples, and
 * say so with `samples` below; a count of samples is never a count of the network.
 */
export const network = {
  /** Every specialist with a profile (spec: 40,000+ on contractor pages and the landing). */
  specialists: "40,000+",
  specialistsShort: "40K+",
  /** Of them, profiles verified by the team (spec: 30,000+ in employer and home copy). */
  verifiedSpecialists: "30,000+",
  activeThisMonth: "5,132",
  successRate: "98%",
  /** Contracts filled since 1999, through the network and the platform. */
  contractsFilled: "1,000+",
  companies: "230+",
  /** The two speed claims measure different spans against different alternatives. */
  fasterThanRecruiting: {
    value: "90%",
    scope: "faster than traditional recruiting, to a shortlist of qualified applicants",
  },
  fasterThanAgencies: {
    value: "70%",
    scope: "faster than agencies, from posting to a signed contract",
  },
  /** The two profile times: the basics you can apply with, and a complete profile. */
  profileMinutes: {
    basic: 3,
    complete: 15,
    scope: "3 minutes to a profile you can apply with; about 15 to complete it with your certifications",
  },
  /** The contractor search around Detroit that the spec's sample search shows (section 9). */
  contractorSearch: { found: 147, perPage: 20, radiusMiles: 50, near: "Detroit, MI" },
  /** Open jobs in the network by the skill a job asks for (a job may ask for several). */
  openJobsBySkill: { abb: 187, fanuc: 142, siemens: 121, "allen-bradley": 97, rockwell: 88 },
  /** Open jobs in the network in the three busiest states. */
  openJobsByState: { MI: 186, TX: 142, OH: 117 },
  contracts: {
    /** Long contracts, over their whole term. */
    large: "$100K+",
    averageProjectValue: "$47,500",
    topHourlyRate: "$185/hour",
    averageRate: "$69/hour",
    averageLength: "3 months",
  },
} as const;

/** How the pages label what is an example, not the network. */
export const samples = {
  jobs: (count: number) =>
    `${count} sample jobs: a sample of the network's open jobs. Search them all on the app.`,
  skillCounts: "Open jobs in the network",
  experts: "Sample profiles from the network",
} as const;

const dayFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * A sample date `days` after the build (src/content/site.ts, buildDate), as 'Dec 12, 2026': never in
 * the past on the day the site was built, and the same in the prerendered HTML and after hydration.
 */
export function daysAfterBuild(days: number): string {
  const date = new Date(`${site.buildDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return dayFormat.format(date);
}
