import type { Deps } from "../deps.js";
import type { ImportMappingKind, ImportTarget } from "./import-presets.js";

/** Where the organization's last import of this kind of file sent each column; empty before its first. */
export async function getImportMapping(
  deps: Deps,
  orgId: string,
  kind: ImportMappingKind,
): Promise<Record<string, ImportTarget>> {
  const saved = await deps.db.importMapping.findUnique({ where: { orgId_kind: { orgId, kind } } });
  return (saved?.columns ?? {}) as Record<string, ImportTarget>;
}
