import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
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

    const reopened = await openDatabase({ dataDir });
    expect(await reopened.prisma.organization.count()).toBe(2);
    await reopened.close();
  });

  it("gives the owner its turn as soon as a client has closed its connection", async () => {
    const dataDir = freshDir();
    const owner = await openDatabase({ dataDir, share: true });
    await owner.migrate();
    const client = await openDatabase({ dataDir });
    expect(await client.prisma.organization.count()).toBe(0);
    // The client's last message, Terminate, reaches the owner soon after: none of the owner's next queries waits out
    // the gate's release of a quiet client (5 s, session-gate.ts).
    await client.close();
    const waits: number[] = [];
    for (const end = performance.now() + 1_000; performance.now() < end; ) {
      const started = performance.now();
      await owner.prisma.organization.count();
      waits.push(performance.now() - started);
      // The owner's queries run in this process: between them, its sockets get their turn to read.
      await new Promise(setImmediate);
    }
    expect(Math.max(...waits)).toBeLessThan(2_500);
    await owner.close();
  });

  it("pays no heed to a PID lock file, even one naming this very process", async () => {
    // Earlier versions kept the owner's PID in pglite.lock; after a kill -9 in a container the
    // restarted server often has the same PID, and believed another owner was serving.
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, "pglite.lock"), JSON.stringify({ pid: process.pid, shared: true }));
    const database = await openDatabase({ dataDir, share: true });
    await database.migrate();
    expect(await database.prisma.organization.count()).toBe(0);
    await database.close();
  });

  it("serves again after its owner was killed with SIGKILL, keeping what was committed", async () => {
    const dataDir = freshDir();
    // The owner runs in a process of its own (the built package), commits a row, and is killed.
    const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist/index.js");
    const owner = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const { openDatabase } = await import(${JSON.stringify(dist)});
         const db = await openDatabase({ dataDir: ${JSON.stringify(dataDir)}, share: true });
         await db.migrate();
         await db.prisma.organization.create({ data: { id: "org_k", name: "Killed", languages: ["en"] } });
         console.log("committed");
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    const [output] = (await once(owner.stdout, "data")) as [Buffer];
    expect(output.toString()).toContain("committed");
    owner.kill("SIGKILL");
    await once(owner, "exit");

    const restarted = await openDatabase({ dataDir, share: true });
    expect((await restarted.prisma.organization.findUniqueOrThrow({ where: { id: "org_k" } })).name).toBe("Killed");
    const client = await openDatabase({ dataDir });
    expect(await client.prisma.organization.count()).toBe(1);
    await client.close();
    await restarted.close();
  });

  it("never runs a client's statement inside a transaction of the owner", async () => {
    const dataDir = freshDir();
    const owner = await openDatabase({ dataDir, share: true });
    await owner.migrate();
    const client = await openDatabase({ dataDir });
    // The owner opens transactions that write and then roll back, again and again, while a client
    // (as the CLI does) writes row after row on its own: each of those must commit on its own.
    let writing = true;
    const rollbacks = (async () => {
      let attempt = 0;
      while (writing) {
        attempt += 1;
        await owner.prisma
          .$transaction(async (tx) => {
            await tx.organization.create({ data: { id: `org_rolled_${attempt}`, name: "Rolled back", languages: ["en"] } });
            await new Promise((resolve) => setTimeout(resolve, 2));
            throw new Error("roll back");
          })
          .catch(() => {});
      }
      return attempt;
    })();
    for (let row = 0; row < 100; row++) {
      await client.prisma.organization.create({ data: { id: `org_client_${row}`, name: "Client", languages: ["en"] } });
    }
    writing = false;
    expect(await rollbacks).toBeGreaterThan(5);
    expect(await owner.prisma.organization.count({ where: { name: "Client" } })).toBe(100);
    expect(await owner.prisma.organization.count({ where: { name: "Rolled back" } })).toBe(0);
    await client.close();
    await owner.close();
  });
});
