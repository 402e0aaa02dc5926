import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_FIELDS, updateOrganizationSettings } from "@proseo/core";
import { startFakeOpenAi } from "@proseo/core/testing";
import {
  detail,
  edit,
  expectError,
  fakeOpenAiEnv,
  ledgerOf,
  revisions,
  startApi,
  type Api,
  type Tenant,
  SWEATER,
} from "./support.js";

let api: Api;
beforeAll(async () => (api = await startApi()));
afterAll(() => api.close());

const TITLE = "Navy merino sweater for cold days";
const META_TITLE = "Navy merino sweater by Acme, hand-picked";

/** A tenant of the running API whose sweater has content in `languages` (of the organization's en and de). */
async function generatedSweater(target: Api = api, languages = ["en"]) {
  const tenant = await target.createTenant(undefined, { credits: 100, languages: ["en", "de"] });
  const id = (await target.importProducts(tenant, [SWEATER]))["SW-1"]!;
  expect((await tenant.call("POST", "/v1/generations", { product_id: id, languages })).status).toBe(200);
  target.advance(1000);
  return { tenant, id };
}

const generate = (tenant: Tenant, body: Record<string, unknown>) => tenant.call("POST", "/v1/generations", body);
const lock = (tenant: Tenant, id: string, fields: unknown, language = "en") =>
  tenant.call("PUT", `/v1/products/${id}/content/${language}/locks`, { fields });

/** Every field written by the engine, but those named. */
const written = (overrides: Record<string, string> = {}) => ({
  ...Object.fromEntries(CONTENT_FIELDS.map((field) => [field, "written"])),
  ...overrides,
});

describe("keeping a person's texts (built-in writer)", () => {
  it("keeps the fields a person wrote by default in a new organization, writes the others, and says so per field", async () => {
    const { tenant, id } = await generatedSweater();
    const engineTexts = (await detail(tenant, id)).values;
    expect((await edit(tenant, id, { title: TITLE })).status).toBe(200);
    expect((await detail(tenant, id)).written_by_person).toEqual({ en: ["title"] });

    const response = await generate(tenant, { product_id: id, languages: ["en"] });
    expect(response.status).toBe(200);
    const [result] = response.json.results;
    expect(result).toMatchObject({ status: "succeeded", title: TITLE, credits_charged: 2 });
    expect(result.fields).toEqual(written({ title: "kept" }));
    // The others are the engine's, scored with the person's title in place.
    expect(result.meta_title).toBe(engineTexts.meta_title.en);
    expect(result.quality.checks.length).toBeGreaterThan(0);
    // The engine wrote what it wrote before and the title is the person's: the content is the edit's, no new version.
    expect(response.json).toMatchObject({ total_credits_charged: 2, version: 3, skipped: [] });
    const after = await detail(tenant, id);
    expect(after.values.title.en).toBe(TITLE);
    expect(after.written_by_person).toEqual({ en: ["title"] });
    expect((await revisions(tenant, id)).map((revision) => revision.reason)).toEqual(["edit", "generation", "import"]);
  });

  it("overwrites a person's texts with preserve none, and only the fields named by overwrite", async () => {
    const { tenant, id } = await generatedSweater();
    await edit(tenant, id, { title: TITLE, meta_title: META_TITLE });

    const named = await generate(tenant, { product_id: id, languages: ["en"], overwrite: ["title"] });
    expect(named.status).toBe(200);
    expect(named.json.results[0].fields).toEqual(written({ title: "overwritten", meta_title: "kept" }));
    expect(named.json.results[0]).toMatchObject({ title: "Merino sweater by Acme", meta_title: META_TITLE });
    expect((await detail(tenant, id)).written_by_person).toEqual({ en: ["meta_title"] });

    const none = await generate(tenant, { product_id: id, languages: ["en"], preserve: "none" });
    expect(none.json.results[0].fields).toEqual(written({ meta_title: "overwritten" }));
    const after = await detail(tenant, id);
    expect(after.values.meta_title.en).not.toBe(META_TITLE);
    expect(after.written_by_person).toEqual({});
  });

  it("follows the organization's preserve_edits (off for those that existed before), and a request's preserve over it", async () => {
    const { tenant, id } = await generatedSweater();
    await updateOrganizationSettings(api.deps, tenant.org.id, { preserveEdits: false });
    await edit(tenant, id, { title: TITLE });

    const kept = await generate(tenant, { product_id: id, languages: ["en"], preserve: "edited" });
    expect(kept.json.results[0].fields.title).toBe("kept");
    const byDefault = await generate(tenant, { product_id: id, languages: ["en"] });
    expect(byDefault.json.results[0]).toMatchObject({ title: "Merino sweater by Acme" });
    expect(byDefault.json.results[0].fields.title).toBe("overwritten");
  });

  it("never writes a locked field, whatever preserve and overwrite say; locking and unlocking are versions of their own", async () => {
    const { tenant, id } = await generatedSweater();
    await edit(tenant, id, { meta_title: META_TITLE });
    const locked = await lock(tenant, id, ["meta_title", "keywords"]);
    expect(locked.status).toBe(200);
    expect(locked.json).toMatchObject({ version: 4, locked_fields: { en: ["meta_title", "keywords"] } });
    expect((await revisions(tenant, id))[0]).toMatchObject({
      version: 4,
      reason: "lock",
      changes: { locks: { en: [[], ["meta_title", "keywords"]] } },
    });
    // The same set again writes nothing.
    expect((await lock(tenant, id, ["keywords", "meta_title"])).json.version).toBe(4);

    const forced = await generate(tenant, {
      product_id: id,
      languages: ["en"],
      preserve: "none",
      overwrite: ["meta_title", "keywords"],
    });
    expect(forced.json.results[0]).toMatchObject({ meta_title: META_TITLE });
    expect(forced.json.results[0].fields).toEqual(written({ meta_title: "kept", keywords: "kept" }));
    // The lock holds the person's text, which stays theirs.
    const held = await detail(tenant, id);
    expect(held.values.meta_title.en).toBe(META_TITLE);
    expect(held.written_by_person).toEqual({ en: ["meta_title"] });

    const unlocked = await lock(tenant, id, []);
    expect(unlocked.json).toMatchObject({ version: 5, locked_fields: {} });
    expect((await revisions(tenant, id))[0]).toMatchObject({
      reason: "lock",
      changes: { locks: { en: [["meta_title", "keywords"], []] } },
    });
    const free = await generate(tenant, { product_id: id, languages: ["en"], preserve: "none" });
    expect(free.json.results[0].fields).toEqual(written({ meta_title: "overwritten" }));
    const after = await detail(tenant, id);
    expect(after.values.meta_title.en).not.toBe(META_TITLE);
    expect(after.written_by_person).toEqual({});
  });

  it("skips a language whose every field is kept, charging nothing", async () => {
    const { tenant, id } = await generatedSweater();
    await lock(tenant, id, CONTENT_FIELDS);
    const before = await ledgerOf(api, tenant);
    const response = await generate(tenant, { product_id: id, languages: ["en"] });
    expect(response.json).toMatchObject({ results: [], skipped: ["en"], total_credits_charged: 0, version: 3 });
    expect((await ledgerOf(api, tenant)).entries).toEqual(before.entries);
  });

  it("refuses an unknown field in overwrite or locks, locks of a language without content, and another organization's product", async () => {
    const { tenant, id } = await generatedSweater();
    expectError(await generate(tenant, { product_id: id, overwrite: ["colour"] }), 422, "validation_failed");
    expectError(await generate(tenant, { product_id: id, preserve: "all" }), 422, "validation_failed");
    expectError(await generate(tenant, { product_id: id, mode: "stale" }), 422, "validation_failed");
    expectError(await lock(tenant, id, ["colour"]), 422, "validation_failed");
    expectError(await lock(tenant, id, "title"), 422, "validation_failed");
    expectError(await lock(tenant, id, ["title"], "de"), 404, "not_found");
    const other = await api.createTenant();
    expectError(await lock(other, id, ["title"]), 404, "not_found");
    expect(await detail(tenant, id)).toMatchObject({ version: 2, locked_fields: {} });
  });

  it("needs content:manage to lock", async () => {
    const { tenant, id } = await generatedSweater();
    const reader = await api.createTenant(["catalog:read", "generate"]);
    expectError(await reader.call("PUT", `/v1/products/${id}/content/en/locks`, { fields: [] }), 403, "missing_scope");
    expect((await lock(tenant, id, ["title"])).status).toBe(200);
  });
});

describe('mode: "missing"', () => {
  it("writes only the languages without content and charges only for them", async () => {
    const { tenant, id } = await generatedSweater();
    await edit(tenant, id, { title: TITLE });
    const before = await ledgerOf(api, tenant);
    const response = await generate(tenant, { product_id: id, mode: "missing" });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ skipped: ["en"], total_credits_charged: 2, balance: before.balance - 2 });
    expect(response.json.results.map((result: { language: string }) => result.language)).toEqual(["de"]);
    expect(response.json.results[0].fields).toEqual(written());
    const after = await detail(tenant, id);
    expect(after.values.title).toEqual({ en: TITLE, de: "Pullover von Acme" });

    const again = await generate(tenant, { product_id: id, mode: "missing" });
    expect(again.json).toMatchObject({ results: [], skipped: ["en", "de"], total_credits_charged: 0, version: after.version });
    expect((await ledgerOf(api, tenant)).balance).toBe(before.balance - 2);
  });
});

describe("keeping a person's texts (OpenAI-compatible engine)", () => {
  it("sends the kept fields as context, keeps them, and does not repair or fail the engine's answer for a person's claim", async () => {
    const fake = await startFakeOpenAi();
    const engine = await startApi({ TEXT_ENGINE: "openai", ...fakeOpenAiEnv(fake), OPENAI_MAX_RETRIES: "0" });
    try {
      const { tenant, id } = await generatedSweater(engine);
      // The person states a weight the data does not give: kept and flagged, as an edit is.
      const description = "<p>A navy merino sweater that weighs 2.5 kg.</p>";
      await edit(tenant, id, { title: TITLE, description_html: description });
      fake.requests.length = 0;

      const response = await generate(tenant, { product_id: id, languages: ["en"] });
      expect(response.status).toBe(200);
      const [result] = response.json.results;
      expect(result).toMatchObject({ status: "succeeded", title: TITLE, description_html: description });
      expect(result.fields).toEqual(written({ title: "kept", description_html: "kept" }));
      expect(result.quality.grounding.unsupported).toEqual([expect.objectContaining({ field: "description_html" })]);
      // One request, no repair: the claim is the person's.
      expect(fake.requests).toHaveLength(1);
      const [request] = fake.requests;
      expect(JSON.parse(request!.body.messages.find((message) => message.role === "user")!.content).kept).toEqual({
        title: TITLE,
        description_html: description,
      });
      expect(request!.body.messages[0]!.content).toContain("kept holds fields a person wrote");

      // Without kept fields the request says nothing of them.
      fake.requests.length = 0;
      await generate(tenant, { product_id: id, languages: ["en"], preserve: "none" });
      expect(JSON.parse(fake.requests[0]!.body.messages.find((message) => message.role === "user")!.content)).not.toHaveProperty(
        "kept",
      );
    } finally {
      await engine.close();
      await fake.close();
    }
  });

  it("keeps a field locked and edited while the engine was writing", async () => {
    let hold = false;
    const fake = await startFakeOpenAi(() => (hold ? "held" : "ok"));
    const engine = await startApi({ TEXT_ENGINE: "openai", ...fakeOpenAiEnv(fake), OPENAI_MAX_RETRIES: "0" });
    try {
      const { tenant, id } = await generatedSweater(engine);
      hold = true;
      const running = generate(tenant, { product_id: id, languages: ["en"], preserve: "none" });
      await expect.poll(() => fake.requests.length).toBe(2);
      await edit(tenant, id, { meta_title: META_TITLE });
      await lock(tenant, id, ["meta_title"]);
      fake.releaseHeld();
      const response = await running;
      expect(response.status).toBe(200);
      expect(response.json.results[0]).toMatchObject({ meta_title: META_TITLE });
      expect(response.json.results[0].fields.meta_title).toBe("kept");
      expect((await detail(tenant, id)).values.meta_title.en).toBe(META_TITLE);
    } finally {
      await engine.close();
      await fake.close();
    }
  });
});
