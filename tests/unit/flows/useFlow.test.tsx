// @vitest-environment jsdom
import { useSelector } from "@xstate/react";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AnyActorRef, assign, setup } from "xstate";
import { useFlow } from "../../../src/flows/useFlow";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const counter = setup({
  types: {
    context: {} as { count: number },
    events: {} as { type: "bump" } | { type: "report" },
    input: {} as { start: number } | undefined,
  },
  actions: {
    report: (_, _params: { count: number }) => {},
    bumped: assign({ count: ({ context }) => context.count + 1 }),
  },
  guards: { allowed: () => true },
}).createMachine({
  id: "counter",
  context: ({ input }) => ({ count: input?.start ?? 0 }),
  initial: "counting",
  states: {
    counting: {
      on: {
        bump: { guard: "allowed", actions: "bumped" },
        report: { actions: { type: "report", params: ({ context }) => ({ count: context.count }) } },
      },
    },
  },
});

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

describe("useFlow", () => {
  it("keeps one actor while its implementations close over each render's props", async () => {
    const refs: AnyActorRef[] = [];
    const reports: string[] = [];
    let allow = true;
    function Page({ label }: { label: string }) {
      const actorRef = useFlow(counter, {
        actions: { report: (_, params) => reports.push(`${label} ${params.count}`) },
        guards: { allowed: () => allow },
      });
      refs.push(actorRef);
      const count = useSelector(actorRef, (state) => state.context.count);
      return <output>{count}</output>;
    }
    await act(async () => root.render(<Page label="first" />));
    await act(async () => refs[0]?.send({ type: "bump" }));
    await act(async () => root.render(<Page label="second" />));
    await act(async () => refs[0]?.send({ type: "report" }));
    allow = false;
    await act(async () => root.render(<Page label="third" />));
    await act(async () => refs[0]?.send({ type: "bump" }));
    expect(container.textContent).toBe("1");
    expect(reports).toEqual(["second 1"]);
    expect(new Set(refs).size).toBe(1);
  });

  it("starts the actor with the input it is given", async () => {
    let ref: AnyActorRef | undefined;
    function Page() {
      ref = useFlow(counter, undefined, { input: { start: 5 } });
      return null;
    }
    await act(async () => root.render(<Page />));
    expect(ref?.getSnapshot().context.count).toBe(5);
  });
});
