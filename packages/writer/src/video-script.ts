import { z } from "zod";
import type { ProductFacts } from "./engine.js";

/** One shot of a video script; `camera` is one of the moves the built-in video renderer films. */
export const videoShotSchema = z.object({
  index: z.number().int().min(1),
  duration_seconds: z.number().int().min(1).max(10),
  description: z.string().min(1).max(500),
  camera: z.string().min(1).max(100),
  voiceover: z.string().max(300),
});
export const videoScriptSchema = z.object({ shots: z.array(videoShotSchema).min(1).max(30) });
export type VideoScript = z.infer<typeof videoScriptSchema>;

/** The camera moves of the built-in video renderer's cuts, in its order: a script's shots follow them. */
export const CAMERA_MOVES = ["slow zoom in", "pan left to right", "slow zoom out", "pan right to left"] as const;
/** The longest shot, the length of a built-in cut. */
export const SHOT_SECONDS = 5;

const shotLengths = (seconds: number) =>
  Array.from({ length: Math.ceil(seconds / SHOT_SECONDS) }, (_, index) => Math.min(SHOT_SECONDS, seconds - index * SHOT_SECONDS));

/** Text facts of the product's own data ("color: navy"), for close-ups; nested values are left out. */
const detailsOf = (product: ProductFacts) =>
  Object.entries(product.sourceData)
    .filter(([, value]) => typeof value === "string" || typeof value === "number")
    .map(([key, value]) => `${key.replaceAll("_", " ")}: ${String(value)}`);

/**
 * The built-in writer's script, deterministic and in English: an opening shot of the product, a
 * close-up per fact of its data, and a closing shot with the brand; one shot per five-second cut.
 */
export function builtinVideoScript(product: ProductFacts, seconds: number): VideoScript {
  const who = product.brand ? `${product.name} by ${product.brand}` : product.name;
  const details = detailsOf(product);
  const lengths = shotLengths(seconds);
  return {
    shots: lengths.map((duration, index) => {
      const last = index === lengths.length - 1 && lengths.length > 1;
      const detail = details[(index - 1) % Math.max(1, details.length)];
      const [description, voiceover] =
        index === 0
          ? [`Opening shot: ${who} in full, centred on a plain studio backdrop.`, `Meet the ${product.name}.`]
          : last
            ? [
                `Closing shot: ${who} in full, room at the bottom for the brand.`,
                product.brand ? `${product.name}. By ${product.brand}.` : `${product.name}.`,
              ]
            : detail
              ? [
                  `Close-up on the ${detail.split(":")[0]} of the ${product.name}.`,
                  `${detail[0]!.toUpperCase()}${detail.slice(1)}.`,
                ]
              : [`Close-up on the details of the ${product.name}.`, ""];
      return {
        index: index + 1,
        duration_seconds: duration,
        description,
        camera: CAMERA_MOVES[index % CAMERA_MOVES.length]!,
        voiceover,
      };
    }),
  };
}
