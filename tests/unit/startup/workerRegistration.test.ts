// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WORKER_QUIET_MS } from "../../../src/startup/workerRegistration";

/**
 * Who registers the service worker, and when (src/startup/serviceWorker.ts): the page's first script
 * for a page read without its code starting, once the page has been quiet for WORKER_QUIET_MS; the
 * page's code, once it is in, for a page whose code started. The script and the module are run as
 * a production build with the worker on.
 */

const register = vi.fn((_url: string, _options?: RegistrationOptions) => Promise.resolve({}));

function fakeContainer() {
  return {
    register,
    controller: null,
    ready: new Promise(() => {}),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    getRegistrations: vi.fn(() => Promise.resolve([])),
  };
}

/** Runs `use` on a fresh import of a module, in a production build with the worker on. */
async function asBuilt<T>(load: () => Promise<T>, use: (module: T) => void): Promise<void> {
  vi.resetModules();
  vi.stubEnv("PROD", true);
  vi.stubEnv("SERVICE_WORKER", "on");
  try {
    use(await load());
  } finally {
    vi.unstubAllEnvs();
  }
}

beforeEach(() => {
  register.mockClear();
  Object.defineProperty(window.navigator, "serviceWorker", { value: fakeContainer(), configurable: true });
  delete (window as unknown as Record<string, unknown>).__heldInput;
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  vi.useFakeTimers();
});

afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
});

describe("the page's first script", () => {
  /** Runs the script on a page whose code starts at the visitor's first sign of intent. */
  async function runScript() {
    document.body.innerHTML = `<script type="application/json" id="client-modules" data-restores="">["/assets/entry-client.js"]</script>`;
    expect(document.readyState).toBe("complete");
    await asBuilt(
      () => import("../../../src/startup/earlyInputInline"),
      ({ earlyInputScript }) => new Function(earlyInputScript())(),
    );
  }

  it("registers the worker once the page has been quiet for a moment, so a visit that only reads is enough", async () => {
    await runScript();
    vi.advanceTimersByTime(WORKER_QUIET_MS - 1);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledOnce();
    expect(register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
  });

  it("leaves it to the page's code when that started first (the precache waits for the code)", async () => {
    await runScript();
    vi.advanceTimersByTime(WORKER_QUIET_MS / 2);
    document.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(document.querySelector('script[type="module"][src="/assets/entry-client.js"]')).not.toBeNull();
    vi.advanceTimersByTime(WORKER_QUIET_MS * 2);
    expect(register).not.toHaveBeenCalled();
  });
});

describe("the page's code", () => {
  it("registers the worker when it starts following it (the same script and scope)", async () => {
    await asBuilt(
      () => import("../../../src/startup/serviceWorker"),
      ({ startServiceWorker }) => startServiceWorker(),
    );
    expect(register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
  });
});
