// Starts the API (:4000) and the console (:3000) on the embedded defaults; Ctrl-C stops both.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const apiPort = process.env.PORT ?? "4000";
const env = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
const children = [
  spawn(process.execPath, [path.join(root, "apps/api/dist/main.js")], { env, stdio: "inherit" }),
  spawn("pnpm", ["--filter", "@proseo/web", "run", "start"], {
    env: { ...env, API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}` },
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
