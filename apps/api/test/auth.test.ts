import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApiKey, revokeApiKey, setOrganizationPaused, updateOrganizationSettings } from "@proseo/core";
import { expectError, startApi, type Api } from "./support.js";

let api: Api;
beforeAll(async () => (api = await startApi()));
afterAll(() => api.close());

describe("GET /v1/me", () => {
  it("answers with the key's organization and the key, whatever its scopes", async () => {
    const tenant = await api.createTenant(["export"], { credits: 250, languages: ["en", "fr"] });
    const response = await tenant.call("GET", "/v1/me");
    expect(response.status).toBe(200);
    expect(response.headers.get("request-id")).toMatch(/^req_[0-9A-Za-z]{20}$/);
    expect(response.json).toEqual({
      organization: { id: tenant.org.id, name: tenant.org.name, languages: ["en", "fr"], balance: 250 },
      key: { id: tenant.keyId, prefix: tenant.key.slice(0, 11), scopes: ["export"], expires_at: null },
    });
  });
});

describe("authentication", () => {
  const unauthorized = (response: Awaited<ReturnType<ReturnType<Api["caller"]>>>) => {
    expectError(response, 401, "invalid_api_key");
    expect(response.headers.get("www-authenticate")).toBe("Bearer");
  };

  it("answers 401 without a key, with another scheme, or with a malformed or unknown key", async () => {
    const tenant = await api.createTenant();
    unauthorized(await api.caller(null)("GET", "/v1/me"));
    unauthorized(await api.caller(null)("GET", "/v1/me", undefined, { Authorization: `Basic ${tenant.key}` }));
    unauthorized(await api.caller(null)("GET", "/v1/me", undefined, { Authorization: "Bearer" }));
    unauthorized(await api.caller("svck_tooShort")("GET", "/v1/me"));
    unauthorized(await api.caller(`svck_${"x".repeat(40)}`)("GET", "/v1/me"));
    unauthorized(await api.caller(tenant.key.toLowerCase())("GET", "/v1/me"));
  });

  it("takes the Bearer scheme in any case, as RFC 7235 names schemes", async () => {
    const tenant = await api.createTenant();
    for (const scheme of ["bearer", "BEARER", "Bearer "]) {
      const response = await api.caller(null)("GET", "/v1/me", undefined, { Authorization: `${scheme} ${tenant.key}` });
      expect(response.status, scheme).toBe(200);
    }
  });

  it("stops a revoked key on its very next request", async () => {
    const tenant = await api.createTenant();
    expect((await tenant.call("GET", "/v1/me")).status).toBe(200);
    await revokeApiKey(api.deps, tenant.keyId);
    unauthorized(await tenant.call("GET", "/v1/me"));
  });

  it("stops a key at its expiry", async () => {
    const tenant = await api.createTenant();
    const expiresAt = new Date(api.deps.now().getTime() + 60_000);
    await api.deps.db.apiKey.update({ where: { id: tenant.keyId }, data: { expiresAt } });
    expect((await tenant.call("GET", "/v1/me")).json.key.expires_at).toBe(expiresAt.toISOString());
    api.advance(60_000);
    unauthorized(await tenant.call("GET", "/v1/me"));
  });
});

describe("rate limiting and pauses", () => {
  it("answers 429 with Retry-After past the organization's limit, per key, until the minute's window ends", async () => {
    const tenant = await api.createTenant();
    const second = await createApiKey(api.deps, { orgId: tenant.org.id, scopes: ["catalog:read"] });
    await updateOrganizationSettings(api.deps, tenant.org.id, { rateLimitPerMinute: 2 });
    // rate-limiter-flexible's windows follow the system clock.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-03-01T09:00:00Z") });
    try {
      expect((await tenant.call("GET", "/v1/me")).status).toBe(200);
      expect((await tenant.call("GET", "/v1/me")).status).toBe(200);
      const limited = await tenant.call("GET", "/v1/me");
      expectError(limited, 429, "rate_limited");
      expect(limited.headers.get("retry-after")).toBe("60");
      expect((await api.caller(second.key)("GET", "/v1/me")).status).toBe(200);
      vi.setSystemTime(Date.parse("2026-03-01T09:01:00Z"));
      expect((await tenant.call("GET", "/v1/me")).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers 503 service_paused while the organization is paused, and serves again once resumed", async () => {
    const tenant = await api.createTenant();
    await setOrganizationPaused(api.deps, tenant.org.id, true, "api");
    const paused = await tenant.call("GET", "/v1/me");
    expectError(paused, 503, "service_paused");
    expect(paused.headers.get("retry-after")).toBeNull();
    await setOrganizationPaused(api.deps, tenant.org.id, false, "api");
    expect((await tenant.call("GET", "/v1/me")).status).toBe(200);
  });

  it("changes nothing for a paused organization's writes", async () => {
    const tenant = await api.createTenant();
    await setOrganizationPaused(api.deps, tenant.org.id, true, "api");
    const products = [{ sku: "P-1", name: "Paused" }];
    expectError(
      await tenant.call("POST", "/v1/products", { products }, { "Idempotency-Key": "paused-1" }),
      503,
      "service_paused",
    );
    await setOrganizationPaused(api.deps, tenant.org.id, false, "api");
    expect((await tenant.call("GET", "/v1/products")).json.total).toBe(0);
    // The key was not consumed by the refused request.
    expect((await tenant.call("POST", "/v1/products", { products }, { "Idempotency-Key": "paused-1" })).json.created).toBe(1);
  });

  it("keeps non-AI calls working when only AI is paused", async () => {
    const tenant = await api.createTenant();
    await setOrganizationPaused(api.deps, tenant.org.id, true, "ai");
    expect((await tenant.call("GET", "/v1/me")).status).toBe(200);
  });

  it("answers 503 for every organization while the operator pauses the API", async () => {
    const paused = await startApi({ API_PAUSED: "1" });
    try {
      const tenant = await paused.createTenant();
      expectError(await tenant.call("GET", "/v1/me"), 503, "service_paused");
    } finally {
      await paused.close();
    }
  });
});

describe("unknown routes", () => {
  it("answer 404 in the error shape, inside and outside /v1, whether the path or the method is unknown", async () => {
    const tenant = await api.createTenant();
    expectError(await tenant.call("GET", "/v1/nothing-here"), 404, "route_not_found");
    expectError(await tenant.call("DELETE", "/v1/me"), 404, "route_not_found");
    expectError(await tenant.call("PUT", "/v1/products/prod_1", {}), 404, "route_not_found");
    expectError(await api.caller(null)("POST", "/healthz"), 404, "route_not_found");
    expect((await api.caller(null)("HEAD", "/v1/openapi.json")).status).toBe(404);
    expectError(await api.caller(null)("GET", "/"), 404, "route_not_found");
  });
});
