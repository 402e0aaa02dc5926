// AI photos, videos and scripts with the built-in renderers: validation, the job's life, exactly-once
// charges against the ledger, the guards (pause, daily cap, balance) and concurrent sessions.
import { execFile } from "node:child_process";
import ffmpeg from "@ffmpeg-installer/ffmpeg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRICES, videoPrice } from "@proseo/core";
import { expectError, ledgerOf, startApi, type Api, solidImage } from "./support.js";

let api: Api;
beforeAll(async () => (api = await startApi()));
afterAll(() => api.close());

type Tenant = Awaited<ReturnType<Api["createTenant"]>>;

async function productWithImage(tenant: Tenant, sku = `AI-${Math.random().toString(36).slice(2, 8)}`, withImage = true) {
  await tenant.call("POST", "/v1/products", {
    products: [{ sku, name: "Linen shirt", brand: "Acme", source_data: { color: "sand", material: "linen" } }],
  });
  const product = (await tenant.call("GET", `/v1/products?q=${sku}`)).json.products[0] as { id: string };
  if (!withImage) return { ...product, imageId: "" };
  const image = await solidImage("jpeg", 300, 400, { r: 190, g: 160, b: 120 });
  const form = new FormData();
  form.append("file", new Blob([image]), "shirt.jpg");
  const upload = await tenant.call("POST", `/v1/products/${product.id}/media`, form);
  expect(upload.status, upload.text).toBe(201);
  return { ...product, imageId: upload.json.id as string };
}

/**
 * The job once it ended. Jobs render one after another: behind a queue of clips, a loaded two-core
 * machine can take minutes.
 */
async function finished(tenant: Tenant, jobId: string) {
  let job: any;
  await expect
    .poll(async () => (job = (await tenant.call("GET", `/v1/ai-media/jobs/${jobId}`)).json).status, {
      timeout: 240_000,
      interval: 50,
    })
    .toMatch(/^(succeeded|failed)$/);
  return job;
}

const download = async (url: string) => {
  const { pathname, search } = new URL(url);
  const response = await fetch(`${api.baseUrl}${pathname}${search}`);
  expect(response.status).toBe(200);
  return { type: response.headers.get("content-type"), bytes: Buffer.from(await response.arrayBuffer()) };
};

/** The ledger entries of one cause. */
const movementsOf = async (tenant: Tenant, reference: string) =>
  (await ledgerOf(api, tenant)).entries
    .filter((entry) => entry.reference === reference)
    .map((entry) => `${entry.kind} ${entry.amount}`)
    .sort();

describe("GET /v1/ai-models", () => {
  it("lists the built-in models with a preview portrait that stays the same", async () => {
    const tenant = await api.createTenant();
    const first = await tenant.call("GET", "/v1/ai-models");
    expect(first.status).toBe(200);
    expect(first.json.models.length).toBeGreaterThanOrEqual(5);
    expect(first.json.models[0]).toMatchObject({ id: "aim_ava", name: "Ava" });
    const preview = await download(first.json.models[0].preview_url);
    expect(preview.type).toBe("image/png");
    expect((await sharp(preview.bytes).metadata()).width).toBe(512);
    const again = await (await api.createTenant()).call("GET", "/v1/ai-models");
    const key = (url: string) => new URL(url).pathname;
    expect(again.json.models.map((m: { preview_url: string }) => key(m.preview_url))).toEqual(
      first.json.models.map((m: { preview_url: string }) => key(m.preview_url)),
    );
    expectError(await (await api.createTenant(["catalog:read"])).call("GET", "/v1/ai-models"), 403, "missing_scope");
  });
});

describe("POST /v1/products/{id}/ai-media", () => {
  it("refuses unknown values, an unknown model and a product without an image with 422, charging nothing", async () => {
    const tenant = await api.createTenant();
    const product = await productWithImage(tenant);
    const bare = await productWithImage(tenant, undefined, false);
    const before = await ledgerOf(api, tenant);
    for (const body of [
      { expression: "angry" },
      { subject: "shoe" },
      { hairstyle: "mohawk" },
      { makeup: "clown" },
      { outfit: "armour" },
      { mood: "x" },
    ]) {
      expectError(await tenant.call("POST", `/v1/products/${product.id}/ai-media`, body), 422, "validation_failed");
    }
    const unknownModel = expectError(
      await tenant.call("POST", `/v1/products/${product.id}/ai-media`, { ai_model_id: "aim_nobody" }),
      422,
      "validation_failed",
    );
    expect(unknownModel.details[0]!.path).toBe("ai_model_id");
    expectError(await tenant.call("POST", `/v1/products/${bare.id}/ai-media`, {}), 422, "validation_failed");
    expectError(await tenant.call("POST", "/v1/products/prod_missing/ai-media", {}), 404, "not_found");
    expect((await ledgerOf(api, tenant)).entries).toEqual(before.entries);
    expect(await api.deps.db.aiMediaJob.count({ where: { orgId: tenant.org.id } })).toBe(0);
  });

  it("answers 202 with the job, adds a labelled photo of the model to the gallery, and charges the photo price once", async () => {
    const tenant = await api.createTenant(undefined, { credits: 100 });
    const product = await productWithImage(tenant);
    const accepted = await tenant.call("POST", `/v1/products/${product.id}/ai-media`, {});
    expect(accepted.status, accepted.text).toBe(202);
    expect(accepted.json).toMatchObject({
      kind: "photo",
      product_id: product.id,
      subject: "product",
      expression: "natural",
      look: { hairstyle: "as_model", makeup: "as_model", outfit: "as_model" },
      ai_model_id: "aim_ava",
      source_media_id: product.imageId,
      video: null,
      results: [],
      credits_reserved: PRICES.aiPhoto,
      credits_charged: 0,
      error: null,
    });
    const job = await finished(tenant, accepted.json.id);
    expect(job).toMatchObject({ status: "succeeded", credits_charged: PRICES.aiPhoto });
    expect(job.finished_at).not.toBeNull();
    const [photo] = job.results;
    expect(photo).toMatchObject({
      role: "gallery",
      type: "image",
      origin: "ai_photo",
      position: 1,
      width: 1024,
      height: 1280,
      synthetic_performer: { ai_model_id: "aim_ava", name: "Ava" },
    });
    const file = await download(photo.url);
    expect(file.type).toBe("image/jpeg");
    const metadata = await sharp(file.bytes).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 1024, height: 1280 });
    // Marked as made by generative AI (IPTC DigitalSourceType), as shopping feeds read it.
    expect(metadata.xmp?.toString()).toContain("digitalsourcetype/trainedAlgorithmicMedia");
    const gallery = (await tenant.call("GET", `/v1/products/${product.id}/media`)).json.media;
    expect(gallery.map((item: { id: string }) => item.id)).toEqual([product.imageId, photo.id]);
    // Charged once: reserved, then released and charged under the job's reference.
    expect(await movementsOf(tenant, `ai-media:${job.id}`)).toEqual(["charge -10", "release 10", "reserve -10"]);
    expect((await ledgerOf(api, tenant)).balance).toBe(90);
    // The gallery change is in the deltas feed (and sent as media.updated).
    const { changes } = (await tenant.call("GET", "/v1/media/deltas?limit=500")).json;
    expect(changes.filter((change: { product_id: string }) => change.product_id === product.id)).toHaveLength(2);
    expect(await api.deps.db.webhookDelivery.count({ where: { webhook: { orgId: tenant.org.id } } })).toBe(0);
  });

  it("changes the look in that photo only: the model's identity stays, the same request makes the same photo", async () => {
    const tenant = await api.createTenant();
    const product = await productWithImage(tenant);
    const session = async (body: object) => {
      const accepted = await tenant.call("POST", `/v1/products/${product.id}/ai-media`, { ai_model_id: "aim_noor", ...body });
      expect(accepted.status, accepted.text).toBe(202);
      const job = await finished(tenant, accepted.json.id);
      expect(job.status).toBe("succeeded");
      return { job, file: (await download(job.results[0].url)).bytes };
    };
    const styled = { subject: "garment", expression: "laugh", hairstyle: "bun", makeup: "bold", outfit: "evening" };
    const first = await session(styled);
    expect(first.job).toMatchObject({
      ...{ subject: "garment", expression: "laugh" },
      look: { hairstyle: "bun", makeup: "bold", outfit: "evening" },
    });
    const plain = await session({});
    const again = await session(styled);
    expect(plain.file.equals(first.file)).toBe(false);
    expect(again.file.equals(first.file)).toBe(true);
    for (const { job } of [first, plain, again]) {
      expect(job.results[0].synthetic_performer).toEqual({ ai_model_id: "aim_noor", name: "Noor" });
    }
    const { json } = await tenant.call("GET", `/v1/ai-media/jobs/${first.job.id}`);
    expect(json).toMatchObject({
      subject: "garment",
      expression: "laugh",
      look: { hairstyle: "bun", makeup: "bold", outfit: "evening" },
    });
  });

  it("answers a retry with the same Idempotency-Key with the same job, reserving once", async () => {
    const tenant = await api.createTenant(undefined, { credits: 50 });
    const product = await productWithImage(tenant);
    const headers = { "Idempotency-Key": "photo-once" };
    const first = await tenant.call("POST", `/v1/products/${product.id}/ai-media`, { expression: "smile" }, headers);
    const second = await tenant.call("POST", `/v1/products/${product.id}/ai-media`, { expression: "smile" }, headers);
    expect(second.status).toBe(202);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.json.id).toBe(first.json.id);
    await finished(tenant, first.json.id);
    expect(await api.deps.db.aiMediaJob.count({ where: { orgId: tenant.org.id } })).toBe(1);
    expect((await ledgerOf(api, tenant)).balance).toBe(40);
  });
});

describe("POST /v1/products/{id}/ai-video", () => {
  it("refuses audio at 5 seconds, durations outside 5 to 30, an unknown quality and a source that is not the product's image", async () => {
    const tenant = await api.createTenant();
    const product = await productWithImage(tenant);
    const other = await productWithImage(tenant);
    const bare = await productWithImage(tenant, undefined, false);
    const before = await ledgerOf(api, tenant);
    const path = `/v1/products/${product.id}/ai-video`;
    for (const body of [
      { audio: true },
      { duration_seconds: 5, audio: true },
      { duration_seconds: 4 },
      { duration_seconds: 31 },
      { duration_seconds: 7.5 },
      { quality: "ultra" },
      { source_media_id: other.imageId },
      { source_media_id: "med_missing" },
      { ai_model_id: "aim_nobody" },
    ]) {
      expectError(await tenant.call("POST", path, body), 422, "validation_failed");
    }
    expectError(await tenant.call("POST", `/v1/products/${bare.id}/ai-video`, {}), 422, "validation_failed");
    expect((await ledgerOf(api, tenant)).entries).toEqual(before.entries);
  });

  it("prices 5, 12 and 30 seconds at both qualities by the table, charges two of them once each, and stores playable 720p MP4 clips", async () => {
    const tenant = await api.createTenant(undefined, { credits: 1_000 });
    const product = await productWithImage(tenant);
    const prices: { seconds: number; quality: "standard" | "high"; audio: boolean; price: number }[] = [
      { seconds: 5, quality: "standard", audio: false, price: 20 },
      { seconds: 5, quality: "high", audio: false, price: 20 },
      { seconds: 12, quality: "standard", audio: true, price: 48 },
      { seconds: 12, quality: "high", audio: true, price: 96 },
      { seconds: 30, quality: "standard", audio: true, price: 120 },
      { seconds: 30, quality: "high", audio: true, price: 240 },
    ];
    for (const row of prices) expect(videoPrice(row.seconds, row.audio, row.quality)).toBe(row.price);
    // Filmed and charged end to end: both qualities, with sound and without, in one cut and in three (a clip
    // of footage costs seconds of a core; the other rows differ from these only in the price looked up, and
    // ai-media-crash.process.test.ts films the longest, 30 seconds in six cuts with sound at high quality).
    const table = prices.filter(
      (row) => (row.seconds === 5 && row.quality === "standard") || (row.seconds === 12 && row.quality === "high"),
    );
    const jobs = [];
    for (const row of table) {
      const accepted = await tenant.call("POST", `/v1/products/${product.id}/ai-video`, {
        duration_seconds: row.seconds,
        quality: row.quality,
        audio: row.audio,
        ...(row.seconds === 12 ? { ai_model_id: "aim_kenji" } : {}),
      });
      expect(accepted.status, accepted.text).toBe(202);
      expect(accepted.json).toMatchObject({
        kind: "video",
        subject: null,
        look: null,
        video: { duration_seconds: row.seconds, audio: row.audio, quality: row.quality },
        credits_reserved: row.price,
      });
      jobs.push(accepted.json.id as string);
    }
    const total = table.reduce((sum, row) => sum + row.price, 0);
    for (const [index, id] of jobs.entries()) {
      const job = await finished(tenant, id);
      expect(job, JSON.stringify(job.error)).toMatchObject({ status: "succeeded", credits_charged: table[index]!.price });
      expect(job.results[0]).toMatchObject({
        type: "video",
        origin: "ai_video",
        role: "gallery",
        width: 1280,
        height: 720,
        duration_seconds: table[index]!.seconds,
        synthetic_performer: table[index]!.seconds === 12 ? { ai_model_id: "aim_kenji", name: "Kenji" } : null,
      });
      expect(await movementsOf(tenant, `ai-media:${id}`)).toEqual([
        `charge -${table[index]!.price}`,
        `release ${table[index]!.price}`,
        `reserve -${table[index]!.price}`,
      ]);
    }
    expect((await ledgerOf(api, tenant)).balance).toBe(1_000 - total);
    // A 12-second clip with audio: H.264 at 1280×720 with an AAC track, as a browser plays it.
    const clip = (await tenant.call("GET", `/v1/ai-media/jobs/${jobs[table.findIndex((row) => row.seconds === 12)]}`)).json
      .results[0];
    const file = await download(clip.url);
    expect(file.type).toBe("video/mp4");
    const info = await new Promise<string>((resolve) => {
      const child = execFile(ffmpeg.path, ["-hide_banner", "-i", "pipe:0"], (_error, _stdout, stderr) => resolve(String(stderr)));
      child.stdin!.on("error", () => undefined);
      child.stdin!.end(file.bytes);
    });
    expect(info).toMatch(/Duration: 00:00:12/);
    expect(info).toMatch(/Video: h264 .*1280x720/);
    expect(info).toMatch(/Audio: aac/);
  }, 300_000);
});

describe("POST /v1/products/{id}/ai-video/script", () => {
  it("answers shots adding up to the duration, charging 3 credits on success", async () => {
    const tenant = await api.createTenant(undefined, { credits: 10 });
    const product = await productWithImage(tenant);
    const script = await tenant.call("POST", `/v1/products/${product.id}/ai-video/script`, { duration_seconds: 12 });
    expect(script.status, script.text).toBe(200);
    expect(script.json).toMatchObject({ credits_charged: 3, balance: 7 });
    expect(script.json.shots.map((shot: { duration_seconds: number }) => shot.duration_seconds)).toEqual([5, 5, 2]);
    expect(script.json.shots[0]).toMatchObject({ index: 1, camera: "slow zoom in" });
    expect(script.json.shots[1].voiceover).toMatch(/sand|linen/i);
    expectError(
      await tenant.call("POST", `/v1/products/${product.id}/ai-video/script`, { duration_seconds: 4 }),
      422,
      "validation_failed",
    );
    expect((await ledgerOf(api, tenant)).balance).toBe(7);
  });
});

describe("guards of the three AI endpoints", () => {
  const calls = (productId: string) =>
    [
      ["POST", `/v1/products/${productId}/ai-media`, {}],
      ["POST", `/v1/products/${productId}/ai-video`, {}],
      ["POST", `/v1/products/${productId}/ai-video/script`, {}],
    ] as const;

  it("answers 503 while the organization's AI is paused, 429 without Retry-After past the daily cap, 402 when short; nothing charged", async () => {
    const tenant = await api.createTenant(undefined, { credits: 2 });
    const product = await productWithImage(tenant);
    const before = await ledgerOf(api, tenant);
    for (const [method, path, body] of calls(product.id))
      expectError(await tenant.call(method, path, body), 402, "insufficient_credits");
    await api.deps.db.organization.update({ where: { id: tenant.org.id }, data: { creditBalance: { increment: 100 } } });
    await api.deps.db.creditEntry.create({
      data: {
        id: `cre_grant_${tenant.org.id}`,
        orgId: tenant.org.id,
        kind: "grant",
        amount: 100,
        balanceAfter: 102,
        reference: "grant:test",
        createdAt: new Date(),
      },
    });
    await api.deps.db.organization.update({ where: { id: tenant.org.id }, data: { dailyAiSpendCap: 2 } });
    for (const [method, path, body] of calls(product.id)) {
      const answer = await tenant.call(method, path, body);
      expectError(answer, 429, "daily_spend_cap");
      expect(answer.headers.get("retry-after")).toBeNull();
    }
    await api.deps.db.organization.update({ where: { id: tenant.org.id }, data: { dailyAiSpendCap: null, aiPaused: true } });
    for (const [method, path, body] of calls(product.id))
      expectError(await tenant.call(method, path, body), 503, "service_paused");
    const after = await ledgerOf(api, tenant);
    expect(after.entries.filter((entry) => entry.kind !== "grant")).toEqual(
      before.entries.filter((entry) => entry.kind !== "grant"),
    );
    expect(await api.deps.db.aiMediaJob.count({ where: { orgId: tenant.org.id } })).toBe(0);
  });

  it("accepts exactly 3 of 10 concurrent photo sessions with credits for 3, and charges exactly those", async () => {
    const tenant = await api.createTenant(undefined, { credits: 3 * PRICES.aiPhoto });
    const product = await productWithImage(tenant);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => tenant.call("POST", `/v1/products/${product.id}/ai-media`, {})),
    );
    const accepted = answers.filter((answer) => answer.status === 202);
    expect(accepted).toHaveLength(3);
    for (const answer of answers.filter((candidate) => candidate.status !== 202))
      expectError(answer, 402, "insufficient_credits");
    const whileRunning = await ledgerOf(api, tenant);
    expect(whileRunning.balance).toBe(0);
    for (const answer of accepted) expect((await finished(tenant, answer.json.id)).status).toBe("succeeded");
    const { entries, balance } = await ledgerOf(api, tenant);
    expect(balance).toBe(0);
    expect(entries.filter((entry) => entry.kind === "charge")).toHaveLength(3);
    expect(entries.filter((entry) => entry.kind === "reserve")).toHaveLength(3);
    const org = await api.deps.db.organization.findUniqueOrThrow({ where: { id: tenant.org.id } });
    expect(org.reservedCredits).toBe(0);
    const photos = (await tenant.call("GET", `/v1/products/${product.id}/media`)).json.media.filter(
      (item: { origin: string }) => item.origin === "ai_photo",
    );
    expect(photos).toHaveLength(3);
  });
});

describe("the files AI jobs use", () => {
  const blobOf = (url: string) => new URL(url).pathname.split("/").pop()!;
  const status = async (url: string) => {
    const { pathname, search } = new URL(url);
    return (await fetch(`${api.baseUrl}${pathname}${search}`)).status;
  };
  const uploadImage = async (tenant: Tenant, productId: string, bytes: Buffer) => {
    const form = new FormData();
    form.append("file", new Blob([bytes]), "image");
    const response = await tenant.call("POST", `/v1/products/${productId}/media`, form);
    expect(response.status, response.text).toBe(201);
    return response.json as { id: string; url: string };
  };

  it("keeps the image an unfinished job starts from, and deletes it once the job has ended and nothing else has it", async () => {
    const tenant = await api.createTenant();
    const product = await productWithImage(tenant, undefined, false);
    const own = await solidImage("jpeg", 300, 400, "#3a6f5c");
    const source = await uploadImage(tenant, product.id, own);
    const store = api.services.deps.blobStore;
    const get = store.get;
    let reads = 0;
    let jobReads!: () => void;
    const jobReading = new Promise<void>((resolve) => (jobReads = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The job's read of the image (after the request's own, on acceptance) waits while its item is deleted.
    store.get = async function (this: typeof store, key) {
      if (key === blobOf(source.url) && ++reads === 2) {
        jobReads();
        await released;
      }
      return get.call(this, key);
    };
    try {
      const accepted = await tenant.call("POST", `/v1/products/${product.id}/ai-media`, {});
      expect(accepted.status, accepted.text).toBe(202);
      await jobReading;
      expect((await tenant.call("DELETE", `/v1/products/${product.id}/media/${source.id}`)).status).toBe(204);
      expect(await status(source.url)).toBe(200);
      release();
      expect((await finished(tenant, accepted.json.id)).status).toBe("succeeded");
    } finally {
      release();
      store.get = get;
    }
    // The file goes just after the commit that ends the job (blob-references.ts): soon, not at once.
    await expect.poll(() => status(source.url)).toBe(404);
  });

  it("fails a job, charging nothing, whose file was removed before it became a gallery item", async () => {
    const tenant = await api.createTenant();
    const product = await productWithImage(tenant);
    const store = api.services.deps.blobStore;
    const put = store.put;
    // The job's photo (a JPEG) is removed as soon as it is stored, as the deletion of an identical item would.
    store.put = async function (this: typeof store, bytes, format, owner) {
      const key = await put.call(this, bytes, format, owner);
      if (format === "jpeg") await this.delete(key);
      return key;
    };
    try {
      const accepted = await tenant.call("POST", `/v1/products/${product.id}/ai-media`, {});
      expect(accepted.status, accepted.text).toBe(202);
      const job = await finished(tenant, accepted.json.id);
      expect(job).toMatchObject({ status: "failed", error: { code: "file_removed" }, credits_charged: 0, results: [] });
    } finally {
      store.put = put;
    }
    expect((await ledgerOf(api, tenant)).balance).toBe(1000);
    expect((await tenant.call("GET", `/v1/products/${product.id}/media`)).json.media).toHaveLength(1);
  });

  it("keeps serving a model's preview when a gallery item of the same bytes is deleted: the item had its own file", async () => {
    const tenant = await api.createTenant();
    const product = await productWithImage(tenant, undefined, false);
    const [model] = (await tenant.call("GET", "/v1/ai-models")).json.models;
    const item = await uploadImage(tenant, product.id, (await download(model.preview_url)).bytes);
    expect(blobOf(item.url)).not.toBe(blobOf(model.preview_url));
    expect((await tenant.call("DELETE", `/v1/products/${product.id}/media/${item.id}`)).status).toBe(204);
    await expect.poll(() => status(item.url)).toBe(404);
    expect(await status(model.preview_url)).toBe(200);
  });
});
