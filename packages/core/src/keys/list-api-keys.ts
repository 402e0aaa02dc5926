import type { Deps } from "../deps.js";
import { type ApiKeyRecord, WITH_CREATOR } from "./api-key.js";

export const listApiKeys = (deps: Deps, orgId: string): Promise<ApiKeyRecord[]> =>
  deps.db.apiKey.findMany({ where: { orgId }, include: WITH_CREATOR, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
