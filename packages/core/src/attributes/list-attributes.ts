import type { Attribute } from "@proseo/db";
import type { Deps } from "../deps.js";
import { CONTENT_ATTRIBUTES } from "./register-attributes.js";

export async function listAttributes(deps: Deps, orgId: string): Promise<Attribute[]> {
  const attributes = await deps.db.attribute.findMany({ where: { orgId }, orderBy: [{ createdAt: "asc" }, { code: "asc" }] });
  const content = new Map<string, number>(CONTENT_ATTRIBUTES.map(({ code }, index) => [code, index]));
  // Content attributes first, in their documented order; then imported ones as they appeared.
  return attributes.sort((a, b) => (content.get(a.code) ?? Infinity) - (content.get(b.code) ?? Infinity));
}
