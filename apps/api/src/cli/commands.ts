import path from "node:path";
import {
  AppError,
  createApiKey,
  createInvitation,
  createOrganization,
  createUser,
  getOrganization,
  grantCredits,
  listOrganizations,
  listApiKeys,
  listInvitations,
  parseDuration,
  revokeApiKey,
  revokeInvitation,
  setOrganizationPaused,
  updateOrganizationSettings,
  type Config,
  type ErrorCode,
} from "@proseo/core/accounts";
import type { CsvChannelSlug, Deps, Role, Scope } from "@proseo/core";
import { BackupError, backupEmbedded, RESTORE_LIMIT_MB, restoreEmbedded } from "@proseo/db";
import { apiKeyView } from "../contract/api-key.js";
import { invitationView } from "../contract/member.js";
import { organizationView } from "../contract/organization.js";
import { restrictToOwner } from "../data-dir.js";
import { openConfiguredDatabase } from "../database.js";

interface CommandArgs {
  positionals: string[];
  values: Record<string, string | string[] | boolean | undefined>;
}

/** A command's result: one JSON object for --json, and the lines a person reads. */
interface CommandResult {
  json: Record<string, unknown>;
  text: string[];
}

type Command = (deps: Deps, args: CommandArgs) => Promise<CommandResult>;

const usageError = (message: string) => new AppError("validation_failed", message, [{ path: "arguments", message }]);

function text(args: CommandArgs, name: string): string {
  const value = args.values[name];
  if (typeof value !== "string" || value === "") throw usageError(`--${name} is required.`);
  return value;
}

/** The organization `--org` names, or "No such organization." (not_found) before the command does anything. */
async function orgOption(deps: Deps, args: CommandArgs): Promise<string> {
  return (await getOrganization(deps, text(args, "org"))).id;
}

function optionalText(args: CommandArgs, name: string): string | undefined {
  const value = args.values[name];
  return typeof value === "string" ? value : undefined;
}

function integer(args: CommandArgs, name: string): number {
  const value = Number(text(args, name));
  if (!Number.isInteger(value)) throw usageError(`--${name} must be a whole number.`);
  return value;
}

function onOff(args: CommandArgs, name: string): boolean | undefined {
  const value = optionalText(args, name);
  if (value === undefined) return undefined;
  if (value !== "on" && value !== "off") throw usageError(`--${name} must be on or off.`);
  return value === "on";
}

function positional(args: CommandArgs, index: number, what: string): string {
  const value = args.positionals[index];
  if (!value) throw usageError(`Name the ${what}.`);
  return value;
}

const orgResult = (org: Parameters<typeof organizationView>[0], headline: string): CommandResult => {
  const view = organizationView(org);
  return {
    json: { id: view.id, organization: view },
    text: [
      headline,
      `  id:        ${view.id}`,
      `  name:      ${view.name}`,
      `  languages: ${view.languages.join(", ")}`,
      `  balance:   ${view.balance} credits`,
      `  paused:    api ${view.api_paused ? "yes" : "no"}, ai ${view.ai_paused ? "yes" : "no"}`,
      `  auto-publish: ${view.auto_publish ? "on" : "off"}`,
      `  default channel: ${view.default_channel}`,
    ],
  };
};

async function setPaused(deps: Deps, args: CommandArgs, paused: boolean): Promise<CommandResult> {
  const scope = args.values["ai-only"] ? "ai" : "api";
  const org = await setOrganizationPaused(deps, positional(args, 0, "organization id"), paused, scope);
  return orgResult(org, `${paused ? "Paused" : "Resumed"} ${scope === "ai" ? "AI calls" : "the API"} for ${org.name}.`);
}

export const commands: Record<string, { usage: string; run: Command }> = {
  "org create": {
    usage: "org create --name N --languages en,de [--credits 1000]",
    run: async (deps, args) => {
      const credits = args.values.credits === undefined ? 0 : integer(args, "credits");
      const org = await createOrganization(deps, {
        name: text(args, "name"),
        languages: text(args, "languages")
          .split(",")
          .map((code) => code.trim())
          .filter(Boolean),
        credits,
      });
      return orgResult(org, "Created organization.");
    },
  },
  "org list": {
    usage: "org list",
    run: async (deps) => {
      const organizations = (await listOrganizations(deps)).map(organizationView);
      return {
        json: { organizations },
        text: organizations.length
          ? organizations.map((org) => `${org.id}  ${org.name}  (${org.languages.join(", ")}; ${org.balance} credits)`)
          : ["No organizations yet: create one with org create."],
      };
    },
  },
  "org show": {
    usage: "org show <org-id>",
    run: async (deps, args) => orgResult(await getOrganization(deps, positional(args, 0, "organization id")), "Organization:"),
  },
  "org pause": { usage: "org pause <org-id> [--ai-only]", run: (deps, args) => setPaused(deps, args, true) },
  "org resume": { usage: "org resume <org-id> [--ai-only]", run: (deps, args) => setPaused(deps, args, false) },
  "org set": {
    usage:
      "org set <org-id> [--languages en,de] [--rate-limit N|none] [--daily-ai-cap N|none] [--auto-publish on|off] [--default-channel shopify|woocommerce]",
    run: async (deps, args) => {
      const nullableInteger = (name: string) => {
        const value = optionalText(args, name);
        return value === undefined ? undefined : value === "none" ? null : integer(args, name);
      };
      const languages = optionalText(args, "languages");
      const org = await updateOrganizationSettings(deps, positional(args, 0, "organization id"), {
        languages: languages
          ?.split(",")
          .map((code) => code.trim())
          .filter(Boolean),
        rateLimitPerMinute: nullableInteger("rate-limit"),
        dailyAiSpendCap: nullableInteger("daily-ai-cap"),
        autoPublish: onOff(args, "auto-publish"),
        defaultChannel: optionalText(args, "default-channel") as CsvChannelSlug | undefined,
      });
      return orgResult(org, "Updated organization.");
    },
  },
  "key create": {
    usage: "key create --org <org-id> --scope S [--scope S ...] [--expires-in 30d] [--name N]",
    run: async (deps, args) => {
      const scopes = args.values.scope;
      const expiresIn = optionalText(args, "expires-in");
      const { key, apiKey } = await createApiKey(deps, {
        orgId: await orgOption(deps, args),
        name: optionalText(args, "name"),
        scopes: (Array.isArray(scopes) ? scopes : typeof scopes === "string" ? [scopes] : []) as Scope[],
        expiresAt: expiresIn ? new Date(deps.now().getTime() + parseDuration(expiresIn)) : undefined,
      });
      const view = apiKeyView(apiKey, deps.now());
      return {
        json: { id: apiKey.id, key, api_key: view },
        text: [
          "Created API key. It is shown this once; store it now:",
          "",
          `  ${key}`,
          "",
          `  id:      ${apiKey.id}`,
          `  scopes:  ${view.scopes.join(" ")}`,
          `  expires: ${view.expires_at ?? "never"}`,
        ],
      };
    },
  },
  "key list": {
    usage: "key list --org <org-id>",
    run: async (deps, args) => {
      const keys = (await listApiKeys(deps, await orgOption(deps, args))).map((key) => apiKeyView(key, deps.now()));
      return {
        json: { keys },
        text: keys.length ? keys.map((k) => `${k.id}  ${k.prefix}…  ${k.status.padEnd(7)}  ${k.scopes.join(" ")}`) : ["No keys."],
      };
    },
  },
  "key revoke": {
    usage: "key revoke <key-id>",
    run: async (deps, args) => {
      const apiKey = apiKeyView(await revokeApiKey(deps, positional(args, 0, "key id")), deps.now());
      return { json: { id: apiKey.id, api_key: apiKey }, text: [`Revoked ${apiKey.id} (${apiKey.prefix}…).`] };
    },
  },
  "credits grant": {
    usage: "credits grant --org <org-id> --amount N",
    run: async (deps, args) => {
      const orgId = await orgOption(deps, args);
      const balance = await grantCredits(deps, orgId, integer(args, "amount"));
      return { json: { id: orgId, balance }, text: [`Granted. Balance: ${balance} credits.`] };
    },
  },
  "user create": {
    usage: "user create --email E --password P --org <org-id>",
    run: async (deps, args) => {
      const user = await createUser(deps, {
        email: text(args, "email"),
        password: text(args, "password"),
        orgId: await orgOption(deps, args),
      });
      return {
        json: { id: user.id, user: { id: user.id, email: user.email, name: user.name } },
        text: [`Created user ${user.email} (${user.id}).`],
      };
    },
  },
  "invite create": {
    usage: "invite create --org <org-id> --email E --role owner|admin|editor|viewer [--console-url https://console.example.com]",
    run: async (deps, args) => {
      const { token, invitation } = await createInvitation(deps, await orgOption(deps, args), {
        email: text(args, "email"),
        role: text(args, "role") as Role,
      });
      const view = invitationView(invitation);
      const link = `${(optionalText(args, "console-url") ?? "").replace(/\/+$/, "")}/invite/${token}`;
      return {
        json: { id: view.id, link, token, invitation: view },
        text: [
          `Invited ${view.email} as ${view.role}. The link is shown this once and works once, until ${view.expires_at}:`,
          "",
          `  ${link}`,
          "",
          `  id: ${view.id}`,
        ],
      };
    },
  },
  "invite list": {
    usage: "invite list --org <org-id>",
    run: async (deps, args) => {
      const invitations = (await listInvitations(deps, await orgOption(deps, args))).map(invitationView);
      return {
        json: { invitations },
        text: invitations.length
          ? invitations.map((i) => `${i.id}  ${i.role.padEnd(6)}  ${i.email}  expires ${i.expires_at}`)
          : ["No pending invitations."],
      };
    },
  },
  "invite revoke": {
    usage: "invite revoke --org <org-id> <invitation-id>",
    run: async (deps, args) => {
      const id = positional(args, 0, "invitation id");
      await revokeInvitation(deps, await orgOption(deps, args), id);
      return { json: { id }, text: [`Revoked invitation ${id}.`] };
    },
  },
};

const backupFailures: Record<BackupError["reason"], ErrorCode> = {
  no_database: "not_found",
  unavailable: "service_unavailable",
  in_use: "conflict",
  target_not_empty: "conflict",
  not_a_backup: "validation_failed",
  too_large: "payload_too_large",
};

/**
 * Runs a backup or restore as the server keeps DATA_DIR (files its user's alone, see database.ts),
 * its expected refusals as errors of the CLI's shape.
 */
async function inDataDir<T>(config: Config, work: () => Promise<T>): Promise<T> {
  process.umask(0o077);
  try {
    return await work();
  } catch (error) {
    if (error instanceof BackupError) throw new AppError(backupFailures[error.reason], error.message);
    throw error;
  } finally {
    restrictToOwner(config.DATA_DIR);
  }
}

/** The embedded database's backups are the CLI's; PostgreSQL has its own tools, named in the refusal. */
function refuseOnPostgres(config: Config, command: string, instead: string): void {
  if (!config.DATABASE_URL) return;
  const message = `proseo ${command} handles the embedded database; with DATABASE_URL set, use PostgreSQL's own tools: ${instead} (see docs/deploy.md, "Backups and restore").`;
  throw new AppError("validation_failed", message, [{ path: "DATABASE_URL", message: "set: the database is PostgreSQL" }]);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Commands that look after the database itself, given the configuration rather than core's deps. */
export const databaseCommands: Record<
  string,
  { usage: string; run: (config: Config, args: CommandArgs) => Promise<CommandResult> }
> = {
  engine: {
    usage: "engine check",
    run: async (config, args) => {
      if (positional(args, 0, "engine command") !== "check") throw usageError("The engine command is check.");
      if (config.TEXT_ENGINE === "builtin") return { json: { engine: "builtin" }, text: ["The built-in writer asks no server."] };
      // The whole of core, loaded for this command alone (see packages/core/src/accounts.ts).
      const { checkTextEngine, createTextEngine, describeEngineCheck } = await import("@proseo/core");
      try {
        const found = (await checkTextEngine(createTextEngine(config)))!;
        return {
          json: { engine: "openai", ...found },
          text: [describeEngineCheck(found), ...found.warnings.map((warning) => `Warning: ${warning}.`)],
        };
      } catch (error) {
        const message = `The text engine cannot be used: ${(error as Error).message}`;
        throw new AppError("service_unavailable", message, [{ path: "OPENAI_BASE_URL", message }]);
      }
    },
  },
  migrate: {
    usage: "migrate",
    run: async (config) => {
      // Opening the configured database applies pending migrations.
      await (await openConfiguredDatabase(config, "cli")).close();
      return { json: { migrated: true }, text: ["Database schema is up to date."] };
    },
  },
  backup: {
    usage: "backup --out FILE",
    run: async (config, args) => {
      refuseOnPostgres(config, "backup", 'pg_dump -Fc -f proseo.dump "$DATABASE_URL"');
      const file = path.resolve(text(args, "out"));
      const { bytes } = await inDataDir(config, () => backupEmbedded(config.DATA_DIR, file));
      return {
        json: { file, bytes },
        text: [`Backed up the embedded database in ${config.DATA_DIR} to ${file} (${megabytes(bytes)}).`],
      };
    },
  },
  restore: {
    usage: `restore FILE [--force] [--max-mb N (default ${RESTORE_LIMIT_MB})]`,
    run: async (config, args) => {
      refuseOnPostgres(config, "restore", 'pg_restore --no-owner -d "$DATABASE_URL" proseo.dump');
      const file = positional(args, 0, "backup file");
      const force = args.values.force === true;
      const limitMb = args.values["max-mb"] === undefined ? undefined : integer(args, "max-mb");
      if (limitMb !== undefined && limitMb < 1) throw usageError("--max-mb must be at least 1.");
      const { migrations } = await inDataDir(config, () => restoreEmbedded(file, config.DATA_DIR, { force, limitMb }));
      return {
        json: { data_dir: config.DATA_DIR, migrations_applied: migrations },
        text: [
          `Restored ${file} into ${config.DATA_DIR}${migrations.length ? `, then applied ${migrations.length} migration(s)` : ""}.`,
          "Media files are not in the backup: copy DATA_DIR/blobs (or keep the bucket) as docs/deploy.md (Backups and restore) describes.",
        ],
      };
    },
  },
};
