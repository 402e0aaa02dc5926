import { describe, expect, it } from "vitest";
import { openTestDatabase } from "./testing.js";

describe("migrations", () => {
  it("apply once to the test database and are a no-op the second time", async () => {
    const database = await openTestDatabase();
    try {
      // The test database is cloned from a migrated template, so nothing is pending.
      expect(await database.migrate()).toEqual([]);
      const tables = await database.prisma.$queryRaw<{ count: bigint }[]>`
        SELECT count(*) AS count FROM information_schema.tables WHERE table_schema = 'public' AND table_name = 'Organization'`;
      expect(Number(tables[0]?.count)).toBe(1);
    } finally {
      await database.close();
    }
  });
});
