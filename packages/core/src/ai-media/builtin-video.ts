import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import ffmpeg from "@ffmpeg-installer/ffmpeg";
import sharp, { type OverlayOptions } from "sharp";
import type { VideoQuality } from "../constants.js";
import { studioBackdrop, svgDocument, syntheticLabel } from "./figure.js";
import type { RenderedFile, VideoEngine, VideoRequest } from "./engine.js";

const run = promisify(execFile);

/** 720p at 25 frames a second; the still is twice that, so camera moves crop without upscaling. */
const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 25;
const CUT_SECONDS = 5;

const X264: Record<VideoQuality, string[]> = {
  standard: ["-preset", "veryfast", "-crf", "28"],
  high: ["-preset", "fast", "-crf", "20"],
};

/** The camera moves of the cuts, in turn: zoom in, pan right, zoom out, pan left (zoompan expressions). */
const MOVES = [
  (frames: number) => `z='1+0.25*on/${frames}':x='iw/2-iw/zoom/2':y='ih/2-ih/zoom/2'`,
  (frames: number) => `z='1.3':x='(iw-iw/zoom)*on/${frames}':y='ih/2-ih/zoom/2'`,
  (frames: number) => `z='1.25-0.25*on/${frames}':x='iw/2-iw/zoom/2':y='ih/2-ih/zoom/2'`,
  (frames: number) => `z='1.3':x='(iw-iw/zoom)*(1-on/${frames})':y='ih/2-ih/zoom/2'`,
];

/**
 * The ffmpeg arguments that film `still` for `seconds` in cuts of camera moves, with `label` (a frame-sized
 * PNG) over every frame and a soft chord when `audio`.
 */
export function ffmpegArguments(
  files: { still: string; label: string; output: string },
  seconds: number,
  audio: boolean,
  quality: VideoQuality,
) {
  const cuts = Array.from({ length: Math.ceil(seconds / CUT_SECONDS) }, (_, index) =>
    Math.min(CUT_SECONDS, seconds - index * CUT_SECONDS),
  );
  const video = [
    `[0:v]split=${cuts.length}${cuts.map((_, index) => `[s${index}]`).join("")}`,
    ...cuts.map(
      (cutSeconds, index) =>
        `[s${index}]zoompan=${MOVES[index % MOVES.length]!(cutSeconds * FPS)}:d=${cutSeconds * FPS}:s=${WIDTH}x${HEIGHT}:fps=${FPS}[c${index}]`,
    ),
    `${cuts.map((_, index) => `[c${index}]`).join("")}concat=n=${cuts.length}:v=1:a=0[cut]`,
    "[cut][1:v]overlay=0:0,format=yuv420p[v]",
  ].join(";");
  const sound = audio
    ? [
        "-f",
        "lavfi",
        "-i",
        `aevalsrc='0.12*sin(2*PI*220*t)+0.08*sin(2*PI*277.18*t)+0.08*sin(2*PI*329.63*t)':s=44100:d=${seconds}`,
      ]
    : [];
  return [
    ...["-y", "-loglevel", "error", "-i", files.still, "-i", files.label, ...sound, "-filter_complex", video, "-map", "[v]"],
    ...(audio
      ? ["-map", "2:a", "-af", `afade=t=in:d=1,afade=t=out:st=${seconds - 1}:d=1`, "-c:a", "aac", "-b:a", "128k"]
      : ["-an"]),
    ...["-t", String(seconds), "-c:v", "libx264", ...X264[quality], "-movflags", "+faststart", files.output],
  ];
}

/** The band over every frame saying the clip is synthetic. */
function label(request: VideoRequest): Promise<Buffer> {
  const text = request.model ? `AI-generated video · synthetic model ${request.model.name}` : "AI-generated video";
  return sharp(svgDocument(WIDTH, HEIGHT, syntheticLabel(WIDTH, HEIGHT, text)))
    .png()
    .toBuffer();
}

/** The still the camera moves over (2560×1440): the product image, beside the model's portrait when a model is asked for. */
export async function composeStill(request: VideoRequest): Promise<Buffer> {
  const width = WIDTH * 2;
  const height = HEIGHT * 2;
  const layers: OverlayOptions[] = [];
  const productBox = request.model ? { left: 1240, width: 1160 } : { left: 380, width: 1800 };
  if (request.model) {
    const portrait = await sharp(request.model.preview).resize({ height: 1200 }).toBuffer();
    layers.push({ input: portrait, left: 160, top: 80 });
  }
  const product = await sharp(request.image.bytes)
    .resize(productBox.width, 1200, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  layers.push({ input: product, left: productBox.left, top: 80 });
  return sharp(svgDocument(width, height, studioBackdrop(width, height)))
    .composite(layers)
    .jpeg({ quality: 92 })
    .toBuffer();
}

/**
 * The built-in film crew, offline: camera moves (zoom, pan) over the source image in cuts of five
 * seconds, rendered by the ffmpeg binary from npm as 720p H.264 MP4, with a generated chord as audio when asked.
 */
export class BuiltinVideoEngine implements VideoEngine {
  readonly name = "builtin";

  async submit() {
    return { handle: {} };
  }

  async render(request: VideoRequest): Promise<RenderedFile> {
    const directory = await mkdtemp(path.join(os.tmpdir(), "proseo-video-"));
    try {
      const files = {
        still: path.join(directory, "still.jpg"),
        label: path.join(directory, "label.png"),
        output: path.join(directory, "clip.mp4"),
      };
      await Promise.all([writeFile(files.still, await composeStill(request)), writeFile(files.label, await label(request))]);
      await run(ffmpeg.path, ffmpegArguments(files, request.durationSeconds, request.audio, request.quality));
      const bytes = await readFile(files.output);
      return { bytes, format: "mp4", width: WIDTH, height: HEIGHT, durationSeconds: request.durationSeconds };
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }
}
