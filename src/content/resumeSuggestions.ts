/**
 * The pools behind the Skills and Certifications steps' suggestions, apart from content/resume.ts:
 * they load with those steps (views/resume/LaterStepBody.tsx), not with the page.
 */

/** The general pool behind 'Suggested skills' (the builder shows up to 8 not yet chosen). */
export const SUGGESTED_SKILLS = [
  "PLC Programming",
  "Robot Programming",
  "HMI Development",
  "SCADA Systems",
  "Ladder Logic",
  "Structured Text",
  "Motion Control",
  "Industrial Networking",
  "Safety Systems",
  "Vision Systems",
  "Commissioning & Startup",
  "Electrical Troubleshooting",
  "Servo Drives & VFDs",
  "AutoCAD Electrical",
] as const;

/** The pool behind 'Recommended certifications' (up to 4 not yet chosen are shown). */
export const SUGGESTED_CERTIFICATIONS = [
  "ISA Certified Automation Professional (CAP)",
  "TÜV Functional Safety Engineer",
  "OSHA 30-Hour General Industry",
  "NFPA 70E Electrical Safety",
  "Certified Control Systems Technician (CCST)",
  "Lean Six Sigma Green Belt",
] as const;
