import { crc32, deflateRawSync } from "node:zlib";

/** A GLB of `json` and an optional binary chunk, each chunk padded to 4 bytes as glTF 2.0 asks. */
export function glbOf(json: object, bin?: Buffer): Buffer {
  const chunk = (type: string, data: Buffer, pad: number) => {
    const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4, pad)]);
    const header = Buffer.alloc(8);
    header.writeUInt32LE(padded.length, 0);
    header.write(type, 4, "latin1");
    return Buffer.concat([header, padded]);
  };
  const chunks = [chunk("JSON", Buffer.from(JSON.stringify(json)), 0x20), ...(bin ? [chunk("BIN\0", bin, 0)] : [])];
  const header = Buffer.alloc(12);
  header.write("glTF", 0, "latin1");
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + chunks.reduce((total, next) => total + next.length, 0), 8);
  return Buffer.concat([header, ...chunks]);
}

/** One triangle with one material: valid to the Khronos glTF validator, and loaded by model-viewer. */
export function sampleGlb(): Buffer {
  const positions = Buffer.from(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]).buffer);
  return glbOf(
    {
      asset: { version: "2.0" },
      scene: 0,
      scenes: [{ nodes: [0] }],
      nodes: [{ mesh: 0 }],
      meshes: [{ primitives: [{ attributes: { POSITION: 0 }, material: 0 }] }],
      materials: [{ name: "Wool", pbrMetallicRoughness: { baseColorFactor: [0.8, 0.2, 0.3, 1] } }],
      accessors: [{ bufferView: 0, componentType: 5126, count: 3, type: "VEC3", min: [0, 0, 0], max: [1, 1, 0] }],
      bufferViews: [{ buffer: 0, byteLength: 36 }],
      buffers: [{ byteLength: 36 }],
    },
    positions,
  );
}

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Deflated instead of stored. */
  deflate?: boolean;
}

/**
 * A zip of the entries in order, with each entry's data starting at a multiple of `align` bytes
 * (padding in the local header's extra field, as USD's own writer does); 1 leaves them unaligned.
 */
export function zipOf(entries: ZipEntry[], align = 64): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, deflate } of entries) {
    const fileName = Buffer.from(name);
    const stored = deflate ? deflateRawSync(data) : data;
    let pad = (align - ((offset + 30 + fileName.length) % align)) % align;
    if (pad > 0 && pad < 4) pad += align;
    const extra = Buffer.alloc(pad);
    if (pad > 0) {
      extra.writeUInt16LE(0x1986, 0);
      extra.writeUInt16LE(pad - 4, 2);
    }
    // The fields local and central headers share: version, flags, method, time, date, CRC, sizes, name length.
    const shared = Buffer.alloc(26);
    shared.writeUInt16LE(20, 0);
    shared.writeUInt16LE(deflate ? 8 : 0, 4);
    shared.writeUInt16LE(33, 8);
    shared.writeUInt32LE(crc32(data), 10);
    shared.writeUInt32LE(stored.length, 14);
    shared.writeUInt32LE(data.length, 18);
    shared.writeUInt16LE(fileName.length, 22);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    shared.copy(local, 4);
    local.writeUInt16LE(extra.length, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    shared.copy(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, extra, stored);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + extra.length + stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A USD layer in its text form. */
export const USDA_LAYER = Buffer.from('#usda 1.0\n(\n    defaultPrim = "Product"\n)\n\ndef Xform "Product"\n{\n}\n');

/** A USDZ as the spec has it: stored entries, data 64-byte aligned, the USD layer first. */
export const sampleUsdz = (): Buffer => zipOf([{ name: "model.usda", data: USDA_LAYER }]);
