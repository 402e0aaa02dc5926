import { isDeepStrictEqual } from "node:util";
import type { Organization, Product } from "@proseo/db";
import type { Actor } from "../access/principal.js";
import { findLiveProduct, lockLiveProduct } from "../catalog/live-products.js";
import {
  DEFAULT_APPLIED,
  type ContentEdit,
  contentEditSchema,
  type GeneratedContent,
  readFacts,
  type JsonLdInput,
  productJsonLd,
} from "@proseo/writer";
import type { Deps } from "../deps.js";
import { AppError } from "../errors.js";
import { textWork, withinTimeLimit } from "../text-work/pool.js";
import {
  productFacts,
  recordGenerations,
  reportedRules,
  type SucceededResult,
  storedResult,
  succeededResult,
} from "../generation/results.js";
import { VALUE_FIELDS } from "../constants.js";
import { recordedTexts, type Texts } from "../generation/keep-texts.js";
import { parseOrThrow, validationFailed } from "../validation.js";

/** The engine an edit's result names: a person, at no charge. */
export const EDIT_ENGINE = "edit";

export interface ContentEditRequest {
  productId: string;
  language: string;
  /** Any of the texts of contentEditSchema; validated here. */
  edit: unknown;
  /** Who edits: the publisher of the version written when the organization publishes automatically. */
  actor: Actor;
}

export interface ContentEditOutcome {
  /** The product as it is now: its newest version is the edit (the candidate, or published). */
  product: Product;
  /** The language's content as stored: the texts, their quality checks and the JSON-LD. */
  result: SucceededResult;
}

const textsOf = (content: GeneratedContent): Texts =>
  Object.fromEntries(Object.values(VALUE_FIELDS).map((field) => [field, content[field]])) as Texts;

/**
 * The JSON-LD rebuilt as the built-in writer builds it: the product's facts and the edited short description, with
 * the properties and images the previous one stated (the page's, which an edit of the texts leaves as they are).
 */
function rebuiltJsonLd(product: Product, language: string, previous: Record<string, unknown>, description: string) {
  return productJsonLd({
    product: productFacts(product),
    facts: readFacts(product.sourceData as Record<string, unknown>, language),
    description,
    properties: (Array.isArray(previous.additionalProperty) ? previous.additionalProperty : []) as JsonLdInput["properties"],
    imageUrls: Array.isArray(previous.image) ? (previous.image as string[]) : undefined,
  }) as unknown as Record<string, unknown>;
}

/**
 * A person's edit of one language's generated texts (docs/contract.md "editing content"): the engines' length rules
 * (a validation failure naming the field; any text at most EDITED_TEXT_MAX characters), the description's HTML
 * sanitized to the product page's allow-list. Checked outside any transaction, then written under the product's row
 * lock if the product did not change meanwhile (else checked again), so that edits apply one after another: a new version (reason `edit`) with the quality checks, the
 * grounding check and the JSON-LD of the edited texts stored as a generation's result, at no charge; the candidate,
 * or published at once when the organization publishes automatically. 404 for a language the record has no content
 * in. An edit that changes nothing writes nothing and answers the current state.
 */
export async function editContent(deps: Deps, org: Organization, request: ContentEditRequest): Promise<ContentEditOutcome> {
  const edit = parseOrThrow(contentEditSchema, request.edit);
  if (!Object.keys(edit).length) {
    throw validationFailed([{ path: "", message: `send at least one of ${contentEditSchema.keyof().options.join(", ")}` }]);
  }
  if (edit.description_html !== undefined) {
    const { html, hasText } = await withinTimeLimit(textWork().sanitize({ html: edit.description_html }));
    edit.description_html = html;
    if (!hasText) {
      throw validationFailed([{ path: "description_html", message: "holds nothing once its disallowed HTML is removed" }]);
    }
  }
  for (let attempt = 0; attempt < EDIT_ATTEMPTS; attempt++) {
    const outcome = await applyEdit(deps, org, request, edit);
    if (outcome) return outcome;
  }
  throw new AppError("conflict", "The product changed while the edit was being checked, again and again; send it again.");
}

/** Tries of an edit whose product changed while its texts were checked. */
const EDIT_ATTEMPTS = 3;

/**
 * One try of an edit: its checks run on the text-work pool outside any transaction (on the embedded database a
 * transaction holds every organization's queries), then the version is written under the product's row lock,
 * unless the product changed meanwhile (null: try again).
 */
async function applyEdit(
  deps: Deps,
  org: Organization,
  request: ContentEditRequest,
  edit: ContentEdit,
): Promise<ContentEditOutcome | null> {
  const { productId, language } = request;
  const product = await findLiveProduct(deps, org.id, productId);
  const texts = recordedTexts(product, language);
  if (!texts) {
    throw new AppError("not_found", `The product has no content in the language ${language}; generate it first.`);
  }
  const latest = await deps.db.generation.findFirst({
    where: { orgId: org.id, productId, language, status: "succeeded" },
    orderBy: { createdAt: "desc" },
    select: { result: true },
  });
  const previous = latest ? storedResult<SucceededResult>(latest.result) : null;
  const edited = { ...texts, ...edit };
  const json_ld = rebuiltJsonLd(product, language, previous?.json_ld ?? {}, edited.short_description);
  // A person applies every rule: the result names none as not applied.
  const rules = reportedRules(previous?.rules_applied ?? DEFAULT_APPLIED, []);
  const result = await withinTimeLimit(succeededResult(productFacts(product), language, { ...edited, json_ld }, 0, rules));
  if (isDeepStrictEqual(textsOf(result), texts)) return { product, result: previous ?? result };
  return deps.db.$transaction(async (tx) => {
    const locked = await lockLiveProduct(tx, org.id, productId);
    if (locked.version !== product.version) return null;
    await recordGenerations(
      tx,
      deps.now(),
      org.id,
      EDIT_ENGINE,
      [{ product: locked, results: [result] }],
      org.autoPublish ? request.actor : null,
      "edit",
    );
    return { product: await tx.product.findUniqueOrThrow({ where: { id: product.id } }), result };
  });
}
