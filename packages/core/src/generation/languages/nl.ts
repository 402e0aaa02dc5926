import { capitalize, qa, sentence, type Label, type LanguagePack } from "./pack.js";

const the = (label: Label) => `${label.gender === "n" ? "het" : "de"} ${label.word}`;
const score = (value: string, best: string, reviews: string | null) =>
  `met ${value} uit ${best}${reviews ? ` (${reviews})` : ""}`;

export const nl: LanguagePack = {
  locale: "nl",
  lowercaseValues: true,
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
  headings: {
    details: "Productdetails",
    faq: "Veelgestelde vragen",
    brand: "merk",
    category: "categorie",
    glance: "In het kort",
  },
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
    measure: (key, value) =>
      (
        ({
          dimensions: `meet ${value}`,
          weight: `weegt ${value}`,
          storage: `biedt ${value} opslag`,
          memory: `heeft ${value} werkgeheugen`,
          screen: `heeft een scherm van ${value}`,
          battery: `heeft een accu van ${value}`,
          battery_life: `gaat ${value} mee op een acculading`,
          age: `is geschikt vanaf ${value}`,
        }) as Record<string, string>
      )[key],
    dimension: (label, value) => `een ${label.word} van ${value}`,
    runsOn: (system) => `draait op ${system}`,
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
    category: (name, leaf) => qa(`Tot welke categorie behoort ${name}?`, `${name} hoort bij de categorie ${leaf}.`),
    dimensions: (name, value) => qa(`Wat zijn de afmetingen van ${name}?`, `${name} meet ${value}.`),
    compatibility: (name, list) => qa(`Waarmee is ${name} compatibel?`, `${name} is compatibel met ${list}.`),
  },
  keyword: (productType, property) => `${productType} ${property}`,
  tones: {
    neutral: {
      callToAction: (name, variant) => [`Bestel ${name} vandaag nog.`, `Leg ${name} in je winkelmandje.`][variant % 2]!,
    },
  },
};
