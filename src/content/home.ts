import { links } from "./links";
import type { ExternalCta, SectionCopy, Testimonial } from "./marketing";
import { network } from "./network";
import { byline, people } from "./people";
import { site } from "./site";

/** The home page's copy and figures, in the order the page shows them. */

const product = site.productName;

/** Icons are named, not imported: content stays plain data and the view maps a name to its glyph. */
export type HomeIcon = "shieldCheck" | "badgeCheck" | "headset" | "users" | "zap" | "award";

export interface TrustBadge {
  icon: HomeIcon;
  label: string;
}

export const homeHero: {
  primaryCta: ExternalCta;
  secondaryCta: ExternalCta;
  trustBadgesLabel: string;
  trustBadges: TrustBadge[];
} = {
  primaryCta: { label: "Find Automation Professionals", href: links.hireWorkAdd() },
  secondaryCta: { label: "Find Automation Jobs", href: links.workSearch("Hourly Contract") },
  trustBadgesLabel: "Why teams trust us",
  trustBadges: [
    { icon: "shieldCheck", label: "Trusted by Fortune 500" },
    { icon: "badgeCheck", label: "No job-posting fees" },
    { icon: "headset", label: "24/7 talent matching" },
  ],
};

/** The explainer video in the hero and its dialog. */
export const explainerVideo = {
  title: `${product} Explained`,
  thumbnailLabel: `Play video: ${product} Explained`,
  caption: `${product} Explained`,
  captionDetail: "How hiring and contracting work on the marketplace",
  closeLabel: "Close video",
  /** Names the player in the line that says its code could not be loaded (content/offline.ts). */
  playerName: "The video player",
  /** The configured player, or null: the dialog then plays the bundled animated walkthrough. */
  embedUrl: site.explainerVideoId ? links.videoEmbed(site.explainerVideoId) : null,
  animationSummary:
    "An animated walkthrough of hiring on the marketplace in four steps: post a project, review qualified matches, interview and hire, and run the project to success.",
  animationNote: "The four employer steps, from posting to a finished project. Posting a project is free.",
  /** The player's permissions: no camera, microphone or geolocation. */
  allow: "autoplay; encrypted-media; picture-in-picture",
  /** A configured player needs the video host: offline, the thumbnail and the dialog say so. */
  offlineTitle: "This video needs an internet connection",
  offlineBody: "It plays here as soon as you are back online. Everything else on this site works offline.",
} as const;

export interface ProofCard {
  icon: HomeIcon;
  title: string;
  figure: string;
  figureLabel: string;
  description: string;
}

export const socialProof: SectionCopy & { cards: ProofCard[]; testimonial: Testimonial } = {
  id: "why-us",
  eyebrow: "Why manufacturers choose us",
  heading: "The network plants call when the line is down",
  intro: "Verified specialists, fast answers and a track record the largest manufacturers rely on.",
  cards: [
    {
      icon: "users",
      title: "Network Authority",
      figure: network.verifiedSpecialists,
      figureLabel: "verified automation specialists",
      description: `Verified profiles among the ${network.specialists} in the network; ${network.activeThisMonth} active this month across robot, PLC, HMI, SCADA, controls, electrical and machine-building work.`,
    },
    {
      icon: "zap",
      title: "Rapid Response Network",
      figure: "Under 18 hours",
      figureLabel: "average response time, from a post to a confirmed specialist",
      description:
        "24/7 talent matching and 24/7 support, so a breakdown on the night shift never waits for Monday.",
    },
    {
      icon: "award",
      title: "Industry Recognized",
      figure: network.successRate,
      figureLabel: "success rate",
      description:
        "Trusted by Fortune 500 companies in automotive, pharmaceutical, aerospace and food manufacturing.",
    },
  ],
  testimonial: {
    quote: "Game-changing platform for industrial automation hiring.",
    name: people.danaK.name,
    role: byline(people.danaK),
  },
};

export interface SkillItem {
  skill: string;
  /** The specialist count as the spec writes it, e.g. "2100+". */
  specialists: string;
  description: string;
  /** The average hourly rate as shown, e.g. "$95/hr". */
  averageRate: string;
}

export interface IndustryItem {
  title: string;
  description: string;
  details: string;
}

export const skills: SectionCopy & {
  listHeading: string;
  specialistsLabel: string;
  rateLabel: string;
  items: SkillItem[];
  industriesHeading: string;
  industries: IndustryItem[];
} = {
  id: "skills",
  eyebrow: "Skills & Specializations",
  heading: "The most-requested automation skills",
  intro: "Specialists on every major robot and controls platform, with average rates shown up front.",
  listHeading: "Most-requested skills",
  specialistsLabel: "specialists",
  rateLabel: "Average rate",
  items: [
    {
      skill: "ABB Robot Programming",
      specialists: "2100+",
      description: "RAPID programming, RobotStudio offline simulation, IRC5 and OmniCore controllers.",
      averageRate: "$95/hr",
    },
    {
      skill: "Allen Bradley PLC Programming",
      specialists: "3230+",
      description: "ControlLogix and CompactLogix in Studio 5000, ladder and structured text, safety PLCs.",
      averageRate: "$88/hr",
    },
    {
      skill: "Fanuc Robotics Engineering",
      specialists: "2950+",
      description: "TP and KAREL programming, iRVision, DCS safety and R-30iB cell commissioning.",
      averageRate: "$102/hr",
    },
    {
      skill: "Siemens S7 Programming",
      specialists: "2699+",
      description: "S7-1500 and S7-300 in TIA Portal and STEP 7, PROFINET networks and WinCC.",
      averageRate: "$92/hr",
    },
    {
      skill: "KUKA Robot Programming",
      specialists: "1489+",
      description: "KRL programming, KUKA.Sim, KRC4 controllers and SafeOperation setup.",
      averageRate: "$98/hr",
    },
    {
      skill: "HMI Development",
      specialists: "1900+",
      description: "FactoryTalk View, WinCC and Ignition screens operators can read at a glance.",
      averageRate: "$85/hr",
    },
  ],
  industriesHeading: "Industry applications",
  industries: [
    {
      title: "Automotive Manufacturing",
      description: "Body-in-white, paint, powertrain and final assembly lines.",
      details: "Robot retrofits, weld cell programming, conveyor controls and launch support.",
    },
    {
      title: "Pharmaceutical",
      description: "Validated filling, packaging and batch processes.",
      details: "GMP documentation, 21 CFR Part 11 compliant HMIs, serialization lines.",
    },
    {
      title: "Aerospace",
      description: "Precision drilling, fastening and composite handling.",
      details: "Large-envelope robots, metrology integration and automated inspection.",
    },
    {
      title: "Food and Beverage",
      description: "Hygienic processing, palletizing and end-of-line packaging.",
      details: "Washdown-rated cells, recipe management and OEE dashboards.",
    },
    {
      title: "Renewable Energy",
      description: "Battery, solar module and wind component production.",
      details: "Cell and module assembly, SCADA for generation sites, test automation.",
    },
    {
      title: "Chemical Processing",
      description: "Continuous and batch process control.",
      details: "DCS migrations, safety instrumented systems and alarm rationalization.",
    },
  ],
};

export interface EmployerStep {
  step: number;
  title: string;
  timeline: string;
  description: string;
  details: string[];
}

export interface ContractorStep {
  title: string;
  duration: string;
  description: string;
  details: string[];
}

/** Where a 'How it works' column leads when its four steps are read. */
export interface HowItWorksAction {
  label: string;
  to: "/post-project" | "/create-profile";
}

export const howItWorks: SectionCopy & {
  employers: { heading: string; steps: EmployerStep[]; action: HowItWorksAction };
  contractors: { heading: string; steps: ContractorStep[]; action: HowItWorksAction };
} = {
  id: "how-it-works",
  eyebrow: "How It Works",
  heading: "From posting to a finished project",
  intro: "Two audiences, one marketplace: contracts are direct, with no agencies in between.",
  employers: {
    heading: "For employers",
    steps: [
      {
        step: 1,
        title: "Post Project",
        timeline: "2 minutes",
        description: "Choose Contract, Job or RFQ and describe the work. Posting is free.",
        details: ["Hourly contract, contract to hire, project/RFQ or direct job", "No job-posting fees"],
      },
      {
        step: 2,
        title: "Review Qualified Matches",
        timeline: "Within 4 hours",
        description: "Qualified specialists apply with their skills, certifications and rates.",
        details: ["Matched on robot brand, PLC platform and industry", "24/7 talent matching"],
      },
      {
        step: 3,
        title: "Interview & Hire",
        timeline: "Same day",
        description: "Shortlisting an applicant reveals their contact information, so you talk directly.",
        details: ["Direct contracts, no agencies", "Try to hire: start on contract, then hire"],
      },
      {
        step: 4,
        title: "Project Success",
        timeline: "On schedule",
        description: "Run the work with built-in time sheets, expense reports and approvals.",
        details: ["Weekly time sheets and expense reports", "Approve hours in one place"],
      },
    ],
    action: { label: "Post a project", to: "/post-project" },
  },
  contractors: {
    heading: "For contractors",
    steps: [
      {
        title: "Create Profile",
        duration: `${network.profileMinutes.complete} min`,
        description: `List your platforms, certifications and rate: ${network.profileMinutes.scope}.`,
        details: ["Robot brands, PLC platforms and industries", "Certifications employers search for"],
      },
      {
        title: "Apply to Contracts",
        duration: "Same day",
        description: "Apply to hourly contracts, projects and jobs that fit your skills.",
        details: ["Hourly contract, contract to hire, project/RFQ or direct job", "Rates shown up front"],
      },
      {
        title: "Contract Awarded",
        duration: "2-5 days",
        description: "Agree terms directly with the manufacturer.",
        details: ["Direct contracts, no agency cut", "Your rate, your schedule"],
      },
      {
        title: "Get Paid",
        duration: "Weekly",
        description: "Submit time sheets and get paid every week.",
        details: ["Hours and expenses approved in the app", "Every payment on record in one place"],
      },
    ],
    action: { label: "Create your profile", to: "/create-profile" },
  },
};
