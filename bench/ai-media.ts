// The built-in AI media renderers' time per photo and per 5-second clip, beside the bare sharp and
// ffmpeg commands doing the same work: for the photo, one sharp composite of the same product image
// onto a canvas of the same size, encoded as the same JPEG (what drawing the model and the label adds);
// for the clip, the same ffmpeg command on files already written (what composing the still and the
// label and the temporary files add).
//   pnpm bench:ai-media    BENCH_PHOTOS (default 20), BENCH_CLIPS (default 3)
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import ffmpeg from "@ffmpeg-installer/ffmpeg";
import sharp from "sharp";
import { BuiltinImageEngine, BuiltinVideoEngine, composeStill, ffmpegArguments, renderPreview } from "@proseo/core";

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 20);
const CLIPS = Number(process.env.BENCH_CLIPS ?? 3);
const run = promisify(execFile);

async function median(rounds: number, work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

const appearance = { skin: "#c99a76", hair: "#3b2519", eyes: "#5a3b22", hairLength: "long" as const };
const model = { id: "aim_ava", name: "Ava", appearance, preview: await renderPreview(appearance, "Ava") };
const image = {
  bytes: await sharp({ create: { width: 1200, height: 1600, channels: 3, background: { r: 190, g: 160, b: 120 } } })
    .jpeg()
    .toBuffer(),
  format: "jpeg" as const,
};
const product = { sku: "BENCH-1", name: "Linen shirt", brand: "Acme", category: null, sourceData: {} };
const look = { hairstyle: "bun", makeup: "natural", outfit: "casual" } as const;

const photo = await median(PHOTOS, () =>
  new BuiltinImageEngine().render({ product, image, model, subject: "product", expression: "smile", look }),
);
const barePhoto = await median(PHOTOS, async () => {
  const resized = await sharp(image.bytes).resize(284, 284, { fit: "contain", background: "#ffffff" }).png().toBuffer();
  return sharp({ create: { width: 1024, height: 1280, channels: 3, background: "#e6e1db" } })
    .composite([{ input: resized, left: 600, top: 760 }])
    .jpeg({ quality: 88 })
    .toBuffer();
});

const request = { product, image, model, durationSeconds: 5, audio: false, quality: "standard" as const };
const clip = await median(CLIPS, () => new BuiltinVideoEngine().render(request));
const directory = await mkdtemp(path.join(os.tmpdir(), "proseo-bench-video-"));
const files = {
  still: path.join(directory, "still.jpg"),
  label: path.join(directory, "label.png"),
  output: path.join(directory, "clip.mp4"),
};
await writeFile(files.still, await composeStill(request));
await writeFile(
  files.label,
  await sharp({ create: { width: 1280, height: 720, channels: 4, background: "#0000" } })
    .png()
    .toBuffer(),
);
const bareClip = await median(CLIPS, () => run(ffmpeg.path, ffmpegArguments(files, 5, false, "standard")));
await rm(directory, { recursive: true, force: true });

const row = (what: string, renderer: number, bare: number) =>
  `${what.padEnd(28)} ${renderer.toFixed(0).padStart(8)} ms ${bare.toFixed(0).padStart(10)} ms ${(renderer / bare).toFixed(2).padStart(8)}×`;
console.log(`${"".padEnd(28)} ${"built-in".padStart(11)} ${"bare".padStart(13)} ${"ratio".padStart(9)}`);
console.log(row(`photo 1024×1280 (${PHOTOS} runs)`, photo, barePhoto));
console.log(row(`clip 5 s 720p (${CLIPS} runs)`, clip, bareClip));
