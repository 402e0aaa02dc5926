#!/usr/bin/env node
import { parseArgs } from "node:util";
import { AppError, type Config, ConfigError, loadConfig } from "@proseo/core/accounts";
import type { Deps } from "@proseo/core";
import { openConfiguredDatabase } from "../database.js";
import { commands, databaseCommands } from "./commands.js";

const options = {
  json: { type: "boolean" },
  help: { type: "boolean", short: "h" },
  "ai-only": { type: "boolean" },
  name: { type: "string" },
  languages: { type: "string" },
  credits: { type: "string" },
  org: { type: "string" },
  scope: { type: "string", multiple: true },
  "expires-in": { type: "string" },
  amount: { type: "string" },
  email: { type: "string" },
  password: { type: "string" },
  role: { type: "string" },
  "console-url": { type: "string" },
  "rate-limit": { type: "string" },
  "daily-ai-cap": { type: "string" },
  "default-channel": { type: "string" },
  "auto-publish": { type: "string" },
  out: { type: "string" },
  force: { type: "boolean" },
  "max-mb": { type: "string" },
} as const;

function usage(): string {
  const all = [...Object.values(databaseCommands), ...Object.values(commands)];
  return ["Usage: proseo <command> [--json]", "", ...all.map((c) => `  ${c.usage}`)].join("\n");
}

async function main(): Promise<number> {
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; options: typeof options; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: process.argv.slice(2), options, allowPositionals: true });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage()}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [group = "", action, ...rest] = positionals;
  const databaseCommand = Object.hasOwn(databaseCommands, group) ? databaseCommands[group] : undefined;
  const command = commands[`${group} ${action}`];
  if (values.help || (!command && !databaseCommand)) {
    console.error(usage());
    return values.help ? 0 : 2;
  }

  const config = loadConfig();
  try {
    const result = databaseCommand
      ? await databaseCommand.run(config, { positionals: positionals.slice(1), values })
      : await withDatabase(config, (deps) => command!.run(deps, { positionals: rest, values }));
    console.log(values.json ? JSON.stringify(result.json) : result.text.join("\n"));
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (values.json) console.log(JSON.stringify({ error: { code: error.code, message: error.message, details: error.details } }));
    console.error(`Error: ${error.message}${error.details.map((d) => `\n  ${d.path}: ${d.message}`).join("")}`);
    return 1;
  }
}

async function withDatabase<T>(config: Config, work: (deps: Deps) => Promise<T>): Promise<T> {
  const database = await openConfiguredDatabase(config, "cli");
  try {
    return await work({ db: database.prisma, read: database.read, now: () => new Date() });
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
