// One organization's megabyte-sized product data, sent through generation, the rules preview, content edits and
// batches without pause (and the longest edits and 500-id approvals), must not slow another organization's requests: the writer, the quality score and the
// grounding check run on the text-work pool's threads (packages/core/src/text-work/pool.ts), never on the event
// loop. It runs alone, after the other API tests (the package's test script), on the run's database (PGlite, then
// PostgreSQL), so that their load on the machine does not weigh on what it measures.
import { afterAll, beforeAll, expect, it } from "vitest";
import { expectNearIdleUnderFlood } from "./flood.js";
import { type Api, consoleSession, startApi } from "./support.js";

const NEXTAUTH_SECRET = "text-work-flood-secret-0123456789abcdef";
let api: Api;
beforeAll(async () => {
  api = await startApi({ NEXTAUTH_SECRET, BATCH_LATENCY_MS: "0" });
});
afterAll(async () => {
  await api.close();
});

/**
 * `parallel` clients of the attacking organization, each sending its next call as soon as its last is answered and
 * the key's rate limit allows: a
 * generation in every language, a rules preview (a console member's), an edit of the English texts, a batch, an
 * edit of a description of the most HTML an edit takes (EDITED_TEXT_MAX) to sanitize, and a bulk approve of 500 ids (the review's L6), in turn,
 * until told to stop; in a thread of its own, so that sending them costs the measuring thread nothing. Posts
 * each answer's status, then "stopped" once every call sent is answered.
 */
const FLOOD = `
const { parentPort, workerData } = require("node:worker_threads");
const { base, key, cookie, productId, languages, parallel } = workerData;
const json = { "content-type": "application/json" };
const withKey = { ...json, authorization: "Bearer " + key };
const calls = [
  () => fetch(base + "/v1/generations", { method: "POST", headers: withKey, body: JSON.stringify({ product_id: productId, languages }) }),
  () => fetch(base + "/trpc/contentRules.preview", {
    method: "POST",
    headers: { ...json, cookie },
    body: JSON.stringify({ product_id: productId, language: "de", draft: { rules: { tone: "playful" }, categories: [] } }),
  }),
  (n) => fetch(base + "/v1/products/" + productId + "/content/en", {
    method: "PATCH",
    headers: withKey,
    body: JSON.stringify({ short_description: "A travel bag with 3 compartments, edit " + n + "." }),
  }),
  (n) => fetch(base + "/v1/batches", {
    method: "POST",
    headers: { ...withKey, "idempotency-key": "flood-" + n + "-" + Math.random() },
    body: JSON.stringify({ product_ids: [productId] }),
  }),
  (n) => fetch(base + "/v1/products/" + productId + "/content/en", {
    method: "PATCH",
    headers: withKey,
    body: JSON.stringify({ description_html: "<p>" + ("Edit " + n + ": a <b>zipped</b> pocket holds 2 pens.<script>x</script> ").repeat(1400) + "</p>" }),
  }),
  () => fetch(base + "/v1/publishing/approve", {
    method: "POST",
    headers: withKey,
    body: JSON.stringify({ product_ids: [productId, ...Array.from({ length: 499 }, (_, n) => "prod_gone" + n)], include_failing: true }),
  }),
];
let sent = 0;
let stopping = false;
parentPort.on("message", () => (stopping = true));
// As fast as the key's rate limit lets it (RATE_LIMIT_PER_MINUTE, 600 by default: 10 calls a second in all).
const spacing = (1000 / 10) * parallel;
const client = async () => {
  while (!stopping) {
    const n = sent++;
    const started = Date.now();
    const response = await calls[n % calls.length](n);
    await response.arrayBuffer();
    parentPort.postMessage(response.status);
    await new Promise((resolve) => setTimeout(resolve, spacing - (Date.now() - started)));
  }
};
Promise.all(Array.from({ length: parallel }, client)).then(() => parentPort.postMessage("stopped"));
`;

/** About a megabyte of supplier text that starts with a number, as the review's 42 KB "3 compartments. …" did. */
const megabyteText = (seed: string) =>
  `3 compartments. ${Array.from({ length: 16_000 }, (_, n) => `${seed} pocket ${n} holds 2 pens and 1 notebook`).join(". ")}.`;

it("keeps another organization's requests near their idle latency while one floods the writer with megabyte-sized data", {
  timeout: 600_000,
}, async () => {
  const languages = ["en", "de", "fr"];
  const attacker = await api.createTenant(undefined, { credits: 1_000_000, languages });
  const [description, features] = [megabyteText("Zipped"), megabyteText("Padded")];
  expect(description.length + features.length).toBeGreaterThan(1_000_000);
  const bag = (
    await api.importProducts(attacker, [
      { sku: "BAG", name: "Travel bag", brand: "Acme", source_data: { description, features, capacity: "30 l" } },
    ])
  ).BAG!;
  // English content to edit.
  const first = await attacker.call("POST", "/v1/generations", { product_id: bag, languages: ["en"] });
  expect(first.json.results[0].status).toBe("succeeded");
  const member = await consoleSession(api, attacker, NEXTAUTH_SECRET, "editor");

  const other = await api.createTenant();
  const mug = (await api.importProducts(other, [{ sku: "MUG", name: "Mug", source_data: { capacity: "350 ml" } }])).MUG!;
  const read = async () => {
    expect((await other.call("GET", `/v1/products/${mug}`)).status).toBe(200);
  };
  const { statuses, answer: generated } = await expectNearIdleUnderFlood(
    {
      source: FLOOD,
      workerData: { base: api.baseUrl, key: attacker.key, cookie: member.cookie, productId: bag, languages, parallel: 1 },
      // Every kind of call, once at least.
      answers: 6,
    },
    read,
    // The other organization's own generation takes its turn beside the attacker's many languages.
    () => other.call("POST", "/v1/generations", { product_id: mug }),
  );
  expect(generated.status).toBe(200);
  expect(generated.json.results.map((result: { status: string }) => result.status)).toEqual(["succeeded", "succeeded"]);
  // Every call of the flood was answered and succeeded (a generation, a preview, an edit, an approval 200, a batch
  // 201), but an edit that the flood's own generations and edits of the same product overtook on each of its tries
  // (409 conflict, nothing changed).
  expect(statuses.filter((status) => status !== 200 && status !== 201 && status !== 409)).toEqual([]);
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(statuses.length / 2);
});
