// The sample people shown on the marketing pages, as parameters for scripts/portraitSvg.mjs.
// `npm run images` writes each one to assets-src/portraits/<slug>.svg and renders it to AVIF and
// WebP in src/assets/images/portraits/ at `size` CSS pixels (1x) and twice that (2x).
// A person who appears on two pages keeps one slug, so one face.

/** Expert cards on /for-employers: the avatar is 72 CSS pixels. */
const CARD = 72;
/** Success stories (/for-contractors) and testimonials (/about): 48 CSS pixels. */
const QUOTE = 48;

export const people = [
  // /for-employers: featured experts.
  {
    slug: "michael-r",
    title: "Michael R.",
    size: CARD,
    skin: "light",
    hair: { style: "short", colour: "brown" },
    beard: "stubble",
    headwear: { hardHat: "white" },
    eyewear: "safety",
    clothing: { kind: "hiVis", colour: "#1f3044", accent: "#d7e84a" },
    backdrop: "steel",
  },
  {
    slug: "sarah-k",
    title: "Sarah K.",
    size: CARD,
    skin: "porcelain",
    hair: { style: "ponytail", colour: "auburn" },
    eyewear: "glasses",
    clothing: { kind: "workShirt", colour: "#4a6b8f", accent: "#56789c" },
    backdrop: "peach",
  },
  {
    slug: "david-l",
    title: "David L.",
    size: CARD,
    skin: "deep",
    hair: { style: "buzz", colour: "black" },
    beard: "goatee",
    eyewear: "safety",
    clothing: { kind: "polo", colour: "#33475d", accent: "#f56a12" },
    backdrop: "sky",
  },
  {
    slug: "priya-s-houston",
    title: "Priya S.",
    size: CARD,
    skin: "tan",
    hair: { style: "bun", colour: "black" },
    headwear: { hardHat: "yellow" },
    eyewear: "safety",
    clothing: { kind: "hiVis", colour: "#3a3f47", accent: "#ff8a3d" },
    backdrop: "mist",
  },
  {
    slug: "carlos-m",
    title: "Carlos M.",
    size: CARD,
    skin: "medium",
    hair: { style: "short", colour: "darkBrown" },
    beard: "full",
    headwear: { hardHat: "orange" },
    clothing: { kind: "coverall", colour: "#1f3044", accent: "#f56a12" },
    backdrop: "sand",
  },
  {
    slug: "emily-t",
    title: "Emily T.",
    size: CARD,
    skin: "light",
    hair: { style: "shoulder", colour: "black" },
    eyewear: "glasses",
    clothing: { kind: "blazer", colour: "#33475d", accent: "#f4f7fa" },
    backdrop: "sage",
  },
  // /for-contractors: success stories.
  {
    slug: "james-w",
    title: "James W.",
    size: QUOTE,
    skin: "brown",
    hair: { style: "receding", colour: "saltPepper" },
    beard: "moustache",
    eyewear: "glasses",
    clothing: { kind: "workShirt", colour: "#a88e66", accent: "#b59b72" },
    backdrop: "steel",
  },
  {
    slug: "ana-g",
    title: "Ana G.",
    size: QUOTE,
    skin: "medium",
    hair: { style: "long", colour: "darkBrown" },
    headwear: { hardHat: "blue" },
    eyewear: "safety",
    clothing: { kind: "hiVis", colour: "#1f3044", accent: "#d7e84a" },
    backdrop: "peach",
  },
  {
    slug: "robert-h",
    title: "Robert H.",
    size: QUOTE,
    skin: "porcelain",
    hair: { style: "sidePart", colour: "blond" },
    beard: "stubble",
    clothing: { kind: "polo", colour: "#1f3044", accent: "#f56a12" },
    backdrop: "sky",
  },
  // /about: testimonials.
  {
    slug: "dana-k",
    title: "Dana K.",
    size: QUOTE,
    skin: "light",
    hair: { style: "shoulder", colour: "brown" },
    headwear: { hardHat: "white" },
    clothing: { kind: "polo", colour: "#33475d", accent: "#f56a12" },
    backdrop: "peach",
  },
  {
    slug: "marcus-t",
    title: "Marcus T.",
    size: QUOTE,
    skin: "deep",
    hair: { style: "short", colour: "black" },
    beard: "full",
    clothing: { kind: "workShirt", colour: "#2f4a66", accent: "#3b5b7d" },
    backdrop: "sand",
  },
  {
    slug: "priya-s-pharma",
    title: "Priya S.",
    size: QUOTE,
    skin: "brown",
    hair: { style: "long", colour: "black" },
    eyewear: "glasses",
    clothing: { kind: "blazer", colour: "#1f3044", accent: "#cfd9e4" },
    backdrop: "sage",
  },
];

/** Contractor cards on /search-contractors: the photo is 64 CSS pixels. */
const SEARCH_CARD = 64;

/** The same face as on the marketing pages: one person per name. */
const samePerson = (slug) => {
  const person = people.find((p) => p.slug === slug);
  if (!person) throw new Error(`No person ${slug}`);
  return { ...person, size: SEARCH_CARD };
};

/**
 * /search-contractors' sample contractors, rendered to src/assets/images/contractors/ with their own
 * small lookup, so the search page's first load carries only these.
 */
export const contractors = [
  samePerson("marcus-t"),
  samePerson("michael-r"),
  {
    slug: "priya-n",
    title: "Priya N.",
    size: SEARCH_CARD,
    skin: "tan",
    hair: { style: "shoulder", colour: "black" },
    eyewear: "glasses",
    clothing: { kind: "workShirt", colour: "#3f6f73", accent: "#4f8286" },
    backdrop: "mist",
  },
  {
    slug: "daniel-k",
    title: "Daniel K.",
    size: SEARCH_CARD,
    skin: "light",
    hair: { style: "short", colour: "blond" },
    beard: "stubble",
    headwear: { hardHat: "yellow" },
    eyewear: "safety",
    clothing: { kind: "hiVis", colour: "#3a3f47", accent: "#ff8a3d" },
    backdrop: "sky",
  },
  samePerson("robert-h"),
  {
    slug: "elena-r",
    title: "Elena R.",
    size: SEARCH_CARD,
    skin: "medium",
    hair: { style: "ponytail", colour: "darkBrown" },
    eyewear: "safety",
    clothing: { kind: "polo", colour: "#2f4a66", accent: "#f56a12" },
    backdrop: "sand",
  },
  {
    slug: "luis-g",
    title: "Luis G.",
    size: SEARCH_CARD,
    skin: "tan",
    hair: { style: "short", colour: "black" },
    beard: "moustache",
    headwear: { hardHat: "white" },
    clothing: { kind: "hiVis", colour: "#1f3044", accent: "#d7e84a" },
    backdrop: "peach",
  },
  {
    slug: "james-o",
    title: "James O.",
    size: SEARCH_CARD,
    skin: "deep",
    hair: { style: "afro", colour: "black" },
    beard: "goatee",
    eyewear: "glasses",
    clothing: { kind: "polo", colour: "#4a5d6f", accent: "#9fb3c6" },
    backdrop: "sage",
  },
  {
    slug: "tomasz-w",
    title: "Tomasz W.",
    size: SEARCH_CARD,
    skin: "porcelain",
    hair: { style: "receding", colour: "grey" },
    beard: "full",
    eyewear: "safety",
    clothing: { kind: "coverall", colour: "#2f5c8f", accent: "#f6c431" },
    backdrop: "steel",
  },
  {
    slug: "sofia-m",
    title: "Sofia M.",
    size: SEARCH_CARD,
    skin: "light",
    hair: { style: "bun", colour: "brown" },
    headwear: { hardHat: "blue" },
    eyewear: "safety",
    clothing: { kind: "hiVis", colour: "#33475d", accent: "#d7e84a" },
    backdrop: "peach",
  },
  {
    slug: "grace-l",
    title: "Grace L.",
    size: SEARCH_CARD,
    skin: "light",
    hair: { style: "long", colour: "black" },
    headwear: { hardHat: "orange" },
    eyewear: "safety",
    clothing: { kind: "hiVis", colour: "#1f3044", accent: "#ff8a3d" },
    backdrop: "mist",
  },
  {
    slug: "hannah-s",
    title: "Hannah S.",
    size: SEARCH_CARD,
    skin: "porcelain",
    hair: { style: "long", colour: "blond" },
    eyewear: "glasses",
    clothing: { kind: "workShirt", colour: "#4a6b8f", accent: "#56789c" },
    backdrop: "sage",
  },
  {
    slug: "omar-f",
    title: "Omar F.",
    size: SEARCH_CARD,
    skin: "brown",
    hair: { style: "short", colour: "black" },
    beard: "full",
    headwear: { hardHat: "white" },
    eyewear: "safety",
    clothing: { kind: "workShirt", colour: "#5b4a3a", accent: "#6d5a48" },
    backdrop: "sand",
  },
  {
    slug: "aisha-b",
    title: "Aisha B.",
    size: SEARCH_CARD,
    skin: "deep",
    hair: { style: "bun", colour: "black" },
    eyewear: "glasses",
    clothing: { kind: "blazer", colour: "#33475d", accent: "#f4f7fa" },
    backdrop: "sky",
  },
  {
    slug: "natalie-c",
    title: "Natalie C.",
    size: SEARCH_CARD,
    skin: "medium",
    hair: { style: "shoulder", colour: "auburn" },
    clothing: { kind: "polo", colour: "#1f3044", accent: "#f56a12" },
    backdrop: "steel",
  },
  {
    slug: "kevin-d",
    title: "Kevin D.",
    size: SEARCH_CARD,
    skin: "brown",
    hair: { style: "buzz", colour: "darkBrown" },
    headwear: { hardHat: "yellow" },
    eyewear: "safety",
    clothing: { kind: "coverall", colour: "#3a3f47", accent: "#f56a12" },
    backdrop: "sage",
  },
];

/** The featured contractor in /search-contractors' sidebar: 72 CSS pixels. */
export const FEATURED_CARD = 72;

/**
 * Who the sidebar features: a slug of `contractors`, rendered again at FEATURED_CARD (the same
 * face as their search card, into the contractors group, so the page shares no chunk for it).
 */
export const featuredContractors = ["michael-r"];
