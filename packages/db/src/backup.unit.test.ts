import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, it } from "vitest";
import { backupEmbedded, restoreEmbedded } from "./backup.js";
import { openDatabase } from "./connection.js";

const freshDir = () => mkdtempSync(path.join(os.tmpdir(), "proseo-backup-"));

it("takes the owner's backup between transactions: one open on the socket is in it whole, once committed", async () => {
  const dataDir = freshDir();
  const owner = await openDatabase({ dataDir, share: true });
  await owner.migrate();
  const client = await openDatabase({ dataDir });
  const file = path.join(freshDir(), "backup.tar.gz");

  let backup: Promise<unknown> | undefined;
  let backupDone = false;
  const doneWhileOpen = await client.prisma.$transaction(async (tx) => {
    await tx.organization.create({ data: { id: "org_first", name: "First", languages: ["en"] } });
    backup = backupEmbedded(dataDir, file).then(() => void (backupDone = true));
    await sleep(1_000);
    await tx.organization.create({ data: { id: "org_second", name: "Second", languages: ["en"] } });
    return backupDone;
  });
  await backup;
  expect(doneWhileOpen).toBe(false);
  await client.close();
  await owner.close();

  const restoredDir = freshDir();
  expect(await restoreEmbedded(file, restoredDir)).toEqual({ migrations: [] });
  const restored = await openDatabase({ dataDir: restoredDir });
  const ids = (await restored.prisma.organization.findMany({ orderBy: { id: "asc" } })).map((org) => org.id);
  await restored.close();
  expect(ids).toEqual(["org_first", "org_second"]);
});
