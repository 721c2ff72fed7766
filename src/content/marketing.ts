import type { PortraitName } from "../assets/images/portraits";

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
 * A sample person's portrait: an illustration (they are sample profiles, not real people), drawn
 * from assets-src/portraits/people.mjs by `npm run images`. Named, not imported: the view maps the
 * name to the image files (<Portrait>), so content stays plain data that Node can load.
 */
export interface Photo {
  portrait: PortraitName;
  /** Says who and what the illustration shows. */
  alt: string;
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  photo?: Photo;
}
