import fs, { existsSync } from "node:fs";
import http from "node:http";
import { type LocalBlobStore, MAX_IMAGE_PIXELS } from "@proseo/core";
import { glbOf, sampleGlb, sampleUsdz, USDA_LAYER, zipOf } from "@proseo/core/testing/model-files";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { consoleSession, expectError, startApi, type Api, solidImage } from "./support.js";

let api: Api;
beforeAll(async () => (api = await startApi()));
afterAll(() => api.close());

type Tenant = Awaited<ReturnType<Api["createTenant"]>>;

const form = (parts: Record<string, Buffer | string>, names: Record<string, string> = {}) => {
  const body = new FormData();
  for (const [field, value] of Object.entries(parts)) {
    if (typeof value === "string") body.append(field, value);
    else body.append(field, new Blob([value], { type: "application/octet-stream" }), names[field] ?? `${field}.bin`);
  }
  return body;
};

async function newProduct(tenant: Tenant, sku = `SKU-${Math.random().toString(36).slice(2, 8)}`) {
  await tenant.call("POST", "/v1/products", { products: [{ sku, name: `Product ${sku}` }] });
  const { json } = await tenant.call("GET", `/v1/products?q=${sku}`);
  return json.products[0] as { id: string; sku: string };
}

const upload = (tenant: Tenant, productId: string, parts: Record<string, Buffer | string>, names?: Record<string, string>) =>
  tenant.call("POST", `/v1/products/${productId}/media`, form(parts, names));

const gallery = async (tenant: Tenant, productId: string) => {
  const response = await tenant.call("GET", `/v1/products/${productId}/media`);
  expect(response.status).toBe(200);
  return response.json.media as { id: string; role: string; position: number; url: string; type: string }[];
};

/** Fetches a signed URL from the server under test (URLs name PUBLIC_API_URL or localhost:PORT). */
const fetchSigned = (url: string, headers: Record<string, string> = {}) => {
  const { pathname, search } = new URL(url);
  return fetch(`${api.baseUrl}${pathname}${search}`, { headers });
};

describe("POST /v1/products/{id}/media", () => {
  it("stores an image under the type its bytes say, whatever its name and declared type, with its size", async () => {
    const tenant = await api.createTenant();
    const product = await newProduct(tenant);
    const png = await solidImage("png", 64, 48);
    const response = await upload(tenant, product.id, { file: png, role: "base" }, { file: "photo.jpg" });
    expect(response.status, response.text).toBe(201);
    expect(response.json).toMatchObject({
      role: "base",
      type: "image",
      position: 0,
      origin: "upload",
      width: 64,
      height: 48,
      usdz_url: null,
    });
    expect(response.json.synthetic_performer).toBeNull();
    expect(new URL(response.json.url).pathname).toMatch(/\.png$/);
    const file = await fetchSigned(response.json.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
  });

  it("accepts JPEG and WebP, and refuses a text file named .png, a GIF, and a model_3d role for an image, storing nothing", async () => {
    const tenant = await api.createTenant();
    const product = await newProduct(tenant);
    for (const format of ["jpeg", "webp"] as const) {
      const response = await upload(tenant, product.id, { file: await solidImage(format) });
      expect(response.status, response.text).toBe(201);
      expect(response.json.role).toBe("gallery");
    }
    expectError(
      await upload(tenant, product.id, { file: Buffer.from("just some text") }, { file: "image.png" }),
      422,
      "validation_failed",
    );
    const gif = await solidImage("gif", 4, 4, "#fff");
    expectError(await upload(tenant, product.id, { file: gif }), 422, "validation_failed");
    expectError(await upload(tenant, product.id, { file: await solidImage("png"), role: "model_3d" }), 422, "validation_failed");
    expectError(await upload(tenant, product.id, { role: "base" }), 422, "validation_failed");
    expectError(await upload(tenant, product.id, { file: await solidImage("png"), extra: "x" }), 422, "validation_failed");
    expect((await gallery(tenant, product.id)).map((item) => item.position)).toEqual([0, 1]);
  });

  it("refuses an image of more than 50 megapixels, however small its file: a 16,000 × 16,000 PNG", async () => {
    const tenant = await api.createTenant();
    const product = await newProduct(tenant);
    const huge = await solidImage("png", 16_000, 16_000, "#fff");
    expect(16_000 * 16_000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    const response = await upload(tenant, product.id, { file: huge });
    expectError(response, 422, "validation_failed");
    expect(response.json.error.message).toBe("The image has more than 50 megapixels (width × height).");
    expect(response.json.error.details).toEqual([{ path: "file", message: response.json.error.message }]);
    expect(await gallery(tenant, product.id)).toEqual([]);
  });

  it("takes a 3D model as GLB and USDZ together, and refuses either alone", async () => {
    const tenant = await api.createTenant();
    const product = await newProduct(tenant);
    expectError(await upload(tenant, product.id, { glb: sampleGlb() }), 422, "validation_failed");
    expectError(await upload(tenant, product.id, { usdz: sampleUsdz() }), 422, "validation_failed");
    const response = await upload(tenant, product.id, { glb: sampleGlb(), usdz: sampleUsdz() });
    expect(response.status, response.text).toBe(201);
    expect(response.json).toMatchObject({ role: "model_3d", type: "model_3d", width: null, height: null });
    const model = await fetchSigned(response.json.url);
    expect(model.headers.get("content-type")).toBe("model/gltf-binary");
    const usdzFile = await fetchSigned(response.json.usdz_url);
    expect(usdzFile.headers.get("content-type")).toBe("model/vnd.usdz+zip");
    expect(Buffer.from(await usdzFile.arrayBuffer()).equals(sampleUsdz())).toBe(true);
  });

  it("refuses a GLB with errors by the Khronos glTF validator, naming the first", async () => {
    const tenant = await api.createTenant();
    const product = await newProduct(tenant);
    const refusal = async (glb: Buffer) => {
      const response = await upload(tenant, product.id, { glb, usdz: sampleUsdz() });
      expectError(response, 422, "validation_failed");
      expect(response.json.error.details[0].path).toBe("glb");
      return response.json.error.message as string;
    };
    // Only the 12-byte header, with a right magic and version.
    const header = sampleGlb().subarray(0, 12);
    header.writeUInt32LE(12, 8);
    expect(await refusal(header)).toMatch(/^Not a valid binary glTF 2\.0 file \(\.glb\): GLB_LENGTH_TOO_SMALL at byte 8: /);
    const version1 = sampleGlb();
    version1.writeUInt32LE(1, 4);
    expect(await refusal(version1)).toContain("GLB_INVALID_VERSION");
    expect(await refusal(await solidImage("png"))).toContain("GLB_INVALID_MAGIC");
    expect(await refusal(glbOf({ asset: { version: "2.0" }, scene: 0, scenes: [{ nodes: [] }] }))).toContain(
      "EMPTY_ENTITY at /scenes/0/nodes",
    );
    // A buffer elsewhere is never fetched: it is an error.
    const external = glbOf({ asset: { version: "2.0" }, buffers: [{ uri: "http://169.254.169.254/x.bin", byteLength: 4 }] });
    expect(await refusal(external)).toContain("IO_ERROR at /buffers/0/uri");
    // More warnings than one validation reports (a property glTF does not define, on each of 150 nodes) hide no error behind them.
    const nodes = Array.from({ length: 150 }, (_, index) => ({ name: `node ${index}`, colour: "red" }));
    const warned = { asset: { version: "2.0" }, scene: 0, scenes: [{ nodes: [0] }], nodes };
    expect((await upload(tenant, product.id, { glb: glbOf(warned), usdz: sampleUsdz() })).status).toBe(201);
    expect(await refusal(glbOf({ ...warned, scenes: [{ nodes: [0, 0] }] }))).toContain("DUPLICATE_ELEMENTS");
    expect((await gallery(tenant, product.id)).length).toBe(1);
  });

  it("refuses a USDZ that is not a zip of stored, 64-byte aligned files of the types it allows, with a USD layer first", async () => {
    const tenant = await api.createTenant();
    const product = await newProduct(tenant);
    const refusal = async (usdz: Buffer) => {
      const response = await upload(tenant, product.id, { glb: sampleGlb(), usdz });
      expectError(response, 422, "validation_failed");
      expect(response.json.error.details[0].path).toBe("usdz");
      return response.json.error.message as string;
    };
    // A zip's first local file header (64 bytes with its padding) naming a USD layer, then HTML: no zip behind it.
    const html = Buffer.from("<!doctype html><script>alert(1)</script>");
    const disguised = Buffer.concat([zipOf([{ name: "model.usda", data: html }]).subarray(0, 64), html]);
    expect(await refusal(disguised)).toMatch(/^Not a USDZ file: not a readable zip/);
    expect(await refusal(zipOf([{ name: "model.usda", data: html }]))).toBe(
      "Not a USDZ file: its first file is not a USD layer (.usd, .usda or .usdc).",
    );
    expect(await refusal(zipOf([{ name: "readme.txt", data: USDA_LAYER }]))).toContain("first file is not a USD layer");
    expect(await refusal(zipOf([{ name: "model.usda", data: USDA_LAYER, deflate: true }]))).toBe(
      "Not a USDZ file: model.usda is compressed or encrypted.",
    );
    expect(await refusal(zipOf([{ name: "model.usda", data: USDA_LAYER }], 1))).toBe(
      "Not a USDZ file: the data of model.usda is not 64-byte aligned.",
    );
    const texture = await solidImage("png");
    expect(
      await refusal(
        zipOf([
          { name: "texture.png", data: texture },
          { name: "model.usda", data: USDA_LAYER },
        ]),
      ),
    ).toContain("first file is not a USD layer");
    // After the layer, only the file types the USDZ specification lists: no page, script or other package.
    for (const name of ["page.html", "textures/run.js", "payload.bin", "inner.usdz", "textures/"]) {
      expect(
        await refusal(
          zipOf([
            { name: "model.usda", data: USDA_LAYER },
            { name, data: html },
          ]),
        ),
      ).toBe(
        `Not a USDZ file: ${name} is not of a type a USDZ may hold (.usd, .usda, .usdc, .png, .jpg, .jpeg, .exr, .avif, .m4a, .mp3 or .wav).`,
      );
    }
    const withTexture = zipOf([
      { name: "model.usda", data: USDA_LAYER },
      { name: "textures/wool.png", data: texture },
      { name: "textures/wool_normal.JPEG", data: texture },
      { name: "sounds/click.wav", data: Buffer.from("RIFF") },
    ]);
    expect((await upload(tenant, product.id, { glb: sampleGlb(), usdz: withTexture })).status).toBe(201);
    expect((await gallery(tenant, product.id)).length).toBe(1);
  });

  it("answers 413 over 2 MB, declared or not, and stores nothing", async () => {
    const tenant = await api.createTenant();
    const product = await newProduct(tenant);
    const big = Buffer.alloc(2.5 * 1024 * 1024, 7);
    expectError(await upload(tenant, product.id, { file: big }), 413, "payload_too_large");
    // Without a Content-Length: counted as the parts arrive.
    const body = new Response(form({ file: big }));
    const type = body.headers.get("content-type")!;
    const stream = body.body!;
    const response = await fetch(`${api.baseUrl}/v1/products/${product.id}/media`, {
      method: "POST",
      headers: { Authorization: `Bearer ${tenant.key}`, "Content-Type": type },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await gallery(tenant, product.id)).toEqual([]);
  });

  it("answers 404 for another organization's product, 403 without catalog:write, 415 for a JSON body", async () => {
    const owner = await api.createTenant();
    const product = await newProduct(owner);
    const other = await api.createTenant();
    expectError(await upload(other, product.id, { file: await solidImage("png") }), 404, "not_found");
    const reader = await api.createTenant(["catalog:read"]);
    expectError(await upload(reader, product.id, { file: await solidImage("png") }), 403, "missing_scope");
    expectError(await owner.call("POST", `/v1/products/${product.id}/media`, { file: "x" }), 415, "unsupported_media_type");
  });
});

describe("POST /console/products/{id}/media", () => {
  const SECRET = "media-test-secret-0123456789abcdef";
  const CONSOLE = "http://console.example:3000";
  let consoleApi: Api;
  beforeAll(async () => (consoleApi = await startApi({ NEXTAUTH_SECRET: SECRET, NEXTAUTH_URL: CONSOLE })));
  afterAll(() => consoleApi.close());

  it("refuses a session's upload sent by a page of another site (its Origin), and takes the console's own and API keys'", async () => {
    const tenant = await consoleApi.createTenant();
    const id = (await consoleApi.importProducts(tenant, [{ sku: "CONSOLE-1", name: "Sweater" }]))["CONSOLE-1"]!;
    const { cookie } = await consoleSession(consoleApi, tenant, SECRET);
    const send = (path: string, headers: Record<string, string>, colour: number) => async () =>
      consoleApi.caller(null)("POST", path, form({ file: await solidImage("png", 8, 8, { r: colour, g: 0, b: 0 }) }), headers);
    const fromConsole = (origin: string | null, colour: number) =>
      send(`/console/products/${id}/media`, { cookie, ...(origin ? { origin } : {}) }, colour)();

    // Same host as the console (npm start), another port; another site; a sandboxed page.
    for (const origin of ["http://console.example:4000", "https://evil.example", "null"]) {
      expectError(await fromConsole(origin, 1), 403, "cross_site_request");
    }
    expect(await consoleApi.deps.db.mediaItem.count({ where: { productId: id } })).toBe(0);
    // The console's own pages, and its server (which sends no Origin).
    expect((await fromConsole(CONSOLE, 2)).status).toBe(201);
    expect((await fromConsole(null, 3)).status).toBe(201);
    // An API key is not a browser's ambient credential: its Origin does not matter.
    const byKey = send(`/v1/products/${id}/media`, { authorization: `Bearer ${tenant.key}`, origin: "https://evil.example" }, 4);
    expect((await byKey()).status).toBe(201);
  });
});

describe("signed media URLs", () => {
  it("serve ranges and ETags, and refuse a tampered or expired URL with 403", async () => {
    const tenant = await api.createTenant();
    const product = await newProduct(tenant);
    const png = await solidImage("png", 120, 80);
    const { json: item } = await upload(tenant, product.id, { file: png });
    const whole = await fetchSigned(item.url);
    const etag = whole.headers.get("etag")!;
    expect(etag).toBeTruthy();
    // Embeddable by a storefront's pages and fetchable by 3D viewers on other origins.
    expect(whole.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(whole.headers.get("access-control-allow-origin")).toBe("*");
    const part = await fetchSigned(item.url, { Range: "bytes=0-9" });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(png.subarray(0, 10))).toBe(true);
    // fetch() turns a conditional request into a no-cache one (the Fetch standard), so this one goes by node:http.
    const { pathname, search } = new URL(item.url);
    const notModified = await new Promise<number>((resolve, reject) =>
      http
        .get(`${api.baseUrl}${pathname}${search}`, { headers: { "If-None-Match": etag } }, (answer) =>
          resolve(answer.resume().statusCode!),
        )
        .on("error", reject),
    );
    expect(notModified).toBe(304);
    expect((await fetchSigned(item.url, { Range: `bytes=${png.length + 10}-` })).status).toBe(416);

    const tampered = new URL(item.url);
    tampered.searchParams.set("expires", String(Number(tampered.searchParams.get("expires")) + 3600));
    expect((await fetchSigned(tampered.toString())).status).toBe(403);
    const otherKey = item.url.replace(/\/[0-9a-f]{64}\.png/, `/${"0".repeat(64)}.png`);
    expect((await fetchSigned(otherKey)).status).toBe(403);
    api.advance(3601_000);
    const expired = await fetchSigned(item.url);
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as { error: { code: string } }).error.code).toBe("invalid_signature");
    // A fresh list signs afresh.
    const [fresh] = await gallery(tenant, product.id);
    expect((await fetchSigned(fresh!.url)).status).toBe(200);
  });

  it("answer 404 for a file deleted after it was found but before it was opened", async () => {
    const tenant = await api.createTenant();
    const product = await newProduct(tenant);
    const { json: item } = await upload(tenant, product.id, { file: await solidImage("jpeg", 50, 50) });
    // The deletion of its last media item lands between @fastify/send's stat and its open.
    const createReadStream = fs.createReadStream;
    const open = vi.spyOn(fs, "createReadStream").mockImplementationOnce((file, options) => {
      fs.rmSync(file as string);
      return createReadStream(file, options);
    });
    try {
      const answer = await fetchSigned(item.url);
      expect(answer.status).toBe(404);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("not_found");
    } finally {
      open.mockRestore();
    }
  });
});

describe("PATCH and DELETE /v1/products/{id}/media/{media_id}", () => {
  it("keeps one base, dense positions, and moves items", async () => {
    const tenant = await api.createTenant();
    const product = await newProduct(tenant);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++)
      ids.push(
        (await upload(tenant, product.id, { file: await solidImage("png", 10 + i, 10), role: i === 0 ? "base" : "gallery" })).json
          .id,
      );
    // A new base demotes the old one.
    const promoted = await tenant.call("PATCH", `/v1/products/${product.id}/media/${ids[2]}`, { role: "base" });
    expect(promoted.status, promoted.text).toBe(200);
    let items = await gallery(tenant, product.id);
    expect(items.filter((item) => item.role === "base").map((item) => item.id)).toEqual([ids[2]]);
    // Move the last to the front: the others shift.
    expect((await tenant.call("PATCH", `/v1/products/${product.id}/media/${ids[3]}`, { position: 0 })).json.position).toBe(0);
    items = await gallery(tenant, product.id);
    expect(items.map((item) => item.id)).toEqual([ids[3], ids[0], ids[1], ids[2]]);
    expect(items.map((item) => item.position)).toEqual([0, 1, 2, 3]);
    // Removing one closes the gap.
    expect((await tenant.call("DELETE", `/v1/products/${product.id}/media/${ids[0]}`)).status).toBe(204);
    items = await gallery(tenant, product.id);
    expect(items.map((item) => item.id)).toEqual([ids[3], ids[1], ids[2]]);
    expect(items.map((item) => item.position)).toEqual([0, 1, 2]);
    expectError(await tenant.call("DELETE", `/v1/products/${product.id}/media/${ids[0]}`), 404, "not_found");
  });

  it("refuses a role the type cannot take, a position beyond the gallery, and an empty change", async () => {
    const tenant = await api.createTenant();
    const product = await newProduct(tenant);
    const { json: model } = await upload(tenant, product.id, { glb: sampleGlb(), usdz: sampleUsdz() });
    const { json: photo } = await upload(tenant, product.id, { file: await solidImage("png") });
    const path = (id: string) => `/v1/products/${product.id}/media/${id}`;
    expectError(await tenant.call("PATCH", path(model.id), { role: "base" }), 422, "validation_failed");
    expectError(await tenant.call("PATCH", path(photo.id), { role: "model_3d" }), 422, "validation_failed");
    expectError(await tenant.call("PATCH", path(photo.id), { position: 2 }), 422, "validation_failed");
    expectError(await tenant.call("PATCH", path(photo.id), {}), 422, "validation_failed");
    expectError(await tenant.call("PATCH", path(photo.id), { role: "cover" }), 422, "validation_failed");
    expect((await gallery(tenant, product.id)).map((item) => [item.id, item.role, item.position])).toEqual([
      [model.id, "model_3d", 0],
      [photo.id, "gallery", 1],
    ]);
  });
});

describe("deleting media", () => {
  const store = () => api.services.deps.blobStore as LocalBlobStore;
  const fileOf = (url: string) => store().fileOf(new URL(url).pathname.split("/").pop()!);
  const remove = async (tenant: Tenant, productId: string, mediaId: string) =>
    expect((await tenant.call("DELETE", `/v1/products/${productId}/media/${mediaId}`)).status).toBe(204);
  /** A 3D model of its own: files no other test's items share. */
  const ownModel = (name: string) => ({
    glb: glbOf({ asset: { version: "2.0" }, scene: 0, scenes: [{ nodes: [0] }], nodes: [{ name }] }),
    usdz: zipOf([{ name: "model.usda", data: Buffer.concat([USDA_LAYER, Buffer.from(`# ${name}\n`)]) }]),
  });

  it("deletes an item's files once no item of its organization has them, and their URLs answer 404", async () => {
    const owner = await api.createTenant();
    const other = await api.createTenant();
    const [first, second, elsewhere] = [await newProduct(owner), await newProduct(owner), await newProduct(other)];
    const png = await solidImage("png", 33, 21);
    const a = (await upload(owner, first.id, { file: png })).json;
    const b = (await upload(owner, second.id, { file: png })).json;
    const c = (await upload(other, elsewhere.id, { file: png })).json;
    // Stored once per organization: another's copy has another address.
    expect(fileOf(b.url)).toBe(fileOf(a.url));
    expect(fileOf(c.url)).not.toBe(fileOf(a.url));
    await remove(owner, first.id, a.id);
    // Still in the second product's gallery: still stored and served.
    expect((await fetchSigned(a.url)).status).toBe(200);
    await remove(owner, second.id, b.id);
    // Gone, although another organization still holds the same bytes: its URLs tell nothing of that copy.
    const gone = await fetchSigned(b.url);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { error: { code: string } }).error.code).toBe("not_found");
    expect(existsSync(fileOf(b.url))).toBe(false);
    expect((await fetchSigned(c.url)).status).toBe(200);
    await remove(other, elsewhere.id, c.id);
    expect((await fetchSigned(c.url)).status).toBe(404);

    const model = (await upload(owner, first.id, ownModel("deleted"))).json;
    await remove(owner, first.id, model.id);
    expect((await fetchSigned(model.url)).status).toBe(404);
    expect((await fetchSigned(model.usdz_url)).status).toBe(404);
    // The same bytes uploaded again are stored again.
    const again = (await upload(owner, first.id, { file: png })).json;
    expect((await fetchSigned(again.url)).status).toBe(200);
  });

  it("never leaves an item without its file: an upload stores it again if a deletion removed it meanwhile", async () => {
    const tenant = await api.createTenant();
    const product = await newProduct(tenant);
    const model = ownModel("raced");
    const put = store().put;
    // Each file is removed right after it is first stored, as the deletion of an item with the same
    // files would between the upload's storing and its transaction.
    const removed = new Set<string>();
    store().put = async function (this: LocalBlobStore, bytes, format, owner) {
      const key = await put.call(this, bytes, format, owner);
      if (!removed.has(key)) {
        removed.add(key);
        await this.delete(key);
      }
      return key;
    };
    try {
      const item = (await upload(tenant, product.id, model)).json;
      expect((await fetchSigned(item.url)).status).toBe(200);
      expect((await fetchSigned(item.usdz_url)).status).toBe(200);
    } finally {
      store().put = put;
    }
  });

  it("keeps the item deleted when its file cannot be: the file stays behind, unreferenced", async () => {
    const tenant = await api.createTenant();
    const product = await newProduct(tenant);
    const item = (await upload(tenant, product.id, { file: await solidImage("png", 34, 21) })).json;
    const deleteFile = store().delete;
    store().delete = () => Promise.reject(new Error("disk gone"));
    try {
      await remove(tenant, product.id, item.id);
    } finally {
      store().delete = deleteFile;
    }
    expect(await gallery(tenant, product.id)).toEqual([]);
    expect(existsSync(fileOf(item.url))).toBe(true);
  });
});

describe("GET /v1/media/deltas", () => {
  it("lists every gallery change and product deletion after the cursor, in order, page by page", async () => {
    const tenant = await api.createTenant();
    const a = await newProduct(tenant, "DELTA-A");
    const b = await newProduct(tenant, "DELTA-B");
    const start = await tenant.call("GET", "/v1/media/deltas");
    expect(start.json).toMatchObject({ changes: [], has_more: false });
    const { json: item } = await upload(tenant, a.id, { file: await solidImage("png") });
    await upload(tenant, b.id, { file: await solidImage("png") });
    await tenant.call("PATCH", `/v1/products/${a.id}/media/${item.id}`, { role: "base" });
    await tenant.call("DELETE", `/v1/products/${b.id}`);
    // Reviving the SKU serves its gallery again.
    await tenant.call("POST", "/v1/products", { products: [{ sku: "DELTA-B", name: "Back again" }] });

    const first = await tenant.call("GET", `/v1/media/deltas?since=${start.json.next_cursor}&limit=3`);
    expect(first.status).toBe(200);
    expect(first.json.has_more).toBe(true);
    const second = await tenant.call("GET", `/v1/media/deltas?since=${first.json.next_cursor}&limit=3`);
    expect(second.json.has_more).toBe(false);
    const changes = [...first.json.changes, ...second.json.changes].map((change) => [change.sku, change.deleted]);
    expect(changes).toEqual([
      ["DELTA-A", false],
      ["DELTA-B", false],
      ["DELTA-A", false],
      ["DELTA-B", true],
      ["DELTA-B", false],
    ]);
    // At the end the cursor stays put.
    const idle = await tenant.call("GET", `/v1/media/deltas?since=${second.json.next_cursor}`);
    expect(idle.json).toEqual({ changes: [], next_cursor: second.json.next_cursor, has_more: false });
    // Another organization's feed is its own.
    expect((await (await api.createTenant()).call("GET", "/v1/media/deltas")).json.changes).toEqual([]);
  });

  it("refuses a cursor it did not give out", async () => {
    const tenant = await api.createTenant();
    for (const since of ["abc", Buffer.from("md1.-1").toString("base64url"), Buffer.from("md1.1 ").toString("base64url")]) {
      expectError(await tenant.call("GET", `/v1/media/deltas?since=${since}`), 422, "validation_failed");
    }
    expectError(await tenant.call("GET", "/v1/media/deltas?limit=501"), 422, "validation_failed");
  });
});

describe("the media feed under concurrent writers", () => {
  it("never lets a reader that pages to the end miss a change committed meanwhile", async () => {
    const tenant = await api.createTenant();
    const products = await Promise.all(["RACE-A", "RACE-B", "RACE-C", "RACE-D"].map((sku) => newProduct(tenant, sku)));
    const items = await Promise.all(
      products.map(async (product) => (await upload(tenant, product.id, { file: await solidImage("png") })).json.id as string),
    );
    let cursor = (await tenant.call("GET", "/v1/media/deltas")).json.next_cursor as string;
    const seen: string[] = [];
    let writing = true;
    // Four writers change their product's gallery 12 times each, in parallel with one reader.
    const writers = products.map(async (product, index) => {
      for (let round = 0; round < 12; round++) {
        const role = round % 2 === 0 ? "swatch" : "gallery";
        const response = await tenant.call("PATCH", `/v1/products/${product.id}/media/${items[index]}`, { role });
        expect(response.status).toBe(200);
      }
    });
    const read = async () => {
      for (;;) {
        const page = await tenant.call("GET", `/v1/media/deltas?since=${cursor}&limit=7`);
        seen.push(...page.json.changes.map((change: { sku: string }) => change.sku));
        cursor = page.json.next_cursor;
        if (!page.json.has_more) return;
      }
    };
    const reader = (async () => {
      while (writing) await read();
    })();
    await Promise.all(writers);
    writing = false;
    await reader;
    await read();
    expect(seen.length).toBe(48);
    for (const product of products) expect(seen.filter((sku) => sku === product.sku).length).toBe(12);
  });
});
