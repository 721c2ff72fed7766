import type { ContractorPortraitName, FeaturedContractorPortraitName } from "../assets/images/contractors";
import type { Availability, SkillKey } from "./searchContractors";

/**
 * Spec section 3, 'Contractor card (sample)': sample profiles around Detroit, MI. Photos are bundled
 * illustrated portraits (assets-src/portraits/people.mjs, `contractors`), so nothing loads from
 * outside the site; a name also used on the marketing pages keeps that person's face.
 */
export interface ContractorPhoto {
  /** A slug of src/assets/images/contractors (64 px, the card's size). */
  portrait: ContractorPortraitName;
  /** Says who and what the illustration shows. */
  alt: string;
}

export interface SampleContractor {
  id: number;
  name: string;
  title: string;
  photo: ContractorPhoto;
  location: string;
  /** Miles from Detroit, MI. */
  distance: number;
  /** US dollars per hour. */
  rate: number;
  availability: Availability;
  /** Shown as badges. */
  skills: string[];
  /** What the skills filter matches. */
  skillKeys: SkillKey[];
  rating: number;
  reviews: number;
  /** Percent. */
  jobSuccess: number;
  /** Millions of US dollars. */
  totalEarned: number;
  isOnline: boolean;
  certified: boolean;
  /** Relevance to the sample search, for 'Best Match'. */
  matchScore: number;
}

export const sampleContractors: SampleContractor[] = [
  {
    id: 1031,
    name: "Marcus T.",
    title: "Senior Fanuc Robot Programmer",
    photo: {
      portrait: "marcus-t",
      alt: "Illustrated portrait of Marcus T. with a full beard and a work shirt",
    },
    location: "Warren, MI",
    distance: 14,
    rate: 95,
    availability: "now",
    skills: ["Fanuc", "Allen-Bradley", "iRVision"],
    skillKeys: ["fanuc", "allen-bradley"],
    rating: 4.9,
    reviews: 127,
    jobSuccess: 98,
    totalEarned: 1.8,
    isOnline: true,
    certified: true,
    matchScore: 97,
  },
  {
    id: 1042,
    name: "Michael R.",
    title: "Principal Robotics Engineer",
    photo: {
      portrait: "michael-r",
      alt: "Illustrated portrait of Michael R. in a white hard hat, safety glasses and a hi-vis vest",
    },
    location: "Bloomfield Hills, MI",
    distance: 24,
    rate: 165,
    availability: "now",
    skills: ["Fanuc", "ABB", "Robot simulation"],
    skillKeys: ["fanuc", "abb"],
    rating: 5.0,
    reviews: 141,
    jobSuccess: 99,
    totalEarned: 3.1,
    isOnline: true,
    certified: true,
    matchScore: 95,
  },
  {
    id: 1057,
    name: "Priya N.",
    title: "Siemens TIA Portal Controls Engineer",
    photo: {
      portrait: "priya-n",
      alt: "Illustrated portrait of Priya N. with glasses and a teal work shirt",
    },
    location: "Troy, MI",
    distance: 20,
    rate: 110,
    availability: "week",
    skills: ["Siemens", "SCADA", "PROFINET"],
    skillKeys: ["siemens", "scada"],
    rating: 5.0,
    reviews: 84,
    jobSuccess: 100,
    totalEarned: 1.2,
    isOnline: false,
    certified: true,
    matchScore: 93,
  },
  {
    id: 1063,
    name: "Daniel K.",
    title: "ABB Robotics Integrator",
    photo: {
      portrait: "daniel-k",
      alt: "Illustrated portrait of Daniel K. in a yellow hard hat, safety glasses and a hi-vis vest",
    },
    location: "Dearborn, MI",
    distance: 10,
    rate: 88,
    availability: "now",
    skills: ["ABB", "RobotStudio", "Safety PLC"],
    skillKeys: ["abb"],
    rating: 4.8,
    reviews: 96,
    jobSuccess: 97,
    totalEarned: 1.4,
    isOnline: true,
    certified: true,
    matchScore: 91,
  },
  {
    id: 1078,
    name: "Robert H.",
    title: "Controls Engineer, Rockwell & Siemens",
    photo: { portrait: "robert-h", alt: "Illustrated portrait of Robert H. in a navy work polo" },
    location: "Pontiac, MI",
    distance: 30,
    rate: 135,
    availability: "week",
    skills: ["Allen-Bradley", "Siemens", "HMI"],
    skillKeys: ["allen-bradley", "siemens"],
    rating: 4.8,
    reviews: 112,
    jobSuccess: 96,
    totalEarned: 2.3,
    isOnline: false,
    certified: true,
    matchScore: 89,
  },
  {
    id: 1084,
    name: "Elena R.",
    title: "Allen-Bradley PLC Programmer",
    photo: {
      portrait: "elena-r",
      alt: "Illustrated portrait of Elena R. with a ponytail, safety glasses and a work polo",
    },
    location: "Sterling Heights, MI",
    distance: 22,
    rate: 78,
    availability: "now",
    skills: ["Allen-Bradley", "Studio 5000", "FactoryTalk"],
    skillKeys: ["allen-bradley"],
    rating: 4.7,
    reviews: 63,
    jobSuccess: 95,
    totalEarned: 0.9,
    isOnline: true,
    certified: false,
    matchScore: 88,
  },
  {
    id: 1095,
    name: "Luis G.",
    title: "Siemens Commissioning Engineer",
    photo: {
      portrait: "luis-g",
      alt: "Illustrated portrait of Luis G. with a moustache, in a white hard hat and a hi-vis vest",
    },
    location: "Windsor, ON",
    distance: 6,
    rate: 98,
    availability: "month",
    skills: ["Siemens", "Commissioning", "Drives"],
    skillKeys: ["siemens"],
    rating: 4.8,
    reviews: 53,
    jobSuccess: 96,
    totalEarned: 1.0,
    isOnline: true,
    certified: true,
    matchScore: 87,
  },
  {
    id: 1102,
    name: "James O.",
    title: "SCADA & Ignition Developer",
    photo: {
      portrait: "james-o",
      alt: "Illustrated portrait of James O. with glasses, a goatee and a work polo",
    },
    location: "Ann Arbor, MI",
    distance: 43,
    rate: 120,
    availability: "month",
    skills: ["SCADA", "Ignition", "Siemens"],
    skillKeys: ["scada", "siemens"],
    rating: 4.9,
    reviews: 58,
    jobSuccess: 99,
    totalEarned: 1.1,
    isOnline: false,
    certified: true,
    matchScore: 86,
  },
  {
    id: 1116,
    name: "Tomasz W.",
    title: "KUKA & ABB Robot Programmer",
    photo: {
      portrait: "tomasz-w",
      alt: "Illustrated portrait of Tomasz W. with a grey beard, safety glasses and blue coveralls",
    },
    location: "Toledo, OH",
    distance: 58,
    rate: 105,
    availability: "now",
    skills: ["ABB", "KUKA", "Welding cells"],
    skillKeys: ["abb"],
    rating: 4.9,
    reviews: 74,
    jobSuccess: 98,
    totalEarned: 1.6,
    isOnline: true,
    certified: true,
    matchScore: 85,
  },
  {
    id: 1121,
    name: "Sofia M.",
    title: "Fanuc & ABB Robot Technician",
    photo: {
      portrait: "sofia-m",
      alt: "Illustrated portrait of Sofia M. in a blue hard hat, safety glasses and a hi-vis vest",
    },
    location: "Detroit, MI",
    distance: 4,
    rate: 62,
    availability: "now",
    skills: ["Fanuc", "ABB", "Preventive maintenance"],
    skillKeys: ["fanuc", "abb"],
    rating: 4.6,
    reviews: 41,
    jobSuccess: 93,
    totalEarned: 0.4,
    isOnline: true,
    certified: false,
    matchScore: 84,
  },
  {
    id: 1137,
    name: "Grace L.",
    title: "Safety PLC & Machine Guarding Specialist",
    photo: {
      portrait: "grace-l",
      alt: "Illustrated portrait of Grace L. in an orange hard hat, safety glasses and a hi-vis vest",
    },
    location: "Novi, MI",
    distance: 28,
    rate: 145,
    availability: "month",
    skills: ["Allen-Bradley", "GuardLogix", "Risk assessment"],
    skillKeys: ["allen-bradley"],
    rating: 5.0,
    reviews: 49,
    jobSuccess: 100,
    totalEarned: 1.3,
    isOnline: false,
    certified: true,
    matchScore: 83,
  },
  {
    id: 1142,
    name: "Hannah S.",
    title: "Fanuc Vision & Paint Robot Specialist",
    photo: {
      portrait: "hannah-s",
      alt: "Illustrated portrait of Hannah S. with glasses, long blond hair and a denim work shirt",
    },
    location: "Flint, MI",
    distance: 68,
    rate: 125,
    availability: "week",
    skills: ["Fanuc", "iRVision", "Paint robots"],
    skillKeys: ["fanuc"],
    rating: 4.9,
    reviews: 66,
    jobSuccess: 97,
    totalEarned: 1.5,
    isOnline: false,
    certified: true,
    matchScore: 82,
  },
  {
    id: 1158,
    name: "Omar F.",
    title: "Rockwell Drives & Motion Engineer",
    photo: {
      portrait: "omar-f",
      alt: "Illustrated portrait of Omar F. with a full beard, in a white hard hat, safety glasses and a work shirt",
    },
    location: "Livonia, MI",
    distance: 19,
    rate: 92,
    availability: "week",
    skills: ["Allen-Bradley", "Kinetix", "PowerFlex"],
    skillKeys: ["allen-bradley"],
    rating: 4.7,
    reviews: 70,
    jobSuccess: 95,
    totalEarned: 1.1,
    isOnline: false,
    certified: true,
    matchScore: 81,
  },
  {
    id: 1163,
    name: "Aisha B.",
    title: "HMI & SCADA Engineer",
    photo: { portrait: "aisha-b", alt: "Illustrated portrait of Aisha B. with glasses and a blazer" },
    location: "Southfield, MI",
    distance: 16,
    rate: 84,
    availability: "week",
    skills: ["SCADA", "FactoryTalk View", "WinCC"],
    skillKeys: ["scada"],
    rating: 4.7,
    reviews: 37,
    jobSuccess: 94,
    totalEarned: 0.6,
    isOnline: true,
    certified: false,
    matchScore: 80,
  },
  {
    id: 1179,
    name: "Natalie C.",
    title: "SCADA Historian & OT Network Engineer",
    photo: { portrait: "natalie-c", alt: "Illustrated portrait of Natalie C. with red hair and a work polo" },
    location: "Lansing, MI",
    distance: 90,
    rate: 115,
    availability: "month",
    skills: ["SCADA", "OT networking", "Historian"],
    skillKeys: ["scada"],
    rating: 4.8,
    reviews: 45,
    jobSuccess: 97,
    totalEarned: 0.8,
    isOnline: false,
    certified: false,
    matchScore: 78,
  },
  {
    id: 1184,
    name: "Kevin D.",
    title: "PLC Technician",
    photo: {
      portrait: "kevin-d",
      alt: "Illustrated portrait of Kevin D. in a yellow hard hat, safety glasses and coveralls",
    },
    location: "Taylor, MI",
    distance: 18,
    rate: 48,
    availability: "now",
    skills: ["Allen-Bradley", "Siemens", "Panel wiring"],
    skillKeys: ["allen-bradley", "siemens"],
    rating: 4.6,
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
 * face as their card, at the featured card's 72 px. Here, not beside the rest of the featured copy,
 * because that module is in every page's entry (the route's search params use it).
 */
export const featuredContractorPhoto: { portrait: FeaturedContractorPortraitName; alt: string } = {
  portrait: "michael-r",
  alt: "Illustrated portrait of Michael R. in a white hard hat, safety glasses and a hi-vis vest",
};
