import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listLeads } from "../../server/store";
import { postJobCopy } from "../../src/content/postJob";
import { signupErrors } from "../../src/content/signup";
import { LEAD_KINDS, REFERENCE_PATTERN } from "../../src/domain/leads";
import { postLead, submission, tempDir, testApp, testConfig } from "./helpers";

const temp = tempDir();
let env: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  env = await testApp(testConfig(temp.dir));
});
afterAll(async () => {
  await env.close();
  temp.cleanup();
});

describe("POST /api/leads (JSON)", () => {
  it.each(LEAD_KINDS)("stores a valid %s and answers 201 with its reference", async (kind) => {
    const body = submission(kind);
    const response = await postLead(env.app, body);
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();
    expect(reference).toMatch(REFERENCE_PATTERN);
    const stored = (await listLeads(env.intake)).find((lead) => lead.reference === reference);
    expect(stored).toMatchObject({ kind, id: body.id, page: "/post-job", suspect: false });
    expect(stored?.fields).toEqual(body.fields);
  });

  it("answers the same reference for the same id, and keeps one row", async () => {
    const body = submission("job-alert");
    const first = (await postLead(env.app, body)).json().reference;
    const again = await postLead(env.app, {
      ...body,
      fields: { email: "other@example.com", frequency: "daily" },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().reference).toBe(first);
    expect((await listLeads(env.intake)).filter((lead) => lead.id === body.id)).toHaveLength(1);
  });

  it("refuses a job post with the form's own messages per field, and stores nothing", async () => {
    const before = (await listLeads(env.intake)).length;
    const response = await postLead(
      env.app,
      submission("job-post", { fields: { name: "", email: "not-an-address", phone: "" } }),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors.name).toBe(postJobCopy.fieldRequired);
    expect(body.errors.email).toBe(postJobCopy.emailInvalid);
    expect(body.errors.comments).toBeUndefined();
    expect((await listLeads(env.intake)).length).toBe(before);
  });

  it("refuses a registration with the spec's sentence for each failing check", async () => {
    const response = await postLead(
      env.app,
      submission("registration", { fields: { fullName: "A", email: "a@b.co", jobTypes: [], skills: [] } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      fullName: signupErrors.fullName,
      phone: signupErrors.phone,
      skills: signupErrors.skills,
      jobTypes: signupErrors.jobTypes,
    });
  });

  it("refuses an unknown field, a wrong kind, a bad id and a missing consent", async () => {
    for (const body of [
      submission("job-alert", { fields: { email: "a@b.co", frequency: "daily", admin: true } }),
      submission("job-alert", { extra: 1 }),
      submission("job-alert", { kind: "newsletter" }),
      submission("job-alert", { id: "1" }),
      submission("job-alert", { consent: "" }),
    ]) {
      expect((await postLead(env.app, body)).statusCode).toBe(400);
    }
  });

  it("answers 415 to another content type and 400 to JSON it cannot read", async () => {
    const text = await env.app.inject({
      method: "POST",
      url: "/api/leads",
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    expect(text.statusCode).toBe(415);
    expect((await postLead(env.app, "{not json")).statusCode).toBe(400);
  });

  it("answers 404 in JSON for an unknown API path", async () => {
    const response = await env.app.inject({ method: "GET", url: `/api/${randomUUID()}` });
    expect(response.statusCode).toBe(404);
  });
});

describe("GET /api/health", () => {
  it("answers 200 while the database answers", async () => {
    const response = await env.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });
});
