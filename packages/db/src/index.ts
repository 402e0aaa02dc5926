export { openDatabase, parseDatabaseUrl, type Database, type DatabaseOptions } from "./connection.js";
export { applyMigrations, diffMigrationsToSchema, migrationsDir, schemaPath } from "./schema-engine.js";
export { bulkInsert, bulkUpdate, type BulkRow } from "./bulk-write.js";
export * from "./generated/prisma/client.js";
