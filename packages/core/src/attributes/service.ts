import type { Attribute } from "@proseo/db";
import type { Deps, Tx } from "../deps.js";
import { notFound } from "../errors.js";
import { newId } from "../ids.js";
import { languageCode } from "../languages.js";
import { validationFailed } from "../validation.js";

/** Built-in localizable attributes that generation writes (docs/contract.md "Attributes"). */
export const CONTENT_ATTRIBUTES = [
  { code: "title", label: "Title" },
  { code: "meta_title", label: "Meta title" },
  { code: "meta_description", label: "Meta description" },
  { code: "short_description", label: "Short description" },
  { code: "description", label: "Description (HTML)" },
  { code: "bullets", label: "Bullet points" },
  { code: "faq", label: "FAQ" },
  { code: "keywords", label: "Keywords" },
] as const;

export async function createContentAttributes(tx: Tx, orgId: string): Promise<void> {
  await tx.attribute.createMany({
    data: CONTENT_ATTRIBUTES.map(({ code, label }) => ({
      id: newId("attr"),
      orgId,
      code,
      label,
      kind: "content",
      localizable: true,
    })),
    skipDuplicates: true,
  });
}

/** A column whose value is an object keyed by language codes holds one value per language. */
const isLocalizable = (value: unknown) =>
  value !== null &&
  typeof value === "object" &&
  !Array.isArray(value) &&
  Object.keys(value).length > 0 &&
  Object.keys(value).every((key) => languageCode.safeParse(key).success);

/** Registers an imported attribute for each source_data column seen for the first time. */
export async function registerImportedAttributes(tx: Tx, orgId: string, sourceData: Record<string, unknown>[]): Promise<void> {
  const firstValue = new Map<string, unknown>();
  for (const row of sourceData) {
    for (const [column, value] of Object.entries(row)) if (!firstValue.has(column)) firstValue.set(column, value);
  }
  if (!firstValue.size) return;
  const known = await tx.attribute.findMany({ where: { orgId, code: { in: [...firstValue.keys()] } }, select: { code: true } });
  const knownCodes = new Set(known.map((attribute) => attribute.code));
  const fresh = [...firstValue].filter(([column]) => !knownCodes.has(column));
  if (!fresh.length) return;
  await tx.attribute.createMany({
    data: fresh.map(([code, value]) => ({
      id: newId("attr"),
      orgId,
      code,
      label: code,
      kind: "imported",
      localizable: isLocalizable(value),
    })),
    skipDuplicates: true,
  });
}

export async function listAttributes(deps: Deps, orgId: string): Promise<Attribute[]> {
  const attributes = await deps.db.attribute.findMany({ where: { orgId }, orderBy: [{ createdAt: "asc" }, { code: "asc" }] });
  const content = new Map<string, number>(CONTENT_ATTRIBUTES.map(({ code }, index) => [code, index]));
  // Content attributes first, in their documented order; then imported ones as they appeared.
  return attributes.sort((a, b) => (content.get(a.code) ?? Infinity) - (content.get(b.code) ?? Infinity));
}

/** A change of an attribute's label or external code; `externalCode: null` clears it. */
export interface AttributeChanges {
  label?: string;
  externalCode?: string | null;
}

export async function updateAttribute(deps: Deps, orgId: string, code: string, changes: AttributeChanges): Promise<Attribute> {
  if (changes.label === undefined && changes.externalCode === undefined) {
    throw validationFailed([{ path: "", message: "send label or external_code" }]);
  }
  const attribute = await deps.db.attribute.findUnique({ where: { orgId_code: { orgId, code } } });
  if (!attribute) throw notFound("attribute");
  return deps.db.attribute.update({
    where: { id: attribute.id },
    data: {
      ...(changes.label !== undefined ? { label: changes.label } : {}),
      ...(changes.externalCode !== undefined ? { externalCode: changes.externalCode } : {}),
    },
  });
}
