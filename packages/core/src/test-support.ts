import { openTestDatabase } from "@proseo/db/testing";
import type { Deps } from "./deps.js";

/** A migrated database of the test's own with a clock the test can move. */
export async function openTestDeps(start = new Date("2026-01-01T00:00:00Z")) {
  const database = await openTestDatabase();
  let now = start.getTime();
  const deps: Deps = { db: database.prisma, read: database.read, now: () => new Date(now) };
  return {
    deps,
    kind: database.kind,
    advance: (ms: number) => void (now += ms),
    close: () => database.close(),
  };
}
