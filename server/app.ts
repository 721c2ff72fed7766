/**
 * The intake's HTTP side (issue 33): POST /api/leads (JSON or an HTML form post), GET /api/health,
 * GET /api/altcha when proof-of-work is on, and the prerendered site for everything else.
 *
 * `createApp(config)` builds it without listening, so tests call `app.inject`; server/main.ts listens
 * and runs the delivery worker and the retention purge beside it.
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { parse as parseQuery } from "node:querystring";
import cors from "@fastify/cors";
import formbody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyRequest, LogController } from "fastify";
import { leadMessagesCopy, leadProblemMessages } from "../src/content/leadMessages";
import {
  checkLeadFields,
  type LeadFieldProblems,
  leadFieldNames,
  leadListFields,
} from "../src/domain/leadFields";
import {
  HONEYPOT_FIELD,
  isLeadId,
  isLeadKind,
  isReference,
  type LeadKind,
  type LeadSubmission,
} from "../src/domain/leads";
import { altchaChallenge, altchaVerified } from "./altcha";
import type { IntakeConfig } from "./config";
import { type IntakeDb, migrate, openDb, ping } from "./db";
import { type Channel, hashAddress, ipSalt, storeLead } from "./store";

/** The longest page path and consent line a submission may carry. */
export const PAGE_MAX = 200;
export const CONSENT_MAX = 1000;
/** How deep a JSON body may nest (the deepest lead, an application's experience entry, is 4). */
const MAX_DEPTH = 8;

/** The keys of a JSON submission; any other is refused. */
const SUBMISSION_KEYS = ["kind", "id", "fields", "page", "consent", "elapsedMs", HONEYPOT_FIELD, "altcha"];
/** The keys of an HTML form post besides the kind's fields. */
const FORM_META_KEYS = ["kind", "id", "page", "consent", HONEYPOT_FIELD, "altcha"];

const FORM_TYPE = "application/x-www-form-urlencoded";
/** The body of a form post that was not valid UTF-8. */
const UNREADABLE_FORM = Object.freeze({});

export type SiteHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface AppOptions {
  /** An open, migrated database to use (the app then leaves closing it to the caller). */
  intake?: IntakeDb;
  /** The static site's handler (scripts/serve.mjs createSiteHandler); by default from config.siteDir. */
  siteHandler?: SiteHandler | null;
  /** Where the log lines go (stdout by default); tests read them. */
  logStream?: { write(line: string): void };
  /** Called after a new lead is committed (main.ts nudges the delivery worker). */
  onStored?: () => void;
}

declare module "fastify" {
  interface FastifyInstance {
    intake: IntakeDb;
  }
}

class Refusal {
  constructor(
    readonly message: string,
    readonly problems: LeadFieldProblems = {},
    readonly kind: LeadKind | null = null,
    readonly workType = "",
  ) {}
}

/** Any text in the value that a database cannot keep as it is: NUL, or half of a surrogate pair. */
function unstorableText(value: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH) return true;
  if (typeof value === "string")
    return (
      value.includes("\0") ||
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value)
    );
  if (Array.isArray(value)) return value.some((item) => unstorableText(item, depth + 1));
  if (value && typeof value === "object") {
    return Object.entries(value).some(
      ([key, item]) => unstorableText(key, depth + 1) || unstorableText(item, depth + 1),
    );
  }
  return false;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The submission read from a JSON body, or the reason it is refused. */
function readJsonSubmission(body: unknown): LeadSubmission & { altcha?: unknown } {
  if (!isPlainObject(body) || unstorableText(body)) throw new Refusal(leadMessagesCopy.badSubmission);
  if (Object.keys(body).some((key) => !SUBMISSION_KEYS.includes(key)))
    throw new Refusal(leadMessagesCopy.unknownFields);
  if (!isLeadKind(body.kind)) throw new Refusal(leadMessagesCopy.kind);
  if (!isLeadId(body.id)) throw new Refusal(leadMessagesCopy.badSubmission, {}, body.kind);
  if (typeof body.page !== "string" || !body.page.startsWith("/") || body.page.length > PAGE_MAX)
    throw new Refusal(leadMessagesCopy.badSubmission, {}, body.kind);
  if (typeof body.consent !== "string" || !body.consent.trim() || body.consent.length > CONSENT_MAX)
    throw new Refusal(leadMessagesCopy.consent, {}, body.kind);
  const elapsed = body.elapsedMs;
  if (elapsed !== undefined && (typeof elapsed !== "number" || !Number.isFinite(elapsed) || elapsed < 0))
    throw new Refusal(leadMessagesCopy.badSubmission, {}, body.kind);
  const website = body[HONEYPOT_FIELD];
  if (website !== undefined && (typeof website !== "string" || website.length > PAGE_MAX))
    throw new Refusal(leadMessagesCopy.badSubmission, {}, body.kind);
  return {
    kind: body.kind,
    id: body.id,
    fields: body.fields as Record<string, unknown>,
    page: body.page,
    consent: body.consent,
    ...(elapsed !== undefined ? { elapsedMs: elapsed } : {}),
    ...(website !== undefined ? { website } : {}),
    ...(body.altcha !== undefined ? { altcha: body.altcha } : {}),
  };
}

/** An HTML form post's flat fields gathered into a submission (lists from repeated keys). */
function readFormSubmission(body: unknown): LeadSubmission & { altcha?: unknown } {
  if (!isPlainObject(body) || unstorableText(body)) throw new Refusal(leadMessagesCopy.badSubmission);
  const one = (key: string) => {
    const value = body[key];
    return typeof value === "string" ? value : undefined;
  };
  const kind = one("kind");
  if (!isLeadKind(kind) || kind === "application") throw new Refusal(leadMessagesCopy.kind);
  const names = leadFieldNames(kind);
  const lists = leadListFields(kind);
  if (Object.keys(body).some((key) => !names.includes(key) && !FORM_META_KEYS.includes(key)))
    throw new Refusal(leadMessagesCopy.unknownFields, {}, kind);
  const fields: Record<string, unknown> = {};
  for (const name of names) {
    if (!Object.hasOwn(body, name)) continue;
    const value = body[name];
    fields[name] = lists.includes(name) && typeof value === "string" ? [value] : value;
  }
  const id = one("id") || randomUUID();
  if (!isLeadId(id)) throw new Refusal(leadMessagesCopy.badSubmission, {}, kind);
  const page = one("page") ?? "";
  if (!page.startsWith("/") || page.length > PAGE_MAX)
    throw new Refusal(leadMessagesCopy.badSubmission, {}, kind);
  const consent = one("consent") ?? "";
  if (!consent.trim() || consent.length > CONSENT_MAX) throw new Refusal(leadMessagesCopy.consent, {}, kind);
  const website = body[HONEYPOT_FIELD];
  return {
    kind,
    id,
    fields,
    page,
    consent,
    ...(typeof website === "string" ? { website } : website !== undefined ? { website: "?" } : {}),
    ...(body.altcha !== undefined ? { altcha: body.altcha } : {}),
  };
}

/** The address a lead is about (for `leads erase --email`), or "". */
function emailOf(fields: Record<string, unknown>): string {
  if (typeof fields.email === "string") return fields.email;
  const profile = fields.profile as { personalInfo?: { email?: unknown } } | undefined;
  return typeof profile?.personalInfo?.email === "string" ? profile.personalInfo.email : "";
}

/** A post from a page of another origin that is not allowed: refused (a forged cross-site post). */
function foreignOrigin(request: FastifyRequest, config: IntakeConfig): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (config.allowedOrigins.includes(origin) || origin === config.siteOrigin) return false;
  try {
    // The page's own origin: the same host (and port) the request came to, whatever the scheme a
    // proxy in front ended (the default port dropped on both sides).
    const page = new URL(origin);
    const own = new URL(`${page.protocol}//${request.headers.host ?? ""}`);
    return page.host !== own.host;
  } catch {
    return true;
  }
}

/** Where the site's pages are, for an HTML form post's answer. */
const siteUrl = (config: IntakeConfig, pathAndQuery: string) => `${config.siteOrigin ?? ""}${pathAndQuery}`;

export async function createApp(config: IntakeConfig, options: AppOptions = {}): Promise<FastifyInstance> {
  const ownDb = !options.intake;
  const intake = options.intake ?? openDb(config);
  if (ownDb) await migrate(intake.db);
  const salt = await ipSalt(intake, config.ipSalt);
  const channels: Channel[] = [
    ...(config.webhook ? (["webhook"] as const) : []),
    ...(config.email ? (["email"] as const) : []),
  ];

  let siteHandler = options.siteHandler;
  if (siteHandler === undefined && config.siteDir) {
    const { createSiteHandler } = await import("../scripts/serve.mjs");
    siteHandler = createSiteHandler({ publicDir: config.siteDir, floor: config.floor });
  }

  const app = Fastify({
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Fastify's own two lines per request are off: the onRequest hook below writes one.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    logger: {
      level: config.logLevel,
      base: null,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Never a body, an address, a header or a query: a request is its method and id.
      serializers: {
        req: (request: { method?: string; id?: string }) => ({ method: request.method, id: request.id }),
        res: (reply: { statusCode?: number }) => ({ status: reply.statusCode }),
      },
    },
  });
  app.decorate("intake", intake);
  if (ownDb) app.addHook("onClose", async () => intake.close());

  // One JSON line per request, written when the answer is out (also for the static pages).
  app.addHook("onRequest", async (request, reply) => {
    const start = process.hrtime.bigint();
    reply.raw.once("finish", () => {
      const route = request.routeOptions.url ?? (request.url.startsWith("/api/") ? "/api/*" : "site");
      request.log.info(
        {
          method: request.method,
          route,
          status: reply.raw.statusCode,
          ms: Math.round(Number(process.hrtime.bigint() - start) / 1e4) / 100,
        },
        "request",
      );
    });
  });

  // JSON: refused unless it is valid UTF-8, and refused with a prototype key (both 400).
  const defaultJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(body as Buffer);
    } catch {
      const error = new Error("The body is not valid UTF-8") as Error & { statusCode: number };
      error.statusCode = 400;
      done(error, undefined);
      return;
    }
    defaultJson(request, text, done);
  });
  // An HTML form post: flat fields, lists as repeated keys. Bytes that are not UTF-8, raw or escaped
  // (a browser never sends them), make the body unreadable, refused with 400 rather than kept with replacement marks.
  await app.register(formbody, {
    parser: (text: string) => {
      const fields = parseQuery(text);
      return text.includes("\uFFFD") || JSON.stringify(fields).includes("\uFFFD") ? UNREADABLE_FORM : fields;
    },
  });
  await app.register(cors, {
    // Same origin needs no CORS; another origin only when listed. Unlisted: no CORS headers at all.
    origin: (origin, callback) => {
      callback(null, origin !== undefined && config.allowedOrigins.includes(origin) ? origin : false);
    },
    methods: ["GET", "POST"],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many submissions from this address. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      errors: {},
    }),
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: { message: error.message, stack: error.stack } }, "failed");
    const message =
      status === 413
        ? "This submission is larger than the intake accepts."
        : status === 415
          ? "Send the form as JSON or as an HTML form post."
          : status === 429
            ? error.message
            : status >= 500
              ? "The intake could not store this. Nothing was kept; try again in a moment."
              : leadMessagesCopy.badSubmission;
    reply.status(status).send({ message, errors: {} });
  });

  app.get("/api/health", async (_request, reply) => {
    const ok = await ping(intake.db);
    return reply.status(ok ? 200 : 503).send({ status: ok ? "ok" : "database unavailable" });
  });

  if (config.altchaHmacKey) {
    const key = config.altchaHmacKey;
    app.get("/api/altcha", async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      return altchaChallenge(key);
    });
  }

  app.post(
    "/api/leads",
    { config: { rateLimit: { max: config.rateLimit.max, timeWindow: config.rateLimit.windowMs } } },
    async (request, reply) => {
      const isForm = (request.headers["content-type"] ?? "").toLowerCase().startsWith(FORM_TYPE);
      if (foreignOrigin(request, config)) {
        return reply.status(403).send({ message: "Posts from this origin are not accepted.", errors: {} });
      }
      if (request.body === UNREADABLE_FORM) {
        return reply.status(400).send({ message: leadMessagesCopy.badSubmission, errors: {} });
      }
      try {
        const submission = isForm ? readFormSubmission(request.body) : readJsonSubmission(request.body);
        if (config.altchaHmacKey && !(await altchaVerified(config.altchaHmacKey, submission.altcha)))
          throw new Refusal(leadMessagesCopy.proofOfWork, {}, submission.kind);
        const check = checkLeadFields(submission.kind, submission.fields);
        if (!check.ok) {
          const fields = isPlainObject(submission.fields) ? submission.fields : {};
          throw new Refusal(
            check.unknownKeys ? leadMessagesCopy.unknownFields : leadMessagesCopy.refused,
            check.problems,
            submission.kind,
            typeof fields.workType === "string" ? fields.workType : "",
          );
        }
        const suspectReason = submission.website?.trim()
          ? "honeypot"
          : submission.elapsedMs !== undefined && submission.elapsedMs < config.minFillMs
            ? "too-quick"
            : null;
        const { reference, created } = await storeLead(
          intake,
          {
            id: submission.id,
            kind: submission.kind,
            fields: check.fields,
            page: submission.page,
            consent: submission.consent,
            email: emailOf(check.fields),
            ipHash: hashAddress(salt, request.ip),
            suspectReason,
          },
          channels,
        );
        if (created && !suspectReason) options.onStored?.();
        if (isForm) {
          return reply.redirect(
            siteUrl(config, `/sent?kind=${submission.kind}&ref=${encodeURIComponent(reference)}`),
            303,
          );
        }
        return reply.status(201).send({ reference });
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        if (isForm) {
          // Field names and problem codes only: never a value the visitor typed.
          const fix = Object.entries(error.problems)
            .map(([field, code]) => `${field}.${code}`)
            .join(",");
          const query = new URLSearchParams();
          if (error.kind) query.set("kind", error.kind);
          if (fix) query.set("fix", fix);
          else query.set("problem", "form");
          // The fragment opens /not-sent at the form that was sent (its rules in the form's words).
          const at = error.kind ? `#${error.kind}` : "";
          return reply.redirect(siteUrl(config, `/not-sent?${query}${at}`), 303);
        }
        const errors = error.kind
          ? leadProblemMessages(error.kind, error.problems, { workType: error.workType })
          : {};
        return reply.status(400).send({ message: error.message, errors });
      }
    },
  );

  // /sent with a reference: the prerendered page with the reference written in, for the visitor whose
  // form was sent without JavaScript. Anything else there is the static page as it is.
  if (config.siteDir && siteHandler) {
    const sentFile = path.join(config.siteDir, "sent", "index.html");
    const site = siteHandler;
    app.get("/sent", async (request, reply) => {
      const ref = (request.query as Record<string, unknown>).ref;
      let html: string | null = null;
      if (isReference(ref)) {
        try {
          html = await readFile(sentFile, "utf8");
        } catch {
          html = null;
        }
      }
      const marked = html && isReference(ref) ? withReference(html, ref) : null;
      if (!marked) {
        reply.hijack();
        site(request.raw, reply.raw);
        return;
      }
      return reply
        .header("Content-Type", "text/html; charset=utf-8")
        .header("Cache-Control", "no-store")
        .header("X-Content-Type-Options", "nosniff")
        .header("Referrer-Policy", "strict-origin-when-cross-origin")
        .send(marked);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (!siteHandler || request.url.startsWith("/api/")) {
      return reply.status(404).send({ message: "Not found", errors: {} });
    }
    reply.hijack();
    siteHandler(request.raw, reply.raw);
  });

  return app;
}

/**
 * The prerendered /sent page with a lead's reference written in and its line shown (the page hides the
 * line wherever no reference is known: src/views/leads/SentPage.tsx). Null when the page does not hold
 * the line as expected, so the caller serves the page as it is rather than half-written. `reference`
 * is checked by `isReference` first: it is letters, digits and a dash, nothing HTML could read.
 */
export function withReference(html: string, reference: string): string | null {
  const line = /<p data-lead-reference-line="" hidden=""/;
  const slot = /(<strong data-lead-reference=""[^>]*>)(<\/strong>)/;
  if (!line.test(html) || !slot.test(html)) return null;
  return html.replace(line, '<p data-lead-reference-line=""').replace(slot, `$1${reference}$2`);
}
