import type { ByProjectType } from "../domain/projectWizard";

/**
 * Step 2 of the project wizard: the skills suggested for each project type. Apart from
 * postProject.ts so that they load with that step, not with the page (views/postProject/LaterStep.tsx).
 */

/** Skill suggestions for each project type; the visitor can add any other skill as free text. */
export const SKILL_SUGGESTIONS: ByProjectType = {
  "Robot Programming": [
    "Fanuc",
    "ABB RobotStudio",
    "KUKA",
    "Yaskawa Motoman",
    "Robot vision",
    "Offline programming",
  ],
  "PLC Programming": [
    "Allen-Bradley Studio 5000",
    "Siemens TIA Portal",
    "Ladder logic",
    "Structured text",
    "Safety PLC",
    "Omron Sysmac",
  ],
  "HMI Development": [
    "FactoryTalk View",
    "Siemens WinCC",
    "Ignition Perspective",
    "AVEVA InTouch",
    "Alarm management",
    "High-performance HMI",
  ],
  "System Integration": [
    "Robot cell integration",
    "Conveyor systems",
    "Vision systems",
    "MES integration",
    "Electrical design",
    "Allen-Bradley Studio 5000",
  ],
  "SCADA Development": [
    "Ignition",
    "AVEVA System Platform",
    "OPC UA",
    "Historian",
    "Alarm management",
    "SQL",
  ],
  "Safety Systems": [
    "GuardLogix",
    "Risk assessment",
    "ISO 13849",
    "Light curtains",
    "Safety PLC",
    "Siemens F-CPU",
  ],
  "Network Configuration": [
    "EtherNet/IP",
    "PROFINET",
    "Managed switches",
    "Industrial firewalls",
    "OPC UA",
    "OT segmentation",
  ],
  "Commissioning & Startup": [
    "Loop checks",
    "Site acceptance testing",
    "Drive tuning",
    "Punch-list closeout",
    "Operator training",
    "Fanuc",
  ],
};

/** Shown in step 2 before a project type is chosen. */
export const GENERAL_SKILL_SUGGESTIONS = [
  "Fanuc",
  "ABB RobotStudio",
  "Allen-Bradley Studio 5000",
  "Siemens TIA Portal",
  "Ignition",
  "FactoryTalk View",
] as const;
