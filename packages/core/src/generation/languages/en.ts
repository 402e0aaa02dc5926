import { capitalize, qa, sentence, type Duration, type LanguagePack } from "./pack.js";

const an = (word: string) => (/^[aeio]|^u(?!ni|s[aeu])|^hou|^hon/i.test(word) ? `an ${word}` : `a ${word}`);
const durationAdjective = (duration: Duration) => `${duration.value}-${duration.unit}`;
const outOf = (value: string, best: string, reviews: string | null) =>
  `${value} out of ${best}${reviews ? ` across ${reviews}` : ""}`;

export const en: LanguagePack = {
  locale: "en-GB",
  lowercaseValues: true,
  labels: {
    color: { word: "colour" },
    size: { word: "size" },
    material: { word: "material" },
    weight: { word: "weight" },
    capacity: { word: "capacity" },
    length: { word: "length" },
    width: { word: "width" },
    height: { word: "height" },
    depth: { word: "depth" },
    diameter: { word: "diameter" },
    origin: { word: "country of origin" },
    care: { word: "care" },
    fit: { word: "fit" },
    pattern: { word: "pattern" },
    style: { word: "style" },
    season: { word: "season" },
    finish: { word: "finish" },
    scent: { word: "scent" },
    flavor: { word: "flavour" },
    power: { word: "power" },
    voltage: { word: "voltage" },
    battery: { word: "battery capacity" },
    storage: { word: "storage" },
    pieces: { word: "number of pieces" },
    age: { word: "minimum age" },
    features: { word: "features" },
    included: { word: "in the box" },
    ingredients: { word: "ingredients" },
    allergens: { word: "allergens" },
    colors: { word: "colours" },
    sizes: { word: "sizes" },
    materials: { word: "materials" },
    compatibility: { word: "compatible with" },
    certifications: { word: "certifications" },
    warranty: { word: "warranty" },
  },
  properties: {
    waterproof: "waterproof",
    water_resistant: "water-resistant",
    windproof: "windproof",
    breathable: "breathable",
    machine_washable: "machine washable",
    dishwasher_safe: "dishwasher safe",
    vegan: "vegan",
    organic: "organic",
    gluten_free: "gluten-free",
    recyclable: "recyclable",
    rechargeable: "rechargeable",
    wireless: "wireless",
    foldable: "foldable",
    adjustable: "adjustable",
    handmade: "handmade",
    bpa_free: "BPA-free",
    insulated: "insulated",
    cruelty_free: "cruelty-free",
  },
  yes: "yes",
  no: "no",
  headings: { details: "Product details", faq: "Frequently asked questions" },
  quoteMarks: ["“", "”"],
  reviews: (count, formatted) => `${formatted} ${count === 1 ? "review" : "reviews"}`,
  includedItem: withArticle,
  by: (name, brand) => `${name} by ${brand}`,
  summary: (subject, highlights) => `${subject}: ${highlights}.`,
  lead: (name, brand, leaf) =>
    brand && leaf
      ? `The ${name} by ${brand} belongs to the ${leaf} category.`
      : brand
        ? `The ${name} is made by ${brand}.`
        : leaf
          ? `The ${name} belongs to the ${leaf} category.`
          : `Discover the ${name}.`,
  subjects: { named: (name) => `The ${name}`, later: ["It"], fallback: "This product" },
  predicates: {
    properties: (list) => `is ${list}`,
    measure: (key, value) => (key === "capacity" ? `holds ${value}` : key === "weight" ? `weighs ${value}` : undefined),
    dimension: (label, value) => `${an(label.word)} of ${value}`,
    has: (list) => `has ${list}`,
    warranty: (duration) => `is backed by a ${durationAdjective(duration)} warranty`,
    certified: (list) => `is certified to ${list}`,
    list: (role, list) =>
      role === "included"
        ? `comes with ${list}`
        : role === "variants"
          ? `is available in ${list}`
          : role === "materials"
            ? `is made of ${list}`
            : role === "compatibility"
              ? `is compatible with ${list}`
              : undefined,
  },
  sentences: {
    rated: (value, best, reviews) => `Customers rate it ${outOf(value, best, reviews)}.`,
    list: (_role, label, list) => `${capitalize(label.word)}: ${list}.`,
    details: (pairs) => `Details: ${pairs}.`,
    text: (label, text) => sentence(`${capitalize(label.word)}: ${text}`),
  },
  highlights: {
    measure: (label, value) => `${value} ${label.word}`,
    warranty: (duration) => `${durationAdjective(duration)} warranty`,
    certified: (list) => `certified to ${list}`,
    rated: (value, best) => `rated ${value}/${best}`,
  },
  faq: {
    brand: (name, brand) => qa(`Who makes the ${name}?`, `The ${name} is made by ${brand}.`),
    measure: (name, label, value) =>
      qa(`What is the ${label.word} of the ${name}?`, `The ${name} has ${an(label.word)} of ${value}.`),
    scalar: (name, label, value) =>
      qa(`What is the ${label.word} of the ${name}?`, `The ${label.word} of the ${name} is ${value}.`),
    property: (name, adjective) => qa(`Is the ${name} ${adjective}?`, `Yes, the ${name} is ${adjective}.`),
    warranty: (name, duration) =>
      qa(`What warranty does the ${name} come with?`, `The ${name} comes with a ${durationAdjective(duration)} warranty.`),
    certified: (name, list, count) =>
      qa(
        `Which ${count === 1 ? "certification" : "certifications"} does the ${name} have?`,
        `The ${name} is certified to ${list}.`,
      ),
    rated: (name, value, best, reviews) =>
      qa(`How do customers rate the ${name}?`, `Customers rate the ${name} ${outOf(value, best, reviews)}.`),
    included: (name, list) => qa(`What does the ${name} come with?`, `The ${name} comes with ${list}.`),
    ingredients: (name, list) => qa(`What ingredients does the ${name} contain?`, `The ${name} contains ${list}.`),
    compatibility: (name, list) => qa(`What is the ${name} compatible with?`, `The ${name} is compatible with ${list}.`),
  },
  keyword: (productType, property) => `${property} ${productType}`,
};

/** Things a product comes with take an article unless plural or uncountable: "a rain cover", "hip-belt pockets". */
function withArticle(item: string): string {
  const last = item.split(/\s+/).at(-1) ?? item;
  const plural = /[^s]s$/i.test(last) && !/(us|is|ss)$/i.test(last);
  const uncountable = /(ing|ness|ity|ware|wear)$/i.test(last);
  return plural || uncountable || /^[\p{Lu}\d]{2}/u.test(item) || /^\d/.test(item) ? item : an(item);
}
