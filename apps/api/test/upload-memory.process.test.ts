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
    // Past what the server reads of a refused body (http/refused-body.ts), it cuts the connection.
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

/** The id of a new product to upload to. */
async function productId(sku: string): Promise<string> {
  const created = await fetch(`${base}/v1/products`, {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: JSON.stringify({ products: [{ sku, name: "Big upload" }] }),
  });
  expect(created.status).toBe(200);
  const listed = await fetch(`${base}/v1/products?q=${sku}`, { headers: { Authorization: `Bearer ${key}` } });
  return ((await listed.json()) as { products: { id: string }[] }).products[0]!.id;
}

/** The status of a request sent with fetch, or the code of the network error it failed with. */
async function statusOf(url: string, init: RequestInit): Promise<number | string> {
  try {
    const response = await fetch(url, { ...init, headers: { Authorization: `Bearer ${key}`, ...init.headers } });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    return String((error as { cause?: { code?: string } }).cause?.code ?? error);
  }
}

describe("an oversized upload", () => {
  it("is refused with 413 while it streams, without the server holding it in memory", async () => {
    const id = await productId("BIG-1");
    // Warm up the route so that its code is loaded before the peak is read.
    const refused = [413, "reset"];
    expect(refused).toContain(await streamUpload(id, 3));
    const before = peakMb();
    expect(refused).toContain(await streamUpload(id, 200));
    expect(peakMb() - before).toBeLessThan(32);
  });

  it("is answered 413 to a client still sending it, not reset: 50 uploads and 50 JSON bodies in a row", async () => {
    const upload = `${base}/v1/products/${await productId("BIG-2")}/media`;
    const file = new Blob([Buffer.alloc(2.3 * 2 ** 20, 1)]);
    const statuses: (number | string)[] = [];
    for (let round = 0; round < 50; round++) {
      const form = new FormData();
      form.append("file", file, "big.png");
      statuses.push(await statusOf(upload, { method: "POST", body: form }));
    }
    const json = JSON.stringify({ products: [{ sku: "BIG-3", name: "x".repeat(2.3 * 2 ** 20) }] });
    for (let round = 0; round < 50; round++) {
      statuses.push(
        await statusOf(`${base}/v1/products`, { method: "POST", headers: { "Content-Type": "application/json" }, body: json }),
      );
    }
    expect(statuses.filter((status) => status !== 413)).toEqual([]);
  });
});
