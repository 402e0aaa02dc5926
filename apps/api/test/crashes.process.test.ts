// The built server killed with SIGKILL at random moments while clients import, generate, submit and
// poll batches; after each restart the work goes on. At the end every acknowledged write is there
// once, every charge happened once, and the ledger is whole.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectWholeLedger, type ServerProcess, startServerProcess } from "./support.js";

const ROUNDS = 4;
const MAX_ROUNDS = 12;

let service: ServerProcess;
const call = (...args: Parameters<ServerProcess["call"]>) => service.call(...args);

beforeAll(async () => {
  service = await startServerProcess({
    organization: "Crash",
    languages: ["en", "de"],
    credits: 100_000,
    scopes: ["catalog:read", "catalog:write", "generate"],
    env: {
      BATCH_LATENCY_MS: "0",
      // Four busy clients: the limit must not be what answers them.
      RATE_LIMIT_PER_MINUTE: "1000000",
      // A job whose process was killed is taken over a second later.
      JOB_LEASE_MS: "1000",
    },
  });
}, 180_000);

afterAll(() => service?.close());

describe("the server killed at random moments", () => {
  it("keeps every acknowledged write once, and every charge once", async () => {
    const skus: string[] = [];
    const generations: { productId: string; version: number; charged: number }[] = [];
    const batches: string[] = [];
    let sequence = 0;

    const worker = async (stop: { now: boolean }) => {
      while (!stop.now) {
        const n = sequence++;
        try {
          if (n % 4 === 0 || skus.length < 2) {
            const sku = `CRASH-${n}`;
            const answer = await call("POST", "/v1/products", { products: [{ sku, name: `Sweater ${n}` }] });
            if (answer.status === 200) skus.push(sku);
          } else if (n % 4 === 1) {
            const list = await call("GET", `/v1/products?q=CRASH-${n % 2}`);
            const productId = list.json.products?.[0]?.id;
            if (!productId) continue;
            const answer = await call("POST", "/v1/generations", { product_id: productId });
            if (answer.status === 200) {
              generations.push({ productId, version: answer.json.version, charged: answer.json.total_credits_charged });
            }
          } else if (n % 4 === 2) {
            const { products } = (await call("GET", "/v1/products?limit=3")).json;
            const answer = await call(
              "POST",
              "/v1/batches",
              { product_ids: products.map((p: { id: string }) => p.id) },
              { "Idempotency-Key": `crash-${n}` },
            );
            if (answer.status === 201) batches.push(answer.json.id);
          } else if (batches.length) {
            await call("GET", `/v1/batches/${batches[n % batches.length]}`);
          }
        } catch {
          // The server died under this request: it was never acknowledged.
        }
      }
    };

    // A loaded machine acknowledges fewer requests a round: go on until every kind of write has been acknowledged.
    const everyKindAcknowledged = () => [skus, generations, batches].every((list) => list.length > 0);
    for (let round = 0; round < ROUNDS || (!everyKindAcknowledged() && round < MAX_ROUNDS); round++) {
      const stop = { now: false };
      const workers = Array.from({ length: 4 }, () => worker(stop));
      // Long enough for a generation on a cold process: the checks build their language tables on first use (~1 s).
      await sleep(2_000 + Math.random() * 3_000);
      await service.stop("SIGKILL");
      stop.now = true;
      await Promise.all(workers);
      await service.start();
    }

    expect(everyKindAcknowledged(), `${skus.length} ${generations.length} ${batches.length}`).toBe(true);
    // Every batch ends: its jobs are taken over after their lease, and polls ingest what is left.
    for (const id of batches) {
      await expect
        .poll(async () => (await call("GET", `/v1/batches/${id}`)).json.status, { timeout: 60_000, interval: 250 })
        .toBe("ended");
    }

    const { prisma } = service.database;
    const { orgId } = service;
    for (const sku of skus) expect(await prisma.product.count({ where: { orgId, sku } })).toBe(1);
    for (const { productId, version } of generations) {
      expect(await prisma.revision.count({ where: { productId, version, reason: "generation" } })).toBe(1);
    }
    const entries = await expectWholeLedger(prisma, orgId, batches);
    // What the synchronous generations were charged covers at least every acknowledged answer.
    const charged = -entries
      .filter((entry) => entry.kind === "charge" && entry.reference.startsWith("generation:"))
      .reduce((sum, entry) => sum + entry.amount, 0);
    expect(charged).toBeGreaterThanOrEqual(generations.reduce((sum, generation) => sum + generation.charged, 0));
  }, 600_000);
});
