import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertProducts } from "../catalog/upsert-products.js";
import { answerNotRecorded } from "../idempotency/run-once.js";
import { createOrganization } from "../orgs/create-organization.js";
import { openTestDeps } from "../test-support.js";
import { writeContentForTest } from "../testing/content.js";
import { editContent } from "./edit-content.js";

let t: Awaited<ReturnType<typeof openTestDeps>>;
beforeAll(async () => (t = await openTestDeps()));
afterAll(() => t.close());

const actor = { kind: "api_key", id: "key_test" } as const;

/** An organization whose product holds `values` in English, written without a generation's result. */
async function productWith(values: Record<string, unknown>) {
  const org = await createOrganization(t.deps, { name: "Edits", languages: ["en"] });
  await upsertProducts(
    t.deps,
    org.id,
    [{ sku: "SW-1", name: "Merino sweater", brand: "Acme", sourceData: { color: "navy", price: 89, currency: "EUR" } }],
    answerNotRecorded,
  );
  const product = await t.deps.db.product.findFirstOrThrow({ where: { orgId: org.id } });
  const perLanguage = Object.fromEntries(Object.entries(values).map(([attribute, value]) => [attribute, { en: value }]));
  await writeContentForTest(t.deps, org.id, product.id, perLanguage);
  return { org, productId: product.id };
}

const complete = {
  title: "Acme Merino sweater",
  meta_title: "Acme Merino sweater",
  meta_description: "A navy Merino sweater by Acme.",
  short_description: "A navy Merino sweater.",
  description: "<p>A navy Merino sweater.</p>",
  bullets: ["Navy"],
  faq: [],
  keywords: ["merino sweater"],
};

describe("editContent", () => {
  it("edits content that no generation's result holds: the default rules, the JSON-LD built from the data", async () => {
    const { org, productId } = await productWith(complete);
    const { product, result } = await editContent(t.deps, org, {
      productId,
      language: "en",
      edit: { short_description: "A warm navy sweater." },
      actor,
    });
    expect(product).toMatchObject({ version: 3, status: "generated" });
    expect(result).toMatchObject({ credits_charged: 0, short_description: "A warm navy sweater.", faq: [] });
    expect(result.rules_applied.not_applied).toEqual([]);
    expect(result.json_ld).toMatchObject({ description: "A warm navy sweater.", offers: { price: 89, priceCurrency: "EUR" } });
  });

  it("answers not_found for a language whose content is incomplete, and validates before looking", async () => {
    const { org, productId } = await productWith({ title: "Acme Merino sweater" });
    await expect(editContent(t.deps, org, { productId, language: "en", edit: { title: "X" }, actor })).rejects.toMatchObject({
      code: "not_found",
    });
    const tooLong = { meta_title: "m".repeat(61), meta_description: "d".repeat(156), title: "" };
    const refused = editContent(t.deps, org, { productId, language: "en", edit: tooLong, actor });
    await expect(refused).rejects.toMatchObject({
      code: "validation_failed",
      details: ["title", "meta_title", "meta_description"].map((path) => expect.objectContaining({ path })),
    });
  });
});
