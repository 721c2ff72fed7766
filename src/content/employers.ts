import { links } from "./links";
import type { ExternalCta, Photo, SectionCopy } from "./marketing";
import { network } from "./network";
import { type PersonSlug, people, type SamplePerson } from "./people";

/** The /for-employers page's copy, benefits, steps and sample experts. */

export const employersHero: { cta: ExternalCta; highlights: string[] } = {
  cta: { label: "Browse Automation Experts", href: links.professionalsIndex() },
  highlights: ["No job-posting fees", "Direct contracts, no agencies", "Try to hire: contract to hire"],
};

/** Icons are named, not imported: the view maps a name to its glyph. */
export type EmployersIcon = "rocket" | "star" | "handshake";

export interface Benefit {
  icon: EmployersIcon;
  title: string;
  description: string;
}

/** Anchor choose-us: the footer's "Why choose us" link lands here. */
export const chooseUs: SectionCopy & { benefits: Benefit[] } = {
  id: "choose-us",
  eyebrow: "Why choose us",
  heading: "Hiring built for the plant floor",
  intro:
    "Skip the recruiter cycle: reach verified specialists yourself and keep full control of the contract.",
  benefits: [
    {
      icon: "rocket",
      title: `${network.fasterThanRecruiting.value} Faster`,
      description: `${network.fasterThanRecruiting.value} ${network.fasterThanRecruiting.scope}: they arrive within hours, not weeks.`,
    },
    {
      icon: "star",
      title: "Customer Reviews",
      description:
        "Every profile carries ratings and reviews from manufacturers the specialist has worked for.",
    },
    {
      icon: "handshake",
      title: "No Commitments",
      description: "Cancel the contract any time, or request to extend it when the work grows.",
    },
  ],
};

export interface HireStep {
  step: number;
  title: string;
  timeline: string;
  description: string;
}

/** Anchor how-it-works: the footer's "How it works" link lands here. */
export const employerHowItWorks: SectionCopy & { steps: HireStep[] } = {
  id: "how-it-works",
  eyebrow: "How it works",
  heading: "Three steps to an expert on site",
  intro: "Post once, choose from qualified applicants and start the same day.",
  steps: [
    {
      step: 1,
      title: "Post Project",
      timeline: "2 minutes",
      description: "Describe the work and choose an hourly contract, contract to hire, project/RFQ or job.",
    },
    {
      step: 2,
      title: "Review Qualified Applicants",
      timeline: "Within hours",
      description: "Shortlist or reject applicant profiles by skills, certifications, reviews and rate.",
    },
    {
      step: 3,
      title: "Interview and Hire",
      timeline: "Same day",
      description: "Talk to your shortlist directly, agree terms and put your expert to work.",
    },
  ],
};

export interface ExpertCard {
  /** The provider's numeric profile id. */
  id: number;
  /** Abbreviated, e.g. "Michael R." */
  name: string;
  specialization: string;
  photo: Photo;
  rating: number;
  location: string;
  ratePerHour: number;
  availability: "Available Now";
  projects: number;
  /** Percent of projects completed successfully. */
  successRate: number;
  profileUrl: string;
}

type Expert = SamplePerson & { rate: number; rating: number; profileId: number; portrait: PersonSlug };

/** An expert card: the person (name, trade, badge, city, rate) from the one registry, people.ts. */
function expert(p: Expert, card: Pick<ExpertCard, "projects" | "successRate">): ExpertCard {
  return {
    ...card,
    rating: p.rating,
    id: p.profileId,
    name: p.name,
    specialization: p.trade,
    photo: { portrait: p.portrait },
    location: p.city,
    ratePerHour: p.rate,
    availability: "Available Now",
    profileUrl: links.contractorProfile(p.profileId, p.name),
  };
}

export const featuredExperts: SectionCopy & {
  labels: {
    rate: string;
    rating: string;
    outOf: string;
    projects: string;
    successRate: string;
    viewProfile: string;
  };
  experts: ExpertCard[];
} = {
  id: "featured-experts",
  eyebrow: "Featured experts",
  heading: "Specialists ready to start",
  intro:
    "Sample profiles from the network, available this week. Their projects count a whole career, before and on the platform.",
  labels: {
    rate: "Rate",
    rating: "Rating",
    outOf: "out of 5",
    projects: "Career projects",
    successRate: "Success rate",
    viewProfile: "View profile",
  },
  experts: [
    expert(people.michaelR, {
      projects: 87,
      successRate: 98,
    }),
    expert(people.sarahK, {
      projects: 64,
      successRate: 97,
    }),
    expert(people.davidL, {
      projects: 112,
      successRate: 99,
    }),
    expert(people.priyaS, {
      projects: 58,
      successRate: 98,
    }),
    expert(people.carlosM, {
      projects: 73,
      successRate: 96,
    }),
    expert(people.emilyT, {
      projects: 49,
      successRate: 100,
    }),
  ],
};

export const employersClosing: {
  heading: string;
  intro: string;
  primaryCta: ExternalCta;
  secondaryCta: ExternalCta;
} = {
  heading: "Your next automation expert is one post away",
  intro: `Post in 2 minutes, with no job-posting fees. ${network.verifiedSpecialists} verified specialists are ready to apply.`,
  primaryCta: { label: "Post Your Project Free", href: links.hireWorkAdd() },
  secondaryCta: { label: "Browse Automation Experts", href: links.professionalsIndex() },
};
