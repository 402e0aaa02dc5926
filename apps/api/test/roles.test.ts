// Members' roles, over every procedure of the router: each declares the least role it needs, and a
// member below it is refused 403 forbidden_role before anything runs. New procedures are covered
// (or this test fails until they declare a role).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, type Role, roleAllows } from "@proseo/core";
import { consoleSession, routerProcedures, startApi, type Api, type Tenant } from "./support.js";

const SECRET = "roles-test-secret-0123456789abcdef";
let api: Api;
let tenant: Tenant;
let sessions: Record<Role, Awaited<ReturnType<typeof consoleSession>>>;

const procedures = routerProcedures().map(({ path, type, meta }) => ({ path, type, role: meta?.role }));

/** The procedures that end the caller's session when they succeed. */
const endsTheSession = ["console.account.signOutEverywhere"];

/** Calls a procedure as a member of `role`, with an input that names nothing (the check comes before the input's). */
async function callAs(role: Role, { path, type }: (typeof procedures)[number]) {
  const session = sessions[role];
  const answer = type === "query" ? await session.query(path) : await session.mutate(path, {});
  if (endsTheSession.includes(path)) await session.signInAgain();
  return answer;
}

/** The console's routes that are not procedures, with the role their meta names. */
const plainRoutes = [
  { name: "GET /console/export/catalog.csv", role: "viewer", method: "GET", path: "/console/export/catalog.csv?language=en" },
  { name: "POST /console/products/{id}/media", role: "editor", method: "POST", path: "/console/products/prod_none/media" },
] as const;

beforeAll(async () => {
  api = await startApi({ NEXTAUTH_SECRET: SECRET });
  tenant = await api.createTenant();
  sessions = Object.fromEntries(
    await Promise.all(ROLES.map(async (role) => [role, await consoleSession(api, tenant, SECRET, role)])),
  ) as typeof sessions;
});
afterAll(() => api.close());

describe("roles", () => {
  it("are declared by every procedure a console session can reach", async () => {
    const reachable: string[] = [];
    for (const procedure of procedures) {
      const { status } = await callAs("owner", procedure);
      // Internal procedures (the console's server only) and API-key procedures refuse any session.
      if (status === 401) continue;
      reachable.push(procedure.path);
      expect(procedure.role, `${procedure.path}: declare meta.role`).toBeDefined();
    }
    expect(reachable.length).toBeGreaterThan(40);
  });

  it("refuse each member below the procedure's role with 403 forbidden_role, and let the others through", async () => {
    for (const procedure of procedures.filter((p) => p.role)) {
      for (const role of ROLES) {
        const { status, json } = await callAs(role, procedure);
        const outcome = `${procedure.path} as ${role}: ${status} ${JSON.stringify(json.error?.error ?? "")}`;
        if (roleAllows(role, procedure.role!)) expect([401, 403].includes(status), outcome).toBe(false);
        else expect([status, json.error?.data?.code], outcome).toEqual([403, "forbidden_role"]);
      }
    }
  });

  it("hold on the console's routes that are not procedures", async () => {
    for (const route of plainRoutes) {
      for (const role of ROLES) {
        const response = await fetch(api.baseUrl + route.path, {
          method: route.method,
          headers: { cookie: sessions[role].cookie, ...(route.method === "POST" ? { "Content-Type": "application/json" } : {}) },
          body: route.method === "POST" ? "{}" : undefined,
        });
        const body = (await response.json().catch(() => null)) as { error?: { code: string } } | null;
        const outcome = `${route.name} as ${role}: ${response.status} ${JSON.stringify(body)}`;
        if (roleAllows(role, route.role)) expect([401, 403].includes(response.status), outcome).toBe(false);
        else expect([response.status, body?.error?.code], outcome).toEqual([403, "forbidden_role"]);
      }
    }
  });

  it("leave API keys to their scopes", async () => {
    const webhooks = await tenant.call("GET", "/v1/webhooks");
    expect(webhooks.status).toBe(200);
  });
});
