import type { CreditEntry } from "@proseo/db";
import type { Deps } from "../deps.js";

export const recentLedgerEntries = (deps: Deps, orgId: string, limit = 20): Promise<CreditEntry[]> =>
  deps.db.creditEntry.findMany({ where: { orgId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: limit });
