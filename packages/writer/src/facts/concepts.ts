import { LABELS } from "./labels.js";
import { normalize } from "./readers/reader.js";

/** What a fact means to a shopper: the writer phrases each kind its own way, whatever the column was called. */
export type FactKind =
  | "material"
  | "colour"
  | "size"
  | "fit"
  | "pattern"
  | "style"
  | "finish"
  | "season"
  | "scent"
  | "flavour"
  | "weight"
  | "dimensions"
  | "capacity"
  | "power"
  | "battery"
  | "screen"
  | "storage"
  | "memory"
  | "processor"
  | "operating_system"
  | "connectivity"
  | "range"
  | "warranty"
  | "care"
  | "origin"
  | "certification"
  | "ingredient"
  | "allergen"
  | "nutrition"
  | "age"
  | "count"
  | "feature"
  | "included"
  | "variant"
  | "compatibility"
  | "year"
  | "date"
  | "rating"
  | "review"
  | "price"
  | "currency"
  | "availability"
  | "gtin"
  | "mpn"
  | "tag"
  | "other";

/** Kinds whose value is a figure that means nothing without its unit ("1.2 kg", "30 h", "256 GB"). */
export const UNIT_KINDS: ReadonlySet<FactKind> = new Set<FactKind>([
  "weight",
  "dimensions",
  "capacity",
  "power",
  "battery",
  "screen",
  "storage",
  "memory",
  "range",
]);

/**
 * Concepts: the canonical key of a column, what kind of fact it gives, and the names shops and PIMs send
 * it under (normalized: lower case, words joined by "_", without a `pa_` prefix or a unit).
 */
const CONCEPTS: Record<string, { kind: FactKind; aliases?: string[] }> = {
  color: { kind: "colour", aliases: ["colour", "shade", "main_color", "farbe", "couleur", "color_pattern"] },
  colors: { kind: "variant", aliases: ["colours", "available_colors", "available_colours", "color_options"] },
  size: { kind: "size", aliases: ["clothing_size", "shoe_size", "groesse", "taille"] },
  sizes: { kind: "variant", aliases: ["available_sizes", "size_options"] },
  material: { kind: "material", aliases: ["fabric", "main_material", "composition", "material_composition", "wood"] },
  materials: { kind: "material" },
  fit: { kind: "fit" },
  pattern: { kind: "pattern" },
  style: { kind: "style" },
  finish: { kind: "finish", aliases: ["surface"] },
  season: { kind: "season" },
  scent: { kind: "scent", aliases: ["fragrance", "fragrance_family", "olfactory_family", "notes", "fragrance_notes"] },
  notes_top: { kind: "scent", aliases: ["top_notes", "top", "head_notes"] },
  notes_heart: { kind: "scent", aliases: ["heart_notes", "heart", "middle_notes", "middle"] },
  notes_base: { kind: "scent", aliases: ["base_notes", "base"] },
  flavor: {
    kind: "flavour",
    aliases: ["flavour", "taste", "flavour_notes", "flavor_notes", "tasting_notes", "cup_notes", "aroma"],
  },
  weight: { kind: "weight", aliases: ["net_weight", "item_weight", "product_weight", "weight_net"] },
  fabric_weight: { kind: "weight", aliases: ["gsm", "grammage", "fabric_gsm"] },
  dimensions: {
    kind: "dimensions",
    aliases: ["dimension", "measurements", "product_dimensions", "size_w_x_d_x_h", "dimensions_w_x_d_x_h", "w_x_d_x_h"],
  },
  length: { kind: "dimensions" },
  width: { kind: "dimensions" },
  height: { kind: "dimensions" },
  depth: { kind: "dimensions" },
  diameter: { kind: "dimensions" },
  capacity: { kind: "capacity", aliases: ["volume", "bowl_capacity", "content_volume", "fill_volume", "tank_capacity"] },
  power: { kind: "power", aliases: ["wattage", "output_power", "motor_power", "power_output", "rated_power"] },
  voltage: { kind: "power", aliases: ["volts", "rated_voltage"] },
  battery: { kind: "battery", aliases: ["battery_capacity"] },
  battery_life: { kind: "battery", aliases: ["battery_runtime", "runtime", "playtime", "playback_time", "run_time"] },
  screen: {
    kind: "screen",
    aliases: ["screen_size", "display", "display_size", "display_diagonal", "screen_diagonal", "diagonal"],
  },
  resolution: { kind: "screen", aliases: ["display_resolution", "screen_resolution"] },
  storage: {
    kind: "storage",
    // Icecat's features: a phone's "Internal storage capacity", a computer's "Total storage capacity".
    aliases: [
      "storage_capacity",
      "internal_storage",
      "internal_storage_capacity",
      "total_storage_capacity",
      "ssd",
      "hdd",
      "rom",
      "disk",
    ],
  },
  // Icecat's features: a phone's "RAM capacity", a computer's "Internal memory" (its RAM, beside "Internal memory type").
  memory: { kind: "memory", aliases: ["ram", "ram_memory", "system_memory", "ram_capacity", "internal_memory"] },
  processor: { kind: "processor", aliases: ["cpu", "chip", "chipset", "processor_model"] },
  operating_system: {
    kind: "operating_system",
    aliases: [
      "os",
      "operating_systems",
      "platform",
      "operating_system_installed",
      "os_installed",
      "preinstalled_operating_system",
    ],
  },
  connectivity: { kind: "connectivity", aliases: ["connections", "ports", "interfaces", "wireless_connectivity"] },
  range: { kind: "range", aliases: ["max_range", "maximum_range"] },
  warranty: { kind: "warranty", aliases: ["guarantee", "warranty_period", "warranty_length"] },
  care: { kind: "care", aliases: ["care_instructions", "washing_instructions", "care_label"] },
  origin: { kind: "origin", aliases: ["country_of_origin", "country", "origin_country", "provenance"] },
  /** Where it is made, a town or a region as much as a country ("Handmade in Java", Open Food Facts' places). */
  made_in: { kind: "origin", aliases: ["made_in", "place_of_manufacture", "manufacturing_place", "manufacturing_places"] },
  certifications: {
    kind: "certification",
    aliases: ["certification", "certified", "certificates", "certificate", "standards", "standard", "eco_labels", "seals"],
  },
  ingredients: { kind: "ingredient", aliases: ["ingredient", "inci"] },
  allergens: { kind: "allergen", aliases: ["allergen", "contains_allergens"] },
  /** What a food may contain (cross-contamination): allergens of their own sentence, never "contains". */
  traces: { kind: "allergen", aliases: ["may_contain"] },
  serving_size: { kind: "nutrition", aliases: ["serving", "portion_size"] },
  nutriscore: {
    kind: "nutrition",
    aliases: ["nutri_score", "nutriscore_grade", "nutrition_grade", "nutrition_grades", "nutrition_grade_fr"],
  },
  nova_group: { kind: "nutrition", aliases: ["nova"] },
  ingredients_origin: { kind: "origin", aliases: ["origin_of_ingredients", "origins"] },
  age: { kind: "age", aliases: ["min_age", "age_min", "recommended_age", "minimum_age", "age_range", "ages"] },
  pieces: { kind: "count", aliases: ["piece_count", "number_of_pieces", "pieces_count", "parts"] },
  speeds: { kind: "count", aliases: ["speed_settings", "number_of_speeds"] },
  seats: { kind: "count", aliases: ["seating_capacity", "number_of_seats"] },
  features: { kind: "feature", aliases: ["highlights", "key_features", "feature"] },
  included: {
    kind: "included",
    aliases: ["includes", "in_the_box", "accessories", "components", "whats_included", "box_contents", "contents"],
  },
  compatibility: { kind: "compatibility", aliases: ["compatible_with", "compatible_devices", "compatible_products"] },
  release_date: { kind: "date", aliases: ["launch_date", "released", "date_released"] },
  vintage: { kind: "year", aliases: ["harvest_year", "harvest", "crop_year"] },
  model_year: { kind: "year", aliases: ["year", "year_of_manufacture", "production_year"] },
  rating: { kind: "rating", aliases: ["average_rating", "avg_rating", "rating_value", "stars", "review_score"] },
  rating_count: {
    kind: "rating",
    aliases: ["review_count", "reviews_count", "ratings_count", "num_reviews", "number_of_reviews"],
  },
  reviews: {
    kind: "review",
    aliases: ["review", "quotes", "quote", "testimonials", "press_quotes", "manufacturer_quote", "expert_quote"],
  },
  price: {
    kind: "price",
    aliases: ["prices", "variant_price", "regular_price", "retail_price", "list_price", "msrp"],
  },
  // A reduced price beside the regular one is a second offer, not a second value of the price.
  sale_price: { kind: "price" },
  // Shopify's compare-at price: the higher price the product is shown struck through beside, never the price itself.
  compare_at_price: { kind: "price", aliases: ["variant_compare_at_price"] },
  currency: { kind: "currency", aliases: ["price_currency"] },
  availability: {
    kind: "availability",
    aliases: ["in_stock", "stock", "stock_status", "stock_quantity", "inventory", "inventory_quantity", "qty"],
  },
  gtin: {
    kind: "gtin",
    aliases: ["gtin8", "gtin12", "gtin13", "gtin14", "ean", "ean13", "upc", "isbn", "barcode", "variant_barcode"],
  },
  mpn: { kind: "mpn", aliases: ["model_number", "manufacturer_part_number", "part_number"] },
  tags: { kind: "tag", aliases: ["tag", "keywords"] },
};

const BY_NAME = new Map<string, string>(
  Object.entries(CONCEPTS).flatMap(([concept, { aliases = [] }]) => [concept, ...aliases].map((name) => [name, concept])),
);
// A column named in any language of the glossary ("Färg" in a Swedish shop's export, whatever its text's language)
// is the concept that word names, where the glossary writes the word for that concept alone.
const GLOSSARY_NAMES = new Map<string, Set<string>>();
for (const [concept, labels] of Object.entries(LABELS)) {
  if (!CONCEPTS[concept]) continue;
  for (const { word } of Object.values(labels)) {
    const name = normalize(word);
    GLOSSARY_NAMES.set(name, (GLOSSARY_NAMES.get(name) ?? new Set()).add(concept));
  }
}
for (const [name, concepts] of GLOSSARY_NAMES)
  if (concepts.size === 1 && !BY_NAME.has(name)) BY_NAME.set(name, [...concepts][0]!);

/** The concept a normalized column name stands for, if it is one the model knows. */
export const conceptOf = (name: string): string | undefined => BY_NAME.get(name);

/** Nutrients ("nutrient_saturated_fat") are too many to list, and their names ("energy", "salt") mean other things elsewhere. */
export const kindOfConcept = (concept: string): FactKind | undefined =>
  CONCEPTS[concept]?.kind ?? (concept.startsWith("nutrient_") ? "nutrition" : undefined);

/** Source columns whose name implies the unit of their numbers: Shopify's weight in grams. */
export const IMPLIED_UNITS: Record<string, { concept: string; unit: string }> = {
  variant_grams: { concept: "weight", unit: "g" },
  // Icecat's features (and the PIM attributes made from them) give these figures without a unit.
  total_megapixels: { concept: "total_megapixels", unit: "MP" },
  optical_zoom: { concept: "optical_zoom", unit: "x" },
  digital_zoom: { concept: "digital_zoom", unit: "x" },
  maximum_frame_rate: { concept: "maximum_frame_rate", unit: "fps" },
  response_time: { concept: "response_time", unit: "ms" },
};

/** Facts that belong to the offer or the page, not to a description of the product. */
export const OFFER_KINDS: ReadonlySet<FactKind> = new Set<FactKind>(["price", "currency", "availability", "gtin", "mpn", "tag"]);

/** The parts a dimensions fact is made of, in the order "W x D x H" strings give them. */
export const AXES = ["width", "depth", "height", "length", "diameter"] as const;
export type Axis = (typeof AXES)[number];

/** Columns no shopper reads: internal ids, links, media, stock-keeping and publishing flags. */
export const IGNORED =
  /^(id|sku|handle|url|link|slug|permalink|image|images|image_url|image_urls|image_src|variant_image|cost|cost_per_item|supplier|internal_notes?|published|status|visibility|type|product_type|parent|position|menu_order|tax_class|tax_status|shipping_class|template_suffix|variant_sku|variant_inventory_policy|variant_fulfillment_service|variant_requires_shipping|variant_taxable|gift_card|seo_title|seo_description|title|name|brand|vendor|category|categories|description|short_description|body_html|body)$/;
