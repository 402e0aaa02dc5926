// Batches through the text engine (BATCH_PROVIDER=engine, the default with TEXT_ENGINE=openai) against fakes of the
// self-hosted servers, each as docs/self-hosted-engines.md cites its documentation (testing/fake-openai.ts FAKE_SERVERS).
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "@proseo/db";
import { openTestDatabase } from "@proseo/db/testing";
import { FAKE_SERVERS, type FakeBehaviour, type FakeServer, startFakeOpenAi } from "@proseo/core/testing";
import { detail, edit, expectWholeLedger, fakeOpenAiEnv, startApi, waitFor, type Api } from "./support.js";

type Fake = Awaited<ReturnType<typeof startFakeOpenAi>>;
const closing: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

/** A worker's lease on a request (JOB_LEASE_MS): a stalled process's requests are claimed again after it. */
const LEASE_MS = 1_000;

async function fakeServer(server: FakeServer, behaviour: (language: string, attempt: number) => FakeBehaviour) {
  const fake = await startFakeOpenAi(behaviour, { server });
  closing.push(() => fake.close());
  return fake;
}

async function engineApi(fake: Fake, shared?: Database, concurrency = 3) {
  const api = await startApi(
    {
      TEXT_ENGINE: "openai",
      ...fakeOpenAiEnv(fake),
      OPENAI_MAX_RETRIES: "0",
      ENGINE_CONCURRENCY: String(concurrency),
      JOB_LEASE_MS: String(LEASE_MS),
    },
    {},
    shared,
  );
  closing.push(() => api.close());
  return api;
}

/** A tenant with `count` products, and its batch of them submitted through `api`. */
async function submittedBatch(api: Api, count: number, languages = ["en"]) {
  const tenant = await api.createTenant(undefined, { credits: 100, languages });
  const products = Array.from({ length: count }, (_, i) => ({
    sku: `EB-${String(i).padStart(2, "0")}`,
    name: `Wool scarf ${i}`,
    brand: "Acme",
    source_data: { color: "grey" },
  }));
  const ids = Object.values(await api.importProducts(tenant, products));
  const answer = await tenant.call("POST", "/v1/batches", { product_ids: ids }, { "Idempotency-Key": `eb-${Math.random()}` });
  expect(answer.status).toBe(201);
  return { tenant, batchId: answer.json.id as string };
}

const batchOf = async (tenant: Awaited<ReturnType<typeof submittedBatch>>["tenant"], id: string) =>
  (await tenant.call("GET", `/v1/batches/${id}`)).json;

const byStatus = (a: { status: string }, b: { status: string }) => a.status.localeCompare(b.status);

const endedBatch = (tenant: Awaited<ReturnType<typeof submittedBatch>>["tenant"], id: string) =>
  waitFor("the batch's end", async () => {
    const batch = await batchOf(tenant, id);
    return batch.status === "ended" && batch;
  });

describe("batches through the text engine", () => {
  it("writes each request once in the server's mode, no more at once than ENGINE_CONCURRENCY, its progress advancing", async () => {
    const gate = { passes: 5, open: false };
    const fake = await fakeServer(FAKE_SERVERS["llama.cpp"], () => (gate.passes-- > 0 || gate.open ? "ok" : "held"));
    const api = await engineApi(fake);
    const { tenant, batchId } = await submittedBatch(api, 12);
    // Five answered, the next three held at the server: the batch says how far it got, and who writes it.
    await waitFor("five answers", async () => (await batchOf(tenant, batchId)).progress.completed === 5);
    await waitFor("three held", async () => fake.requests.length === 8);
    // The poll recorded and charged the five while the batch runs (poll-batch.ts ingestWritten).
    expect(await batchOf(tenant, batchId)).toMatchObject({
      status: "submitted",
      engine: "openai:gpt-test",
      succeeded_count: 5,
      failed_count: 0,
      credits_charged: 5,
      progress: { completed: 5, failed: 0, total: 12 },
    });
    gate.open = true;
    fake.releaseHeld();
    expect(await endedBatch(tenant, batchId)).toMatchObject({
      succeeded_count: 12,
      failed_count: 0,
      credits_charged: 12,
      credits_refunded: 0,
      engine: "openai:gpt-test",
    });
    expect(fake.requests).toHaveLength(12);
    expect(fake.inFlight.max).toBe(3);
    // llama.cpp's server builds no grammar from the content schema: its json_object mode (docs/self-hosted-engines.md).
    expect(fake.requests.every((request) => request.body.response_format?.type === "json_object")).toBe(true);
    const items = (await tenant.call("GET", `/v1/batches/${batchId}/items?limit=100`)).json.items;
    expect(items.flatMap((item: { results: { written_by: string }[] }) => item.results.map((r) => r.written_by))).toEqual(
      Array(12).fill("openai:gpt-test"),
    );
    await expectWholeLedger(api.deps.db, tenant.org.id, [batchId]);
  });

  it("sends the fields the batch keeps (a person's, the locked ones) to the engine as context, and keeps them", async () => {
    const fake = await fakeServer(FAKE_SERVERS.vllm, () => "ok");
    const api = await engineApi(fake);
    const tenant = await api.createTenant(undefined, { credits: 100, languages: ["en"] });
    const { "EB-1": id } = await api.importProducts(tenant, [
      { sku: "EB-1", name: "Wool scarf", brand: "Acme", source_data: { color: "grey" } },
    ]);
    await tenant.call("POST", "/v1/generations", { product_id: id });
    const title = "Grey wool scarf for windy days";
    await edit(tenant, id!, { title });
    await tenant.call("PUT", `/v1/products/${id}/content/en/locks`, { fields: ["keywords"] });
    const { keywords } = (await detail(tenant, id!)).values;
    fake.requests.length = 0;

    const answer = await tenant.call(
      "POST",
      "/v1/batches",
      { product_ids: [id], preserve: "edited" },
      { "Idempotency-Key": "eb-kept" },
    );
    expect(answer.status).toBe(201);
    await endedBatch(tenant, answer.json.id);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(JSON.parse(request!.body.messages.find((message) => message.role === "user")!.content).kept).toEqual({
      title,
      keywords: keywords.en,
    });
    expect(request!.body.messages[0]!.content).toContain("kept holds fields a person wrote");
    const written = await detail(tenant, id!);
    expect(written.values.title.en).toBe(title);
    expect(written.values.keywords).toEqual(keywords);
  });

  it("claims a request again after a transient failure, and fails closed an answer that stays invalid, uncharged", async () => {
    // Ollama answering 200 with JSON that is not the schema, and one 500 (testing/fake-openai.ts).
    const fake = await fakeServer(FAKE_SERVERS.ollama, (language, attempt) =>
      language === "de" ? "schema_invalid" : attempt === 1 ? "server_error" : "ok",
    );
    const api = await engineApi(fake);
    const { tenant, batchId } = await submittedBatch(api, 1, ["en", "de"]);
    // The 500 leaves its request leased for two leases (a claim holds one): claimed again once they have passed, which
    // the clock is moved past once the other request is written.
    const setAside = new Date(api.deps.now().getTime() + 2 * LEASE_MS);
    await waitFor("the failed request set aside, the other written", async () => {
      const tasks = await api.deps.db.engineBatchTask.findMany();
      return tasks.some((task) => task.leaseUntil?.getTime() === setAside.getTime()) && tasks.some((task) => task.doneAt);
    });
    api.advance(2 * LEASE_MS);
    expect(await endedBatch(tenant, batchId)).toMatchObject({
      succeeded_count: 1,
      credits_charged: 1,
      credits_refunded: 1,
      progress: { completed: 1, failed: 1, total: 2 },
    });
    const [item] = (await tenant.call("GET", `/v1/batches/${batchId}/items`)).json.items;
    expect(item.results).toMatchObject([
      { language: "en", status: "succeeded", written_by: "openai:gpt-test" },
      { language: "de", status: "failed", error: { code: "invalid_answer" }, written_by: null },
    ]);
    // The 500 cost the request a claim (OPENAI_MAX_RETRIES=0); the invalid answer its one repair request.
    expect(fake.requests.map((request) => request.language).sort()).toEqual(["de", "de", "en", "en"]);
    const tasks = await api.deps.db.engineBatchTask.findMany({ orderBy: { attempts: "asc" } });
    expect(tasks.map((task) => task.attempts)).toEqual([1, 2]);
    const product = (await tenant.call("GET", `/v1/products/${item.product_id}`)).json;
    expect(Object.keys(product.values.title)).toEqual(["en"]);
    await expectWholeLedger(api.deps.db, tenant.org.id, [batchId]);
  });

  it("records and charges each product's answers while the batch runs; a cancel gives back only the rest", async () => {
    // One request at a time: the first product's answer and its repair are invalid, the second's is written, the
    // third's is held at the server (testing/fake-openai.ts counts the attempts of a language).
    const fake = await fakeServer(FAKE_SERVERS.vllm, (_, attempt) =>
      attempt <= 2 ? "schema_invalid" : attempt === 3 ? "ok" : "held",
    );
    const api = await engineApi(fake, undefined, 1);
    const { tenant, batchId } = await submittedBatch(api, 3);
    await waitFor("the third request held", async () => fake.requests.length === 4);
    expect(await batchOf(tenant, batchId)).toMatchObject({
      status: "submitted",
      succeeded_count: 1,
      failed_count: 1,
      credits_charged: 1,
      credits_refunded: 0,
      progress: { completed: 1, failed: 1, total: 3 },
    });
    const cancelled = await tenant.call("POST", `/v1/batches/${batchId}/cancel`);
    expect(cancelled.json).toMatchObject({ status: "cancelled", succeeded_count: 1, credits_charged: 1, credits_refunded: 2 });
    fake.releaseHeld();
    await waitFor("the held answer comes back", async () => fake.inFlight.now === 0);
    const items = (await tenant.call("GET", `/v1/batches/${batchId}/items`)).json.items;
    expect(items.map((item: { results: object[] }) => item.results[0]).sort(byStatus)).toMatchObject([
      { status: "cancelled", credits_charged: 0, credits_refunded: 1 },
      { status: "failed", error: { code: "invalid_answer" }, credits_charged: 0, credits_refunded: 1 },
      { status: "succeeded", credits_charged: 1, credits_refunded: 0, written_by: "openai:gpt-test" },
    ]);
    expect(await api.deps.db.organization.findUniqueOrThrow({ where: { id: tenant.org.id } })).toMatchObject({
      creditBalance: 99,
      reservedCredits: 0,
    });
    // Each of the two recorded once, as a generation of its product; the held answer after the cancel not at all.
    expect(await api.deps.db.generation.count({ where: { orgId: tenant.org.id } })).toBe(2);
  });

  it("writes no more of a cancelled batch, and records nothing the server answers after the cancel", async () => {
    const fake = await fakeServer(FAKE_SERVERS.vllm, () => "held");
    const api = await engineApi(fake);
    const { tenant, batchId } = await submittedBatch(api, 5);
    await waitFor("three requests held", async () => fake.requests.length === 3);
    const cancelled = await tenant.call("POST", `/v1/batches/${batchId}/cancel`);
    expect(cancelled.json).toMatchObject({ status: "cancelled", credits_refunded: 5 });
    fake.releaseHeld();
    await waitFor("the answers come back", async () => fake.inFlight.now === 0);
    const tasks = await api.deps.db.engineBatchTask.findMany();
    expect(tasks.map((task) => [task.doneAt !== null, task.outcome])).toEqual(Array(5).fill([true, null]));
    expect(fake.requests).toHaveLength(3);
    expect(await api.deps.db.generation.count({ where: { orgId: tenant.org.id } })).toBe(0);
    expect(await api.deps.db.organization.findUniqueOrThrow({ where: { id: tenant.org.id } })).toMatchObject({
      creditBalance: 100,
      reservedCredits: 0,
    });
  });

  it("lets another process take over the requests of a stalled one, and records each once", async () => {
    const database = await openTestDatabase();
    closing.push(() => database.close());
    const gate = { open: false };
    const fake = await fakeServer(FAKE_SERVERS.vllm, () => (gate.open ? "ok" : "held"));
    const stalled = await engineApi(fake, database);
    const { tenant, batchId } = await submittedBatch(stalled, 6);
    await waitFor("three requests held", async () => fake.requests.length === 3);
    // Another process whose clock is past the stalled one's leases takes its requests over.
    const other = await engineApi(fake, database);
    other.advance(10 * LEASE_MS);
    await waitFor("the requests taken over", async () => fake.requests.length === 6);
    gate.open = true;
    fake.releaseHeld();
    // Both processes poll at once: each ingests what is written (poll-batch.ts ingestWritten), each description once.
    const callers = [stalled.caller(tenant.key), other.caller(tenant.key)];
    const ended = await waitFor("the batch's end", async () => {
      const polled = await Promise.all(callers.map(async (call) => (await call("GET", `/v1/batches/${batchId}`)).json));
      return polled.find((batch) => batch.status === "ended");
    });
    expect(ended).toMatchObject({ succeeded_count: 6, credits_charged: 6, credits_refunded: 0 });
    // The stalled process's answers came after its leases were taken: none was recorded.
    const tasks = await database.prisma.engineBatchTask.findMany();
    expect(tasks).toHaveLength(6);
    expect(tasks.every((task) => task.doneAt !== null && task.outcome !== null)).toBe(true);
    expect(await database.prisma.generation.count({ where: { orgId: tenant.org.id } })).toBe(6);
    await expectWholeLedger(database.prisma, tenant.org.id, [batchId]);
  });
});
