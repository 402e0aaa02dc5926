import { once } from "node:events";
import { ReadStream } from "node:fs";
import send from "@fastify/send";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  addMedia,
  AppError,
  assertUploadPart,
  contentTypeOfKey,
  LOCAL_BLOB_PATH,
  LocalBlobStore,
  MAX_BODY_BYTES,
  MAX_IMAGE_PIXELS,
  mediaUploadFromParts,
  PLATFORM_IMAGE_PATH,
  validationFailed,
  type MediaUpload,
} from "@proseo/core";
import type { Organization } from "@proseo/db";
import { mediaItemView } from "../contract/media.js";
import { createContext } from "../context.js";
import type { AppServices } from "../services.js";
import { authenticateKey, authenticateSession, authorize, type ProcedureMeta } from "../trpc.js";
import { assertWellFormedInput } from "./input-guard.js";
import { assertConsoleOrigin } from "./origin.js";

const MEGABYTES = MAX_BODY_BYTES / 2 ** 20;

/** POST /v1/products/{id}/media, for the OpenAPI document (openapi.ts) and the scope check. */
export const uploadMediaMeta: ProcedureMeta = {
  scope: "catalog:write",
  role: "editor",
  successStatus: 201,
  openapi: {
    method: "POST",
    path: "/v1/products/{id}/media",
    summary: "Upload a media item",
    description: `multipart/form-data. An image: the part \`file\` (PNG, JPEG or WebP, told from its bytes, never from its name or declared type, of at most ${MAX_IMAGE_PIXELS / 1e6} megapixels) and optionally \`role\` (base, gallery or swatch; default gallery; a new base demotes the old one to gallery). A 3D model: the parts \`glb\` (binary glTF 2.0 without errors by the Khronos glTF validator; nothing outside the file is referenced) and \`usdz\` (a zip of stored, uncompressed files, each one's data 64-byte aligned, the first a .usd, .usda or .usdc layer, the others only of the types the USDZ specification lists: .usd, .usda, .usdc, .png, .jpg, .jpeg, .exr, .avif, .m4a, .mp3, .wav), both together, role model_3d. At most ${MEGABYTES} MB per request, refused while it arrives. The item is appended to the gallery; the change is recorded in the media feed and sent as media.updated.`,
    tags: ["Media"],
    protect: true,
    successDescription: "The new item.",
    errorResponses: {
      404: "No such product in this organization, or it is deleted.",
      413: `The request is over ${MEGABYTES} MB (payload_too_large).`,
      415: "The body is not multipart/form-data (unsupported_media_type).",
      422: `A file that is not what its part says (not a PNG, JPEG or WebP image, or one over ${MAX_IMAGE_PIXELS / 1e6} megapixels; a GLB the glTF validator finds errors in, the message naming the first; not a USDZ of the shape above), a GLB without its USDZ or the reverse, a missing file, an unknown part or role; see error.details.`,
    },
  },
};

/** GET /v1/blobs/{key}: a stored file at a signed URL (the embedded blob store's); the signature is the credential. */
export const blobMeta: ProcedureMeta = {
  openapi: {
    method: "GET",
    path: `${LOCAL_BLOB_PATH}/{key}`,
    summary: "A media file",
    description:
      "The URLs in media items point here with the embedded blob store (with S3 they point to the bucket). The signature in the URL is the credential: no API key. Supports Range (206) and If-None-Match (304, by ETag).",
    tags: ["Media"],
    protect: false,
    errorResponses: {
      403: "The signature is wrong, or the URL has expired (invalid_signature).",
      404: "No such file: never stored, or deleted with the last media item that had it (not_found).",
      416: "The range is outside the file (range_not_satisfiable).",
    },
  },
};

/** GET /v1/images/{id}/{signature}/{name}: an uploaded product image at the address platform files carry. */
export const platformImageMeta: ProcedureMeta = {
  openapi: {
    method: "GET",
    path: `${PLATFORM_IMAGE_PATH}/{id}/{signature}/{name}`,
    summary: "A product image for a platform",
    description:
      "The address the channels' files and feeds give an uploaded product image: the same in every export, and valid for as long as the media item holds that image and its product is not deleted, so that a platform importing a file days later still downloads it and a re-import recognises the image it already has. The signature is the credential: no API key. The name is the product's URL handle and the image's extension; any name serves the image. Supports Range (206) and If-None-Match (304, by ETag).",
    tags: ["Media"],
    protect: false,
    errorResponses: {
      404: "No such image: the media item is gone, holds another file now, its product is deleted, or the signature is wrong (not_found).",
      416: "The range is outside the file (range_not_satisfiable).",
    },
  },
};

const tooLarge = () => new AppError("payload_too_large", `The request exceeds ${MEGABYTES} MB.`);
const unreadable = (message: string) => validationFailed([{ path: "", message }]);

/**
 * Reads the multipart body part by part, counting bytes as they arrive: over the limit, it stops
 * reading at once. What the parts must be is core's rule (media/upload-parts.ts).
 */
async function readUpload(request: FastifyRequest): Promise<MediaUpload> {
  if (Number(request.headers["content-length"]) > MAX_BODY_BYTES) throw tooLarge();
  if (!request.isMultipart()) throw new AppError("unsupported_media_type", "Send the upload as multipart/form-data.");
  const files = new Map<string, Buffer>();
  const fields = new Map<string, string>();
  let received = 0;
  try {
    // The parser's own file limit is above ours, so that ours, over all parts, decides.
    const limits = { files: 2, fields: 1, parts: 3, fieldSize: 64, fileSize: MAX_BODY_BYTES + 1 };
    for await (const part of request.parts({ limits })) {
      assertUploadPart(part.fieldname, part.type === "file", new Set([...files.keys(), ...fields.keys()]));
      if (part.type === "field") {
        fields.set(part.fieldname, String(part.value));
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        received += chunk.length;
        if (received > MAX_BODY_BYTES) throw tooLarge();
        chunks.push(chunk);
      }
      files.set(part.fieldname, Buffer.concat(chunks));
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The multipart parser's own refusals (too many parts, a malformed body).
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    if ((error as { statusCode?: number }).statusCode === 413)
      throw unreadable("holds more parts than an upload (file and role, or glb and usdz)");
    throw unreadable(`is not a readable multipart/form-data body: ${(error as Error).message}`);
  }
  return mediaUploadFromParts(files, fields);
}

declare module "fastify" {
  interface FastifyRequest {
    /** The organization an upload is for, known before its body is read. */
    uploadOrg: Organization | null;
  }
}

async function upload(services: AppServices, request: FastifyRequest, reply: FastifyReply) {
  const { id } = request.params as { id: string };
  const item = await addMedia(services.deps, request.uploadOrg!.id, id, () => readUpload(request));
  return reply.code(201).send(mediaItemView(item));
}

/**
 * An upload's body is read by the route itself, part by part: a JSON body is left unread (and
 * refused with 415 by the route), never parsed first.
 */
function leaveBodiesUnread(app: FastifyInstance) {
  app.decorateRequest("uploadOrg", null);
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", (_request, _payload, done) => done(null));
}

/**
 * Media routes that are not procedures: the multipart upload (with an API key, checked as /v1
 * checks it, before a byte of the body is read) and the signed blob URLs of the embedded store
 * (Range, ETag, If-None-Match by @fastify/send).
 */
export async function mediaApi(app: FastifyInstance, { services }: { services: AppServices }) {
  leaveBodiesUnread(app);
  app.post(uploadMediaMeta.openapi!.path.replace("{id}", ":id"), {
    onRequest: async (request) => {
      const { principal, org } = await authenticateKey(createContext(services, request, "rest"));
      authorize(principal, uploadMediaMeta);
      await assertWellFormedInput(request);
      request.uploadOrg = org;
    },
    handler: (request, reply) => upload(services, request, reply),
  });

  const store = services.deps.blobStore;
  // A NUL in the path would reach the database's query (PostgreSQL text cannot hold it): 422, as on every route.
  app.get(`${PLATFORM_IMAGE_PATH}/:id/:signature/:name`, { preHandler: assertWellFormedInput }, async (request, reply) => {
    const { id, signature } = request.params as { id: string; signature: string };
    const image = await services.platformImages.find(services.deps.db, id, signature);
    if (!image) throw new AppError("not_found", "No such product image.");
    // Addresses that last, for bytes that never change under them: a platform or a feed crawler caches them.
    const cacheControl = "public, max-age=31536000, immutable";
    if (store instanceof LocalBlobStore) return sendLocalBlob(store, image.blobKey, cacheControl, request, reply);
    const bytes = await store.get(image.blobKey);
    return reply
      .header("Content-Type", contentTypeOfKey(image.blobKey))
      .header("Cache-Control", cacheControl)
      .header("Cross-Origin-Resource-Policy", "cross-origin")
      .header("Access-Control-Allow-Origin", "*")
      .send(Buffer.from(bytes));
  });

  if (!(store instanceof LocalBlobStore)) return;
  app.get(`${LOCAL_BLOB_PATH}/:key`, async (request, reply) => {
    const { key } = request.params as { key: string };
    const { expires, signature } = request.query as { expires?: string; signature?: string };
    if (!store.verify(key, expires, signature)) {
      throw new AppError(
        "invalid_signature",
        "This media URL is not valid or has expired; read the media list again for a fresh one.",
      );
    }
    // Content-addressed: the bytes under a key never change; the URL's expiry bounds the caching.
    const remaining = Math.max(0, Number(expires) - Math.floor(services.deps.now().getTime() / 1000));
    return sendLocalBlob(store, key, `private, max-age=${remaining}, immutable`, request, reply);
  });
}

/** A blob of the embedded store, with Range, ETag and If-None-Match (@fastify/send). */
async function sendLocalBlob(
  store: LocalBlobStore,
  key: string,
  cacheControl: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const file = store.fileOf(key);
  const sent = await send(request.raw, file.slice(store.directory.length), {
    root: store.directory,
    etag: true,
    lastModified: false,
    acceptRanges: true,
  });
  const notFound = () => new AppError("not_found", "No such media file.");
  if (sent.statusCode === 404) throw notFound();
  // The file can be deleted (its last media item gone) between send's stat and its open: opened
  // before the answer starts, it is a 404 then, and once open it is read whole whatever happens to it.
  if (sent.stream instanceof ReadStream) {
    await once(sent.stream, "open").catch((error: NodeJS.ErrnoException) => {
      throw error.code === "ENOENT" ? notFound() : error;
    });
  }
  if (sent.statusCode === 416) throw new AppError("range_not_satisfiable", "The requested range is outside the file.");
  // Signed URLs are meant to be embedded by other sites (a storefront, the console): helmet's
  // same-origin resource policy would block their images, and 3D viewers fetch the file with CORS.
  reply
    .code(sent.statusCode)
    .headers(sent.headers)
    .header("Cross-Origin-Resource-Policy", "cross-origin")
    .header("Access-Control-Allow-Origin", "*");
  if (sent.statusCode === 200 || sent.statusCode === 206) {
    reply.header("Content-Type", contentTypeOfKey(key)).header("Cache-Control", cacheControl);
  }
  return reply.send(sent.stream);
}

/** The console's upload of the same file, with a member's session: the console's server forwards here. */
export async function consoleMediaApi(app: FastifyInstance, { services }: { services: AppServices }) {
  leaveBodiesUnread(app);
  app.post("/console/products/:id/media", {
    onRequest: async (request) => {
      assertConsoleOrigin(request, services.config);
      const { principal, org } = await authenticateSession(createContext(services, request, "console"));
      authorize(principal, uploadMediaMeta);
      request.uploadOrg = org;
      await assertWellFormedInput(request);
    },
    handler: (request, reply) => upload(services, request, reply),
  });
}
