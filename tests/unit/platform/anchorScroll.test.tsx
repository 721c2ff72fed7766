// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AnchorLink } from "../../../src/components/ui/AnchorLink";
import { ANCHOR_SCROLL_DELAY_MS, scrollToAnchorLater } from "../../../src/platform/anchorScroll";

/**
 * Issue #2: footer anchor links "navigate to the page, then smooth-scroll to the anchor after 300 ms,
 * also when already on that page". The delay is checked with fake timers on the scheduling helper and
 * on AnchorLink clicked inside a real TanStack router.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let scrolled: Array<{ id: string; options: ScrollIntoViewOptions | boolean | undefined }>;

beforeEach(() => {
  scrolled = [];
  // jsdom has no layout, so no scrollIntoView: record the calls instead.
  Element.prototype.scrollIntoView = function (this: Element, options?: ScrollIntoViewOptions | boolean) {
    scrolled.push({ id: this.id, options });
  };
  // The router resets the window's scroll on navigation; jsdom only logs "not implemented".
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

function section(id: string) {
  const element = document.createElement("section");
  element.id = id;
  document.body.append(element);
  return element;
}

describe("scrollToAnchorLater", () => {
  it("waits 300 ms: nothing scrolls at 299 ms, the target scrolls smoothly at 300 ms", () => {
    expect(ANCHOR_SCROLL_DELAY_MS).toBe(300);
    section("automotive-automation");
    scrollToAnchorLater("automotive-automation");
    vi.advanceTimersByTime(299);
    expect(scrolled).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scrolled).toEqual([
      { id: "automotive-automation", options: { behavior: "smooth", block: "start" } },
    ]);
    vi.advanceTimersByTime(5_000);
    expect(scrolled).toHaveLength(1);
  });

  it("scrolls on the first frame the target exists when it renders after the delay", () => {
    scrollToAnchorLater("united-states");
    vi.advanceTimersByTime(300);
    expect(scrolled).toEqual([]);
    section("united-states");
    vi.advanceTimersByTime(50);
    expect(scrolled.map((call) => call.id)).toEqual(["united-states"]);
  });

  it("never scrolls once cancelled", () => {
    section("canada");
    const cancel = scrollToAnchorLater("canada");
    vi.advanceTimersByTime(200);
    cancel();
    vi.advanceTimersByTime(1_000);
    expect(scrolled).toEqual([]);
  });
});

describe("AnchorLink in a router", () => {
  let root: Root | null = null;

  afterEach(() => {
    act(() => root?.unmount());
    root = null;
  });

  /** A two-page router: /industries holds the link and its section; / holds the link only. */
  async function mount(path: "/" | "/industries") {
    const rootRoute = createRootRoute({
      component: () => (
        <>
          <AnchorLink to="/industries" hash="aerospace-automation">
            Aerospace
          </AnchorLink>
          <Outlet />
        </>
      ),
    });
    const home = createRoute({ getParentRoute: () => rootRoute, path: "/", component: () => <h1>Home</h1> });
    const industries = createRoute({
      getParentRoute: () => rootRoute,
      path: "/industries",
      component: () => <section id="aerospace-automation">Aerospace automation</section>,
    });
    const router = createRouter({
      routeTree: rootRoute.addChildren([home, industries]),
      history: createMemoryHistory({ initialEntries: [path] }),
    });
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      await router.load();
      root = createRoot(container);
      // biome-ignore lint/suspicious/noExplicitAny: a test router, not the app's registered one
      root.render(<RouterProvider router={router as any} />);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    return router;
  }

  async function click(text: string) {
    const link = [...document.querySelectorAll("a")].find((a) => a.textContent === text);
    if (!link) throw new Error(`no link ${text}`);
    await act(async () => {
      link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
      // Let the navigation settle (promises, not timers) without moving the clock.
      for (let i = 0; i < 20; i += 1) await Promise.resolve();
    });
  }

  it("on the page already shown, a click still schedules the scroll 300 ms later", async () => {
    const router = await mount("/industries");
    expect(document.getElementById("aerospace-automation")).not.toBeNull();
    await click("Aerospace");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299);
    });
    expect(router.state.location.pathname).toBe("/industries");
    expect(router.state.location.hash).toBe("aerospace-automation");
    expect(scrolled).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(scrolled).toEqual([
      { id: "aerospace-automation", options: { behavior: "smooth", block: "start" } },
    ]);
  });

  it("from another page, it navigates first and scrolls at 300 ms", async () => {
    const router = await mount("/");
    expect(document.getElementById("aerospace-automation")).toBeNull();
    await click("Aerospace");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299);
    });
    expect(router.state.location.pathname).toBe("/industries");
    expect(document.getElementById("aerospace-automation")).not.toBeNull();
    expect(scrolled).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(scrolled.map((call) => call.id)).toEqual(["aerospace-automation"]);
  });
});
