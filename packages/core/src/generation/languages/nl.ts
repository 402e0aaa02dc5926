import { capitalize, qa, sentence, type Label, type LanguagePack } from "./pack.js";

const the = (label: Label) => `${label.gender === "n" ? "het" : "de"} ${label.word}`;
const score = (value: string, best: string, reviews: string | null) =>
  `met ${value} uit ${best}${reviews ? ` (${reviews})` : ""}`;

export const nl: LanguagePack = {
  locale: "nl",
  lowercaseValues: true,
  labels: {
    color: { word: "kleur", gender: "c" },
    size: { word: "maat", gender: "c" },
    material: { word: "materiaal", gender: "n" },
    weight: { word: "gewicht", gender: "n" },
    capacity: { word: "inhoud", gender: "c" },
    length: { word: "lengte", gender: "c" },
    width: { word: "breedte", gender: "c" },
    height: { word: "hoogte", gender: "c" },
    depth: { word: "diepte", gender: "c" },
    diameter: { word: "diameter", gender: "c" },
    origin: { word: "land van herkomst", gender: "n" },
    care: { word: "onderhoud", gender: "n" },
    fit: { word: "pasvorm", gender: "c" },
    pattern: { word: "patroon", gender: "n" },
    style: { word: "stijl", gender: "c" },
    season: { word: "seizoen", gender: "n" },
    finish: { word: "afwerking", gender: "c" },
    scent: { word: "geur", gender: "c" },
    flavor: { word: "smaak", gender: "c" },
    power: { word: "vermogen", gender: "n" },
    voltage: { word: "spanning", gender: "c" },
    battery: { word: "accucapaciteit", gender: "c" },
    storage: { word: "opslag", gender: "c" },
    pieces: { word: "aantal onderdelen", gender: "n" },
    age: { word: "minimumleeftijd", gender: "c" },
    features: { word: "uitrusting" },
    included: { word: "inhoud van de verpakking" },
    ingredients: { word: "ingrediënten" },
    allergens: { word: "allergenen" },
    colors: { word: "kleuren" },
    sizes: { word: "maten" },
    materials: { word: "materialen" },
    compatibility: { word: "compatibel met" },
    certifications: { word: "certificeringen" },
    warranty: { word: "garantie", gender: "c" },
  },
  properties: {
    waterproof: "waterdicht",
    water_resistant: "waterafstotend",
    windproof: "winddicht",
    breathable: "ademend",
    machine_washable: "machinewasbaar",
    dishwasher_safe: "vaatwasserbestendig",
    vegan: "veganistisch",
    organic: "biologisch",
    gluten_free: "glutenvrij",
    recyclable: "recyclebaar",
    rechargeable: "oplaadbaar",
    wireless: "draadloos",
    foldable: "opvouwbaar",
    adjustable: "verstelbaar",
    handmade: "handgemaakt",
    bpa_free: "BPA-vrij",
    insulated: "geïsoleerd",
    cruelty_free: "dierproefvrij",
  },
  yes: "ja",
  no: "nee",
  headings: { details: "Productdetails", faq: "Veelgestelde vragen" },
  quoteMarks: ["‘", "’"],
  reviews: (count, formatted) => `${formatted} ${count === 1 ? "beoordeling" : "beoordelingen"}`,
  by: (name, brand) => `${name} van ${brand}`,
  summary: (subject, highlights) => `${subject}: ${highlights}.`,
  lead: (name, brand, leaf) =>
    brand && leaf
      ? `${name} van ${brand} hoort bij de categorie ${leaf}.`
      : brand
        ? `${name} is van het merk ${brand}.`
        : leaf
          ? `${name} hoort bij de categorie ${leaf}.`
          : `Ontdek ${name}.`,
  subjects: { named: (name) => name, later: ["Het"], fallback: "Dit product" },
  predicates: {
    properties: (list) => `is ${list}`,
    measure: (key, value) => (key === "weight" ? `weegt ${value}` : undefined),
    dimension: (label, value) => `een ${label.word} van ${value}`,
    has: (list) => `heeft ${list}`,
    warranty: (duration) => `heeft ${duration.text} garantie`,
    certified: (list) => `is gecertificeerd volgens ${list}`,
    list: (role, list) =>
      role === "included"
        ? `is voorzien van ${list}`
        : role === "variants"
          ? `is verkrijgbaar in ${list}`
          : role === "materials"
            ? `is gemaakt van ${list}`
            : role === "compatibility"
              ? `is compatibel met ${list}`
              : undefined,
  },
  sentences: {
    rated: (value, best, reviews) => `Klanten beoordelen het ${score(value, best, reviews)}.`,
    list: (_role, label, list) => `${capitalize(label.word)}: ${list}.`,
    details: (pairs) => `Overige gegevens: ${pairs}.`,
    text: (label, text) => sentence(`${capitalize(label.word)}: ${text}`),
  },
  highlights: {
    measure: (label, value) => `${label.word} van ${value}`,
    warranty: (duration) => `${duration.text} garantie`,
    certified: (list) => `gecertificeerd volgens ${list}`,
    rated: (value, best) => `beoordeeld met ${value}/${best}`,
  },
  faq: {
    brand: (name, brand) => qa(`Van welk merk is ${name}?`, `${name} is van het merk ${brand}.`),
    measure: (name, label, value) => qa(`Wat is ${the(label)} van ${name}?`, `${name} heeft een ${label.word} van ${value}.`),
    scalar: (name, label, value) => qa(`Wat is ${the(label)} van ${name}?`, `${capitalize(the(label))} van ${name} is ${value}.`),
    property: (name, adjective) => qa(`Is ${name} ${adjective}?`, `Ja, ${name} is ${adjective}.`),
    warranty: (name, duration) => qa(`Hoeveel garantie heeft ${name}?`, `${name} heeft ${duration.text} garantie.`),
    certified: (name, list, count) =>
      qa(
        `Welke ${count === 1 ? "certificering" : "certificeringen"} heeft ${name}?`,
        `${name} is gecertificeerd volgens ${list}.`,
      ),
    rated: (name, value, best, reviews) =>
      qa(`Hoe beoordelen klanten ${name}?`, `Klanten beoordelen ${name} ${score(value, best, reviews)}.`),
    included: (name, list) => qa(`Waarmee is ${name} uitgerust?`, `${name} is voorzien van ${list}.`),
    ingredients: (name, list) => qa(`Welke ingrediënten bevat ${name}?`, `${name} bevat ${list}.`),
    compatibility: (name, list) => qa(`Waarmee is ${name} compatibel?`, `${name} is compatibel met ${list}.`),
  },
  keyword: (productType, property) => `${productType} ${property}`,
};
