import type { InjectOptions } from "fastify";
import { expect } from "vitest";
import { listLeads } from "../../../server/store";
import { postLead, submission, tempDir, testApp, testConfig } from "../../server/helpers";
import type { BadInput } from "../catalogue";
import { LONG, TEXT_CASES } from "./samples";

/**
 * The hostile-input catalogue thrown at the lead intake (issue 33): every case is answered 4xx (never
 * 5xx) and stores nothing. One app on a throwaway SQLite file serves them all, with a small body
 * limit so the "huge" cases reach it.
 */
let shared: Promise<Awaited<ReturnType<typeof testApp>>> | null = null;
const app = () => {
  shared ??= testApp(testConfig(tempDir().dir, { LEADS_BODY_LIMIT: String(64 * 1024) }));
  return shared;
};

type Request = InjectOptions;

/** Answers 4xx and leaves the leads as they were. */
async function refused(request: Request) {
  const env = await app();
  const before = (await listLeads(env.intake)).length;
  const response = await env.app.inject(request);
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  expect((await listLeads(env.intake)).length).toBe(before);
}

const json = (payload: string | Buffer, headers: Record<string, string> = {}): Request => ({
  method: "POST",
  url: "/api/leads",
  headers: { "content-type": "application/json", ...headers },
  payload,
});
const body = (value: unknown) => json(JSON.stringify(value));
const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

const cases: Array<[input: string, request: Request]> = [
  [
    "a __proto__ key at the top",
    json(`{"__proto__":{"admin":true},${JSON.stringify(submission("job-alert")).slice(1)}`),
  ],
  [
    "a __proto__ key among the fields",
    json(
      JSON.stringify(submission("job-alert")).replace(
        '"fields":{',
        '"fields":{"__proto__":{"email":"x@y.z"},',
      ),
    ),
  ],
  [
    "a constructor.prototype key",
    body(submission("job-alert", { fields: { constructor: { prototype: { x: 1 } } } })),
  ],
  [
    "an unknown field",
    body(submission("job-post", { fields: { ...(submission("job-post").fields as object), role: "admin" } })),
  ],
  [
    "10,000 characters in a name",
    body(submission("job-post", { fields: { ...(submission("job-post").fields as object), name: LONG } })),
  ],
  ["a 1 MB body", body(submission("job-post", { fields: { comments: "x".repeat(1024 * 1024) } }))],
  ["100,000 list items", body(submission("registration", { fields: { skills: Array(100_000).fill("a") } }))],
  [
    "fields nested 5,000 deep",
    json(
      `{"kind":"job-alert","id":"${crypto.randomUUID()}","page":"/","consent":"c","fields":${deep(5000)}}`,
    ),
  ],
  [
    "a value nested 20 deep",
    body(submission("application", { fields: { job: JSON.parse(deep(20)), profile: {} } })),
  ],
  ["fields as a list", body(submission("job-alert", { fields: [] }))],
  ["fields as text", body(submission("job-alert", { fields: "email=a@b.co" }))],
  ["an email as a number", body(submission("job-alert", { fields: { email: 42, frequency: "daily" } }))],
  [
    "skills as text",
    body(
      submission("registration", {
        fields: { ...(submission("registration").fields as object), skills: "Fanuc" },
      }),
    ),
  ],
  ["a kind as an object", body(submission("job-alert", { kind: { $ne: null } }))],
  ["an id as a number", body(submission("job-alert", { id: 7 }))],
  ["an id that is not a UUID", body(submission("job-alert", { id: "../../etc/passwd" }))],
  ["elapsedMs as text", body(submission("job-alert", { elapsedMs: "fast" }))],
  ["a page that is a URL", body(submission("job-alert", { page: "https://evil.example/" }))],
  ["a consent as a number", body(submission("job-alert", { consent: 1 }))],
  [
    "a NUL character in a field",
    body(submission("job-alert", { fields: { email: "a\u0000@b.co", frequency: "daily" } })),
  ],
  ["half of a surrogate pair", json(JSON.stringify(submission("job-alert")).replace("sam@", "\\ud83dsam@"))],
  ["null", json("null")],
  ["a list", json("[1,2,3]")],
  ["a bare string", json('"lead"')],
  ["an empty body", json("")],
  ["JSON cut short", json('{"kind":"job-alert",')],
  [
    "invalid UTF-8 bytes in JSON (inside an e-mail address that is otherwise valid)",
    json(
      Buffer.concat(
        JSON.stringify(submission("job-alert"))
          .split("sam@")
          .flatMap((part, index) =>
            index === 0 ? [Buffer.from(part)] : [Buffer.from([0xff, 0xfe]), Buffer.from(`sam@${part}`)],
          ),
      ),
    ),
  ],
  [
    "invalid UTF-8 bytes in a form post",
    {
      method: "POST",
      url: "/api/leads",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: Buffer.concat([
        Buffer.from("kind=job-alert&frequency=daily&page=%2F&consent=c&email="),
        Buffer.from([0xff, 0xfe]),
      ]),
    },
  ],
  [
    "escaped invalid UTF-8 in a form post",
    {
      method: "POST",
      url: "/api/leads",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "kind=job-alert&frequency=daily&page=%2F&consent=c&email=%FF%FE%40b.co",
    },
  ],
  [
    "text/plain",
    { method: "POST", url: "/api/leads", headers: { "content-type": "text/plain" }, payload: "lead" },
  ],
  [
    "multipart/form-data",
    {
      method: "POST",
      url: "/api/leads",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      payload: "--x--",
    },
  ],
  [
    "application/xml",
    { method: "POST", url: "/api/leads", headers: { "content-type": "application/xml" }, payload: "<lead/>" },
  ],
  ["no content type", { method: "POST", url: "/api/leads", payload: "lead" }],
  ["a forged Origin", json(JSON.stringify(submission("job-alert")), { origin: "https://evil.example" })],
  ["Origin: null (a sandboxed page)", json(JSON.stringify(submission("job-alert")), { origin: "null" })],
  [
    "a cross-site form post",
    {
      method: "POST",
      url: "/api/leads",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      payload: "kind=job-alert&email=a%40b.co&frequency=daily&page=%2F&consent=c",
    },
  ],
  ["a PUT", { ...body(submission("job-alert")), method: "PUT" }],
  ["a DELETE", { method: "DELETE", url: "/api/leads" }],
];

export const intakeEntries: BadInput[] = [
  ...cases.map(([input, request]) => ({
    area: "lead intake",
    input,
    expected: "answered 4xx, never 5xx; nothing stored",
    check: () => refused(request),
  })),
  ...TEXT_CASES.map(([label, value]) => ({
    area: "lead intake",
    input: `${label} in a job post's comments`,
    expected: "stored as it was typed, answered 201",
    check: async () => {
      const env = await app();
      const fields = { ...(submission("job-post").fields as object), comments: value };
      const response = await postLead(env.app, submission("job-post", { fields }));
      expect(response.statusCode).toBe(201);
      const stored = (await listLeads(env.intake)).find(
        (lead) => lead.reference === response.json().reference,
      );
      expect(stored?.fields.comments).toBe(value);
    },
  })),
];
