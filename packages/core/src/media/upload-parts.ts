import { validationFailed } from "../validation.js";
import type { MediaUpload } from "./add-media.js";

/** The parts of an upload (docs/contract.md "Media"): files, and the role as text. */
const FILE_PARTS: readonly string[] = ["file", "glb", "usdz"];
const TEXT_PARTS: readonly string[] = ["role"];
const IMAGE_ROLES = ["base", "gallery", "swatch"] as const;

const refused = (path: string, message: string) => validationFailed([{ path, message }]);

/** Checks a part by its name and kind as it arrives, before its bytes are read. */
export function assertUploadPart(name: string, isFile: boolean, seen: ReadonlySet<string>): void {
  if (!FILE_PARTS.includes(name) && !TEXT_PARTS.includes(name))
    throw refused(name, "is not a part of an upload (file, role, glb, usdz)");
  if (seen.has(name)) throw refused(name, "is sent twice");
  if (isFile !== FILE_PARTS.includes(name)) throw refused(name, isFile ? "must be a text field" : "must be a file");
}

/** The upload its parts make: an image with its role (default gallery), or a 3D model as GLB and USDZ together. */
export function mediaUploadFromParts(files: ReadonlyMap<string, Uint8Array>, fields: ReadonlyMap<string, string>): MediaUpload {
  for (const [name, bytes] of files) if (bytes.byteLength === 0) throw refused(name, "is empty");
  const role = fields.get("role");
  const file = files.get("file");
  const glb = files.get("glb");
  const usdz = files.get("usdz");
  if (glb || usdz) {
    if (file) throw refused("file", "cannot be sent with a 3D model");
    if (!glb) throw refused("glb", "is required with usdz: a 3D model is sent as GLB and USDZ together");
    if (!usdz) throw refused("usdz", "is required with glb: a 3D model is sent as GLB and USDZ together");
    if (role !== undefined && role !== "model_3d") throw refused("role", "must be model_3d for a 3D model");
    return { kind: "model_3d", glb, usdz };
  }
  if (!file) throw refused("file", "is required (or glb and usdz for a 3D model)");
  const imageRole = role ?? "gallery";
  if (!(IMAGE_ROLES as readonly string[]).includes(imageRole))
    throw refused("role", "must be base, gallery or swatch for an image");
  return { kind: "image", role: imageRole as (typeof IMAGE_ROLES)[number], file };
}
