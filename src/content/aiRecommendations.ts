import type { RecommendationTable } from "../domain/resume";

/**
 * The resume builder's AI suggestions table, apart from content/resume.ts: the suggestions card
 * loads it once a specialty is chosen (or the visitor starts on the builder), not with the page.
 */

/** The local 'AI' table: per specialty, skills and certifications with why each one helps. */
export const AI_RECOMMENDATIONS: RecommendationTable = {
  fanuc: {
    skills: [
      {
        name: "iRVision Setup",
        reason: "Vision-guided picking is the most requested add-on for new Fanuc cells.",
      },
      { name: "KAREL Programming", reason: "Custom KAREL logic sets senior Fanuc programmers apart." },
      {
        name: "DCS Safety Configuration",
        reason: "Dual Check Safety is required on most collaborative layouts.",
      },
      { name: "ROBOGUIDE Simulation", reason: "Offline programming cuts line downtime during changeovers." },
    ],
    certifications: [
      {
        name: "Fanuc CERT Robot Operator",
        reason: "The baseline Fanuc credential that plant managers look for first.",
      },
      {
        name: "Fanuc HandlingTool Programming",
        reason: "Shows you can program material-handling cells end to end.",
      },
      { name: "TÜV Functional Safety Engineer", reason: "Backs up safety work on robot cells." },
    ],
  },
  siemens: {
    skills: [
      { name: "TIA Portal (S7-1500)", reason: "New Siemens lines are built almost entirely in TIA Portal." },
      { name: "WinCC Unified HMI", reason: "Employers pair S7 logic with WinCC screens in one hire." },
      {
        name: "PROFINET Diagnostics",
        reason: "Network troubleshooting shortens commissioning on Siemens plants.",
      },
      {
        name: "SINAMICS Drives",
        reason: "Drive tuning is a frequent request on conveyor and packaging lines.",
      },
    ],
    certifications: [
      {
        name: "Siemens Certified Programmer (TIA Portal)",
        reason: "The vendor credential that proves S7-1500 fluency.",
      },
      { name: "Siemens Safety Integrated", reason: "Fail-safe PLC work is billed at a premium." },
      { name: "ISA Certified Automation Professional (CAP)", reason: "Recognised across vendors." },
    ],
  },
  "allen-bradley": {
    skills: [
      {
        name: "Studio 5000 Logix Designer",
        reason: "ControlLogix and CompactLogix projects start in Studio 5000.",
      },
      { name: "FactoryTalk View", reason: "Most Rockwell plants run FactoryTalk HMIs beside the PLC." },
      {
        name: "EtherNet/IP Networking",
        reason: "Rockwell architectures depend on well-built EtherNet/IP networks.",
      },
      { name: "GuardLogix Safety", reason: "Safety PLC experience opens higher-rate contracts." },
    ],
    certifications: [
      {
        name: "Rockwell Automation Certified (Studio 5000)",
        reason: "Shows hands-on Logix programming to Rockwell shops.",
      },
      {
        name: "ISA Certified Automation Professional (CAP)",
        reason: "A vendor-neutral credential that rounds out a Rockwell profile.",
      },
      { name: "NFPA 70E Electrical Safety", reason: "Required on many sites before panel work." },
    ],
  },
  abb: {
    skills: [
      { name: "RAPID Programming", reason: "Every ABB robot program is written in RAPID." },
      {
        name: "RobotStudio Offline Programming",
        reason: "Simulation-first cells are now the norm for ABB integrators.",
      },
      { name: "SafeMove Configuration", reason: "Fenceless ABB cells need SafeMove set up correctly." },
      { name: "Force Control", reason: "Machining and assembly cells ask for force-controlled paths." },
    ],
    certifications: [
      {
        name: "ABB Robotics Programming (IRC5/OmniCore)",
        reason: "The vendor course employers ask ABB programmers about.",
      },
      {
        name: "TÜV Functional Safety Engineer",
        reason: "Backs up SafeMove and cell-safety work with a recognised credential.",
      },
      { name: "OSHA 30-Hour General Industry", reason: "Often required for on-site integration." },
    ],
  },
  scada: {
    skills: [
      { name: "Ignition SCADA", reason: "Ignition is the fastest-growing SCADA platform in manufacturing." },
      { name: "OPC UA Integration", reason: "Connecting mixed-vendor PLCs to SCADA runs through OPC UA." },
      {
        name: "Historian & Alarm Management",
        reason: "Plants want clean alarms and trend data, not just screens.",
      },
      { name: "SQL for Industrial Data", reason: "Reporting and MES links need solid SQL." },
    ],
    certifications: [
      { name: "Ignition Gold Certification", reason: "The credential Ignition integrators hire against." },
      {
        name: "ISA/IEC 62443 Cybersecurity Fundamentals",
        reason: "Connected SCADA systems need someone who can secure them.",
      },
      { name: "ISA Certified Automation Professional (CAP)", reason: "Recognised across vendors." },
    ],
  },
};
