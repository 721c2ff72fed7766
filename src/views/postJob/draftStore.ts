import type { JobPostEvent } from "../../../machines/jobPost";
import type { JobPostValues } from "../../domain/jobPost";
import { JOB_POST_DRAFT_KEY, JOB_POST_DRAFT_VERSION, validateJobPostDraft } from "../../domain/jobPostDraft";
import { draftActors } from "../../flows/draftActors";
import { persisted } from "../../flows/persisted";

/** What /post-job keeps of a post not sent yet, across reloads; cleared once it is sent or queued. */
export const jobPostDraftStore = persisted<JobPostValues>({
  key: JOB_POST_DRAFT_KEY,
  version: JOB_POST_DRAFT_VERSION,
  validate: validateJobPostDraft,
});

/**
 * The machine reads the kept draft on arrival and hears another tab's (src/flows/draftActors.ts):
 * the page only names the store and how what it holds reads as the machine's events.
 */
export const jobPostDraftActors = draftActors<JobPostValues, JobPostEvent>(jobPostDraftStore, {
  loaded: (draft) => ({ type: "draft.loaded", draft }),
  otherTab: (draft) => ({ type: "otherTab.changed", draft }),
});
