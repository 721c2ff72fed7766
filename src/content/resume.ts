import { SPECIALTY_KEYS, type Specialty, TEMPLATE_IDS, type TemplateId } from "../domain/resume";
import { optionsOf } from "./options";

/**
 * Copy, option lists and figures of the resume builder (/create-profile). The rules that use them
 * (completeness, suggestions, the add-item and photo checks), the specialty and template values and
 * the redirect delay live in src/domain/resume.ts.
 */

export const RESUME_STEPS = [
  { id: "personalInfo", name: "Personal Info", intro: "Who you are and how employers can reach you." },
  {
    id: "experience",
    name: "Experience",
    intro: "The roles and projects that show what you can run on a plant floor.",
  },
  {
    id: "skills",
    name: "Skills",
    intro: "Platforms, languages and systems you work with. Press Enter to add each one.",
  },
  {
    id: "certifications",
    name: "Certifications",
    intro: "Vendor and safety certifications employers filter on. Press Enter to add each one.",
  },
  { id: "review", name: "Review", intro: "Check your resume, pick a template and export it." },
] as const;

export type ResumeStepId = (typeof RESUME_STEPS)[number]["id"];

export const SPECIALTIES = optionsOf(SPECIALTY_KEYS, {
  fanuc: "Fanuc",
  siemens: "Siemens",
  "allen-bradley": "Allen Bradley",
  abb: "ABB",
  scada: "SCADA",
});

/** How a specialty reads ("Allen Bradley"), or "" for none. */
export function specialtyLabel(specialty: Specialty | ""): string {
  return SPECIALTIES.find((option) => option.value === specialty)?.label ?? "";
}

const templateText: Record<TemplateId, { label: string; description: string }> = {
  modern: { label: "Modern", description: "Dark sidebar, orange accents" },
  classic: { label: "Classic", description: "Serif, single column, no photo" },
  professional: { label: "Professional", description: "Navy header, two columns" },
};
export const TEMPLATES = TEMPLATE_IDS.map((value) => ({ value, ...templateText[value] }));

/** The static value calculator in the right column (spec section 9). */
export const valueCard = {
  heading: "Your profile value",
  intro: "What automation specialists like you earn through the marketplace.",
  figures: [
    { label: "Average rate, senior specialists", value: "$125", unit: "/hr" },
    { label: "Estimated annual value", value: "$260K+", unit: "" },
    { label: "Estimated specialty rates", value: "$95-$135", unit: "/hr" },
  ],
} as const;

export const marketInsights = {
  heading: "Market insights",
  items: [
    {
      label: "Employer response time",
      value: "2.3 hours",
      detail: "Average time to a first reply to a message",
    },
    { label: "Michigan", value: "$87/hr", detail: "Average rate paid on contracts" },
    { label: "Texas", value: "$84/hr", detail: "Average rate paid on contracts" },
    { label: "Ohio", value: "$79/hr", detail: "Average rate paid on contracts" },
    { label: "Active this month", value: "5,132", detail: "Specialists on the marketplace" },
  ],
} as const;

export const resumeToasts = {
  completed: {
    title: "Resume Complete!",
    description: "Your resume is ready! Start applying to top-paying jobs now.",
  },
  pdfSaved: {
    title: "PDF downloaded",
    description: (fileName: string) => `Your resume was saved as ${fileName}.`,
  },
  pdfFailed: {
    title: "PDF not created",
    description: "Something went wrong while making the PDF. Please try again.",
  },
  linkCopied: {
    title: "Link copied",
    description:
      "Anyone with this link can read your resume. It lives in the link itself, not on our servers.",
  },
  shareFailed: {
    title: "Link not created",
    description: "Your resume could not be turned into a link. Please try again.",
  },
  linkNotCopied: {
    title: "Link not copied",
    description: "Your browser would not copy it. Select the link and copy it by hand.",
  },
} as const;

export const resumeCopy = {
  stepsLabel: "Resume steps",
  /** The right column's landmark name. */
  asideLabel: "Resume preview and tips",
  progressLabel: "Resume progress",
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  /** While a later step's code is on its way (it loads once the visitor starts on the builder). */
  stepLoading: "Loading this step…",
  stepNotLoaded: "This step could not be loaded. Everything you entered is kept.",
  /** Names a step in the line that says its code could not be loaded (content/offline.ts). */
  stepLoadName: (name: string) => `The “${name}” step`,
  next: "Next",
  previous: "Previous",
  complete: "Complete Profile",
  /** Complete Profile while Quick Apply's application is on its way (issue 34). */
  sendingApplication: "Sending application…",
  completing: "Opening job matches...",
  startOver: "Start over",
  startOverDialog: {
    title: "Start over?",
    description:
      "This clears everything you have entered in the builder, including your experience, skills and certifications. It cannot be undone.",
    confirm: "Yes, start over",
    cancel: "Keep editing",
    close: "Close",
  },
  notices: {
    restored: {
      title: "Welcome back: your draft was restored.",
      body: "Everything you typed is here. Photos are not saved between visits, so add yours again if you had one.",
    },
    corrupt: {
      title: "We started a fresh resume.",
      body: "Your saved draft could not be read, so the builder starts empty.",
    },
    outdated: {
      title: "We started a fresh resume.",
      body: "Your saved draft came from an older version of the builder, so it could not be restored.",
    },
    invalid: {
      title: "We started a fresh resume.",
      body: "Your saved draft was incomplete, so the builder starts empty.",
    },
    dismiss: "Dismiss",
  },
  personal: {
    photo: "Profile photo",
    photoUpload: "Upload photo",
    photoReplace: "Replace photo",
    photoRemove: "Remove photo",
    photoHint: "JPG, PNG, WebP or GIF, up to 5 MB. Photos stay on this device.",
    fullName: "Full name",
    fullNamePlaceholder: "Alex Morgan",
    email: "Email",
    emailPlaceholder: "alex@example.com",
    phone: "Phone",
    phonePlaceholder: "(313) 555-0142",
    location: "Location",
    locationPlaceholder: "Detroit, MI",
    specialty: "Specialty",
    specialtyHint: "Your main platform. It tailors the AI suggestions.",
  },
  experience: {
    empty: "No experience added yet. Add your most recent role first.",
    add: "Add experience",
    company: "Company",
    title: "Job title",
    location: "Location",
    startDate: "Start date",
    endDate: "End date",
    endDateHint: "Leave empty if you work here now.",
    description: "Description",
    descriptionHint: "Systems, results, the line or cell you worked on.",
    done: "Done",
    edit: "Edit",
    delete: "Delete",
    present: "Present",
    entryLabel: (index: number) => `Experience ${index}`,
    untitled: "Untitled role",
  },
  skills: {
    input: "Add a skill",
    placeholder: "e.g. Fanuc R-30iB",
    add: "Add skill",
    listLabel: "Your skills",
    empty: "No skills yet.",
    suggested: "Suggested skills",
    remove: (name: string) => `Remove ${name}`,
  },
  certifications: {
    input: "Add a certification",
    placeholder: "e.g. OSHA 10-Hour",
    add: "Add certification",
    listLabel: "Your certifications",
    empty: "No certifications yet.",
    suggested: "Recommended certifications",
    remove: (name: string) => `Remove ${name}`,
  },
  review: {
    /** What the lines that say a piece's code could not be loaded call each (content/offline.ts). */
    pieces: {
      exportCard: "The export options",
      application: "The job you apply for",
      qrCode: "The QR code",
      pdf: "The PDF maker",
      share: "The share link",
    },
    summary: "Review summary",
    export: "Export your resume",
    exportIntro: "Download it, share a link or hand out a QR code at your next site visit.",
    pdf: "Download PDF",
    share: "Share Profile",
    qr: "Generate QR Code",
    pdfBusy: "Making your PDF…",
    shareBusy: "Making your link…",
    notProvided: "Not provided yet",
    counts: {
      experience: (n: number) => `${n} ${n === 1 ? "role" : "roles"}`,
      skills: (n: number) => `${n} ${n === 1 ? "skill" : "skills"}`,
      certifications: (n: number) => `${n} ${n === 1 ? "certification" : "certifications"}`,
    },
  },
  preview: {
    heading: "Live preview",
    template: "Template",
    namePlaceholder: "Your Name",
    titleFallback: "Automation Specialist",
    titleFor: (specialty: string) => `${specialty} Automation Specialist`,
    experience: "Experience",
    skills: "Skills",
    certifications: "Certifications",
    contact: "Contact",
    emptyExperience: "Your roles will appear here.",
    emptySkills: "Your skills will appear here.",
    emptyCertifications: "Your certifications will appear here.",
    /** What the contact line shows before any contact is given, joined the template's way. */
    contactPlaceholder: (separator: string) => ["Email", "Phone", "Location"].join(separator),
    photoOf: (name: string) => `Photo of ${name}`,
    photoFallback: "Profile photo",
  },
  strength: {
    heading: "Profile strength",
    items: {
      fullName: "Full name",
      experience: "At least one role",
      skills: "At least one skill",
      certifications: "At least one certification",
    },
  },
  ai: {
    heading: "AI suggestions",
    intro: (specialty: string) => `Picked for ${specialty} specialists. One click adds it to your resume.`,
    noSpecialty:
      "Choose a specialty in Personal Info and we will suggest the skills and certifications employers ask for.",
    skills: "Skills",
    certifications: "Certifications",
    add: (name: string) => `Add ${name}`,
    allAdded: "You have added every suggestion for this specialty.",
  },
} as const;

/** Messages for rejected input. Keys are the problem codes returned by src/domain/resume.ts. */
export const resumeMessages = {
  item: {
    empty: {
      skill: "Type a skill before adding it.",
      certification: "Type a certification before adding it.",
    },
    duplicate: {
      skill: (value: string) => `"${value}" is already in your skills.`,
      certification: (value: string) => `"${value}" is already in your certifications.`,
    },
    tooLong: (max: number) => `Keep it under ${max} characters.`,
    full: (max: number) => `You can list up to ${max}. Remove one to add another.`,
  },
  photo: {
    notImage: "That file is not an image. Choose a JPG, PNG, WebP or GIF.",
    tooLarge: "That image is larger than 5 MB. Choose a smaller one.",
    empty: "That file is empty. Choose another image.",
  },
  email: "Enter a valid email address, like alex@example.com.",
  entry: {
    company: "Add the company name.",
    title: "Add your job title.",
    endBeforeStart: "The end date is before the start date.",
    invalidMonth: "Use a month like 2021-04.",
  },
  stepBlocked: {
    personalInfo: "Fix the highlighted field before continuing.",
    experience: "Finish or delete the entries marked below before continuing.",
  },
} as const;

/** The share link's QR code dialog (opened by 'Generate QR Code', or when the clipboard refuses). */
export const qrDialogCopy = {
  title: "Share your resume",
  description:
    "Scan the code or send the link: it opens a read-only copy of your resume. The photo is not included.",
  fallbackDescription:
    "Your browser would not copy the link. Copy it from here, or let people scan the code. The photo is not included.",
  making: "Making your link…",
  failed: "Your resume could not be turned into a link. Close this and try again.",
  tooLong: "This resume is too long for a QR code. Send the link instead.",
  imageAlt: "QR code that opens your shared resume",
  linkLabel: "Share link",
  copy: "Copy link",
  downloadPng: "Download PNG",
  downloadSvg: "Download SVG",
  downloadFailed: "QR code not saved",
  downloadFailedHint: "Your browser could not make the image. Please try again.",
  close: "Close",
} as const;

/** What the share sheet says around the link. */
export const shareSheet = {
  title: (name: string) => (name ? `${name}: automation resume` : "Automation resume"),
  text: "My automation resume, built on the marketplace.",
} as const;
