import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@proseo/db";
import { startServerProcess, stopBuiltServer } from "./support.js";

let server: ChildProcess | undefined;
let database: Database | undefined;
let base: string;
let key: string;

/** The server process's peak resident memory so far (VmHWM), in MB. */
const peakMb = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server!.pid}/status`, "utf8"))![1]) / 1024;

beforeAll(async () => {
  ({ base, server, key, database } = await startServerProcess({
    organization: "Uploads",
    credits: 0,
    scopes: ["catalog:read", "catalog:write"],
  }));
}, 120_000);

// The server goes first: closing a PostgreSQL test database also drops it.
afterAll(async () => {
  await stopBuiltServer(server);
  await database?.close();
});

/**
 * Streams a multipart body of `megabytes` without a Content-Length and answers the status the server
 * sent, or "reset": the server closes the connection after its answer, with body still unread, and a
 * reset makes the client's kernel discard an answer the client had not read yet (seen on a busy machine).
 */
function streamUpload(productId: string, megabytes: number): Promise<number | "reset"> {
  const boundary = "proseo-boundary";
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/v1/products/${productId}/media`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${key}`,
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "Transfer-Encoding": "chunked",
      },
    });
    request.on("response", (response) => resolve(response.resume().statusCode!));
    // The server closes the connection once it has answered; the rest of the body is not wanted.
    request.on("error", (error: NodeJS.ErrnoException) =>
      ["EPIPE", "ECONNRESET"].includes(error.code!) ? setImmediate(() => resolve("reset")) : reject(error),
    );
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, 1);
    let sent = 0;
    const pump = () => {
      while (sent < megabytes * 16) {
        sent += 1;
        if (request.destroyed) return;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      request.end(`\r\n--${boundary}--\r\n`);
    };
    pump();
  });
}

describe("an oversized upload", () => {
  it("is refused with 413 while it streams, without the server holding it in memory", async () => {
    const created = await fetch(`${base}/v1/products`, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ products: [{ sku: "BIG-1", name: "Big upload" }] }),
    });
    expect(created.status).toBe(200);
    const { products } = (await (await fetch(`${base}/v1/products`, { headers: { Authorization: `Bearer ${key}` } })).json()) as {
      products: { id: string }[];
    };
    // Warm up the route so that its code is loaded before the peak is read.
    const refused = [413, "reset"];
    expect(refused).toContain(await streamUpload(products[0]!.id, 3));
    const before = peakMb();
    expect(refused).toContain(await streamUpload(products[0]!.id, 200));
    expect(peakMb() - before).toBeLessThan(32);
  });
});
