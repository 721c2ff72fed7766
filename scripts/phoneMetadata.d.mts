import type { MetadataJson } from "libphonenumber-js/core";

export const PHONE_REGIONS: string[];
export function phoneMetadataSubset(full: unknown): MetadataJson;
