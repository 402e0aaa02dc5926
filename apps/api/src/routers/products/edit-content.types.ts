import { z } from "zod";
import { contentEditSchema, EDITED_TEXT_MAX, META_DESCRIPTION_MAX, META_TITLE_MAX } from "@proseo/core";
import { exampleSucceededResult, generationResultSchema } from "../../contract/generation.js";
import { exampleProductDetail, productDetailSchema, productIdInput } from "../../contract/product.js";
import type { ProcedureMeta } from "../../trpc.js";

export const editContentMeta: ProcedureMeta = {
  scope: "content:manage",
  role: "editor",
  openapi: {
    method: "PATCH",
    path: "/v1/products/{id}/content/{language}",
    summary: "Edit a language's generated texts",
    description: `Changes only the texts sent (any of title, meta_title, meta_description, short_description, description_html, bullets, faq, keywords) of a language the product has content in. The engines' rules hold: no empty text, meta_title at most ${META_TITLE_MAX} and meta_description at most ${META_DESCRIPTION_MAX} characters, any text at most ${EDITED_TEXT_MAX} characters, 1 to 10 bullets, at most 10 questions and 20 keywords (422 naming the field). description_html is sanitized to the product page's allow-list: other tags are dropped with their text kept, scripts and styles with theirs, attributes other than a link's href and title, and links other than http, https and mailto. A change writes a new version (reason edit), re-runs the quality checks and the grounding check, rebuilds the JSON-LD from the edited texts and costs no credits; the version is the candidate, or is published at once when the organization publishes automatically and the edited content passes the quality gate (quality.passed in every language). Sending the texts the record already holds writes nothing and answers the current state.`,
    tags: ["Publishing"],
    protect: true,
    successDescription: "The product as it is now and the language's content: the texts as stored, their quality and JSON-LD.",
    errorResponses: {
      404: "No such product in this organization (or it was deleted), or the product has no content in this language (whatever the language's form).",
      422: `No text sent, an unknown field, an empty text, a text past its length rule or past ${EDITED_TEXT_MAX} characters, too many bullets, questions or keywords, or a description_html with no text once sanitized; see error.details. Nothing is changed.`,
      409: "The product changed while the edit was being checked, three times in a row (conflict); nothing is changed.",
      503: "Checking the edited texts took longer than their time limit (TEXT_TIME_LIMIT_MS) on a busy service; nothing is changed. Send it again after Retry-After seconds.",
    },
  },
  examples: {
    request: { short_description: "A warm navy sweater of merino wool by Acme." },
    response: {
      product: { ...exampleProductDetail, version: 3 },
      result: {
        ...exampleSucceededResult,
        credits_charged: 0,
        short_description: "A warm navy sweater of merino wool by Acme.",
        json_ld: { ...exampleSucceededResult.json_ld, description: "A warm navy sweater of merino wool by Acme." },
      },
    },
  },
};

const texts = contentEditSchema.shape;

export const editContentInput = z
  .object({
    title: texts.title.describe("The product's title."),
    meta_title: texts.meta_title.describe(`At most ${META_TITLE_MAX} characters.`),
    meta_description: texts.meta_description.describe(`At most ${META_DESCRIPTION_MAX} characters.`),
    short_description: texts.short_description.describe("Plain text."),
    description_html: texts.description_html.describe(
      "HTML, sanitized to the product page's allow-list (p, br, h2–h4, lists, strong, em, b, i, blockquote, tables, links).",
    ),
    bullets: texts.bullets.describe("1 to 10 texts."),
    faq: texts.faq.describe("At most 10 questions with their answers."),
    keywords: texts.keywords.describe("At most 20 search phrases."),
  })
  .strict()
  .extend(productIdInput.shape)
  // Any text: a language the product has no content in, well formed or not, is 404 like a product that is not there.
  .extend({ language: z.string().min(1).describe("The language to edit (en, de, pt-BR, ...): one the product has content in.") });

export const editContentOutput = z
  .object({
    product: productDetailSchema.describe("The product as it is now: version is the edit (the candidate, or published)."),
    result: generationResultSchema.describe(
      "The language's content as stored, as a generation's result of the engine edit: credits_charged 0, the quality checks and grounding of the edited texts, the JSON-LD rebuilt from them.",
    ),
  })
  .meta({ id: "ContentEdit" });
