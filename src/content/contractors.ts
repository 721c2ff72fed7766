import { links } from "./links";
import type { ExternalCta, Photo, SectionCopy, Testimonial } from "./marketing";
import { daysAfterBuild, network } from "./network";
import { byline, type PersonSlug, people, type SamplePerson } from "./people";

/** The /for-contractors page's copy, figures, sample jobs and stories. */

export const contractorsHero: { cta: ExternalCta; highlights: string[] } = {
  cta: { label: "Browse Hourly Contracts", href: links.workSearch("Hourly Contract") },
  highlights: [
    `${network.activeThisMonth} active this month`,
    "Weekly pay",
    "Direct contracts, no agency cut",
  ],
};

/** Icons are named, not imported: the view maps a name to its glyph. */
export type ContractorsIcon = "briefcase" | "trendingUp" | "wallet" | "clock" | "userPlus" | "fileText";

export interface StatCard {
  icon: ContractorsIcon;
  value: string;
  label: string;
}

export const contractorStats: { heading: string; cards: StatCard[] } = {
  heading: "What contractors earn on the marketplace",
  cards: [
    {
      icon: "briefcase",
      value: network.contracts.averageProjectValue,
      label: `Average project value, all sizes: long contracts pay ${network.contracts.large}`,
    },
    { icon: "trendingUp", value: network.contracts.topHourlyRate, label: "Top hourly rate" },
    { icon: "wallet", value: network.contracts.averageRate, label: "Average contractor rate, all trades" },
    { icon: "clock", value: network.contracts.averageLength, label: "Average contract" },
  ],
};

export type JobStatus = "Available Now" | "Immediate Start";

export interface SampleJob {
  /** The provider's numeric work id. */
  id: number;
  title: string;
  location: string;
  hourlyRate: string;
  /** A date, or "Immediate". */
  startDate: string;
  /** Approximate, e.g. "~3 months". */
  duration: string;
  schedule: { hoursPerDay: number; daysPerWeek: number };
  travelExpenses: "Yes" | "No";
  tag: string;
  status: JobStatus;
  url: string;
}

function job(card: Omit<SampleJob, "url">): SampleJob {
  return { ...card, url: links.workDetail(card.id) };
}

/** Anchor latest-projects: the footer's "Latest projects" link lands here. */
export const latestProjects: SectionCopy & {
  labels: {
    rate: string;
    start: string;
    duration: string;
    schedule: string;
    scheduleText: (hoursPerDay: number, daysPerWeek: number) => string;
    travel: string;
    view: string;
  };
  jobs: SampleJob[];
  moreCta: ExternalCta;
} = {
  id: "latest-projects",
  eyebrow: "Latest projects",
  heading: "Contracts posted this week",
  intro:
    "Sample hourly contracts from manufacturers hiring directly. Rates and schedules shown up front; see them all on the app.",
  labels: {
    rate: "Rate",
    start: "Start",
    duration: "Duration",
    schedule: "Schedule",
    scheduleText: (hoursPerDay, daysPerWeek) => `${hoursPerDay} hrs/day, ${daysPerWeek} days/week`,
    travel: "Travel expenses paid",
    view: "View project",
  },
  jobs: [
    job({
      id: 5581,
      title: "Fanuc Robot Programmer: Body Shop Retrofit",
      location: "Detroit, MI",
      hourlyRate: "$95/hr",
      startDate: "Immediate",
      duration: "~3 months",
      schedule: { hoursPerDay: 10, daysPerWeek: 6 },
      travelExpenses: "Yes",
      tag: "Fanuc R-30iB",
      status: "Immediate Start",
    }),
    job({
      id: 5604,
      title: "Allen Bradley PLC Programmer: Packaging Line",
      location: "Columbus, OH",
      hourlyRate: "$88/hr",
      startDate: daysAfterBuild(16),
      duration: "~6 weeks",
      schedule: { hoursPerDay: 8, daysPerWeek: 5 },
      travelExpenses: "No",
      tag: "Studio 5000",
      status: "Available Now",
    }),
    job({
      id: 5630,
      title: "Siemens S7 Commissioning Engineer",
      location: "Greenville, SC",
      hourlyRate: "$92/hr",
      startDate: "Immediate",
      duration: "~2 months",
      schedule: { hoursPerDay: 10, daysPerWeek: 5 },
      travelExpenses: "Yes",
      tag: "TIA Portal",
      status: "Immediate Start",
    }),
  ],
  moreCta: { label: "See All Hourly Contracts", href: links.workSearch("Hourly Contract") },
};

export interface SuccessStory extends Testimonial {
  photo: Photo;
  outcome: string;
}

/** A story's byline and badge, from the person's one entry in people.ts. */
function storyPerson(p: SamplePerson & { portrait: PersonSlug }) {
  return { name: p.name, role: byline(p), photo: { portrait: p.portrait } };
}

/** Anchor success-stories: the footer's "Success stories" link lands here. */
export const successStories: SectionCopy & { stories: SuccessStory[] } = {
  id: "success-stories",
  eyebrow: "Success stories",
  heading: "Engineers who made the switch",
  intro: "Contractors who found steadier, better-paid work without an agency taking a cut.",
  stories: [
    {
      quote:
        "I went independent after twelve years as a controls engineer. My first contract came within a week, and I have not had a gap since.",
      ...storyPerson(people.jamesW),
      outcome: "Booked solid for 18 months",
    },
    {
      quote:
        "The rates are posted up front and the manufacturer pays every week. No more chasing an agency for invoices.",
      ...storyPerson(people.anaG),
      outcome: "Rate up from $70 to $98/hr",
    },
    {
      quote:
        "A two-week emergency repair on a Rockwell line turned into a year of controls upgrades at that plant, and two more plants asked for me after it.",
      ...storyPerson(people.robertH),
      outcome: "One repair, three plants as clients",
    },
  ],
};

export interface ProfileStep {
  icon: ContractorsIcon;
  title: string;
  description: string;
}

export const createProfile: SectionCopy & { steps: ProfileStep[]; cta: ExternalCta } = {
  id: "create-profile",
  eyebrow: "Get started",
  heading: "Create Profile in 3 Minutes",
  intro: `Three steps between you and your next contract, ${network.profileMinutes.scope}. Joining is free.`,
  steps: [
    {
      icon: "userPlus",
      title: "Build Your Profile",
      description: "Add your platforms, robot brands, industries and hourly rate.",
    },
    {
      icon: "fileText",
      title: "Add Certifications",
      description: "Show your Fanuc, ABB, Rockwell, Siemens and safety certifications.",
    },
    {
      icon: "wallet",
      title: "Start Earning",
      description: "Apply to contracts the same day and get paid weekly.",
    },
  ],
  cta: { label: "Create Your Free Profile", href: links.register() },
};
