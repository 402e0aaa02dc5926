import type { AnyRouter } from "@trpc/server";
import type { RouteOptions } from "fastify";
import FindMyWay, { type HTTPMethod } from "find-my-way";
import { forEachOpenApiProcedure, getPathRegExp, normalizePath } from "trpc-to-openapi";
import { AppError } from "@proseo/core";
import type { ProcedureMeta } from "../trpc.js";

interface PublishedProcedure {
  method: string;
  pattern: RegExp;
  meta: ProcedureMeta;
}

/** The path of a request URL, parsed exactly as trpc-to-openapi's handler parses it. */
const pathOf = (url: string) => normalizePath(new URL(url.startsWith("/") ? `http://127.0.0.1${url}` : url).pathname);

/**
 * Every route the edge answers: the /v1 procedures (matched the way trpc-to-openapi matches them,
 * same patterns in the same order, so the edge authorizes the procedure that then runs) and the
 * plain Fastify routes. A request that reaches none is 405 with Allow when the path answers other
 * methods, else 404.
 */
export function routeTable(router: AnyRouter) {
  const procedures: PublishedProcedure[] = [];
  forEachOpenApiProcedure(router._def.procedures, ({ type, meta }) => {
    if (type === "subscription") return;
    const { method, path } = meta.openapi;
    procedures.push({ method, pattern: getPathRegExp(normalizePath(path)), meta: meta as ProcedureMeta });
  });
  const plainRoutes = FindMyWay();
  const plainMethods = new Set<HTTPMethod>();

  const allowedMethods = (path: string) => {
    const allowed = new Set(procedures.filter(({ pattern }) => pattern.test(path)).map(({ method }) => method));
    for (const method of plainMethods) {
      if (plainRoutes.find(method, path)) allowed.add(method);
    }
    return [...allowed];
  };

  const refuse = (method: string, url: string): never => {
    const path = pathOf(url);
    const allowed = allowedMethods(path);
    if (allowed.length) {
      throw new AppError("method_not_allowed", `${path} does not answer ${method}.`, [], { Allow: allowed.join(", ") });
    }
    throw new AppError("route_not_found", `No route ${method} ${path}.`);
  };

  return {
    /** Registers a plain route (Fastify's onRoute); the /v1 catch-all is not one. */
    addPlainRoute({ method, url }: Pick<RouteOptions, "method" | "url">) {
      if (url.endsWith("*")) return;
      for (const each of [method].flat()) {
        const upper = each.toUpperCase() as HTTPMethod;
        plainRoutes.on(upper, url, () => {});
        plainMethods.add(upper);
      }
    },
    /** The meta of the /v1 procedure at `method` and `url`, or the refusal of `refuse`. */
    procedure(method: string, url: string): ProcedureMeta {
      const path = pathOf(url);
      const found = procedures.find((candidate) => candidate.method === method && candidate.pattern.test(path));
      return found ? found.meta : refuse(method, url);
    },
    refuse,
  };
}

export type RouteTable = ReturnType<typeof routeTable>;
