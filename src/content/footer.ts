import { howToVideos, links } from "./links";
import type { NavLink } from "./navigation";
import type { RoutePath } from "./pages";
import { people } from "./people";

/**
 * The footer's columns and the anchors they link to. Apart from the header's links and words
 * (navigation.ts): the footer stays its prerendered HTML in the browser (a static part), so these
 * tables, and the sample people one of their links names, are not part of the code every page
 * loads to start (the header is).
 */
export interface FooterColumn {
  heading: string;
  /** The page the heading names: the heading itself links there. */
  to?: RoutePath;
  links: NavLink[];
}

export const INDUSTRY_ANCHORS = [
  { id: "automotive-automation", label: "Automotive" },
  { id: "aerospace-automation", label: "Aerospace" },
  { id: "food-beverage-automation", label: "Food & Beverage" },
  { id: "pharmaceutical-automation", label: "Pharmaceutical" },
  { id: "heavy-manufacturing-automation", label: "Heavy Manufacturing" },
  { id: "renewable-energy-automation", label: "Renewable Energy" },
] as const;

export const LOCATION_ANCHORS = [
  { id: "global-talent", label: "Global Talent" },
  { id: "united-states", label: "United States" },
  { id: "canada", label: "Canada" },
  { id: "united-kingdom", label: "United Kingdom" },
  { id: "mexico", label: "Mexico" },
] as const;

export const footerColumns: FooterColumn[] = [
  {
    heading: "For Employers",
    to: "/for-employers",
    links: [
      { kind: "internal", label: "Why choose us", to: "/for-employers", hash: "choose-us" },
      { kind: "internal", label: "How it works", to: "/for-employers", hash: "how-it-works" },
      { kind: "internal", label: "Post a project", to: "/post-project" },
      { kind: "internal", label: "Post a job", to: "/post-job" },
      { kind: "internal", label: "Search contractors", to: "/search-contractors" },
      { kind: "external", label: "Post work on the app", href: links.hireWorkAdd() },
      { kind: "external", label: "Browse professionals", href: links.professionalsIndex() },
      {
        kind: "external",
        label: "Top-rated Fanuc specialist",
        href: links.contractorProfile(people.michaelR.profileId, people.michaelR.name),
      },
    ],
  },
  {
    heading: "For Contractors",
    to: "/for-contractors",
    links: [
      { kind: "internal", label: "Latest projects", to: "/for-contractors", hash: "latest-projects" },
      { kind: "internal", label: "Success stories", to: "/for-contractors", hash: "success-stories" },
      { kind: "internal", label: "Find jobs", to: "/find-jobs" },
      { kind: "internal", label: "Build your resume", to: "/create-profile" },
      { kind: "internal", label: "Job seeker registration", to: "/job-seeker-registration" },
      { kind: "external", label: "Hourly contracts", href: links.workSearch("Hourly Contract") },
      { kind: "external", label: "Direct jobs", href: links.workSearch("Direct Job") },
      { kind: "external", label: "Featured project", href: links.workDetail(5581) },
      { kind: "external", label: "Register on the app", href: links.register() },
    ],
  },
  {
    heading: "Industries",
    to: "/industries",
    links: INDUSTRY_ANCHORS.map(({ id, label }) => ({
      kind: "internal",
      label,
      to: "/industries",
      hash: id,
    })),
  },
  {
    heading: "Locations",
    to: "/locations",
    links: LOCATION_ANCHORS.map(({ id, label }) => ({ kind: "internal", label, to: "/locations", hash: id })),
  },
  {
    heading: "How To Videos",
    links: howToVideos.map(({ label, href }) => ({ kind: "external", label, href })),
  },
  {
    heading: "Resources",
    links: [
      { kind: "internal", label: "About us", to: "/about" },
      { kind: "external", label: "Blog", href: links.blog() },
      { kind: "external", label: "Training", href: links.training() },
      { kind: "external", label: "Terms and conditions", href: links.terms() },
      { kind: "external", label: "Contact", href: links.contact() },
    ],
  },
];
