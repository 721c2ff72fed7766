import { execFileSync } from "node:child_process";

/** A lead as `npm run leads -- list --json` prints it (server/store.ts StoredLead). */
export interface ListedLead {
  id: string;
  reference: string;
  kind: string;
  fields: Record<string, unknown>;
  page: string;
  consent: string;
  suspect: boolean;
}

/**
 * What the e2e server's intake stored (its SQLite file is process.env.LEADS_DB, set by
 * playwright.config.ts), read with the operators' own command.
 */
export function listLeads(kind: string): ListedLead[] {
  const out = execFileSync("npm", ["run", "--silent", "leads", "--", "list", "--json", "--kind", kind], {
    env: process.env,
    encoding: "utf8",
  });
  return JSON.parse(out) as ListedLead[];
}
