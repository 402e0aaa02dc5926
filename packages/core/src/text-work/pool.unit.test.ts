import { DEFAULT_APPLIED, EngineError } from "@proseo/writer";
import { type PiscinaTask, queueOptionsSymbol } from "piscina";
import { afterAll, describe, expect, it, vi } from "vitest";
import { AppError } from "../errors.js";
import { TextWork, TurnsByOrganization, withinTimeLimit } from "./pool.js";

/** A waiting task as the pool hands it to its queue: its turn (text-work/pool.ts run), and a name to tell it by. */
const task = (org: string, name: string) => {
  const clock: string[] = [];
  const turn = { org, waits: () => clock.push("waits"), starts: () => clock.push("starts") };
  return { name, clock, [queueOptionsSymbol]: turn } as unknown as PiscinaTask & { name: string; clock: string[] };
};

describe("the text-work queue", () => {
  it("serves the organizations in turn, each one's tasks in order", () => {
    const queue = new TurnsByOrganization();
    const tasks = [task("a", "a1"), task("a", "a2"), task("a", "a3"), task("b", "b1"), task("c", "c1"), task("b", "b2")];
    for (const waiting of tasks) queue.push(waiting);
    expect(queue.size).toBe(6);
    const served = Array.from({ length: 6 }, () => (queue.shift() as unknown as { name: string }).name);
    expect(served).toEqual(["a1", "b1", "c1", "a2", "b2", "a3"]);
    expect(queue.shift()).toBeNull();
    expect(queue.size).toBe(0);
  });

  it("stops a task's clock while it waits and starts it when a thread takes it; a removed task leaves its line", () => {
    const queue = new TurnsByOrganization();
    const [first, second] = [task("a", "a1"), task("a", "a2")];
    queue.push(first);
    queue.push(second);
    queue.remove(first);
    expect(queue.size).toBe(1);
    expect(queue.shift()).toBe(second);
    expect(first.clock).toEqual(["waits"]);
    expect(second.clock).toEqual(["waits", "starts"]);
  });
});

describe("the text-work pool", () => {
  // A product whose data holds the most the writer reads of it (facts/bounds.ts): a few hundred milliseconds.
  const heavy = {
    sku: "BAG",
    name: "Travel bag",
    brand: "Acme",
    category: null,
    sourceData: Object.fromEntries(
      Array.from({ length: 12 }, (_, n) => [
        `feature_${n}`,
        `${n + 2} compartments. ${"A zipped pocket holds 2 pens. ".repeat(300)}`,
      ]),
    ),
  };
  const light = { sku: "MUG", name: "Mug", brand: null, category: null, sourceData: { capacity: "350 ml" } };
  const pools: TextWork[] = [];
  afterAll(() => Promise.all(pools.map((pool) => pool.close())));

  it("writes and scores a product off the event loop", async () => {
    const pool = new TextWork({ threads: 1, timeLimitMs: 600_000 });
    pools.push(pool);
    const written = await pool.write({ facts: light, language: "de" });
    expect(written.title).toContain("Mug");
    const { quality } = await pool.assess({ facts: light, language: "de", written, applied: DEFAULT_APPLIED });
    expect(quality.checks.length).toBeGreaterThan(0);
    // A language the writer does not write fails as the engine's own error, not as a thread's.
    await expect(pool.write({ facts: light, language: "xx" })).rejects.toMatchObject({ code: "unsupported_language" });
  });

  it("stops a language past its time limit as an engine timeout, which a person's request reports as 503", async () => {
    const pool = new TextWork({ threads: 1, timeLimitMs: 1 });
    pools.push(pool);
    await pool.warmUp();
    // The limit passes on a clock the test moves once the thread has the task, before it can answer: on a loaded
    // machine a real 1 ms timer may fire after the thread's answer has arrived.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const pastTheLimit = async <T>(start: () => Promise<T>) => {
      const timers = vi.getTimerCount();
      const settled = start().catch((error: unknown) => error);
      // The task's clock is set a microtask after the call (text-work/pool.ts run), when it goes to the thread.
      for (let tick = 0; tick < 20 && vi.getTimerCount() <= timers; tick += 1) await Promise.resolve();
      vi.advanceTimersByTime(1);
      return settled;
    };
    try {
      const timedOut = await pastTheLimit(() => pool.write({ facts: heavy, language: "en" }));
      expect(timedOut).toBeInstanceOf(EngineError);
      expect(timedOut).toMatchObject({ code: "engine_timeout" });
      const refused = await pastTheLimit(() => withinTimeLimit(pool.write({ facts: heavy, language: "en" })));
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ code: "service_unavailable", retryAfterSeconds: 5 });
    } finally {
      vi.useRealTimers();
    }
  });
});
