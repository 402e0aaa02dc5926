// IMAGE_ENGINE, VIDEO_ENGINE and TEXT_ENGINE set to openai, against a fake OpenAI-compatible server:
// the provider's refusal answers 502 with nothing charged; a failure during the job ends it failed
// with the reservation released.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_CLIP, fakePhoto, startFakeOpenAi, type FakeBehaviour } from "@proseo/core/testing";
import { expectError, ledgerOf, startApi, type Api, solidImage } from "./support.js";

let api: Api;
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
const wanted: Record<string, FakeBehaviour> = {};

beforeAll(async () => {
  fake = await startFakeOpenAi((kind) => wanted[kind] ?? "ok");
  api = await startApi({
    IMAGE_ENGINE: "openai",
    VIDEO_ENGINE: "openai",
    TEXT_ENGINE: "openai",
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_API_KEY: "sk-test",
    OPENAI_MODEL: "gpt-test",
    IMAGE_OPENAI_MODEL: "image-test",
    VIDEO_OPENAI_MODEL: "video-test",
    OPENAI_TIMEOUT_MS: "1000",
    OPENAI_MAX_RETRIES: "0",
    VIDEO_POLL_INTERVAL_MS: "20",
    VIDEO_TIMEOUT_MS: "1000",
  });
});
afterAll(async () => {
  await api.close();
  await fake.close();
});

type Tenant = Awaited<ReturnType<Api["createTenant"]>>;

async function setUp(credits = 100) {
  const tenant = await api.createTenant(undefined, { credits });
  const sku = `OA-${Math.random().toString(36).slice(2, 8)}`;
  await tenant.call("POST", "/v1/products", { products: [{ sku, name: "Canvas tote", brand: "Acme" }] });
  const product = (await tenant.call("GET", `/v1/products?q=${sku}`)).json.products[0] as { id: string };
  const form = new FormData();
  const image = await solidImage("png", 120, 90, "#c0a070");
  form.append("file", new Blob([image]), "tote.png");
  form.append("role", "base");
  expect((await tenant.call("POST", `/v1/products/${product.id}/media`, form)).status).toBe(201);
  return { tenant, productId: product.id };
}

async function finished(tenant: Tenant, jobId: string) {
  let job: any;
  await expect
    .poll(async () => (job = (await tenant.call("GET", `/v1/ai-media/jobs/${jobId}`)).json).status, {
      timeout: 20_000,
      interval: 25,
    })
    .toMatch(/^(succeeded|failed)$/);
  return job;
}

const fileOf = async (url: string) => {
  const { pathname, search } = new URL(url);
  return Buffer.from(await (await fetch(`${api.baseUrl}${pathname}${search}`)).arrayBuffer());
};

/** Nothing charged and nothing held: every reservation of the tenant was released. */
async function expectNothingCharged(tenant: Tenant, credits: number) {
  const { entries, balance } = await ledgerOf(api, tenant);
  expect(balance).toBe(credits);
  expect(entries.filter((entry) => entry.kind === "charge")).toEqual([]);
  expect(entries.filter((entry) => entry.kind === "reserve").length).toBe(
    entries.filter((entry) => entry.kind === "release").length,
  );
}

describe("IMAGE_ENGINE=openai", () => {
  it("sends the product image and the model's portrait to the image edit endpoint, stores its photo and charges it once", async () => {
    const { tenant, productId } = await setUp();
    const accepted = await tenant.call("POST", `/v1/products/${productId}/ai-media`, {
      subject: "garment",
      hairstyle: "braids",
      ai_model_id: "aim_leo",
    });
    expect(accepted.status, accepted.text).toBe(202);
    const request = fake.requests.filter((candidate) => candidate.language === "image").at(-1)!;
    expect(request.form).toMatchObject({ model: "image-test" });
    expect(request.form!.prompt).toMatch(/Leo.*wearing the garment.*hairstyle: braids/s);
    expect(request.files).toHaveLength(2);
    const job = await finished(tenant, accepted.json.id);
    expect(job).toMatchObject({ status: "succeeded", credits_charged: 10 });
    expect(job.results[0]).toMatchObject({
      origin: "ai_photo",
      width: 64,
      height: 80,
      synthetic_performer: { ai_model_id: "aim_leo" },
    });
    // The provider's photo, pixel for pixel (PNG stays lossless), marked as AI-made in its metadata.
    const stored = await fileOf(job.results[0].url);
    const pixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();
    expect((await pixels(stored)).equals(await pixels(await fakePhoto()))).toBe(true);
    expect((await sharp(stored).metadata()).xmp?.toString()).toContain("digitalsourcetype/trainedAlgorithmicMedia");
    expect((await ledgerOf(api, tenant)).balance).toBe(90);
  });

  it("answers 502 provider_rejected when the provider refuses, and 502 provider_timeout when it does not answer; nothing charged", async () => {
    const { tenant, productId } = await setUp();
    for (const [behaviour, code] of [
      ["refused", "provider_rejected"],
      ["hang", "provider_timeout"],
    ] as const) {
      wanted.image = behaviour;
      try {
        expectError(await tenant.call("POST", `/v1/products/${productId}/ai-media`, {}), 502, code);
      } finally {
        delete wanted.image;
      }
    }
    await expectNothingCharged(tenant, 100);
    expect(await api.deps.db.aiMediaJob.count({ where: { orgId: tenant.org.id } })).toBe(0);
    expect(await api.deps.db.job.count({ where: { name: "ai-media.render", status: "queued" } })).toBe(0);
  });
});

describe("VIDEO_ENGINE=openai", () => {
  it("asks for the clip in the request, waits for it in the job, stores it and charges it once", async () => {
    const { tenant, productId } = await setUp();
    const accepted = await tenant.call("POST", `/v1/products/${productId}/ai-video`, { duration_seconds: 8, audio: true });
    expect(accepted.status, accepted.text).toBe(202);
    const request = fake.requests.filter((candidate) => candidate.language === "video").at(-1)!;
    expect(request.form).toMatchObject({ model: "video-test", seconds: "8", size: "1280x720" });
    const job = await finished(tenant, accepted.json.id);
    expect(job).toMatchObject({ status: "succeeded", credits_charged: 32 });
    expect(job.results[0]).toMatchObject({ type: "video", origin: "ai_video", duration_seconds: 8, synthetic_performer: null });
    expect((await fileOf(job.results[0].url)).equals(FAKE_CLIP)).toBe(true);
    expect((await ledgerOf(api, tenant)).balance).toBe(68);
  });

  it("answers 502 when the provider refuses the clip; a clip never finished ends the job failed, released", async () => {
    const { tenant, productId } = await setUp();
    wanted.video = "refused";
    expectError(await tenant.call("POST", `/v1/products/${productId}/ai-video`, {}), 502, "provider_rejected");
    wanted.video = "hang";
    const accepted = await tenant.call("POST", `/v1/products/${productId}/ai-video`, {});
    delete wanted.video;
    expect(accepted.status, accepted.text).toBe(202);
    const job = await finished(tenant, accepted.json.id);
    expect(job).toMatchObject({ status: "failed", credits_charged: 0, results: [], error: { code: "provider_timeout" } });
    await expectNothingCharged(tenant, 100);
    expect((await tenant.call("GET", `/v1/products/${productId}/media`)).json.media).toHaveLength(1);
  });
});

describe("TEXT_ENGINE=openai scripts", () => {
  it("writes the script with the chat endpoint, and answers 502 without charging when it refuses", async () => {
    const { tenant, productId } = await setUp(10);
    const script = await tenant.call("POST", `/v1/products/${productId}/ai-video/script`, { duration_seconds: 10 });
    expect(script.status, script.text).toBe(200);
    expect(script.json).toMatchObject({ credits_charged: 3, balance: 7 });
    expect(script.json.shots).toHaveLength(2);
    wanted.script = "refused";
    expectError(await tenant.call("POST", `/v1/products/${productId}/ai-video/script`, {}), 502, "provider_rejected");
    delete wanted.script;
    expect((await ledgerOf(api, tenant)).balance).toBe(7);
  });
});
