import { BUILTIN_LANGUAGES, packFor } from "../languages/index.js";
import type { Label } from "../languages/pack.js";
import { LABELS } from "./labels.js";

/** Words of column names written as their owners write them. */
const ACRONYMS: Record<string, string> = {
  os: "OS",
  ram: "RAM",
  rom: "ROM",
  ssd: "SSD",
  hdd: "HDD",
  usb: "USB",
  hdmi: "HDMI",
  led: "LED",
  oled: "OLED",
  lcd: "LCD",
  "3g": "3G",
  "4g": "4G",
  "5g": "5G",
  lte: "LTE",
  wifi: "Wi-Fi",
  wlan: "WLAN",
  nfc: "NFC",
  gps: "GPS",
  ean: "EAN",
  upc: "UPC",
  gtin: "GTIN",
  mpn: "MPN",
  sku: "SKU",
  spf: "SPF",
  uv: "UV",
  uva: "UVA",
  uvb: "UVB",
  bpa: "BPA",
  pvc: "PVC",
  hd: "HD",
  uhd: "UHD",
  "4k": "4K",
  "8k": "8K",
  hdr: "HDR",
  cpu: "CPU",
  gpu: "GPU",
  dab: "DAB",
  fm: "FM",
  ai: "AI",
  anc: "ANC",
  eu: "EU",
  uk: "UK",
  us: "US",
  abv: "ABV",
  ac: "AC",
  dc: "DC",
  ip: "IP",
  qi: "Qi",
  bluetooth: "Bluetooth",
};

/** A column name as a label a shopper reads: "usb_c_ports" → "USB-C ports", "5g" → "5G", "ip68" → "IP68". */
export function readableLabel(concept: string): string {
  const words = concept.split("_").filter(Boolean);
  return words
    .map((word, index) => {
      if (word === "c" && words[index - 1] === "usb") return "";
      if (word === "usb" && words[index + 1] === "c") return "USB-C";
      if (/^ip\d{2}$/.test(word)) return word.toUpperCase();
      return ACRONYMS[word] ?? word;
    })
    .filter(Boolean)
    .join(" ");
}

/**
 * A fact's name in every language of the built-in writer: the glossary's word for a concept it knows, the
 * language's adjective for a true boolean it knows ("wasserdicht"), else the column name made readable.
 */
export function factLabels(concept: string, flag: boolean): Record<string, Label> {
  const readable = readableLabel(concept);
  return Object.fromEntries(
    BUILTIN_LANGUAGES.map((language) => {
      const property = flag ? packFor(language)?.properties[concept] : undefined;
      return [language, property ? { word: property } : (LABELS[concept]?.[language] ?? { word: readable })];
    }),
  );
}
