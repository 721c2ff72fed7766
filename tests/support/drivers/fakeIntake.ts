import { expect, type Page, type Route } from "@playwright/test";
import type { LeadSendResult } from "../../../src/domain/leads";

/**
 * The intake, faked per page: a post to /api/leads (and the sending code's first load) waits until
 * the path says what the intake answered (the `xstate.done.actor.sendLead` event), so 'Posting…'
 * can be seen; `failed` answers 500 to every retry, `queued` drops the connection, an error (the
 * send could not run) fails the sending code's load.
 */
interface FakeIntake {
  posts: Route[];
  chunks: Route[];
  outcome: LeadSendResult | null;
  chunkLoaded: boolean;
  count: number;
}
const intakes = new WeakMap<Page, FakeIntake>();

async function answer(route: Route, outcome: LeadSendResult) {
  if (outcome.outcome === "queued") return route.abort("internetdisconnected");
  if (outcome.outcome === "sent")
    return route.fulfill({
      status: 201,
      contentType: "application/json",
      body: JSON.stringify({ reference: outcome.reference }),
    });
  if (outcome.outcome === "refused")
    return route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ message: outcome.message, errors: outcome.errors }),
    });
  // A fraction of a second between retries, so the three retries do not take seven seconds.
  return route.fulfill({ status: outcome.status, headers: { "Retry-After": "0.01" }, body: "" });
}

export async function fakeIntake(page: Page) {
  const intake: FakeIntake = { posts: [], chunks: [], outcome: null, chunkLoaded: false, count: 0 };
  intakes.set(page, intake);
  await page.route("**/api/leads", async (route) => {
    intake.count++;
    if (intake.outcome) return answer(route, intake.outcome);
    intake.posts.push(route);
  });
  // The sending code's chunk: named after its first module (the outbox's flush, or the sender itself).
  await page.route(/\/assets\/(leadSender|flushOutbox)-[\w-]+\.js$/, async (route) => {
    if (intake.chunkLoaded) return route.continue();
    intake.chunks.push(route);
  });
}

/** What the intake answers from now on (until the next post), and the posts and loads waiting. */
export async function intakeAnswers(page: Page, outcome: LeadSendResult | "error") {
  const intake = intakes.get(page);
  if (!intake) throw new Error("the fake intake was not installed (beforeLoad)");
  if (outcome === "error") {
    const chunk = intake.chunks.shift();
    if (!chunk)
      throw new Error("the sending code is loaded already: its failure cannot be shown on this path");
    await chunk.abort("failed");
    return;
  }
  intake.outcome = outcome;
  intake.chunkLoaded = true;
  for (const chunk of intake.chunks.splice(0)) await chunk.continue();
  await expect.poll(() => intake.posts.length + intake.count).toBeGreaterThan(0);
  for (const post of intake.posts.splice(0)) await answer(post, outcome);
}

/** A new post waits again for what the path says. */
export function holdNextAnswer(page: Page) {
  const intake = intakes.get(page);
  if (intake) intake.outcome = null;
}

/** How many posts reached the fake intake so far (retries included). */
export function postsSoFar(page: Page): number {
  return intakes.get(page)?.count ?? 0;
}
