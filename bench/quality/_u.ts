import { supportOf } from "../../packages/writer/src/grounding/support.ts";
import { readProduct } from "@proseo/writer";
const sd = {
    material: "Recycled polyester", water_resistant: true, has_hood: false, colours: ["Navy", "Black", "Olive"], weight_lb: 0.5,
    country_of_origin: "Portugal", warranty_months: 24, included: ["Stuff sack"], fairtradeCertified: true,
    compatible_with: "Most hydration bladders", price: { amount: 120, currency: "EUR" }, compare_at_price: { amount: 150, currency: "EUR" },
    availability: "in_stock", description: "<p>An eco-friendly, hypoallergenic shell. Our designers call it the best-selling jacket of the season.</p>" };
const p = { sku: "x", name: "Ridge Shell", brand: null, category: null, sourceData: sd };
const s = supportOf(p as any, "en");
console.log(s.listLengths, [...s.counted.entries()].map(([k, v]) => [k, [...v]]));
console.log(readProduct(sd as any, "en").facts.map((f) => [f.kind, f.concept]));
