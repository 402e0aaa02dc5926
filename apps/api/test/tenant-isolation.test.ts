// For every route that names a resource in its path, another organization's resource answers 404 and
// stays as it was: to API keys on /v1 and to the console's members of every role on /trpc. The routes
// come from the OpenAPI document and the router, so a new route is covered (or this test fails until
// it says how to make the resource it names).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, roleAllows } from "@proseo/core";
import { consoleSession, expectError, ledgerOf, routerProcedures, startApi, waitFor, type Api, solidImage } from "./support.js";

type Tenant = Awaited<ReturnType<Api["createTenant"]>>;

let api: Api;
let intruder: Tenant;
let owner: Tenant;
let operations: { route: string; method: string; path: string; example?: unknown }[];
/** The owner's resources by the name their paths give them (`products`, `webhooks`, ...). */
const made = new Map<string, string>();
const SECRET = "isolation-test-secret-0123456789abcdef";

/** The resource a path names: its first segment after /v1 (or at the root, /feeds). */
const resourceOf = (path: string) => /^\/(?:v1\/)?([^/]+)\//.exec(path)?.[1];

/** How to make, in the owner's organization, the resource a path names after `/v1/<resource>/`. */
const resources: Record<string, ((owner: Tenant) => Promise<string>) | "shared"> = {
  products: async (tenant) => {
    await tenant.call("POST", "/v1/products", { products: [{ sku: "OWNED-1", name: "Owned sweater" }] });
    const id = (await tenant.call("GET", "/v1/products")).json.products[0].id as string;
    // A generated and published version, so that routes about versions and publishing have something to act on.
    await tenant.call("POST", "/v1/generations", { product_id: id });
    await tenant.call("POST", `/v1/products/${id}/approve`);
    return id;
  },
  // An AI photo job of the owner's product, given an image first; finished before the webhook exists (no deliveries wait).
  "ai-media": async (tenant) => {
    const [product] = (await tenant.call("GET", "/v1/products?q=OWNED-1")).json.products;
    const form = new FormData();
    form.append("file", new Blob([await solidImage("png", 8, 8, "#888")]), "a.png");
    await tenant.call("POST", `/v1/products/${product.id}/media`, form);
    const { id } = (await tenant.call("POST", `/v1/products/${product.id}/ai-media`, {})).json;
    await waitFor("the AI photo", async () => (await tenant.call("GET", `/v1/ai-media/jobs/${id}`)).json.finished_at);
    return id;
  },
  batches: async (tenant) => {
    const [product] = (await tenant.call("GET", "/v1/products")).json.products;
    return (await tenant.call("POST", "/v1/batches", { product_ids: [product.id] }, { "Idempotency-Key": "owned-batch" })).json
      .id;
  },
  attributes: async (tenant) => {
    await tenant.call("POST", "/v1/products", {
      products: [{ sku: "OWNED-2", name: "Owned scarf", source_data: { only_the_owner_has_this: "x" } }],
    });
    return "only_the_owner_has_this";
  },
  webhooks: async (tenant) =>
    (await tenant.call("POST", "/v1/webhooks", { url: "http://127.0.0.1:9/owned", events: ["media.updated"] })).json.id,
  // The built-in channels belong to no organization; each organization's settings of them are its own.
  channels: "shared",
  // A signed media URL is its own credential, whoever holds it; so is a platform image's address.
  blobs: "shared",
  images: "shared",
  // So is a feed URL's token; feeds-download.test.ts shows another organization's token never reading these products.
  feeds: "shared",
  // A category prefix names an override within the caller's own organization (content-rules.test.ts shows two
  // organizations' overrides of one prefix apart): a PUT sets the caller's, it reaches no other's.
  "content-rules": "shared",
};

async function stateOf(tenant: Tenant) {
  const orgId = tenant.org.id;
  const { db } = api.deps;
  const [products, revisions, batches, attributes, webhooks, media, aiMediaJobs] = await Promise.all([
    db.product.findMany({ where: { orgId }, orderBy: { id: "asc" } }),
    db.revision.findMany({ where: { product: { orgId } }, orderBy: { id: "asc" } }),
    db.batch.findMany({ where: { orgId }, orderBy: { id: "asc" } }),
    db.attribute.findMany({ where: { orgId }, orderBy: { id: "asc" } }),
    db.webhook.findMany({ where: { orgId }, orderBy: { id: "asc" }, include: { deliveries: true } }),
    db.mediaItem.findMany({ where: { orgId }, orderBy: { id: "asc" } }),
    db.aiMediaJob.findMany({ where: { orgId }, orderBy: { id: "asc" } }),
  ]);
  return JSON.stringify({
    products,
    revisions,
    batches,
    attributes,
    webhooks,
    media,
    aiMediaJobs,
    ledger: (await ledgerOf(api, tenant)).entries,
  });
}

beforeAll(async () => {
  // Webhooks of the owner point at this machine.
  api = await startApi({ WEBHOOK_ALLOW_PRIVATE_URLS: "true", NEXTAUTH_SECRET: SECRET });
  owner = await api.createTenant(undefined, { credits: 1_000 });
  intruder = await api.createTenant(undefined, { credits: 1_000 });
  const document = (await (await fetch(`${api.baseUrl}/v1/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { example?: unknown }> } }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(() => path.includes("{"))
      .map(([method, operation]) => ({
        route: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        example: operation.requestBody?.content["application/json"]?.example,
      })),
  );
});
afterAll(() => api.close());

describe("tenant isolation", () => {
  it("covers every route with a resource in its path", () => {
    expect(operations.length).toBeGreaterThan(5);
    for (const { route, path } of operations) {
      const resource = resourceOf(path);
      expect(resource && resource in resources, `${route}: say in resources how to make what it names`).toBe(true);
    }
  });

  it("answers another organization's resource 404 on every such route, and changes nothing of it", async () => {
    for (const [resource, make] of Object.entries(resources)) if (make !== "shared") made.set(resource, await make(owner));
    // The batch's submission runs as a job: let it finish, so that only the intruder could change anything now.
    await expect
      .poll(() => api.deps.db.job.count({ where: { status: { in: ["queued", "running"] } } }), { timeout: 30_000 })
      .toBe(0);
    const before = await stateOf(owner);
    const reads: string[] = [];
    for (const { method, path, example } of operations) {
      const id = made.get(resourceOf(path)!);
      if (id === undefined) continue;
      const url = path.replace(/\{[^}]+\}/, encodeURIComponent(id));
      const body = method === "GET" || method === "DELETE" ? undefined : (example ?? {});
      expectError(await intruder.call(method, url, body, { "Idempotency-Key": `intrusion-${url}-${method}` }), 404, "not_found");
      if (method === "GET") reads.push(url);
    }
    expect(await stateOf(owner)).toBe(before);
    // The same reads by the owner find each resource: the 404s were the other organization's.
    expect(reads.length).toBeGreaterThan(2);
    for (const url of reads) expect((await owner.call("GET", url)).status, url).toBe(200);
  });

  it("answers a member of another organization 404 on every procedure naming a resource, whatever their role", async () => {
    const ownerMember = await consoleSession(api, owner, SECRET);
    const invitation = (
      await ownerMember.mutate("console.invitations.create", {
        email: "pending@example.com",
        role: "viewer",
      })
    ).json.result.data.invitation.id as string;
    // Console procedures without a /v1 route whose input names a resource, and how to name the owner's.
    const consoleResources: Record<string, () => Record<string, unknown>> = {
      "console.review.get": () => ({ id: made.get("products")! }),
      "console.content.get": () => ({ id: made.get("products")! }),
      "console.review.undo": () => ({ id: made.get("products")!, served: null, restore: 1 }),
      "console.keys.revoke": () => ({ id: owner.keyId }),
      "console.members.changeRole": () => ({ userId: ownerMember.user.id, role: "owner" }),
      "console.members.remove": () => ({ userId: ownerMember.user.id }),
      "console.invitations.revoke": () => ({ id: invitation }),
      "contentRules.preview": () => ({ product_id: made.get("products")!, language: "en", draft: { rules: {}, categories: [] } }),
    };
    const namesNoResource = [
      "console.keys.create",
      "console.settings.update",
      "console.review.list",
      "console.credits.ledger",
      "console.invitations.create",
      "console.account.changePassword",
      // The organization's own category tree and import mappings, named by nothing but the caller's organization.
      "console.categories",
      "console.imports.mapping",
      "console.imports.saveMapping",
      // The organization's own rules: the attributes they may require and its served texts that break them.
      "contentRules.attributes",
      "contentRules.broken",
    ];
    const calls = routerProcedures().flatMap(({ path, type, meta, takesInput }) => {
      if (!meta?.role || !takesInput) return [];
      const openapiPath = meta.openapi?.path ?? "";
      const [first, ...others] = [...openapiPath.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
      if (first) {
        const id = made.get(/^\/v1\/([^/]+)\//.exec(openapiPath)![1]!);
        if (id === undefined) return [];
        const input = {
          ...(meta.examples?.request as object),
          [first]: id,
          ...Object.fromEntries(others.map((name) => [name, "none"])),
        };
        return [{ path, type, role: meta.role, input }];
      }
      if (meta.openapi || namesNoResource.includes(path)) return [];
      expect(consoleResources[path], `${path}: say in consoleResources how to name the owner's resource`).toBeDefined();
      return [{ path, type, role: meta.role, input: consoleResources[path]!() }];
    });
    expect(calls.length).toBeGreaterThan(25);

    const before = await stateOf(owner);
    const members = () => api.deps.db.membership.findMany({ where: { orgId: owner.org.id }, orderBy: { id: "asc" } });
    const othersBefore = JSON.stringify([
      await members(),
      await api.deps.db.invitation.findMany(),
      await api.deps.db.apiKey.findMany(),
    ]);
    for (const role of ROLES) {
      const intruderMember = await consoleSession(api, intruder, SECRET, role);
      for (const { path, type, role: needed, input } of calls) {
        const { status, json } =
          type === "query" ? await intruderMember.query(path, input) : await intruderMember.mutate(path, input);
        const expected = roleAllows(role, needed) ? [404, "not_found"] : [403, "forbidden_role"];
        expect([status, json.error?.data?.code], `${path} as the other organization's ${role}`).toEqual(expected);
      }
    }
    expect(await stateOf(owner)).toBe(before);
    expect(JSON.stringify([await members(), await api.deps.db.invitation.findMany(), await api.deps.db.apiKey.findMany()])).toBe(
      othersBefore,
    );
  });
});
