import type { Tx } from "../deps.js";
import { newId } from "../ids.js";
import { languageCode } from "@proseo/writer";

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
  const known = await tx.attribute.findMany({
    where: { orgId, code: { in: [...firstValue.keys()] } },
    select: { code: true, kind: true, sourceColumn: true },
  });
  const knownCodes = new Set(known.map((attribute) => attribute.code));
  // A column named like a content attribute (title, description...) is still the product's data.
  const contentNamed = known.filter((attribute) => attribute.kind === "content" && !attribute.sourceColumn);
  if (contentNamed.length) {
    await tx.attribute.updateMany({
      where: { orgId, code: { in: contentNamed.map((attribute) => attribute.code) } },
      data: { sourceColumn: true },
    });
  }
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
