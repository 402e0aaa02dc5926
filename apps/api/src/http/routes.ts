import type { AnyRouter } from "@trpc/server";
import { forEachOpenApiProcedure, getPathRegExp, normalizePath } from "trpc-to-openapi";
import { AppError } from "@proseo/core";
import type { Context } from "../context.js";
import type { ProcedureMeta } from "../trpc.js";

interface PublishedProcedure {
  method: string;
  path: string;
  meta: ProcedureMeta;
}

/** Every procedure published under /v1, with its method, path template and meta. */
export function openApiProcedures(router: AnyRouter): PublishedProcedure[] {
  const procedures: PublishedProcedure[] = [];
  forEachOpenApiProcedure(router._def.procedures, ({ type, meta }) => {
    if (type === "subscription") return;
    procedures.push({ method: meta.openapi.method, path: meta.openapi.path, meta: meta as ProcedureMeta });
  });
  return procedures;
}

/** The path of a request URL, parsed exactly as trpc-to-openapi's handler parses it. */
const pathOf = (url: string) => normalizePath(new URL(url.startsWith("/") ? `http://127.0.0.1${url}` : url).pathname);

/** A method or path the service does not serve: 404 whichever it is (the OpenAPI document says so). */
export const routeNotFound = (method: string, url: string) =>
  new AppError("route_not_found", `No route ${method} ${pathOf(url)}.`);

/**
 * Finds the /v1 procedure of a request the way trpc-to-openapi's handler finds it (same patterns in
 * the same order), so that the edge authorizes the procedure that then runs.
 */
export function publishedProcedures(router: AnyRouter) {
  const procedures = openApiProcedures(router).map(({ method, path, meta }) => ({
    method,
    pattern: getPathRegExp(normalizePath(path)),
    meta,
  }));
  return (method: string, url: string): ProcedureMeta => {
    const path = pathOf(url);
    const found = procedures.find((candidate) => candidate.method === method && candidate.pattern.test(path));
    if (!found) throw routeNotFound(method, url);
    return found.meta;
  };
}

/**
 * A path parameter as the client meant it: trpc-to-openapi hands /v1's over as they stand in the URL, still
 * percent-encoded ("Outdoor%2FBackpacks"; the edge has refused a malformed encoding, input-guard.ts); the console's
 * /trpc sends it as it is.
 */
export const pathParameter = (ctx: Pick<Context, "endpoint">, value: string): string =>
  ctx.endpoint === "rest" ? decodeURIComponent(value) : value;
