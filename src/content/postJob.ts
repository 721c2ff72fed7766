import type { JobPostProblem } from "../domain/jobPost";
import { site } from "./site";

/** 'Post a Job' (spec sections 2, 3, 5 and 9): option lists and every string of the form. */
export const JOB_POST_INDUSTRIES = [
  "Automotive Manufacturing",
  "Pharmaceutical",
  "Aerospace",
  "Food & Beverage",
  "Oil & Gas",
  "Chemical Processing",
  "Electronics",
  "Other Manufacturing",
] as const;

export const EMPLOYMENT_TYPES = ["Full-time", "Part-time", "Contract"] as const;

const fieldProblem = {
  required: "This field is required.",
  email: "Enter a valid email address, like jordan@company.com.",
  /** A name with fewer than two letters ('J'). */
  name: "Enter your name: at least 2 letters.",
  /** A phone that is not a valid US, Canadian, Mexican or UK number ('12'). */
  phone:
    "Enter a phone number we can call: a US, Canadian, Mexican or UK number, like (313) 555-0142 or +44 20 7946 0958.",
} as const satisfies Record<JobPostProblem, string>;

const invalidToast = {
  email: {
    title: "Invalid Email Address",
    description: "Please enter a valid email address so our team can reach you.",
  },
  name: { title: "Invalid Name", description: "Please enter your name, at least 2 letters." },
  phone: {
    title: "Invalid Phone Number",
    description: "Please enter a valid US, Canadian, Mexican or UK phone number so our team can call you.",
  },
} as const satisfies Record<Exclude<JobPostProblem, "required">, { title: string; description: string }>;

export const postJobCopy = {
  back: "Back",
  formHeading: "Job details",
  formIntro: "Fields marked with an asterisk are required.",
  sections: {
    contact: "Your contact details",
    role: "The role",
  },
  fields: {
    name: { label: "Your name", autoComplete: "name", placeholder: "Jordan Miller" },
    email: { label: "Work email", autoComplete: "email", placeholder: "jordan@company.com" },
    phone: { label: "Phone", autoComplete: "tel", placeholder: "(313) 555-0142" },
    industry: { label: "Industry", placeholder: "Choose an industry" },
    jobTitle: { label: "Job title", placeholder: "e.g. Senior Controls Engineer" },
    employmentType: { label: "Employment type", placeholder: "Choose a type" },
    skills: {
      label: "Required skills",
      hint: "Separate skills with commas.",
      placeholder: "e.g. Allen-Bradley, Fanuc, Siemens TIA Portal",
    },
    comments: {
      label: "Comments",
      optional: "(optional)",
      placeholder: "Shifts, travel, start date, anything else we should know",
    },
  },
  submit: "Submit Job Post",
  submitting: "Sending your job post...",
  missingToast: { title: "Missing Required Fields", description: "Please fill in all required fields." },
  missingSummary: (count: number) =>
    count === 1 ? "1 required field is still empty." : `${count} required fields are still empty.`,
  fieldRequired: fieldProblem.required,
  /** A filled email that is not an address: the field's message, and the toast of a refused submit. */
  emailInvalid: fieldProblem.email,
  invalidEmailToast: invalidToast.email,
  /** Each problem a refused submit marks on a field (src/domain/jobPost.ts): the field's message. */
  fieldProblem,
  /** A complete form refused for a field that fails its check: the toast, by the first such field. */
  invalidToast,
  thanks: {
    title: "Thank You!",
    body: "Your job post has been submitted successfully. Our team will contact you soon.",
    /** Once the intake answered (issue 34): what the dialog says instead of the spec's promise. */
    sentBody: (reference: string, email: string) =>
      `Reference ${reference}. We reply within one working day to ${email}.`,
    queuedTitle: "Waiting for a connection",
    close: "Close",
    closeLabel: "Close dialog",
  },
  aside: {
    heading: `Why post with ${site.productName}`,
    points: [
      { title: "No job-posting fees", body: "Posting a job or contract costs nothing." },
      { title: "Direct, no agencies", body: "You contract directly with the specialist you choose." },
      { title: "30,000+ specialists", body: "Verified ABB, Fanuc, Siemens and PLC experts." },
      { title: "Matches within 4 hours", body: "Qualified applicants usually arrive the same day." },
    ],
    projectPrompt: "Hiring for a one-off project instead?",
    projectLink: "Post a project",
  },
} as const;
