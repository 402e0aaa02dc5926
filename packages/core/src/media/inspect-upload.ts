import sharp from "sharp";
import { IMAGE_FORMATS } from "../constants.js";
import { AppError } from "../errors.js";

type ImageFormat = (typeof IMAGE_FORMATS)[number];

export interface InspectedImage {
  format: ImageFormat;
  width: number;
  height: number;
}

const refused = (field: string, message: string) => new AppError("validation_failed", message, [{ path: field, message }]);

/** Tells an image's format and size from its bytes alone (never from a file name or a declared type). */
export async function inspectImage(bytes: Uint8Array, field = "file"): Promise<InspectedImage> {
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  const format = metadata?.format as ImageFormat | undefined;
  if (!metadata || !format || !IMAGE_FORMATS.includes(format) || !metadata.width || !metadata.height) {
    throw refused(field, "Not a PNG, JPEG or WebP image.");
  }
  return { format, width: metadata.width, height: metadata.height };
}

/** A binary glTF file: the magic `glTF`, then version 2 (little-endian). */
export function assertGlb(bytes: Uint8Array, field = "glb"): void {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.length < 12 || view.toString("latin1", 0, 4) !== "glTF" || view.readUInt32LE(4) !== 2) {
    throw refused(field, "Not a binary glTF 2.0 file (.glb).");
  }
}

/** USDZ is a zip whose first entry is the USD layer (.usd, .usda or .usdc): its first local file header says so. */
export function assertUsdz(bytes: Uint8Array, field = "usdz"): void {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const nameLength = view.length >= 30 ? view.readUInt16LE(26) : 0;
  const isZip = view.length >= 30 && view.readUInt32LE(0) === 0x04034b50;
  const firstEntry = isZip ? view.toString("utf8", 30, 30 + nameLength) : "";
  if (!/\.usd[ac]?$/i.test(firstEntry))
    throw refused(field, "Not a USDZ file (a zip whose first entry is a .usd, .usda or .usdc layer).");
}
