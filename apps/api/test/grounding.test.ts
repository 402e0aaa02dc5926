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

/** The API on the OpenAI-compatible engine, answered by the fake server, and a tenant with a sweater of 1.2 kg. */
async function openAiTenant(behaviour: (language: string, attempt: number) => FakeBehaviour) {
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
  const ids = await api.importProducts(tenant, [
    {
      sku: "SW-1",
      name: "Merino sweater",
      brand: "Acme",
      category: "Apparel/Knitwear",
      source_data: { color: "navy", weight_kg: 1.2 },
    },
  ]);
  return { api, fake, tenant, productId: ids["SW-1"]! };
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
});
