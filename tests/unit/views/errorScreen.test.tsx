import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { errorPage } from "../../../src/content/pages";
import { routerDefaults } from "../../../src/router";
import { ErrorScreen } from "../../../src/views/shell/ErrorScreen";

async function renderFailingRoute(error: unknown) {
  const rootRoute = createRootRoute({ component: Outlet, errorComponent: ErrorScreen });
  const failing = createRoute({
    getParentRoute: () => rootRoute,
    path: "/",
    loader: () => {
      throw error;
    },
    component: () => null,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([failing]),
    ...routerDefaults,
    history: createMemoryHistory({ initialEntries: ["/"] }),
    isServer: true,
  });
  await router.load();
  return renderToString(<RouterProvider router={router} />);
}

describe("the router's error screen", () => {
  it("shows the heading, the message, the stack in a collapsible block and a way home", async () => {
    const error = new Error("Gripper torque out of range");
    const html = await renderFailingRoute(error);
    expect(html).toContain(errorPage.heading);
    expect(html).toContain("Gripper torque out of range");
    expect(html).toMatch(
      /<details[^>]*><summary[^>]*>Error details \(stack trace\)<\/summary><pre[^>]*>Error: Gripper torque/,
    );
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back to home<\/a>/);
  });

  it("escapes a hostile message and copes with errors that are not Error objects", async () => {
    const html = await renderFailingRoute("<img src=x onerror=alert(1)>");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain("<img");
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(await renderFailingRoute(circular)).toContain(errorPage.heading);
  });
});
