import { setTimeout as sleep } from "node:timers/promises";
import type OpenAI from "openai";
import { toFile } from "openai";
import type { VideoCreateParams } from "openai/resources/videos";
import sharp from "sharp";
import { openAiClient, type OpenAiClientOptions } from "../generation/openai-engine.js";
import { composeStill } from "./builtin-video.js";
import { ProviderError, type RenderedFile, type VideoEngine, type VideoRequest } from "./engine.js";
import { providerFailure } from "./openai-media.js";

export interface OpenAiVideoOptions extends OpenAiClientOptions {
  model: string;
  /** How often the job asks whether the clip is ready. */
  pollIntervalMs: number;
  /** How long the job waits for the clip before ending failed with provider_timeout. */
  renderTimeoutMs: number;
}

/** The prompt: camera moves over the reference image, the model in every cut, sound when asked. */
function videoPrompt(request: VideoRequest): string {
  return [
    `A ${request.durationSeconds}-second product clip of ${request.product.name} in cuts of slow camera moves (zoom, pan) over the reference image.`,
    request.model
      ? `${request.model.name}, the person on the left of the reference image, appears in every cut, unchanged.`
      : "No people.",
    request.audio ? "With a calm instrumental soundtrack." : "Silent.",
    "Keep the product exactly as it is.",
  ].join(" ");
}

/**
 * An OpenAI-compatible video endpoint (POST /videos, then GET /videos/{id} until completed and
 * GET /videos/{id}/content). The request asks for the clip, so a refusal is a 502; the job waits for it.
 */
export class OpenAiVideoEngine implements VideoEngine {
  readonly name = "openai";
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiVideoOptions) {
    this.client = openAiClient(options);
  }

  async submit(request: VideoRequest) {
    const still = await sharp(await composeStill(request))
      .resize(1280, 720)
      .jpeg()
      .toBuffer();
    try {
      const video = await this.client.videos.create({
        model: this.options.model,
        prompt: videoPrompt(request),
        seconds: String(request.durationSeconds) as VideoCreateParams["seconds"],
        size: "1280x720",
        input_reference: await toFile(still, "reference.jpg", { type: "image/jpeg" }),
      });
      if (video.status === "failed")
        throw new ProviderError("provider_rejected", video.error?.message ?? "The video provider refused the clip.");
      return { handle: { videoId: video.id } };
    } catch (error) {
      throw providerFailure(error, "video", this.options.timeoutMs);
    }
  }

  async render(request: VideoRequest, handle: Record<string, string | number>): Promise<RenderedFile> {
    const videoId = String(handle.videoId);
    const deadline = Date.now() + this.options.renderTimeoutMs;
    try {
      for (;;) {
        const video = await this.client.videos.retrieve(videoId);
        if (video.status === "completed") break;
        if (video.status === "failed") {
          throw new ProviderError("provider_error", video.error?.message ?? "The video provider failed to make the clip.");
        }
        if (Date.now() + this.options.pollIntervalMs > deadline) {
          throw new ProviderError(
            "provider_timeout",
            `The video provider did not finish within ${this.options.renderTimeoutMs} ms.`,
          );
        }
        await sleep(this.options.pollIntervalMs);
      }
      const content = await this.client.videos.downloadContent(videoId);
      const bytes = Buffer.from(await content.arrayBuffer());
      return { bytes, format: "mp4", width: 1280, height: 720, durationSeconds: request.durationSeconds };
    } catch (error) {
      throw providerFailure(error, "video", this.options.timeoutMs);
    }
  }
}
