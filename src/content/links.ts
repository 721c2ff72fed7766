import { site } from "./site";

/**
 * Every URL of the provider's application, built from one configurable origin.
 * Views never write a provider URL by hand: they call these builders.
 */
export const WORK_TYPES = ["Hourly Contract", "Direct Job", "Contract to Hire", "Hard Quote Work"] as const;
export type WorkType = (typeof WORK_TYPES)[number];

function appUrl(path: string, origin: string = site.appOrigin): string {
  return `${origin}${path}`;
}

function assertNumericId(id: number): number {
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new RangeError(`Expected a positive whole-number id, got ${id}`);
  return id;
}

/** 'Jane D.' -> 'jane-d' : readable, URL-safe, never empty. */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "profile";
}

export const links = {
  /** The add-new-work page; with a work type it opens on that kind of posting. */
  hireWorkAdd: (workType?: WorkType) =>
    appUrl(workType ? `/hire/work/add?work_type=${encodeURIComponent(workType)}` : "/hire/work/add"),
  professionalsIndex: () => appUrl("/professionals"),
  workSearch: (workType: WorkType) => appUrl(`/work/search?work_type=${encodeURIComponent(workType)}`),
  register: () => appUrl("/register"),
  login: () => appUrl("/login"),
  contractorArea: () => appUrl("/contractor"),
  contractorProfile: (id: number, name: string) =>
    appUrl(`/professionals/${assertNumericId(id)}/${encodeURIComponent(slugify(name))}`),
  workDetail: (id: number) => appUrl(`/work/${assertNumericId(id)}`),
  blog: () => `${site.blogOrigin}/`,
  terms: () => appUrl("/terms-and-conditions"),
  contact: () => appUrl("/contact"),
  training: () => appUrl("/training"),
  partnerOffers: () => appUrl("/partner-offers"),
  supplierServiceAgreement: () => appUrl("/agreements/supplier-service-agreement"),
  masterServiceAgreement: () => appUrl("/agreements/master-service-agreement"),
  video: (videoId: string) => `${site.videoWatchOrigin}/watch?v=${encodeURIComponent(videoId)}`,
  videoEmbed: (videoId: string) =>
    `${site.videoEmbedOrigin}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0&modestbranding=1`,
} as const;

const howToTitles = [
  "How to post jobs and contracts",
  "How to register",
  "How to create your profile",
  "How the money flows",
  "How to add an employee",
] as const;

/** A configured video's watch page; with no id configured, the provider's training page. */
function howToHref(videoId: string | null): string {
  return videoId ? links.video(videoId) : links.training();
}

/** The five how-to videos of the footer, in order. */
export const howToVideos = howToTitles.map((label, index) => ({
  label,
  href: howToHref(site.howToVideoIds[index] ?? null),
}));
