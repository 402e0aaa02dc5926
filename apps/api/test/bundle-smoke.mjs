// Runs the two directories the images copy (scripts/bundle.sh) the way docker/compose.yml runs them: each
// service's own command, from its directory, with only the environment compose gives it (docker/.env.example's
// values, fresh secrets, and this machine's addresses for postgres and minio). PostgreSQL is the local server
// (a database of its own, dropped after), S3 is s3rver. Then a visitor's path through the console and the API:
// sign up, sign in, create a key, upsert, generate, publish, upload a photo, export the CSV.
// Usage: node apps/api/test/bundle-smoke.mjs BUNDLE_DIR   (scripts/check-bundle.sh calls it)
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import sharp from "sharp";
import { parse } from "yaml";

const root = path.resolve(import.meta.dirname, "../../..");
const bundle = path.resolve(process.argv[2] ?? "");
const adminUrl = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const started = Date.now();
const children = [];
const cleanups = [];

function fail(message) {
  throw new Error(`bundle check: ${message}`);
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** KEY=VALUE lines of an env file (compose's format: a value ends at ` #`). */
function readEnvFile(file) {
  const values = {};
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) values[match[1]] = match[2].replace(/\s+#.*$/, "").trim();
  }
  return values;
}

/** Compose's interpolation: $$, ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}. */
function interpolate(text, values) {
  return text.replace(/\$\$|\$\{([A-Z0-9_]+)(?:(:?)([-?])([^}]*))?\}/g, (whole, name, colon, kind, argument) => {
    if (whole === "$$") return "$";
    const value = values[name];
    const missing = value === undefined || (colon === ":" && value === "");
    if (!missing) return value;
    if (kind === "?") fail(`compose needs ${name}: ${argument}`);
    return kind === "-" ? argument : "";
  });
}

function run(name, command, cwd, env) {
  if (command[0] !== "node") fail(`${name}'s command does not start with node: ${command.join(" ")}`);
  // Only compose's environment: nothing of this shell's (PATH aside, which a container has too).
  const child = spawn(process.execPath, command.slice(1), {
    cwd,
    env: { PATH: "/usr/local/bin:/usr/bin:/bin", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (output += chunk));
  child.output = () => output;
  child.label = name;
  children.push(child);
  return child;
}

const exited = (child) =>
  new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once("exit", (code) => resolve(code))));

async function waitFor(child, url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`${child.label} exited with ${child.exitCode}:\n${child.output()}`);
    const answer = await fetch(url).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(`${child.label} did not answer ${url} within ${seconds} s:\n${child.output()}`);
}

async function expectStatus(response, status, what) {
  const text = await response.text();
  if (response.status !== status) fail(`${what}: ${response.status} instead of ${status}: ${text.slice(0, 500)}`);
  return text;
}

async function main() {
  const compose = parse(readFileSync(path.join(root, "docker/compose.yml"), "utf8"));
  const [apiPort, consolePort, webPort] = [await freePort(), await freePort(), await freePort()];
  const database = `proseo_bundle_${process.pid}`;

  const s3Dir = mkdtempSync(path.join(os.tmpdir(), "proseo-bundle-s3-"));
  cleanups.push(() => rmSync(s3Dir, { recursive: true, force: true }));
  const example = readEnvFile(path.join(root, "docker/.env.example"));
  const s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: example.S3_BUCKET, configs: [] }],
  });
  const { port: s3Port } = await s3.run();
  cleanups.push(() => s3.close());

  const values = {
    ...example,
    POSTGRES_USER: "postgres",
    POSTGRES_PASSWORD: "unused-with-trust-auth",
    POSTGRES_DB: database,
    MINIO_ROOT_USER: "S3RVER",
    MINIO_ROOT_PASSWORD: "S3RVER",
    NEXTAUTH_SECRET: randomBytes(32).toString("hex"),
    INTERNAL_API_SECRET: randomBytes(32).toString("hex"),
    MEDIA_URL_SECRET: randomBytes(32).toString("hex"),
    PORT: String(apiPort),
    CONSOLE_PORT: String(consolePort),
    WEB_PORT: String(webPort),
    PUBLIC_API_URL: `http://127.0.0.1:${apiPort}`,
    NEXTAUTH_URL: `http://127.0.0.1:${webPort}`,
  };
  // The compose network's names are this machine's addresses here; /data (the image's DATA_DIR) a scratch directory.
  const hosts = { postgres: "127.0.0.1:5432", minio: `127.0.0.1:${s3Port}`, api: "127.0.0.1" };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "proseo-bundle-data-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const environmentOf = (service) =>
    Object.fromEntries(
      Object.entries(compose.services[service].environment).map(([name, value]) => {
        const local = interpolate(String(value), values).replace(
          /(?<=\/\/|@)(postgres|minio|api)(:\d+)?(?=\/|$)/g,
          (_whole, host, port = "") => (host === "api" ? hosts.api + port : hosts[host]),
        );
        return [name, local === "/data" ? dataDir : local];
      }),
    );
  const commandOf = (service) => compose.services[service].command.map((part) => interpolate(part, values));

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });

  const apiDir = path.join(bundle, "api");
  const apiEnv = environmentOf("api");
  // Meanwhile, the image's embedded default (no DATABASE_URL): PGlite's and the schema engine's WebAssembly.
  const embeddedDir = mkdtempSync(path.join(os.tmpdir(), "proseo-bundle-pglite-"));
  cleanups.push(() => rmSync(embeddedDir, { recursive: true, force: true }));
  const embedded = run(
    "proseo org create (embedded database)",
    ["node", "dist/cli/main.js", "org", "create", "--name", "Embedded", "--languages", "en", "--json"],
    apiDir,
    { NODE_ENV: "production", DATA_DIR: embeddedDir },
  );
  const migrate = run("migrate", commandOf("migrate"), apiDir, environmentOf("migrate"));
  if ((await exited(migrate)) !== 0) fail(`migrate exited with ${migrate.exitCode}:\n${migrate.output()}`);
  console.log(`migrations applied (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  const api = run("api", commandOf("api"), apiDir, apiEnv);
  const web = run("web", commandOf("web"), path.join(bundle, "web"), environmentOf("web"));
  const apiUrl = apiEnv.PUBLIC_API_URL;
  const webUrl = environmentOf("web").NEXTAUTH_URL;
  await Promise.all([waitFor(api, `${apiUrl}/readyz`, 90), waitFor(web, `${webUrl}/signin`, 90)]);
  console.log(`api and web answer (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  // The sign-in page and one of its scripts: the standalone server renders and serves .next/static.
  const signInPage = await expectStatus(await fetch(`${webUrl}/signin`), 200, "GET /signin");
  const script = /\/_next\/static\/[^"]+\.js/.exec(signInPage)?.[0] ?? fail("the sign-in page names no script");
  await expectStatus(await fetch(`${webUrl}${script}`), 200, `GET ${script}`);

  // Sign up and sign in as the browser does: the console's own routes, its origin, its cookies.
  const email = `owner-${process.pid}@bundle.example`;
  const password = randomBytes(12).toString("hex");
  const origin = { origin: webUrl };
  await expectStatus(
    await fetch(`${webUrl}/api/signup`, {
      method: "POST",
      headers: { ...origin, "content-type": "application/json" },
      body: JSON.stringify({ email, password, organizationName: "Bundle check" }),
    }),
    201,
    "sign-up",
  );
  const csrf = await fetch(`${webUrl}/api/auth/csrf`);
  const { csrfToken } = JSON.parse(await expectStatus(csrf, 200, "GET /api/auth/csrf"));
  const cookies = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  keep(csrf);
  const signIn = await fetch(`${webUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { ...origin, cookie: cookie(), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  keep(signIn);
  if (!cookies.has("next-auth.session-token")) fail(`sign-in set no session cookie (${signIn.status}): ${await signIn.text()}`);

  const created = await fetch(`${webUrl}/api/trpc/console.keys.create`, {
    method: "POST",
    headers: { ...origin, cookie: cookie(), "content-type": "application/json" },
    body: JSON.stringify({
      name: "bundle",
      scopes: ["catalog:read", "catalog:write", "generate", "export", "content:manage"],
      expiresInDays: null,
    }),
  });
  const { key } = JSON.parse(await expectStatus(created, 200, "console.keys.create")).result.data;
  const call = async (method, route, body, status = 200) => {
    const response = await fetch(`${apiUrl}${route}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(typeof body === "string" ? { "content-type": "application/json" } : {}) },
      body,
    });
    const text = await expectStatus(response, status, `${method} ${route}`);
    return response.headers.get("content-type")?.startsWith("application/json") ? JSON.parse(text) : text;
  };
  const me = await call("GET", "/v1/me");
  const language = me.organization.languages[0];

  // Credits come from the operator: the CLI of the API's image, with the API's environment.
  const grant = run(
    "proseo credits grant",
    ["node", "dist/cli/main.js", "credits", "grant", "--org", me.organization.id, "--amount", "10"],
    apiDir,
    apiEnv,
  );
  if ((await exited(grant)) !== 0) fail(`proseo credits grant exited with ${grant.exitCode}:\n${grant.output()}`);

  const sku = "BUNDLE-1";
  const product = {
    sku,
    name: "Merino sweater",
    brand: "Acme",
    category: "Apparel/Knitwear",
    source_data: { color: "navy", material: "merino wool", weight: { amount: 450, unit: "GRAM" } },
  };
  await call("POST", "/v1/products", JSON.stringify({ products: [product] }));
  const [{ id }] = (await call("GET", `/v1/products?q=${sku}`)).products;
  const generated = await call("POST", "/v1/generations", JSON.stringify({ product_id: id, languages: [language] }));
  const title = generated.results[0]?.title ?? fail(`no generated title: ${JSON.stringify(generated)}`);
  await call("POST", `/v1/products/${id}/approve`);

  // A photo through sharp (a native module) into the bucket, served back from its presigned URL.
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#123456" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([png]), "photo.png");
  const media = await call("POST", `/v1/products/${id}/media`, form, 201);
  if (!media.url.startsWith(`http://127.0.0.1:${s3Port}/`)) fail(`the photo's URL is not the bucket's: ${media.url}`);
  const stored = Buffer.from(await (await fetch(media.url)).arrayBuffer());
  if (!stored.equals(png)) fail("the bucket does not serve the uploaded photo");

  // The CSV export (a content update with the generated title as the name, docs/channels.md), from the API with
  // the key and from the console with the session.
  const csv = await call("GET", `/v1/export/catalog.csv?language=${language}&name=title`);
  const fromConsole = await expectStatus(
    await fetch(`${webUrl}/api/export/catalog.csv?language=${language}&name=title`, {
      headers: { cookie: cookie() },
    }),
    200,
    "the console's CSV download",
  );
  for (const file of [csv, fromConsole]) {
    if (!file.includes(sku) || !file.includes(title)) fail(`the export lacks the product or its title:\n${file.slice(0, 500)}`);
  }
  if ((await exited(embedded)) !== 0 || !/"id":"org_/.test(embedded.output())) {
    fail(`the CLI on the embedded database failed (${embedded.exitCode}):\n${embedded.output()}`);
  }
  console.log(`bundle check passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

let status = 0;
try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  status = 1;
} finally {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  await Promise.all(children.map(exited));
  for (const cleanup of cleanups.reverse()) await cleanup();
}
process.exit(status);
