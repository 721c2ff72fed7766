import { afterAll, afterEach, describe, expect, it } from "vitest";
import { run } from "../../server/cli";
import { listLeads, purgeOlderThan } from "../../server/store";
import { postLead, submission, tempDir, testApp, testConfig } from "./helpers";

const temp = tempDir();
afterAll(() => temp.cleanup());
afterEach(() => {
  delete process.env.LEADS_DB;
});

/** `npm run leads -- …args` against the test's database: its exit code and what it printed. */
async function leads(dbFile: string, ...args: string[]) {
  process.env.LEADS_DB = dbFile;
  const lines: string[] = [];
  const code = await run(args, (text) => lines.push(text));
  return { code, out: lines.join("\n") };
}

async function seeded() {
  const config = testConfig(temp.dir);
  const env = await testApp(config);
  const post = async (body: Record<string, unknown>) =>
    (await postLead(env.app, body)).json().reference as string;
  const jobPost = await post(submission("job-post"));
  const alert = await post(
    submission("job-alert", { fields: { email: "Sam@Example.com", frequency: "daily" } }),
  );
  const suspect = await post(submission("job-alert", { website: "spam" }));
  const formula = await post(
    submission("job-post", {
      fields: { ...(submission("job-post").fields as object), comments: "=HYPERLINK(1)" },
    }),
  );
  return { config, env, jobPost, alert, suspect, formula };
}

describe("npm run leads", () => {
  it("list: a table, suspect leads flagged; --json, --kind and --since filter", async () => {
    const { config, env, jobPost, alert, suspect } = await seeded();
    try {
      const table = await leads(config.dbFile, "list");
      expect(table.code).toBe(0);
      expect(table.out).toMatch(/^REFERENCE\s+KIND\s+RECEIVED\s+CONTACT\s+PAGE\s+FLAG/);
      expect(table.out).toMatch(new RegExp(`${jobPost}\\s+job-post`));
      expect(table.out.split("\n").find((line) => line.startsWith(suspect))).toContain("suspect (honeypot)");
      expect(table.out).toContain("4 leads");

      const json = JSON.parse((await leads(config.dbFile, "list", "--json", "--kind", "job-alert")).out);
      expect(json.map((lead: { reference: string }) => lead.reference).sort()).toEqual(
        [alert, suspect].sort(),
      );
      const future = JSON.parse((await leads(config.dbFile, "list", "--json", "--since", "2999-01-01")).out);
      expect(future).toEqual([]);
      expect((await leads(config.dbFile, "list", "--kind", "spam")).code).toBe(2);
    } finally {
      await env.close();
    }
  });

  it("export --csv: one row per lead, a cell a spreadsheet would run as a formula made inert", async () => {
    const { config, env, formula } = await seeded();
    try {
      const { code, out } = await leads(config.dbFile, "export", "--csv");
      expect(code).toBe(0);
      const lines = out.split("\n");
      expect(lines[0]).toMatch(/^reference,kind,created_at,page,suspect,consent,/);
      expect(lines).toHaveLength(5);
      expect(lines.find((line) => line.startsWith(formula))).toContain("'=HYPERLINK(1)");
    } finally {
      await env.close();
    }
  });

  it("show: one lead's fields and deliveries; an unknown reference exits 1", async () => {
    const { config, env, alert } = await seeded();
    try {
      const shown = await leads(config.dbFile, "show", alert.toLowerCase());
      expect(shown.code).toBe(0);
      expect(JSON.parse(shown.out)).toMatchObject({
        reference: alert,
        fields: { frequency: "daily" },
        deliveries: [],
      });
      expect((await leads(config.dbFile, "show", "JP-ZZZZ")).code).toBe(1);
    } finally {
      await env.close();
    }
  });

  it("erase --email: every lead of that address, in any case, and nothing else", async () => {
    const { config, env } = await seeded();
    try {
      const { code, out } = await leads(config.dbFile, "erase", "--email", "sam@EXAMPLE.com");
      expect(code).toBe(0);
      // The alert and the suspect one (the same address, the seed's job alert's).
      expect(out).toBe("2 leads erased.");
      const left = await listLeads(env.intake);
      expect(left).toHaveLength(2);
      expect(JSON.stringify(left).toLowerCase()).not.toContain("sam@example.com");
    } finally {
      await env.close();
    }
  });

  it("an unknown command prints the usage and exits 2", async () => {
    const config = testConfig(temp.dir);
    expect((await leads(config.dbFile, "drop-everything")).code).toBe(2);
  });
});

describe("retention", () => {
  it("purges leads older than LEADS_RETENTION_DAYS, deliveries with them, and keeps the rest", async () => {
    const config = testConfig(temp.dir, {
      LEADS_WEBHOOK_URL: "http://127.0.0.1:9/none",
      LEADS_WEBHOOK_SECRET: "s",
    });
    const env = await testApp(config);
    try {
      await postLead(env.app, submission("job-alert"));
      await postLead(env.app, submission("job-post"));
      const [old] = await listLeads(env.intake);
      await env.intake.db
        .updateTable("leads")
        .set({ created_at: new Date(Date.now() - 366 * 86_400_000).toISOString() })
        .where("id", "=", old?.id ?? "")
        .execute();
      expect(await purgeOlderThan(env.intake, 365)).toBe(1);
      const left = await listLeads(env.intake);
      expect(left.map((lead) => lead.id)).not.toContain(old?.id);
      expect(left).toHaveLength(1);
      const outbox = await env.intake.db.selectFrom("outbox").select("lead_id").execute();
      expect(outbox.map((row) => row.lead_id)).toEqual([left[0]?.id]);
    } finally {
      await env.close();
    }
  });
});
