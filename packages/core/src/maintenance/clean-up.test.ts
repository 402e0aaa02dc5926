import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganization } from "../orgs/create-organization.js";
import { createUser } from "../users/create-user.js";
import { openTestDeps } from "../test-support.js";
import { cleanUp } from "./clean-up.js";

let t: Awaited<ReturnType<typeof openTestDeps>>;
beforeAll(async () => (t = await openTestDeps()));
afterAll(() => t.close());

const DAY = 86_400_000;

describe("cleanUp", () => {
  it("deletes expired Idempotency-Key records and console sessions, and jobs and webhook deliveries finished before the retention, nothing else", async () => {
    const { deps } = t;
    const org = await createOrganization(deps, { name: "Tidy", languages: ["en"] });
    const at = (offsetDays: number) => new Date(deps.now().getTime() + offsetDays * DAY);
    const record = (key: string, expiresInDays: number) => ({
      id: `idem_${key}`,
      orgId: org.id,
      key,
      endpoint: "things.create",
      requestHash: "h",
      createdAt: deps.now(),
      expiresAt: at(expiresInDays),
    });
    await deps.db.idempotencyRecord.createMany({ data: [record("soon", 1), record("later", 3)] });
    const job = (id: string, status: "queued" | "running" | "done" | "failed", finishedDaysAgo: number | null) => ({
      id,
      name: "noop",
      payload: {},
      status,
      createdAt: at(-40),
      finishedAt: finishedDaysAgo === null ? null : at(-finishedDaysAgo),
    });
    await deps.db.job.createMany({
      data: [
        job("job_old_done", "done", 31),
        job("job_old_failed", "failed", 31),
        job("job_recent_done", "done", 29),
        job("job_old_queued", "queued", null),
        job("job_old_running", "running", null),
      ],
    });

    const webhook = await deps.db.webhook.create({
      data: { id: "wh_tidy", orgId: org.id, url: "https://example.com/h", events: [], secret: "whsec_x" },
    });
    const delivery = (id: string, status: "pending" | "delivered" | "failed", createdDaysAgo: number) => ({
      id,
      webhookId: webhook.id,
      eventType: "media.updated",
      payload: {},
      status,
      createdAt: at(-createdDaysAgo),
    });
    await deps.db.webhookDelivery.createMany({
      data: [
        delivery("whd_old_delivered", "delivered", 31),
        delivery("whd_old_failed", "failed", 31),
        delivery("whd_recent", "delivered", 29),
        delivery("whd_old_pending", "pending", 31),
      ],
    });

    const user = await createUser(deps, { email: "tidy@example.com", password: "correct horse", orgId: org.id });
    const session = (id: string, lastSeenDaysAgo: number, expiresInDays: number) => ({
      id,
      userId: user.id,
      orgId: org.id,
      lastSeenAt: at(-lastSeenDaysAgo),
      expiresAt: at(expiresInDays),
    });
    // Idle for a day (past the 12 hours), in use, and in use but at the end of its lifetime tomorrow.
    await deps.db.consoleSession.createMany({
      data: [session("ses_idle", 1, 6), session("ses_used", 0, 6), session("ses_ending", 0, 1)],
    });

    expect(await cleanUp(deps, 30)).toEqual({ idempotencyRecords: 0, jobs: 2, webhookDeliveries: 2, consoleSessions: 1 });
    t.advance(2 * DAY);
    await deps.db.consoleSession.updateMany({ data: { lastSeenAt: deps.now() } });
    expect(await cleanUp(deps, 30)).toEqual({ idempotencyRecords: 1, jobs: 1, webhookDeliveries: 1, consoleSessions: 1 });
    expect((await deps.db.consoleSession.findMany()).map((s) => s.id)).toEqual(["ses_used"]);
    expect((await deps.db.webhookDelivery.findMany()).map((d) => d.id)).toEqual(["whd_old_pending"]);
    expect((await deps.db.idempotencyRecord.findMany({ where: { orgId: org.id } })).map((r) => r.key)).toEqual(["later"]);
    expect((await deps.db.job.findMany({ orderBy: { id: "asc" } })).map((j) => j.id)).toEqual([
      "job_old_queued",
      "job_old_running",
    ]);
  });
});
