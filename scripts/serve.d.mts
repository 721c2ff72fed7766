import type { Server } from "node:http";

export const FLOOR_QUERY: "__floor";
/** The static server for `publicDir` (dist/ by default); `floor` adds the bench's `?__floor` pages. */
export function createSiteServer(options?: { publicDir?: string; floor?: boolean }): Server;
