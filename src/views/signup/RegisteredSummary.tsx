import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { chip, eyebrow, plainList, rule } from "styled-system/patterns";
import { availabilityOptions, experienceLevels, signupCopy, signupJobTypes } from "../../content/signup";
import type { SignupForm } from "../../domain/jobSeekerSignup";
import { NextSteps } from "./NextSteps";

const copy = signupCopy.summary;

/** A small uppercase label, set a little tighter than the theme's eyebrow. */
const term = { tone: "muted", size: "xs", letterSpacing: "0.06em" } as const;

/**
 * What replaces the form once it is sent: the registration as it was sent (the welcome dialog does
 * not repeat it), and, once the dialog is closed, the two next steps the dialog offered.
 */
export function RegisteredSummary({ profile, nextSteps }: { profile: SignupForm; nextSteps: boolean }) {
  const experience = experienceLevels.find((level) => level.value === profile.experienceLevel);
  const availability = availabilityOptions.find((option) => option.value === profile.availability);
  const jobTypes = signupJobTypes
    .filter((option) => profile.jobTypes.includes(option.value))
    .map((option) => option.label);
  const rows: Array<[string, ReactNode]> = [
    [
      copy.skills,
      <ul key="skills" className={plainList({ flow: "wrap", gap: "1.5" })}>
        {profile.skills.map((skill) => (
          <li
            key={skill}
            className={chip({ py: "0.5", color: "fg.strong", fontWeight: "600", overflowWrap: "anywhere" })}
          >
            {skill}
          </li>
        ))}
      </ul>,
    ],
    [copy.experience, experience ? `${experience.label} (${experience.detail})` : ""],
    [copy.jobTypes, jobTypes.join(", ")],
    [copy.availability, availability?.label ?? ""],
    [copy.location, profile.location || copy.anyLocation],
    [copy.contact, `${profile.email} · ${profile.phone}`],
  ];
  return (
    <>
      <dl
        aria-label={copy.label}
        className={rule({
          display: "grid",
          gridTemplateColumns: { base: "1fr", sm: "9rem minmax(0, 1fr)" },
          columnGap: "4",
        })}
      >
        {rows.map(([label, value]) => (
          <div
            key={label}
            className={rule({
              side: "bottom",
              display: "grid",
              gridColumn: "1 / -1",
              gridTemplateColumns: "subgrid",
              rowGap: "1",
              py: "3",
            })}
          >
            <dt className={eyebrow({ ...term, pt: { sm: "0.5" } })}>{label}</dt>
            <dd className={css({ fontSize: "sm", color: "fg.default", minW: "0", overflowWrap: "anywhere" })}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {nextSteps ? (
        <div className={css({ mt: "7" })}>
          <p className={eyebrow({ ...term, mb: "3" })}>{signupCopy.nextStepsHeading}</p>
          <NextSteps />
        </div>
      ) : null}
    </>
  );
}
