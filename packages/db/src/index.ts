export { migrationsApplied, openDatabase, parseDatabaseUrl, type Database, type DatabaseOptions } from "./connection.js";
export { applyMigrations, diffMigrationsToSchema, migrationsDir, schemaPath } from "./schema-engine.js";
export { BackupError, backupEmbedded, RESTORE_LIMIT_MB, restoreEmbedded } from "./backup.js";
export type { ReadRows } from "./read.js";
export { bulkInsert, bulkUpdate, type BulkRow } from "./bulk-write.js";
export * from "./generated/prisma/client.js";
