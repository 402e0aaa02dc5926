import { Readable } from "node:stream";
import { createGzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { type CatalogExport, type CatalogExportRequest, exportCatalog, issuesToDetails, validationFailed } from "@proseo/core";
import type { Organization } from "@proseo/db";
import type { AppServices } from "../services.js";
import { assertWellFormedInput } from "./input-guard.js";

/** How the file is named for download; the name is built from slugs and language codes only. */
const attachment = (filename: string) => `attachment; filename="${filename}"`;

/** Whether the client takes gzip: named (or `*`) in Accept-Encoding without q=0. */
function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? "").split(",").some((entry) => {
    const [coding = "", ...parameters] = entry.split(";").map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith("q="));
    return (coding === "gzip" || coding === "*") && (quality === undefined || Number(quality.slice(2)) > 0);
  });
}

/**
 * Sends the file as it is read. The header and first page are read before the answer starts, so a
 * failure there is an ordinary error answer; a failure later destroys the connection (Fastify ends
 * a failed stream so), and the chunked body never gets its last chunk: the client sees a broken
 * transfer, never a file that looks complete. With `gzip`, a client that accepts it gets the file
 * compressed as it streams (the compressor holds a window, not the file); a failure reaches the
 * compressed stream and breaks the transfer the same way.
 */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  exported: CatalogExport,
  { gzip = false }: { gzip?: boolean } = {},
): Promise<FastifyReply> {
  const pieces = exported.chunks[Symbol.asyncIterator]();
  const first = await pieces.next();
  async function* file() {
    try {
      if (!first.done) yield first.value;
      for (let next = await pieces.next(); !next.done; next = await pieces.next()) yield next.value;
    } catch (error) {
      request.log.error({ err: error }, "the export failed while streaming; its connection is closed");
      throw error;
    } finally {
      await pieces.return?.(undefined);
    }
  }
  const body = Readable.from(file(), { highWaterMark: 1 });
  reply
    .code(200)
    .header("Content-Type", exported.mediaType)
    .header("Content-Disposition", attachment(exported.filename))
    .header("Cache-Control", "private, no-store");
  if (!gzip) return reply.send(body);
  reply.header("Vary", "Accept-Encoding");
  if (!acceptsGzip(request.headers["accept-encoding"])) return reply.send(body);
  const compressed = createGzip();
  // The source's failure breaks the compressed answer (Fastify then closes the connection); a client
  // that leaves stops the reading without counting as a failure.
  body.on("error", (error) => compressed.destroy(error));
  compressed.on("close", () => body.destroy());
  return reply.header("Content-Encoding", "gzip").send(body.pipe(compressed));
}

/**
 * Where the platform reaches this API for the file's images: PUBLIC_API_URL, else the address the
 * file is downloaded from (its Host, or the forwarded one behind TRUST_PROXY proxies), so that the
 * embedded default writes images too.
 */
const downloadBaseUrl = (services: AppServices, request: FastifyRequest) =>
  (services.config.PUBLIC_API_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, "");

/** The export a request's query asks for (422 naming the field when it is not one), with `fixed` taken from elsewhere (the path). */
export async function requestedExport(
  services: AppServices,
  request: FastifyRequest,
  org: Organization,
  query: z.ZodType<CatalogExportRequest>,
  fixed: Partial<CatalogExportRequest> = {},
): Promise<CatalogExport> {
  await assertWellFormedInput(request);
  const parsed = query.safeParse(request.query);
  if (!parsed.success) throw validationFailed(issuesToDetails(parsed.error.issues));
  return exportCatalog(
    services.deps,
    org,
    { ...parsed.data, ...fixed },
    {
      pageSize: services.config.EXPORT_PAGE_SIZE,
      images: { urls: services.platformImages, baseUrl: downloadBaseUrl(services, request) },
    },
  );
}
