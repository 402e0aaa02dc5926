import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { updateOrganizationSettings } from "@proseo/core";
import { consoleSession, detail, edit, expectError, ledgerOf, revisions, startApi, type Api } from "./support.js";

const SECRET = "content-edit-test-secret-0123456789abcdef";
let api: Api;
beforeAll(async () => (api = await startApi({ NEXTAUTH_SECRET: SECRET })));
afterAll(() => api.close());

/** A tenant whose sweater has generated content in English only (version 2, the candidate). */
async function generatedSweater() {
  const tenant = await api.createTenant(undefined, { languages: ["en", "de"] });
  const [id] = Object.values(
    await api.importProducts(tenant, [
      {
        sku: "SW-1",
        name: "Merino sweater",
        brand: "Acme",
        source_data: { color: "navy", material: "merino wool", weight_kg: 1.2 },
      },
    ]),
  );
  const generated = await tenant.call("POST", "/v1/generations", { product_id: id, languages: ["en"] });
  expect(generated.json.version).toBe(2);
  // The test clock stands still; an edit comes later than the generation it edits.
  api.advance(1000);
  return { tenant, id: id! };
}

const checkOf = (result: { quality: { checks: { check: string; passed: boolean }[] } }, name: string) =>
  result.quality.checks.find((entry) => entry.check === name)!;

/** A description of the sweater in prose, as a person writes it. */
const DESCRIBED =
  "<p>Knitted from merino wool, the Merino sweater by Acme keeps you warm on cold days and feels soft against the skin. Its navy colour goes with jeans, chinos and a winter coat alike, and at 1.2 kg it has a reassuring, substantial feel.</p>";

const META_DESCRIPTION = "Acme's navy Merino sweater of merino wool, 1.2 kg: warm on cold days and soft on the skin.";

describe("PATCH /v1/products/{id}/content/{language}", () => {
  it("writes a version (reason edit) with its change set, scores and rebuilds the JSON-LD of the edit, at no charge", async () => {
    const { tenant, id } = await generatedSweater();
    const before = await detail(tenant, id);
    const ledger = await ledgerOf(api, tenant);
    const generations = await api.deps.db.generation.count({ where: { productId: id } });

    const response = await edit(tenant, id, {
      meta_description: META_DESCRIPTION,
      short_description: "A warm navy sweater of merino wool by Acme.",
    });
    expect(response.status).toBe(200);
    const { product, result } = response.json;
    expect(product).toMatchObject({ id, version: 3, status: "generated", published_version: null });
    expect(product.values.meta_description).toEqual({ ...before.values.meta_description, en: META_DESCRIPTION });
    expect(product.values.short_description.en).toBe("A warm navy sweater of merino wool by Acme.");
    // The other texts are as they were.
    for (const attribute of ["title", "meta_title", "description", "bullets", "faq", "keywords"]) {
      expect(product.values[attribute]).toEqual(before.values[attribute]);
    }
    expect(result).toMatchObject({
      language: "en",
      status: "succeeded",
      credits_charged: 0,
      meta_description: META_DESCRIPTION,
      title: before.values.title.en,
      quality: { meta_description_length: { value: META_DESCRIPTION.length, ok: true } },
    });
    expect(checkOf(result, "meta_description").passed).toBe(true);
    expect(result.json_ld).toMatchObject({
      "@type": "Product",
      name: "Merino sweater",
      description: "A warm navy sweater of merino wool by Acme.",
      brand: { "@type": "Brand", name: "Acme" },
    });

    const [newest] = await revisions(tenant, id);
    expect(newest).toMatchObject({ version: 3, reason: "edit" });
    expect(newest!.changes).toEqual({
      values: {
        meta_description: { en: [[before.values.meta_description.en], [META_DESCRIPTION]] },
        short_description: { en: [[before.values.short_description.en], ["A warm navy sweater of merino wool by Acme."]] },
      },
    });

    // Stored as a generation's result, of the engine `edit`, without a charge: the console's content view shows it.
    const stored = await api.deps.db.generation.findMany({ where: { productId: id }, orderBy: { createdAt: "desc" } });
    expect(stored).toHaveLength(generations + 1);
    expect(stored[0]).toMatchObject({ engine: "edit", language: "en", status: "succeeded", creditsCharged: 0 });
    const { query } = await consoleSession(api, tenant, SECRET);
    const content = await query("console.content.get", { id });
    expect(content.json.result.data.results).toEqual([result]);

    const after = await ledgerOf(api, tenant);
    expect(after.entries).toHaveLength(ledger.entries.length);
    expect(after.balance).toBe(ledger.balance);
  });

  it("edits every field at once, and the console reaches it over tRPC", async () => {
    const { tenant, id } = await generatedSweater();
    const texts = {
      title: "Acme Merino sweater, navy",
      meta_title: "Acme Merino sweater in navy",
      meta_description: META_DESCRIPTION,
      short_description: "A navy sweater of merino wool.",
      description_html: "<p>A navy sweater of merino wool by Acme.</p><ul><li>Merino wool</li></ul>",
      bullets: ["Merino wool", "Navy"],
      faq: [{ question: "What is it made of?", answer: "Merino wool." }],
      keywords: ["merino sweater", "acme sweater"],
    };
    const { mutate } = await consoleSession(api, tenant, SECRET, "editor");
    const response = await mutate("products.editContent", { id, language: "en", ...texts });
    expect(response.status).toBe(200);
    expect(response.json.result.data.result).toMatchObject(texts);
    const { values } = await detail(tenant, id);
    expect(values.description.en).toBe(texts.description_html);
    expect(values.faq.en).toEqual(texts.faq);
  });

  it.each([
    ["an empty title", { title: "" }, "title"],
    ["a title of blank space", { title: " \n " }, "title"],
    ["a meta title of 61 characters", { meta_title: "x".repeat(61) }, "meta_title"],
    ["a meta description of 156 characters", { meta_description: "x".repeat(156) }, "meta_description"],
    ["an empty short description", { short_description: "" }, "short_description"],
    ["no bullet", { bullets: [] }, "bullets"],
    ["11 bullets", { bullets: Array.from({ length: 11 }, (_, n) => `Bullet ${n}`) }, "bullets"],
    ["an empty bullet", { bullets: ["Warm", ""] }, "bullets.1"],
    ["11 questions", { faq: Array.from({ length: 11 }, () => ({ question: "Q?", answer: "A." })) }, "faq"],
    ["a question without an answer", { faq: [{ question: "Q?" }] }, "faq.0.answer"],
    ["21 keywords", { keywords: Array.from({ length: 21 }, (_, n) => `keyword ${n}`) }, "keywords"],
    ["a description with nothing left once sanitized", { description_html: "<script>alert(1)</script>" }, "description_html"],
    ["the JSON-LD, which is built from the texts", { json_ld: {} }, ""],
    ["no field", {}, ""],
  ])("refuses %s with 422 naming the field, changing nothing", async (_, body, field) => {
    const { tenant, id } = await generatedSweater();
    const error = expectError(await edit(tenant, id, body), 422, "validation_failed");
    expect(error.details.map((detail) => detail.path)).toContain(field);
    expect((await detail(tenant, id)).version).toBe(2);
  });

  it("keeps a meta title of exactly 60 and a meta description of exactly 155 characters", async () => {
    const { tenant, id } = await generatedSweater();
    const meta_title = `Acme Merino sweater ${"n".repeat(40)}`;
    const meta_description = `Merino wool ${"w".repeat(143)}`;
    const response = await edit(tenant, id, { meta_title, meta_description });
    expect(response.status).toBe(200);
    expect(response.json.result).toMatchObject({ meta_title, meta_description });
  });

  it("strips what the product page's HTML allow-list does not hold: scripts, event handlers, javascript: links", async () => {
    const { tenant, id } = await generatedSweater();
    const response = await edit(tenant, id, {
      description_html:
        '<p onclick="steal()">A <strong>warm</strong> sweater.<script>alert(1)</script><img src="x" onerror="alert(1)"></p>' +
        '<p><a href="javascript:alert(1)">Care</a> <a href="https://example.com/care" onmouseover="x()">Guide</a></p>' +
        '<style>p{}</style><iframe src="https://evil.example"></iframe><div>Merino wool.</div>',
    });
    expect(response.status).toBe(200);
    const html = (await detail(tenant, id)).values.description.en as string;
    expect(html).toBe(
      '<p>A <strong>warm</strong> sweater.</p><p><a>Care</a> <a href="https://example.com/care">Guide</a></p>Merino wool.',
    );
    expect(response.json.result.description_html).toBe(html);
    for (const gone of ["script", "onerror", "onclick", "javascript:", "<img", "<iframe", "<style", "onmouseover"]) {
      expect(html).not.toContain(gone);
    }
  });

  it("re-runs the quality checks: a meta description made too short fails its check, and the edit is kept", async () => {
    const { tenant, id } = await generatedSweater();
    const response = await edit(tenant, id, { meta_description: "A sweater." });
    expect(response.status).toBe(200);
    const { result } = response.json;
    expect(result.quality.meta_description_length).toEqual({ value: 10, max: 155, ok: false });
    expect(checkOf(result, "meta_description").passed).toBe(false);
    expect(response.json.product.version).toBe(3);
    // The review filters read the edit's scores.
    const listed = async (query: string) =>
      ((await tenant.call("GET", `/v1/products?${query}`)).json.products as { id: string }[]).map((row) => row.id);
    expect(await listed("failed_check=meta_description")).toEqual([id]);
    expect(await listed(`quality_below=${result.quality.score + 1}`)).toEqual([id]);
    expect(await listed(`quality_below=${result.quality.score}`)).toEqual([]);
  });

  it("flags an invented figure through the grounding check, without refusing the edit", async () => {
    const { tenant, id } = await generatedSweater();
    const response = await edit(tenant, id, { description_html: "<p>The sweater weighs 2.5 kg.</p>" });
    expect(response.status).toBe(200);
    const { quality } = response.json.result;
    expect(quality.grounding.grounded).toBe(false);
    expect(quality.grounding.unsupported).toContainEqual(
      expect.objectContaining({ claim: "2.5 kg", field: "description_html", kind: "figure" }),
    );
    expect(quality.checks).toContainEqual(expect.objectContaining({ check: "grounded", passed: false }));
    expect(quality.passed).toBe(false);
    expect((await detail(tenant, id)).values.description.en).toBe("<p>The sweater weighs 2.5 kg.</p>");
  });

  it("writes nothing for an edit the record already holds, and answers the current state", async () => {
    const { tenant, id } = await generatedSweater();
    const first = await edit(tenant, id, { title: "Acme Merino sweater, navy" });
    expect(first.json.product.version).toBe(3);
    api.advance(1000);
    const generations = await api.deps.db.generation.count({ where: { productId: id } });
    const again = await edit(tenant, id, { title: "Acme Merino sweater, navy" });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect((await revisions(tenant, id)).map((revision) => revision.version)).toEqual([3, 2, 1]);
    expect(await api.deps.db.generation.count({ where: { productId: id } })).toBe(generations);
    // Sending a text as the generation wrote it is no change either.
    const unchanged = await edit(tenant, id, { meta_title: first.json.product.values.meta_title.en });
    expect(unchanged.json.product.version).toBe(3);
  });

  it("becomes the candidate above the published version; approving serves the edit", async () => {
    const { tenant, id } = await generatedSweater();
    expect((await tenant.call("POST", `/v1/products/${id}/publish`, { version: 2 })).status).toBe(200);
    const response = await edit(tenant, id, { title: "Acme Merino sweater, navy" });
    expect(response.json.product).toMatchObject({ version: 3, published_version: 2, status: "generated" });
    expect((await tenant.call("GET", `/v1/products/${id}/published`)).json.values.title.en).not.toBe("Acme Merino sweater, navy");
    expect((await tenant.call("POST", `/v1/products/${id}/approve`)).json).toMatchObject({ published_version: 3 });
    expect((await tenant.call("GET", `/v1/products/${id}/published`)).json.values.title.en).toBe("Acme Merino sweater, navy");
  });

  it("is published at once, as the key that edited, when the organization publishes automatically", async () => {
    const { tenant, id } = await generatedSweater();
    await updateOrganizationSettings(api.deps, tenant.org.id, { autoPublish: true });
    // The person writes the description in prose too: the built-in writer's details list does not pass the gate.
    const response = await edit(tenant, id, { title: "Acme Merino sweater, navy", description_html: DESCRIBED });
    expect(response.json.product).toMatchObject({ version: 3, published_version: 3, status: "published" });
    expect((await tenant.call("GET", `/v1/products/${id}/published`)).json.values.title.en).toBe("Acme Merino sweater, navy");
    const events = await api.deps.db.publishEvent.findMany({ where: { productId: id } });
    expect(events).toEqual([
      expect.objectContaining({ action: "publish", version: 3, actorKind: "api_key", actorId: tenant.keyId }),
    ]);
  });

  it("applies concurrent edits one after another: neither is lost", async () => {
    const { tenant, id } = await generatedSweater();
    const [title, keywords] = await Promise.all([
      edit(tenant, id, { title: "Acme Merino sweater, navy" }),
      edit(tenant, id, { keywords: ["navy merino sweater"] }),
    ]);
    expect([title.status, keywords.status]).toEqual([200, 200]);
    expect([title.json.product.version, keywords.json.product.version].sort()).toEqual([3, 4]);
    const { values, version } = await detail(tenant, id);
    expect(version).toBe(4);
    expect(values.title.en).toBe("Acme Merino sweater, navy");
    expect(values.keywords.en).toEqual(["navy merino sweater"]);
    const [fourth, third] = await revisions(tenant, id);
    expect([fourth!.reason, third!.reason]).toEqual(["edit", "edit"]);
    expect(Object.keys(fourth!.changes.values as object)).toHaveLength(1);
    expect(Object.keys(third!.changes.values as object)).toHaveLength(1);
  });

  it("answers 404 for another organization's or an unknown product, and for a language without content", async () => {
    const { tenant, id } = await generatedSweater();
    const other = await api.createTenant();
    expectError(await edit(other, id, { title: "Mine now" }), 404, "not_found");
    expectError(await edit(tenant, "prod_unknown", { title: "Nobody" }), 404, "not_found");
    const noContent = expectError(await edit(tenant, id, { title: "Merino-Pullover" }, "de"), 404, "not_found");
    expect(noContent.message).toMatch(/no content in the language de/);
    expect((await detail(tenant, id)).version).toBe(2);
  });

  it("answers 404 for a language in no known form, and 403 for a key without content:manage", async () => {
    const { tenant, id } = await generatedSweater();
    expectError(await edit(tenant, id, { title: "X" }, "english!"), 404, "not_found");
    for (const inherited of ["constructor", "__proto__", "toString"]) {
      expectError(await edit(tenant, id, { title: "X" }, inherited), 404, "not_found");
    }
    const reader = await api.createTenant(["catalog:read"]);
    expectError(await edit(reader, id, { title: "X" }), 403, "missing_scope");
  });
});
