import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./connection.js";

const freshDir = () => mkdtempSync(path.join(os.tmpdir(), "proseo-embedded-"));

describe("embedded database", () => {
  it("is served by its owner to a second opener, and outlives a restart", async () => {
    const dataDir = freshDir();
    const owner = await openDatabase({ dataDir, share: true });
    await owner.migrate();
    await owner.prisma.organization.create({ data: { id: "org_a", name: "A", languages: ["en"] } });

    const client = await openDatabase({ dataDir });
    expect((await client.prisma.organization.findUniqueOrThrow({ where: { id: "org_a" } })).name).toBe("A");
    await client.prisma.organization.create({ data: { id: "org_b", name: "B", languages: ["de"] } });
    expect(await owner.prisma.organization.count()).toBe(2);
    await client.close();
    await owner.close();
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);

    const reopened = await openDatabase({ dataDir });
    expect(await reopened.prisma.organization.count()).toBe(2);
    await reopened.close();
  });

  it("takes over a lock left by a process that no longer runs", async () => {
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, "pglite.lock"), JSON.stringify({ pid: 2 ** 22 + 12345, shared: true }));
    const database = await openDatabase({ dataDir });
    await database.migrate();
    expect(await database.prisma.organization.count()).toBe(0);
    await database.close();
  });
});
