import { jobs } from "../../content/jobs";
import { validateJobAlert, validateSavedJobIds } from "../../domain/savedJobs";
import { persisted } from "../../flows/persisted";

const knownIds = jobs.map((job) => job.id);

/** Saved job ids, kept across reloads. */
export const savedJobsStore = persisted({
  key: "find-jobs.saved",
  version: 1,
  validate: (data) => validateSavedJobIds(data, knownIds),
});

/** The job alert the visitor created (stored only in this browser). */
export const jobAlertStore = persisted({ key: "find-jobs.alert", version: 1, validate: validateJobAlert });
