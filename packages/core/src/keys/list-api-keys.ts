import type { ApiKey } from "@proseo/db";
import type { Deps } from "../deps.js";

export const listApiKeys = (deps: Deps, orgId: string): Promise<ApiKey[]> =>
  deps.db.apiKey.findMany({ where: { orgId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
