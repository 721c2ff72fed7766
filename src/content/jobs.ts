/** The job search screen at /find-jobs: the sample positions and the screen's copy. */
import type { DurationKey, ExperienceKey, JobTypeKey, SkillFilterKey } from "./jobFilters";

export type {
  ClearanceKey,
  DurationKey,
  ExperienceKey,
  JobTypeKey,
  SkillFilterKey,
  TravelKey,
} from "./jobFilters";
export {
  clearanceOptions,
  durationOptions,
  experienceOptions,
  jobTypeOptions,
  skillFilterOptions,
  travelOptions,
} from "./jobFilters";

export const LOCATION_TYPES = ["On-site", "Hybrid", "Remote"] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** One sample position (spec section 3, "Job-search mock job"), plus what the filters look at. */
export interface Job {
  id: string;
  title: string;
  company: string;
  location: string;
  locationType: LocationType;
  /** US dollars per hour; shown as a range ("$85-$110/hr"). */
  rate: { min: number; max: number };
  /** Relative posting time, as written on the card. */
  posted: string;
  tags: string[];
  description: string;
  jobType: JobTypeKey;
  skills: SkillFilterKey[];
  duration: DurationKey;
  experience: ExperienceKey;
  travelRequired: boolean;
  clearanceRequired: boolean;
}

export const jobs: Job[] = [
  {
    id: "fanuc-weld-cell-detroit",
    title: "FANUC Robot Programmer, Weld Cell Launch",
    company: "Great Lakes Body Systems",
    location: "Detroit, MI",
    locationType: "On-site",
    rate: { min: 85, max: 110 },
    posted: "2 hours ago",
    tags: ["FANUC", "Arc welding", "ROBOGUIDE", "Automotive"],
    description:
      "Bring a 14-robot body-in-white weld cell from buy-off to full rate: touch up paths, cut cycle time and coach the second-shift technicians.",
    jobType: "contract",
    skills: ["fanuc"],
    duration: "1-3-months",
    experience: "senior",
    travelRequired: false,
    clearanceRequired: false,
  },
  {
    id: "abb-paint-spartanburg",
    title: "ABB Paint Robot Specialist",
    company: "Summit Coatings Group",
    location: "Spartanburg, SC",
    locationType: "On-site",
    rate: { min: 90, max: 125 },
    posted: "5 hours ago",
    tags: ["ABB IRB 5500", "RobotStudio", "Paint process"],
    description:
      "Paint shop retrofit support: recalibrate four IRB 5500 painters, rebuild brush tables and prove film build before start of production.",
    jobType: "contract",
    skills: ["abb"],
    duration: "under-1-month",
    experience: "expert",
    travelRequired: true,
    clearanceRequired: false,
  },
  {
    id: "controls-engineer-houston",
    title: "Controls Engineer, Allen Bradley PLC",
    company: "Gulf Coast Process Controls",
    location: "Houston, TX",
    locationType: "Hybrid",
    rate: { min: 70, max: 95 },
    posted: "1 day ago",
    tags: ["ControlLogix", "Studio 5000", "FactoryTalk View"],
    description:
      "Design and commission PLC and HMI logic for chemical dosing skids. Two site weeks a quarter; the rest from our Houston office or home.",
    jobType: "full-time",
    skills: ["allen-bradley", "rockwell"],
    duration: "3-plus-months",
    experience: "mid",
    travelRequired: true,
    clearanceRequired: false,
  },
  {
    id: "siemens-tia-raleigh",
    title: "Siemens S7 / TIA Portal Programmer",
    company: "Meridian Pharma Systems",
    location: "Raleigh, NC",
    locationType: "On-site",
    rate: { min: 95, max: 130 },
    posted: "1 day ago",
    tags: ["S7-1500", "TIA Portal", "GAMP 5", "Validation"],
    description:
      "Migrate a fill-finish line from S7-300 to S7-1500 under GAMP 5: write the code, support IQ/OQ and hand over clean documentation.",
    jobType: "contract",
    skills: ["siemens"],
    duration: "3-plus-months",
    experience: "senior",
    travelRequired: false,
    clearanceRequired: false,
  },
  {
    id: "ignition-scada-remote",
    title: "SCADA Developer (Ignition)",
    company: "Northwind Water Technologies",
    location: "Remote (US)",
    locationType: "Remote",
    rate: { min: 75, max: 100 },
    posted: "2 days ago",
    tags: ["Ignition", "SCADA", "SQL", "MQTT"],
    description:
      "Build alarm, trend and reporting screens for 40 lift stations. About 20 hours a week, fully remote, with a monthly review call.",
    jobType: "part-time",
    skills: [],
    duration: "3-plus-months",
    experience: "mid",
    travelRequired: false,
    clearanceRequired: false,
  },
  {
    id: "defense-cell-integrator-huntsville",
    title: "Robotic Cell Integrator, Defense Programs",
    company: "Aegis Manufacturing Solutions",
    location: "Huntsville, AL",
    locationType: "On-site",
    rate: { min: 110, max: 150 },
    posted: "3 days ago",
    tags: ["FANUC", "ABB", "Safety PLC", "ITAR"],
    description:
      "Lead the integration of machining and inspection cells for aerospace structures. Active clearance required; supplier travel about 25%.",
    jobType: "full-time",
    skills: ["fanuc", "abb"],
    duration: "3-plus-months",
    experience: "expert",
    travelRequired: true,
    clearanceRequired: true,
  },
  {
    id: "hmi-technician-chicago",
    title: "HMI / PLC Technician, Food & Beverage",
    company: "Prairie Packaging Co.",
    location: "Chicago, IL",
    locationType: "On-site",
    rate: { min: 55, max: 70 },
    posted: "3 days ago",
    tags: ["PanelView", "CompactLogix", "Packaging"],
    description:
      "Support a packaging line upgrade on weekday evenings: swap PanelView terminals, update tags and help the day crew troubleshoot.",
    jobType: "part-time",
    skills: ["allen-bradley"],
    duration: "1-3-months",
    experience: "entry",
    travelRequired: false,
    clearanceRequired: false,
  },
  {
    id: "plc5-migration-cleveland",
    title: "PLC-5 to ControlLogix Migration Lead",
    company: "Ironbridge Steel",
    location: "Cleveland, OH",
    locationType: "Hybrid",
    rate: { min: 100, max: 140 },
    posted: "4 days ago",
    tags: ["PLC-5", "ControlLogix", "Migration", "Heavy manufacturing"],
    description:
      "Plan and run a phased migration of 12 PLC-5 racks during planned outages, with I/O conversion and cutover checklists.",
    jobType: "contract",
    skills: ["rockwell", "allen-bradley"],
    duration: "3-plus-months",
    experience: "expert",
    travelRequired: true,
    clearanceRequired: false,
  },
  {
    id: "vision-robotics-san-jose",
    title: "Vision-Guided Robotics Engineer",
    company: "Lumen Automation",
    location: "San Jose, CA",
    locationType: "Hybrid",
    rate: { min: 120, max: 160 },
    posted: "5 days ago",
    tags: ["FANUC iRVision", "Cognex", "Bin picking"],
    description:
      "Tune 3D vision for a random bin-picking cell and write down a recipe process the plant team can maintain on its own.",
    jobType: "contract",
    skills: ["fanuc"],
    duration: "1-3-months",
    experience: "senior",
    travelRequired: true,
    clearanceRequired: false,
  },
  {
    id: "drives-commissioning-fargo",
    title: "Commissioning Engineer, Siemens Drives",
    company: "Northern Wind Components",
    location: "Fargo, ND",
    locationType: "On-site",
    rate: { min: 85, max: 105 },
    posted: "1 week ago",
    tags: ["SINAMICS", "S7-1200", "Startup"],
    description:
      "A three-week startup of a blade handling line: drive parameters, loop checks and operator sign-off, then a clean handover.",
    jobType: "contract",
    skills: ["siemens"],
    duration: "under-1-month",
    experience: "mid",
    travelRequired: true,
    clearanceRequired: false,
  },
  {
    id: "palletizing-technician-dallas",
    title: "Junior Robot Technician, Palletizing",
    company: "Heartland Foods",
    location: "Dallas, TX",
    locationType: "On-site",
    rate: { min: 50, max: 65 },
    posted: "1 week ago",
    tags: ["ABB", "Palletizing", "Preventive maintenance"],
    description:
      "Keep six palletizing robots running across two shifts: preventive maintenance, small program edits and backups. ABB training provided.",
    jobType: "full-time",
    skills: ["abb"],
    duration: "3-plus-months",
    experience: "entry",
    travelRequired: false,
    clearanceRequired: false,
  },
  {
    id: "machine-safety-review-remote",
    title: "Machine Safety Reviewer",
    company: "SafeGuard Compliance Partners",
    location: "Remote (US)",
    locationType: "Remote",
    rate: { min: 90, max: 120 },
    posted: "2 weeks ago",
    tags: ["ISO 13849", "GuardLogix", "Safety PLC"],
    description:
      "Review safety circuit designs and performance-level calculations for three machine builders; written findings within two weeks.",
    jobType: "part-time",
    skills: ["rockwell", "siemens"],
    duration: "under-1-month",
    experience: "senior",
    travelRequired: false,
    clearanceRequired: false,
  },
];

/** 'Recommended for You' shows the first two sample jobs. */
export const recommendedJobs = jobs.slice(0, 2);

export const jobAlertFrequencies = [
  { value: "daily", label: "Daily" },
  { value: "weekly", label: "Weekly" },
] as const;
export type JobAlertFrequency = (typeof jobAlertFrequencies)[number]["value"];

export const findJobsCopy = {
  /** Names the slider in the line that says its code could not be loaded (content/offline.ts). */
  rateSliderName: "The rate slider",
  searchLabel: "Job search",
  queryLabel: "Search jobs",
  queryPlaceholder: "Skill, robot model or company",
  locationLabel: "Location",
  locationPlaceholder: "City or Remote",
  remoteOnly: "Remote Only",
  searchButton: "Search",
  filtersButton: "Filters",
  filtersHeading: "Filters",
  clearFilters: "Clear filters",
  showResults: (count: number) => `Show ${count} ${count === 1 ? "job" : "jobs"}`,
  groups: {
    jobType: "Job Type",
    skills: "Skills",
    rate: "Rate Range",
    duration: "Project Duration",
    experience: "Experience Level",
    travel: "Travel Required",
    clearance: "Security Clearance",
  },
  rateThumbs: ["Minimum hourly rate", "Maximum hourly rate"] as [string, string],
  rateValue: (min: number, max: number) => `$${min} - $${max}/hr`,
  skillCount: (count: number) => `${count} specialists`,
  resultsHeading: "Open Positions",
  jobsFound: (count: number) => `${count} ${count === 1 ? "job" : "jobs"} found`,
  emptyTitle: "No jobs match your search",
  emptyBody: "Try a broader search, another location or fewer filters.",
  perHour: "/hr",
  save: "Save Job",
  saved: "Saved",
  heartLabel: (title: string) => `Save ${title}`,
  quickApply: "Quick Apply",
  quickApplyLabel: (title: string) => `Quick Apply: ${title}`,
  postedLabel: "Posted",
  termsLabel: "Job type, duration and level",
  sidebarHeading: "Stay Organized",
  alertHeading: "Job alerts",
  alertIntro: "Get new positions that match your search in your inbox.",
  alertEmailLabel: "Email address",
  alertEmailPlaceholder: "you@company.com",
  alertFrequencyLabel: "How often",
  alertSubmit: "Create alert",
  alertInvalid: "Enter an email address like name@company.com.",
  alertConfirmedTitle: "Job alert created",
  alertConfirmedBody: (email: string, frequency: JobAlertFrequency) =>
    `We'll send ${frequency} job alerts to ${email}.`,
  alertActive: (frequency: JobAlertFrequency) =>
    `${frequency === "daily" ? "Daily" : "Weekly"} alerts are on for`,
  alertEdit: "Change alert",
  savedHeading: "Saved Jobs",
  savedCount: (count: number) => `${count} saved`,
  savedEmpty: "No saved jobs yet",
  savedEmptyHint: "Tap the heart on a position to keep it here.",
  removeSaved: (title: string) => `Remove ${title} from saved jobs`,
  recommendedHeading: "Recommended for You",
} as const;

/** What Quick Apply tells the resume builder, carried in navigation state. */
export { quickApplyMessage } from "./notices";
