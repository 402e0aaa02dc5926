// A flood of parallel sign-ins must not slow the service's other requests: password hashing is bounded.
// It runs alone, after the other API tests (the package's test script), so that their load on the
// machine does not weigh on what it measures; over an embedded database of its own, in the PGlite pass
// only, since the PostgreSQL pass runs beside the browser's journeys (scripts/test-all.sh).
import { afterAll, beforeAll, expect, it } from "vitest";
import { VISITOR_ADDRESS_HEADER } from "@proseo/core";
import type { Database } from "@proseo/db";
import { openEmbeddedTestDatabase } from "@proseo/db/testing";
import { expectNearIdleUnderFlood } from "./flood.js";
import { startApi, type Api, solidImage } from "./support.js";

const INTERNAL_SECRET = "flood-test-internal-secret-0123456789";
let database: Database;
let api: Api;
beforeAll(async () => {
  database = await openEmbeddedTestDatabase();
  api = await startApi({ INTERNAL_API_SECRET: INTERNAL_SECRET }, {}, database);
});
afterAll(async () => {
  await api.close();
  await database.close();
});

/**
 * Sign-ins from `parallel` clients, each sending its next as soon as its last is answered, with random
 * emails and a new visitor address each time (as the console's server reports them), until told to
 * stop; in a thread of its own, so that sending them costs the measuring thread nothing. Posts each
 * answer's status, then "stopped" once every sign-in sent is answered.
 */
const FLOOD = `
const { parentPort, workerData } = require("node:worker_threads");
const { url, secret, parallel, header } = workerData;
let sent = 0;
let stopping = false;
parentPort.on("message", () => (stopping = true));
const client = async (id) => {
  while (!stopping) {
    const n = sent++;
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-internal-secret": secret,
        [header]: "10." + id + "." + ((n >> 8) & 255) + "." + (n & 255),
      },
      body: JSON.stringify({ email: "flood-" + n + "-" + Math.random() + "@example.com", password: "wrong guess" }),
    });
    await response.arrayBuffer();
    parentPort.postMessage(response.status);
  }
};
Promise.all(Array.from({ length: parallel }, (_, id) => client(id))).then(() => parentPort.postMessage("stopped"));
`;

it("keeps another request near its idle latency (twice it, or ten milliseconds more) while parallel sign-ins flood the service", async () => {
  const tenant = await api.createTenant();
  await tenant.call("POST", "/v1/products", { products: [{ sku: "CHEAP", name: "Cheap request" }] });
  const product = (await tenant.call("GET", "/v1/products?q=CHEAP")).json.products[0];
  const png = await solidImage("png", 40, 30, "#c82850");
  const form = new FormData();
  form.append("file", new Blob([png]), "cheap.png");
  const { pathname, search } = new URL((await tenant.call("POST", `/v1/products/${product.id}/media`, form)).json.url);
  const signedUrl = `${api.baseUrl}${pathname}${search}`;
  // A signed media URL: a file read, on the thread pool that password hashing once filled. Twice idle, or idle and
  // ten milliseconds where idle is a millisecond or two (a file read): the fault this guards against queued every
  // read behind whole password hashes, about a hundred milliseconds each; the scheduling of two busy cores moves a
  // one-millisecond read by a millisecond either way.
  const read = async () => {
    const response = await fetch(signedUrl);
    await response.arrayBuffer();
    expect(response.status).toBe(200);
  };
  const { statuses } = await expectNearIdleUnderFlood(
    {
      source: FLOOD,
      workerData: {
        url: `${api.baseUrl}/trpc/console.auth.verifyCredentials`,
        secret: INTERNAL_SECRET,
        parallel: 8,
        header: VISITOR_ADDRESS_HEADER,
      },
    },
    read,
    async () => undefined,
  );
  // Every sign-in was answered: a wrong password, or a refusal while the hashing queue was full.
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.every((status) => status === 401 || status === 503)).toBe(true);
});
