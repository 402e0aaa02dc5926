import type { AiMediaJob, AiModel, MediaItem, Prisma, Product } from "@proseo/db";
import sharp from "sharp";
import { type AiExpression, type AiLook, type AiSubject, IMAGE_FORMATS, type VideoQuality } from "../constants.js";
import type { DbOrTx } from "../deps.js";
import { AppError, notFound } from "../errors.js";
import { productFacts } from "../generation/results.js";
import type { BlobStore } from "../media/blob-store.js";
import { galleryOf, type MediaDeps, type SignedMediaItem } from "../media/gallery.js";
import type {
  ImageEngine,
  ModelAppearance,
  PerformerModel,
  PhotoRequest,
  RenderedFile,
  VideoEngine,
  VideoRequest,
} from "./engine.js";
import { renderPreview } from "./model-preview.js";

/** What AI media needs from the process. */
export interface AiMediaDeps extends MediaDeps {
  imageEngine: ImageEngine;
  videoEngine: VideoEngine;
  /** Tells the job runner that work was enqueued. */
  wakeJobs(): void;
  /** After this long, a job whose request never recorded the provider's acceptance is ended (its request died). */
  abandonedAfterMs: number;
}

/** The job that renders, stores and charges an accepted AI photo or video. */
export const AI_MEDIA_JOB = "ai-media.render";
export const aiMediaJobId = (jobId: string) => `job_render_${jobId}`;
/** The reference of a job's reservation, its charge and its release. */
export const aiMediaReference = (jobId: string) => `ai-media:${jobId}`;

export interface PhotoParams {
  subject: AiSubject;
  expression: AiExpression;
  look: AiLook;
  sourceMediaId: string;
  sourceBlobKey: string;
}

export interface VideoParams {
  durationSeconds: number;
  audio: boolean;
  quality: VideoQuality;
  sourceMediaId: string;
  sourceBlobKey: string;
}

/** A file the job made, in the blob store. */
export type StoredFile = Omit<RenderedFile, "bytes"> & { blobKey: string };

/** What the provider's acceptance left for the job: its handle, or the file it already made (stored). */
export type StoredSubmission = { handle: Record<string, string | number> } | { file: StoredFile };

/** A job as answered: its row and the gallery items it added, with fresh URLs. */
export type AiMediaJobDetail = AiMediaJob & { resultItems: SignedMediaItem[] };

/**
 * IPTC's mark of an image made by generative AI, as XMP: shopping feeds (Google Merchant Center) read it
 * and prefer photographs for a product's main image.
 */
const AI_MADE_XMP = `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/"
 Iptc4xmpExt:DigitalSourceType="http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia"/>
</rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/** The image with the AI-made mark in its metadata (PNG and WebP stay lossless, JPEG at high quality). */
const markedAiMade = (bytes: Uint8Array, format: (typeof IMAGE_FORMATS)[number]) =>
  sharp(bytes)
    .withXmp(AI_MADE_XMP)
    .toFormat(format, format === "jpeg" ? { quality: 95 } : format === "webp" ? { lossless: true } : {})
    .toBuffer();

/** Stores a file the job made for the organization; an image carries the AI-made mark. */
export async function storeFile(blobStore: BlobStore, orgId: string, { bytes, ...file }: RenderedFile): Promise<StoredFile> {
  const image = IMAGE_FORMATS.find((format) => format === file.format);
  const stored = image ? await markedAiMade(bytes, image) : bytes;
  return { ...file, blobKey: await blobStore.put(stored, file.format, orgId) };
}

/** The models, by name. */
export const listModels = (db: DbOrTx): Promise<AiModel[]> => db.aiModel.findMany({ orderBy: [{ name: "asc" }, { id: "asc" }] });

const previews = new Map<string, Promise<Buffer>>();

/** A model's preview, rendered once per process (the same bytes every time). */
export function modelPreview(model: AiModel): Promise<Buffer> {
  let preview = previews.get(model.id);
  if (!preview) {
    preview = renderPreview(model.appearance as unknown as ModelAppearance, model.name);
    preview.catch(() => previews.delete(model.id));
    previews.set(model.id, preview);
  }
  return preview;
}

/** The model a request names (422 for an unknown id), or the first listed when it names none. */
export async function resolveModel(db: DbOrTx, aiModelId: string | undefined): Promise<AiModel> {
  const model = aiModelId ? await db.aiModel.findUnique({ where: { id: aiModelId } }) : (await listModels(db))[0];
  if (!model) {
    throw new AppError("validation_failed", "Unknown AI model; GET /v1/ai-models lists them.", [
      { path: "ai_model_id", message: "no such model" },
    ]);
  }
  return model;
}

async function performer(model: AiModel): Promise<PerformerModel> {
  const bytes = await modelPreview(model);
  return { id: model.id, name: model.name, appearance: model.appearance as unknown as ModelAppearance, preview: bytes };
}

/**
 * The image a job starts from: the named gallery image, else the base image, else the gallery's first
 * image; 422 when the product has no image (or the named item is not one of its images).
 */
export async function sourceImage(db: DbOrTx, product: Product, mediaId: string | undefined): Promise<MediaItem> {
  const images = (await galleryOf(db, product.id)).filter((item) => item.type === "image");
  const source = mediaId
    ? images.find((item) => item.id === mediaId)
    : (images.find((item) => item.role === "base") ?? images[0]);
  if (!source) {
    throw new AppError(
      "validation_failed",
      mediaId ? "source_media_id is not an image of this product." : "The product has no image; upload one first.",
      [
        {
          path: mediaId ? "source_media_id" : "id",
          message: mediaId ? "not an image of the product" : "the product has no image",
        },
      ],
    );
  }
  return source;
}

/** What the engine is asked for, from a job's parameters. */
export async function photoRequest(
  deps: AiMediaDeps,
  product: Product,
  model: AiModel,
  params: PhotoParams,
): Promise<PhotoRequest> {
  const format = params.sourceBlobKey.slice(params.sourceBlobKey.lastIndexOf(".") + 1) as PhotoRequest["image"]["format"];
  const [bytes, performing] = await Promise.all([deps.blobStore.get(params.sourceBlobKey), performer(model)]);
  const { subject, expression, look } = params;
  return { product: productFacts(product), image: { bytes, format }, model: performing, subject, expression, look };
}

export async function videoRequest(
  deps: AiMediaDeps,
  product: Product,
  model: AiModel | null,
  params: VideoParams,
): Promise<VideoRequest> {
  const format = params.sourceBlobKey.slice(params.sourceBlobKey.lastIndexOf(".") + 1) as VideoRequest["image"]["format"];
  const [bytes, performing] = await Promise.all([deps.blobStore.get(params.sourceBlobKey), model ? performer(model) : null]);
  const { durationSeconds, audio, quality } = params;
  return { product: productFacts(product), image: { bytes, format }, model: performing, durationSeconds, audio, quality };
}

export async function findAiMediaJob(db: DbOrTx, orgId: string, jobId: string): Promise<AiMediaJob> {
  const job = await db.aiMediaJob.findFirst({ where: { id: jobId, orgId } });
  if (!job) throw notFound("AI media job");
  return job;
}

export const asJson = (value: unknown) => value as Prisma.InputJsonObject;
