// A mixed workload against the built API server on PostgreSQL: reads (product lists, /v1/me), catalog
// upserts, synchronous generations and batch polls, all at once for BENCH_DURATION seconds (default
// 60), with autocannon. Beside it, the baseline: each kind alone on the same server for a quarter of
// that time. Prints requests per second, p50 and p99 per kind, the ratio of each kind's throughput
// under the mix to its throughput alone, and every error (there must be none: the run fails on one).
//   pnpm bench:load    PostgreSQL at BENCH_DATABASE_URL (default 127.0.0.1:5432); BENCH_DURATION (s)
import autocannon from "autocannon";
import { answerNotRecorded, createApiKey, createOrganization, upsertProducts } from "@proseo/core";
import { openTestDatabase } from "@proseo/db/testing";
import { startBuiltServer } from "./built-server.js";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const PRODUCTS = 200;
const BATCHES = 5;

interface Kind {
  name: string;
  connections: number;
  requests: (context: { productIds: string[]; batchIds: string[] }) => autocannon.Request[];
}

let counter = 0;
const pick = <T>(items: T[]) => items[counter++ % items.length]!;

const KINDS: Kind[] = [
  {
    name: "reads (GET /v1/products, /v1/me)",
    connections: 4,
    requests: () => [
      { method: "GET", path: "/v1/products?limit=50" },
      { method: "GET", path: "/v1/me" },
    ],
  },
  {
    name: "upserts (POST /v1/products, 10 items)",
    connections: 2,
    requests: () => [
      {
        method: "POST",
        path: "/v1/products",
        setupRequest: (request) => {
          const round = counter++;
          const products = Array.from({ length: 10 }, (_, i) => ({
            sku: `LOAD-${(round * 10 + i) % 1000}`,
            name: `Load ${round}`,
          }));
          return { ...request, body: JSON.stringify({ products }) };
        },
      },
    ],
  },
  {
    name: "generations (POST /v1/generations)",
    connections: 2,
    requests: ({ productIds }) => [
      {
        method: "POST",
        path: "/v1/generations",
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ product_id: pick(productIds) }) }),
      },
    ],
  },
  {
    name: "batch polls (GET /v1/batches/{id})",
    connections: 2,
    requests: ({ batchIds }) => [
      { method: "GET", setupRequest: (request) => ({ ...request, path: `/v1/batches/${pick(batchIds)}` }) },
    ],
  },
];

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(base: string, key: string, kind: Kind, context: Parameters<Kind["requests"]>[0], seconds: number) {
  const result = await autocannon({
    url: base,
    connections: kind.connections,
    duration: seconds,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    requests: kind.requests(context),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  } satisfies Figures;
}

async function main() {
  const database = await openTestDatabase(process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres");
  const server = await startBuiltServer(database.url!, { BATCH_LATENCY_MS: "0" }).catch(async (error) => {
    await database.close();
    throw error;
  });
  try {
    const deps = { db: database.prisma, read: database.read, now: () => new Date() };
    const org = await createOrganization(deps, { name: "Load", languages: ["en", "de"], credits: 100_000_000 });
    const { key } = await createApiKey(deps, {
      orgId: org.id,
      scopes: ["catalog:read", "catalog:write", "generate"],
    });
    const items = Array.from({ length: PRODUCTS }, (_, i) => ({ sku: `SEED-${i}`, name: `Merino sweater ${i}`, brand: "Acme" }));
    await upsertProducts(deps, org.id, items, answerNotRecorded);
    const products = await database.prisma.product.findMany({ where: { orgId: org.id }, select: { id: true } });
    const productIds = products.map((product) => product.id);
    const batchIds: string[] = [];
    for (let batch = 0; batch < BATCHES; batch++) {
      const response = await fetch(`${server.base}/v1/batches`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json", "idempotency-key": `load-${batch}` },
        body: JSON.stringify({ product_ids: productIds.slice(batch * 10, batch * 10 + 10) }),
      });
      batchIds.push(((await response.json()) as { id: string }).id);
    }
    const context = { productIds, batchIds };
    await database.prisma.$executeRawUnsafe("ANALYZE");

    const alone = new Map<string, Figures>();
    for (const kind of KINDS) alone.set(kind.name, await load(server.base, key, kind, context, Math.max(5, DURATION_S / 4)));
    const mixed = await Promise.all(KINDS.map((kind) => load(server.base, key, kind, context, DURATION_S)));

    console.log(
      `Mixed workload, ${DURATION_S} s, PostgreSQL, built server; baseline: each kind alone for ${Math.max(5, DURATION_S / 4)} s\n`,
    );
    let total = 0;
    let errors = 0;
    KINDS.forEach((kind, index) => {
      const figures = mixed[index]!;
      const baseline = alone.get(kind.name)!;
      total += figures.requestsPerSecond;
      errors += figures.errors + baseline.errors;
      console.log(
        `${kind.name.padEnd(40)} ${figures.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${String(figures.p50).padStart(4)} ms  p99 ${String(figures.p99).padStart(4)} ms  errors ${figures.errors}   alone ${baseline.requestsPerSecond.toFixed(0).padStart(6)} req/s (mixed/alone ${(figures.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)})`,
      );
    });
    console.log(`\nall kinds together: ${total.toFixed(0)} req/s, ${errors} errors`);
    if (errors) process.exitCode = 1;
  } finally {
    server.child.kill("SIGTERM");
    await new Promise((resolve) => server.child.once("exit", resolve));
    await database.close();
  }
}

await main();
