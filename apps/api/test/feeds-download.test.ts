// A channel's feed: GET /v1/channels/{slug}/feed with an API key, and the same file at a feed-token URL without one.
import { gunzipSync } from "node:zlib";
import http from "node:http";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAILURE_LIMITS, FEED_FETCHES_PER_MINUTE } from "@proseo/core";
import { writeContentForTest } from "@proseo/core/testing/content";
import { consoleSession, expectError, startApi, type Api, type Tenant } from "./support.js";

const SECRET = "feeds-test-secret-0123456789abcdef";
const PUBLIC_API_URL = "https://api.example.com";
let api: Api;
let owner: Tenant;
let other: Tenant;

/** A tenant with published products, each SKU starting with its prefix. */
async function tenantWithProducts(prefix: string) {
  const tenant = await api.createTenant(["catalog:write", "content:manage", "export"], { languages: ["en", "de"] });
  const ids = await api.importProducts(
    tenant,
    [1, 2, 3].map((n) => ({ sku: `${prefix}-${n}`, name: `${prefix} sweater ${n}` })),
  );
  for (const id of Object.values(ids)) {
    const version = await writeContentForTest(api.deps, tenant.org.id, id, {
      title: { en: `Title of ${id}` },
      description: { en: `<p>About ${id}</p>` },
    });
    expect((await tenant.call("POST", `/v1/products/${id}/publish`, { version })).status).toBe(200);
  }
  return tenant;
}

beforeAll(async () => {
  api = await startApi({ NEXTAUTH_SECRET: SECRET, PUBLIC_API_URL });
  owner = await tenantWithProducts("OWNED");
  other = await tenantWithProducts("OTHER");
});
afterAll(() => api.close());

/** The URL's path and query on the test server (the URL itself names PUBLIC_API_URL). */
const local = (url: string) => {
  expect(url.startsWith(`${PUBLIC_API_URL}/feeds/`)).toBe(true);
  return url.slice(PUBLIC_API_URL.length);
};
const anonymous = (path: string, headers: Record<string, string> = {}) => api.caller(null)("GET", path, undefined, headers);

async function createToken(tenant: Tenant, slug = "shopify", body: Record<string, unknown> = {}) {
  const response = await tenant.call("POST", `/v1/channels/${slug}/feed-tokens`, body);
  expect(response.status, response.text).toBe(201);
  return response.json as { id: string; url: string };
}

/** The raw answer, without fetch's own decompression. */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(api.baseUrl + path, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

describe("GET /v1/channels/{slug}/feed", () => {
  it("is the channel's export file, named and typed by it", async () => {
    const feed = await owner.call("GET", "/v1/channels/shopify/feed?language=en", undefined, { "Accept-Encoding": "identity" });
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(feed.headers.get("content-encoding")).toBeNull();
    expect(feed.headers.get("vary")).toBe("Accept-Encoding");
    expect(feed.headers.get("content-disposition")).toMatch(/^attachment; filename="tenant-[a-z0-9]+-shopify-en\.csv"$/);
    const exported = await owner.call("GET", "/v1/export/catalog.csv?language=en&channel=shopify");
    expect(feed.text).toBe(exported.text);
    expect(feed.text).toContain("OWNED-1");
    const woocommerce = await owner.call("GET", "/v1/channels/woocommerce/feed?language=en");
    expect(woocommerce.headers.get("content-disposition")).toMatch(/-woocommerce-en\.csv"$/);
    expect(woocommerce.text).toBe((await owner.call("GET", "/v1/export/catalog.csv?language=en&channel=woocommerce")).text);
  });

  it("is compressed with gzip when Accept-Encoding allows it, and only then", async () => {
    const plain = (await owner.call("GET", "/v1/channels/shopify/feed?language=en", undefined, { "Accept-Encoding": "identity" }))
      .text;
    const path = "/v1/channels/shopify/feed?language=en";
    const authorization = `Bearer ${owner.key}`;
    const compressed = await rawGet(path, { Authorization: authorization, "Accept-Encoding": "br;q=1, gzip;q=0.5" });
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(compressed.body).toString("utf8")).toBe(plain);
    for (const refused of ["gzip;q=0", "identity", "br", ""]) {
      const answer = await rawGet(path, { Authorization: authorization, "Accept-Encoding": refused });
      expect(answer.headers["content-encoding"], refused).toBeUndefined();
      expect(answer.body.toString("utf8")).toBe(plain);
    }
    // Through fetch (which asks for gzip and inflates), checked against the OpenAPI document.
    const fetched = await owner.call("GET", path, undefined, { "Accept-Encoding": "gzip" });
    expect(fetched.headers.get("content-encoding")).toBe("gzip");
    expect(fetched.text).toBe(plain);
  });

  it("refuses an unknown channel, a language the organization does not use, and a key without the export scope", async () => {
    expectError(await owner.call("GET", "/v1/channels/ebay/feed?language=en"), 404, "not_found");
    const wrong = expectError(await owner.call("GET", "/v1/channels/shopify/feed?language=fr"), 422, "validation_failed");
    expect(wrong.details[0]?.path).toBe("language");
    expectError(await owner.call("GET", "/v1/channels/shopify/feed?language=en&format=x"), 422, "validation_failed");
    const reader = await api.createTenant(["catalog:read"]);
    expectError(await reader.call("GET", "/v1/channels/shopify/feed?language=en"), 403, "missing_scope");
    expectError(await api.caller(null)("GET", "/v1/channels/shopify/feed?language=en"), 401, "invalid_api_key");
  });
});

describe("feed tokens", () => {
  it("give a URL once, listed afterwards without its secret, that serves the /v1 feed without a key", async () => {
    const { id, url } = await createToken(owner, "shopify", { language: "en" });
    expect(url).toMatch(/^https:\/\/api\.example\.com\/feeds\/svcf_[0-9A-Za-z]{40}\/shopify\.csv\?language=en$/);
    const token = new URL(url).pathname.split("/")[2]!;

    const listed = await owner.call("GET", "/v1/channels/shopify/feed-tokens");
    expect(listed.status).toBe(200);
    expect(listed.json.feed_tokens[0]).toMatchObject({ id, channel: "shopify", prefix: token.slice(0, 11), revoked_at: null });
    expect(listed.text).not.toContain(token.slice(11));
    expect((await owner.call("GET", "/v1/channels/woocommerce/feed-tokens")).json.feed_tokens).toEqual([]);

    const byToken = await anonymous(local(url), { "Accept-Encoding": "identity" });
    expect(byToken.status).toBe(200);
    const byKey = await owner.call("GET", "/v1/channels/shopify/feed?language=en", undefined, { "Accept-Encoding": "identity" });
    expect(byToken.text).toBe(byKey.text);
    for (const header of ["content-type", "content-disposition", "vary"]) {
      expect(byToken.headers.get(header), header).toBe(byKey.headers.get(header));
    }
    const compressed = await anonymous(local(url), { "Accept-Encoding": "gzip" });
    expect(compressed.headers.get("content-encoding")).toBe("gzip");
    expect((await owner.call("GET", "/v1/channels/shopify/feed-tokens")).json.feed_tokens[0].last_used_at).not.toBeNull();
  });

  it("answer 404 for an unknown token, another channel, or another extension than the channel's", async () => {
    const { url } = await createToken(owner);
    const path = local(url);
    const token = new URL(url).pathname.split("/")[2]!;
    expectError(await anonymous(path.replace("/shopify.csv", "/woocommerce.csv")), 404, "not_found");
    expectError(await anonymous(path.replace("/shopify.csv", "/shopify.tsv")), 404, "not_found");
    expectError(await anonymous(path.replace("/shopify.csv", "/shopify")), 404, "not_found");
    expectError(
      await anonymous(path.replace(token, `${token.slice(0, -1)}${token.endsWith("a") ? "b" : "a"}`)),
      404,
      "not_found",
    );
    expectError(await anonymous("/feeds/nothing/shopify.csv?language=en"), 404, "not_found");
    const wrong = expectError(await anonymous(path.replace("language=en", "language=fr")), 422, "validation_failed");
    expect(wrong.details[0]?.path).toBe("language");
    // A key is neither needed nor a way in.
    expectError(await owner.call("GET", "/feeds/nothing/shopify.csv?language=en"), 404, "not_found");
  });

  it("count every 404 against the address in a bucket of their own, which never refuses an API key", async () => {
    // A server of its own: the failures block this address's feed URLs for a minute.
    const own = await startApi({ PUBLIC_API_URL });
    try {
      const tenant = await own.createTenant(["export"], { languages: ["en"] });
      const path = local((await tenant.call("POST", "/v1/channels/shopify/feed-tokens", {})).json.url);
      const get = (url: string) => own.caller(null)("GET", url);
      const { points } = FAILURE_LIMITS.feed_token;
      // A few wrong extensions of a live token (fewer than its own limit of requests), then unknown tokens: all are failures.
      for (let n = 0; n < points; n++) {
        const failing = n < 4 ? path.replace("/shopify.csv", "/shopify.tsv") : `/feeds/svcf_${n}/shopify.csv?language=en`;
        expectError(await get(failing), 404, "not_found");
      }
      // The failure past the limit is refused, and from then on the address's feed URLs, though this token has
      // made 5 requests of its 10.
      expectError(await get(path.replace("/shopify.csv", "/shopify.jsonl")), 429, "rate_limited");
      expectError(await get(path), 429, "rate_limited");
      // A key this process has not accepted yet, from the same address, is still answered.
      const fresh = await own.createTenant(["catalog:read"]);
      expect((await fresh.call("GET", "/v1/products")).status).toBe(200);
    } finally {
      await own.close();
    }
  });

  it("stop at once when revoked, and only their own organization can revoke them", async () => {
    const { id, url } = await createToken(owner);
    expect((await anonymous(local(url))).status).toBe(200);
    expectError(await other.call("DELETE", `/v1/channels/shopify/feed-tokens/${id}`), 404, "not_found");
    expectError(await owner.call("DELETE", `/v1/channels/woocommerce/feed-tokens/${id}`), 404, "not_found");
    expect((await anonymous(local(url))).status).toBe(200);
    const deleted = await owner.call("DELETE", `/v1/channels/shopify/feed-tokens/${id}`);
    expect(deleted.status).toBe(204);
    expectError(await anonymous(local(url)), 404, "not_found");
    expectError(await owner.call("DELETE", `/v1/channels/shopify/feed-tokens/${id}`), 404, "not_found");
    const listed = (await owner.call("GET", "/v1/channels/shopify/feed-tokens")).json.feed_tokens;
    expect(listed.find((token: { id: string }) => token.id === id).revoked_at).not.toBeNull();
    expect(
      (await other.call("GET", "/v1/channels/shopify/feed-tokens")).json.feed_tokens.map(({ id }: { id: string }) => id),
    ).not.toContain(id);
  });

  it("never show another organization's products", async () => {
    const mine = await anonymous(local((await createToken(owner)).url));
    const theirs = await anonymous(local((await createToken(other)).url));
    expect(mine.text).toContain("OWNED-1");
    expect(mine.text).not.toContain("OTHER-");
    expect(theirs.text).toContain("OTHER-1");
    expect(theirs.text).not.toContain("OWNED-");
  });

  it(`answer at most ${FEED_FETCHES_PER_MINUTE} requests a minute per token, then 429 with Retry-After`, async () => {
    const limited = local((await createToken(owner)).url);
    const fresh = local((await createToken(owner)).url);
    for (let n = 0; n < FEED_FETCHES_PER_MINUTE; n++) expect((await anonymous(limited)).status).toBe(200);
    const refused = await anonymous(limited);
    expectError(refused, 429, "rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another token is counted apart.
    expect((await anonymous(fresh)).status).toBe(200);
  });

  it("serve Google's TSV and OpenAI's JSON Lines as /v1 does, gzip when asked, with the token's organization's products only", async () => {
    for (const [slug, extension, mediaType] of [
      ["google_merchant", "tsv", "text/tab-separated-values; charset=utf-8"],
      ["openai_products", "jsonl", "application/jsonl"],
    ] as const) {
      const { url } = await createToken(owner, slug, { language: "en" });
      expect(new URL(url).pathname).toMatch(new RegExp(`/${slug}\\.${extension}$`));
      const byKey = await owner.call("GET", `/v1/channels/${slug}/feed?language=en`, undefined, {
        "Accept-Encoding": "identity",
      });
      expect(byKey.status, byKey.text).toBe(200);
      expect(byKey.headers.get("content-type")).toBe(mediaType);
      expect(byKey.headers.get("content-disposition")).toMatch(new RegExp(`-${slug}-en\\.${extension}"$`));
      const byToken = await anonymous(local(url), { "Accept-Encoding": "identity" });
      expect(byToken.text).toBe(byKey.text);
      expect(byToken.headers.get("content-type")).toBe(mediaType);
      const compressed = await rawGet(local(url), { "Accept-Encoding": "gzip" });
      expect(compressed.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(compressed.body).toString("utf8")).toBe(byKey.text);
      // One row (line) per product, each of the owner's, none of the other organization's.
      const ids =
        extension === "tsv"
          ? byKey.text
              .trimEnd()
              .split("\n")
              .slice(1)
              .map((line) => line.split("\t")[0])
          : byKey.text
              .trimEnd()
              .split("\n")
              .map((line) => (JSON.parse(line) as { item_id: string }).item_id);
      expect(ids.sort()).toEqual(["OWNED-1", "OWNED-2", "OWNED-3"]);
      // The extension is the channel's own file's.
      expectError(await anonymous(local(url).replace(`.${extension}`, ".csv")), 404, "not_found");
    }
  });

  it("serve only products published in the feed's language, with only the attributes the channel names", async () => {
    const shop = await api.createTenant(["catalog:write", "content:manage", "export"], { languages: ["en", "de"] });
    const ids = await api.importProducts(shop, [
      {
        sku: "LIVE-1",
        name: "Linen lamp",
        source_data: { material: "linen", internal_cost: "12.40", supplier: "Acme Supplies Ltd" },
      },
      // Never generated nor approved.
      { sku: "PROTO-1", name: "Unreleased prototype X", source_data: { internal_cost: "999.00", supplier: "Secret Works" } },
    ]);
    const version = await writeContentForTest(api.deps, shop.org.id, ids["LIVE-1"]!, {
      title: { en: "Linen lamp" },
      description: { en: "<p>A lamp of linen.</p>" },
    });
    expect((await shop.call("POST", `/v1/products/${ids["LIVE-1"]!}/publish`, { version })).status).toBe(200);
    const fetchFeed = async (slug: string, language: string) => {
      const answer = await anonymous(local((await createToken(shop, slug, { language })).url));
      expect(answer.status, answer.text).toBe(200);
      return answer.text;
    };
    const googleRows = (text: string) =>
      Papa.parse<Record<string, string>>(text, { delimiter: "\t", header: true, skipEmptyLines: true }).data;
    const DETAIL = "product_detail(section_name:attribute_name:attribute_value)";
    const secret = /Unreleased|PROTO-1|internal_cost|supplier|12\.40|Acme Supplies|Secret Works/;

    const google = await fetchFeed("google_merchant", "en");
    expect(google).not.toMatch(secret);
    expect(googleRows(google)).toEqual([expect.objectContaining({ id: "LIVE-1", [DETAIL]: "" })]);
    const openai = await fetchFeed("openai_products", "en");
    expect(openai).not.toMatch(secret);
    expect(
      openai
        .trimEnd()
        .split("\n")
        .map((line) => JSON.parse(line).item_id),
    ).toEqual(["LIVE-1"]);
    // Published in English only: nothing in German.
    expect(googleRows(await fetchFeed("google_merchant", "de"))).toEqual([]);
    expect(await fetchFeed("openai_products", "de")).toBe("");

    // An attribute goes into product_detail once the channel names it, and only that one.
    const refused = await shop.call("PATCH", "/v1/channels/google_merchant", {
      settings: { product_detail_columns: ["material", "no_such_attribute"] },
    });
    expect(expectError(refused, 422, "validation_failed").details).toEqual([
      { path: "settings.product_detail_columns", message: expect.stringContaining("no_such_attribute") },
    ]);
    const named = await shop.call("PATCH", "/v1/channels/google_merchant", {
      settings: { product_detail_columns: ["material"] },
    });
    expect(named.status, named.text).toBe(200);
    expect(named.json.settings).toEqual({ product_detail_columns: ["material"] });
    const detailed = await fetchFeed("google_merchant", "en");
    expect(detailed).not.toMatch(secret);
    expect(googleRows(detailed)).toEqual([expect.objectContaining({ id: "LIVE-1", [DETAIL]: "General:Material:linen" })]);
  });

  it("answer 503 while the organization's API access is paused, as /v1 does", async () => {
    const paused = await tenantWithProducts("PAUSED");
    const { url } = await createToken(paused);
    await api.deps.db.organization.update({ where: { id: paused.org.id }, data: { apiPaused: true } });
    expectError(await anonymous(local(url)), 503, "service_paused");
    expectError(await paused.call("GET", "/v1/channels/shopify/feed?language=en"), 503, "service_paused");
  });

  it("are refused to a key without the export scope, and to a viewer in the console, who may list them", async () => {
    const reader = await api.createTenant(["catalog:read"]);
    expectError(await reader.call("POST", "/v1/channels/shopify/feed-tokens", {}), 403, "missing_scope");
    expectError(await reader.call("GET", "/v1/channels/shopify/feed-tokens"), 403, "missing_scope");
    expectError(await owner.call("POST", "/v1/channels/ebay/feed-tokens", {}), 404, "not_found");
    expectError(await owner.call("POST", "/v1/channels/shopify/feed-tokens", { language: "fr" }), 422, "validation_failed");
    expectError(await owner.call("POST", "/v1/channels/shopify/feed-tokens", { name: "x" }), 422, "validation_failed");

    const viewer = await consoleSession(api, owner, SECRET, "viewer");
    expect((await viewer.mutate("channels.createFeedToken", { slug: "shopify" })).status).toBe(403);
    const listed = await viewer.query("channels.listFeedTokens", { slug: "shopify" });
    expect(listed.status).toBe(200);
    expect(listed.json.result.data.feed_tokens.length).toBeGreaterThan(0);

    const admin = await consoleSession(api, owner, SECRET, "admin");
    const created = await admin.mutate("channels.createFeedToken", { slug: "shopify" });
    expect(created.status).toBe(200);
    const { id, url } = created.json.result.data;
    expect((await anonymous(local(url))).status).toBe(200);
    expect((await admin.mutate("channels.deleteFeedToken", { slug: "shopify", id })).status).toBe(200);
    expectError(await anonymous(local(url)), 404, "not_found");
  });
});
