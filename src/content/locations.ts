import { LOCATION_ANCHORS } from "./footer";
import { network } from "./network";

/** The five sections of /locations; their ids are the footer's anchors. */
export type LocationId = (typeof LOCATION_ANCHORS)[number]["id"];

function anchor(id: LocationId) {
  const found = LOCATION_ANCHORS.find((entry) => entry.id === id);
  if (!found) throw new Error(`No location anchor ${id}`);
  return found;
}

export interface StateInsight {
  name: string;
  code: string;
  /** Average hourly rate in US dollars (market insights). */
  averageRate: number;
  openJobs: number;
  specialists: number;
  cities: string[];
  /** Kinds of employers in the area: industry clusters, never a claim that a named company hires here. */
  employers: string[];
  topRoles: string[];
  highlights: string[];
}

export interface RegionHub {
  place: string;
  focus: string;
}

export interface Region {
  id: LocationId;
  label: string;
  /** Two-letter country code shown on the region's badge. */
  code: string;
  summary: string;
  specialists: number;
  hubs: RegionHub[];
  topRoles: string[];
  notes: string[];
}

export interface NetworkCountry {
  name: string;
  code: string;
  specialists: number;
  hubs: string;
  strengths: string;
  /** The section of this page with more detail, when there is one. */
  regionId?: LocationId;
}

export const states: StateInsight[] = [
  {
    name: "Michigan",
    code: "MI",
    averageRate: 87,
    openJobs: network.openJobsByState.MI,
    specialists: 6_800,
    cities: ["Detroit", "Warren", "Sterling Heights", "Auburn Hills", "Grand Rapids", "Lansing"],
    employers: [
      "OEM assembly and stamping plants",
      "Tier 1 and Tier 2 automotive suppliers",
      "Robot integrators and machine builders",
      "EV battery and e-motor plants",
      "West Michigan furniture and appliance makers",
    ],
    topRoles: [
      "Fanuc robot programmer",
      "Controls engineer (Allen-Bradley)",
      "PLC technician",
      "Vision systems integrator",
    ],
    highlights: [
      "The deepest bench of Fanuc and ABB robot programmers in the network",
      "Demand peaks around summer shutdowns and model-year changeovers",
      "Windsor, Ontario specialists are one bridge away",
    ],
  },
  {
    name: "Texas",
    code: "TX",
    averageRate: 84,
    openJobs: network.openJobsByState.TX,
    specialists: 3_900,
    cities: ["Houston", "Dallas–Fort Worth", "San Antonio", "Austin", "Beaumont", "El Paso"],
    employers: [
      "Gulf Coast refineries and petrochemical plants",
      "Truck and SUV assembly plants and their suppliers",
      "Semiconductor fabs in Central and North Texas",
      "Aerospace and defense plants around Dallas–Fort Worth",
      "Utility-scale solar, wind and battery sites",
    ],
    topRoles: [
      "DCS and SCADA engineer",
      "Instrumentation and electrical (I&E) technician",
      "PLC programmer",
      "Robot programmer",
    ],
    highlights: [
      "Turnaround season brings short, high-overtime contracts",
      "ERCOT solar and storage projects need SCADA commissioning crews",
      "No state income tax on contractor earnings",
    ],
  },
  {
    name: "Ohio",
    code: "OH",
    averageRate: 79,
    openJobs: network.openJobsByState.OH,
    specialists: 3_400,
    cities: ["Columbus", "Cleveland", "Toledo", "Dayton", "Cincinnati", "Akron"],
    employers: [
      "Automotive assembly and powertrain plants",
      "Tier 1 stamping and welding suppliers",
      "EV battery cell plants in the Mahoning Valley",
      "Consumer-goods and food plants around Cincinnati",
      "Polymer, rubber and tire makers around Akron",
    ],
    topRoles: [
      "Robotic welding technician",
      "Controls engineer",
      "Maintenance automation technician",
      "Electrical designer (EPLAN, AutoCAD Electrical)",
    ],
    highlights: [
      "A large installed base of Yaskawa Motoman and Fanuc arc-welding robots",
      "Three-shift plants hire maintenance automation technicians year-round",
      "Midwest talent at a lower average rate than Michigan",
    ],
  },
];

/** More U.S. states where the network is active (the calculator's states, plus Georgia). */
export const otherStates: RegionHub[] = [
  { place: "South Carolina", focus: "Automotive and tire plants upstate" },
  { place: "Tennessee", focus: "Vehicle assembly and battery plants" },
  { place: "Kentucky", focus: "Vehicle assembly and appliances" },
  { place: "Indiana", focus: "Steel, RVs and pharmaceuticals" },
  { place: "Alabama", focus: "Vehicle assembly and aerospace" },
  { place: "North Carolina", focus: "Pharma, food and battery plants" },
  { place: "Georgia", focus: "Food processing and EV plants" },
  { place: "Illinois", focus: "Heavy equipment and food" },
  { place: "Pennsylvania", focus: "Pharma, steel and snack foods" },
  { place: "Wisconsin", focus: "Dairy, food and machinery" },
  { place: "Minnesota", focus: "Medical devices and food" },
  { place: "California", focus: "EV, semiconductor and food" },
];

export const unitedStates = {
  ...anchor("united-states"),
  code: "US",
  eyebrow: "Our largest region",
  specialists: 27_600,
  summary:
    "Most of the network works in the U.S. industrial belt, from the Great Lakes to the Gulf Coast and the Southeast's new assembly and battery plants. Average rates and demand from our market insights for the three busiest states:",
  statesHeading: "State insights",
  otherStatesHeading: "Also active across",
};

export const regions: Region[] = [
  {
    ...anchor("canada"),
    code: "CA",
    specialists: 3_900,
    summary:
      "Ontario's automotive corridor, Quebec's aerospace and pharma plants and Alberta's energy sector, with engineers used to working on both sides of the border.",
    hubs: [
      { place: "Windsor and Oshawa", focus: "Automotive" },
      { place: "Kitchener–Waterloo–Cambridge", focus: "Automotive and machine building" },
      { place: "Toronto–Mississauga", focus: "Food and pharma" },
      { place: "Montreal", focus: "Aerospace and pharma" },
      { place: "Calgary–Edmonton", focus: "Oil, gas and renewables" },
    ],
    topRoles: ["Controls engineer", "Robot programmer", "Electrical designer (CSA panels)"],
    notes: [
      "Ontario Pre-Start Health and Safety Reviews are routine work for our Canadian controls engineers",
      "English and French speakers for Quebec plants",
      "Many engineers qualify for TN status under CUSMA for U.S. assignments",
    ],
  },
  {
    ...anchor("united-kingdom"),
    code: "UK",
    specialists: 2_100,
    summary:
      "Automotive and battery plants in the Midlands and North East, pharma and process in the North West, and food and drink across Yorkshire and Scotland.",
    hubs: [
      { place: "West Midlands", focus: "Automotive and machine building" },
      { place: "North East", focus: "Automotive and battery plants" },
      { place: "North West", focus: "Pharma and process" },
      { place: "Yorkshire and the Humber", focus: "Food, steel and chemicals" },
      { place: "Central Scotland", focus: "Food, drink and distilling" },
    ],
    topRoles: ["Controls and automation engineer", "Robot programmer", "Commissioning engineer"],
    notes: [
      "CE and UKCA marking, PUWER and BS EN ISO 13849 experience",
      "CompEx-certified technicians for hazardous areas",
      "Siemens and Allen-Bradley engineers, many also fluent in Mitsubishi and Omron",
    ],
  },
  {
    ...anchor("mexico"),
    code: "MX",
    specialists: 3_400,
    summary:
      "The Bajío, Monterrey and Saltillo plants and the border manufacturing cities, where nearshoring launches keep automation teams busy.",
    hubs: [
      { place: "Querétaro", focus: "Aerospace and appliances" },
      { place: "Guanajuato and Aguascalientes", focus: "Automotive" },
      { place: "Saltillo–Ramos Arizpe", focus: "Automotive and trucks" },
      { place: "Monterrey", focus: "Heavy manufacturing and appliances" },
      { place: "Ciudad Juárez and Tijuana", focus: "Electronics and medical devices" },
    ],
    topRoles: ["Robot programmer", "PLC technician", "Launch and commissioning engineer"],
    notes: [
      "Bilingual Spanish–English launch and commissioning teams",
      "Machinery safety to NOM-004-STPS and ISO 13849",
      "Central time zone overlap with most U.S. plants",
    ],
  },
];

/**
 * The global network: the spec's eight countries in the spec's order, then the United Kingdom, which
 * has its own section on the page (issue 36), so the chart, the grid and the sections name the same
 * countries and add up to the 40,000+ of the claim.
 */
export const networkCountries: NetworkCountry[] = [
  {
    name: "United States",
    code: "US",
    specialists: 27_600,
    hubs: "Michigan, Texas, Ohio, the Carolinas",
    strengths: "Every platform, every industry",
    regionId: "united-states",
  },
  {
    name: "Canada",
    code: "CA",
    specialists: 3_900,
    hubs: "Ontario, Quebec, Alberta",
    strengths: "Automotive, aerospace, energy",
    regionId: "canada",
  },
  {
    name: "Poland",
    code: "PL",
    specialists: 1_100,
    hubs: "Silesia, Wrocław, Poznań",
    strengths: "Automotive and appliance lines on Siemens and KUKA",
  },
  {
    name: "Mexico",
    code: "MX",
    specialists: 3_400,
    hubs: "Bajío, Monterrey, Saltillo",
    strengths: "Automotive launches and nearshoring",
    regionId: "mexico",
  },
  {
    name: "Switzerland",
    code: "CH",
    specialists: 300,
    hubs: "Basel, Zurich",
    strengths: "Pharma validation and precision machinery",
  },
  {
    name: "Germany",
    code: "DE",
    specialists: 900,
    hubs: "Stuttgart, Munich, Wolfsburg, Augsburg",
    strengths: "Automotive and machine building, TIA Portal and KUKA",
  },
  {
    name: "South Africa",
    code: "ZA",
    specialists: 500,
    hubs: "Gauteng, Eastern Cape, Durban",
    strengths: "Automotive export plants and mining",
  },
  {
    name: "Brazil",
    code: "BR",
    specialists: 700,
    hubs: "São Paulo, Minas Gerais, Paraná",
    strengths: "Automotive, food processing and wind",
  },
  {
    name: "United Kingdom",
    code: "UK",
    specialists: 2_100,
    hubs: "West Midlands, North East, North West, Scotland",
    strengths: "Automotive, battery, pharma and food plants",
    regionId: "united-kingdom",
  },
];

export const globalNetwork = {
  ...anchor("global-talent"),
  heading: "A global network of automation specialists",
  summary:
    "When a line moves, launches or needs a platform expert your region doesn't have, the network reaches across North America, Europe, Africa and South America.",
  countriesHeading: "Countries in the network",
  countries: networkCountries,
};

export const locationsCopy = {
  navLabel: "Regions on this page",
  heroPrimary: "Find specialists near your plant",
  heroChartCaption: "The global network, by country",
  heroChartNote: "Where the specialists on the platform are based.",
  heroSecondary: "Browse hourly contracts",
  specialistsLabel: "specialists",
  averageRateLabel: "average hourly rate paid on contracts",
  openJobsLabel: "open jobs",
  citiesHeading: "Cities",
  employersHeading: "Industries nearby",
  rolesHeading: "Top roles",
  highlightsHeading: "Highlights",
  hubsHeading: "Hubs",
  notesHeading: "Good to know",
  regionDetails: "Region details",
  regionsIntro: "Beyond the U.S.: Canada, the United Kingdom and Mexico",
  closingHeading: "Need someone on site next week?",
  closingText:
    "Post the work for free with the plant's location, the platforms and the start date, and review qualified specialists nearby within hours.",
  closingPoints: [
    "Matches within 4 hours",
    "Travel and expenses agreed up front",
    "Weekly time sheets and approvals",
  ],
  closingPrimary: "Post work for free",
  closingSecondary: "Search professionals",
};

/** '$87/hr' */
export function formatRate(rate: number): string {
  return `$${rate}/hr`;
}
