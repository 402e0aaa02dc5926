import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { CHANNEL_NAMES, EXPORT_FORMATS, languageCode, validationFailed } from "@proseo/core";
import type { Organization } from "@proseo/db";
import { createContext } from "../context.js";
import type { AppServices } from "../services.js";
import { requestedExport, sendFile } from "./send-file.js";
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
      "The channel's import file (the organization's default channel when none is named). By default the content update: for each product published in the language, the keys that find it in the shop and the texts the service writes, leaving the shop's name, categories, tags, prices and attributes as they are. format=products is the full product file, one row per live product: content columns from the product's published record in the language (empty without one), the platform's columns first, then the imported attributes. A file in another language than the channel's shop_language updates translations: Shopify's translation file, or WooCommerce's file with the multilingual plugin's columns. UTF-8, a header row, RFC 4180 quoting with CRLF line breaks; a value starting with =, +, -, @, tab or carriage return is prefixed with '. With the channel's skip_incomplete on, incomplete rows are left out. format=translations writes Shopify's translation file instead. The file is streamed: a failure after the first bytes closes the connection without ending the chunked body, so a cut file never looks complete.",
    tags: ["Channels and export"],
    protect: true,
    errorResponses: {
      404: "No such channel.",
      422: "language missing, not a language code, or not one of the organization's languages; format=translations with another channel than shopify, or with name; a product file in another language than the shop's (Shopify: use format=translations; WooCommerce: set the multilingual setting); a feed channel (google_merchant, openai_products), whose file GET /v1/channels/{slug}/feed serves; an unknown or repeated query parameter. See error.details.",
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
      .describe(
        "update (the default): the content update a shop imports over its products, keyed by SKU (WooCommerce) or URL handle (Shopify), with the texts the service writes and the attribute columns the organization names, for products published in the language; products: the full product file for a new shop; translations: Shopify's translation file (shopify channel only).",
      ),
    name: z
      .enum(["title"])
      .optional()
      .describe(
        "title: the generated title goes to the product's name (Name, Title); without it the catalog's name stays the name.",
      ),
  })
  .strict();

async function exportFor(services: AppServices, request: FastifyRequest, reply: FastifyReply, org: Organization) {
  const exported = await requestedExport(services, request, org, exportCatalogQuery);
  if (exported.file !== "csv") {
    const { channel } = exported;
    throw validationFailed([
      { path: "channel", message: `${CHANNEL_NAMES[channel]} is a feed, not a CSV: get it from /v1/channels/${channel}/feed.` },
    ]);
  }
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
