import { unsupportedClaims } from "@proseo/writer";
const p = { sku: "EL-306", name: "Studio USB Microphone", brand: null, category: null, sourceData: {"sample_rate": "48 kHz", "bit_depth": "24-bit", "weight_g": 550, "features": ["Cardioid pattern", "Headphone output", "Mute button"], "is_plug_and_play": true, "warranty_months": 24, "price": {"amount": 129, "currency": "EUR"}, "availability": "backorder", "mpn": "SN-MIC1"} };
const c = { title: "x", meta_title: "x", meta_description: "x", short_description: "The Studio USB Microphone comes with a 24-month warranty.", description_html: "<p>x</p>", bullets: [], faq: [], keywords: [], json_ld: {} };
console.log(unsupportedClaims(c as any, p as any, "en"));
import { readProduct } from "@proseo/writer";
console.log(readProduct(p.sourceData as any, "en").dataLanguage);
