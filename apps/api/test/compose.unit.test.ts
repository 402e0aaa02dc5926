import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { configSchema } from "@proseo/core";

// docker/compose.yml against what reads it: the API's configuration schema, the console's code, docs/configuration.md's
// Configuration table and docker/.env.example. scripts/check-bundle.sh runs the same services from the bundles.
const root = path.resolve(import.meta.dirname, "../../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

interface Service {
  image?: string;
  command?: string[];
  environment?: Record<string, string | number>;
}
const compose = parse(read("docker/compose.yml")) as { services: Record<string, Service> };
const services = compose.services;
const environment = (name: string) =>
  Object.fromEntries(Object.entries(services[name]?.environment ?? {}).map(([k, v]) => [k, String(v)]));

/** Variables the Inngest SDK reads itself (the API's client, with JOB_RUNNER=inngest). */
const INNGEST_SDK = ["INNGEST_BASE_URL", "INNGEST_EVENT_KEY", "INNGEST_SIGNING_KEY"];
/** next-auth reads these itself in the console's server. */
const NEXT_AUTH = ["NEXTAUTH_SECRET", "NEXTAUTH_URL"];
/** What the third-party images document for themselves (and the bucket job's own command reads). */
const THIRD_PARTY: Record<string, string[]> = {
  postgres: ["POSTGRES_USER", "POSTGRES_PASSWORD", "POSTGRES_DB"],
  minio: ["MINIO_ROOT_USER", "MINIO_ROOT_PASSWORD"],
  "minio-bucket": ["MINIO_ROOT_USER", "MINIO_ROOT_PASSWORD", "S3_BUCKET"],
  inngest: ["INNGEST_EVENT_KEY", "INNGEST_SIGNING_KEY"],
};
/** Never given a default: compose refuses to start without them (${NAME:?...}), and .env.example leaves them empty. */
const SECRETS = ["NEXTAUTH_SECRET", "INTERNAL_API_SECRET", "MEDIA_URL_SECRET", "POSTGRES_PASSWORD", "MINIO_ROOT_PASSWORD"];

/** Every `process.env.NAME` the console's own code reads (pages, routes, its proxy and its server). */
function consoleVariables(): Set<string> {
  const names = new Set<string>(NEXT_AUTH);
  const visit = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.(ts|tsx|mjs)$/.test(entry.name)) {
        for (const match of read(file).matchAll(/process\.env\.([A-Z0-9_]+)/g)) names.add(match[1]!);
      }
    }
  };
  for (const dir of ["apps/web/app", "apps/web/lib"]) visit(dir);
  for (const file of ["apps/web/proxy.ts", "apps/web/server.mjs"]) {
    for (const match of read(file).matchAll(/process\.env\.([A-Z0-9_]+)/g)) names.add(match[1]!);
  }
  return names;
}

/** The variables of the settings table in docs/configuration.md. */
function documentedVariables(): Set<string> {
  const page = read("docs/configuration.md");
  const table = page.slice(0, page.indexOf("\n## "));
  return new Set([...table.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((match) => match[1]!));
}

const envExample = new Map(
  [...read("docker/.env.example").matchAll(/^([A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!.replace(/\s+#.*$/, "").trim()]),
);
const interpolated = new Set([...read("docker/compose.yml").matchAll(/\$\{([A-Z0-9_]+)/g)].map((match) => match[1]!));

describe("docker/compose.yml", () => {
  it("sets only variables that the process it starts reads", () => {
    const api = new Set([...Object.keys(configSchema.shape), ...INNGEST_SDK]);
    const readers: Record<string, Set<string>> = {
      migrate: api,
      api,
      web: consoleVariables(),
      ...Object.fromEntries(Object.entries(THIRD_PARTY).map(([name, list]) => [name, new Set(list)])),
    };
    expect(Object.keys(services).sort()).toEqual(Object.keys(readers).sort());
    for (const [name, reads] of Object.entries(readers)) {
      const unread = Object.keys(environment(name)).filter((variable) => !reads.has(variable));
      expect(unread, `${name} sets variables nothing in it reads`).toEqual([]);
    }
    // The bucket job's command uses each variable it is given.
    const bucketCommand = services["minio-bucket"]!.command!.join(" ");
    for (const variable of THIRD_PARTY["minio-bucket"]!) expect(bucketCommand).toContain(`$$${variable}`);
  });

  it("sets only variables of the configuration table (docs/configuration.md) on Proseo's own services", () => {
    const documented = documentedVariables();
    for (const name of ["migrate", "api", "web"]) {
      const undocumented = Object.keys(environment(name)).filter((v) => !documented.has(v) && !INNGEST_SDK.includes(v));
      expect(undocumented, `${name}: not in docs/configuration.md's table`).toEqual([]);
    }
  });

  it("gives the API processes and the console the same shared settings", () => {
    const [migrate, api, web] = [environment("migrate"), environment("api"), environment("web")];
    expect(migrate).toEqual(api);
    for (const shared of ["NEXTAUTH_SECRET", "INTERNAL_API_SECRET", "TRUST_PROXY", "PUBLIC_API_URL"]) {
      expect(web[shared], shared).toBe(api[shared]);
    }
    // The console reaches the API's console endpoint (CONSOLE_PORT), not its public port.
    expect(web.API_URL).toBe(`http://api:${api.CONSOLE_PORT}`);
  });

  it("takes every value from docker/.env.example's names, and every name there is used", () => {
    expect([...interpolated].filter((name) => !envExample.has(name))).toEqual([]);
    expect([...envExample.keys()].filter((name) => !interpolated.has(name))).toEqual([]);
  });

  it("has no default for a secret, and .env.example holds none", () => {
    const text = read("docker/compose.yml");
    for (const secret of SECRETS) {
      expect(envExample.get(secret), secret).toBe("");
      const uses = [...text.matchAll(new RegExp(`\\$\\{${secret}([^}]*)\\}`, "g"))].map((match) => match[1]);
      expect(uses.length, secret).toBeGreaterThan(0);
      for (const use of uses) expect(use, secret).toMatch(/^:\?/);
    }
    // The images bake in no secret, nor any credential-like setting.
    const baked = [...read("docker/Dockerfile").matchAll(/^(?:ENV|ARG) (.+)$/gm)].flatMap((m) =>
      m[1]!.split(" ").map((pair) => pair.split("=")[0]!),
    );
    expect(baked.length).toBeGreaterThan(0);
    expect(baked.filter((name) => /SECRET|PASSWORD|KEY|TOKEN/.test(name))).toEqual([]);
  });

  it("starts Proseo's services with files the build makes (the bundle check runs them from the bundles)", () => {
    for (const name of ["migrate", "api"]) {
      const [node, ...args] = services[name]!.command!;
      expect(node).toBe("node");
      const script = args.find((arg) => !arg.startsWith("-"))!;
      expect(existsSync(path.join(root, "apps/api", script)), `${name}: apps/api/${script}`).toBe(true);
    }
    expect(services.migrate!.command!.slice(-2)).toEqual(["dist/cli/main.js", "migrate"]);
    // The console's image is the standalone output, laid out as the repository (apps/web/server.mjs).
    const [node, script] = services.web!.command!;
    expect(node).toBe("node");
    expect(existsSync(path.join(root, script!))).toBe(true);
    expect(read("apps/web/next.config.ts")).toContain(`"./${path.basename(script!)}"`);
  });
});
