import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { EXPORT_FORMATS, exportCatalog, issuesToDetails, languageCode, validationFailed, type CatalogExport } from "@proseo/core";
import type { Organization } from "@proseo/db";
import { createContext } from "../context.js";
import type { AppServices } from "../services.js";
import { assertWellFormedInput } from "./input-guard.js";
import { authenticateKey, authenticateSession, authorize, type ProcedureMeta } from "../trpc.js";

/** GET /v1/export/catalog.csv, for the OpenAPI document (openapi.ts) and the scope check. */
export const exportCatalogMeta: ProcedureMeta = {
  scope: "export",
  role: "viewer",
  openapi: {
    method: "GET",
    path: "/v1/export/catalog.csv",
    summary: "Export the catalog as CSV",
    description:
      "One row per live product in the channel's import format (the organization's default channel when none is named): content columns from the product's published record in the language (empty without one), the platform's columns first, then one column per imported attribute, named by external_code or else code. UTF-8, a header row, RFC 4180 quoting with CRLF line breaks; a value starting with =, +, -, @, tab or carriage return is prefixed with '. With the channel's skip_incomplete on, incomplete rows are left out. format=translations writes Shopify's translation file instead. The file is streamed: a failure after the first bytes closes the connection without ending the chunked body, so a cut file never looks complete.",
    tags: ["Channels and export"],
    protect: true,
    errorResponses: {
      404: "No such channel.",
      422: "language missing, not a language code, or not one of the organization's languages; format=translations with another channel than shopify; an unknown or repeated query parameter. See error.details.",
    },
  },
};

export const exportCatalogQuery = z
  .object({
    language: languageCode.describe("One of the organization's languages."),
    channel: z.string().min(1).optional().describe("shopify or woocommerce; without it, the organization's default channel."),
    format: z
      .enum(EXPORT_FORMATS)
      .optional()
      .describe("translations: Shopify's translation file (shopify channel only) instead of the product file."),
  })
  .strict();

/** How the file is named for download; the name is built from slugs and language codes only. */
const attachment = (filename: string) => `attachment; filename="${filename}"`;

/**
 * Sends the file as it is read. The header and first page are read before the answer starts, so a
 * failure there is an ordinary error answer; a failure later destroys the connection (Fastify ends
 * a failed stream so), and the chunked body never gets its last chunk: the client sees a broken
 * transfer, never a file that looks complete.
 */
async function sendFile(request: FastifyRequest, reply: FastifyReply, exported: CatalogExport): Promise<FastifyReply> {
  const pieces = exported.chunks[Symbol.asyncIterator]();
  const first = await pieces.next();
  async function* file() {
    try {
      if (!first.done) yield first.value;
      for (let next = await pieces.next(); !next.done; next = await pieces.next()) yield next.value;
    } catch (error) {
      console.error(request.id, "The export failed while streaming; its connection is closed.", error);
      throw error;
    } finally {
      await pieces.return?.(undefined);
    }
  }
  return reply
    .code(200)
    .header("Content-Type", "text/csv; charset=utf-8")
    .header("Content-Disposition", attachment(exported.filename))
    .header("Cache-Control", "private, no-store")
    .send(Readable.from(file(), { highWaterMark: 1 }));
}

async function exportFor(services: AppServices, request: FastifyRequest, reply: FastifyReply, org: Organization) {
  await assertWellFormedInput(request);
  const parsed = exportCatalogQuery.safeParse(request.query);
  if (!parsed.success) throw validationFailed(issuesToDetails(parsed.error.issues));
  const exported = await exportCatalog(services.deps, org, parsed.data, {
    pageSize: services.config.EXPORT_PAGE_SIZE,
    images: services.platformImages,
  });
  return sendFile(request, reply, exported);
}

/**
 * The CSV export, not a procedure (its answer is not JSON): GET /v1/export/catalog.csv with an API
 * key, checked exactly as /v1 checks it.
 */
export async function exportApi(app: FastifyInstance, { services }: { services: AppServices }) {
  app.get(exportCatalogMeta.openapi!.path, async (request, reply) => {
    const { principal, org } = await authenticateKey(createContext(services, request, "rest"));
    authorize(principal, exportCatalogMeta);
    return exportFor(services, request, reply, org);
  });
}

/** The console's download of the same file, with a member's session: the console's server forwards /api/export/catalog.csv here. */
export async function consoleExportApi(app: FastifyInstance, { services }: { services: AppServices }) {
  app.get("/console/export/catalog.csv", async (request, reply) => {
    const { principal, org } = await authenticateSession(createContext(services, request, "console"));
    authorize(principal, exportCatalogMeta);
    return exportFor(services, request, reply, org);
  });
}
