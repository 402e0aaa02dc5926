import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganization } from "../orgs/create-organization.js";
import { openTestDeps } from "../test-support.js";
import type { Deps, Tx } from "../deps.js";
import { runOnce, type IdempotentRequest } from "./run-once.js";

let t: Awaited<ReturnType<typeof openTestDeps>>;
let orgId: string;
beforeAll(async () => {
  t = await openTestDeps();
  orgId = (await createOrganization(t.deps, { name: "Idem", languages: ["en"] })).id;
});
afterAll(() => t.close());

const request = (key: string, overrides: Partial<IdempotentRequest> = {}): IdempotentRequest => ({
  orgId,
  key,
  operation: "things.create",
  payload: { a: 1, b: [1, 2] },
  ttlHours: 24,
  abandonedAfterMs: 30 * 60_000,
  ...overrides,
});

type Answer = { status: number; body: unknown };

/** Runs a one-transaction operation under a key; answers what it gave, or the replay, as one shape. */
async function once(deps: Deps, request: IdempotentRequest, operation: (tx: Tx) => Promise<Answer>) {
  const outcome = await runOnce<Answer>(
    deps,
    request,
    (answer) => ({ status: answer.status, body: JSON.stringify(answer.body) }),
    (recorder) =>
      deps.db.$transaction(async (tx) => {
        const answer = await operation(tx);
        await recorder.record(tx, answer);
        return answer;
      }),
  );
  return "replayed" in outcome
    ? { status: outcome.replayed.status, body: JSON.parse(outcome.replayed.body) as unknown, replayed: true }
    : { ...outcome.result, replayed: false };
}

/** An operation that counts its runs and writes a row, so a second run would show. */
function countingOperation() {
  let runs = 0;
  return {
    runs: () => runs,
    operation: async (tx: Tx) => {
      runs += 1;
      await tx.organization.update({ where: { id: orgId }, data: { name: `Idem ${runs}` } });
      return { status: 201, body: { run: runs } };
    },
  };
}

describe("idempotency keys", () => {
  it("replay the first answer for the same key and payload without running again", async () => {
    const counter = countingOperation();
    expect(await once(t.deps, request("k1"), counter.operation)).toEqual({
      status: 201,
      body: { run: 1 },
      replayed: false,
    });
    // Same payload with its keys in another order.
    const replay = await once(t.deps, request("k1", { payload: { b: [1, 2], a: 1 } }), counter.operation);
    expect(replay).toEqual({ status: 201, body: { run: 1 }, replayed: true });
    expect(counter.runs()).toBe(1);
  });

  it("replay the exact text of the first answer, its key order included", async () => {
    const answer = { zeta: 1, alpha: { y: [2], b: "x" } };
    const work = async () => answer;
    const byText = (recorded: typeof answer) => ({ status: 200, body: JSON.stringify(recorded) });
    const run = (recorder: { record(tx: Tx, result: typeof answer): Promise<void> }) =>
      t.deps.db.$transaction(async (tx) => {
        await recorder.record(tx, await work());
        return answer;
      });
    await runOnce(t.deps, request("k-text"), byText, run);
    const replay = await runOnce(t.deps, request("k-text"), byText, run);
    expect(replay).toEqual({ replayed: { status: 200, body: '{"zeta":1,"alpha":{"y":[2],"b":"x"}}' } });
  });

  it("refuse the same key with another payload or on another endpoint (422), unless told to replay", async () => {
    const counter = countingOperation();
    await once(t.deps, request("k2"), counter.operation);
    await expect(once(t.deps, request("k2", { payload: { a: 2 } }), counter.operation)).rejects.toMatchObject({
      code: "idempotency_key_reused",
      status: 422,
    });
    await expect(once(t.deps, request("k2", { operation: "others.create" }), counter.operation)).rejects.toMatchObject({
      code: "idempotency_key_reused",
    });
    const replayed = await once(t.deps, request("k2", { payload: { a: 2 }, onDifferentPayload: "replay" }), counter.operation);
    expect(replayed).toMatchObject({ body: { run: 1 }, replayed: true });
    expect(counter.runs()).toBe(1);
  });

  it("answer 409 to concurrent requests while the first runs (PostgreSQL), or serialise them into replays (PGlite)", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let runs = 0;
    const first = once(t.deps, request("k3"), async () => {
      runs += 1;
      started();
      await gate;
      return { status: 200, body: { ok: true } };
    });
    await running;
    const concurrent = Array.from({ length: 8 }, () =>
      once(t.deps, request("k3"), async () => {
        runs += 1;
        return { status: 200, body: { ok: false } };
      }),
    );
    if (t.kind === "postgres") {
      for (const outcome of await Promise.allSettled(concurrent)) {
        expect(outcome).toMatchObject({ status: "rejected", reason: { code: "idempotency_in_flight", status: 409 } });
      }
      release();
    } else {
      // PGlite has one session: the others wait for the first transaction, then replay it.
      release();
      for (const outcome of await Promise.all(concurrent))
        expect(outcome).toEqual({ status: 200, body: { ok: true }, replayed: true });
    }
    await expect(first).resolves.toMatchObject({ body: { ok: true }, replayed: false });
    expect(runs).toBe(1);
  });

  it("let exactly one of many simultaneous first requests run", async () => {
    const counter = countingOperation();
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => once(t.deps, request("k4"), counter.operation)));
    expect(counter.runs()).toBe(1);
    for (const outcome of outcomes) {
      if (outcome.status === "rejected") expect(outcome.reason).toMatchObject({ code: "idempotency_in_flight" });
      else expect(outcome.value.body).toEqual({ run: 1 });
    }
  });

  it("free the key when the operation fails, so that a retry runs", async () => {
    await expect(
      once(t.deps, request("k5"), async () => {
        throw new Error("engine down");
      }),
    ).rejects.toThrow("engine down");
    const counter = countingOperation();
    await expect(once(t.deps, request("k5"), counter.operation)).resolves.toMatchObject({ replayed: false });
  });

  it("are kept 24 hours per organization", async () => {
    const counter = countingOperation();
    await once(t.deps, request("k6"), counter.operation);
    const other = await createOrganization(t.deps, { name: "Other", languages: ["en"] });
    await expect(
      once(t.deps, request("k6", { orgId: other.id }), async () => ({ status: 200, body: "other org" })),
    ).resolves.toMatchObject({ body: "other org", replayed: false });
    t.advance(23 * 3_600_000);
    await expect(once(t.deps, request("k6", { payload: { new: true } }), counter.operation)).rejects.toMatchObject({
      code: "idempotency_key_reused",
    });
    t.advance(3_600_000);
    await expect(once(t.deps, request("k6", { payload: { new: true } }), counter.operation)).resolves.toMatchObject({
      replayed: false,
    });
  });

  it("refuse keys that are empty, too long or not visible ASCII", async () => {
    for (const key of ["", "x".repeat(256), "has space"]) {
      await expect(once(t.deps, request(key), async () => ({ status: 200, body: null }))).rejects.toMatchObject({
        code: "validation_failed",
      });
    }
  });
});
