import type OpenAI from "openai";
import { toFile } from "openai";
import sharp from "sharp";
import { openAiClient, type OpenAiClientOptions } from "../generation/openai-engine.js";
import { IMAGE_FORMATS } from "../constants.js";
import type { ImageEngine, PhotoRequest, RenderedFile } from "./engine.js";
import { ProviderError } from "./engine.js";
import { providerFailure } from "./openai-media.js";

const SUBJECT = {
  product: "holding the product of the first image towards the camera",
  garment: "wearing the garment of the first image",
} as const;

/** The edit instruction: the product image first, the model's portrait second, and the requested look. */
function photoPrompt(request: PhotoRequest): string {
  const { look } = request;
  const changes = Object.entries(look)
    .filter(([, value]) => value !== "as_model")
    .map(([part, value]) => `${part}: ${value.replace("_", " ")}`);
  return [
    `A catalogue photo of ${request.model.name}, the person in the second image, ${SUBJECT[request.subject]} (${request.product.name}).`,
    `Keep the person's face, skin, eyes and hair colour exactly as in the second image; expression: ${request.expression}.`,
    changes.length ? `For this photo only: ${changes.join(", ")}.` : "Keep the person's own hair style, make-up and outfit.",
    "Keep the product exactly as it is: its shape, colours, print and label. Studio light, plain background.",
  ].join(" ");
}

/** An OpenAI-compatible image edit endpoint: the product image and the model's portrait in, the photo out. */
export class OpenAiImageEngine implements ImageEngine {
  readonly name = "openai";
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiClientOptions & { model: string }) {
    this.client = openAiClient(options);
  }

  /** The edit endpoint answers with the photo: it is made while the request waits, so a refusal is a 502. */
  async submit(request: PhotoRequest): Promise<{ file: RenderedFile }> {
    let answer: OpenAI.Images.ImagesResponse;
    try {
      answer = await this.client.images.edit({
        model: this.options.model,
        image: [
          await toFile(request.image.bytes, `product.${request.image.format}`, { type: `image/${request.image.format}` }),
          await toFile(request.model.preview, "model.png", { type: "image/png" }),
        ],
        prompt: photoPrompt(request),
        n: 1,
      });
    } catch (error) {
      throw providerFailure(error, "image", this.options.timeoutMs);
    }
    const encoded = answer.data?.[0]?.b64_json;
    const bytes = encoded ? Buffer.from(encoded, "base64") : undefined;
    const metadata = bytes
      ? await sharp(bytes)
          .metadata()
          .catch(() => undefined)
      : undefined;
    const format = IMAGE_FORMATS.find((known) => known === metadata?.format);
    if (!bytes || !metadata || !format)
      throw new ProviderError("provider_error", "The image provider's answer held no PNG, JPEG or WebP image.");
    return { file: { bytes, format, width: metadata.width, height: metadata.height } };
  }
}
