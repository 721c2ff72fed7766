import type { SearchableContractor } from "../domain/contractorSearch";
import type { Photo } from "./marketing";
import { type PersonSlug, people, type SamplePerson } from "./people";

/**
 * Spec section 3, 'Contractor card (sample)': sample profiles around Detroit, MI. The photo slot
 * holds the person's badge, drawn in the page, so nothing loads from outside the site. Each card's
 * person (name, trade, badge, city, rate) comes from people.ts, so a name also used on the marketing
 * pages is the same person there.
 */
export type ContractorPhoto = Photo;

/** A card: what the filters and the sort read (src/domain/contractorSearch.ts), and what it shows besides. */
export interface SampleContractor extends SearchableContractor {
  name: string;
  title: string;
  photo: ContractorPhoto;
  location: string;
  /** Shown as badges. */
  skills: string[];
  /** Percent. */
  jobSuccess: number;
  /** Millions of US dollars. */
  totalEarned: number;
  isOnline: boolean;
}

type Specialist = SamplePerson & { rate: number; rating: number; profileId: number; portrait: PersonSlug };

/** A card's person: name, trade, badge, city and rate, from the one registry (people.ts). */
function card(p: Specialist) {
  return {
    id: p.profileId,
    name: p.name,
    title: p.trade,
    photo: { portrait: p.portrait },
    location: p.city,
    rate: p.rate,
    rating: p.rating,
  };
}

export const sampleContractors: SampleContractor[] = [
  {
    ...card(people.marcusT),
    distance: 14,
    availability: "now",
    skills: ["Fanuc", "Allen-Bradley", "iRVision"],
    skillKeys: ["fanuc", "allen-bradley"],
    reviews: 127,
    jobSuccess: 98,
    totalEarned: 1.8,
    isOnline: true,
    certified: true,
    matchScore: 97,
  },
  {
    ...card(people.michaelR),
    distance: 24,
    availability: "now",
    skills: ["Fanuc", "ABB", "Robot simulation"],
    skillKeys: ["fanuc", "abb"],
    reviews: 141,
    jobSuccess: 99,
    totalEarned: 3.1,
    isOnline: true,
    certified: true,
    matchScore: 95,
  },
  {
    ...card(people.priyaN),
    distance: 20,
    availability: "week",
    skills: ["Siemens", "SCADA", "PROFINET"],
    skillKeys: ["siemens", "scada"],
    reviews: 84,
    jobSuccess: 100,
    totalEarned: 1.2,
    isOnline: false,
    certified: true,
    matchScore: 93,
  },
  {
    ...card(people.danielK),
    distance: 10,
    availability: "now",
    skills: ["ABB", "RobotStudio", "Safety PLC"],
    skillKeys: ["abb"],
    reviews: 96,
    jobSuccess: 97,
    totalEarned: 1.4,
    isOnline: true,
    certified: true,
    matchScore: 91,
  },
  {
    ...card(people.robertH),
    distance: 30,
    availability: "week",
    skills: ["Allen-Bradley", "Siemens", "HMI"],
    skillKeys: ["allen-bradley", "siemens"],
    reviews: 112,
    jobSuccess: 96,
    totalEarned: 2.3,
    isOnline: false,
    certified: true,
    matchScore: 89,
  },
  {
    ...card(people.elenaR),
    distance: 22,
    availability: "now",
    skills: ["Allen-Bradley", "Studio 5000", "FactoryTalk"],
    skillKeys: ["allen-bradley"],
    reviews: 63,
    jobSuccess: 95,
    totalEarned: 0.9,
    isOnline: true,
    certified: false,
    matchScore: 88,
  },
  {
    ...card(people.luisG),
    distance: 6,
    availability: "month",
    skills: ["Siemens", "Commissioning", "Drives"],
    skillKeys: ["siemens"],
    reviews: 53,
    jobSuccess: 96,
    totalEarned: 1.0,
    isOnline: true,
    certified: true,
    matchScore: 87,
  },
  {
    ...card(people.jamesO),
    distance: 43,
    availability: "month",
    skills: ["SCADA", "Ignition", "Siemens"],
    skillKeys: ["scada", "siemens"],
    reviews: 58,
    jobSuccess: 99,
    totalEarned: 1.1,
    isOnline: false,
    certified: true,
    matchScore: 86,
  },
  {
    ...card(people.tomaszW),
    distance: 58,
    availability: "now",
    skills: ["ABB", "KUKA", "Welding cells"],
    skillKeys: ["abb"],
    reviews: 74,
    jobSuccess: 98,
    totalEarned: 1.6,
    isOnline: true,
    certified: true,
    matchScore: 85,
  },
  {
    ...card(people.sofiaM),
    distance: 4,
    availability: "now",
    skills: ["Fanuc", "ABB", "Preventive maintenance"],
    skillKeys: ["fanuc", "abb"],
    reviews: 41,
    jobSuccess: 93,
    totalEarned: 0.4,
    isOnline: true,
    certified: false,
    matchScore: 84,
  },
  {
    ...card(people.graceL),
    distance: 28,
    availability: "month",
    skills: ["Allen-Bradley", "GuardLogix", "Risk assessment"],
    skillKeys: ["allen-bradley"],
    reviews: 49,
    jobSuccess: 100,
    totalEarned: 1.3,
    isOnline: false,
    certified: true,
    matchScore: 83,
  },
  {
    ...card(people.hannahS),
    distance: 68,
    availability: "week",
    skills: ["Fanuc", "iRVision", "Paint robots"],
    skillKeys: ["fanuc"],
    reviews: 66,
    jobSuccess: 97,
    totalEarned: 1.5,
    isOnline: false,
    certified: true,
    matchScore: 82,
  },
  {
    ...card(people.omarF),
    distance: 19,
    availability: "week",
    skills: ["Allen-Bradley", "Kinetix", "PowerFlex"],
    skillKeys: ["allen-bradley"],
    reviews: 70,
    jobSuccess: 95,
    totalEarned: 1.1,
    isOnline: false,
    certified: true,
    matchScore: 81,
  },
  {
    ...card(people.aishaB),
    distance: 16,
    availability: "week",
    skills: ["SCADA", "FactoryTalk View", "WinCC"],
    skillKeys: ["scada"],
    reviews: 37,
    jobSuccess: 94,
    totalEarned: 0.6,
    isOnline: true,
    certified: false,
    matchScore: 80,
  },
  {
    ...card(people.natalieC),
    distance: 90,
    availability: "month",
    skills: ["SCADA", "OT networking", "Historian"],
    skillKeys: ["scada"],
    reviews: 45,
    jobSuccess: 97,
    totalEarned: 0.8,
    isOnline: false,
    certified: false,
    matchScore: 78,
  },
  {
    ...card(people.kevinD),
    distance: 18,
    availability: "now",
    skills: ["Allen-Bradley", "Siemens", "Panel wiring"],
    skillKeys: ["allen-bradley", "siemens"],
    reviews: 22,
    jobSuccess: 92,
    totalEarned: 0.2,
    isOnline: true,
    certified: false,
    matchScore: 72,
  },
];

/**
 * The sidebar's featured contractor's photo (searchContractors.ts `featuredContractor`): the same
 * badge as their card, at the featured card's 72 px. Here, not beside the rest of the featured copy,
 * because that module is in every page's entry (the route's search params use it).
 */
export const featuredContractorPhoto: Photo = { portrait: people.michaelR.portrait };
