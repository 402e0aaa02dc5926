// Bulk approve and unpublish (POST /v1/publishing/approve, /unpublish) and the review filters of
// GET /v1/products (has_candidate, quality_below, failed_check).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUALITY_CHECK_NAMES } from "@proseo/core";
import {
  consoleSession,
  expectError,
  PUBLISHABLE_SWEATER,
  startApi,
  startPublishingApi,
  type Api,
  type Tenant,
} from "./support.js";

const SECRET = "bulk-review-test-secret-0123456789abcdef";
/** Its engine writes texts the quality gate passes; `builtin`, the built-in writer's, which the filters test scores. */
let api: Api;
let builtin: Api;
beforeAll(async () => {
  [api, builtin] = await Promise.all([startPublishingApi({ NEXTAUTH_SECRET: SECRET }), startApi({ NEXTAUTH_SECRET: SECRET })]);
});
afterAll(() => Promise.all([api.close(), builtin.close()]));

type FailedCheck = { language: string; check: string; hint: string };
type Result = {
  product_id: string;
  outcome: string;
  version?: number;
  error?: { code: string; message: string };
  failed_checks?: FailedCheck[];
};

/** Data whose texts the engine writes pass the quality gate, in every language. */
const PASSING = PUBLISHABLE_SWEATER.source_data;
/** The same, with a second weight that contradicts the first: every text of it fails the `consistent_data` gate. */
const CONFLICTING = { ...PASSING, weight: "450 g" };

const generate = async (tenant: Tenant, id: string, languages?: string[]) => {
  const response = await tenant.call("POST", "/v1/generations", { product_id: id, ...(languages ? { languages } : {}) });
  expect(response.status).toBe(200);
  return response.json as {
    version: number;
    results: {
      language: string;
      quality: { score: number; passed: boolean; checks: { check: string; passed: boolean; hint: string }[] };
    }[];
  };
};

const bulk = async (
  tenant: Tenant,
  action: "approve" | "unpublish",
  ids: string[],
  headers: Record<string, string> = {},
  options: { include_failing?: boolean } = {},
) => {
  const response = await tenant.call("POST", `/v1/publishing/${action}`, { product_ids: ids, ...options }, headers);
  expect(response.status).toBe(200);
  return response.json.results as Result[];
};

const eventsOf = (productId: string) => api.deps.db.publishEvent.findMany({ where: { productId } });

/** A tenant whose products are: CANDIDATE (generated, never served), SERVED (its newest version published), BLANK (imported only), DELETED. */
async function reviewTenant() {
  const tenant = await api.createTenant();
  const ids = await api.importProducts(
    tenant,
    ["CANDIDATE", "SERVED", "BLANK", "DELETED"].map((sku) => ({
      sku,
      name: PUBLISHABLE_SWEATER.name,
      brand: "Acme",
      source_data: PASSING,
    })),
  );
  for (const sku of ["CANDIDATE", "SERVED", "DELETED"]) await generate(tenant, ids[sku]!);
  expect((await tenant.call("POST", `/v1/products/${ids.SERVED}/approve`)).status).toBe(200);
  expect((await tenant.call("DELETE", `/v1/products/${ids.DELETED}`)).status).toBe(204);
  return { tenant, ids: ids as Record<"CANDIDATE" | "SERVED" | "BLANK" | "DELETED", string> };
}

describe("POST /v1/publishing/approve and /unpublish", () => {
  it("answers every outcome in request order for own, foreign, deleted and unknown ids, and acts as the single actions do", async () => {
    const { tenant, ids } = await reviewTenant();
    const other = await reviewTenant();
    const given = [ids.CANDIDATE, other.ids.CANDIDATE, ids.SERVED, "prod_unknown", ids.DELETED, ids.BLANK];

    const approved = await bulk(tenant, "approve", given);
    expect(approved.map((result) => [result.product_id, result.outcome])).toEqual([
      [ids.CANDIDATE, "published"],
      [other.ids.CANDIDATE, "not_found"],
      [ids.SERVED, "no_candidate"],
      ["prod_unknown", "not_found"],
      [ids.DELETED, "not_found"],
      [ids.BLANK, "published"],
    ]);
    expect(approved[0]).toEqual({ product_id: ids.CANDIDATE, outcome: "published", version: 2 });
    expect(approved[2]!.error?.code).toBe("no_candidate");
    expect(approved[1]!.error?.code).toBe("not_found");

    // The same effects and actor records as POST /v1/products/{id}/approve.
    const detail = (await tenant.call("GET", `/v1/products/${ids.CANDIDATE}`)).json;
    expect(detail).toMatchObject({ status: "published", published_version: 2 });
    const [event] = await eventsOf(ids.CANDIDATE);
    expect(event).toMatchObject({ action: "approve", version: 2, actorKind: "api_key", actorId: tenant.keyId });
    expect(await eventsOf(other.ids.CANDIDATE)).toEqual([]);
    expect((await tenant.call("GET", `/v1/products/${other.ids.CANDIDATE}`)).status).toBe(404);

    const unpublished = await bulk(tenant, "unpublish", [ids.SERVED, ids.CANDIDATE, other.ids.SERVED, ids.DELETED]);
    expect(unpublished.map((result) => result.outcome)).toEqual(["unpublished", "unpublished", "not_found", "not_found"]);
    expect((await tenant.call("GET", `/v1/products/${ids.SERVED}`)).json).toMatchObject({ published_version: null });
    expect((await eventsOf(ids.SERVED)).map((row) => row.action).sort()).toEqual(["approve", "unpublish"]);
    expect((await other.tenant.call("GET", `/v1/products/${other.ids.SERVED}`)).json.published_version).toBe(2);

    const again = await bulk(tenant, "unpublish", [ids.SERVED]);
    expect(again).toEqual([
      {
        product_id: ids.SERVED,
        outcome: "not_published",
        error: { code: "not_published", message: expect.stringMatching(/Nothing to unpublish/) },
      },
    ]);
  });

  it("acts once on an id given twice and answers each occurrence", async () => {
    const { tenant, ids } = await reviewTenant();
    const results = await bulk(tenant, "approve", [ids.CANDIDATE, ids.SERVED, ids.CANDIDATE]);
    expect(results.map((result) => result.outcome)).toEqual(["published", "no_candidate", "published"]);
    expect(results[2]).toEqual(results[0]);
    expect(await eventsOf(ids.CANDIDATE)).toHaveLength(1);
  });

  it("publishes each product once when overlapping calls run in parallel, without deadlock", async () => {
    const tenant = await api.createTenant(undefined, { languages: ["en"] });
    const skus = Array.from({ length: 24 }, (_, index) => `P-${String(index).padStart(2, "0")}`);
    const byId = await api.importProducts(
      tenant,
      skus.map((sku) => ({ sku, name: PUBLISHABLE_SWEATER.name, brand: "Acme", source_data: PASSING })),
    );
    const ids = skus.map((sku) => byId[sku]!);
    for (const id of ids) await generate(tenant, id);
    // Overlapping sets, given in different orders.
    const sets = [ids.slice(0, 16), ids.slice(8).reverse(), [...ids].reverse().filter((_, index) => index % 2 === 0), ids];
    const answers = await Promise.all(sets.map((set) => bulk(tenant, "approve", set)));
    const published = answers.flat().filter((result) => result.outcome === "published");
    expect(published.map((result) => result.product_id).sort()).toEqual([...ids].sort());
    expect(answers.flat().every((result) => ["published", "no_candidate"].includes(result.outcome))).toBe(true);
    const events = await api.deps.db.publishEvent.findMany({ where: { productId: { in: ids } } });
    expect(events).toHaveLength(ids.length);
    expect(new Set(events.map((event) => event.productId)).size).toBe(ids.length);
  });

  it("replays the first answer for a repeated Idempotency-Key, and refuses the key with another body", async () => {
    const { tenant, ids } = await reviewTenant();
    const headers = { "Idempotency-Key": `bulk-${ids.CANDIDATE}` };
    const body = { product_ids: [ids.CANDIDATE, ids.SERVED] };
    const first = await tenant.call("POST", "/v1/publishing/approve", body, headers);
    const replay = await tenant.call("POST", "/v1/publishing/approve", body, headers);
    expect(first.json.results[0].outcome).toBe("published");
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.text).toBe(first.text);
    expect(await eventsOf(ids.CANDIDATE)).toHaveLength(1);

    expectError(
      await tenant.call("POST", "/v1/publishing/approve", { product_ids: [ids.SERVED] }, headers),
      422,
      "idempotency_key_reused",
    );
    expectError(await tenant.call("POST", "/v1/publishing/unpublish", body, headers), 422, "idempotency_key_reused");
  });

  it("takes 500 ids in one call", async () => {
    const tenant = await api.createTenant();
    const given = Array.from({ length: 500 }, (_, index) => `prod_unknown_${index}`);
    const results = await bulk(tenant, "approve", given);
    expect(results.map((result) => [result.product_id, result.outcome])).toEqual(given.map((id) => [id, "not_found"]));
  });

  it("commits each product alone: a failure midway leaves the products done before it published, and a retry finishes", async () => {
    const tenant = await api.createTenant(undefined, { languages: ["en"] });
    const skus = Array.from({ length: 10 }, (_, index) => `T-${index}`);
    const byId = await api.importProducts(
      tenant,
      skus.map((sku) => ({ sku, name: PUBLISHABLE_SWEATER.name, brand: "Acme", source_data: PASSING })),
    );
    const ids = skus.map((sku) => byId[sku]!);
    for (const id of ids) await generate(tenant, id);
    // Given in reverse, taken in id order four at once: the first four are under way before the
    // fifth, whose publish event the database refuses.
    const ordered = [...ids].sort();
    const given = [...ordered].reverse();
    const failing = ordered[4]!;
    const db = api.deps.db;
    await db.$executeRawUnsafe(`CREATE FUNCTION refuse_publish_event() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW."productId" = '${failing}' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$`);
    await db.$executeRawUnsafe(
      `CREATE TRIGGER refuse_publish_event BEFORE INSERT ON "PublishEvent" FOR EACH ROW EXECUTE FUNCTION refuse_publish_event()`,
    );
    const headers = { "Idempotency-Key": `bulk-failure-${failing}` };
    try {
      expectError(await tenant.call("POST", "/v1/publishing/approve", { product_ids: given }, headers), 500, "internal_error");
    } finally {
      await db.$executeRawUnsafe(`DROP TRIGGER refuse_publish_event ON "PublishEvent"`);
      await db.$executeRawUnsafe("DROP FUNCTION refuse_publish_event()");
    }
    const servedVersion = async (id: string) => (await tenant.call("GET", `/v1/products/${id}`)).json.published_version;
    for (const id of ordered.slice(0, 4)) expect(await servedVersion(id)).toBe(2);
    expect(await servedVersion(failing)).toBeNull();
    expect(await eventsOf(failing)).toEqual([]);

    // Nothing was stored for the key: the retry runs again and finishes the rest.
    const retry = await tenant.call("POST", "/v1/publishing/approve", { product_ids: given }, headers);
    expect(retry.status).toBe(200);
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    const outcomes = Object.fromEntries((retry.json.results as Result[]).map((result) => [result.product_id, result.outcome]));
    for (const id of ordered.slice(0, 4)) expect(outcomes[id]).toBe("no_candidate");
    expect(outcomes[failing]).toBe("published");
    for (const id of ids) expect(await servedVersion(id)).toBe(2);
  });

  it("answers 422 for a body of the wrong shape and changes nothing", async () => {
    const { tenant, ids } = await reviewTenant();
    const bodies: [unknown, string][] = [
      [{ product_ids: [] }, "product_ids"],
      [{ product_ids: Array.from({ length: 501 }, () => ids.CANDIDATE) }, "product_ids"],
      [{ product_ids: [ids.CANDIDATE, ""] }, "product_ids.1"],
      [{ product_ids: ids.CANDIDATE }, "product_ids"],
      [{ product_ids: [ids.CANDIDATE], force: true }, ""],
      [{}, "product_ids"],
    ];
    for (const [body, path] of bodies) {
      for (const action of ["approve", "unpublish"]) {
        const error = expectError(await tenant.call("POST", `/v1/publishing/${action}`, body), 422, "validation_failed");
        if (path) expect(error.details.map((detail) => detail.path)).toContain(path);
      }
    }
    expect(await eventsOf(ids.CANDIDATE)).toEqual([]);
  });

  it("takes the content:manage scope", async () => {
    const tenant = await api.createTenant(["catalog:read"]);
    expectError(await tenant.call("POST", "/v1/publishing/approve", { product_ids: ["prod_x"] }), 403, "missing_scope");
  });
});

describe("the quality gate of bulk approve", () => {
  /** A tenant with two generated candidates: PASSING, and FAILING (its data contradicts itself). */
  async function gateTenant() {
    const tenant = await api.createTenant();
    const ids = await api.importProducts(tenant, [
      { sku: "PASSING", name: "Merino sweater", brand: "Acme", category: "Apparel", source_data: PASSING },
      { sku: "FAILING", name: "Merino sweater", brand: "Acme", category: "Apparel", source_data: CONFLICTING },
    ]);
    const passing = await generate(tenant, ids.PASSING!);
    const failing = await generate(tenant, ids.FAILING!);
    expect(passing.results.map((result) => result.quality.passed)).toEqual([true, true]);
    expect(failing.results.map((result) => result.quality.passed)).toEqual([false, false]);
    // The checks as the generation's quality results have them, in language order.
    const expected = failing.results
      .toSorted((a, b) => a.language.localeCompare(b.language))
      .flatMap((result) =>
        result.quality.checks
          .filter((check) => !check.passed)
          .map((check) => ({ language: result.language, check: check.check, hint: check.hint })),
      );
    expect(
      expected.filter((check) => check.check === "consistent_data").map((check) => `${check.language} ${check.check}`),
    ).toEqual(["de consistent_data", "en consistent_data"]);
    return { tenant, ids: ids as Record<"PASSING" | "FAILING", string>, expected };
  }

  const expectSkipped = (result: Result | undefined, productId: string, expected: FailedCheck[]) => {
    expect(result).toEqual({
      product_id: productId,
      outcome: "skipped_failing",
      error: { code: "skipped_failing", message: expect.stringContaining("fails the quality gate") },
      failed_checks: expected,
    });
    for (const { language, check, hint } of expected) expect(result!.error!.message).toContain(`[${language}] ${check}: ${hint}`);
  };

  it("skips a candidate that fails the gate and approves one that passes; include_failing approves both and the event records it", async () => {
    const { tenant, ids, expected } = await gateTenant();
    const [passed, skipped] = await bulk(tenant, "approve", [ids.PASSING, ids.FAILING]);
    expect(passed).toEqual({ product_id: ids.PASSING, outcome: "published", version: 2 });
    expectSkipped(skipped, ids.FAILING, expected);
    expect((await tenant.call("GET", `/v1/products/${ids.FAILING}`)).json).toMatchObject({ published_version: null });
    expect(await eventsOf(ids.FAILING)).toEqual([]);
    const [passingEvent] = await eventsOf(ids.PASSING);
    expect(passingEvent).toMatchObject({ action: "approve", failedChecks: [], includeFailing: false });

    const [again, included] = await bulk(tenant, "approve", [ids.PASSING, ids.FAILING], {}, { include_failing: true });
    expect(again!.outcome).toBe("no_candidate");
    expect(included).toEqual({ product_id: ids.FAILING, outcome: "published", version: 2 });
    expect((await tenant.call("GET", `/v1/products/${ids.FAILING}`)).json).toMatchObject({ published_version: 2 });
    const [event] = (await tenant.call("GET", `/v1/products/${ids.FAILING}/revisions`)).json.revisions[0].publishing;
    expect(event).toEqual({
      action: "approve",
      actor: { type: "api_key", id: tenant.keyId },
      at: expect.any(String),
      failed_checks: expected,
      include_failing: true,
    });
  });

  it("include_failing: false skips as its absence does; text in its place is 422", async () => {
    const { tenant, ids, expected } = await gateTenant();
    expectSkipped((await bulk(tenant, "approve", [ids.FAILING], {}, { include_failing: false }))[0], ids.FAILING, expected);
    const error = expectError(
      await tenant.call("POST", "/v1/publishing/approve", { product_ids: [ids.FAILING], include_failing: "yes" }),
      422,
      "validation_failed",
    );
    expect(error.details.map((detail) => detail.path)).toContain("include_failing");
    expectError(
      await tenant.call("POST", "/v1/publishing/unpublish", { product_ids: [ids.FAILING], include_failing: true }),
      422,
      "validation_failed",
    );
    expect(await eventsOf(ids.FAILING)).toEqual([]);
  });

  it("approve by filter, as the console's review queue does it (select all matching, then approve), skips the failing ones the same way", async () => {
    const { tenant, ids, expected } = await gateTenant();
    const { query, mutate } = await consoleSession(api, tenant, SECRET, "editor");
    const queue = await query("console.review.list", { category: "Apparel", limit: 100 });
    const matching = (queue.json.result.data.products as { id: string }[]).map((product) => product.id).sort();
    expect(matching).toEqual([ids.PASSING, ids.FAILING].sort());

    const first = await mutate("publishing.approveMany", { product_ids: matching });
    const outcomes = Object.fromEntries(
      (first.json.result.data.results as Result[]).map((result) => [result.product_id, result]),
    );
    expect(outcomes[ids.PASSING]!.outcome).toBe("published");
    expectSkipped(outcomes[ids.FAILING], ids.FAILING, expected);

    // What is left in the queue is the failing one; approving it with include_failing records it, as the console user.
    const left = await query("console.review.list", { category: "Apparel", limit: 100 });
    expect((left.json.result.data.products as { id: string }[]).map((product) => product.id)).toEqual([ids.FAILING]);
    const second = await mutate("publishing.approveMany", { product_ids: [ids.FAILING], include_failing: true });
    expect(second.json.result.data.results).toEqual([{ product_id: ids.FAILING, outcome: "published", version: 2 }]);
    const [event] = await eventsOf(ids.FAILING);
    expect(event).toMatchObject({ action: "approve", actorKind: "user", failedChecks: expected, includeFailing: true });
  });
});

describe("GET /v1/products review filters", () => {
  const list = async (tenant: Tenant, query: string) => {
    const response = await tenant.call("GET", `/v1/products?${query}`);
    expect(response.status).toBe(200);
    return response.json as { products: { id: string; sku: string }[]; total: number; next_cursor: string | null };
  };
  const skusOf = async (tenant: Tenant, query: string) => (await list(tenant, query)).products.map((row) => row.sku).sort();

  it("filters by candidate, lowest quality score and failed check, as the generations scored them", async () => {
    const tenant = await builtin.createTenant(undefined, { languages: ["en", "de"] });
    const ids = await builtin.importProducts(tenant, [
      {
        sku: "RICH",
        name: "Merino sweater",
        brand: "Acme",
        category: "Apparel",
        source_data: PASSING,
      },
      { sku: "THIN", name: "Scarf", category: "Apparel" },
      { sku: "SERVED", name: "Wool hat", brand: "Acme", category: "Apparel", source_data: { material: "wool" } },
      { sku: "BLANK", name: "Gloves", category: "Apparel" },
    ]);
    const scored: Record<string, { min: number; failed: Set<string> }> = {};
    for (const sku of ["RICH", "THIN", "SERVED"]) {
      const { results } = await generate(tenant, ids[sku]!);
      scored[sku] = {
        min: Math.min(...results.map((result) => result.quality.score)),
        failed: new Set(
          results.flatMap((result) => result.quality.checks.filter((check) => !check.passed).map((check) => check.check)),
        ),
      };
    }
    expect((await tenant.call("POST", `/v1/products/${ids.SERVED}/approve`)).status).toBe(200);

    expect(await skusOf(tenant, "has_candidate=true")).toEqual(["RICH", "THIN"]);
    expect(await skusOf(tenant, "has_candidate=false")).toEqual(["BLANK", "SERVED"]);

    const scores = Object.values(scored).map((entry) => entry.min);
    for (const below of [...new Set([...scores, ...scores.map((score) => score + 1), 1, 101])]) {
      const expected = Object.entries(scored)
        .filter(([, entry]) => entry.min < below)
        .map(([sku]) => sku)
        .sort();
      expect(await skusOf(tenant, `quality_below=${below}`)).toEqual(expected);
    }
    expect(scored.THIN!.failed.has("enough_data")).toBe(true);
    for (const check of QUALITY_CHECK_NAMES) {
      const expected = Object.entries(scored)
        .filter(([, entry]) => entry.failed.has(check))
        .map(([sku]) => sku)
        .sort();
      expect(await skusOf(tenant, `failed_check=${check}`)).toEqual(expected);
    }
    expect(await skusOf(tenant, "has_candidate=true&failed_check=enough_data")).toEqual(["THIN"]);
    expect(await skusOf(tenant, "failed_check=enough_data&q=scarf&category=Apparel")).toEqual(["THIN"]);
  });

  it("keeps the scores of the languages a generation did not write", async () => {
    const tenant = await builtin.createTenant(undefined, { languages: ["en", "de"] });
    const ids = await builtin.importProducts(tenant, [{ sku: "ONE", name: "Scarf" }]);
    const both = await generate(tenant, ids.ONE!);
    const de = both.results.find((result) => result.language === "de")!.quality.score;
    const en = (await generate(tenant, ids.ONE!, ["en"])).results[0]!.quality.score;
    const lowest = Math.min(de, en);
    expect(await skusOf(tenant, `quality_below=${lowest + 1}`)).toEqual(["ONE"]);
    expect(await skusOf(tenant, `quality_below=${lowest}`)).toEqual([]);
  });

  it("pages a filtered list with the cursor, neither repeating nor skipping", async () => {
    const tenant = await builtin.createTenant(undefined, { languages: ["en"] });
    const skus = Array.from({ length: 7 }, (_, index) => `C-${index}`);
    const ids = await builtin.importProducts(
      tenant,
      [...skus, "OTHER"].map((sku) => ({ sku, name: `Scarf ${sku}` })),
    );
    for (const sku of skus) await generate(tenant, ids[sku]!);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(
        tenant,
        `has_candidate=true&quality_below=101&failed_check=enough_data&sort=sku&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(page.total).toBe(skus.length);
      seen.push(...page.products.map((row) => row.sku));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(skus);
  });

  it("answers 422 naming the parameter for an unknown check, a score out of range or a non-boolean has_candidate", async () => {
    const tenant = await builtin.createTenant();
    for (const [query, path] of [
      ["failed_check=spelling", "failed_check"],
      ["quality_below=0", "quality_below"],
      ["quality_below=102", "quality_below"],
      ["quality_below=abc", "quality_below"],
      ["has_candidate=yes", "has_candidate"],
    ]) {
      const error = expectError(await tenant.call("GET", `/v1/products?${query}`), 422, "validation_failed");
      expect(error.details.map((detail) => detail.path)).toContain(path);
    }
  });
});
