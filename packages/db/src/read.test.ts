import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "./generated/prisma/client.js";
import { openTestDatabase } from "./testing.js";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => (database = await openTestDatabase()));
afterAll(() => database.close());

const createdAt = new Date(Date.UTC(2026, 10, 28, 23, 30, 15, 123));

describe("read", () => {
  it("answers the rows Prisma's raw query answers (timestamps, arrays, jsonb, enums, counts), in any time zone", async () => {
    const { prisma, read } = database;
    await prisma.organization.create({ data: { id: "org_read", name: "Read", languages: ["en", "de"], createdAt } });
    await prisma.product.create({
      data: {
        id: "prod_read",
        orgId: "org_read",
        sku: "R-1",
        name: "Merino sweater",
        sourceData: { care: { en: "Hand wash" }, weight: 320.5 },
        status: "generated",
        failedChecks: ["length"],
        createdAt,
      },
    });
    const products = Prisma.sql`SELECT * FROM "Product" WHERE "orgId" = ${"org_read"} AND "createdAt" >= ${createdAt}`;
    const count = Prisma.sql`SELECT count(*) AS count, max("createdAt") AS newest FROM "Product" WHERE "orgId" = ${"org_read"}`;
    const zone = process.env.TZ;
    try {
      // East of UTC, where a timestamp read or written in local time moves by hours.
      process.env.TZ = "Asia/Tokyo";
      const [read_, expected] = await Promise.all([read(products), prisma.$queryRaw(products)]);
      expect(read_).toEqual(expected);
      expect(read_).toEqual([expect.objectContaining({ createdAt, failedChecks: ["length"], status: "generated" })]);
      expect(await read(count)).toEqual(await prisma.$queryRaw(count));
      expect(await read(count)).toEqual([{ count: 1n, newest: createdAt }]);
    } finally {
      process.env.TZ = zone;
      if (zone === undefined) delete process.env.TZ;
    }
  });
});
