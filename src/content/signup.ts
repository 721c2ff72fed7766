import type { JobTypeKey } from "../domain/jobSearch";
import {
  type ExperienceLevel,
  SIGNUP_AVAILABILITY,
  SIGNUP_EXPERIENCE_LEVELS,
  type SignupProblem,
} from "../domain/jobSeekerSignup";
import { jobTypeOptions } from "./jobFilters";
import { optionsOf } from "./options";

/**
 * The job seeker registration form at /job-seeker-registration ('Find Your Next Automation Job'):
 * the labels of its choices, the seven error messages (spec section 5, verbatim) and copy. The preset
 * skills and the values the choices stand for are rules, in src/domain/jobSeekerSignup.ts.
 */

const experienceLevelText: Record<ExperienceLevel, { label: string; detail: string }> = {
  entry: { label: "Entry level", detail: "0-2 years" },
  mid: { label: "Mid level", detail: "3-7 years" },
  senior: { label: "Senior", detail: "8+ years" },
};
export const experienceLevels = SIGNUP_EXPERIENCE_LEVELS.map((value) => ({
  value,
  ...experienceLevelText[value],
}));

/** Contract, Full-time, Part-time: the same values as the job search filter. */
export const signupJobTypes: ReadonlyArray<{ value: JobTypeKey; label: string }> = jobTypeOptions;

export const availabilityOptions = optionsOf(SIGNUP_AVAILABILITY, {
  now: "Available now",
  "2weeks": "In 2 weeks",
  "1month": "In 1 month",
  employed: "Currently Employed, open to offers",
});

export const presetLocations = [
  "Detroit, MI",
  "Houston, TX",
  "Chicago, IL",
  "Los Angeles, CA",
  "Dallas, TX",
  "Remote",
] as const;

/**
 * Each failing check's toast text, exactly as the spec words it, and the two finer problems of checks
 * 1 and 3 (src/domain/jobSeekerSignup.ts, signupProblem).
 */
export const signupErrors: Record<SignupProblem, string> = {
  fullName: "Full name must be at least 2 characters",
  fullNameLetters: "Full name must contain at least 2 letters",
  email: "Please enter a valid email address",
  phone: "Phone number is required",
  phoneInvalid:
    "Please enter a valid phone number: a US, Canadian, Mexican or UK number, like (313) 555-0142",
  skills: "Please select at least one skill",
  experienceLevel: "Please select your experience level",
  jobTypes: "Please select at least one job type",
  availability: "Please select your availability",
};

export const signupCopy = {
  errorTitle: "Error",
  formLabel: "Job seeker registration",
  sections: {
    about: "About you",
    aboutHint: "How employers and our matching team reach you.",
    skills: "Your skills",
    skillsHint: "Pick the platforms you work with, or add your own.",
    /** The same hint with JavaScript off: the box for a skill of one's own needs it. */
    skillsHintNoScript: "Tick the platforms you work with.",
    preferences: "What you are looking for",
    preferencesHint: "We match you only with work that fits.",
  },
  fullName: "Full name",
  fullNamePlaceholder: "Jordan Rivera",
  email: "Email",
  emailPlaceholder: "jordan@example.com",
  phone: "Phone",
  phonePlaceholder: "(313) 555-0142",
  skillsLegend: "Skills",
  skillsCounter: (count: number, max: number) => `${count} of ${max} selected`,
  skillsLimitReached: (max: number) =>
    `You have chosen the maximum of ${max} skills. Remove one to add another.`,
  customSkill: "Add another skill",
  customSkillPlaceholder: "e.g. Beckhoff TwinCAT",
  customSkillHint: "Press Enter or Add.",
  addSkill: "Add",
  chosenSkills: "Chosen skills",
  noSkillsYet: "No skills chosen yet.",
  removeSkill: (skill: string) => `Remove ${skill}`,
  skillBlank: "Type a skill first.",
  skillDuplicate: "That skill is already on your list.",
  experienceLegend: "Experience level",
  jobTypesLegend: "Preferred job types",
  jobTypesHint: "Choose all that apply.",
  location: "Preferred location",
  locationOptional: "(optional)",
  locationPlaceholder: "City, state or Remote",
  locationPresets: "Popular locations",
  availabilityLegend: "Availability",
  required: "Required",
  submit: "Create My Profile",
  submitting: "Creating your profile...",
  restored: "We restored the answers you had not sent yet.",
  welcomeTitle: (name: string) => `Welcome aboard, ${name}!`,
  /** Names the welcome dialog in the line that says its code could not be loaded (content/offline.ts). */
  welcomeName: "Your welcome message",
  /** Shown only once the intake answered the registration's reference (issue 34): it says what is true then. */
  welcomeBody: (reference: string, email: string) =>
    `Our team has your registration, reference ${reference}. We reply within one working day to ${email}. Here is what to do next:`,
  nextSteps: {
    resume: {
      title: "Build your automation resume",
      body: "Five short steps to a resume manufacturers trust.",
      cta: "Build my resume",
    },
    jobs: {
      title: "Browse open positions",
      body: "Robot, PLC, HMI and SCADA work, with rates up front.",
      cta: "Browse jobs",
    },
  },
  closeDialog: "Close",
  doneHeading: (name: string) => `You're registered, ${name}`,
  doneBody: (reference: string) => `Reference ${reference}. This is what you sent us:`,
  /** In the form's place while the registration waits on this device (issue 34). */
  queuedHeading: "Your registration is waiting to be sent",
  queuedBody: "This is what will be sent:",
  summary: {
    label: "Your registration",
    skills: "Skills",
    experience: "Experience",
    jobTypes: "Looking for",
    availability: "Availability",
    location: "Location",
    anyLocation: "Open to any location",
    contact: "Contact",
  },
  nextStepsHeading: "Next steps",
  benefits: [
    { title: "Matched, not spammed", body: "Only roles that fit your skills, rates and availability." },
    { title: "Direct with employers", body: "No agencies in between: you talk to the plant." },
    { title: "Paid weekly", body: "Contract hours are approved and paid every week." },
  ],
  benefitsHeading: "Why register",
  stats: [
    { value: "40,000+", label: "automation specialists" },
    { value: "5,132", label: "active this month" },
    { value: "98%", label: "success rate" },
  ],
  statsLabel: "The network in numbers",
} as const;
