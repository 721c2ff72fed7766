import type { Plugin } from "vite";

/** The ranges [start, end) of the state and transition descriptions in a machine's source. */
export function descriptionRanges(code: string): [number, number][];
/** The source without its state and transition descriptions. */
export function stripDescriptions(code: string): string;
/** Vite plugin: machines/*.ts without their descriptions, in builds only. */
export function stripMachineDescriptions(): Plugin;
