import { expect, type Locator, type Page } from "@playwright/test";
import { type DraftPage, draftStatusCopy } from "../../../src/content/drafts";

/**
 * What drivers need for issue 17's events: another tab of the same browser that stores a draft, a
 * browser whose storage is full, and the draft-status line every drafting page shows.
 */

const otherTabs = new WeakMap<Page, Page>();

/**
 * A second tab in the same browser context (same origin, same localStorage) writes `key` as
 * src/flows/persisted.ts stores it, or removes it (`data` null): the page under test hears it
 * through the browser's own `storage` event. The tab only needs the origin, so it opens a file
 * with no code.
 */
export async function otherTabStores(page: Page, key: string, data: unknown, version = 1) {
  let other = otherTabs.get(page);
  if (!other || other.isClosed()) {
    other = await page.context().newPage();
    await other.goto("/robots.txt");
    otherTabs.set(page, other);
  }
  await other.evaluate(
    ([k, v]) => {
      if (v === null) localStorage.removeItem(k as string);
      else localStorage.setItem(k as string, v as string);
    },
    [key, data === null ? null : JSON.stringify({ v: version, data })] as const,
  );
}

/** From now on this page's storage refuses every write, as a full one does (QuotaExceededError). */
export async function fillStorage(page: Page) {
  await page.evaluate(() => {
    const proto = Storage.prototype as Storage & { __setItem?: Storage["setItem"] };
    proto.__setItem ??= proto.setItem;
    proto.setItem = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
  });
}

/** The page's storage takes writes again. */
export async function freeStorage(page: Page) {
  await page.evaluate(() => {
    const proto = Storage.prototype as Storage & { __setItem?: Storage["setItem"] };
    if (proto.__setItem) proto.setItem = proto.__setItem;
  });
}

export const draftStatus = (scope: Page | Locator) => scope.getByTestId("draft-status");

/** Exactly the lines the machine's context calls for, with the page's own words. */
export async function expectDraftStatus(
  scope: Page | Locator,
  draftPage: DraftPage,
  { notKept, conflict }: { notKept: boolean; conflict: boolean },
) {
  const status = draftStatus(scope);
  const refused = status.locator('[data-draft-status="notKept"]');
  const other = status.locator('[data-draft-status="conflict"]');
  if (notKept) await expect(refused).toHaveText(draftStatusCopy.notKept[draftPage]);
  else await expect(refused).toHaveCount(0);
  if (conflict) await expect(other).toContainText(draftStatusCopy.conflict[draftPage]);
  else await expect(other).toHaveCount(0);
}

/** Dismisses the note about the other tab; focus moves on to the next control, never the body. */
export async function dismissConflict(scope: Page | Locator, page: Page) {
  await draftStatus(scope).getByRole("button", { name: draftStatusCopy.dismissConflict }).click();
  await expect(draftStatus(scope).locator('[data-draft-status="conflict"]')).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null),
    )
    .toBe(true);
}

export const otherTabWords = {
  refused: "the browser's storage fills up (every write throws QuotaExceededError)",
  kept: "the browser's storage has room again",
  dismiss: click(draftStatusCopy.dismissConflict),
};

function click(name: string) {
  return `click '${name}'`;
}
