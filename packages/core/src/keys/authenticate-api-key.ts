import { type ApiKey, type Organization, Prisma } from "@proseo/db";
import type { Deps } from "../deps.js";
import { AppError } from "../errors.js";
import { hashKey, KEY_PATTERN, keyStatus, LAST_USED_RESOLUTION_MS } from "./api-key.js";

const invalidKey = () => new AppError("invalid_api_key", "The API key is missing, malformed, unknown, revoked or expired.");

const keyColumns = Object.values(Prisma.ApiKeyScalarFieldEnum);
const orgColumns = Object.values(Prisma.OrganizationScalarFieldEnum);
const selected = (alias: string, columns: string[]) => columns.map((column) => `${alias}."${column}" AS "${alias}.${column}"`);

/**
 * Every request with a key reads the key and its organization: one statement, every column of both,
 * as SQL (Prisma's model query took two statements and a third of a small request's CPU time;
 * bench/README.md).
 */
const KEY_WITH_ORG = Prisma.raw(
  `SELECT ${[...selected("k", keyColumns), ...selected("o", orgColumns)].join(", ")}
   FROM "ApiKey" k JOIN "Organization" o ON o.id = k."orgId" WHERE k.hash = `,
);

/** The row's columns of one table, named as the model names them. */
const columnsOf = <T>(row: Record<string, unknown>, alias: string, columns: string[]) =>
  Object.fromEntries(columns.map((column) => [column, row[`${alias}.${column}`]])) as T;

/** Resolves a presented key to its record and organization, or fails with 401 whatever the reason. */
export async function authenticateApiKey(deps: Deps, presented: string): Promise<{ apiKey: ApiKey; org: Organization }> {
  if (!KEY_PATTERN.test(presented)) throw invalidKey();
  const [row] = await deps.read<Record<string, unknown>>(Prisma.sql`${KEY_WITH_ORG}${hashKey(presented)}`);
  if (!row) throw invalidKey();
  const now = deps.now();
  const apiKey = columnsOf<ApiKey>(row, "k", keyColumns);
  if (keyStatus(apiKey, now) !== "active") throw invalidKey();
  if (!apiKey.lastUsedAt || now.getTime() - apiKey.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await deps.db.apiKey.update({ where: { id: apiKey.id }, data: { lastUsedAt: now } });
  }
  return { apiKey, org: columnsOf<Organization>(row, "o", orgColumns) };
}
