import type { AiExpression, AiLook, AiSubject, VideoQuality } from "../constants.js";
import type { ProductFacts } from "@proseo/writer";
import type { BlobFormat } from "../media/blob-store.js";

/** A built-in synthetic model as the renderers see it: its identity never changes between sessions. */
export interface PerformerModel {
  id: string;
  name: string;
  appearance: ModelAppearance;
  /** The model's preview portrait (PNG): what every photo and clip of the model resembles. */
  preview: Uint8Array;
}

export interface ModelAppearance {
  skin: string;
  hair: string;
  eyes: string;
  hairLength: "short" | "medium" | "long";
}

/** An image the renderers start from: a stored product image. */
export interface SourceImage {
  bytes: Uint8Array;
  format: BlobFormat;
}

export interface PhotoRequest {
  product: ProductFacts;
  image: SourceImage;
  model: PerformerModel;
  subject: AiSubject;
  expression: AiExpression;
  look: AiLook;
}

export interface VideoRequest {
  product: ProductFacts;
  image: SourceImage;
  /** The model shown in every cut, when asked for. */
  model: PerformerModel | null;
  durationSeconds: number;
  audio: boolean;
  quality: VideoQuality;
}

/** A finished file, before it is stored. */
export interface RenderedFile {
  bytes: Uint8Array;
  format: BlobFormat;
  width: number;
  height: number;
  durationSeconds?: number;
}

/**
 * What the provider answered when it accepted the work: a handle the job renders from later (a
 * provider's job id), or the finished file when the provider answers at once (an image edit).
 */
export type Submission = { handle: Record<string, string | number> } | { file: RenderedFile };

/**
 * An image or video provider. `submit` runs in the request, so a refusal is answered 502 and charges
 * nothing; `render` makes the file of a handle in the background job, and may run again after a crash.
 * An engine whose submission always answers the file has no `render`.
 */
export interface MediaEngine<Request> {
  readonly name: string;
  submit(request: Request): Promise<Submission>;
  render?(request: Request, handle: Record<string, string | number>): Promise<RenderedFile>;
}

export type ImageEngine = MediaEngine<PhotoRequest>;
export type VideoEngine = MediaEngine<VideoRequest>;

/** A provider's failure, with the code the answer (502) or the failed job reports. */
export class ProviderError extends Error {
  constructor(
    readonly code: "provider_rejected" | "provider_timeout" | "provider_error",
    message: string,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}
