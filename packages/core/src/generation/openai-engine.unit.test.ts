import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { INVENTED_HTML, startFakeOpenAi, type FakeBehaviour } from "../testing/fake-openai.js";
import { startTextWork } from "../text-work/pool.js";
import { OpenAiEngine, REPAIR_REQUEST } from "./openai-engine.js";

const product = {
  sku: "SW-1",
  name: "Merino sweater",
  brand: "Acme",
  category: "Apparel/Knitwear",
  sourceData: { color: "navy" },
};
let fake: Awaited<ReturnType<typeof startFakeOpenAi>> | undefined;
// The checks' time limit is pool.unit.test.ts's to test: here a check slowed by a busy machine (the CI run of the
// forty-first stop, every package's tests at once on two cores) is no engine failure.
beforeAll(() => {
  startTextWork({ timeLimitMs: 600_000 });
});
afterEach(() => fake?.close());

async function engineFor(behaviour: (language: string, attempt: number) => FakeBehaviour, timeoutMs = 2_000) {
  fake = await startFakeOpenAi(behaviour);
  return new OpenAiEngine({
    baseUrl: fake.baseUrl,
    apiKey: "sk-test",
    model: "gpt-test",
    timeoutMs,
    maxRetries: 2,
  });
}

describe("OpenAI-compatible engine", () => {
  it("asks for structured JSON output with the product's typed facts as the only facts, and validates the answer", async () => {
    const engine = await engineFor(() => "ok");
    const content = await engine.generate(product, "de");
    expect(content.title).toBe("Merino sweater (de)");
    const [request] = fake!.requests;
    expect(request!.headers.authorization).toBe("Bearer sk-test");
    expect(request!.body.model).toBe("gpt-test");
    expect(request!.body.response_format!.type).toBe("json_schema");
    expect(JSON.parse(request!.body.messages[1]!.content)).toEqual({
      language: "de",
      product: { sku: "SW-1", name: "Merino sweater", brand: "Acme", category: "Apparel/Knitwear" },
      facts: [{ kind: "colour", label: "Farbe", value: "Marineblau" }],
    });
    expect(request!.body.messages[0]!.content).toMatch(/never invent/);
  });

  it("sends a fact the glossary cannot say in the page's language in the data's, to be written in the page's", async () => {
    // Icecat's HP 10 cartridge (bench/quality/grading/2026-11-30-llm8): a German page left its page yield out.
    const engine = await engineFor(() => "ok");
    const cartridge = {
      "Black ink page yield (pages)": "2200",
      "Print technology": "Inkjet",
      Colour: "Black",
    };
    await engine.generate({ ...product, sourceData: cartridge }, "de");
    const [request] = fake!.requests;
    expect(JSON.parse(request!.body.messages[1]!.content).facts).toEqual([
      { kind: "colour", label: "Farbe", value: "Schwarz" },
      { kind: "other", label: "black ink page yield", value: "2,200 pages", language: "en", amount: 2200, unit: "pages" },
      { kind: "other", label: "print technology", value: "Inkjet", language: "en" },
    ]);
    expect(request!.body.messages[0]!.content).toMatch(
      /a fact with a language is in the data's language: write its label and value/,
    );
  });

  it("sends metric objects, PIM unit codes and years as the facts model reads them, with the content plan", async () => {
    const engine = await engineFor(() => "ok");
    await engine.generate(
      { ...product, sourceData: { weight: { amount: 4900, unit: "GRAM" }, harvest_year: 2025, "5g": true, pa_size: "L" } },
      "fr",
    );
    const [request] = fake!.requests;
    expect(JSON.parse(request!.body.messages[1]!.content).facts).toEqual([
      { kind: "weight", label: "poids", value: "4 900 g", amount: 4900, unit: "g" },
      { kind: "year", label: "millésime", value: "2025" },
      { kind: "feature", label: "5G", value: "5G" },
      { kind: "size", label: "taille", value: "L" },
    ]);
    expect(request!.body.messages[1]!.content).not.toMatch(/GRAM|pa_size|harvest_year/);
    expect(request!.body.messages[0]!.content).toMatch(/at most three of the product's values in one sentence/);
    // The round of 2026-11-29 (bench/quality/grading/2026-11-29-llm4): German openings fronted a figure to vary.
    expect(request!.body.messages[0]!.content).toMatch(/natural word order: never move an object or a figure to the front/);
    // The rounds of 2026-11-30 (llm5, llm6): German readers failed an English descriptive name kept in the title.
    expect(request!.body.messages[0]!.content).toMatch(/a product name that only describes the product in another language/);
    // Round llm7 (bench/quality/grading/2026-11-30-llm7): "The <name> is a <type>" openings, nutrition recited sentence
    // by sentence, a "Product type" row and "500 g bag" as a keyword read as a data sheet.
    expect(request!.body.messages[0]!.content).toMatch(/never open a field with the product's name followed by its type/);
    expect(request!.body.messages[0]!.content).toMatch(
      /nutrition values the prose names at most the one or two .* go to the detail list only/,
    );
    expect(request!.body.messages[0]!.content).toMatch(/never a row for the product's type, name or category/);
    expect(request!.body.messages[0]!.content).toMatch(/never a bare value, a weight or pack size, a grade/);
  });

  it("gives the answer's Product structured data the title and short description it leaves out, never over its own", async () => {
    const engine = await engineFor(() => "ok");
    expect((await engine.generate(product, "en")).json_ld).toMatchObject({
      "@type": "Product",
      name: "Merino sweater",
      description: "Merino sweater in en.",
    });
    const own = { "@context": "https://schema.org", "@type": "Product", name: "Sweater", description: "Warm." };
    fake!.close();
    const answered = await engineFor(() => ({ answer: { json_ld: own } }));
    expect((await answered.generate(product, "en")).json_ld).toEqual(own);
  });

  it("never sends the weight and the parcel a shop rates shipping by", async () => {
    const engine = await engineFor(() => "ok");
    const row = { SKU: "woo-hoodie", Name: "Hoodie", "In stock?": "1", "Weight (lbs)": "3", "Length (in)": "10" };
    await engine.generate({ ...product, sourceData: { ...row, "Width (in)": "8", "Height (in)": "2", Color: "Blue" } }, "de");
    const [request] = fake!.requests;
    const { facts } = JSON.parse(request!.body.messages[1]!.content);
    expect(facts.map((fact: { kind: string }) => fact.kind)).not.toContain("weight");
    expect(facts.map((fact: { kind: string }) => fact.kind)).not.toContain("dimensions");
    expect(facts.length).toBeGreaterThan(0);
  });

  it("sends the supplier's prose as unverified context and the data's conflicts, and asks a thin product for a short text", async () => {
    const engine = await engineFor(() => "ok");
    await engine.generate(
      {
        ...product,
        sourceData: {
          "Body (HTML)": "<p>Industry-leading warmth that blocks <strong>98%</strong> of wind.</p>",
          power: "24 W",
          "Power (W)": "36",
        },
      },
      "en",
    );
    const [request] = fake!.requests;
    const sent = JSON.parse(request!.body.messages[1]!.content);
    expect(sent.supplier_text).toBe("Industry-leading warmth that blocks 98% of wind.");
    expect(sent.facts).toEqual([]);
    expect(sent.conflicts).toEqual([
      {
        concept: "power",
        values: [
          { key: "power", value: "24 W" },
          { key: "Power (W)", value: "36 W" },
        ],
      },
    ]);
    const system = request!.body.messages[0]!.content;
    expect(system).toMatch(/supplier_text is the supplier's own prose, unverified/);
    // Readers of bench/quality/grading/2026-12-06-llm10 graded C the pages that left out what only the supplier's
    // prose named (a lock's security level, a scanner's scan-to-e-mail), and the "For …, the …" openings.
    expect(system).toMatch(/a page that leaves out a defining feature it names is incomplete/);
    expect(system).toMatch(/never open with a phrase before the subject/);
    // A German reader of that round graded F an ink cartridge's printers shortened to "HP Business Inkjet, Officejet".
    expect(system).toMatch(/never shortened to families or its first items as if complete/);
    expect(system).toMatch(/conflicts lists what the data contradicts itself on/);
    // No fact to fill 100–200 words with: the band shrinks instead of asking for filler.
    expect(system).toMatch(/description_html holds 10–40 words/);
    // Readers graded a thin product's FAQ filler: its answers repeated the title (bench/quality/grading/2026-11-30-llm6).
    expect(system).toMatch(/at most two facts about the product itself .* and an empty faq/);
    expect(system).toMatch(/never copy a sentence from one field into another/);
  });

  it("asks for the GEO signals: figures as statistics, named certifications, quotations only from the data, no stuffing", async () => {
    const engine = await engineFor(() => "ok");
    await engine.generate(product, "en");
    const system = fake!.requests[0]!.body.messages[0]!.content;
    expect(system).toMatch(/figures from the data as statistics/);
    expect(system).toMatch(/certified to OEKO-TEX Standard 100/);
    expect(system).toMatch(/Quote reviews .* only when the data holds them/);
    expect(system).toMatch(/never repeat a keyword to stuff/);
    expect(system).toMatch(/natively and fluently/);
  });

  it("sends one repair request for an answer that breaks the length rules, and takes the repaired answer", async () => {
    const engine = await engineFor((_, attempt) => (attempt === 1 ? "too_long" : "ok"));
    await expect(engine.generate(product, "de")).resolves.toMatchObject({ title: "Merino sweater (de)" });
    expect(fake!.requests).toHaveLength(2);
    const repair = fake!.requests[1]!.body.messages;
    expect(repair.map((message) => message.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(JSON.parse(repair[2]!.content).meta_description).toHaveLength(200);
    expect(repair[3]!.content).toBe(
      `${REPAIR_REQUEST} meta_description has 199 characters; at most 155 are allowed, ending on a whole word.`,
    );
  });

  it("fails the language when the repaired answer still breaks the length rules, after one repair only", async () => {
    const engine = await engineFor(() => "too_long");
    await expect(engine.generate(product, "en")).rejects.toMatchObject({
      code: "engine_invalid_output",
      message: expect.stringMatching(/broke the length rules after a repair: meta_description has 199 characters/),
    });
    expect(fake!.requests).toHaveLength(2);
  });

  it("asks once to repair a claim the data does not support, naming it and its sentence, and takes the grounded answer", async () => {
    const engine = await engineFor((_, attempt) => (attempt === 1 ? "invented" : "ok"));
    const weighed = { ...product, sourceData: { color: "navy", weight_kg: 1.2 } };
    await expect(engine.generate(weighed, "en")).resolves.toMatchObject({ description_html: "<p>Merino sweater in en.</p>" });
    expect(fake!.requests).toHaveLength(2);
    const repair = fake!.requests[1]!.body.messages;
    expect(JSON.parse(repair[2]!.content).description_html).toBe(INVENTED_HTML);
    expect(repair[3]!.content).toBe(
      `${REPAIR_REQUEST} description_html states "2.5 kg" (figure), which the product data does not support, in "It weighs 2.5 kg."; state only the data's facts or leave it out.`,
    );
  });

  it("takes a figure the data states in another unit without a repair (2,500 g as 2.5 kg)", async () => {
    const engine = await engineFor(() => "invented");
    await expect(engine.generate({ ...product, sourceData: { weight_g: 2500 } }, "de")).resolves.toMatchObject({
      description_html: INVENTED_HTML,
    });
    expect(fake!.requests).toHaveLength(1);
  });

  it("fails the language as ungrounded, naming the claims, when the repaired answer still states them", async () => {
    const engine = await engineFor(() => "invented");
    await expect(engine.generate({ ...product, sourceData: { weight_kg: 1.2 } }, "en")).rejects.toMatchObject({
      code: "ungrounded",
      message: expect.stringMatching(/does not support, after a repair: description_html states "2\.5 kg" \(figure\)/),
    });
    expect(fake!.requests).toHaveLength(2);
  });

  it("retries a 500 or a 429 and succeeds within the bound", async () => {
    const engine = await engineFor((_, attempt) => (attempt === 1 ? "server_error" : attempt === 2 ? "rate_limited" : "ok"));
    await expect(engine.generate(product, "en")).resolves.toMatchObject({ title: "Merino sweater (en)" });
    expect(fake!.requests).toHaveLength(3);
  });

  it.each(["server_error", "rate_limited"] as const)(
    "gives up after the bounded retries on a server that keeps answering %s",
    async (failure) => {
      const engine = await engineFor(() => failure);
      await expect(engine.generate(product, "en")).rejects.toMatchObject({ code: "engine_unavailable" });
      expect(fake!.requests).toHaveLength(3);
    },
  );

  it("reports a refused request as an engine error without retrying it", async () => {
    const engine = await engineFor(() => "refused");
    await expect(engine.generate(product, "en")).rejects.toMatchObject({
      code: "engine_error",
      message: "The text engine refused the request (HTTP 400).",
    });
    expect(fake!.requests).toHaveLength(1);
  });

  it("reports a body that is not JSON at all without retrying it", async () => {
    const engine = await engineFor(() => "not_json");
    await expect(engine.generate(product, "en")).rejects.toMatchObject({ code: "engine_invalid_output" });
    expect(fake!.requests).toHaveLength(1);
  });

  // Each answer as a server documents or is reported to give it, with a 200 (see testing/fake-openai.ts).
  it.each([
    ["malformed", /it is not one JSON object/],
    ["empty", /it was empty/],
    ["schema_invalid", /it does not match the schema \(meta_title: .*bullets: /],
    ["unconstrained", /it is not one JSON object/],
  ] as const)(
    "asks once to repair a %s answer, naming what is wrong, and fails it as invalid_answer",
    async (answer, problem) => {
      const engine = await engineFor(() => answer);
      await expect(engine.generate(product, "en")).rejects.toMatchObject({ code: "invalid_answer", message: problem });
      expect(fake!.requests).toHaveLength(2);
      const repair = fake!.requests[1]!.body.messages;
      expect(repair.map((message) => message.role)).toEqual(["system", "user", "assistant", "user"]);
      expect(repair[3]!.content).toMatch(new RegExp(`^${REPAIR_REQUEST.replace(/[()]/g, "\\$&")} ${problem.source}`));
    },
  );

  it("fails a repaired answer that is still ungrounded, after the one repair an invalid answer had", async () => {
    const engine = await engineFor((_, attempt) => (attempt === 1 ? "schema_invalid" : "invented"));
    await expect(engine.generate({ ...product, sourceData: { weight_kg: 1.2 } }, "en")).rejects.toMatchObject({
      code: "ungrounded",
    });
    expect(fake!.requests).toHaveLength(2);
  });

  // A think block and reasoning fields (testing/fake-openai.ts "thinking") would make the answer no JSON or another's.
  it.each([
    [
      "reads only the content of a thinking answer: reasoning fields are ignored, the think block cut",
      () => "thinking" as const,
      1,
    ],
    ["takes the repaired answer of an empty one", (_: string, attempt: number) => (attempt === 1 ? "empty" : "ok"), 2],
  ] as const)("%s", async (_, behaviour, requests) => {
    const engine = await engineFor(behaviour);
    await expect(engine.generate(product, "en")).resolves.toMatchObject({ title: "Merino sweater (en)" });
    expect(fake!.requests).toHaveLength(requests);
  });

  it("reports a server that cannot be reached, and as unusable until a check reaches it", async () => {
    const engine = new OpenAiEngine({
      baseUrl: "http://127.0.0.1:9/v1",
      apiKey: "sk-test",
      model: "gpt-test",
      timeoutMs: 2_000,
      maxRetries: 0,
    });
    expect(engine.unusable()).toBeNull();
    await expect(engine.generate(product, "en")).rejects.toMatchObject({ code: "engine_unavailable" });
    expect(engine.unusable()).toBe("The text engine could not be reached.");
  });

  it("times out a server that does not answer, each of its attempts", async () => {
    // The attempts are counted as the client makes them: the fake server shares the test's event loop, and under load
    // an attempt may time out before the server has read its request.
    const fetches = vi.spyOn(globalThis, "fetch");
    onTestFinished(() => fetches.mockRestore());
    const engine = await engineFor(() => "hang", 100);
    await expect(engine.generate(product, "en")).rejects.toMatchObject({
      code: "engine_timeout",
      message: "The text engine did not answer within 100 ms.",
    });
    // The product's request, not the checks of the server's limits the engine makes first.
    const attempts = fetches.mock.calls.filter(([, init]) => String(init?.body ?? "").includes(product.name));
    expect(attempts).toHaveLength(3);
  });
});
