// Requests per second and p99 latency of GET /v1/me and GET /v1/products?limit=50 on PostgreSQL
// (autocannon, 10 connections, BENCH_DURATION seconds each) for three servers over one database:
//   api      the service's own edge (createApiServer), rate limits counted in PostgreSQL
//   minimal  Fastify + trpc-to-openapi + Prisma: one zod-validated procedure per route doing the same
//            queries (the floor of the chosen stack)
//   bare     node:http + pg doing the same queries (the floor of Node and PostgreSQL)
// Each server runs in a process of its own (NODE_ENV=production); autocannon runs here. Beside requests
// per second and p99 latency the run prints the server process's CPU time per request, which other
// work on the machine disturbs far less.
//   pnpm bench:edge    PostgreSQL at BENCH_DATABASE_URL (default 127.0.0.1:5432); BENCH_DURATION (s), BENCH_ROUNDS
import { type ChildProcess, fork } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import { fileURLToPath } from "node:url";
import { fastifyTRPCOpenApiPlugin, type OpenApiMeta } from "trpc-to-openapi";
import { initTRPC, TRPCError } from "@trpc/server";
import autocannon from "autocannon";
import Fastify from "fastify";
import pg from "pg";
import { z } from "zod";
import { createApiServer, createServices, productSchema, productView } from "@proseo/api";
import { answerNotRecorded, createApiKey, createOrganization, hashKey, loadConfig, upsertProducts } from "@proseo/core";
import { openDatabase, parseDatabaseUrl, type Product } from "@proseo/db";
import { openTestDatabase } from "@proseo/db/testing";

const SERVERS = ["api", "minimal", "bare"] as const;
type ServerKind = (typeof SERVERS)[number];
const ROUTES = ["/v1/me", "/v1/products?limit=50"] as const;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 10;
const PRODUCTS = 50;
const CLOCK_TICKS = 100;

// ---- The three servers (each started by `edge.ts serve <kind>` in a child process) ----

const bearer = (authorization: string | undefined) => /^Bearer (\S+)$/.exec(authorization ?? "")?.[1];

const KEY_AND_ORG = `SELECT k.id, k.prefix, k.scopes, k."expiresAt", k."revokedAt", o.id AS "orgId", o.name, o.languages, o."creditBalance"
  FROM "ApiKey" k JOIN "Organization" o ON o.id = k."orgId" WHERE k.hash = $1`;
const PRODUCT_PAGE = `SELECT * FROM "Product" WHERE "orgId" = $1 AND "deletedAt" IS NULL
  ORDER BY "createdAt" DESC, id ASC LIMIT $2 OFFSET $3`;
const PRODUCT_COUNT = `SELECT count(*)::int AS total FROM "Product" WHERE "orgId" = $1 AND "deletedAt" IS NULL`;

async function bareServer(databaseUrl: string): Promise<http.Server> {
  const pool = new pg.Pool({ ...parseDatabaseUrl(databaseUrl), max: 10 });
  return http.createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
      res.end(JSON.stringify(body));
    };
    const key = bearer(req.headers.authorization);
    const { rows } = key ? await pool.query(KEY_AND_ORG, [hashKey(key)]) : { rows: [] };
    const found = rows[0];
    if (!found || found.revokedAt || (found.expiresAt && found.expiresAt <= new Date()))
      return send(401, { error: "invalid_api_key" });
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/v1/me") {
      return send(200, {
        organization: { id: found.orgId, name: found.name, languages: found.languages, balance: found.creditBalance },
        key: { id: found.id, prefix: found.prefix, scopes: found.scopes, expires_at: found.expiresAt?.toISOString() ?? null },
      });
    }
    const limit = Number(url.searchParams.get("limit") ?? 50);
    const offset = Number(url.searchParams.get("offset") ?? 0);
    const [page, count] = await Promise.all([
      pool.query<Product>(PRODUCT_PAGE, [found.orgId, limit, offset]),
      pool.query<{ total: number }>(PRODUCT_COUNT, [found.orgId]),
    ]);
    send(200, { products: page.rows.map(productView), total: count.rows[0]!.total, limit, offset });
  });
}

async function minimalServer(databaseUrl: string) {
  const { prisma } = await openDatabase({ databaseUrl });
  const t = initTRPC.context<{ authorization?: string }>().meta<OpenApiMeta>().create();
  const keyed = t.procedure.use(async ({ ctx, next }) => {
    const key = bearer(ctx.authorization);
    const apiKey = key ? await prisma.apiKey.findUnique({ where: { hash: hashKey(key) }, include: { org: true } }) : null;
    if (!apiKey || apiKey.revokedAt || (apiKey.expiresAt && apiKey.expiresAt <= new Date())) {
      throw new TRPCError({ code: "UNAUTHORIZED" });
    }
    return next({ ctx: { apiKey } });
  });
  const router = t.router({
    me: keyed
      .meta({ openapi: { method: "GET", path: "/v1/me" } })
      .input(z.void())
      .output(
        z.object({
          organization: z.object({ id: z.string(), name: z.string(), languages: z.array(z.string()), balance: z.number().int() }),
          key: z.object({ id: z.string(), prefix: z.string(), scopes: z.array(z.string()), expires_at: z.string().nullable() }),
        }),
      )
      .query(({ ctx: { apiKey } }) => ({
        organization: {
          id: apiKey.org.id,
          name: apiKey.org.name,
          languages: apiKey.org.languages,
          balance: apiKey.org.creditBalance,
        },
        key: { id: apiKey.id, prefix: apiKey.prefix, scopes: apiKey.scopes, expires_at: apiKey.expiresAt?.toISOString() ?? null },
      })),
    products: keyed
      .meta({ openapi: { method: "GET", path: "/v1/products" } })
      .input(
        z.object({
          limit: z.coerce.number().int().min(1).max(200).default(50),
          offset: z.coerce.number().int().min(0).default(0),
        }),
      )
      .output(
        z.object({
          products: z.array(productSchema),
          total: z.number().int(),
          limit: z.number().int(),
          offset: z.number().int(),
        }),
      )
      .query(async ({ ctx: { apiKey }, input }) => {
        const where = { orgId: apiKey.orgId, deletedAt: null };
        const [products, total] = await Promise.all([
          prisma.product.findMany({
            where,
            orderBy: [{ createdAt: "desc" }, { id: "asc" }],
            skip: input.offset,
            take: input.limit,
          }),
          prisma.product.count({ where }),
        ]);
        return { products: products.map(productView), total, ...input };
      }),
  });
  const app = Fastify();
  await app.register(fastifyTRPCOpenApiPlugin, {
    router,
    createContext: ({ req }: { req: { headers: http.IncomingHttpHeaders } }) => ({ authorization: req.headers.authorization }),
  } as never);
  return app;
}

async function serve(kind: ServerKind, databaseUrl: string): Promise<number> {
  if (kind === "bare") {
    const server = await bareServer(databaseUrl);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return (server.address() as { port: number }).port;
  }
  const app =
    kind === "minimal"
      ? await minimalServer(databaseUrl)
      : await createApiServer(
          createServices(
            loadConfig({ NODE_ENV: "production", DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: "1000000000" }),
            await openDatabase({ databaseUrl }),
          ),
        );
  await app.listen({ port: 0, host: "127.0.0.1" });
  return (app.server.address() as { port: number }).port;
}

// ---- The run ----

interface Figures {
  requestsPerSecond: number;
  p99: number;
  cpuMicrosPerRequest: number;
}

/** CPU time (user + system) a process has used so far, in microseconds (Linux). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS;
}

async function start(kind: ServerKind, databaseUrl: string): Promise<{ child: ChildProcess; base: string }> {
  const child = fork(fileURLToPath(import.meta.url), ["serve", kind], {
    env: { ...process.env, NODE_ENV: "production", BENCH_SERVE_URL: databaseUrl },
    // The API writes its request lines as in production (JSON, stdout not a terminal), to nowhere.
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (message) => resolve(message as number));
    child.once("exit", (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

async function load(server: ChildProcess, url: string, key: string, seconds: number): Promise<Figures> {
  const cpuBefore = cpuMicros(server.pid!);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${key}` },
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed) throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed`);
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    cpuMicrosPerRequest: (cpuMicros(server.pid!) - cpuBefore) / result.requests.total,
  };
}

async function main() {
  const database = await openTestDatabase(process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres");
  try {
    const deps = { db: database.prisma, now: () => new Date() };
    const org = await createOrganization(deps, { name: "Bench", languages: ["en", "de"], credits: 1000 });
    const { key } = await createApiKey(deps, { orgId: org.id, scopes: ["catalog:read"] });
    const items = Array.from({ length: PRODUCTS }, (_, i) => ({
      sku: `EDGE-${i}`,
      name: `Merino sweater ${i}`,
      brand: "Acme",
      category: "Apparel/Knitwear",
    }));
    await upsertProducts(deps, org.id, items, answerNotRecorded);
    // The server runs without autovacuum here (see TOOLCHAIN): give the planner real statistics.
    await database.prisma.$executeRawUnsafe("ANALYZE");

    // All three serve at once and take turns, round after round: load from elsewhere on the machine
    // then falls on each alike, and the medians of the rounds are compared.
    const servers = new Map<ServerKind, { child: ChildProcess; base: string }>();
    const rounds = new Map<string, Figures[]>();
    try {
      for (const kind of SERVERS) servers.set(kind, await start(kind, database.url!));
      for (const { child, base } of servers.values()) {
        for (const route of ROUTES) await load(child, base + route, key, 2); // warm-up: JIT, pools, prepared statements
      }
      for (let round = 0; round < ROUNDS; round++) {
        for (const route of ROUTES) {
          for (const [kind, { child, base }] of servers) {
            const figures = await load(child, base + route, key, DURATION_S);
            rounds.set(`${kind} ${route}`, [...(rounds.get(`${kind} ${route}`) ?? []), figures]);
          }
        }
      }
    } finally {
      for (const { child } of servers.values()) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.disconnect();
        await exited;
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const figures = new Map(
      [...rounds].map(([name, runs]) => [
        name,
        {
          requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
          p99: median(runs.map((run) => run.p99)),
          cpuMicrosPerRequest: median(runs.map((run) => run.cpuMicrosPerRequest)),
        },
      ]),
    );

    console.log(
      `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per route and server, median of ${ROUNDS} rounds, PostgreSQL, ${PRODUCTS} products\n`,
    );
    for (const route of ROUTES) {
      console.log(`GET ${route}`);
      for (const kind of SERVERS) {
        const { requestsPerSecond, p99, cpuMicrosPerRequest } = figures.get(`${kind} ${route}`)!;
        console.log(
          `  ${kind.padEnd(8)} ${requestsPerSecond.toFixed(0).padStart(7)} req/s   p99 ${String(p99).padStart(4)} ms   server CPU ${cpuMicrosPerRequest.toFixed(0).padStart(5)} µs/request`,
        );
      }
      const api = figures.get(`api ${route}`)!;
      const ratio = (kind: ServerKind, of: "requestsPerSecond" | "cpuMicrosPerRequest") => {
        const other = figures.get(`${kind} ${route}`)![of];
        return (of === "requestsPerSecond" ? other / api[of] : api[of] / other).toFixed(2);
      };
      console.log(
        `  API slower than minimal ${ratio("minimal", "requestsPerSecond")}x (target <= 1.3; CPU ${ratio("minimal", "cpuMicrosPerRequest")}x), than bare ${ratio("bare", "requestsPerSecond")}x (target <= 2.5; CPU ${ratio("bare", "cpuMicrosPerRequest")}x)\n`,
      );
    }
  } finally {
    await database.close();
  }
}

if (process.argv[2] === "serve") {
  // A server lives as long as the run that started it (and exits normally, so --cpu-prof writes its profile).
  process.once("disconnect", () => process.exit(0));
  process.send!(await serve(process.argv[3] as ServerKind, process.env.BENCH_SERVE_URL!));
} else {
  await main();
}
