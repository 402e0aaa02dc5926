// A batch of 50 products through the text engine (BATCH_PROVIDER=engine) of the built server, against each fake
// self-hosted server (testing/fake-openai.ts FAKE_SERVERS, as docs/self-hosted-engines.md cites their documentation),
// with the server killed (SIGKILL) midway: after the restart every description is written, recorded and charged once.
import { afterEach, describe, expect, it, vi } from "vitest";
import { FAKE_SERVERS, startFakeOpenAi } from "@proseo/core/testing";
import { expectWholeLedger, fakeOpenAiEnv, type ServerProcess, startServerProcess } from "./support.js";

// Two starts of the built server per test, on a loaded machine.
vi.setConfig({ testTimeout: 240_000 });

const PRODUCTS = 50;
/** Descriptions answered before the server is killed; the next ENGINE_CONCURRENCY are held at the fake until then. */
const BEFORE_KILL = 20;
const CONCURRENCY = 4;

let service: ServerProcess | undefined;
afterEach(() => service?.close());

describe.each(Object.keys(FAKE_SERVERS).filter((name) => name !== "openai") as ("vllm" | "llama.cpp" | "ollama")[])(
  "a batch through %s",
  (server) => {
    it("is written once, charged once, when the server is killed midway", async () => {
      const gate = { passes: BEFORE_KILL, open: false };
      const fake = await startFakeOpenAi(() => (gate.passes-- > 0 || gate.open ? "ok" : "held"), {
        server: FAKE_SERVERS[server],
      });
      try {
        service = await startServerProcess({
          organization: `Engine ${server}`,
          credits: 1_000,
          scopes: ["catalog:read", "catalog:write", "generate"],
          env: {
            TEXT_ENGINE: "openai",
            ...fakeOpenAiEnv(fake),
            ENGINE_CONCURRENCY: String(CONCURRENCY),
            // The requests of the killed server are claimed again 15 s after its last renewal, before the restarted
            // server is ready; a shorter lease lapses on a loaded machine whose event loop stalls past it, and the
            // request it held is then asked again (written and charged once still, but asked twice).
            JOB_LEASE_MS: "15000",
          },
        });
        const products = Array.from({ length: PRODUCTS }, (_, i) => ({ sku: `K-${i}`, name: `Linen towel ${i}` }));
        expect((await service.call("POST", "/v1/products", { products })).status).toBe(200);
        const ids = (await service.call("GET", `/v1/products?limit=${PRODUCTS}`)).json.products.map((p: { id: string }) => p.id);
        const submitted = await service.call(
          "POST",
          "/v1/batches",
          { product_ids: ids },
          { "Idempotency-Key": `engine-${server}` },
        );
        expect(submitted.status, JSON.stringify(submitted.json)).toBe(201);
        const batch = submitted.json;
        const progress = async () => (await service!.call("GET", `/v1/batches/${batch.id}`)).json;
        // A loaded machine may take a while to start the server and check the answers.
        await expect.poll(async () => (await progress()).progress.completed, { timeout: 120_000 }).toBe(BEFORE_KILL);
        await expect.poll(() => fake.requests.length, { timeout: 60_000 }).toBe(BEFORE_KILL + CONCURRENCY);
        // The polls recorded and charged them while the batch runs (poll-batch.ts ingestWritten): the restarted server
        // must not record or charge them again.
        expect(await progress()).toMatchObject({
          status: "submitted",
          succeeded_count: BEFORE_KILL,
          credits_charged: BEFORE_KILL,
        });

        await service.stop("SIGKILL");
        gate.open = true;
        await service.start();
        await expect.poll(async () => (await progress()).status, { timeout: 120_000 }).toBe("ended");
        const ended = await progress();
        expect(ended).toMatchObject({
          succeeded_count: PRODUCTS,
          failed_count: 0,
          credits_charged: PRODUCTS,
          credits_refunded: 0,
          engine: "openai:gpt-test",
        });
        // The killed server's held requests were asked again; nothing else was.
        expect(fake.requests).toHaveLength(PRODUCTS + CONCURRENCY);
        const { prisma } = service.database;
        expect(await prisma.generation.count({ where: { orgId: service.orgId } })).toBe(PRODUCTS);
        await expectWholeLedger(prisma, service.orgId, [batch.id]);
      } finally {
        await fake.close();
      }
    });
  },
);
