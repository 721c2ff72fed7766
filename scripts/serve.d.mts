import type { IncomingMessage, Server, ServerResponse } from "node:http";

export const FLOOR_QUERY: "__floor";
/** Whether an Accept-Encoding header takes brotli (`br`, with no `q=0`). */
export function acceptsBrotli(header: string | string[] | undefined): boolean;
/** The static site as a request handler; `floor` adds the bench's `?__floor` pages. */
export function createSiteHandler(options?: {
  publicDir?: string;
  floor?: boolean;
}): (request: IncomingMessage, response: ServerResponse) => void;
/** The static server for `publicDir` (dist/ by default); `floor` adds the bench's `?__floor` pages. */
export function createSiteServer(options?: { publicDir?: string; floor?: boolean }): Server;
