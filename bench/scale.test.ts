// The scale bench at 2,000 products (four chunks of the upsert path), on the test run's database: every read
// answers, and the table prints. The figures worth reading come from pnpm bench:scale at a million.
import { openTestDatabase } from "@proseo/db/testing";
import { expect, it } from "vitest";
import { printFigures, runScale } from "./scale.js";

it("loads 2,000 products through the upsert path and measures every read beside its SQL", async () => {
  const database = await openTestDatabase();
  try {
    const rows = 2_000;
    const figures = await runScale({ database, rows, requests: 5, directUrl: database.url, log: () => {} });
    printFigures(database.url ? "PostgreSQL" : "PGlite (embedded)", rows, 5, figures);
    expect(figures.map((figure) => figure.name)).toContain("deep page, cursor (90%)");
    for (const figure of figures) expect(figure.api).toHaveLength(5);
  } finally {
    await database.close();
  }
}, 600_000);
