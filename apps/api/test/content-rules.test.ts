// Content rules: the endpoints, the layers merged into every result's rules_applied, the 422s, the idempotency
// fingerprint, the console's preview, and an OpenAI-compatible answer repaired (sync and batch) when it breaks one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INGEST_LEASE_MS, REPAIR_REQUEST, RULE_LIMITS } from "@proseo/core";
import { startFakeOpenAi } from "@proseo/core/testing";
import { startFakeOpenAiBatch } from "@proseo/core/testing/openai-batch";
import { consoleSession, expectError, ledgerOf, startApi, waitFor, type Api, type Tenant } from "./support.js";

const SECRET = "content-rules-test-secret-0123456789abcdef";
const LATENCY_MS = 1_000;
let api: Api;
beforeAll(async () => (api = await startApi({ NEXTAUTH_SECRET: SECRET, BATCH_LATENCY_MS: String(LATENCY_MS) })));
afterAll(() => api.close());

const RULES = "/v1/content-rules";
const categoryPath = (category: string) => `${RULES}/categories/${encodeURIComponent(category)}`;

async function tenantWithProduct(on: Api, category = "Outdoor/Backpacks/Daypacks", languages = ["en"]) {
  const tenant = await on.createTenant(undefined, { credits: 100, languages });
  const ids = await on.importProducts(tenant, [
    { sku: "BP-1", name: "Trail daypack", brand: "Acme", category, source_data: { material: "nylon", capacity_l: 20 } },
  ]);
  return { tenant, productId: ids["BP-1"] as string };
}

const rulesOf = async (tenant: Tenant) => (await tenant.call("GET", RULES)).json;

describe("the content rules endpoints", () => {
  it("answer the defaults, replace the organization's rules, and keep one override per category prefix", async () => {
    const { tenant } = await tenantWithProduct(api);
    const empty = await tenant.call("GET", RULES);
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual({
      rules: {
        tone: "neutral",
        length: "medium",
        bullets: null,
        forbidden_words: [],
        required_attributes: [],
        keywords: [],
        call_to_action: false,
        instructions: "",
      },
      categories: [],
    });

    const put = await tenant.call("PUT", RULES, { tone: "premium", bullets: 5, required_attributes: ["material"] });
    expect(put.status).toBe(200);
    expect(put.json.rules).toMatchObject({ tone: "premium", bullets: 5, required_attributes: ["material"], length: "medium" });
    // A PUT replaces: what it does not send is the default again.
    expect((await tenant.call("PUT", RULES, { forbidden_words: { en: ["cheap"] } })).json.rules).toMatchObject({
      tone: "neutral",
      bullets: null,
      forbidden_words: { en: ["cheap"] },
    });

    const category = await tenant.call("PUT", categoryPath("Outdoor/Backpacks"), { bullets: 6 });
    expect(category.status).toBe(200);
    expect(category.json).toEqual({ category: "Outdoor/Backpacks", rules: { bullets: 6 } });
    await tenant.call("PUT", categoryPath("Outdoor"), { tone: "technical" });
    // The same prefix written otherwise replaces the override, keeping the prefix as now given.
    expect((await tenant.call("PUT", categoryPath("outdoor / backpacks"), { bullets: 7 })).status).toBe(200);
    expect((await rulesOf(tenant)).categories).toEqual([
      { category: "outdoor / backpacks", rules: { bullets: 7 } },
      { category: "Outdoor", rules: { tone: "technical" } },
    ]);

    // Another organization's override of the same prefix is its own.
    const other = await api.createTenant();
    expectError(await other.call("DELETE", categoryPath("Outdoor")), 404, "not_found");
    await other.call("PUT", categoryPath("Outdoor"), { bullets: 3 });
    expect((await rulesOf(other)).categories).toEqual([{ category: "Outdoor", rules: { bullets: 3 } }]);

    const deleted = await tenant.call("DELETE", categoryPath("OUTDOOR/BACKPACKS"));
    expect(deleted.status).toBe(204);
    expect((await rulesOf(tenant)).categories).toEqual([{ category: "Outdoor", rules: { tone: "technical" } }]);
    expectError(await tenant.call("DELETE", categoryPath("Outdoor/Backpacks")), 404, "not_found");
  });

  it("answer 422 naming the field for bad rules, and change nothing", async () => {
    const { tenant, productId } = await tenantWithProduct(api);
    await tenant.call("PUT", RULES, { tone: "friendly" });
    await tenant.call("PUT", categoryPath("Outdoor"), { bullets: 4 });
    const before = await rulesOf(tenant);
    const bad: [Record<string, unknown>, string][] = [
      [{ tone: "sarcastic" }, "tone"],
      [{ bullets: 0 }, "bullets"],
      [{ bullets: 11 }, "bullets"],
      [{ forbidden_words: ["ok", "x".repeat(101)] }, "forbidden_words"],
      [{ required_attributes: ["material", "weight"] }, "required_attributes.1"],
    ];
    for (const [index, [rules, field]] of bad.entries()) {
      for (const response of [
        await tenant.call("PUT", RULES, rules),
        await tenant.call("PUT", categoryPath("Outdoor"), rules),
        await tenant.call("POST", "/v1/generations", { product_id: productId, rules }),
        await tenant.call("POST", "/v1/batches", { product_ids: [productId], rules }, { "Idempotency-Key": `bad-${index}` }),
      ]) {
        const error = expectError(response, 422, "validation_failed");
        expect(error.details.map((detail) => detail.path).join(" "), JSON.stringify(rules)).toContain(field);
      }
    }
    expectError(await tenant.call("PUT", categoryPath("/"), { bullets: 4 }), 422, "validation_failed");
    expectError(await tenant.call("PUT", `${RULES}/categories/Outdoor%E0%A4%A`, {}), 422, "validation_failed");
    expect(await rulesOf(tenant)).toEqual(before);
    expect((await ledgerOf(api, tenant)).balance).toBe(100);
    expect(await api.deps.db.batch.count({ where: { orgId: tenant.org.id } })).toBe(0);
  });

  it(`bound forbidden_words to the organization's languages and ${RULE_LIMITS.forbiddenWordsMax} words in all: more is a 422 that changes nothing`, async () => {
    const { tenant, productId } = await tenantWithProduct(api, "Outdoor/Backpacks", ["en", "de-CH"]);
    // de: the language of de-CH, which falls back to it.
    const allowed = { forbidden_words: { en: ["cheap"], de: ["billig"], "de-CH": ["günstig"] } };
    expect((await tenant.call("PUT", RULES, allowed)).status).toBe(200);
    expect((await tenant.call("PUT", categoryPath("Outdoor"), allowed)).status).toBe(200);
    const before = await rulesOf(tenant);
    // The review's rules: hundreds of language codes, each with its own list.
    const codes = Array.from({ length: 400 }, (_, n) => String.fromCharCode(97 + Math.floor(n / 26), 97 + (n % 26)));
    const manyLanguages = { forbidden_words: Object.fromEntries(codes.map((code) => [code, ["x".repeat(100)]])) };
    const calls = (rules: Record<string, unknown>, key: string) => [
      { path: "", call: () => tenant.call("PUT", RULES, rules) },
      { path: "", call: () => tenant.call("PUT", categoryPath("Outdoor"), rules) },
      { path: "rules.", call: () => tenant.call("POST", "/v1/generations", { product_id: productId, rules }) },
      {
        path: "rules.",
        call: () => tenant.call("POST", "/v1/batches", { product_ids: [productId], rules }, { "Idempotency-Key": key }),
      },
    ];
    for (const { path, call } of calls(manyLanguages, "many-languages")) {
      const error = expectError(await call(), 422, "validation_failed");
      const paths = error.details.map((detail) => detail.path);
      expect(paths).toContain(`${path}forbidden_words.fr`);
      expect(paths).not.toContain(`${path}forbidden_words.en`);
      expect(paths).not.toContain(`${path}forbidden_words.de`);
      expect(error.details[0]!.message).toContain("en, de-CH");
    }

    // Within the organization's languages, still at most RULE_LIMITS.forbiddenWordsMax words together.
    const languages = ["en", "de", "fr", "it", "es", "nl", "pl", "sv", "da", "fi", "pt"];
    const wide = await api.createTenant(undefined, { credits: 100, languages });
    await wide.call("PUT", RULES, { tone: "premium" });
    const full = Array.from({ length: RULE_LIMITS.phrasesMax }, (_, n) => `word ${n}`);
    const tooMany = { forbidden_words: Object.fromEntries(languages.map((language) => [language, full])) };
    const refused = expectError(await wide.call("PUT", RULES, tooMany), 422, "validation_failed");
    expect(refused.details).toEqual([
      { path: "forbidden_words", message: expect.stringContaining(`${RULE_LIMITS.forbiddenWordsMax} forbidden words`) },
    ]);
    expect((await rulesOf(wide)).rules).toMatchObject({ tone: "premium", forbidden_words: [] });
    const most = Object.fromEntries(languages.slice(0, 10).map((language) => [language, full]));
    expect((await wide.call("PUT", RULES, { forbidden_words: most })).status).toBe(200);

    expect(await rulesOf(tenant)).toEqual(before);
    expect((await ledgerOf(api, tenant)).balance).toBe(100);
    expect(await api.deps.db.batch.count({ where: { orgId: tenant.org.id } })).toBe(0);
  });

  it(`keep at most ${RULE_LIMITS.categoriesMax} category overrides: one more is a 422, changing one still works`, async () => {
    const { tenant } = await tenantWithProduct(api);
    await api.deps.db.categoryRules.createMany({
      data: Array.from({ length: RULE_LIMITS.categoriesMax }, (_, index) => ({
        id: `crul_limit_${tenant.org.id}_${index}`,
        orgId: tenant.org.id,
        category: `Shelf ${index}`,
        categoryKey: `shelf ${index}`,
        rules: { bullets: 4 },
      })),
    });
    const error = expectError(await tenant.call("PUT", categoryPath("Outdoor"), { bullets: 5 }), 422, "validation_failed");
    expect(error.details).toEqual([{ path: "category", message: expect.stringContaining(`${RULE_LIMITS.categoriesMax}`) }]);
    expect(await api.deps.db.categoryRules.count({ where: { orgId: tenant.org.id } })).toBe(RULE_LIMITS.categoriesMax);
    expect((await tenant.call("PUT", categoryPath("shelf 7"), { bullets: 6 })).json).toEqual({
      category: "shelf 7",
      rules: { bullets: 6 },
    });
  });
});

describe("rules_applied", () => {
  it("shows each field's layer: the organization, the most specific category prefix, the request", async () => {
    const { tenant, productId } = await tenantWithProduct(api);
    await tenant.call("PUT", RULES, { tone: "premium", length: "short", bullets: 5, keywords: ["daypack"] });
    await tenant.call("PUT", categoryPath("Outdoor/Backpacks"), { bullets: 7 });
    await tenant.call("PUT", categoryPath("Outdoor"), { bullets: 6, length: "long" });
    await tenant.call("PUT", categoryPath("Kitchen"), { tone: "playful" });
    const generation = await tenant.call("POST", "/v1/generations", {
      product_id: productId,
      rules: { tone: "technical", call_to_action: true, instructions: "Mention the roll-top closure first." },
    });
    expect(generation.status).toBe(200);
    const [result] = generation.json.results;
    expect(result.rules_applied).toEqual({
      rules: {
        tone: "technical",
        length: "long",
        bullets: 7,
        forbidden_words: [],
        required_attributes: [],
        keywords: ["daypack"],
        call_to_action: true,
        instructions: "Mention the roll-top closure first.",
      },
      sources: {
        tone: "request",
        length: "category:Outdoor",
        bullets: "category:Outdoor/Backpacks",
        forbidden_words: "default",
        required_attributes: "default",
        keywords: "organization",
        call_to_action: "request",
        instructions: "request",
      },
      // The built-in writer does not follow free-text instructions, and says so.
      not_applied: ["instructions"],
    });
  });

  it("of a batch's descriptions are the rules at submission, whatever changes before its results are recorded", async () => {
    const { tenant, productId } = await tenantWithProduct(api, "Outdoor/Backpacks", ["en", "de"]);
    await tenant.call("PUT", RULES, { tone: "premium" });
    await tenant.call("PUT", categoryPath("Outdoor"), { bullets: 4 });
    const submitted = await tenant.call(
      "POST",
      "/v1/batches",
      { product_ids: [productId], rules: { call_to_action: true } },
      { "Idempotency-Key": "batch-rules" },
    );
    expect(submitted.status).toBe(201);
    const batchId = submitted.json.id as string;
    await tenant.call("PUT", RULES, { tone: "playful" });
    await tenant.call("DELETE", categoryPath("Outdoor"));
    await waitFor("the built-in provider's job", async () => {
      const job = await api.deps.db.job.findUnique({ where: { id: `job_builtin_${batchId}` } });
      return job?.status === "done";
    });
    // Moved to another category after its descriptions were written: they keep the rules they were written to.
    expect((await tenant.call("PATCH", `/v1/products/${productId}`, { category: "Kitchen/Knives" })).status).toBe(200);
    api.advance(LATENCY_MS);
    expect((await tenant.call("GET", `/v1/batches/${batchId}`)).json.status).toBe("ended");
    const [item] = (await tenant.call("GET", `/v1/batches/${batchId}/items`)).json.items;
    expect(item.results.map((result: { status: string }) => result.status)).toEqual(["succeeded", "succeeded"]);
    for (const result of item.results) {
      expect(result.rules_applied.rules).toMatchObject({ tone: "premium", bullets: 4, call_to_action: true });
      expect(result.rules_applied.sources).toMatchObject({
        tone: "organization",
        bullets: "category:Outdoor",
        call_to_action: "request",
      });
    }
  });
});

describe("the idempotency fingerprint", () => {
  it("holds the request's rules: the same key with other rules is refused, with the same rules replayed", async () => {
    const { tenant, productId } = await tenantWithProduct(api);
    const key = { "Idempotency-Key": "rules-fingerprint" };
    const first = await tenant.call("POST", "/v1/generations", { product_id: productId, rules: { tone: "friendly" } }, key);
    expect(first.status).toBe(200);
    expectError(
      await tenant.call("POST", "/v1/generations", { product_id: productId, rules: { tone: "premium" } }, key),
      422,
      "idempotency_key_reused",
    );
    expectError(await tenant.call("POST", "/v1/generations", { product_id: productId }, key), 422, "idempotency_key_reused");
    const replay = await tenant.call("POST", "/v1/generations", { product_id: productId, rules: { tone: "friendly" } }, key);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.json).toEqual(first.json);
    expect((await ledgerOf(api, tenant)).entries.filter((entry) => entry.kind === "charge")).toHaveLength(1);

    const batchKey = { "Idempotency-Key": "batch-rules-fingerprint" };
    expect((await tenant.call("POST", "/v1/batches", { product_ids: [productId], rules: { bullets: 3 } }, batchKey)).status).toBe(
      201,
    );
    expectError(
      await tenant.call("POST", "/v1/batches", { product_ids: [productId], rules: { bullets: 4 } }, batchKey),
      422,
      "idempotency_key_reused",
    );
  });
});

describe("the console's preview", () => {
  it("writes the product under the saved and the draft rules, charging and storing nothing; a bad draft is a 422", async () => {
    const { tenant, productId } = await tenantWithProduct(api);
    await tenant.call("PUT", RULES, { tone: "premium", bullets: 5 });
    const session = await consoleSession(api, tenant, SECRET, "viewer");
    const preview = await session.mutate("contentRules.preview", {
      product_id: productId,
      language: "en",
      draft: { rules: { tone: "friendly" }, categories: [{ category: "outdoor", rules: { bullets: 3 } }] },
    });
    expect(preview.status).toBe(200);
    const { saved, draft } = preview.json.result.data;
    expect(saved.rules_applied.rules).toMatchObject({ tone: "premium", bullets: 5 });
    expect(draft.rules_applied.rules).toMatchObject({ tone: "friendly", bullets: 3 });
    expect(draft.rules_applied.sources).toMatchObject({ tone: "organization", bullets: "category:outdoor" });
    for (const written of [saved, draft]) {
      expect(written.content.title).toContain("Trail daypack");
      expect(written.quality.score).toEqual(expect.any(Number));
    }
    expect(await api.deps.db.generation.count({ where: { orgId: tenant.org.id } })).toBe(0);
    expect((await ledgerOf(api, tenant)).balance).toBe(100);

    const bad = await session.mutate("contentRules.preview", {
      product_id: productId,
      language: "en",
      draft: { rules: {}, categories: [{ category: "Outdoor", rules: { required_attributes: ["weight"] } }] },
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.json)).toContain("draft.categories.0.rules.required_attributes.0");

    const categories = Array.from({ length: RULE_LIMITS.categoriesMax + 1 }, (_, index) => ({
      category: `Shelf ${index}`,
      rules: { bullets: 4 },
    }));
    const tooMany = await session.mutate("contentRules.preview", {
      product_id: productId,
      language: "en",
      draft: { rules: {}, categories },
    });
    expect(tooMany.status).toBe(422);
    expect(JSON.stringify(tooMany.json)).toContain("draft.categories");
  });
});

describe("the console's rule attributes", () => {
  it("names each column a rule may require as the facts view does, in the organization's first language", async () => {
    const tenant = await api.createTenant(undefined, { languages: ["de", "en"] });
    // Columns of WooCommerce's own export, as its import preset keeps them in source_data.
    await api.importProducts(tenant, [
      {
        sku: "WC-1",
        name: "Watering can",
        source_data: {
          "Attribute 1 name": "Color",
          "Attribute 1 value(s)": "Green",
          "Meta: material": "Zinc",
          "Meta: _edit_lock": "1700000000:1",
          "Tax status": "taxable",
        },
      },
      { sku: "WC-2", name: "Sun hat", source_data: { "Attribute 1 name": "Size", "Attribute 1 value(s)": "M, L" } },
    ]);
    const viewer = await consoleSession(api, tenant, SECRET, "viewer");
    const answer = await viewer.query("contentRules.attributes");
    expect(answer.status).toBe(200);
    const { language, attributes } = answer.json.result.data;
    expect(language).toBe("de");
    expect(attributes).toEqual([
      { code: "Attribute 1 name", label: expect.stringMatching(/^(Farbe, Größe|Größe, Farbe)$/) },
      { code: "Attribute 1 value(s)", label: expect.stringMatching(/^(Farbe, Größe|Größe, Farbe)$/) },
      // A hidden field is WordPress's bookkeeping: no fact.
      { code: "Meta: _edit_lock", label: null },
      { code: "Meta: material", label: "Material" },
      { code: "Tax status", label: null },
    ]);
    // Another organization's columns are its own.
    const other = await api.createTenant();
    expect(
      (await (await consoleSession(api, other, SECRET, "viewer")).query("contentRules.attributes")).json.result.data,
    ).toEqual({
      language: "en",
      attributes: [],
    });
  });
});

describe("the console's served texts that break the current rules", () => {
  it("checks every published text against the rules as they are now, by SKU and language, a page at a time", async () => {
    const tenant = await api.createTenant(undefined, { credits: 100, languages: ["en", "de"] });
    const ids = await api.importProducts(tenant, [
      {
        sku: "BP-2",
        name: "Summit pack",
        brand: "Acme",
        category: "Outdoor",
        source_data: { material: "nylon", capacity_l: 30 },
      },
      {
        sku: "BP-1",
        name: "Trail daypack",
        brand: "Acme",
        category: "Outdoor",
        source_data: { material: "nylon", capacity_l: 20 },
      },
      { sku: "BP-3", name: "Draft pack", brand: "Acme", category: "Outdoor", source_data: { material: "nylon", capacity_l: 25 } },
    ]);
    for (const sku of ["BP-1", "BP-2", "BP-3"]) {
      expect((await tenant.call("POST", "/v1/generations", { product_id: ids[sku], languages: ["en", "de"] })).status).toBe(200);
    }
    // BP-3 is generated but not served: its text is no published text.
    for (const sku of ["BP-1", "BP-2"]) {
      expect((await tenant.call("POST", `/v1/products/${ids[sku]}/publish`, { version: 2 })).status).toBe(200);
    }
    const viewer = await consoleSession(api, tenant, SECRET, "viewer");
    const broken = async (input: unknown = {}) => {
      const answer = await viewer.query("contentRules.broken", input);
      expect(answer.status).toBe(200);
      return answer.json.result.data;
    };
    // Under the rules they were written to, none breaks them.
    expect(await broken()).toEqual({ texts: [], total: 0, checked: 4 });

    // A rule added later: the English texts name the material, and a category override asks for three bullets.
    await tenant.call("PUT", RULES, { forbidden_words: { en: ["nylon"] } });
    await tenant.call("PUT", categoryPath("Outdoor"), { bullets: 3 });
    const all = await broken();
    expect(all.total).toBe(4);
    expect(all.checked).toBe(4);
    expect(all.texts.map((text: { sku: string; language: string }) => `${text.sku} ${text.language}`)).toEqual([
      "BP-1 de",
      "BP-1 en",
      "BP-2 de",
      "BP-2 en",
    ]);
    const [first, second] = all.texts;
    expect(first).toMatchObject({ product_id: ids["BP-1"], name: "Trail daypack", version: 2 });
    const rules = (text: { violations: { rule: string }[] }) => [...new Set(text.violations.map(({ rule }) => rule))];
    expect(rules(first)).toEqual(["bullets"]);
    expect(rules(second)).toEqual(["bullets", "forbidden_words"]);
    expect(second.violations[1].message).toMatch(/^\w+ uses the forbidden "nylon"; rephrase without it\.$/);

    // A page from an offset; the count stays the whole.
    const page = await broken({ offset: 2, limit: 1 });
    expect(page.total).toBe(4);
    expect(page.texts).toEqual([all.texts[2]]);

    // The rules changed back: nothing breaks them, and nothing was stored meanwhile.
    await tenant.call("DELETE", categoryPath("Outdoor"));
    await tenant.call("PUT", RULES, {});
    expect((await broken()).total).toBe(0);
    expect(await api.deps.db.product.count({ where: { orgId: tenant.org.id, version: { gt: 2 } } })).toBe(0);

    const bad = await viewer.query("contentRules.broken", { limit: 101 });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.json)).toContain("limit");
  });
});

describe("an OpenAI-compatible answer that breaks a content rule", () => {
  const cheap = { answer: { short_description: "A cheap daypack for the trail." } };

  it("gets one repair request naming the forbidden word: clean, it succeeds charged once; still broken, rules_broken uncharged", async () => {
    // English repairs its answer; German keeps the word.
    const fake = await startFakeOpenAi((language, attempt) => (language === "en" && attempt > 1 ? "ok" : cheap));
    const on = await startApi({
      TEXT_ENGINE: "openai",
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: "sk-test",
      OPENAI_MODEL: "gpt-test",
      OPENAI_MAX_RETRIES: "0",
    });
    try {
      const { tenant, productId } = await tenantWithProduct(on, "Outdoor", ["en", "de"]);
      await tenant.call("PUT", RULES, { forbidden_words: ["Cheap"], instructions: "Mention the roll-top closure first." });
      const { json } = await tenant.call("POST", "/v1/generations", { product_id: productId });
      const [en, de] = json.results;
      // The LLM engine is given the instructions: it applies every rule.
      expect(en.rules_applied.not_applied).toEqual([]);
      expect(en).toMatchObject({ language: "en", status: "succeeded", credits_charged: 2 });
      expect(en.short_description).not.toMatch(/cheap/i);
      expect(de).toMatchObject({ language: "de", status: "failed", credits_charged: 0, error: { code: "rules_broken" } });
      expect(de.error.message).toContain('"Cheap"');
      expect(de.rules_applied.sources.forbidden_words).toBe("organization");
      for (const language of ["en", "de"]) {
        const [first, repair] = fake.requests.filter((request) => request.language === language);
        expect(first!.body.messages[0]!.content).toContain('"Cheap"');
        expect(repair!.body.messages.at(-1)!.content).toContain(REPAIR_REQUEST);
        expect(repair!.body.messages.at(-1)!.content).toContain('short_description uses the forbidden "Cheap"');
      }
      expect(fake.requests).toHaveLength(4);
      const { entries, balance } = await ledgerOf(on, tenant);
      expect(entries.filter((entry) => entry.kind === "charge")).toHaveLength(1);
      expect(balance).toBe(98);
    } finally {
      await on.close();
      await fake.close();
    }
  });

  it("in a batch's results gets the same repair through the synchronous API, failing uncharged when still broken", async () => {
    let stillCheap = "";
    const fake = await startFakeOpenAiBatch((body) => {
      const { product } = JSON.parse(body.messages.find((message) => message.role === "user")!.content);
      return product.name === stillCheap ? cheap.answer : {};
    });
    const on = await startApi({
      BATCH_PROVIDER: "openai",
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: "test-key",
      OPENAI_MODEL: "gpt-test",
      OPENAI_MAX_RETRIES: "0",
    });
    try {
      const tenant = await on.createTenant(undefined, { credits: 100, languages: ["en"] });
      const ids = await on.importProducts(tenant, [
        { sku: "A", name: "Clean pack", category: "Outdoor" },
        { sku: "B", name: "Cheap pack", category: "Outdoor" },
        { sku: "C", name: "Fine pack", category: "Outdoor" },
      ]);
      stillCheap = "Cheap pack";
      await tenant.call("PUT", RULES, { forbidden_words: ["cheap"] });
      const submitted = await tenant.call(
        "POST",
        "/v1/batches",
        { product_ids: [ids.A, ids.B, ids.C] },
        { "Idempotency-Key": "openai-batch-rules" },
      );
      const batchId = submitted.json.id as string;
      const { providerBatchId } = await waitFor("submission", () =>
        on.deps.db.batch.findFirst({ where: { id: batchId, providerBatchId: { not: null } } }),
      );
      // The batch's requests tell the engine the rules.
      for (const line of fake.linesOf(fake.batches.get(providerBatchId!)!)) {
        expect(line.body.messages[0]!.content).toContain('"cheap"');
      }
      // Two answers use the word; the third is clean and needs no repair.
      fake.complete(providerBatchId!, (line) => (line.body.messages[1]!.content.includes("Fine pack") ? "ok" : cheap));
      const ended = (await tenant.call("GET", `/v1/batches/${batchId}`)).json;
      expect(ended).toMatchObject({ status: "ended", succeeded_count: 2, failed_count: 1, credits_charged: 2 });
      expect(fake.completions).toHaveLength(2);
      for (const completion of fake.completions) {
        expect(completion.messages.at(-1)!.content).toContain('short_description uses the forbidden "cheap"');
      }
      const items = await on.deps.db.batchItem.findMany({ where: { batchId }, include: { product: true } });
      const outcome = Object.fromEntries(
        items.map((item) => [item.product.sku, [item.status, (item.result as { error?: { code: string } }).error?.code]]),
      );
      expect(outcome).toEqual({ A: ["succeeded", undefined], B: ["failed", "rules_broken"], C: ["succeeded", undefined] });
      expect((await on.deps.db.product.findUniqueOrThrow({ where: { id: ids.A } })).values).toMatchObject({
        short_description: { en: "Clean pack in en." },
      });
      expect((await ledgerOf(on, tenant)).balance).toBe(98);
    } finally {
      await on.close();
      await fake.close();
    }
  });

  it("in a batch's results is paid once: a poll while a repair runs past the first lease leaves it to the running poll", async () => {
    let release = () => {};
    const repairing = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = () => {};
    const repairAsked = new Promise<void>((resolve) => {
      asked = resolve;
    });
    const fake = await startFakeOpenAiBatch(async () => {
      asked();
      await repairing;
      return {};
    });
    const on = await startApi({
      BATCH_PROVIDER: "openai",
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: "test-key",
      OPENAI_MODEL: "gpt-test",
      OPENAI_MAX_RETRIES: "0",
    });
    try {
      const { tenant, productId } = await tenantWithProduct(on);
      await tenant.call("PUT", RULES, { forbidden_words: ["cheap"] });
      const submitted = await tenant.call("POST", "/v1/batches", { product_ids: [productId] }, { "Idempotency-Key": "slow" });
      const batchId = submitted.json.id as string;
      const { providerBatchId } = await waitFor("submission", () =>
        on.deps.db.batch.findFirst({ where: { id: batchId, providerBatchId: { not: null } } }),
      );
      fake.complete(providerBatchId!, () => cheap);
      const first = tenant.call("GET", `/v1/batches/${batchId}`);
      await repairAsked;
      on.advance(INGEST_LEASE_MS + 1);
      expect((await tenant.call("GET", `/v1/batches/${batchId}`)).json).toMatchObject({ status: "ingesting" });
      release();
      expect((await first).json).toMatchObject({ status: "ended", succeeded_count: 1, credits_charged: 1 });
      expect(fake.completions).toHaveLength(1);
      expect((await ledgerOf(on, tenant)).balance).toBe(99);
    } finally {
      release();
      await on.close();
      await fake.close();
    }
  });
});
