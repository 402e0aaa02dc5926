import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppError } from "../errors.js";
import { answerNotRecorded } from "../idempotency/run-once.js";
import { upsertProducts } from "../catalog/upsert-products.js";
import { createOrganization } from "../orgs/create-organization.js";
import { openTestDeps } from "../test-support.js";
import { deleteCategoryRules } from "./delete-category-rules.js";
import { getContentRules } from "./get-content-rules.js";
import { putCategoryRules } from "./put-category-rules.js";
import { putContentRules } from "./put-content-rules.js";

let t: Awaited<ReturnType<typeof openTestDeps>>;
beforeAll(async () => (t = await openTestDeps()));
afterAll(() => t.close());

async function orgWithProduct() {
  const org = await createOrganization(t.deps, { name: "Rules", languages: ["en"] });
  await upsertProducts(t.deps, org.id, [{ sku: "A", name: "Pack", sourceData: { material: "nylon" } }], answerNotRecorded);
  return org.id;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail("expected a failure"),
    (error: AppError) => ({ code: error.code, paths: error.details.map((detail) => detail.path) }),
  );

describe("the organization's content rules", () => {
  it("replace what was set: a field not sent takes its default", async () => {
    const orgId = await orgWithProduct();
    await putContentRules(t.deps, orgId, { tone: "premium", required_attributes: ["material"] });
    const state = await putContentRules(t.deps, orgId, { bullets: 5 });
    expect(state.rules).toMatchObject({ tone: "neutral", bullets: 5, required_attributes: [] });
  });

  it("refuse an attribute code that is no source_data column of the products (a content attribute neither), changing nothing", async () => {
    const orgId = await orgWithProduct();
    await putContentRules(t.deps, orgId, { tone: "friendly" });
    expect(
      await failure(putContentRules(t.deps, orgId, { tone: "premium", required_attributes: ["material", "weight", "title"] })),
    ).toEqual({
      code: "validation_failed",
      paths: ["required_attributes.1", "required_attributes.2"],
    });
    expect((await getContentRules(t.deps, orgId)).rules.tone).toBe("friendly");
  });
});

describe("category overrides", () => {
  it("are one per prefix compared by segments, case-insensitively, keeping the prefix as last given", async () => {
    const orgId = await orgWithProduct();
    await putCategoryRules(t.deps, orgId, "Outdoor/Backpacks", { bullets: 4 });
    await putCategoryRules(t.deps, orgId, "outdoor / backpacks", { bullets: 6 });
    await putCategoryRules(t.deps, orgId, "Outdoor", { tone: "playful" });
    expect((await getContentRules(t.deps, orgId)).categories).toEqual([
      { category: "outdoor / backpacks", rules: { bullets: 6 } },
      { category: "Outdoor", rules: { tone: "playful" } },
    ]);
    await deleteCategoryRules(t.deps, orgId, "OUTDOOR/BACKPACKS");
    expect((await getContentRules(t.deps, orgId)).categories).toEqual([{ category: "Outdoor", rules: { tone: "playful" } }]);
    expect(await failure(deleteCategoryRules(t.deps, orgId, "Outdoor/Backpacks"))).toEqual({ code: "not_found", paths: [] });
    expect(await failure(putCategoryRules(t.deps, orgId, " / ", { bullets: 4 }))).toEqual({
      code: "validation_failed",
      paths: ["category"],
    });
  });
});
