import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { availabilityOptions, experienceLevels, signupCopy, signupJobTypes } from "../../content/signup";
import type { SignupForm } from "../../domain/jobSeekerSignup";
import { NextSteps } from "./NextSteps";

const copy = signupCopy.summary;

const termStyle = {
  fontSize: "xs",
  fontWeight: "700",
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  color: "fg.muted",
} as const;
const term = css(termStyle, { pt: { sm: "0.5" } });

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
      <ul key="skills" className={css({ listStyle: "none", display: "flex", flexWrap: "wrap", gap: "1.5" })}>
        {profile.skills.map((skill) => (
          <li
            key={skill}
            className={css({
              px: "2.5",
              py: "0.5",
              borderRadius: "full",
              bg: "steel.100",
              color: "steel.900",
              fontSize: "sm",
              fontWeight: "600",
              overflowWrap: "anywhere",
            })}
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
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", sm: "9rem minmax(0, 1fr)" },
          columnGap: "4",
          borderTopWidth: "1px",
          borderColor: "border.default",
        })}
      >
        {rows.map(([label, value]) => (
          <div
            key={label}
            className={css({
              display: "grid",
              gridColumn: "1 / -1",
              gridTemplateColumns: "subgrid",
              rowGap: "1",
              py: "3",
              borderBottomWidth: "1px",
              borderColor: "border.default",
            })}
          >
            <dt className={term}>{label}</dt>
            <dd className={css({ fontSize: "sm", color: "fg.default", minW: "0", overflowWrap: "anywhere" })}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {nextSteps ? (
        <div className={css({ mt: "7" })}>
          <p className={css({ ...termStyle, mb: "3" })}>{signupCopy.nextStepsHeading}</p>
          <NextSteps />
        </div>
      ) : null}
    </>
  );
}
