// Starts the API (:4000) and the console (:3000) on the embedded defaults; Ctrl-C stops both.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const apiPort = process.env.PORT ?? "4000";
const webPort = process.env.WEB_PORT ?? "3000";
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, ".data"));

/**
 * The API and the console share two secrets: the session secret (cookies) and the internal one
 * (sign-in and sign-up calls). Without one configured, it is made once and kept under DATA_DIR.
 */
function keptSecret(name) {
  if (process.env[name]) return process.env[name];
  const file = path.join(dataDir, name.toLowerCase().replaceAll("_", "-"));
  if (!existsSync(file)) {
    // Only the service's user may read DATA_DIR (the API tightens what is already in it at start).
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}

const env = {
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  DATA_DIR: dataDir,
  NEXTAUTH_SECRET: keptSecret("NEXTAUTH_SECRET"),
  INTERNAL_API_SECRET: keptSecret("INTERNAL_API_SECRET"),
  NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? `http://localhost:${webPort}`,
};
const children = [
  // The API's heap budget, as `pnpm start:api` sets it (bench/README.md): V8 collects garbage
  // sooner under a 1 GB limit than under its default on a large machine.
  spawn(process.execPath, ["--max-old-space-size=1024", path.join(root, "apps/api/dist/main.js")], {
    env,
    stdio: "inherit",
  }),
  // The console's server itself, not through pnpm: a signal to pnpm does not reach the server it starts.
  spawn(process.execPath, [path.join(root, "apps/web/server.mjs"), "--port", webPort], {
    cwd: path.join(root, "apps/web"),
    env: {
      ...env,
      API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
      // Media URLs name the API as its PUBLIC_API_URL does (localhost by default); the console's CSP allows that origin.
      MEDIA_ORIGIN: process.env.MEDIA_ORIGIN ?? process.env.PUBLIC_API_URL ?? `http://localhost:${apiPort}`,
    },
    stdio: "inherit",
  }),
];
let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
};
for (const child of children) child.once("exit", (code) => stop(code ?? 0));
process.once("SIGINT", () => stop(0));
process.once("SIGTERM", () => stop(0));
