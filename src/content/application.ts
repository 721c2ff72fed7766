/**
 * Quick Apply in the resume builder (issue 34): the line that says which job the visitor applies for,
 * and what Complete Profile says while it sends the application and after.
 */
export const applicationCopy = {
  applyingFor: "Applying for",
  at: "at",
  stopApplying: "Stop applying",
  stopApplyingLabel: (title: string) => `Stop applying for ${title}`,
  /** Beside Complete Profile when applying: the consent line follows it. */
  sendsWith: (title: string, company: string) =>
    `Complete Profile sends your resume to ${company} for ${title}.`,
  sending: "Sending application…",
  failed: {
    title: "Your application was not sent",
    body: "Our team's intake did not answer. Your resume is still here: press Complete Profile to try again.",
  },
  refused: {
    title: "Please check your resume",
    body: "Our team could not accept the application as it is. The message is beside each field to fix.",
  },
  toasts: {
    sent: {
      title: "Application sent",
      description: (reference: string, email: string) =>
        email
          ? `Reference ${reference}. We reply within one working day to ${email}.`
          : `Reference ${reference}. We reply within one working day.`,
    },
    queued: {
      title: "Application saved on this device",
      description: "Saved on this device. It will be sent as soon as you are back online.",
    },
  },
} as const;
