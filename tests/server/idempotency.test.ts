import { afterAll, describe, expect, it } from "vitest";
import { listLeads } from "../../server/store";
import {
  pgDatabase,
  pgUrl,
  postLead,
  reportPgSkip,
  submission,
  tempDir,
  testApp,
  testConfig,
} from "./helpers";

reportPgSkip();
const temp = tempDir();
afterAll(() => temp.cleanup());

/** 100 posts of one submission at once: every answer 201 with one reference, and one row. */
async function sameIdBurst(env: Awaited<ReturnType<typeof testApp>>) {
  const body = submission("job-post");
  const answers = await Promise.all(Array.from({ length: 100 }, () => postLead(env.app, body)));
  expect(answers.map((answer) => answer.statusCode)).toEqual(Array(100).fill(201));
  const references = new Set(answers.map((answer) => answer.json().reference));
  expect(references.size).toBe(1);
  const rows = (await listLeads(env.intake)).filter((lead) => lead.id === body.id);
  expect(rows).toHaveLength(1);
  expect(rows[0]?.reference).toBe([...references][0]);
}

describe("100 concurrent posts of one id", { timeout: 30_000 }, () => {
  it("make one row and one reference on SQLite", async () => {
    const env = await testApp(testConfig(temp.dir));
    try {
      await sameIdBurst(env);
    } finally {
      await env.close();
    }
  });

  it.skipIf(!pgUrl)("make one row and one reference on PostgreSQL", async () => {
    const database = await pgDatabase();
    const env = await testApp(testConfig(temp.dir, { DATABASE_URL: database.url }));
    try {
      expect(env.intake.dialect).toBe("postgres");
      await sameIdBurst(env);
    } finally {
      await env.close();
      await database.drop();
    }
  });
});
