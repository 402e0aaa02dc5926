/// <reference path="./gltf-validator.d.ts" />
import { validateBytes, type ValidationMessage } from "gltf-validator";
import sharp from "sharp";
import { fromBufferPromise } from "yauzl";
import { IMAGE_FORMATS, MAX_IMAGE_PIXELS } from "../constants.js";
import { AppError } from "../errors.js";

type ImageFormat = (typeof IMAGE_FORMATS)[number];

export interface InspectedImage {
  format: ImageFormat;
  width: number;
  height: number;
}

const refused = (field: string, message: string) => new AppError("validation_failed", message, [{ path: field, message }]);

/**
 * Tells an image's format and size from its bytes alone (never from a file name or a declared type);
 * more than MAX_IMAGE_PIXELS is refused by sharp's own limit, before anything decodes it.
 */
export async function inspectImage(bytes: Uint8Array, field = "file"): Promise<InspectedImage> {
  const metadata = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .metadata()
    .catch((error: Error) => error);
  if (metadata instanceof Error && /pixel limit/i.test(metadata.message)) {
    throw refused(field, `The image has more than ${MAX_IMAGE_PIXELS / 1e6} megapixels (width × height).`);
  }
  const format = metadata instanceof Error ? undefined : (metadata.format as ImageFormat | undefined);
  if (metadata instanceof Error || !format || !IMAGE_FORMATS.includes(format) || !metadata.width || !metadata.height) {
    throw refused(field, "Not a PNG, JPEG or WebP image.");
  }
  return { format, width: metadata.width, height: metadata.height };
}

/** Issues one validation reports; a file with more is validated again without the codes already seen. */
const ISSUES_PER_PASS = 100;
const VALIDATION_PASSES = 5;

/**
 * The validator's first error in a GLB, if any. Warnings do not refuse a file, but can be as many as
 * the file has vertices: each pass reports a bounded number, and once they fill it with warnings
 * only, the next pass leaves those codes out, so an error behind them is still found.
 */
async function firstGlbError(bytes: Uint8Array): Promise<ValidationMessage | undefined> {
  const ignoredIssues: string[] = [];
  for (let pass = 0; pass < VALIDATION_PASSES; pass++) {
    const { issues } = await validateBytes(bytes, {
      format: "glb",
      maxIssues: ISSUES_PER_PASS,
      ignoredIssues,
      writeTimestamp: false,
    });
    const error = issues.messages.find((message) => message.severity === 0);
    if (error || !issues.truncated) return error;
    ignoredIssues.push(...new Set(issues.messages.map((message) => message.code)));
  }
  return { code: "TOO_MANY_ISSUES", message: "The file has too many warnings to be checked.", severity: 0 };
}

/**
 * A binary glTF 2.0 file without errors by the Khronos glTF validator (a reference to an external
 * file is one: nothing outside the upload is read).
 */
export async function assertGlb(bytes: Uint8Array, field = "glb"): Promise<void> {
  const error = await firstGlbError(bytes);
  if (!error) return;
  const where = error.pointer ?? (error.offset === undefined ? "" : `byte ${error.offset}`);
  throw refused(field, `Not a valid binary glTF 2.0 file (.glb): ${error.code}${where ? ` at ${where}` : ""}: ${error.message}`);
}

/** What a USD layer's bytes begin with: the text form, or the binary (crate) form. */
const USD_SIGNATURES = [Buffer.from("#usda "), Buffer.from("PXR-USDC")];
/** USDZ keeps every file's data at a multiple of 64 bytes from the start, so it can be mapped in place. */
const USDZ_ALIGNMENT = 64;
/**
 * The file types the USDZ specification (1.3, "File Types") lets a package hold: USD layers, PNG,
 * JPEG, OpenEXR and AVIF images, M4A, MP3 and WAV audio. A nested .usdz is not taken: its own files
 * would go unchecked.
 */
const USDZ_FILE_TYPES = /\.(usda|usdc|usd|png|jpe?g|exr|avif|m4a|mp3|wav)$/i;

/**
 * A USDZ package as its specification has it: a zip of stored (uncompressed, unencrypted) files of
 * the types it allows, each one's data 64-byte aligned, the first a USD layer (.usd, .usda or .usdc,
 * and its bytes one).
 */
export async function assertUsdz(bytes: Uint8Array, field = "usdz"): Promise<void> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const notUsdz = (why: string) => refused(field, `Not a USDZ file: ${why}.`);
  try {
    const zip = await fromBufferPromise(buffer, { lazyEntries: true, autoClose: true });
    if (zip.entryCount === 0) throw notUsdz("the zip is empty");
    let first = true;
    for await (const entry of zip.eachEntry()) {
      if (entry.compressionMethod !== 0 || entry.isEncrypted()) throw notUsdz(`${entry.fileName} is compressed or encrypted`);
      const { fileDataStart } = await zip.readLocalFileHeaderPromise(entry, { minimal: true });
      if (fileDataStart % USDZ_ALIGNMENT !== 0) throw notUsdz(`the data of ${entry.fileName} is not 64-byte aligned`);
      const data = buffer.subarray(fileDataStart, fileDataStart + entry.compressedSize);
      const isLayer =
        /\.usd[ac]?$/i.test(entry.fileName) && USD_SIGNATURES.some((start) => data.subarray(0, start.length).equals(start));
      if (first && !isLayer) throw notUsdz("its first file is not a USD layer (.usd, .usda or .usdc)");
      if (!USDZ_FILE_TYPES.test(entry.fileName)) {
        throw notUsdz(
          `${entry.fileName} is not of a type a USDZ may hold (.usd, .usda, .usdc, .png, .jpg, .jpeg, .exr, .avif, .m4a, .mp3 or .wav)`,
        );
      }
      first = false;
    }
  } catch (error) {
    throw error instanceof AppError ? error : notUsdz(`not a readable zip (${(error as Error).message})`);
  }
}
