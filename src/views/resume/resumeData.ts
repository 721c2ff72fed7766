import { resumeCopy, specialtyLabel } from "../../content/resume";
import { type ExperienceEntry, hasContent, type ResumeProfile } from "../../domain/resume";

const copy = resumeCopy.preview;

/** What every rendering of a resume shows (the live preview, the read-only page, the PDF). */
export interface ResumeData {
  name: string;
  hasName: boolean;
  title: string;
  contacts: Array<{ kind: "email" | "phone" | "location"; value: string }>;
  photoUrl: string | null;
  roles: ExperienceEntry[];
  skills: string[];
  certifications: string[];
}

export function resumeData(profile: ResumeProfile, photoUrl: string | null): ResumeData {
  const { personalInfo } = profile;
  const specialty = specialtyLabel(profile.specialty);
  return {
    name: personalInfo.fullName.trim() || copy.namePlaceholder,
    hasName: personalInfo.fullName.trim().length > 0,
    title: specialty ? copy.titleFor(specialty) : copy.titleFallback,
    contacts: (
      [
        { kind: "email", value: personalInfo.email.trim() },
        { kind: "phone", value: personalInfo.phone.trim() },
        { kind: "location", value: personalInfo.location.trim() },
      ] as const
    ).filter((contact) => contact.value),
    photoUrl,
    roles: profile.experience.filter(hasContent),
    skills: profile.skills,
    certifications: profile.certifications,
  };
}
