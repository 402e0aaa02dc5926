import { isDeepStrictEqual } from "node:util";
import type { Organization, Product } from "@proseo/db";
import { CONTENT_FIELDS, type ContentField } from "@proseo/writer";
import { z } from "zod";
import { lockLiveProduct } from "../catalog/live-products.js";
import type { Deps } from "../deps.js";
import { AppError } from "../errors.js";
import { VALUE_FIELDS } from "../constants.js";
import { markedFields, recordedTexts } from "../generation/keep-texts.js";
import { parseOrThrow } from "../validation.js";
import { insertRevisions, recordState, revisionRow } from "./record-revisions.js";

export interface LockFieldsRequest {
  productId: string;
  language: string;
  /** The fields locked from now on (the others unlocked); validated here. */
  fields: unknown;
}

const lockedFieldsSchema = z.array(z.enum(CONTENT_FIELDS)).max(CONTENT_FIELDS.length);

/**
 * Sets which fields of a language no engine writes (docs/contract.md "Locks"): under the product's row lock, a change
 * of the set is a new version of its own (reason `lock`, its change set `locks: {language: [before, after]}`, the
 * content as it was); the same set writes nothing. 404 for a language the record has no content in.
 */
export async function lockFields(deps: Deps, org: Organization, request: LockFieldsRequest): Promise<Product> {
  const fields = new Set<ContentField>(parseOrThrow(lockedFieldsSchema, request.fields));
  const { productId, language } = request;
  return deps.db.$transaction(async (tx) => {
    const product = await lockLiveProduct(tx, org.id, productId);
    if (!recordedTexts(product, language)) {
      throw new AppError("not_found", `The product has no content in the language ${language}; generate it first.`);
    }
    const before = [...markedFields(product.lockedFields, language)];
    const after = CONTENT_FIELDS.filter((field) => fields.has(field));
    if (isDeepStrictEqual(before, after)) return product;
    const lockedFields = { ...(product.lockedFields as Record<string, string[]>) };
    const attributes = Object.entries(VALUE_FIELDS).flatMap(([attribute, field]) => (fields.has(field) ? [attribute] : []));
    if (attributes.length) lockedFields[language] = attributes;
    else delete lockedFields[language];
    const version = product.version + 1;
    const state = recordState(product);
    const row = revisionRow(product.id, version, "lock", state, state);
    await insertRevisions(tx, [{ ...row, changes: { locks: { [language]: [before, after] } } }], deps.now());
    return tx.product.update({ where: { id: product.id }, data: { lockedFields, version, updatedAt: deps.now() } });
  });
}
