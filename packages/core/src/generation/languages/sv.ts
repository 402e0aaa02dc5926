import { capitalize, qa, sentence, type Duration, type Label, type LanguagePack } from "./pack.js";

const a = (label: Label) => `${label.gender === "n" ? "ett" : "en"} ${label.word}`;
/** "5 års garanti", "24 månaders garanti"; other units as "garanti i 12 timmar". */
const warranty = (duration: Duration) =>
  duration.unit === "year"
    ? `${duration.value} års garanti`
    : duration.unit === "month"
      ? `${duration.value} månaders garanti`
      : `garanti i ${duration.text}`;
const grade = (value: string, best: string, reviews: string | null) =>
  `betyget ${value} av ${best}${reviews ? ` (${reviews})` : ""}`;

export const sv: LanguagePack = {
  locale: "sv",
  lowercaseValues: true,
  properties: {
    waterproof: "vattentät",
    water_resistant: "vattenavvisande",
    windproof: "vindtät",
    breathable: "andningsaktiv",
    machine_washable: "maskintvättbar",
    dishwasher_safe: "diskmaskinssäker",
    vegan: "vegansk",
    organic: "ekologisk",
    gluten_free: "glutenfri",
    recyclable: "återvinningsbar",
    rechargeable: "laddningsbar",
    wireless: "trådlös",
    foldable: "hopfällbar",
    adjustable: "justerbar",
    handmade: "handgjord",
    bpa_free: "BPA-fri",
    insulated: "isolerad",
    cruelty_free: "djurförsöksfri",
  },
  yes: "ja",
  no: "nej",
  headings: {
    details: "Produktinformation",
    faq: "Vanliga frågor",
    brand: "varumärke",
    category: "kategori",
    glance: "I korthet",
  },
  quoteMarks: ["”", "”"],
  reviews: (count, formatted) => `${formatted} ${count === 1 ? "omdöme" : "omdömen"}`,
  by: (name, brand) => `${name} från ${brand}`,
  summary: (subject, highlights) => `${subject}: ${highlights}.`,
  lead: (name, brand, leaf) =>
    brand && leaf
      ? `${name} från ${brand} hör till kategorin ${leaf}.`
      : brand
        ? `${name} kommer från ${brand}.`
        : leaf
          ? `${name} hör till kategorin ${leaf}.`
          : `Upptäck ${name}.`,
  subjects: { named: (name) => name, later: ["Den"], fallback: "Produkten" },
  predicates: {
    properties: (list) => `är ${list}`,
    measure: (key, value) =>
      (
        ({
          dimensions: `mäter ${value}`,
          weight: `väger ${value}`,
          storage: `har ${value} lagring`,
          memory: `har ${value} RAM`,
          screen: `har en skärm på ${value}`,
          battery: `har ett batteri på ${value}`,
          battery_life: `räcker i ${value} på en laddning`,
          capacity: `rymmer ${value}`,
          age: `passar från ${value}`,
        }) as Record<string, string>
      )[key],
    dimension: (label, value) => `${a(label)} på ${value}`,
    runsOn: (system) => `körs med ${system}`,
    has: (list) => `har ${list}`,
    warranty: (duration) => `har ${warranty(duration)}`,
    certified: (list) => `är certifierad enligt ${list}`,
    list: (role, list) =>
      role === "included"
        ? `är utrustad med ${list}`
        : role === "variants"
          ? `finns i ${list}`
          : role === "materials"
            ? `är tillverkad av ${list}`
            : role === "compatibility"
              ? `är kompatibel med ${list}`
              : undefined,
  },
  sentences: {
    rated: (value, best, reviews) => `Kunderna ger den ${grade(value, best, reviews)}.`,
    list: (_role, label, list) => `${capitalize(label.word)}: ${list}.`,
    text: (label, text) => sentence(`${capitalize(label.word)}: ${text}`),
  },
  highlights: {
    measure: (label, value) => `${label.word} ${value}`,
    warranty,
    certified: (list) => `certifierad enligt ${list}`,
    rated: (value, best) => `betyg ${value}/${best}`,
  },
  faq: {
    brand: (name, brand) => qa(`Från vilket märke kommer ${name}?`, `${name} kommer från ${brand}.`),
    measure: (name, label, value) =>
      qa(`${label.gender === "n" ? "Vilket" : "Vilken"} ${label.word} har ${name}?`, `${name} har ${a(label)} på ${value}.`),
    scalar: (name, label, value) =>
      qa(
        `${label.gender === "n" ? "Vilket" : "Vilken"} ${label.word} har ${name}?`,
        `${capitalize(label.definite ?? label.word)} på ${name} är ${value}.`,
      ),
    property: (name, adjective) => qa(`Är ${name} ${adjective}?`, `Ja, ${name} är ${adjective}.`),
    warranty: (name, duration) => qa(`Hur lång garanti har ${name}?`, `${name} har ${warranty(duration)}.`),
    certified: (name, list, count) =>
      qa(
        `${count === 1 ? "Vilken certifiering" : "Vilka certifieringar"} har ${name}?`,
        `${name} är certifierad enligt ${list}.`,
      ),
    rated: (name, value, best, reviews) =>
      qa(`Vad tycker kunderna om ${name}?`, `Kunderna ger ${name} ${grade(value, best, reviews)}.`),
    included: (name, list) => qa(`Vad är ${name} utrustad med?`, `${name} är utrustad med ${list}.`),
    ingredients: (name, list) => qa(`Vilka ingredienser innehåller ${name}?`, `${name} innehåller ${list}.`),
    category: (name, leaf) => qa(`Vilken kategori hör ${name} till?`, `${name} hör till kategorin ${leaf}.`),
    dimensions: (name, value) => qa(`Vilka mått har ${name}?`, `${name} mäter ${value}.`),
    compatibility: (name, list) => qa(`Vad är ${name} kompatibel med?`, `${name} är kompatibel med ${list}.`),
  },
  keyword: (productType, property) => `${productType} ${property}`,
  tones: {
    neutral: { callToAction: (name, variant) => [`Beställ ${name} redan i dag.`, `Lägg ${name} i varukorgen.`][variant % 2]! },
  },
};
