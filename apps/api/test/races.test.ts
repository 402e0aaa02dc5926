// Property: whatever mix of generations, batch submissions, polls, cancels and grants runs at once,
// the ledger sums to the balance, no balance was ever negative, reservations match the ledger, and
// once every batch has ended or been cancelled nothing stays reserved.
import { fc, test } from "@fast-check/vitest";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { grantCredits, updateOrganizationSettings } from "@proseo/core";
import { ledgerOf, startApi, type Api } from "./support.js";

let api: Api;
beforeAll(async () => (api = await startApi({ BATCH_LATENCY_MS: "0" })));
afterAll(() => api.close());

type Operation =
  | { kind: "generate"; languages: number }
  | { kind: "batch"; products: number }
  | { kind: "grant"; amount: number }
  | { kind: "poll" }
  | { kind: "cancel" };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant("generate" as const), languages: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant("batch" as const), products: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant("grant" as const), amount: fc.integer({ min: 1, max: 20 }) }),
  fc.constant({ kind: "poll" as const }),
  fc.constant({ kind: "cancel" as const }),
);

describe("credits under concurrent mixed work", () => {
  test.prop(
    [
      fc.integer({ min: 0, max: 30 }),
      fc.option(fc.integer({ min: 2, max: 30 }), { nil: null }),
      fc.array(fc.array(operation, { minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 3 }),
    ],
    { numRuns: 12 },
  )("keep the ledger whole", async (credits, dailyCap, waves) => {
    const tenant = await api.createTenant(undefined, { credits, languages: ["en", "de", "fr"] });
    await updateOrganizationSettings(api.deps, tenant.org.id, { dailyAiSpendCap: dailyCap });
    await tenant.call("POST", "/v1/products", {
      products: ["A", "B", "C"].map((sku) => ({ sku, name: `Sweater ${sku}` })),
    });
    const productIds: string[] = (await tenant.call("GET", "/v1/products")).json.products.map((p: { id: string }) => p.id);
    const batchIds: string[] = [];
    let key = 0;
    const run = async (op: Operation) => {
      const batchId = batchIds[key % Math.max(1, batchIds.length)];
      key += 1;
      switch (op.kind) {
        case "generate":
          return tenant.call("POST", "/v1/generations", {
            product_id: productIds[key % 3],
            languages: ["en", "de", "fr"].slice(0, op.languages),
          });
        case "batch": {
          const answer = await tenant.call(
            "POST",
            "/v1/batches",
            { product_ids: productIds.slice(0, op.products) },
            { "Idempotency-Key": `race-${tenant.org.id}-${key}` },
          );
          if (answer.status === 201) batchIds.push(answer.json.id);
          return answer;
        }
        case "grant":
          return grantCredits(api.deps, tenant.org.id, op.amount);
        case "poll":
          return batchId && tenant.call("GET", `/v1/batches/${batchId}`);
        case "cancel":
          return batchId && tenant.call("POST", `/v1/batches/${batchId}/cancel`);
      }
    };
    for (const wave of waves) {
      const answers = await Promise.all(wave.map(run));
      for (const answer of answers) if (typeof answer === "object") expect(answer.status).toBeLessThan(500);
      await ledgerOf(api, tenant);
    }
    // Let every batch end: its submission and the provider's writing run as jobs, a poll ingests.
    for (const batchId of batchIds) {
      await expect
        .poll(async () => (await tenant.call("GET", `/v1/batches/${batchId}`)).json.status, { timeout: 60_000 })
        .toMatch(/^(ended|cancelled)$/);
    }
    const { entries } = await ledgerOf(api, tenant);
    expect(entries.every((entry) => entry.balanceAfter >= 0)).toBe(true);
    const org = await api.deps.db.organization.findUniqueOrThrow({ where: { id: tenant.org.id } });
    expect(org.reservedCredits).toBe(0);
    for (const batch of await api.deps.db.batch.findMany({ where: { orgId: tenant.org.id } })) {
      expect(batch.creditsCharged + batch.creditsRefunded).toBe(batch.creditsReserved);
    }
  });
});
