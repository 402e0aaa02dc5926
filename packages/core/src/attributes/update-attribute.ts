import type { Attribute } from "@proseo/db";
import type { Deps } from "../deps.js";
import { notFound } from "../errors.js";
import { validationFailed } from "../validation.js";

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
