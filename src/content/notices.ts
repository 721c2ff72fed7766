/** Copy of the notice shown at the top of a page that was opened with a message (see platform/historyState). */
export const noticeCopy = {
  dismiss: "Dismiss message",
} as const;

/** What Quick Apply on /find-jobs tells the resume builder (spec: carried in navigation state). */
export const quickApplyMessage = "Create your automation profile to apply and unlock full access.";

/**
 * The `<noscript>` note beside a tool that needs JavaScript (components/ui/NoScriptNote). Without
 * JavaScript a form holding personal details sends nothing, so the note says so instead of leaving
 * buttons that seem dead.
 */
export const noScriptCopy = {
  title: "This needs JavaScript",
  tools: {
    postProject:
      "Without it, every step is on this one page: fill it in and post it at the end. Save Draft, AI Assist and the live preview need JavaScript.",
    resumeBuilder:
      "The resume builder runs in your browser: it keeps your draft, previews and exports it there. Turn on JavaScript and reload to build your resume.",
    jobAlert:
      "Search, filters and saved jobs need JavaScript; the job alert form works without it. Without it this page lists every sample job, whatever is typed above; turn on JavaScript and reload to search them.",
    contractorFilters:
      "Filtering and sorting contractors need JavaScript. Turn it on and reload to narrow the list; the profiles below are readable without it.",
    calculator:
      "The savings calculator works out your figures in your browser. Turn on JavaScript and reload to use it.",
    sharedResume:
      "A shared resume is read from the link in your browser, so it needs JavaScript. Turn it on and reload this page to see the resume.",
  },
  /** Where a tool works without JavaScript, with less: its own title instead of "This needs JavaScript". */
  toolTitles: {
    postProject: "Posting works without JavaScript",
  } as Partial<Record<string, string>>,
} as const;

export type NoScriptTool = keyof typeof noScriptCopy.tools;

/**
 * /post-project with JavaScript off (issue 34): the prerendered page is one plain form that posts the
 * whole project to the team's intake; steps 2 to 4 follow step 1 on the same page. Server HTML only.
 */
export const noScriptProjectCopy = {
  skillsLegend: "Skills the work needs",
  skillsHint: "Tick at least one (up to 12).",
  rangeLegend: "Pay range (USD)",
  rangeHint:
    "Per hour for hourly and contract-to-hire work, in total for a project or RFQ, per year for a direct job.",
  workTypePlaceholder: "Choose a work type",
} as const;
