import type { Page, Route } from "@playwright/test";
import { DEFAULT_LEADS_ENDPOINT, type LeadSendResult } from "../../src/domain/leads";

/**
 * The lead intake as the browser path drivers see it (issue 34): every POST to the endpoint is held
 * until the driver says what came of it, so the page stays in `submitting` while the driver checks
 * it, and each outcome of the `sendLead` actor is made the way it happens for real:
 * - sent: the real intake when the e2e run started it (LEADS_DB set), else a 201 with the reference;
 * - queued: the network fails (the page keeps it on the device);
 * - refused: a 400 with a message per field;
 * - failed: 500 to the first send and to each of the sender's retries (SENDER_RETRIES).
 * `answerNext` answers the next send that arrives by itself (the outbox's flush).
 */
export interface HeldIntake {
  /** Answers the held send (waiting for it to arrive) as `result`, and a failure's retries too. */
  answer: (result: LeadSendResult | { outcome: "error" }) => Promise<void>;
  /** How the send the page made by itself (held now, or the next one) is answered. */
  answerNext: (result: LeadSendResult) => void;
  /** The bodies of every send so far (JSON), in order. */
  bodies: () => unknown[];
}

const realIntake = () => Boolean(process.env.LEADS_DB);

/** How many times the sender tries again after a 5xx (src/platform/leads/leadSender.ts). */
const SENDER_RETRIES = 3;

async function fulfil(route: Route, result: LeadSendResult | { outcome: "error" }) {
  switch (result.outcome) {
    case "sent":
      if (realIntake()) return route.continue();
      return route.fulfill({ status: 201, json: { reference: result.reference } });
    case "queued":
      return route.abort("internetdisconnected");
    case "refused":
      return route.fulfill({ status: 400, json: { message: result.message, errors: result.errors } });
    default:
      return route.fulfill({ status: 500, json: { message: "Internal error" } });
  }
}

export async function holdIntake(page: Page, endpoint = DEFAULT_LEADS_ENDPOINT): Promise<HeldIntake> {
  const held: Route[] = [];
  const bodies: unknown[] = [];
  let later: LeadSendResult | { outcome: "error" } | null = null;
  await page.route(
    (url) => url.pathname === endpoint,
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      bodies.push(route.request().postDataJSON());
      if (later) {
        const result = later;
        later = null;
        return fulfil(route, result);
      }
      held.push(route);
    },
  );
  const next = async () => {
    const deadline = Date.now() + 15_000;
    while (!held.length && Date.now() < deadline) await page.waitForTimeout(50);
    const route = held.shift();
    if (!route) throw new Error("no send reached the intake");
    return route;
  };
  return {
    answer: async (result) => {
      await fulfil(await next(), result);
      if (result.outcome === "failed" || result.outcome === "error") {
        for (let retry = 0; retry < SENDER_RETRIES; retry++) await fulfil(await next(), result);
      }
    },
    answerNext: (result) => {
      // The outbox may have tried already (the shell flushes as its line appears): answer that send.
      const waiting = held.shift();
      if (waiting) void fulfil(waiting, result);
      else later = result;
    },
    bodies: () => [...bodies],
  };
}

/**
 * For specs about something else that send a form on the way: the intake takes every send (the
 * real one when the e2e run started it, else a 201 with `reference`).
 */
export async function acceptLeads(page: Page, reference = "JA-7MXR", endpoint = DEFAULT_LEADS_ENDPOINT) {
  await page.route(
    (url) => url.pathname === endpoint,
    (route) =>
      route.request().method() !== "POST" ? route.continue() : fulfil(route, { outcome: "sent", reference }),
  );
}
