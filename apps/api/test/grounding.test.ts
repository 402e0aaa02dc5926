import { afterEach, describe, expect, it } from "vitest";
import { REPAIR_REQUEST } from "@proseo/core";
import { type FakeBehaviour, INVENTED_HTML, startFakeOpenAi } from "@proseo/core/testing";
import { ledgerOf, startApi, type Api } from "./support.js";

const INVENTED_CLAIM =
  'description_html states "2.5 kg" (figure), which the product data does not support, in "It weighs 2.5 kg."';

let running: { api: Api; fake: Awaited<ReturnType<typeof startFakeOpenAi>> } | undefined;
afterEach(async () => {
  await running?.api.close();
  await running?.fake.close();
  running = undefined;
});

type Imported = {
  sku: string;
  name: string;
  brand: string;
  category: string;
  source_data: Record<string, unknown>;
};

const SWEATER: Imported = {
  sku: "SW-1",
  name: "Merino sweater",
  brand: "Acme",
  category: "Apparel/Knitwear",
  source_data: { color: "navy", weight_kg: 1.2 },
};

/** A phone case as a Shopify-style catalog sends it: options, a metafield, and the supplier's own text. */
const CASE: Imported = {
  sku: "AURA-15",
  name: "Aura Silicone Case",
  brand: "Lumen",
  category: "Phone Accessories/Cases",
  source_data: {
    "Body (HTML)":
      "<p>A slim case in soft-touch liquid silicone. A microfibre lining protects the back of your phone, and raised edges keep the camera off the table.</p>",
    "Option1 Name": "Color",
    "Option1 Value": "Sage Green",
    "Compatible with (product.metafields.custom.compatible_with)": "iPhone 15",
    "Variant Grams": 32,
    "Drop tested (product.metafields.custom.drop_height)": "1.2 m",
  },
};

/** A strong model's faithful answer for the case: every claim paraphrases the data, nothing is copied from it. */
const FAITHFUL_CASE_ANSWER = {
  title: "Aura Silicone Case for iPhone 15 in Sage Green",
  meta_title: "Aura Silicone Case for iPhone 15 | Lumen",
  meta_description:
    "Slim sage green case for iPhone 15 in soft-touch liquid silicone, lined with microfibre and drop-tested from 1.2 metres.",
  short_description: "A slim, soft-touch silicone case for the iPhone 15, lined with microfibre.",
  description_html:
    "<p>Lumen's Aura case wraps the iPhone 15 in soft-touch liquid silicone without adding bulk: it weighs just 32 grams. Inside, a microfibre lining looks after the back of the phone.</p><p>Raised edges around the camera keep the lenses off the table, and the case has been drop-tested from a height of 1.2 m.</p>",
  bullets: [
    "Made for the iPhone 15",
    "Soft-touch liquid silicone in sage green",
    "Microfibre lining protects the back",
    "Raised edges keep the camera clear of surfaces",
    "Drop-tested from 1.2 m; weighs 32 g",
  ],
  faq: [
    { question: "Which phone does the Aura case fit?", answer: "It is made for the iPhone 15." },
    { question: "What is the inside made of?", answer: "A microfibre lining protects the back of the phone." },
  ],
  keywords: ["iphone 15 silicone case", "sage green iphone 15 case"],
  json_ld: {
    "@context": "https://schema.org",
    "@type": "Product",
    name: "Aura Silicone Case",
    sku: "AURA-15",
    brand: { "@type": "Brand", name: "Lumen" },
    color: "Sage Green",
    material: "Liquid silicone",
  },
};

/** The same answer with three inventions a model makes: an origin, a health claim and a compatibility. */
const INVENTING_CASE_ANSWER = {
  ...FAITHFUL_CASE_ANSWER,
  description_html:
    "<p>Lumen's Aura case wraps the iPhone 15 in soft-touch liquid silicone without adding bulk. Made in Italy.</p><p>The hypoallergenic silicone is kind to sensitive skin, and the case also fits every iPhone.</p>",
};

/** The API on the OpenAI-compatible engine, answered by the fake server, and a tenant with one product (a sweater of 1.2 kg). */
async function openAiTenant(behaviour: (language: string, attempt: number) => FakeBehaviour, product = SWEATER) {
  const fake = await startFakeOpenAi(behaviour);
  const api = await startApi({
    TEXT_ENGINE: "openai",
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_API_KEY: "sk-test",
    OPENAI_MODEL: "gpt-test",
    OPENAI_MAX_RETRIES: "0",
  });
  running = { api, fake };
  const tenant = await api.createTenant(undefined, { credits: 100, languages: ["en"] });
  const ids = await api.importProducts(tenant, [product]);
  return { api, fake, tenant, productId: ids[product.sku]! };
}

describe("grounding of the OpenAI-compatible engine's answers", () => {
  it("repairs an invented figure once, naming it and its sentence, takes the grounded answer and charges it once", async () => {
    const { api, fake, tenant, productId } = await openAiTenant((_, attempt) => (attempt === 1 ? "invented" : "ok"));
    const response = await tenant.call("POST", "/v1/generations", { product_id: productId });
    expect(response.status).toBe(200);
    const [result] = response.json.results;
    expect(result).toMatchObject({
      language: "en",
      status: "succeeded",
      credits_charged: 2,
      description_html: "<p>Merino sweater in en.</p>",
      quality: { grounding: { grounded: true, unsupported: [] } },
    });
    expect(result.quality.checks).toContainEqual({ check: "grounded", passed: true, hint: expect.any(String) });
    expect(response.json).toMatchObject({ total_credits_charged: 2, balance: 98 });

    expect(fake.requests).toHaveLength(2);
    const repair = fake.requests[1]!.body.messages;
    expect(JSON.parse(repair[2]!.content).description_html).toBe(INVENTED_HTML);
    expect(repair[3]!.content).toContain(`${REPAIR_REQUEST} ${INVENTED_CLAIM}`);
    const { entries, balance } = await ledgerOf(api, tenant);
    expect(entries.filter((entry) => entry.kind === "charge").map((entry) => entry.amount)).toEqual([-2]);
    expect(balance).toBe(98);
  });

  it("fails a language that stays ungrounded after its repair, uncharged, its failure naming the claims", async () => {
    const { api, fake, tenant, productId } = await openAiTenant(() => "invented");
    const response = await tenant.call("POST", "/v1/generations", { product_id: productId });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ total_credits_charged: 0, balance: 100, version: null });
    const [result] = response.json.results;
    expect(result).toMatchObject({ language: "en", status: "failed", credits_charged: 0, error: { code: "ungrounded" } });
    expect(result.error.message).toContain(INVENTED_CLAIM);
    expect(result).not.toHaveProperty("description_html");
    expect(fake.requests).toHaveLength(2);
    const { entries, balance } = await ledgerOf(api, tenant);
    expect(entries.some((entry) => entry.kind === "charge")).toBe(false);
    expect(balance).toBe(100);
    const detail = (await tenant.call("GET", `/v1/products/${productId}`)).json;
    expect(detail).toMatchObject({ status: "failed", version: 1 });
  });

  it("takes a strong model's faithful paraphrase of a real catalog row at once, without a repair", async () => {
    const { fake, tenant, productId } = await openAiTenant(() => ({ answer: FAITHFUL_CASE_ANSWER }), CASE);
    const response = await tenant.call("POST", "/v1/generations", { product_id: productId });
    expect(response.status).toBe(200);
    const [result] = response.json.results;
    expect(result).toMatchObject({
      status: "succeeded",
      credits_charged: 2,
      description_html: FAITHFUL_CASE_ANSWER.description_html,
      quality: { grounding: { grounded: true, unsupported: [] } },
    });
    expect(fake.requests).toHaveLength(1);
  });

  it("repairs an invented origin, health claim and compatibility once, then fails uncharged naming all three", async () => {
    const { api, fake, tenant, productId } = await openAiTenant(() => ({ answer: INVENTING_CASE_ANSWER }), CASE);
    const response = await tenant.call("POST", "/v1/generations", { product_id: productId });
    expect(response.status).toBe(200);
    const [result] = response.json.results;
    expect(result).toMatchObject({ status: "failed", credits_charged: 0, error: { code: "ungrounded" } });
    const named = [...result.error.message.matchAll(/states "([^"]+)" \((\w+)\)/g)].map(([, claim, kind]) => `${kind}: ${claim}`);
    expect(named.sort()).toEqual([
      "compatibility: fits every iPhone",
      "health_safety: hypoallergenic",
      "health_safety: kind to sensitive skin",
      "origin: Italy",
    ]);
    expect(fake.requests).toHaveLength(2);
    const repair = fake.requests[1]!.body.messages.at(-1)!.content;
    for (const claim of ["Italy", "hypoallergenic", "fits every iPhone"]) expect(repair).toContain(`"${claim}"`);
    expect((await ledgerOf(api, tenant)).balance).toBe(100);
  });
});
