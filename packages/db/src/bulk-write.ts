// Set-based writes of many rows in one statement, the rows passed as one JSON parameter
// (Prisma's createMany costs ~0.3 ms a row; a statement per row far more).
import { Prisma, type PrismaClient } from "./generated/prisma/client.js";

/** A client or a transaction: anything that runs a raw statement. */
type SqlExecutor = Pick<PrismaClient, "$executeRaw">;

type Scalars<M extends Prisma.ModelName> = Prisma.TypeMap["model"][M]["payload"]["scalars"];
type Column<M extends Prisma.ModelName> = keyof Scalars<M> & string;

/** A field's value in a row: as the model types it, a Json field takes any JSON-serialisable value. */
type RowValue<T> = [Prisma.JsonValue] extends [T] ? unknown : T extends bigint ? never : T;

/** One row: a value (or null, when the column allows it) for every written column. */
export type BulkRow<M extends Prisma.ModelName, C extends Column<M>> = { [F in C]: RowValue<Scalars<M>[F]> };

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * The rows as a relation `r` of the table's own row type: jsonb_populate_recordset reads each field
 * with its column's type (enums, timestamps, jsonb, arrays), so no column needs a cast, and takes
 * the fields a row lacks from `shared`, sent once. Tables are named as their models (the schema maps no names).
 */
const rowsOf = (table: string, rows: readonly object[], shared: object) =>
  Prisma.sql`jsonb_populate_recordset(
    jsonb_populate_record(NULL::${Prisma.raw(quoted(table))}, ${JSON.stringify(shared)}::jsonb),
    ${JSON.stringify(rows)}::jsonb) AS r`;

/**
 * INSERTs the rows into the model's table, writing `columns` from each row and the columns of
 * `shared` (one value for every row); the others take their defaults. Answers the rows written.
 */
export async function bulkInsert<M extends Prisma.ModelName, const C extends Column<M>, const S extends Column<M> = never>(
  db: SqlExecutor,
  table: M,
  columns: readonly C[],
  rows: readonly BulkRow<M, C>[],
  shared?: BulkRow<M, S>,
): Promise<number> {
  if (!rows.length) return 0;
  const names = Prisma.raw([...columns, ...Object.keys(shared ?? {})].map(quoted).join(", "));
  return db.$executeRaw`INSERT INTO ${Prisma.raw(quoted(table))} (${names}) SELECT ${names} FROM ${rowsOf(table, rows, shared ?? {})}`;
}

/**
 * UPDATEs the rows whose `key` matches, setting `columns` from each row and the columns of `shared`
 * (one value for every row). Answers the rows changed.
 */
export async function bulkUpdate<
  M extends Prisma.ModelName,
  const K extends Column<M>,
  const C extends Column<M>,
  const S extends Column<M> = never,
>(
  db: SqlExecutor,
  table: M,
  key: K,
  columns: readonly C[],
  rows: readonly BulkRow<M, K | C>[],
  shared?: BulkRow<M, S>,
): Promise<number> {
  if (!rows.length) return 0;
  const assignments = [...columns, ...Object.keys(shared ?? {})].map((column) => `${quoted(column)} = r.${quoted(column)}`);
  return db.$executeRaw`
    UPDATE ${Prisma.raw(quoted(table))} AS t SET ${Prisma.raw(assignments.join(", "))}
    FROM ${rowsOf(table, rows, shared ?? {})} WHERE t.${Prisma.raw(quoted(key))} = r.${Prisma.raw(quoted(key))}`;
}
