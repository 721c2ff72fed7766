/**
 * `npm run leads -- <command>` (issue 33), for the people who run the intake. Reads the same
 * configuration as the server (LEADS_DB or DATABASE_URL).
 *
 *   list [--json] [--kind KIND] [--since YYYY-MM-DD]   the leads, oldest first (suspect ones flagged)
 *   export --csv [--kind KIND] [--since DATE]          the same as CSV on stdout
 *   show REFERENCE                                     one lead, every field, and its deliveries
 *   retry                                              re-queue failed deliveries
 *   erase --email ADDRESS                              every lead of that address, deliveries too
 *   purge                                              leads past LEADS_RETENTION_DAYS, now
 */
import { isLeadKind } from "../src/domain/leads";
import { loadConfig } from "./config";
import { type IntakeDb, migrate, openDb } from "./db";
import { eraseByEmail, findLead, listLeads, purgeOlderThan, type StoredLead } from "./store";
import { retryFailed } from "./worker";

const USAGE = `Usage: npm run leads -- <command>
  list [--json] [--kind KIND] [--since YYYY-MM-DD]
  export --csv [--kind KIND] [--since YYYY-MM-DD]
  show REFERENCE
  retry
  erase --email ADDRESS
  purge`;

class UsageError extends Error {}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith("--")) throw new UsageError(`${name} needs a value`);
  return value;
}

function filterOf(args: string[]): { kind?: string; since?: string } {
  const kind = option(args, "--kind");
  if (kind !== undefined && !isLeadKind(kind)) throw new UsageError(`unknown kind: ${kind}`);
  const since = option(args, "--since");
  if (since !== undefined && Number.isNaN(Date.parse(since))) throw new UsageError(`not a date: ${since}`);
  return {
    ...(kind ? { kind } : {}),
    ...(since ? { since: new Date(since).toISOString() } : {}),
  };
}

/** The name and the address or phone a lead is answered at, for the table. */
function contactOf(lead: StoredLead): string {
  const fields = lead.fields;
  const personal = (fields.profile as { personalInfo?: Record<string, string> } | undefined)?.personalInfo;
  const name = (fields.name ?? fields.fullName ?? personal?.fullName ?? "") as string;
  const email = (fields.email ?? personal?.email ?? "") as string;
  return [name, email].filter(Boolean).join(" <") + (name && email ? ">" : "");
}

function table(rows: string[][]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

const csvCell = (value: string) => {
  // A cell a spreadsheet would run as a formula is quoted with a leading apostrophe.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

async function deliveriesOf(intake: IntakeDb, leadId: string) {
  return intake.db
    .selectFrom("outbox")
    .select(["id", "channel", "status", "attempts", "last_error", "delivered_at", "next_attempt_at"])
    .where("lead_id", "=", leadId)
    .orderBy("created_at")
    .execute();
}

export async function run(args: string[], out: (text: string) => void = console.log): Promise<number> {
  const [command, ...rest] = args;
  const config = loadConfig();
  const intake = openDb({ ...config, poolSize: 2 });
  try {
    await migrate(intake.db);
    switch (command) {
      case "list": {
        const leads = await listLeads(intake, filterOf(rest));
        if (rest.includes("--json")) {
          out(JSON.stringify(leads, null, 2));
          return 0;
        }
        if (leads.length === 0) {
          out("No leads.");
          return 0;
        }
        const rows = [["REFERENCE", "KIND", "RECEIVED", "CONTACT", "PAGE", "FLAG"]];
        for (const lead of leads) {
          rows.push([
            lead.reference,
            lead.kind,
            lead.createdAt.slice(0, 16).replace("T", " "),
            contactOf(lead),
            lead.page,
            lead.suspect ? `suspect (${lead.suspectReason})` : "",
          ]);
        }
        out(table(rows));
        out(`${leads.length} lead${leads.length === 1 ? "" : "s"}`);
        return 0;
      }
      case "export": {
        if (!rest.includes("--csv")) throw new UsageError("export needs --csv");
        const leads = await listLeads(intake, filterOf(rest));
        const keys = [...new Set(leads.flatMap((lead) => Object.keys(lead.fields)))];
        const lines = [["reference", "kind", "created_at", "page", "suspect", "consent", ...keys].join(",")];
        for (const lead of leads) {
          const values = keys.map((key) => {
            const value = lead.fields[key];
            return value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
          });
          lines.push(
            [
              lead.reference,
              lead.kind,
              lead.createdAt,
              lead.page,
              lead.suspect ? "yes" : "no",
              lead.consent,
              ...values,
            ]
              .map(csvCell)
              .join(","),
          );
        }
        out(lines.join("\n"));
        return 0;
      }
      case "show": {
        const reference = rest[0];
        if (!reference) throw new UsageError("show needs a reference");
        const lead = await findLead(intake, reference);
        if (!lead) {
          out(`No lead ${reference}.`);
          return 1;
        }
        out(JSON.stringify({ ...lead, deliveries: await deliveriesOf(intake, lead.id) }, null, 2));
        return 0;
      }
      case "retry": {
        const count = await retryFailed(intake);
        out(`${count} failed deliver${count === 1 ? "y" : "ies"} queued again.`);
        return 0;
      }
      case "erase": {
        const email = option(rest, "--email");
        if (!email) throw new UsageError("erase needs --email ADDRESS");
        const count = await eraseByEmail(intake, email);
        out(`${count} lead${count === 1 ? "" : "s"} erased.`);
        return 0;
      }
      case "purge": {
        const count = await purgeOlderThan(intake, config.retentionDays);
        out(`${count} lead${count === 1 ? "" : "s"} older than ${config.retentionDays} days purged.`);
        return 0;
      }
      default:
        throw new UsageError(command ? `unknown command: ${command}` : "no command");
    }
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${USAGE}`);
      return 2;
    }
    throw error;
  } finally {
    await intake.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
