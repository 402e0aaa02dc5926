import Qty from "js-quantities";

/**
 * A unit as the text writes it ("kg", "in", "mAh"), and what it measures: the kind js-quantities names
 * (mass, length, volume, power, ...), or one it lacks (a month, a count of pixels).
 */
export interface Unit {
  symbol: string;
  dimension: string;
}

/**
 * Unit codes of PIMs (Akeneo's measurement families) and shop spellings that the units library does not
 * read as they are; everything else ("KILOGRAM", "inch", "litres", "kWh") it reads itself.
 */
const SPELLINGS: Record<string, string> = {
  milliamperehour: "mAh",
  mah: "mAh",
  wh: "Wh",
  kwh: "kWh",
  gb: "GB",
  tb: "TB",
  mb: "MB",
  hz: "Hz",
  khz: "kHz",
  mhz: "MHz",
  ghz: "GHz",
  w: "W",
  kw: "kW",
  v: "V",
  db: "dB",
  nm: "N*m",
  newton_meter: "N*m",
  ampere_hour: "Ah",
  amperehour: "Ah",
  watthour: "Wh",
  kilowatthour: "kWh",
  square_meter: "m2",
  square_centimeter: "cm2",
  cubic_meter: "m3",
  cubic_centimeter: "cm3",
  fluid_ounce: "floz",
  fl_oz: "floz",
  qt: "quart",
  quarts: "quart",
  gsm: "gsm",
  g_m2: "gsm",
  gram_per_square_meter: "gsm",
  lbs: "lb",
  // Food labels' gram ("500gr"), never the grain.
  gr: "g",
  hrs: "h",
  yrs: "year",
  yr: "year",
  pct: "%",
  percent: "%",
  degree_celsius: "degC",
  celsius: "degC",
  "°c": "degC",
  "mm²": "mm2",
  megapixel: "MP",
  megapixels: "MP",
  // German's dative plural: "mit 8 Megapixeln".
  megapixeln: "MP",
  mégapixel: "MP",
  mégapixels: "MP",
  mp: "MP",
  mpx: "MP",
  rpm: "rpm",
  kilometer_per_hour: "km/h",
  kph: "km/h",
};

/** The spellings the table above reads as a symbol ("megapixel", "mpx" for "MP"), lower case. */
export const spellingsOf = (symbol: string): string[] =>
  Object.entries(SPELLINGS)
    .filter(([, written]) => written === symbol)
    .map(([spelling]) => spelling);

/** Units the library lacks, with what they measure. */
const OWN_UNITS: Record<string, Unit> = {
  month: { symbol: "month", dimension: "time" },
  months: { symbol: "month", dimension: "time" },
  gsm: { symbol: "g/m²", dimension: "area_density" },
  MP: { symbol: "MP", dimension: "resolution" },
  rpm: { symbol: "rpm", dimension: "rotation" },
  // A zoom's magnification ("12x"); frames per second, not the library's feet per second.
  x: { symbol: "x", dimension: "magnification" },
  fps: { symbol: "fps", dimension: "frame_rate" },
  "%_vol": { symbol: "% vol", dimension: "ratio" },
  // Signs of spec sheets (Icecat's measures).
  pages: { symbol: "pages", dimension: "count" },
  "pc(s)": { symbol: "pcs", dimension: "count" },
  ppi: { symbol: "ppi", dimension: "pixel_density" },
  // A printer's pages per minute, never parts per million on a product page.
  ppm: { symbol: "ppm", dimension: "print_speed" },
  "cd/m²": { symbol: "cd/m²", dimension: "luminance" },
  "w/kg": { symbol: "W/kg", dimension: "absorption_rate" },
  // An audio file's bit rate ("8 - 320 kbit/s", "320 kbps").
  "kbit/s": { symbol: "kbit/s", dimension: "data_rate" },
  kbps: { symbol: "kbit/s", dimension: "data_rate" },
  "mbit/s": { symbol: "Mbit/s", dimension: "data_rate" },
  mbps: { symbol: "Mbit/s", dimension: "data_rate" },
  "gbit/s": { symbol: "Gbit/s", dimension: "data_rate" },
  "gb/s": { symbol: "GB/s", dimension: "data_rate" },
  "gt/s": { symbol: "GT/s", dimension: "transfer_rate" },
};

/** How the library's unit names are written in a shop's text. */
const SYMBOLS: Record<string, string> = {
  lbs: "lb",
  floz: "fl oz",
  degC: "°C",
  degF: "°F",
  tempC: "°C",
  tempF: "°F",
  m2: "m²",
  cm2: "cm²",
  mm2: "mm²",
  m3: "m³",
  cm3: "cm³",
  y: "year",
  d: "day",
  h: "hour",
  min: "minute",
  s: "second",
  qt: "qt",
  "%": "%",
  "N*m": "Nm",
  b: "bit",
};

/** What the library calls some kinds, in this model's words. */
const DIMENSIONS: Record<string, string> = { unitless: "ratio", potential: "voltage" };

/** What product data measures; a unit of another kind ("G" as gauss in "5G") is no unit of a product's. */
const PRODUCT_DIMENSIONS = new Set([
  "mass",
  "length",
  "area",
  "volume",
  "power",
  "voltage",
  "charge",
  "energy",
  "information",
  "time",
  "frequency",
  "temperature",
  "ratio",
  "resolution",
  "rotation",
  "area_density",
  "luminous_power",
  "speed",
  "current",
]);

/** Time units written out in words per language (Intl's long unit names). */
export const DURATION_UNITS = new Set(["year", "month", "day", "hour", "minute", "second"]);

const spelling = (text: string) => text.trim().replace(/\s+/g, "_");

/** The unit a code, symbol or word names ("GRAM", "kg", "Litres", "MILLIAMPEREHOUR"), or undefined. */
export function readUnit(code: string): Unit | undefined {
  const raw = spelling(code);
  if (!raw || /^\d/.test(raw)) return undefined;
  const lower = raw.toLowerCase();
  // Case tells them apart: "nm" is a nanometre (a chip's process), "Nm" a newton-metre (a drill's torque).
  if (raw === "nm") return { symbol: "nm", dimension: "length" };
  // A bare "C" is a size (a 700C wheel) or a grade on a product page, never coulombs; Celsius is "°C".
  if (raw === "C") return undefined;
  const named = SPELLINGS[lower] ?? SPELLINGS[raw] ?? raw;
  const own = OWN_UNITS[named] ?? OWN_UNITS[lower];
  if (own) return own;
  for (const candidate of [named, lower, lower.replace(/s$/, "")]) {
    try {
      const quantity = Qty.parse(`1 ${candidate}`);
      if (quantity?.scalar !== 1) continue;
      const units = quantity.units();
      const dimension = DIMENSIONS[quantity.kind()] ?? quantity.kind();
      return PRODUCT_DIMENSIONS.has(dimension) ? { symbol: SYMBOLS[units] ?? units, dimension } : undefined;
    } catch {
      // Not a unit the library knows under this spelling; the next one may be.
    }
  }
  return undefined;
}

/** A product's temperatures are points on the scale (store below 25 °C, 77 °F), never differences of degrees. */
const TEMPERATURES: Record<string, string> = { "°C": "tempC", "°F": "tempF" };
/** The library's own name of a symbol of this model, for conversions. */
const libraryUnit = (symbol: string) =>
  TEMPERATURES[symbol] ??
  Object.entries(SYMBOLS).find(([, written]) => written === symbol)?.[0] ??
  (symbol === "month" ? undefined : symbol);

/** An amount converted between two units of one kind (4900 g → 4.9 kg), or undefined when they differ in kind. */
export function convert(amount: number, from: string, to: string): number | undefined {
  if (from === to) return amount;
  const source = libraryUnit(from);
  const target = libraryUnit(to);
  if (!source || !target) return undefined;
  try {
    const quantity = Qty.parse(`${amount} ${source}`);
    return quantity?.isCompatible(target) ? Number(quantity.to(target).scalar.toPrecision(12)) : undefined;
  } catch {
    return undefined;
  }
}
