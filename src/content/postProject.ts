import type { ByProjectType, ProjectWorkType } from "../domain/projectWizard";

/**
 * The project wizard's copy and AI Assist's scope lines (spec sections 2, 3 and 9); step 2's skill
 * suggestions are in projectSkills.ts, which loads with that step.
 * Steps 2-4 go beyond the spec, as issue 6 asks, so that the wizard is real. The choices themselves
 * (project types, industries, work types, durations) are rules, in src/domain/projectWizard.ts.
 */

/** What AI Assist writes under 'Scope of work' for each project type. */
export const SCOPE_BY_TYPE: ByProjectType = {
  "Robot Programming": [
    "Program and touch up robot paths for the cell",
    "Set up I/O, payloads and safety zones",
    "Optimize cycle time and hand over commented backups",
  ],
  "PLC Programming": [
    "Write or modify PLC logic for the machine sequence",
    "Document I/O, alarms and interlocks",
    "Test with operators and hand over commented code",
  ],
  "HMI Development": [
    "Design operator screens, navigation and alarm views",
    "Tie tags to the PLC and verify every screen",
    "Train operators on the new screens",
  ],
  "System Integration": [
    "Integrate robots, conveyors and controls into one working line",
    "Coordinate with mechanical and electrical contractors",
    "Run the line to rate and document the hand-over",
  ],
  "SCADA Development": [
    "Build SCADA screens, alarms and trends",
    "Connect PLCs and historians over OPC UA or native drivers",
    "Set up users, security and reports",
  ],
  "Safety Systems": [
    "Review the risk assessment and required performance levels",
    "Design and program the safety circuits and safety PLC",
    "Validate and document every safety function",
  ],
  "Network Configuration": [
    "Design the plant-floor network and addressing plan",
    "Configure managed switches, VLANs and firewalls",
    "Verify device communication and document the network",
  ],
  "Commissioning & Startup": [
    "Run loop checks and I/O verification",
    "Commission drives, robots and controls on site",
    "Support startup, acceptance testing and punch-list closeout",
  ],
};

export const WIZARD_STEP_LABELS = {
  details: "Project Details",
  skills: "Skills Required",
  budget: "Budget & Timeline",
  review: "Review & Post",
} as const;

export const postProjectCopy = {
  wizardLabel: "Project posting steps",
  stepCounter: (index: number, total: number) => `Step ${index} of ${total}`,
  stepStatus: { complete: "completed", current: "current step", upcoming: "not started" },
  /** While a later step's code is on its way (it loads once the visitor starts on the wizard). */
  stepLoading: "Loading this step…",
  stepNotLoaded: "This step could not be loaded. Your answers so far are kept.",
  /** Names a step in the line that says its code could not be loaded (content/offline.ts). */
  stepLoadName: (label: string) => `The “${label}” step`,
  stepIntros: {
    details: "Tell specialists what you need built, fixed or commissioned.",
    skills: "Choose the platforms and skills the work needs. Add at least one.",
    budget: "Set the kind of work, the pay and when it starts.",
    review: "Check everything once more, then post it.",
  },
  fields: {
    title: {
      label: "Project title",
      placeholder: "e.g. Fanuc robot cell retrofit for Line 4",
    },
    projectType: { label: "Project type", placeholder: "Choose a project type" },
    industry: { label: "Industry", placeholder: "Choose an industry" },
    location: { label: "Location", placeholder: "e.g. Detroit, MI or Remote" },
    description: {
      label: "Project description",
      hint: "Describe the equipment, scope and deliverables: minimum 100 characters.",
      placeholder: "What needs to be done, on which equipment, and what does done look like?",
      count: (count: number) => `${count} characters`,
      countShort: (count: number, min: number) => `${count} characters (${min - count} more suggested)`,
      countAtLimit: (max: number) =>
        `${max.toLocaleString("en-US")} characters: the most a description can hold`,
    },
  },
  assist: {
    button: "AI Assist",
    buttonHint: "Drafts a description from your choices",
    note: "AI Assist drafted this description from your choices. Check it, add what it could not know, and edit anything before you post.",
    undo: "Undo draft",
    /** When the description already holds the visitor's own text: AI Assist asks first. */
    ask: {
      question: "Your description already has your own text. What should AI Assist do with its draft?",
      replace: "Replace my text",
      append: "Add the draft below",
      keep: "Keep my text",
    },
  },
  skills: {
    suggestionsLabel: "Suggested skills",
    suggestionsFor: (type: string) => `Suggested for ${type}`,
    suggestionAdd: (skill: string) => `Add ${skill}`,
    customLabel: "Add another skill",
    customPlaceholder: "e.g. PROFINET, Yaskawa, Ignition",
    customAdd: "Add skill",
    chosenLabel: "Chosen skills",
    none: "No skills chosen yet. Pick a suggestion or type your own.",
    remove: (skill: string) => `Remove ${skill}`,
    duplicate: "That skill is already on the list.",
    tooLong: (max: number) => `Keep a skill under ${max} characters.`,
    full: (max: number) => `You can choose up to ${max} skills.`,
    count: (count: number, max: number) => `${count} of ${max} skills chosen`,
  },
  budget: {
    workType: "Work type",
    workTypeHint: "How you want to engage the specialist.",
    workTypeNotes: {
      "Hourly Contract": "Pay by the hour for a defined engagement.",
      "Contract to Hire": "Start on contract, hire when it's a fit.",
      "Project / RFQ": "Get fixed quotes for a scoped project.",
      "Direct Job": "Hire a permanent employee directly.",
    } satisfies Record<ProjectWorkType, string>,
    errors: {
      notMoney: "Enter whole dollars, like 85 or 1,500.",
      order: "The 'To' amount must be at least the 'From' amount.",
      bounds: (min: string, max: string) => `Enter amounts between ${min} and ${max}.`,
      startDatePast: "The start date cannot be in the past. Choose today or a later day.",
    },
    rangeLegend: {
      hourly: "Hourly rate (USD per hour)",
      fixed: "Project budget (USD)",
      salary: "Annual salary (USD)",
    },
    min: "From",
    max: "To",
    startDate: "Start date",
    duration: "Expected duration",
    durationPlaceholder: "Choose a duration",
  },
  review: {
    sections: {
      details: "Project details",
      skills: "Skills required",
      budget: "Budget & timeline",
    },
    edit: (section: string) => `Edit ${section.toLowerCase()}`,
    editShort: "Edit",
    labels: {
      title: "Title",
      projectType: "Project type",
      industry: "Industry",
      location: "Location",
      description: "Description",
      skills: "Skills",
      workType: "Work type",
      budget: "Pay",
      startDate: "Start date",
      duration: "Duration",
    },
    noDescription: "No description yet.",
    placeholders: {
      title: (count: number) =>
        count === 1
          ? "Your description still has a [bracketed] prompt to replace"
          : `Your description still has ${count} [bracketed] prompts to replace`,
      body: "These look like a template's prompts, not your project's details. Replace them with your own words before you post:",
      edit: "Edit the description",
    },
  },
  buttons: {
    saveDraft: "Save Draft",
    back: "Back",
    continueTo: {
      details: "Continue to Details",
      skills: "Continue to Skills",
      budget: "Continue to Budget",
      review: "Continue to Review",
    },
    continueBlocked: "Fill in the title, project type, industry and location to continue.",
    continueBlockedSkills: "Add at least one skill to continue.",
    continueBlockedBudget: "Choose the work type, pay range, start date and duration to continue.",
  },
  help: {
    trigger: "Posting help",
    /** Names the popover in the line that says its code could not be loaded (content/offline.ts). */
    name: "Posting help",
    title: "Help with posting",
    intro: "A few answers to what employers ask most.",
    items: [
      {
        q: "How much does posting cost?",
        a: "Nothing. There are no job-posting fees, and contracts are direct with the specialist.",
      },
      {
        q: "How fast will I hear back?",
        a: "Qualified matches usually arrive within 4 hours of posting.",
      },
      {
        q: "Contract, job or RFQ?",
        a: "Choose an hourly contract, contract to hire, a project quote (RFQ) or a direct job in step 3.",
      },
    ],
    contact: "Talk to our team",
    close: "Close posting help",
  },
  notices: {
    restoredTitle: "We restored your saved draft.",
    restoredBody: "Pick up where you left off, or start a new project from scratch.",
    startOver: "Start over",
    discardedTitle: "Your saved draft could not be restored.",
    discardedBody: "It was damaged or saved by an older version of this page, so we started a fresh project.",
    dismiss: "Dismiss",
  },
  toasts: {
    saved: {
      title: "Draft saved",
      description: "Your project is saved on this device. Come back any time to finish it.",
    },
  },
  tips: {
    heading: "Posting tips",
    items: [
      "Name the robot or PLC brand and model in the title: specialists search by platform.",
      "Say what done looks like: cycle time, acceptance test or hand-over documents.",
      "Mention site access, shifts and travel so the right people apply.",
      "A clear budget range gets proposals faster.",
    ],
  },
  preview: {
    heading: "Live preview",
    caption: "How specialists will see your post",
    live: "Live",
    untitled: "Your project title",
    noLocation: "Location",
    noDescription: "Your description will appear here.",
    postedJustNow: "Posted just now",
    proposals: "0 proposals",
  },
} as const;
