// The built server killed with SIGKILL while the built-in renderer films a clip: after the restart the
// job is taken over, finishes once, is stored once and charged once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess, solidImage } from "./support.js";

const CREDITS = 1_000;
let service: ServerProcess;
const call = (...args: Parameters<ServerProcess["call"]>) => service.call(...args);

beforeAll(async () => {
  service = await startServerProcess({
    organization: "AI crash",
    credits: CREDITS,
    scopes: ["catalog:read", "catalog:write", "media:generate"],
    // The job of a killed process is taken over a second later.
    env: { JOB_LEASE_MS: "1000" },
  });
}, 180_000);

afterAll(() => service?.close());

describe("a server killed in the middle of a render", () => {
  it("finishes the clip after the restart: stored once, charged once", async () => {
    await call("POST", "/v1/products", { products: [{ sku: "CRASH-AI", name: "Rain jacket" }] });
    const productId = (await call("GET", "/v1/products")).json.products[0].id as string;
    const form = new FormData();
    const image = await solidImage("jpeg", 400, 300, "#2f6f8f");
    form.append("file", new Blob([image]), "jacket.jpg");
    expect((await call("POST", `/v1/products/${productId}/media`, form)).status).toBe(201);

    const accepted = await call("POST", `/v1/products/${productId}/ai-video`, {
      duration_seconds: 30,
      audio: true,
      quality: "high",
    });
    expect(accepted.status).toBe(202);
    const jobId = accepted.json.id as string;
    await expect
      .poll(async () => (await call("GET", `/v1/ai-media/jobs/${jobId}`)).json.status, { timeout: 30_000, interval: 20 })
      .toBe("running");
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Still filming when it dies.
    expect((await call("GET", `/v1/ai-media/jobs/${jobId}`)).json.status).toBe("running");
    await service.stop("SIGKILL");
    await service.start();

    await expect
      .poll(async () => (await call("GET", `/v1/ai-media/jobs/${jobId}`)).json.status, { timeout: 120_000, interval: 250 })
      .toBe("succeeded");
    const job = (await call("GET", `/v1/ai-media/jobs/${jobId}`)).json;
    expect(job).toMatchObject({ credits_charged: 240, results: [{ type: "video", duration_seconds: 30 }] });

    const { prisma } = service.database;
    const { orgId } = service;
    expect(await prisma.mediaItem.count({ where: { productId, origin: "ai_video" } })).toBe(1);
    const entries = await prisma.creditEntry.findMany({ where: { orgId } });
    const movements = entries
      .filter((entry) => entry.reference === `ai-media:${jobId}`)
      .map((entry) => `${entry.kind} ${entry.amount}`);
    expect(movements.sort()).toEqual(["charge -240", "release 240", "reserve -240"]);
    const org = await prisma.organization.findUniqueOrThrow({ where: { id: orgId } });
    expect(org.creditBalance).toBe(CREDITS - 240);
    expect(org.reservedCredits).toBe(0);
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(org.creditBalance);
    // The gallery changed once: one deltas entry for the upload and one for the clip.
    expect(await prisma.mediaChange.count({ where: { orgId, productId } })).toBe(2);
  }, 300_000);
});
