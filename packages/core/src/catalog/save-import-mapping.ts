import type { Deps } from "../deps.js";
import type { ImportMappingKind, ImportTarget } from "./import-presets.js";

/** Remembers where an import sent each column of its file, in place of what the last import of this kind did. */
export async function saveImportMapping(
  deps: Deps,
  orgId: string,
  kind: ImportMappingKind,
  columns: Record<string, ImportTarget>,
): Promise<Record<string, ImportTarget>> {
  // One statement, so two imports saving at once never both try to create the row.
  await deps.db.$executeRaw`
    INSERT INTO "ImportMapping" ("orgId", kind, columns, "updatedAt")
    VALUES (${orgId}, ${kind}, ${JSON.stringify(columns)}::jsonb, ${deps.now()})
    ON CONFLICT ("orgId", kind) DO UPDATE SET columns = EXCLUDED.columns, "updatedAt" = EXCLUDED."updatedAt"`;
  return columns;
}
