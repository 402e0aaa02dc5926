// The built API server (apps/api/dist/main.js) in a process of its own, as `pnpm start:api` runs it:
// NODE_ENV=production and the API's 1 GB heap budget (bench/README.md).
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { freePort } from "@proseo/core/testing/ports";

const MAIN = fileURLToPath(new URL("../apps/api/dist/main.js", import.meta.url));

/** Starts the server on PostgreSQL at `databaseUrl`; `env` adds settings (the rate limit is lifted). */
export async function startBuiltServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; base: string }> {
  if (!existsSync(MAIN)) throw new Error("Build first: pnpm build");
  const port = await freePort();
  const child = spawn(process.execPath, ["--max-old-space-size=1024", MAIN], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      HOST: "127.0.0.1",
      PORT: String(port),
      RATE_LIMIT_PER_MINUTE: "1000000",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.includes("listening") && resolve());
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}
