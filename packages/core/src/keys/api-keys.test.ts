import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDeps } from "../test-support.js";
import { createOrganization } from "../orgs/create-organization.js";
import { hashKey, keyStatus } from "./api-key.js";
import { authenticateApiKey } from "./authenticate-api-key.js";
import { createApiKey } from "./create-api-key.js";
import { parseDuration } from "./durations.js";
import { listApiKeys } from "./list-api-keys.js";
import { revokeApiKey } from "./revoke-api-key.js";

let t: Awaited<ReturnType<typeof openTestDeps>>;
let orgId: string;
beforeAll(async () => {
  t = await openTestDeps();
  orgId = (await createOrganization(t.deps, { name: "Keys", languages: ["en"] })).id;
});
afterAll(() => t.close());

const rejected = (key: string) =>
  expect(authenticateApiKey(t.deps, key)).rejects.toMatchObject({ code: "invalid_api_key", status: 401 });

describe("API keys", () => {
  it("are svck_ plus 40 base62 characters, stored only as a hash", async () => {
    const { key, apiKey } = await createApiKey(t.deps, { orgId, scopes: ["catalog:read"] });
    expect(key).toMatch(/^svck_[0-9A-Za-z]{40}$/);
    const stored = await t.deps.db.apiKey.findUniqueOrThrow({ where: { id: apiKey.id } });
    expect(stored.hash).toBe(hashKey(key));
    expect(JSON.stringify(stored)).not.toContain(key.slice(12));
    expect(apiKey.prefix).toBe(key.slice(0, 11));
  });

  it("authenticate to their organization and record when they were last used", async () => {
    const { key, apiKey } = await createApiKey(t.deps, { orgId, scopes: ["generate"] });
    // Settings of every column type (arrays, JSON, nullable numbers), read back as the model reads them.
    await t.deps.db.organization.update({
      where: { id: orgId },
      data: { dailyAiSpendCap: 40, contentRules: { tone: "playful", keywords: ["merino"] } },
    });
    const { org, apiKey: found } = await authenticateApiKey(t.deps, key);
    expect(org).toEqual(await t.deps.db.organization.findUniqueOrThrow({ where: { id: orgId } }));
    expect(found).toEqual({ ...apiKey, createdBy: undefined, lastUsedAt: null });
    expect((await listApiKeys(t.deps, orgId)).find((k) => k.id === apiKey.id)?.lastUsedAt).toEqual(t.deps.now());
  });

  it("stop working once revoked, expired, altered or malformed", async () => {
    const revoked = await createApiKey(t.deps, { orgId, scopes: ["export"] });
    await revokeApiKey(t.deps, revoked.apiKey.id);
    await rejected(revoked.key);

    const expiring = await createApiKey(t.deps, {
      orgId,
      scopes: ["export"],
      expiresAt: new Date(t.deps.now().getTime() + parseDuration("1h")),
    });
    await expect(authenticateApiKey(t.deps, expiring.key)).resolves.toBeTruthy();
    t.advance(parseDuration("1h"));
    await rejected(expiring.key);
    const listed = (await listApiKeys(t.deps, orgId)).find((k) => k.id === expiring.apiKey.id);
    expect(listed && keyStatus(listed, t.deps.now())).toBe("expired");

    const valid = await createApiKey(t.deps, { orgId, scopes: ["export"] });
    await rejected(valid.key.slice(0, -1) + (valid.key.endsWith("A") ? "B" : "A"));
    await rejected("svck_short");
    await rejected(`sk_${valid.key.slice(5)}`);
  });

  it("are not revocable through another organization", async () => {
    const other = await createOrganization(t.deps, { name: "Other", languages: ["en"] });
    const { apiKey } = await createApiKey(t.deps, { orgId, scopes: ["export"] });
    await expect(revokeApiKey(t.deps, apiKey.id, other.id)).rejects.toMatchObject({ code: "not_found" });
  });

  it("refuse no scopes, unknown scopes and past expiries with field details", async () => {
    await expect(createApiKey(t.deps, { orgId, scopes: [] })).rejects.toMatchObject({ code: "validation_failed" });
    await expect(createApiKey(t.deps, { orgId, scopes: ["root" as never] })).rejects.toMatchObject({
      details: [expect.objectContaining({ path: "scopes.0" })],
    });
    await expect(createApiKey(t.deps, { orgId, scopes: ["export"], expiresAt: new Date(0) })).rejects.toMatchObject({
      code: "validation_failed",
    });
  });

  it("take expiry durations in s, m, h and d", () => {
    expect(parseDuration("30d")).toBe(30 * 86_400_000);
    expect(parseDuration("90m")).toBe(90 * 60_000);
    expect(() => parseDuration("0d")).toThrow(/duration/);
    expect(() => parseDuration("3 weeks")).toThrow(/duration/);
  });
});
