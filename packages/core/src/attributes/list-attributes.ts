import { type Attribute, Prisma } from "@proseo/db";
import type { Deps } from "../deps.js";
import { CONTENT_ATTRIBUTES } from "./register-attributes.js";

export async function listAttributes(deps: Deps, orgId: string): Promise<Attribute[]> {
  const attributes = await deps.read<Attribute>(
    Prisma.sql`SELECT * FROM "Attribute" WHERE "orgId" = ${orgId} ORDER BY "createdAt", code`,
  );
  const content = new Map<string, number>(CONTENT_ATTRIBUTES.map(({ code }, index) => [code, index]));
  // Content attributes first, in their documented order; then imported ones as they appeared.
  return attributes.sort((a, b) => (content.get(a.code) ?? Infinity) - (content.get(b.code) ?? Infinity));
}
