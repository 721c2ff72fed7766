/**
 * Every sample person the site shows, once: one name, one badge, one trade, one city and (for
 * specialists) one hourly rate. The search cards, the featured contractor, the employer page's
 * experts, the success stories and the testimonials all read their person from here, so a name can
 * never come back with another history (tests/unit/content/people.test.ts).
 *
 * A person is drawn as a monogram badge with their trade's icon (components/ui/PersonBadge), never as
 * a face: they are sample profiles, not real people. `portrait` is the key a content module's
 * `photo` slot (the spec's "photo") names them by.
 */
export interface SamplePerson {
  /** Abbreviated, e.g. "Michael R." */
  name: string;
  /** The person's key: the `photo` slot of a card or quote names them by it. */
  portrait: string;
  /** The person's trade or role, as a card's title. */
  trade: string;
  /** City and state (or province). */
  city: string;
  /** Specialists: US dollars per hour. Clients have no rate. */
  rate?: number;
  /** The provider's numeric profile id, for people with a public profile. */
  profileId?: number;
}

function person<const P extends SamplePerson>(p: P): P {
  return p;
}

export const people = {
  marcusT: person({
    name: "Marcus T.",
    portrait: "marcus-t",
    trade: "Senior Fanuc Robot Programmer",
    city: "Warren, MI",
    rate: 95,
    rating: 4.9,
    profileId: 1031,
  }),
  michaelR: person({
    name: "Michael R.",
    portrait: "michael-r",
    trade: "Principal Robotics Engineer",
    city: "Bloomfield Hills, MI",
    rate: 165,
    rating: 5.0,
    profileId: 1042,
  }),
  priyaN: person({
    name: "Priya N.",
    portrait: "priya-n",
    trade: "Siemens TIA Portal Controls Engineer",
    city: "Troy, MI",
    rate: 110,
    rating: 5.0,
    profileId: 1057,
  }),
  danielK: person({
    name: "Daniel K.",
    portrait: "daniel-k",
    trade: "ABB Robotics Integrator",
    city: "Dearborn, MI",
    rate: 88,
    rating: 4.8,
    profileId: 1063,
  }),
  robertH: person({
    name: "Robert H.",
    portrait: "robert-h",
    trade: "Controls Engineer, Rockwell & Siemens",
    city: "Pontiac, MI",
    rate: 135,
    rating: 4.8,
    profileId: 1078,
  }),
  elenaR: person({
    name: "Elena R.",
    portrait: "elena-r",
    trade: "Allen-Bradley PLC Programmer",
    city: "Sterling Heights, MI",
    rate: 78,
    rating: 4.7,
    profileId: 1084,
  }),
  luisG: person({
    name: "Luis G.",
    portrait: "luis-g",
    trade: "Siemens Commissioning Engineer",
    city: "Windsor, ON",
    rate: 98,
    rating: 4.8,
    profileId: 1095,
  }),
  jamesO: person({
    name: "James O.",
    portrait: "james-o",
    trade: "SCADA & Ignition Developer",
    city: "Ann Arbor, MI",
    rate: 120,
    rating: 4.9,
    profileId: 1102,
  }),
  tomaszW: person({
    name: "Tomasz W.",
    portrait: "tomasz-w",
    trade: "KUKA & ABB Robot Programmer",
    city: "Toledo, OH",
    rate: 105,
    rating: 4.9,
    profileId: 1116,
  }),
  sofiaM: person({
    name: "Sofia M.",
    portrait: "sofia-m",
    trade: "Fanuc & ABB Robot Technician",
    city: "Detroit, MI",
    rate: 62,
    rating: 4.6,
    profileId: 1121,
  }),
  graceL: person({
    name: "Grace L.",
    portrait: "grace-l",
    trade: "Safety PLC & Machine Guarding Specialist",
    city: "Novi, MI",
    rate: 145,
    rating: 5.0,
    profileId: 1137,
  }),
  hannahS: person({
    name: "Hannah S.",
    portrait: "hannah-s",
    trade: "Fanuc Vision & Paint Robot Specialist",
    city: "Flint, MI",
    rate: 125,
    rating: 4.9,
    profileId: 1142,
  }),
  omarF: person({
    name: "Omar F.",
    portrait: "omar-f",
    trade: "Rockwell Drives & Motion Engineer",
    city: "Livonia, MI",
    rate: 92,
    rating: 4.7,
    profileId: 1158,
  }),
  aishaB: person({
    name: "Aisha B.",
    portrait: "aisha-b",
    trade: "HMI & SCADA Engineer",
    city: "Southfield, MI",
    rate: 84,
    rating: 4.7,
    profileId: 1163,
  }),
  natalieC: person({
    name: "Natalie C.",
    portrait: "natalie-c",
    trade: "SCADA Historian & OT Network Engineer",
    city: "Lansing, MI",
    rate: 115,
    rating: 4.8,
    profileId: 1179,
  }),
  kevinD: person({
    name: "Kevin D.",
    portrait: "kevin-d",
    trade: "PLC Technician",
    city: "Taylor, MI",
    rate: 48,
    rating: 4.6,
    profileId: 1184,
  }),
  sarahK: person({
    name: "Sarah K.",
    portrait: "sarah-k",
    trade: "Allen Bradley PLC Programmer",
    city: "Columbus, OH",
    rate: 88,
    rating: 4.8,
    profileId: 1187,
  }),
  davidL: person({
    name: "David L.",
    portrait: "david-l",
    trade: "ABB Robot Programmer",
    city: "Greenville, SC",
    rate: 95,
    rating: 5.0,
    profileId: 1215,
  }),
  priyaS: person({
    name: "Priya S.",
    portrait: "priya-s",
    trade: "Siemens S7 / TIA Portal Specialist",
    city: "Houston, TX",
    rate: 92,
    rating: 4.9,
    profileId: 1309,
  }),
  carlosM: person({
    name: "Carlos M.",
    portrait: "carlos-m",
    trade: "KUKA Robot Integrator",
    city: "Windsor, ON",
    rate: 98,
    rating: 4.8,
    profileId: 1356,
  }),
  emilyT: person({
    name: "Emily T.",
    portrait: "emily-t",
    trade: "HMI & SCADA Developer",
    city: "Chicago, IL",
    rate: 85,
    rating: 4.9,
    profileId: 1402,
  }),
  jamesW: person({
    name: "James W.",
    portrait: "james-w",
    trade: "PLC & Controls Contractor",
    city: "Dayton, OH",
    rate: 96,
  }),
  anaG: person({
    name: "Ana G.",
    portrait: "ana-g",
    trade: "Fanuc Robot Programmer",
    city: "San Antonio, TX",
    rate: 98,
  }),
  danaK: person({
    name: "Dana K.",
    portrait: "dana-k",
    trade: "Plant engineering manager, Tier 1 automotive supplier",
    city: "Toledo, OH",
  }),
  meeraJ: person({
    name: "Meera J.",
    portrait: "meera-j",
    trade: "Automation lead, contract pharmaceutical manufacturer",
    city: "Durham, NC",
  }),
} as const;

export type PersonKey = keyof typeof people;

/** Every person's key, as the `photo` slots name them. */
export type PersonSlug = (typeof people)[PersonKey]["portrait"];

/** A quote's byline: trade, then city. */
export function byline(p: SamplePerson): string {
  return `${p.trade}, ${p.city}`;
}

/** Every person, for the badges and the tests. */
export const allPeople: readonly SamplePerson[] = Object.values(people);
