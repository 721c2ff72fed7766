import type { PersonSlug } from "./people";

/** Shapes shared by the marketing pages (home, employers, contractors). */

/** A link that leaves the site for the provider's application. */
export interface ExternalCta {
  label: string;
  href: string;
}

/** The opening of a section: a small eyebrow, its <h2>, a sentence. */
export interface SectionCopy {
  /** The section's anchor id, also its heading's key. */
  id: string;
  eyebrow: string;
  heading: string;
  intro: string;
}

/**
 * The spec's "photo" of a sample person: which person's badge (monogram and trade icon, drawn by
 * <Portrait> from people.ts) fills it. Decorative: the name and trade are always written beside it.
 */
export interface Photo {
  portrait: PersonSlug;
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  photo?: Photo;
}
