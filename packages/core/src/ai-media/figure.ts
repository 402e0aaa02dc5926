// The built-in renderer's drawing of a synthetic model, as SVG: the model's appearance (skin, hair, eyes)
// is its identity and never changes; the look (hair style, make-up, outfit) and the expression change
// only the photo they are asked for.
import type { AiExpression, AiLook } from "../constants.js";
import type { ModelAppearance } from "./engine.js";

/** Drawing units: the figure is 600 wide and 900 tall, head at the top, torso to the bottom edge. */
export const FIGURE = { width: 600, height: 900 } as const;

export const DEFAULT_LOOK: AiLook = { hairstyle: "as_model", makeup: "as_model", outfit: "as_model" };

const OUTFITS: Record<AiLook["outfit"], { fill: string; detail: string }> = {
  as_model: { fill: "#7d8590", detail: "" },
  casual: { fill: "#3f6fae", detail: '<path d="M300,450 L300,900" stroke="#2c5289" stroke-width="4"/>' },
  business: { fill: "#23282f", detail: '<path d="M255,440 L300,540 L345,440 Z" fill="#f4f4f4"/>' },
  evening: { fill: "#5a1838", detail: '<path d="M250,440 L300,560 L350,440 Z" fill="SKIN"/>' },
  sporty: {
    fill: "#e4572e",
    detail: '<path d="M150,600 L450,600 M150,630 L450,630" stroke="#ffffff" stroke-width="12"/>',
  },
};

const MOUTHS: Record<AiExpression, string> = {
  natural: '<path d="M268,350 Q300,364 332,350" stroke="LIP" stroke-width="7" fill="none" stroke-linecap="round"/>',
  smile: '<path d="M258,342 Q300,384 342,342" stroke="LIP" stroke-width="8" fill="none" stroke-linecap="round"/>',
  laugh: '<path d="M255,338 Q300,400 345,338 Z" fill="#5b1e1e"/><path d="M265,342 L335,342 L330,352 L270,352 Z" fill="#fff"/>',
  neutral: '<path d="M272,352 L328,352" stroke="LIP" stroke-width="7" stroke-linecap="round"/>',
  serious: '<path d="M270,358 Q300,344 330,358" stroke="LIP" stroke-width="7" fill="none" stroke-linecap="round"/>',
  playful: '<path d="M262,348 Q312,378 345,336" stroke="LIP" stroke-width="8" fill="none" stroke-linecap="round"/>',
};

function hair(appearance: ModelAppearance, hairstyle: AiLook["hairstyle"]): { back: string; front: string } {
  const color = appearance.hair;
  const cap = `<path d="M192,280 Q190,138 300,132 Q410,138 408,280 Q392,205 300,198 Q208,205 192,280 Z" fill="${color}"/>`;
  const style =
    hairstyle === "as_model" ? { short: "short_crop", medium: "medium", long: "loose" }[appearance.hairLength] : hairstyle;
  switch (style) {
    case "short_crop":
      return {
        back: "",
        front: `<path d="M200,250 Q198,150 300,146 Q402,150 400,250 Q380,195 300,190 Q220,195 200,250 Z" fill="${color}"/>`,
      };
    case "medium":
      return { back: `<path d="M190,250 Q180,440 240,450 L360,450 Q420,440 410,250 Z" fill="${color}"/>`, front: cap };
    case "ponytail":
      return { back: `<ellipse cx="420" cy="330" rx="34" ry="110" fill="${color}"/>`, front: cap };
    case "bun":
      return { back: `<circle cx="300" cy="128" r="52" fill="${color}"/>`, front: cap };
    case "braids":
      return {
        back: [235, 365]
          .map(
            (x) =>
              `<rect x="${x - 22}" y="260" width="44" height="330" rx="22" fill="${color}"/>` +
              [320, 380, 440, 500, 560]
                .map((y) => `<path d="M${x - 20},${y} L${x + 20},${y + 14}" stroke="#00000055" stroke-width="4"/>`)
                .join(""),
          )
          .join(""),
        front: cap,
      };
    default:
      return { back: `<path d="M182,250 Q160,520 215,600 L385,600 Q440,520 418,250 Z" fill="${color}"/>`, front: cap };
  }
}

function makeup(kind: AiLook["makeup"]): { face: string; lip: string } {
  if (kind === "natural") {
    return {
      face: '<circle cx="248" cy="318" r="20" fill="#e88a8a" opacity="0.35"/><circle cx="352" cy="318" r="20" fill="#e88a8a" opacity="0.35"/>',
      lip: "#b5525a",
    };
  }
  if (kind === "bold") {
    return {
      face: '<ellipse cx="265" cy="262" rx="26" ry="12" fill="#6b3f8f" opacity="0.6"/><ellipse cx="335" cy="262" rx="26" ry="12" fill="#6b3f8f" opacity="0.6"/>',
      lip: "#b0122a",
    };
  }
  return { face: "", lip: "#8a4a44" };
}

/** The model's figure as SVG elements in FIGURE units. */
export function figure(appearance: ModelAppearance, look: AiLook, expression: AiExpression): string {
  const { back, front } = hair(appearance, look.hairstyle);
  const outfit = OUTFITS[look.outfit];
  const paint = makeup(look.makeup);
  const wink = expression === "playful";
  const eye = (x: number, closed: boolean) =>
    closed
      ? `<path d="M${x - 20},${276} Q${x},${288} ${x + 20},${276}" stroke="#2b1d14" stroke-width="6" fill="none"/>`
      : `<ellipse cx="${x}" cy="276" rx="20" ry="12" fill="#fff"/><circle cx="${x}" cy="276" r="9" fill="${appearance.eyes}"/><circle cx="${x}" cy="276" r="4" fill="#111"/>`;
  return [
    back,
    `<path d="M140,900 L150,520 Q160,440 260,430 L340,430 Q440,440 450,520 L460,900 Z" fill="${outfit.fill}"/>`,
    `<rect x="268" y="360" width="64" height="86" rx="20" fill="${appearance.skin}"/>`,
    outfit.detail.replaceAll("SKIN", appearance.skin),
    `<ellipse cx="300" cy="285" rx="98" ry="122" fill="${appearance.skin}"/>`,
    front,
    paint.face,
    `<path d="M240,246 Q265,234 290,246 M310,246 Q335,234 360,246" stroke="${appearance.hair}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    eye(265, false),
    eye(335, wink),
    `<path d="M300,290 Q292,318 300,322" stroke="#00000040" stroke-width="4" fill="none"/>`,
    MOUTHS[expression].replaceAll("LIP", paint.lip),
  ].join("");
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** A band across the bottom of an image saying it is synthetic: every built-in file carries one. */
export function syntheticLabel(width: number, height: number, text: string): string {
  const band = Math.round(height * 0.065);
  return `<rect x="0" y="${height - band}" width="${width}" height="${band}" fill="#000000" fill-opacity="0.62"/>
<text x="${Math.round(band * 0.5)}" y="${height - Math.round(band * 0.32)}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(band * 0.45)}" fill="#ffffff">${escapeXml(text)}</text>`;
}

export const svgDocument = (width: number, height: number, body: string, viewBox = `0 0 ${width} ${height}`) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`);

export const studioBackdrop = (width: number, height: number) =>
  `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1ede8"/><stop offset="1" stop-color="#d8d2ca"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#wall)"/>`;
