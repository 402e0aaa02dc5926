import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Organization } from "@proseo/db";
import { openTestDeps } from "../test-support.js";
import { hashKey } from "../keys/api-key.js";
import { createOrganization } from "../orgs/create-organization.js";
import { authenticateFeedToken, feedFileName } from "./feed-token.js";
import { createFeedToken, listFeedTokens, revokeFeedToken } from "./manage-feed-tokens.js";

let t: Awaited<ReturnType<typeof openTestDeps>>;
let org: Organization;
beforeAll(async () => {
  t = await openTestDeps();
  org = await createOrganization(t.deps, { name: "Feeds", languages: ["en", "de"] });
});
afterAll(() => t.close());

const API = "https://api.example.com";
const tokenOf = (url: string) => new URL(url).pathname.split("/")[2]!;

describe("feed tokens", () => {
  it("are svcf_ plus 40 base62 characters in the URL, stored only as a hash", async () => {
    const { feedToken, url } = await createFeedToken(t.deps, org, { channel: "google_merchant", language: "de" }, API);
    expect(url).toMatch(/^https:\/\/api\.example\.com\/feeds\/svcf_[0-9A-Za-z]{40}\/google_merchant\.tsv\?language=de$/);
    const token = tokenOf(url);
    const stored = await t.deps.db.feedToken.findUniqueOrThrow({ where: { id: feedToken.id } });
    expect(stored).toMatchObject({ orgId: org.id, channel: "google_merchant", hash: hashKey(token), prefix: token.slice(0, 11) });
    expect(JSON.stringify(stored)).not.toContain(token.slice(11));
  });

  it("refuse a shop platform's file that a second language would make overwrite the shop's texts", async () => {
    await expect(createFeedToken(t.deps, org, { channel: "shopify", language: "de" }, API)).rejects.toMatchObject({
      code: "validation_failed",
      details: [expect.objectContaining({ path: "language", message: expect.stringContaining("format=translations") })],
    });
  });

  it("take the organization's first language by default, and refuse another's language or channel", async () => {
    const { url } = await createFeedToken(t.deps, org, { channel: "woocommerce" }, API);
    expect(url).toMatch(/\/woocommerce\.csv\?language=en$/);
    await expect(createFeedToken(t.deps, org, { channel: "shopify", language: "fr" }, API)).rejects.toMatchObject({
      code: "validation_failed",
      details: [expect.objectContaining({ path: "language" })],
    });
    await expect(createFeedToken(t.deps, org, { channel: "ebay" }, API)).rejects.toMatchObject({ code: "not_found" });
  });

  it("open their own channel's feed only, until revoked, and record when they were last used", async () => {
    const { feedToken, url } = await createFeedToken(t.deps, org, { channel: "shopify" }, API);
    const token = tokenOf(url);
    const found = await authenticateFeedToken(t.deps, token, "shopify");
    expect(found.org.id).toBe(org.id);
    expect(found.feedToken.lastUsedAt).toBeNull();
    expect((await listFeedTokens(t.deps, org.id, "shopify")).find(({ id }) => id === feedToken.id)?.lastUsedAt).toEqual(
      t.deps.now(),
    );
    await expect(authenticateFeedToken(t.deps, token, "woocommerce")).rejects.toMatchObject({ code: "not_found" });
    // One character other than the token's own last one (a token may end in any of them).
    const altered = `${token.slice(0, -1)}${token.endsWith("x") ? "y" : "x"}`;
    await expect(authenticateFeedToken(t.deps, altered, "shopify")).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(authenticateFeedToken(t.deps, "svcf_short", "shopify")).rejects.toMatchObject({ code: "not_found" });

    await expect(revokeFeedToken(t.deps, org.id, "woocommerce", feedToken.id)).rejects.toMatchObject({ code: "not_found" });
    await revokeFeedToken(t.deps, org.id, "shopify", feedToken.id);
    await expect(authenticateFeedToken(t.deps, token, "shopify")).rejects.toMatchObject({ code: "not_found" });
    await expect(revokeFeedToken(t.deps, org.id, "shopify", feedToken.id)).rejects.toMatchObject({ code: "not_found" });
    expect((await listFeedTokens(t.deps, org.id, "shopify")).find(({ id }) => id === feedToken.id)?.revokedAt).toEqual(
      t.deps.now(),
    );
  });

  it("are neither listed nor revocable through another organization", async () => {
    const other = await createOrganization(t.deps, { name: "Other", languages: ["en"] });
    const { feedToken } = await createFeedToken(t.deps, org, { channel: "shopify" }, API);
    expect(await listFeedTokens(t.deps, other.id, "shopify")).toEqual([]);
    await expect(revokeFeedToken(t.deps, other.id, "shopify", feedToken.id)).rejects.toMatchObject({ code: "not_found" });
  });

  it("name their file as channel and extension", () => {
    expect(feedFileName("google_merchant.tsv")).toEqual({ channel: "google_merchant", extension: "tsv" });
    expect(feedFileName("shopify")).toEqual({ channel: "shopify", extension: "" });
  });
});
