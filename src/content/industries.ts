import { INDUSTRY_ANCHORS } from "./footer";

/** The six industry sections of /industries; their ids are the footer's anchors. */
export type IndustryId = (typeof INDUSTRY_ANCHORS)[number]["id"];

export interface SampleProject {
  title: string;
  scope: string;
  /** Duration and crew, as a client would describe it. */
  engagement: string;
}

export interface IndustryTools {
  robots: string[];
  controls: string[];
  software: string[];
}

export interface Industry {
  id: IndustryId;
  /** Short name, shared with the footer link. */
  label: string;
  /** The section heading. */
  name: string;
  tagline: string;
  summary: string;
  /** Specialists whose main industry this is. The six add up to less than the 40,000+ network. */
  talentPool: number;
  jobTitles: string[];
  projects: SampleProject[];
  tools: IndustryTools;
  coverage: string[];
  standards: string[];
}

type IndustryDetails = Omit<Industry, "id" | "label">;

const details: Record<IndustryId, IndustryDetails> = {
  "automotive-automation": {
    name: "Automotive Automation",
    tagline: "Body shop, paint, powertrain, final assembly and EV battery lines.",
    summary:
      "Model-year changeovers, launches and EV retooling run on windows that do not move. Our automotive specialists have taught spot-welding, sealing and material-handling robots in live body shops, debugged safety circuits during shutdown weeks and stayed on through start of production.",
    talentPool: 12_400,
    jobTitles: [
      "Robot programmer (Fanuc, ABB, KUKA)",
      "Controls engineer",
      "PLC technician",
      "Robotic welding technician",
      "Vision systems engineer",
      "Launch and commissioning engineer",
      "Conveyor controls technician",
      "Maintenance automation technician",
    ],
    projects: [
      {
        title: "Retrofit of a Fanuc R-30iB spot-welding cell",
        scope:
          "Swapped servo guns, re-touched 140 weld points and rebuilt DCS safety zones during a two-week summer shutdown.",
        engagement: "2 weeks · 3 robot programmers",
      },
      {
        title: "Allen-Bradley ControlLogix migration from PLC-5",
        scope:
          "Converted the ladder logic, replaced Remote I/O with EtherNet/IP and cut a body-side line over in one holiday weekend.",
        engagement: "6 weeks · controls engineer + 2 technicians",
      },
      {
        title: "Offline programming for an EV battery-tray line",
        scope:
          "Simulated 22 KUKA robots in KUKA.Sim, proved reach and cycle time before install, then touched up paths on the floor.",
        engagement: "10 weeks · 4 specialists",
      },
    ],
    tools: {
      robots: ["Fanuc R-30iB Plus", "ABB IRC5 / OmniCore", "KUKA KR C4", "Yaskawa Motoman"],
      controls: [
        "Allen-Bradley ControlLogix / GuardLogix",
        "Siemens S7-1500",
        "EtherNet/IP & PROFINET",
        "Pilz / SICK safety",
      ],
      software: [
        "Studio 5000",
        "FANUC ROBOGUIDE",
        "ABB RobotStudio",
        "KUKA.WorkVisual",
        "Siemens Process Simulate",
        "FactoryTalk View",
        "Cognex In-Sight",
      ],
    },
    coverage: [
      "Detroit metro and southeast Michigan",
      "Ohio and Indiana I-75 corridor",
      "Kentucky and Tennessee assembly belt",
      "South Carolina and Alabama",
      "Ontario, Windsor to Oshawa",
      "Bajío and Saltillo, Mexico",
    ],
    standards: ["IATF 16949", "ANSI/RIA R15.06", "ISO 13849-1", "NFPA 79"],
  },
  "aerospace-automation": {
    name: "Aerospace Automation",
    tagline: "Drilling and fastening cells, composite layup, test stands and MRO.",
    summary:
      "Tight tolerances, full traceability and AS9100 paperwork. Our aerospace specialists have run automated drilling and fastening, composite and test-stand controls, and they understand first-article inspection and configuration control as well as they understand the robot.",
    talentPool: 4_300,
    jobTitles: [
      "Automation engineer (drilling and fastening)",
      "High-accuracy robot programmer",
      "Controls engineer (Siemens, Beckhoff)",
      "Test-stand controls engineer",
      "Metrology and laser-tracker technician",
      "Manufacturing engineer, automation",
      "CNC and motion controls technician",
    ],
    projects: [
      {
        title: "Robotic drill-and-fill cell for wing panels",
        scope:
          "A KUKA KR 500 on a linear track with laser-tracker compensation, programmed offline from CATIA hole data.",
        engagement: "14 weeks · 4 specialists, U.S. persons",
      },
      {
        title: "Autoclave controls migration from S7-300 to S7-1500",
        scope:
          "TIA Portal conversion, a WinCC Unified HMI and a cure-cycle recipe with complete thermocouple data logging.",
        engagement: "8 weeks · controls engineer + validation support",
      },
      {
        title: "Engine test cell data-acquisition upgrade",
        scope:
          "Moved a turbine test cell to a PXI-based DAQ with a LabVIEW sequencer and alarm management in Ignition.",
        engagement: "12 weeks · 2 test-stand engineers",
      },
    ],
    tools: {
      robots: ["KUKA KR QUANTEC", "ABB IRB 6700", "Fanuc M-900iB", "Gantry drilling and fastening systems"],
      controls: ["Siemens S7-1500 and SINUMERIK", "Beckhoff TwinCAT 3", "Allen-Bradley ControlLogix"],
      software: [
        "TIA Portal",
        "KUKA.WorkVisual",
        "ABB RobotStudio",
        "CATIA / DELMIA",
        "NI LabVIEW",
        "Ignition",
        "SpatialAnalyzer",
      ],
    },
    coverage: [
      "Puget Sound, Washington",
      "Wichita, Kansas",
      "Dallas–Fort Worth",
      "South Carolina Lowcountry",
      "Montreal, Quebec",
      "Querétaro, Mexico",
    ],
    standards: ["AS9100", "AS9102 first article", "Nadcap", "ITAR-aware staffing"],
  },
  "food-beverage-automation": {
    name: "Food & Beverage Automation",
    tagline: "Packaging lines, palletizing, batching and clean-in-place.",
    summary:
      "Lines that run three shifts and stop only for sanitation. Our food and beverage specialists integrate high-speed packaging, robotic palletizing, batching and CIP, and they design for washdown, allergen changeovers and OEE from the start.",
    talentPool: 6_800,
    jobTitles: [
      "Packaging controls engineer",
      "Robotic palletizing technician",
      "PLC technician",
      "Batch and process controls engineer (ISA-88)",
      "Servo and motion specialist",
      "MES and OEE integrator",
      "Maintenance electrician, controls",
    ],
    projects: [
      {
        title: "Robotic end-of-line palletizing for three SKUs",
        scope:
          "A Fanuc M-410iC palletizer with PalletTool, scanner-based safety zones and HMI recipe changeovers in under five minutes.",
        engagement: "5 weeks · robot programmer + PLC technician",
      },
      {
        title: "CIP skid controls rewrite on CompactLogix",
        scope:
          "Rewrote the CIP sequence with conductivity and temperature interlocks and automatic verification reports for QA.",
        engagement: "4 weeks · process controls engineer",
      },
      {
        title: "PackML line integration and OEE dashboard",
        scope:
          "Mapped the filler, capper and case packer to PackML states and built a line OEE dashboard in Ignition.",
        engagement: "7 weeks · 2 specialists",
      },
    ],
    tools: {
      robots: [
        "Fanuc M-410iC",
        "ABB FlexPicker IRB 360",
        "Yaskawa Motoman palletizers",
        "Stäubli hygienic arms",
      ],
      controls: ["Allen-Bradley CompactLogix and Kinetix", "Siemens S7-1500", "Omron NX / NJ", "OMAC PackML"],
      software: [
        "Studio 5000",
        "FactoryTalk View",
        "FactoryTalk Batch",
        "Ignition",
        "AVEVA (Wonderware) InTouch",
        "Cognex In-Sight",
      ],
    },
    coverage: [
      "Wisconsin, Minnesota and Iowa",
      "California Central Valley",
      "Pennsylvania and Ohio snack belt",
      "Georgia and the Carolinas",
      "Ontario and Quebec",
      "Monterrey and Guadalajara, Mexico",
    ],
    standards: ["FSMA", "3-A Sanitary Standards", "EHEDG hygienic design", "ISA-88"],
  },
  "pharmaceutical-automation": {
    name: "Pharmaceutical Automation",
    tagline: "Batch control, fill-finish, serialization and validated systems.",
    summary:
      "Everything is documented and nothing changes without change control. Our pharmaceutical specialists write and execute IQ/OQ/PQ, validate computerized systems under GAMP 5 and keep data integrity (ALCOA+) intact from the controller to the historian.",
    talentPool: 5_100,
    jobTitles: [
      "Validation engineer (CSV, 21 CFR Part 11)",
      "DeltaV DCS engineer",
      "Automation engineer (PCS 7, PlantPAx)",
      "Commissioning and qualification (C&Q) engineer",
      "Serialization and track-and-trace engineer",
      "MES engineer (PAS-X, Syncade)",
      "Fill-finish controls engineer",
    ],
    projects: [
      {
        title: "GAMP 5 validation of a DeltaV batch system",
        scope:
          "Wrote the URS, risk assessment and OQ protocols for 14 phase classes and executed them alongside the quality unit.",
        engagement: "16 weeks · 2 validation engineers + DeltaV engineer",
      },
      {
        title: "DSCSA serialization upgrade on two packaging lines",
        scope:
          "Integrated printers, Cognex vision and aggregation stations with the site's Level 4 serialization system.",
        engagement: "10 weeks · 3 specialists",
      },
      {
        title: "GMP environmental monitoring split from the BMS",
        scope:
          "Moved clean-room monitoring to a dedicated EMS, validated alarms and audit trails under 21 CFR Part 11.",
        engagement: "9 weeks · automation engineer + CSV lead",
      },
    ],
    tools: {
      robots: ["Stäubli Stericlean TX2", "Fanuc LR Mate clean-room", "ABB IRB 1200 (isolators)"],
      controls: [
        "Emerson DeltaV",
        "Siemens SIMATIC PCS 7",
        "Rockwell PlantPAx",
        "Allen-Bradley ControlLogix",
      ],
      software: [
        "DeltaV Batch",
        "Werum PAS-X",
        "Emerson Syncade",
        "AVEVA PI System",
        "FactoryTalk View",
        "Kneat Gx",
        "Cognex In-Sight",
      ],
    },
    coverage: [
      "New Jersey and Pennsylvania",
      "Research Triangle, North Carolina",
      "Boston–Cambridge",
      "Indianapolis",
      "Toronto and Montreal",
      "Basel, Switzerland",
    ],
    standards: ["21 CFR Part 11", "EU GMP Annex 11", "GAMP 5", "ISA-88", "DSCSA"],
  },
  "heavy-manufacturing-automation": {
    name: "Heavy Manufacturing Automation",
    tagline: "Steel and metals, heavy equipment, foundries and material handling.",
    summary:
      "Big drives, hot environments, overhead cranes and machines that cost a fortune for every hour they are down. Our heavy manufacturing specialists work on drives and motion, robotic welding of heavy fabrications and the safety systems around them, mostly during outages.",
    talentPool: 7_600,
    jobTitles: [
      "Controls engineer (drives and motion)",
      "Robotic welding programmer",
      "Electrical designer (EPLAN)",
      "Industrial electrician",
      "PLC technician",
      "Crane and material-handling controls technician",
      "Machine builder",
      "Reliability and condition-monitoring technician",
    ],
    projects: [
      {
        title: "Robotic arc-welding cell for excavator booms",
        scope:
          "Two Yaskawa arc-welding robots on a two-axis positioner with touch sensing and seam tracking, programmed offline in MotoSim.",
        engagement: "8 weeks · welding programmer + controls engineer",
      },
      {
        title: "Drive upgrade on a hot-strip mill coiler",
        scope:
          "Replaced legacy DC drives with ABB ACS880, retuned tension control and updated the S7 logic inside a 10-day outage.",
        engagement: "10 days on site · 4 specialists, 24/7 shifts",
      },
      {
        title: "Safety upgrade of a 1,000-ton stamping press",
        scope:
          "Added light curtains and a GuardLogix safety controller, with an ISO 13849 risk assessment and PL d validation.",
        engagement: "5 weeks · controls engineer + electrician",
      },
    ],
    tools: {
      robots: ["Yaskawa Motoman arc welding", "Fanuc Arc Mate", "ABB IRB 2600 welding", "Cloos QIROX"],
      controls: [
        "Siemens S7-1500 and SINAMICS",
        "ABB ACS880 drives",
        "Allen-Bradley GuardLogix and PowerFlex",
        "PROFIBUS and PROFINET",
      ],
      software: [
        "TIA Portal",
        "Studio 5000",
        "EPLAN Electric P8",
        "AutoCAD Electrical",
        "Yaskawa MotoSim",
        "FactoryTalk View",
      ],
    },
    coverage: [
      "Great Lakes steel belt: Indiana, Ohio, Pennsylvania",
      "Illinois and Wisconsin heavy equipment",
      "Gulf Coast fabrication yards",
      "Alabama and Tennessee",
      "Monterrey and Saltillo, Mexico",
      "Silesia, Poland",
    ],
    standards: ["NFPA 79", "NFPA 70E", "ISO 13849-1", "OSHA 1910.147 lockout/tagout"],
  },
  "renewable-energy-automation": {
    name: "Renewable Energy Automation",
    tagline: "Solar, wind and battery storage sites, and the factories that build them.",
    summary:
      "Utility-scale sites far from town and factories that have to scale quickly. Our renewable energy specialists bring solar, wind and battery storage online, pass utility witness tests and automate module, cell and blade production.",
    talentPool: 3_200,
    jobTitles: [
      "SCADA engineer",
      "Commissioning engineer (solar and BESS)",
      "Power plant controller (PPC) engineer",
      "Substation automation engineer (IEC 61850)",
      "Wind turbine controls technician",
      "Battery manufacturing automation engineer",
      "Controls engineer, module assembly",
    ],
    projects: [
      {
        title: "SCADA and PPC commissioning for a 200 MW solar farm",
        scope:
          "Brought inverters and trackers onto Modbus TCP and DNP3, tuned the power plant controller and passed utility witness testing.",
        engagement: "6 weeks on site · SCADA engineer + 2 technicians",
      },
      {
        title: "Battery storage site integration, 80 MWh",
        scope:
          "Integrated battery containers, PCS units and SEL RTAC into Ignition SCADA with NERC CIP-aware network segmentation.",
        engagement: "9 weeks · 3 specialists",
      },
      {
        title: "Stringer and layup cell for a solar module plant",
        scope:
          "Commissioned ABB layup robots and Cognex In-Sight inspection, with recipe-driven changeovers from the HMI.",
        engagement: "7 weeks · robot programmer + controls engineer",
      },
    ],
    tools: {
      robots: ["ABB IRB 6700 and IRB 360", "Fanuc M-20iD", "KUKA KR QUANTEC"],
      controls: [
        "SEL RTAC and protective relays",
        "Siemens S7-1500",
        "Beckhoff TwinCAT (turbines)",
        "Modbus TCP, DNP3, IEC 61850",
      ],
      software: [
        "Ignition",
        "AVEVA System Platform",
        "SEL AcSELerator",
        "TIA Portal",
        "Studio 5000",
        "Cognex In-Sight",
      ],
    },
    coverage: [
      "Texas (ERCOT)",
      "California and the Southwest",
      "Midwest wind belt: Iowa, Kansas, Oklahoma",
      "Georgia and Carolinas battery corridor",
      "Alberta and Ontario",
      "Northeast Brazil wind region",
    ],
    standards: ["IEEE 1547", "NERC CIP", "IEC 61850", "NFPA 855"],
  },
};

/** The industries in the footer's order, each joined to its anchor. */
export const industries: Industry[] = INDUSTRY_ANCHORS.map(({ id, label }) => ({
  id,
  label,
  ...details[id],
}));

/** Specialists across the six industries (each counted once, under their main industry). */
export const industryTalentTotal = industries.reduce((sum, industry) => sum + industry.talentPool, 0);

export const industriesCopy = {
  navLabel: "Industries on this page",
  navHeading: "Jump to an industry",
  poolLabel: "specialists",
  jobTitlesHeading: "Roles we staff",
  projectsHeading: "Sample projects",
  toolsHeading: "Tools and platforms",
  toolGroups: { robots: "Robots", controls: "PLC and controls", software: "Software" } satisfies Record<
    keyof IndustryTools,
    string
  >,
  coverageHeading: "Coverage areas",
  standardsHeading: "Standards our people work to",
  heroPrimary: "Find specialists",
  heroChartCaption: "Specialists by industry",
  heroChartNote: "Each counted once, under their main industry.",
  heroSecondary: "Browse hourly contracts",
  closingHeading: "Your line, your standards, the right specialist",
  closingText:
    "Post hourly contracts, contract-to-hire roles, RFQs or direct jobs at no cost, and review qualified matches within hours.",
  closingPoolLabel: "specialists across these six industries",
  closingPoints: ["No posting fees", "Direct contracts, no agencies"],
  closingPrimary: "Post work for free",
  closingSecondary: "Search professionals",
};

/** '12,400+' : a specialist count as shown on the page. */
export function formatCount(count: number): string {
  return `${count.toLocaleString("en-US")}+`;
}
