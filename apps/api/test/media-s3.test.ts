import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBlobStore, loadConfig } from "@proseo/core";
import { startApi, type Api, solidImage } from "./support.js";

// A real S3-protocol server (s3rver, its default account S3RVER/S3RVER), started here.
const BUCKET = "proseo-media";
let s3: S3rver;
let endpoint: string;
let api: Api;

const s3Env = (at: string) => ({
  S3_ENDPOINT: at,
  S3_BUCKET: BUCKET,
  S3_REGION: "us-east-1",
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
});

beforeAll(async () => {
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(os.tmpdir(), "proseo-s3rver-")),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = (await s3.run()) as { port: number };
  endpoint = `http://127.0.0.1:${port}`;
  api = await startApi(s3Env(endpoint));
});
afterAll(async () => {
  await api?.close();
  await s3?.close();
});

/** An upload's body: the image, and its role when given. */
function imageForm(png: Buffer, role?: string) {
  const form = new FormData();
  form.append("file", new Blob([png]), "photo.png");
  if (role) form.append("role", role);
  return form;
}

describe("media in an S3-compatible bucket", () => {
  it("stores uploads in the bucket, answers presigned URLs that the bucket serves, and deletes unreferenced objects", async () => {
    const tenant = await api.createTenant();
    await tenant.call("POST", "/v1/products", { products: [{ sku: "S3-1", name: "Bucket product" }] });
    const product = (await tenant.call("GET", "/v1/products")).json.products[0];
    const png = await solidImage("png", 20, 10, "#123456");
    const form = imageForm(png);
    const uploaded = await tenant.call("POST", `/v1/products/${product.id}/media`, form);
    expect(uploaded.status, uploaded.text).toBe(201);
    const url = new URL(uploaded.json.url);
    expect(url.origin).toBe(endpoint);
    expect(url.pathname).toMatch(new RegExp(`^/${BUCKET}/[0-9a-f]{64}\\.png$`));
    expect(url.searchParams.get("X-Amz-Signature")).toBeTruthy();

    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);

    // The same bytes again are one object in the bucket, deleted with the last item that has it.
    const again = await tenant.call("POST", `/v1/products/${product.id}/media`, form);
    expect(new URL(again.json.url).pathname).toBe(url.pathname);
    const remove = (id: string) => tenant.call("DELETE", `/v1/products/${product.id}/media/${id}`);
    expect((await remove(uploaded.json.id)).status).toBe(204);
    expect((await fetch(again.json.url)).status).toBe(200);
    expect((await remove(again.json.id)).status).toBe(204);
    expect((await fetch(again.json.url)).status).toBe(404);
    // The local blob route is not served when media live in a bucket.
    expect((await fetch(`${api.baseUrl}/v1/blobs/${url.pathname.split("/").pop()}?expires=1&signature=x`)).status).toBe(404);
  });

  it("serves a platform file's images from the bucket at addresses that do not expire with the bucket's signatures", async () => {
    const tenant = await api.createTenant();
    await tenant.call("POST", "/v1/products", { products: [{ sku: "S3-2", name: "Exported product" }] });
    const product = (await tenant.call("GET", "/v1/products")).json.products[0];
    const png = await solidImage("png", 12, 8, "#654321");
    expect((await tenant.call("POST", `/v1/products/${product.id}/media`, imageForm(png, "base"))).status).toBe(201);
    const file = await tenant.call("GET", "/v1/export/catalog.csv?language=en&channel=shopify&format=products");
    const address = /(http:\/\/127\.0\.0\.1:\d+\/v1\/images\/[^,\s]+\/s3-2\.png)/.exec(file.text)?.[1];
    expect(address, file.text).toBeDefined();
    // Past any presigned URL's longest life (7 days): the API reads the bucket itself.
    api.advance(8 * 24 * 3600 * 1000);
    const served = await fetch(address!);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it("counts as reachable for /readyz while its bucket answers, and not for a bucket that does not exist", async () => {
    expect((await fetch(`${api.baseUrl}/readyz`)).status).toBe(200);
    await expect(api.deps.blobStore.assertReachable()).resolves.toBeUndefined();
    const store = (bucket: string, at = endpoint) =>
      createBlobStore(loadConfig({ NODE_ENV: "test", ...s3Env(at), S3_BUCKET: bucket }), () => new Date());
    await expect(store("no-such-bucket").assertReachable()).rejects.toThrow();
    // Nothing listens on port 9 (discard) here.
    await expect(store(BUCKET, "http://127.0.0.1:9").assertReachable()).rejects.toThrow();
  });
});
