import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bulkInsert, bulkUpdate } from "./bulk-write.js";
import { openTestDatabase } from "./testing.js";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => (database = await openTestDatabase()));
afterAll(() => database.close());

const at = (ms: number) => new Date(Date.UTC(2026, 10, 21, 9, 30, 15, ms));
const awkward = `O'Brien "Strick" \\ 100% — ü € 🧶 {"not": "json"} $1 ?`;

describe("bulk writes", () => {
  it("insert rows, and values shared by every row, with each column read as its own type: text, null, arrays, jsonb, enums, timestamps", async () => {
    const { prisma } = database;
    const orgs = [
      { id: "org_bulk", name: awkward, languages: ["en", "de"], creditBalance: 7, createdAt: at(1), updatedAt: at(2) },
      { id: "org_bulk2", name: "Second", languages: [], creditBalance: 0, createdAt: at(3), updatedAt: at(4) },
    ];
    expect(
      await bulkInsert(prisma, "Organization", ["id", "name", "languages", "creditBalance", "createdAt", "updatedAt"], orgs),
    ).toBe(2);
    const rows = [
      {
        id: "prod_a",
        sku: "A-1",
        name: awkward,
        brand: null,
        sourceData: { color: "navy", care: { en: "Hand wash", de: "Handwäsche" }, sizes: ["S", "M"], weight: 320.5, note: null },
        status: "generated" as const,
        createdAt: at(5),
      },
      {
        id: "prod_b",
        sku: "B-1",
        name: "Plain",
        brand: "Acme",
        sourceData: {},
        status: "failed" as const,
        createdAt: at(6),
      },
    ];
    const columns = ["id", "sku", "name", "brand", "sourceData", "status", "createdAt"] as const;
    const shared = { orgId: "org_bulk", updatedAt: at(999) };
    expect(await bulkInsert(prisma, "Product", columns, rows, shared)).toBe(2);

    expect(await prisma.organization.findMany({ where: { id: { startsWith: "org_bulk" } }, orderBy: { id: "asc" } })).toEqual(
      orgs.map((org) => expect.objectContaining(org)),
    );
    const stored = await prisma.product.findMany({ where: { orgId: "org_bulk" }, orderBy: { id: "asc" } });
    expect(stored).toEqual(rows.map((row) => expect.objectContaining({ ...row, ...shared })));
    // Columns not written take their defaults.
    expect(stored.map((product) => [product.category, product.version, product.values])).toEqual([
      [null, 1, {}],
      [null, 1, {}],
    ]);
  });

  it("update the rows matching the key, with the shared values too, and leave the others alone", async () => {
    const { prisma } = database;
    const changed = await bulkUpdate(
      prisma,
      "Product",
      "id",
      ["name", "values", "status", "version"],
      [
        { id: "prod_a", name: "Renamed", values: { title: { en: awkward } }, status: "published", version: 2 },
        { id: "prod_missing", name: "Nobody", values: {}, status: "pending", version: 9 },
      ],
      { deletedAt: at(8) },
    );
    expect(changed).toBe(1);
    const [a, b] = await prisma.product.findMany({ where: { orgId: "org_bulk" }, orderBy: { id: "asc" } });
    expect(a).toMatchObject({
      name: "Renamed",
      values: { title: { en: awkward } },
      status: "published",
      version: 2,
      deletedAt: at(8),
      sku: "A-1",
      updatedAt: at(999),
    });
    expect(b).toMatchObject({ name: "Plain", values: {}, status: "failed", version: 1, deletedAt: null });
    expect(await prisma.product.count({ where: { id: "prod_missing" } })).toBe(0);
  });

  it("reject a value the column's type does not hold, and write nothing", async () => {
    const { prisma } = database;
    const row = { id: "prod_c", orgId: "org_bulk", sku: "C-1", name: "C", status: "shipped" as never };
    await expect(bulkInsert(prisma, "Product", ["id", "orgId", "sku", "name", "status"], [row])).rejects.toThrow(/ProductStatus/);
    expect(await prisma.product.count({ where: { id: "prod_c" } })).toBe(0);
  });

  it("quote identifiers, so that a name is never read as SQL", async () => {
    const { prisma } = database;
    const table = 'Product" WHERE false; DROP TABLE "Product' as "Product";
    await expect(bulkInsert(prisma, table, ["id"], [{ id: "x" }])).rejects.toThrow(/does not exist/);
    const column = 'sku" = NULL; DROP TABLE "Product' as "sku";
    await expect(bulkUpdate(prisma, "Product", "id", [column], [{ id: "prod_b", [column]: "y" }])).rejects.toThrow(
      /does not exist/,
    );
    expect(await prisma.product.count({ where: { orgId: "org_bulk" } })).toBe(2);
  });
});
