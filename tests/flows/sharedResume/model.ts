import { PROBLEMS, sharedResumeMachine } from "../../../machines/sharedResume";
import { parseSharedResume, type SharedResume, type ShareProblem } from "../../../src/domain/resumeShare";
import { definePathModel } from "../../support/pathModel";

/** A resume that passes every check (the build test opens it too). */
export const sample: SharedResume = {
  template: "modern",
  profile: {
    personalInfo: { fullName: "Jane Doe", email: "", phone: "", location: "" },
    specialty: "",
    experience: [],
    skills: [],
    certifications: [],
  },
};

export const sharedResumeModel = definePathModel({
  machine: sharedResumeMachine,
  // The shared resume page is this site's addition; the spec (§7) only names a Share button.
  expectations: [
    {
      why: "Site rule: a link whose resume passes every check shows that resume.",
      from: "reading",
      event: "link.decoded",
      when: (_, event) => event.type === "link.decoded" && event.resume.template === "modern",
      to: "showing",
    },
    {
      why: "Site rule: a link with no fragment, a damaged one or one from a newer version shows why it cannot be shown.",
      from: "reading",
      event: "link.rejected",
      to: "invalid",
      outcome: (after, _, event) => event.type === "link.rejected" && after.context.problem === event.problem,
    },
    {
      why: "Site rule: another resume link opened in the same tab is read afresh.",
      from: "showing",
      event: "url.changed",
      to: "reading",
    },
  ],
  events: [
    { type: "link.decoded", resume: sample },
    { type: "link.decoded", resume: { ...sample, template: "poster" as never } },
    { type: "link.rejected", problem: "empty" },
    { type: "link.rejected", problem: "damaged" },
    { type: "link.rejected", problem: "newer" },
    { type: "url.changed" },
  ],
  invariants: {
    "shows a resume only when it passed the checks": (snapshot) =>
      !snapshot.matches("showing") || parseSharedResume(snapshot.context.resume) !== null,
    "explains every refusal": (snapshot) =>
      !snapshot.matches("invalid") || PROBLEMS.includes(snapshot.context.problem as ShareProblem),
  },
});
