import sharp from "sharp";
import { DEFAULT_LOOK, figure, studioBackdrop, svgDocument, syntheticLabel } from "./figure.js";
import type { ModelAppearance } from "./engine.js";

const WIDTH = 512;
const HEIGHT = 640;

/**
 * A model's preview portrait (PNG): head and shoulders in the model's own look. It depends only on the
 * model's appearance and name, so it is the same file in every session and every process.
 */
export function renderPreview(appearance: ModelAppearance, name: string): Promise<Buffer> {
  const portrait = svgDocument(WIDTH, HEIGHT, figure(appearance, DEFAULT_LOOK, "natural"), "100 60 400 500");
  const frame = svgDocument(WIDTH, HEIGHT, syntheticLabel(WIDTH, HEIGHT, `${name} · synthetic AI model`));
  return sharp(svgDocument(WIDTH, HEIGHT, studioBackdrop(WIDTH, HEIGHT)))
    .composite([{ input: portrait }, { input: frame }])
    .png()
    .toBuffer();
}
