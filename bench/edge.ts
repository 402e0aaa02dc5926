// Requests per second and p99 latency of GET /v1/me and GET /v1/products?limit=50 on PostgreSQL
// (autocannon, 10 connections, BENCH_DURATION seconds each) for four servers over one database:
//   api      the service's own edge (createApiServer), rate limits counted in PostgreSQL
//   minimal  Fastify + trpc-to-openapi + Prisma: one zod-validated procedure per route doing the same
//            reads through Prisma's model queries
//   stack    the same Fastify + trpc-to-openapi + zod procedures, the reads as SQL through pg (one query
//            for /v1/me): the floor of the HTTP stack the service keeps
//   bare     node:http + pg doing the same queries (the floor of Node and PostgreSQL)
// Each server runs in a process of its own (NODE_ENV=production); autocannon runs here. Beside requests
// per second and p99 latency the run prints the server process's CPU time per request, which other
// work on the machine disturbs far less. With BENCH_PROFILE set, the API runs under --cpu-prof and the
// run ends with where its CPU time went, by package.
//   pnpm bench:edge    PostgreSQL at BENCH_DATABASE_URL (default 127.0.0.1:5432); BENCH_DURATION (s), BENCH_ROUNDS,
//                      BENCH_PROFILE, BENCH_SERVERS
import { type ChildProcess, fork } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
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
import { median } from "./stats.js";

const ALL_SERVERS = ["api", "minimal", "stack", "bare"] as const;
type ServerKind = (typeof ALL_SERVERS)[number];
/** BENCH_SERVERS=api,stack compares a few of them (the API is always measured: the ratios are its). */
const SERVERS = ALL_SERVERS.filter((kind) => kind === "api" || (process.env.BENCH_SERVERS ?? kind).split(",").includes(kind));
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

/** The reads both routes make: through Prisma's model queries, or as SQL through pg. */
interface Reads {
  keyAndOrg(hash: string): Promise<KeyAndOrg | undefined>;
  productPage(orgId: string, limit: number, offset: number): Promise<{ products: Product[]; total: number }>;
}

interface KeyAndOrg {
  id: string;
  prefix: string;
  scopes: string[];
  expiresAt: Date | null;
  revokedAt: Date | null;
  orgId: string;
  name: string;
  languages: string[];
  creditBalance: number;
}

function sqlReads(databaseUrl: string): Reads {
  const pool = new pg.Pool({ ...parseDatabaseUrl(databaseUrl), max: 10 });
  return {
    keyAndOrg: async (hash) => (await pool.query<KeyAndOrg>(KEY_AND_ORG, [hash])).rows[0],
    async productPage(orgId, limit, offset) {
      const [page, count] = await Promise.all([
        pool.query<Product>(PRODUCT_PAGE, [orgId, limit, offset]),
        pool.query<{ total: number }>(PRODUCT_COUNT, [orgId]),
      ]);
      return { products: page.rows, total: count.rows[0]!.total };
    },
  };
}

async function prismaReads(databaseUrl: string): Promise<Reads> {
  const { prisma } = await openDatabase({ databaseUrl });
  return {
    async keyAndOrg(hash) {
      const apiKey = await prisma.apiKey.findUnique({ where: { hash }, include: { org: true } });
      if (!apiKey) return undefined;
      const { org } = apiKey;
      return { ...apiKey, name: org.name, languages: org.languages, creditBalance: org.creditBalance };
    },
    async productPage(orgId, limit, offset) {
      const where = { orgId, deletedAt: null };
      const [products, total] = await Promise.all([
        prisma.product.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "asc" }], skip: offset, take: limit }),
        prisma.product.count({ where }),
      ]);
      return { products, total };
    },
  };
}

const unusable = (found: KeyAndOrg | undefined) =>
  !found || found.revokedAt !== null || (found.expiresAt !== null && found.expiresAt <= new Date());

const meView = (found: KeyAndOrg) => ({
  organization: { id: found.orgId, name: found.name, languages: found.languages, balance: found.creditBalance },
  key: { id: found.id, prefix: found.prefix, scopes: found.scopes, expires_at: found.expiresAt?.toISOString() ?? null },
});

async function bareServer(databaseUrl: string): Promise<http.Server> {
  const reads = sqlReads(databaseUrl);
  return http.createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
      res.end(JSON.stringify(body));
    };
    const key = bearer(req.headers.authorization);
    const found = key ? await reads.keyAndOrg(hashKey(key)) : undefined;
    if (unusable(found)) return send(401, { error: "invalid_api_key" });
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/v1/me") return send(200, meView(found!));
    const limit = Number(url.searchParams.get("limit") ?? 50);
    const offset = Number(url.searchParams.get("offset") ?? 0);
    const { products, total } = await reads.productPage(found!.orgId, limit, offset);
    send(200, { products: products.map(productView), total, limit, offset });
  });
}

/** Fastify + trpc-to-openapi: one zod-validated procedure per route, over the given reads. */
async function stackServer(reads: Reads) {
  const t = initTRPC.context<{ authorization?: string }>().meta<OpenApiMeta>().create();
  const keyed = t.procedure.use(async ({ ctx, next }) => {
    const key = bearer(ctx.authorization);
    const found = key ? await reads.keyAndOrg(hashKey(key)) : undefined;
    if (unusable(found)) throw new TRPCError({ code: "UNAUTHORIZED" });
    return next({ ctx: { found: found! } });
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
      .query(({ ctx: { found } }) => meView(found)),
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
      .query(async ({ ctx: { found }, input }) => {
        const { products, total } = await reads.productPage(found.orgId, input.limit, input.offset);
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
      ? await stackServer(await prismaReads(databaseUrl))
      : kind === "stack"
        ? await stackServer(sqlReads(databaseUrl))
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

/** Where the API's CPU profile goes with BENCH_PROFILE set. */
const PROFILE_DIR = process.env.BENCH_PROFILE ? mkdtempSync(path.join(os.tmpdir(), "proseo-edge-profile-")) : undefined;

/** The package a profiled function's file belongs to: the service's own, a dependency, or Node's. */
function packageOf(url: string, functionName: string): string {
  if (!url) return functionName;
  if (url.startsWith("node:")) return "node (its own JavaScript)";
  const dependency = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (dependency) return dependency[1]!;
  const own = /\/(?:packages|apps)\/([^/]+)\//.exec(url);
  return own ? `@proseo/${own[1]}` : url;
}

/** The share of the profile's samples (idle left out) each package's own code took, largest first. */
function profileByPackage(file: string): [string, number][] {
  const profile = JSON.parse(readFileSync(file, "utf8")) as {
    nodes: { hitCount: number; callFrame: { url: string; functionName: string } }[];
  };
  const hits = new Map<string, number>();
  for (const { hitCount, callFrame } of profile.nodes) {
    if (callFrame.functionName === "(idle)") continue;
    const name = packageOf(callFrame.url, callFrame.functionName);
    hits.set(name, (hits.get(name) ?? 0) + hitCount);
  }
  const total = [...hits.values()].reduce((sum, count) => sum + count, 0);
  return [...hits].map(([name, count]): [string, number] => [name, count / total]).sort((a, b) => b[1] - a[1]);
}

async function start(kind: ServerKind, databaseUrl: string): Promise<{ child: ChildProcess; base: string }> {
  const profiled = PROFILE_DIR && kind === "api" ? ["--cpu-prof", `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  const child = fork(fileURLToPath(import.meta.url), ["serve", kind], {
    execArgv: [...process.execArgv, ...profiled],
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
    const deps = { db: database.prisma, read: database.read, now: () => new Date() };
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
      const slower = (kind: ServerKind) => {
        const other = figures.get(`${kind} ${route}`);
        if (!other) return `${kind} not run`;
        const rate = (other.requestsPerSecond / api.requestsPerSecond).toFixed(2);
        return `${kind} ${rate}x (CPU ${(api.cpuMicrosPerRequest / other.cpuMicrosPerRequest).toFixed(2)}x)`;
      };
      console.log(`  API slower than ${slower("stack")} (target <= 1.5), ${slower("minimal")}, ${slower("bare")}\n`);
    }
    if (PROFILE_DIR) {
      const [file] = readdirSync(PROFILE_DIR).filter((name) => name.endsWith(".cpuprofile"));
      console.log("Where the API's CPU time went (its own code per package, every route and round, idle left out):");
      for (const [name, share] of profileByPackage(path.join(PROFILE_DIR, file!)).slice(0, 15)) {
        console.log(`  ${(share * 100).toFixed(1).padStart(5)}%  ${name}`);
      }
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
