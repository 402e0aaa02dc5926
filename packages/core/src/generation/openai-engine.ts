import OpenAI from "openai";
import type { ChatCompletionCreateParamsNonStreaming } from "openai/resources/chat/completions";
import { z } from "zod";
import { classifyOpenAiFailure } from "../openai-failure.js";
import { textWork } from "../text-work/pool.js";
import type { AnswerProblem } from "./answer-problems.js";
import {
  answerText,
  contentJsonSchema,
  detectCapabilities,
  type EngineCapabilities,
  type EngineCheck,
  OPENAI_CAPABILITIES,
  structuredOutput,
} from "./engine-capabilities.js";
import {
  type ContentRules,
  DEFAULT_APPLIED,
  forbiddenWordsFor,
  lengthBand,
  type RulesApplied,
  generatedContentSchema,
  type GeneratedContent,
  EngineError,
  type ContentField,
  type KeptTexts,
  withKeptTexts,
  type Fact,
  type ProductFacts,
  type TextEngine,
  factLabel,
  formatFactValue,
  readProduct,
  CAMERA_MOVES,
  SHOT_SECONDS,
  videoScriptSchema,
  type VideoScript,
  variantOf,
  brandOf,
} from "@proseo/writer";

export interface OpenAiClientOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  maxRetries: number;
}

/** The SDK's client: it times out each attempt and retries 408, 409, 429, 5xx, timeouts and network errors. */
export const openAiClient = (options: OpenAiClientOptions) =>
  new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries,
  });

const SYSTEM_PROMPT = [
  "You write product content for online shops, optimised for search engines and for being quoted by generative AI answers.",
  "Write natively and fluently in the requested language, as a person would write it, never a translation of English phrasing; every verb and adjective agrees with its subject.",
  "Use only facts present in the product data; never invent materials, sizes, measurements, certifications, ratings, quotations or claims.",
  "The product's facts come typed: each has a kind (material, colour, weight, dimensions, capacity, battery, screen, warranty, feature, year, ...), a label and a value already written for the requested language (numbers, units, colour and material words); use those labels and values as given (a fact with a language is in the data's language: write its label and value in the requested language, brands, model names and codes as written), write a feature as something the product is or has, and a year as a year, never as a quantity; a variant lists the options a shopper chooses one of (sizes, colours, versions), never properties of one product together.",
  "Content plan: say early what the product is and what it is for where the facts say it, opening differently from product to product (with its use, its key property or its name); phrase each kind with its own verb (made from, weighs, holds, measures, runs on, is backed by a … warranty); at most three of the product's values in one sentence; a list (compatible models, sizes, ingredients) is given whole, or counted where a field has no room for it (“fits 14 HP printers”), never shortened to families or its first items as if complete; the prose connects what a shopper of this kind of product weighs (what it is for, what it is made of, what it does, what comes with it) instead of reciting values one per sentence; of a food's nutrition values the prose names at most the one or two a shopper of that food looks for (the sugar of a sweet, the protein of a flour), and the rest of them, the Nutri-Score, additives and packaging go to the detail list only, a database's classifications and codes (NOVA group, recycling codes) nowhere; no lists of details in the prose (the remaining facts go to a <ul> of label and value, never a row for the product's type, name or category); never open a field with the product's name followed by its type (“The X is a t-shirt”, “Der X ist ein …”): say what it is within a sentence that says more; vary how sentences open, always in the language's natural word order: never move an object or a figure to the front of a sentence only to vary it, and never open with a phrase before the subject (“For …, the …”, “Holding …, the …”, “With …, the …”, “Zum … dient …”).",
  "Every field is in the requested language, the title too: a product name that only describes the product in another language (Hoodie with Pocket on a German page, Weizenmehl Type 1050 on an English one) is written in the requested language (Kapuzenpullover mit Tasche; type 1050 wheat flour), while a proper name (a brand, a model or a line: Galaxy S7, Ship Your Idea) stays as written; the prose calls the product the same way.",
  "With at most two facts about the product itself in facts and supplier_text together (its price aside), write a short honest text that says what the product is with those facts in one or two flowing sentences and claims nothing else, with no detail list repeating them and an empty faq (its answers would only repeat the page); never pad a text with filler to reach a length.",
  "Each field says it in its own words: the short description sums the product up, the meta description is a search snippet, and description_html opens differently from both; never copy a sentence from one field into another.",
  "The page is for shoppers: never write about the product data, what it leaves out or this request; leave out what the facts do not say.",
  "The SKU, GTIN, prices and the category path are for json_ld, never for the prose, bullets or keywords; json_ld gets offers only with a price whose currency the data gives, and a category only in the requested language.",
  "supplier_text is the supplier's own prose, unverified, in whatever language the supplier wrote it: read it for the product's concrete, checkable facts and state those a shopper of this kind of product weighs, in your own words and the requested language (what the product is and does, its functions, modes and parts, materials, sizes and weights, what is in the box, a rating on a scale the maker names, an approval naming who gave it); a page that leaves out a defining feature it names is incomplete. Never repeat its claims as the shop's own (superlatives, best-seller and market claims, percentages, health, safety, environmental or performance promises, comparisons with other products).",
  "conflicts lists what the data contradicts itself on, with each value: state none of those values, in any field.",
  "State the product's figures from the data as statistics, with their units in the language's conventions (42 l, 1,35 kg in German).",
  "Name every certification or standard in the data as such (certified to OEKO-TEX Standard 100).",
  "Quote reviews or manufacturer statements only when the data holds them, word for word, naming their source; never invent a quotation.",
  "Write a true boolean as a property (waterproof) and leave a false one out; never write raw values such as yes, no, true or column names.",
  "keywords are phrases a shopper would search (product type with brand, product type with a key property), never a bare value, a weight or pack size, a grade, a nutrient or a code; never repeat a keyword to stuff the text.",
  "meta_title at most 60 characters; meta_description at most 155 characters carrying the strongest facts, not filler; both end on whole words.",
  "faq holds two to four questions a shopper of this kind of product asks and the facts answer, each answered with the fact; never ask who makes the product, which category it belongs to or what its name already says.",
  "description_html uses <p>, <h2>, <ul>, <li>, <strong> and <blockquote> only. json_ld is a schema.org Product object with name, description, and offers (price, priceCurrency, availability), gtin or mpn, brand and aggregateRating when the data has them.",
  "Answer with one JSON object matching the given schema.",
].join(" ");

/** Starts the repair request; the rules the answer broke follow. */
export const REPAIR_REQUEST = "Your answer breaks these rules; answer again with the whole JSON object, corrected:";

const scriptJsonSchema = z.toJSONSchema(videoScriptSchema);

const SCRIPT_PROMPT = [
  "You write shot lists for short product videos made by camera moves over one product photo.",
  `Answer in English with shots of at most ${SHOT_SECONDS} seconds whose durations add up to the requested length;`,
  `camera is one of: ${CAMERA_MOVES.join(", ")}. Use only facts present in the product data.`,
  "Answer with one JSON object matching the given schema.",
].join(" ");

/**
 * What the engine is told of the product: its name, brand and category, and its facts as the facts model reads
 * them (kind, label and value in the language; amount and unit of a measure), never the raw source data.
 */
function promptFacts(product: ProductFacts, language: string) {
  const { sku, name, category } = product;
  const brand = brandOf(product);
  const reading = readProduct(product.sourceData, language);
  // A fact the glossary cannot say in the page's language goes in the data's, for the model to write in the page's.
  const told = (fact: Fact, written: string) => ({
    kind: fact.kind,
    label: factLabel(fact, written),
    value: formatFactValue(fact, written),
    ...(written !== language ? { language: written } : {}),
    ...(fact.value.type === "quantity" ? { amount: fact.value.amount, unit: fact.value.unit } : {}),
    ...(fact.value.type === "quote" && fact.value.author ? { author: fact.value.author } : {}),
  });
  const facts = [
    ...reading.facts.map((fact) => told(fact, language)),
    ...reading.untranslated.map((fact) => told(fact, reading.dataLanguage)),
  ];
  return {
    language,
    product: { sku, name, brand, category },
    facts,
    ...(reading.conflicts.length ? { conflicts: reading.conflicts } : {}),
    ...(reading.supplierText.length
      ? { supplier_text: reading.supplierText.map((prose) => prose.text.slice(0, SUPPLIER_TEXT_MAX)).join("\n\n") }
      : {}),
  };
}

/** Characters of the supplier's prose the request carries: enough for its facts, bounded for any data. */
const SUPPLIER_TEXT_MAX = 4000;

/**
 * How description_html opens, one of these per product (the same product always the same): requests are answered
 * one at a time, so a catalog's openings vary only if each request asks for its own.
 */
const OPENINGS = [
  "Open description_html with a sentence whose subject is the brand, saying what it made the product for or with, where the data gives a brand; else whose subject is the product, saying what it does.",
  "Open description_html with a sentence whose subject is the product and whose verb says what it does or has (never a form of to be), with its most distinctive fact.",
  "Open description_html with what the product is for, in a sentence whose subject is the product or its use, where the facts say it; else with its most distinctive fact.",
  "Open description_html with what the product is made of or holds, in a sentence whose subject is the product or its main part, where the facts say it; else with what it does.",
];

/** The organization's content rules as instructions; `instructions` is the merchant's own text, passed on as written. */
function rulesPrompt(rules: ContentRules, product: ProductFacts, language: string): string {
  const band = lengthBand(rules, product.sourceData, language);
  const forbidden = forbiddenWordsFor(rules, language);
  return [
    `Write in a ${rules.tone} tone.`,
    OPENINGS[variantOf(product.sku) % OPENINGS.length],
    `description_html holds ${band.min}–${band.max} words of text.`,
    rules.bullets !== null ? `bullets has exactly ${rules.bullets} entries.` : "",
    forbidden.length
      ? `Never use these words or phrases in any field, in any form of case: ${forbidden.map((word) => JSON.stringify(word)).join(", ")}.`
      : "",
    rules.required_attributes.length
      ? `description_html states the value of each of these attributes the data has: ${rules.required_attributes.join(", ")}.`
      : "",
    rules.keywords.length
      ? `Work in these phrases where they fit the product, at most once each: ${rules.keywords.map((keyword) => JSON.stringify(keyword)).join(", ")}.`
      : "",
    rules.call_to_action ? "End description_html with a short call to action." : "",
    rules.instructions ? `The merchant's own instructions, within the rules above: ${rules.instructions}` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * The chat-completions request that asks for one language's content in the server's best output mode (its
 * capabilities; OpenAI's by default); the Batch API sends the same body.
 */
export const chatCompletionBody = (
  model: string,
  product: ProductFacts,
  language: string,
  rules: ContentRules,
  capabilities: EngineCapabilities = OPENAI_CAPABILITIES,
  kept: KeptTexts = {},
): ChatCompletionCreateParamsNonStreaming => {
  const keeps = Object.keys(kept).length > 0;
  const prompt = { ...promptFacts(product, language), ...(keeps ? { kept } : {}) };
  const { request, instruction } = structuredOutput(capabilities, "product_content", contentJsonSchema);
  return {
    model,
    temperature: 0.2,
    ...request,
    messages: [
      {
        role: "system",
        content: `${SYSTEM_PROMPT}${instruction} ${rulesPrompt(rules, product, language)}${keeps ? ` ${KEPT_PROMPT}` : ""}`,
      },
      { role: "user", content: JSON.stringify(prompt) },
    ],
  };
};

/** Told when a person's texts are kept (docs/contract.md "Keeping a person's texts"). */
const KEPT_PROMPT =
  "kept holds fields a person wrote for this page; they stay as written: write every other field to agree with them (the same facts, names and tone), never contradicting them and never repeating their sentences, and answer the kept fields as given.";

/** What an answer must correct (generation/answer-problems.ts), checked on the text-work pool. */
const answerProblems = (
  written: GeneratedContent,
  applied: RulesApplied,
  facts: ProductFacts,
  language: string,
  kept: KeptTexts,
) => textWork().problems({ facts, language, written, applied, kept: Object.keys(kept) as ContentField[] });

/**
 * The failure of an answer still broken after its repair: an unsupported claim fails it as ungrounded, a broken
 * content rule as rules_broken, the length rules alone as engine_invalid_output.
 */
function repairFailure(problems: AnswerProblem[]): EngineError {
  const list = (entries: AnswerProblem[]) => entries.map((problem) => problem.message).join(" ");
  const ungrounded = problems.filter((problem) => problem.rule === "grounded");
  if (ungrounded.length) {
    return new EngineError(
      "ungrounded",
      `The text engine's answer stated claims the product's data does not support, after a repair: ${list(ungrounded)}`,
    );
  }
  const broken = problems.filter((problem) => problem.rule !== "meta_length");
  return broken.length
    ? new EngineError("rules_broken", `The text engine's answer broke the content rules after a repair: ${list(broken)}`)
    : new EngineError(
        "engine_invalid_output",
        `The text engine's answer broke the length rules after a repair: ${list(problems)}`,
      );
}

/** How long after a failed check `unusable` starts another. */
const ENGINE_RECHECK_MS = 30_000;

/** The last check of a server: under way, what it found, or why the server cannot be used. */
type CheckState = { at: number; found: Promise<EngineCheck> } & (
  | { outcome: "checking" }
  | { outcome: "usable" }
  | { outcome: "unusable"; reason: string }
);

/**
 * Any OpenAI-compatible chat-completions API (OpenAI, Azure, vLLM, Ollama, llama.cpp's server, ...). Without fixed
 * `capabilities` it asks the server what it supports (engine-capabilities.ts) before its first request, again after a
 * failed check, and on `check()`.
 */
export class OpenAiEngine implements TextEngine {
  readonly name = "openai";
  readonly unapplied = [] as const;
  private readonly client: OpenAI;
  private state: CheckState | undefined;

  constructor(private readonly options: OpenAiClientOptions & { model: string; capabilities?: EngineCapabilities }) {
    this.client = openAiClient(options);
  }

  get model(): string {
    return this.options.model;
  }

  /** Asks the server what it supports; requests use what it found from then on. Rejects with an EngineError. */
  check(): Promise<EngineCheck> {
    const found = detectCapabilities(this.client, this.options).catch((error: unknown) => {
      throw this.engineError(error);
    });
    const state: CheckState = { at: Date.now(), found, outcome: "checking" };
    this.state = state;
    found.then(
      () => Object.assign(state, { outcome: "usable" }),
      (error: Error) => Object.assign(state, { outcome: "unusable", reason: error.message }),
    );
    return found;
  }

  /**
   * Why the server cannot be used, as of the last check (null: usable, not yet known, or never checked); a failed
   * check older than ENGINE_RECHECK_MS starts another, in the background.
   */
  unusable(): string | null {
    const state = this.state;
    if (state?.outcome !== "unusable") return null;
    if (Date.now() - state.at >= ENGINE_RECHECK_MS) this.check().catch(() => undefined);
    return state.reason;
  }

  /** What requests are made in: the fixed capabilities, else the last check's, checking first when none succeeded. */
  private async capabilities(): Promise<EngineCapabilities> {
    if (this.options.capabilities) return this.options.capabilities;
    return this.state && this.state.outcome !== "unusable" ? this.state.found : this.check();
  }

  /**
   * One request; its answer is held to the checks (see `review`). An answer that is not the content asked for (empty,
   * not JSON, not the content schema, whatever the server claims of its structured output) gets the one repair
   * request naming what is wrong, and fails as invalid_answer when the repaired answer is not the content either.
   */
  async generate(
    product: ProductFacts,
    language: string,
    applied: RulesApplied = DEFAULT_APPLIED,
    kept: KeptTexts = {},
  ): Promise<GeneratedContent> {
    const capabilities = await this.capabilities();
    const body = chatCompletionBody(this.options.model, product, language, applied.rules, capabilities, kept);
    const completion = await this.complete(body);
    let content: GeneratedContent;
    try {
      content = parseChatCompletion(completion);
    } catch (error) {
      if (!(error instanceof InvalidAnswer)) throw error;
      return this.repair(body, error.text, [error.problem], applied, product, language, kept);
    }
    return this.review(body, content, applied, product, language, kept);
  }

  /**
   * Holds an answer to `body` (a synchronous one, or the Batch API's) to the checks: one that breaks the length
   * rules or the content rules, or states a claim the data does not support, gets one repair request (its answer
   * and what to correct), and fails if the repaired answer still does (repairFailure says as what).
   */
  async review(
    body: ChatCompletionCreateParamsNonStreaming,
    content: GeneratedContent,
    applied: RulesApplied,
    product: ProductFacts,
    language: string,
    kept: KeptTexts = {},
  ): Promise<GeneratedContent> {
    const combined = withKeptTexts(content, kept);
    const problems = await answerProblems(combined, applied, product, language, kept);
    if (!problems.length) return combined;
    const corrections = problems.map((problem) => problem.message);
    return this.repair(body, JSON.stringify(content), corrections, applied, product, language, kept);
  }

  /** The one repair request: `said` answered `body`, `corrections` say what to correct; the repaired answer passes or fails. */
  private async repair(
    body: ChatCompletionCreateParamsNonStreaming,
    said: string,
    corrections: string[],
    applied: RulesApplied,
    product: ProductFacts,
    language: string,
    kept: KeptTexts,
  ): Promise<GeneratedContent> {
    const repaired = withKeptTexts(
      parseChatCompletion(
        await this.complete({
          ...body,
          messages: [
            ...body.messages,
            { role: "assistant", content: said },
            { role: "user", content: `${REPAIR_REQUEST} ${corrections.join(" ")}` },
          ],
        }),
      ),
      kept,
    );
    const remaining = await answerProblems(repaired, applied, product, language, kept);
    if (remaining.length) throw repairFailure(remaining);
    return repaired;
  }

  async writeScript(product: ProductFacts, seconds: number): Promise<VideoScript> {
    const { request, instruction } = structuredOutput(await this.capabilities(), "video_script", scriptJsonSchema);
    const completion = await this.complete({
      model: this.options.model,
      temperature: 0.4,
      ...request,
      messages: [
        { role: "system", content: `${SCRIPT_PROMPT}${instruction}` },
        { role: "user", content: JSON.stringify({ duration_seconds: seconds, product }) },
      ],
    });
    try {
      return videoScriptSchema.parse(JSON.parse(answerText(completion)));
    } catch {
      throw invalidOutput();
    }
  }

  private async complete(body: ChatCompletionCreateParamsNonStreaming): Promise<unknown> {
    try {
      return await this.client.chat.completions.create(body);
    } catch (error) {
      throw this.engineError(error);
    }
  }

  /** What the SDK threw once its retries were spent, as the code a failed language reports. */
  private engineError(error: unknown): unknown {
    const failure = classifyOpenAiFailure(error);
    switch (failure?.kind) {
      case "timeout":
        return new EngineError("engine_timeout", `The text engine did not answer within ${this.options.timeoutMs} ms.`);
      case "unreachable":
        return new EngineError("engine_unavailable", "The text engine could not be reached.");
      case "transient":
        return new EngineError("engine_unavailable", `The text engine answered HTTP ${failure.status}.`);
      case "rejected":
        return new EngineError("engine_error", `The text engine refused the request (HTTP ${failure.status}).`);
    }
    // A body announced as JSON that is not JSON.
    if (error instanceof SyntaxError) return invalidOutput();
    return error;
  }
}

const invalidOutput = () => new EngineError("engine_invalid_output", "The text engine's answer was not the content asked for.");

/** An answer that is not the content asked for: `text` is what it said (for its repair request), `problem` what is wrong. */
class InvalidAnswer extends EngineError {
  constructor(
    readonly text: string,
    readonly problem: string,
  ) {
    super("invalid_answer", `The text engine's answer was not the content asked for: ${problem}`);
  }
}

/**
 * The content of a chat completion's answer, or InvalidAnswer (an invalid_answer EngineError) saying what is wrong
 * with it. A Product's name and description that the answer's json_ld leaves out are its own title and short
 * description: models often omit them (round bench/quality/grading/2026-11-30-llm7 did in 47 of 62 answers), and a
 * search engine wants both.
 */
export function parseChatCompletion(completion: unknown): GeneratedContent {
  const text = answerText(completion);
  if (!text) throw new InvalidAnswer(text, "it was empty.");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new InvalidAnswer(text, "it is not one JSON object.");
  }
  const checked = generatedContentSchema.safeParse(json);
  if (!checked.success) {
    const issues = checked.error.issues.slice(0, 5).map((issue) => `${issue.path.join(".") || "the object"}: ${issue.message}`);
    throw new InvalidAnswer(text, `it does not match the schema (${issues.join("; ")}).`);
  }
  const answer = checked.data;
  const { json_ld: ld } = answer;
  if (ld["@type"] !== "Product") return answer;
  return {
    ...answer,
    json_ld: { ...ld, name: ld.name ?? answer.title, description: ld.description ?? answer.short_description },
  };
}
