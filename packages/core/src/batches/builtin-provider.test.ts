import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_APPLIED, BuiltinWriter, type TextEngine } from "@proseo/writer";
import type { StepRunner } from "../jobs/runner.js";
import { createOrganization } from "../orgs/create-organization.js";
import { openTestDeps } from "../test-support.js";
import { BUILTIN_SLICE_REQUESTS, BuiltinBatchProvider } from "./builtin-provider.js";
import { pollBatch } from "./poll-batch.js";
import type { BatchRequest } from "./provider.js";

let t: Awaited<ReturnType<typeof openTestDeps>>;
beforeAll(async () => (t = await openTestDeps()));
afterAll(() => t.close());

const LATENCY_MS = 10_000;
const inline: StepRunner = (_name, work) => work();

/** The built-in writer, holding every request after the first slice until `release`. */
function latchedWriter() {
  const writer = new BuiltinWriter();
  let calls = 0;
  let release!: () => void;
  const latch = new Promise<void>((resolve) => (release = resolve));
  const engine: TextEngine = {
    name: writer.name,
    unapplied: writer.unapplied,
    generate: async (product, language) => {
      if (++calls > BUILTIN_SLICE_REQUESTS) await latch;
      return writer.generate(product, language);
    },
    writeScript: (product, seconds) => writer.writeScript(product, seconds),
  };
  return { engine, release };
}

// Every fifth description is in Swahili, which the built-in writer does not write.
const requests: BatchRequest[] = Array.from({ length: 2 * BUILTIN_SLICE_REQUESTS + 10 }, (_, i) => ({
  customId: `bitem_${String(i).padStart(3, "0")}`,
  language: i % 5 === 0 ? "sw" : "en",
  product: { sku: `SW-${i}`, name: `Merino sweater ${i}`, brand: "Acme", category: null, sourceData: {} },
  applied: DEFAULT_APPLIED,
}));

describe("the built-in batch provider", () => {
  it("reports the descriptions its job has written so far, slice by slice, and each poll records them", async () => {
    const { engine, release } = latchedWriter();
    const provider = new BuiltinBatchProvider(t.deps, LATENCY_MS, engine);
    const deps = { ...t.deps, batchProvider: provider, wakeJobs: () => {}, abandonedAfterMs: 60_000 };
    const org = await createOrganization(t.deps, { name: "Slices", languages: ["en", "sw"], credits: 0 });
    const runId = await provider.submit("batch_slices", requests);
    const batch = await t.deps.db.batch.create({
      data: {
        id: "batch_slices",
        orgId: org.id,
        provider: provider.name,
        providerBatchId: runId,
        productIds: [],
        languages: ["en", "sw"],
        total: requests.length / 2,
      },
    });
    expect(await provider.status(runId)).toEqual({ finished: false, completed: 0, failed: 0 });

    const job = provider.writeJob.run({ runId, requests }, inline);
    await expect.poll(() => provider.status(runId)).toEqual({ finished: false, completed: 16, failed: 4 });
    expect(await pollBatch(deps, org.id, batch.id)).toMatchObject({
      status: "submitted",
      providerCompleted: 16,
      providerFailed: 4,
    });

    release();
    expect(await job).toEqual({ written: requests.length });
    // Every description is written, but the provider reports finished only after its latency.
    expect(await provider.status(runId)).toEqual({ finished: false, completed: 40, failed: 10 });
    expect(await pollBatch(deps, org.id, batch.id)).toMatchObject({
      status: "submitted",
      providerCompleted: 40,
      providerFailed: 10,
    });

    t.advance(LATENCY_MS);
    const finished = await provider.status(runId);
    expect(finished.finished && finished.outcomes.map((outcome) => outcome.customId)).toEqual(
      requests.map((request) => request.customId),
    );
  });

  it("writes only what is missing when its job runs again, and nothing more once cancelled", async () => {
    const provider = new BuiltinBatchProvider(t.deps, 0);
    const runId = await provider.submit("batch_again", requests.slice(0, 3));
    await t.deps.db.builtinBatchRun.update({
      where: { id: runId },
      data: { outcomes: [{ customId: requests[0]!.customId, error: { code: "engine_error", message: "earlier" } }] },
    });
    expect(await provider.writeJob.run({ runId, requests: requests.slice(0, 3) }, inline)).toEqual({ written: 2 });
    expect(await provider.writeJob.run({ runId, requests: requests.slice(0, 3) }, inline)).toEqual({ written: 0 });
    const status = await provider.status(runId);
    expect(status.finished && status.outcomes.map((outcome) => "error" in outcome)).toEqual([true, false, false]);

    const cancelled = await provider.submit("batch_cancelled", requests.slice(0, 3));
    await provider.cancel(cancelled);
    expect(await provider.writeJob.run({ runId: cancelled, requests: requests.slice(0, 3) }, inline)).toEqual({
      written: 0,
    });
    expect(await provider.status(cancelled)).toEqual({ finished: true, outcomes: [] });
  });
});
