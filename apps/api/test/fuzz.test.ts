// Every /v1 route, driven with generated malformed, oversized, wrong-type, unicode and injection
// input: never a 5xx, every answer as the OpenAPI document states it (the caller checks), and a
// refused request changes nothing.
import { fc, test } from "@fast-check/vitest";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { ledgerOf, startApi, type Api } from "./support.js";

let api: Api;
let tenant: Awaited<ReturnType<Api["createTenant"]>>;
let operations: { method: string; path: string; parameters: { in: string; name: string }[]; example?: unknown }[];
let productId: string;

beforeAll(async () => {
  api = await startApi();
  tenant = await api.createTenant(undefined, { credits: 1_000_000 });
  await tenant.call("POST", "/v1/products", {
    products: [{ sku: "FUZZ-1", name: "Merino sweater", source_data: { color: "navy" } }],
  });
  productId = (await tenant.call("GET", "/v1/products")).json.products[0].id;
  const document = (await (await fetch(`${api.baseUrl}/v1/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: any }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      example: operation.requestBody?.content?.["application/json"]?.example,
    })),
  );
});
afterAll(() => api.close());

/** Everything a request could change, for the organization under test. */
async function state() {
  const orgId = tenant.org.id;
  const { db } = api.deps;
  const [products, revisions, batches, attributes, org, keys] = await Promise.all([
    db.product.findMany({ where: { orgId }, orderBy: { id: "asc" } }),
    db.revision.count({ where: { product: { orgId } } }),
    db.batch.count({ where: { orgId } }),
    db.attribute.findMany({ where: { orgId }, orderBy: { code: "asc" } }),
    db.organization.findUniqueOrThrow({ where: { id: orgId } }),
    db.apiKey.findMany({ where: { orgId }, orderBy: { id: "asc" } }),
  ]);
  const { entries } = await ledgerOf(api, tenant);
  return JSON.stringify({
    products: products.map(({ updatedAt: _, ...product }) => product),
    revisions,
    batches,
    attributes,
    balance: org.creditBalance,
    entries: entries.length,
    keys: keys.map(({ lastUsedAt: _, ...key }) => key),
  });
}

const hostileText = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "\ud800",
    "x\udfff",
    "' OR 1=1 --",
    '\'; DROP TABLE "Product"; --',
    "../../etc/passwd",
    "%00",
    "%",
    "<script>alert(1)</script>",
    "=cmd|' /C calc'!A0",
    "__proto__",
    "constructor",
    "9".repeat(400),
    "😀".repeat(300),
  ),
);
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.constantFrom(null, true, false, -1, 0, 2 ** 53, -(2 ** 31), 1e308),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hostileText, tie("value"), { maxKeys: 4 }),
  ),
})).value;

/** A body: a hostile value, the route's own example with one field made hostile, or text that is not JSON. */
const hostileBody = (example: unknown) =>
  fc.oneof(
    hostileValue.map((value) => JSON.stringify(value) ?? "null"),
    fc.tuple(hostileText, hostileValue).map(([key, value]) => {
      const mutated = structuredClone((example ?? {}) as Record<string, unknown>);
      const field = Object.keys(mutated)[key.length % Math.max(1, Object.keys(mutated).length)] ?? key;
      mutated[field] = value;
      return JSON.stringify(mutated);
    }),
    fc.constantFrom('{"products": [', "[]", "null", '"text"', "{}", `{"a":${"[".repeat(5000)}`),
  );

const request = fc.nat().chain((index) => {
  const operation = operations[index % operations.length]!;
  return fc.record({
    operation: fc.constant(operation),
    pathValues: fc.array(fc.oneof(hostileText, fc.constant(productId)), { minLength: 4, maxLength: 4 }),
    query: fc.dictionary(
      fc.constantFrom(...operation.parameters.filter((p) => p.in === "query").map((p) => p.name), "limit", "q"),
      fc.oneof(hostileText, fc.integer().map(String)),
      { maxKeys: 3 },
    ),
    body: hostileBody(operation.example),
  });
});

/** Percent-encodes a path segment; a lone surrogate (which has no UTF-8) becomes the bytes a careless client sends. */
const segment = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .split("")
      .map((unit) => (/[\ud800-\udfff]/.test(unit) ? "%ED%A0%80" : encodeURIComponent(unit)))
      .join("");
  }
};

describe("every /v1 route under hostile input", () => {
  test.prop([request], { numRuns: 300 })(
    "never answers 5xx, answers as documented, and a refused request changes nothing",
    async ({ operation, pathValues, query, body }) => {
      let hole = 0;
      const path = operation.path.replace(/\{[^}]+\}/g, () => segment(pathValues[hole++]!));
      const search = Object.entries(query)
        .map(([name, value]) => `${segment(name)}=${segment(value)}`)
        .join("&");
      const url = search ? `${path}?${search}` : path;
      const before = await state();
      const sendsBody = !["GET", "DELETE"].includes(operation.method);
      const answer = await tenant.call(operation.method, url, sendsBody ? body : undefined, {
        "Content-Type": "application/json",
        "Idempotency-Key": `fuzz-${Math.random()}`,
      });
      expect(answer.status, `${operation.method} ${url} ${answer.text}`).toBeLessThan(500);
      if (answer.status >= 400) expect(await state()).toBe(before);
    },
  );
});
