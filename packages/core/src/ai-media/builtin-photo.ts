import sharp from "sharp";
import { figure, FIGURE, studioBackdrop, svgDocument, syntheticLabel } from "./figure.js";
import type { ImageEngine, PhotoRequest, RenderedFile } from "./engine.js";

const WIDTH = 1024;
const HEIGHT = 1280;
/** The figure fills the frame's width: one drawing unit is this many pixels. */
const SCALE = HEIGHT / FIGURE.height;
const FIGURE_LEFT = Math.round((WIDTH - FIGURE.width * SCALE) / 2);

const box = (x: number, y: number, width: number, height: number) => ({
  left: Math.round(FIGURE_LEFT + x * SCALE),
  top: Math.round(y * SCALE),
  width: Math.round(width * SCALE),
  height: Math.round(height * SCALE),
});

/**
 * The built-in photographer, offline and deterministic: the model drawn in the requested look and
 * expression, the product image held in hand (subject product) or worn on the torso (subject garment),
 * and a band labelling the photo as synthetic. A JPEG of 1024×1280.
 */
export class BuiltinImageEngine implements ImageEngine {
  readonly name = "builtin";

  async submit() {
    return { handle: {} };
  }

  async render(request: PhotoRequest): Promise<RenderedFile> {
    const { model, look, expression, subject } = request;
    const garment = subject === "garment";
    // Held: an arm reaching to a card at the right hip; worn: the image over the torso.
    const place = garment ? box(185, 470, 230, 330) : box(380, 540, 200, 200);
    const arm = garment
      ? ""
      : `<path d="M420,470 Q470,560 430,640" stroke="${model.appearance.skin}" stroke-width="46" fill="none" stroke-linecap="round"/>` +
        `<rect x="372" y="532" width="216" height="216" rx="10" fill="#ffffff"/>`;
    const body = svgDocument(
      WIDTH,
      HEIGHT,
      figure(model.appearance, look, expression) + arm,
      `${-FIGURE_LEFT / SCALE} 0 ${WIDTH / SCALE} ${FIGURE.height}`,
    );
    const product = await sharp(request.image.bytes)
      .resize(place.width, place.height, { fit: "contain", background: { r: 255, g: 255, b: 255, alpha: garment ? 0 : 1 } })
      .png()
      .toBuffer();
    const label = svgDocument(WIDTH, HEIGHT, syntheticLabel(WIDTH, HEIGHT, `AI-generated photo · synthetic model ${model.name}`));
    const bytes = await sharp(svgDocument(WIDTH, HEIGHT, studioBackdrop(WIDTH, HEIGHT)))
      .composite([{ input: body }, { input: product, left: place.left, top: place.top }, { input: label }])
      .jpeg({ quality: 88 })
      .toBuffer();
    return { bytes, format: "jpeg", width: WIDTH, height: HEIGHT };
  }
}
