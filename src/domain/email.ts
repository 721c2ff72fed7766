/** The longest address SMTP allows; anything longer is not an email address. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A simple email pattern (the spec's "simple {email} pattern"): something, an @, a domain with a dot,
 * no spaces. Surrounding whitespace is ignored; the browser's own type=email check is not relied on.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}
