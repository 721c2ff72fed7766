import { site } from "./site";

/** Head metadata and the opening copy of every route. Views and head tags read the same entry. */
export type SchemaType =
  | "WebPage"
  | "AboutPage"
  | "CollectionPage"
  | "SearchResultsPage"
  | "ContactPage"
  | "ProfilePage";

export interface PageContent {
  path: RoutePath;
  /** The <title>, without the product suffix. */
  title: string;
  description: string;
  keywords: string[];
  /** The page's one <h1>. */
  heading: string;
  /** The sentence under the heading. */
  intro: string;
  /** schema.org type of the page's JSON-LD. The home page adds Organization and WebSite. */
  schemaType: SchemaType;
  /** Shown on the page's eyebrow line above the heading. */
  eyebrow: string;
  /**
   * False for pages that only make sense from a link (the shared resume): kept out of the sitemap
   * and marked noindex, since what they show lives in the visitor's link, not on the page.
   */
  indexable?: false;
}

export const ROUTE_PATHS = [
  "/",
  "/for-employers",
  "/for-contractors",
  "/find-jobs",
  "/post-project",
  "/post-job",
  "/search-contractors",
  "/create-profile",
  "/job-seeker-registration",
  "/industries",
  "/locations",
  "/about",
  "/resume",
  "/privacy",
  "/sent",
  "/not-sent",
] as const;
export type RoutePath = (typeof ROUTE_PATHS)[number];

const product = site.productName;

export const pages: Record<RoutePath, PageContent> = {
  "/": {
    path: "/",
    title: `${product}: Hire Robot, PLC & Controls Automation Experts`,
    description:
      "Connect with 40,000+ automation experts instantly: the largest marketplace for ABB, Fanuc, Siemens and Rockwell programming specialists. No posting fees.",
    keywords: [
      "automation engineers",
      "robot programming",
      "PLC programming",
      "Fanuc",
      "ABB",
      "Siemens",
      "Rockwell",
    ],
    heading: "Connect with 40,000+ Automation Experts Instantly",
    intro: "The largest marketplace for ABB, Fanuc, Siemens and Rockwell programming specialists.",
    schemaType: "WebPage",
    eyebrow: "Industrial automation talent marketplace",
  },
  "/for-employers": {
    path: "/for-employers",
    title: `Hire Automation Experts in 24 Hours | ${product}`,
    description:
      "Hire from 30,000+ verified ABB, Fanuc, Siemens and PLC specialists: post in 2 minutes, review qualified applicants within hours, hire the same day.",
    keywords: [
      "hire automation engineer",
      "hire PLC programmer",
      "hire robot programmer",
      "contract to hire",
    ],
    heading: "Hire Automation Experts in 24 Hours",
    intro:
      "30,000+ verified ABB, Fanuc, Siemens and PLC specialists, ready for your line. No job-posting fees, no agencies: contracts are direct between you and the expert.",
    schemaType: "WebPage",
    eyebrow: "For employers and manufacturers",
  },
  "/for-contractors": {
    path: "/for-contractors",
    title: `Automation Contracts for Engineers | ${product}`,
    description:
      "Find your next $100K+ automation contract. Join 40,000+ robot, PLC, HMI and SCADA engineers who win direct contracts and get paid weekly.",
    keywords: [
      "automation contracts",
      "PLC contract jobs",
      "robot programmer jobs",
      "controls engineer contract",
    ],
    heading: "Find Your Next $100K+ Automation Contracts",
    intro:
      "Join 40,000+ automation engineers who find direct contracts with manufacturers: no agency cut, weekly pay, and work that fits your skills.",
    schemaType: "WebPage",
    eyebrow: "For contractors and engineers",
  },
  "/find-jobs": {
    path: "/find-jobs",
    title: `Automation Jobs & Contracts: Robot, PLC, SCADA | ${product}`,
    description:
      "Search open automation positions: robot programming, PLC, HMI, SCADA and controls jobs, on-site, hybrid and remote, with hourly rates shown up front.",
    keywords: [
      "automation jobs",
      "PLC jobs",
      "robot programming jobs",
      "SCADA jobs",
      "controls engineer jobs",
    ],
    heading: "Find Automation Jobs",
    intro:
      "Search by skill, robot model or company, narrow by location and rate, and save the positions worth a closer look.",
    schemaType: "SearchResultsPage",
    eyebrow: "Job search",
  },
  "/post-project": {
    path: "/post-project",
    title: `Post a New Project | ${product}`,
    description:
      "Post an automation project in minutes: describe the work, choose skills, set budget and timeline, and reach qualified robot, PLC and controls experts.",
    keywords: ["post automation project", "hire integrator", "robot programming project", "PLC project"],
    heading: "Post a New Project",
    intro: "Describe the work and reach qualified automation specialists. Posting is free.",
    schemaType: "WebPage",
    eyebrow: "Hiring tools",
  },
  "/post-job": {
    path: "/post-job",
    title: `Post a Job | ${product}`,
    description:
      "Post a full-time, part-time or contract automation job. Tell us the role and the skills, and our team will contact you soon.",
    keywords: ["post automation job", "hire controls engineer", "automation recruiting"],
    heading: "Post a Job",
    intro: "Tell us about the role and the skills it needs. Our team will contact you soon.",
    schemaType: "ContactPage",
    eyebrow: "Hiring tools",
  },
  "/search-contractors": {
    path: "/search-contractors",
    title: `Search Automation Contractors | ${product}`,
    description:
      "Browse 147 automation contractors near Detroit, MI: robot programmers, PLC and SCADA engineers with ratings, job success and hourly rates.",
    keywords: ["find automation contractor", "robot programmer near me", "PLC engineer Detroit"],
    heading: "Search Automation Contractors",
    intro:
      "Filter by skill, distance, rate and availability, then invite the right specialist to your project.",
    schemaType: "SearchResultsPage",
    eyebrow: "Hiring tools",
  },
  "/create-profile": {
    path: "/create-profile",
    title: `Create Your Automation Resume | ${product}`,
    description:
      "Build a professional automation resume in five steps: personal info, experience, skills, certifications and review. Choose a template and export it.",
    keywords: ["automation resume", "controls engineer resume", "PLC programmer resume builder"],
    heading: "Build Your Automation Resume",
    intro: "Five short steps to a resume that shows manufacturers exactly what you can do.",
    schemaType: "WebPage",
    eyebrow: "Resume builder",
  },
  "/job-seeker-registration": {
    path: "/job-seeker-registration",
    title: `Find Your Next Automation Job: Register | ${product}`,
    description:
      "Register as an automation job seeker: tell us your skills, experience level, preferred job types and availability, and get matched with manufacturers.",
    keywords: ["automation job registration", "controls engineer jobs", "robot technician jobs"],
    heading: "Find Your Next Automation Job",
    intro: "Tell us what you do best and when you can start. It takes about two minutes.",
    schemaType: "WebPage",
    eyebrow: "Job seekers",
  },
  "/industries": {
    path: "/industries",
    title: `Industries We Serve: Automotive, Aerospace, Pharma | ${product}`,
    description:
      "Automation specialists for automotive, aerospace, food and beverage, pharma, heavy manufacturing and renewable energy: roles, projects, tools, talent.",
    keywords: [
      "automotive automation",
      "aerospace automation",
      "pharmaceutical automation",
      "food and beverage automation",
    ],
    heading: "Industries We Serve",
    intro:
      "From body shops to clean rooms, our specialists know the equipment, the standards and the pace of your industry.",
    schemaType: "CollectionPage",
    eyebrow: "Industries",
  },
  "/locations": {
    path: "/locations",
    title: `Automation Talent by Location: US, Canada, Mexico, UK | ${product}`,
    description:
      "Automation engineers across the United States, Canada, Mexico and the United Kingdom, with state insights for Michigan, Texas and Ohio and a global network.",
    keywords: [
      "automation engineers Michigan",
      "PLC programmers Texas",
      "robot programmers Ohio",
      "automation talent Canada",
    ],
    heading: "Automation Talent by Location",
    intro:
      "Specialists where your plants are: across North America, the United Kingdom and a growing global network.",
    schemaType: "CollectionPage",
    eyebrow: "Locations",
  },
  "/about": {
    path: "/about",
    title: `About ${product}: Industrial Automation Talent Since 1999`,
    description:
      "Since 1999 we have connected manufacturers with automation professionals: 40K+ professionals, 1,000+ contracts filled and 230+ companies served.",
    keywords: ["about", "automation staffing", "industrial automation marketplace"],
    heading: `About ${product}`,
    intro:
      "We connect manufacturers with the automation professionals who keep their lines running: directly, transparently and fast.",
    schemaType: "AboutPage",
    eyebrow: "Our story",
  },
  "/resume": {
    path: "/resume",
    title: `Shared automation resume | ${product}`,
    description:
      "A read-only automation resume shared as a link, with nothing stored on a server. Build your own in five steps and share it the same way.",
    keywords: ["automation resume", "shared resume", "automation specialist profile"],
    heading: "A shared automation resume",
    intro: "Resumes shared from the builder travel inside their link. Nothing is stored on a server.",
    schemaType: "ProfilePage",
    eyebrow: "Shared resume",
    indexable: false,
  },
  "/privacy": {
    path: "/privacy",
    title: `Privacy notice | ${product}`,
    description: "What we keep when you send a form, why, and for how long.",
    keywords: ["privacy"],
    heading: "Privacy notice",
    intro: "What we keep when you send a form, why, and for how long.",
    schemaType: "WebPage",
    eyebrow: "Privacy",
  },
  // Where a form sent without JavaScript lands (the intake answers its post with a 303).
  "/sent": {
    path: "/sent",
    title: `Sent | ${product}`,
    description: "Your form reached our team.",
    keywords: [],
    heading: "Thank you: your form is sent",
    intro: "Your form reached our team.",
    schemaType: "WebPage",
    eyebrow: "Sent",
    indexable: false,
  },
  "/not-sent": {
    path: "/not-sent",
    title: `Not sent | ${product}`,
    description: "Your form was not sent.",
    keywords: [],
    heading: "Your form was not sent",
    intro: "Something in it needs another look.",
    schemaType: "WebPage",
    eyebrow: "Not sent",
    indexable: false,
  },
};

/** The routes search engines should list: every route but those that only work from a link. */
export const INDEXED_PATHS = ROUTE_PATHS.filter((path) => pages[path].indexable !== false);

// The 404 and error screens' words live apart: the shell shows them without the pages' table.
export { errorPage, notFoundPage } from "./statusPages";
