import { links } from "./links";
import type { Photo } from "./marketing";
import { network } from "./network";
import type { RoutePath } from "./pages";
import { byline, type PersonSlug, people, type SamplePerson } from "./people";

/** A quote's byline and badge, from the person's one entry in people.ts. */
function quotePerson(p: SamplePerson & { portrait: PersonSlug }) {
  return { name: p.name, role: byline(p), photo: { portrait: p.portrait } };
}

export interface Stat {
  value: string;
  label: string;
}

/** The three figures in the about page's opening band. */
export const aboutHeroStats: Stat[] = [
  { value: network.specialistsShort, label: "Professionals" },
  { value: network.contractsFilled, label: "Contracts filled" },
  { value: network.companies, label: "Companies" },
];

export interface Milestone {
  year: string;
  title: string;
  text: string;
}

export const timeline = {
  eyebrow: "Since 1999",
  heading: "Built by people who have stood on the plant floor",
  milestones: [
    {
      year: "1999",
      title: "Founded by controls engineers",
      text: "A handful of Michigan robot and PLC engineers started placing each other on contracts, tired of agencies taking a large cut while lines sat waiting for help.",
    },
    {
      year: "2008",
      title: "The network goes cross-industry",
      text: "When automotive work stalled, we moved robot programmers and controls engineers into food, pharma and energy plants. Those plants kept calling.",
    },
    {
      year: "2017",
      title: "Platform launch",
      text: "We opened the marketplace: manufacturers post hourly contracts, contract-to-hire roles, RFQs and direct jobs for free and contract directly with specialists.",
    },
    {
      year: "Now",
      title: "40,000+ specialists, 230+ manufacturers",
      text: "Matches within 4 hours, time sheets, expenses and approvals built in, weekly pay for contractors, and a network across North America, Europe, Africa and South America.",
    },
  ] satisfies Milestone[],
};

export interface Pathway {
  audience: string;
  heading: string;
  text: string;
  points: string[];
  internal: { label: string; to: RoutePath };
  external: { label: string; href: string };
}

export const pathways = {
  eyebrow: "Three ways in",
  heading: "Whoever you are, start here",
  items: [
    {
      audience: "Companies",
      heading: "Hire the specialist your line needs",
      text: "Post a contract, a contract-to-hire role, an RFQ or a direct job. No posting fees, no agency in the middle.",
      points: ["Qualified matches within hours", "Try before you hire", "Cancel or extend any time"],
      internal: { label: "For employers", to: "/for-employers" },
      external: { label: "Post work for free", href: links.hireWorkAdd() },
    },
    {
      audience: "Contractors",
      heading: "Win direct contracts at your rate",
      text: "Build a profile once, apply to the work that fits your platforms and get paid every week.",
      points: ["Set your own rate", "Apply the same day", "Weekly pay, no agency cut"],
      internal: { label: "For contractors", to: "/for-contractors" },
      external: { label: "Search hourly contracts", href: links.workSearch("Hourly Contract") },
    },
    {
      audience: "Everyone",
      heading: "Learn what the best plants do",
      text: "Field notes on robots, PLCs and plant projects, training for your next platform and offers from our partners.",
      points: [
        "Articles from working engineers",
        "Training and certification paths",
        "Partner offers on tools",
      ],
      internal: { label: "Industries we serve", to: "/industries" },
      external: { label: "Read the blog", href: links.blog() },
    },
  ] satisfies Pathway[],
};

export type AdvantageId =
  | "noFees"
  | "direct"
  | "tryBeforeHire"
  | "fastMatches"
  | "timesheets"
  | "successRate";

export interface Advantage {
  id: AdvantageId;
  title: string;
  text: string;
}

export const advantages = {
  eyebrow: "Why it works",
  heading: "The advantages of going direct",
  items: [
    {
      id: "noFees",
      title: "No job-posting fees",
      text: "Post hourly contracts, contract-to-hire roles, RFQs and direct jobs at no cost.",
    },
    {
      id: "direct",
      title: "Direct contracts, no agencies",
      text: "You agree rate and scope with the specialist. Nobody marks up the hour in between.",
    },
    {
      id: "tryBeforeHire",
      title: "Try before you hire",
      text: "Start on contract and convert to a permanent hire when you are both sure.",
    },
    {
      id: "fastMatches",
      title: "Matches within 4 hours",
      text: "Qualified applicants on your shortlist the same day; 24/7 talent matching for breakdowns.",
    },
    {
      id: "timesheets",
      title: "Time sheets and approvals built in",
      text: "Hours, expense reports and approvals in one place, so invoices match what happened on site.",
    },
    {
      id: "successRate",
      title: `${network.successRate} success rate`,
      text: "Ratings and reviews from real contracts, so you can see who delivered before you shortlist.",
    },
  ] satisfies Advantage[],
};

export const industryTiles = {
  eyebrow: "Industries",
  heading: "Specialists for the industries that build things",
  linkLabel: "See roles, projects and tools",
};

/** The about page's figures band. */
export const aboutStats = {
  heading: "The network in numbers",
  items: [
    { value: network.specialists, label: "Contractors" },
    { value: network.contractsFilled, label: "Projects" },
    { value: network.companies, label: "Manufacturer clients" },
    {
      value: network.fasterThanAgencies.value,
      label: "Faster than agencies, from posting to signed contract",
    },
  ] satisfies Stat[],
};

export interface Testimonial {
  quote: string;
  detail: string;
  name: string;
  role: string;
  photo: Photo;
}

export const testimonials = {
  eyebrow: "Testimonials",
  heading: "What plants and specialists say",
  items: [
    {
      quote: "Game-changing platform for industrial automation hiring.",
      detail:
        "A Fanuc cell went down two weeks before launch. We interviewed three qualified robot programmers that afternoon and had one on site the next morning.",
      ...quotePerson(people.danaK),
    },
    {
      quote: "I pick the work and I keep my rate.",
      detail:
        "I choose the Fanuc cells I want to work on, submit my hours in the app and get paid every week. No recruiter in the middle.",
      ...quotePerson(people.marcusT),
    },
    {
      quote: "Validation help that spoke our language.",
      detail:
        "We needed a CSV engineer who knew DeltaV and 21 CFR Part 11. We had two to choose from within a day, and the protocols came back ready for QA review.",
      ...quotePerson(people.meeraJ),
    },
  ] satisfies Testimonial[],
};

export interface Value {
  title: "Transparency" | "Freedom" | "Integrity";
  text: string;
}

export const values = {
  eyebrow: "Our values",
  heading: "What we hold ourselves to",
  items: [
    {
      title: "Transparency",
      text: "Rates, reviews and fees are visible up front. What the plant pays is what the specialist earns.",
    },
    {
      title: "Freedom",
      text: "Contractors choose their work and their rate; companies cancel or extend whenever they need to.",
    },
    {
      title: "Integrity",
      text: "Verified profiles, honest reviews and agreements written in plain language, kept by both sides.",
    },
  ] satisfies Value[],
};

export interface DirectoryLink {
  label: string;
  href: string;
}

export interface DirectoryGroup {
  heading: string;
  /** One line on what the group's links are for. */
  description: string;
  /** "task": something to do now, drawn as a card of actions; "reference": a quieter list to look up. */
  kind: "task" | "reference";
  links: DirectoryLink[];
}

/** Every link to the blog and the provider's app, built only through `links`. */
export const linkDirectory = {
  eyebrow: "Directory",
  heading: "Everything on the platform, one click away",
  intro: "Each link opens the application or the blog in a new tab.",
  externalHint: "(opens in a new tab)",
  groups: [
    {
      heading: "Hire",
      description: "Post any kind of work for free, or search the professionals yourself.",
      kind: "task",
      links: [
        { label: "Post hourly contract", href: links.hireWorkAdd("Hourly Contract") },
        { label: "Post contract to hire", href: links.hireWorkAdd("Contract to Hire") },
        { label: "Post project / RFQ", href: links.hireWorkAdd("Hard Quote Work") },
        { label: "Post job", href: links.hireWorkAdd("Direct Job") },
        { label: "Search professionals", href: links.professionalsIndex() },
      ],
    },
    {
      heading: "Find work",
      description: "What plants are posting now, by the way you want to work.",
      kind: "task",
      links: [
        { label: "Search hourly contracts", href: links.workSearch("Hourly Contract") },
        { label: "Contract to hire", href: links.workSearch("Contract to Hire") },
        { label: "Projects / RFQs", href: links.workSearch("Hard Quote Work") },
        { label: "Jobs", href: links.workSearch("Direct Job") },
      ],
    },
    {
      heading: "Grow",
      description: "Training, partner offers and field notes from working engineers.",
      kind: "reference",
      links: [
        { label: "Training", href: links.training() },
        { label: "Partner offers", href: links.partnerOffers() },
        { label: "Blog", href: links.blog() },
      ],
    },
    {
      heading: "Agreements",
      description: "The terms every contract on the platform runs on.",
      kind: "reference",
      links: [
        { label: "Terms and conditions", href: links.terms() },
        { label: "Supplier service agreement", href: links.supplierServiceAgreement() },
        { label: "Master service agreement", href: links.masterServiceAgreement() },
      ],
    },
  ] satisfies DirectoryGroup[],
};
