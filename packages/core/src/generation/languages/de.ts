import { capitalize, qa, sentence, type Gender, type Label, type LanguagePack } from "./pack.js";

const ACCUSATIVE_INDEFINITE: Record<Gender, string> = { m: "einen", f: "eine", n: "ein", c: "ein" };
const NOMINATIVE_DEFINITE: Record<Gender, string> = { m: "der", f: "die", n: "das", c: "das" };
const WHICH_ACCUSATIVE: Record<Gender, string> = { m: "Welchen", f: "Welche", n: "Welches", c: "Welches" };
const gender = (label: Label): Gender => label.gender ?? "n";
const hasA = (label: Label, value: string) => `${ACCUSATIVE_INDEFINITE[gender(label)]} ${label.word} von ${value}`;
const points = (value: string, best: string, reviews: string | null) =>
  `mit ${value} von ${best} Punkten${reviews ? ` (${reviews})` : ""}`;

export const de: LanguagePack = {
  locale: "de",
  lowercaseValues: false,
  labels: {
    color: { word: "Farbe", gender: "f" },
    size: { word: "Größe", gender: "f" },
    material: { word: "Material", gender: "n" },
    weight: { word: "Gewicht", gender: "n" },
    capacity: { word: "Fassungsvermögen", gender: "n" },
    length: { word: "Länge", gender: "f" },
    width: { word: "Breite", gender: "f" },
    height: { word: "Höhe", gender: "f" },
    depth: { word: "Tiefe", gender: "f" },
    diameter: { word: "Durchmesser", gender: "m" },
    origin: { word: "Herkunftsland", gender: "n" },
    care: { word: "Pflege", gender: "f" },
    fit: { word: "Passform", gender: "f" },
    pattern: { word: "Muster", gender: "n" },
    style: { word: "Stil", gender: "m" },
    season: { word: "Saison", gender: "f" },
    finish: { word: "Oberfläche", gender: "f" },
    scent: { word: "Duft", gender: "m" },
    flavor: { word: "Geschmack", gender: "m" },
    power: { word: "Leistung", gender: "f" },
    voltage: { word: "Spannung", gender: "f" },
    battery: { word: "Akkukapazität", gender: "f" },
    storage: { word: "Speicher", gender: "m" },
    pieces: { word: "Teileanzahl", gender: "f" },
    age: { word: "Mindestalter", gender: "n" },
    features: { word: "Ausstattung", gender: "f" },
    included: { word: "Lieferumfang", gender: "m" },
    ingredients: { word: "Zutaten" },
    allergens: { word: "Allergene" },
    colors: { word: "Farben" },
    sizes: { word: "Größen" },
    materials: { word: "Materialien" },
    compatibility: { word: "Kompatibel mit" },
    certifications: { word: "Zertifizierungen" },
    warranty: { word: "Garantie", gender: "f" },
  },
  properties: {
    waterproof: "wasserdicht",
    water_resistant: "wasserabweisend",
    windproof: "winddicht",
    breathable: "atmungsaktiv",
    machine_washable: "maschinenwaschbar",
    dishwasher_safe: "spülmaschinenfest",
    vegan: "vegan",
    organic: "aus biologischem Anbau",
    gluten_free: "glutenfrei",
    recyclable: "recycelbar",
    rechargeable: "wiederaufladbar",
    wireless: "kabellos",
    foldable: "faltbar",
    adjustable: "verstellbar",
    handmade: "handgefertigt",
    bpa_free: "BPA-frei",
    insulated: "isoliert",
    cruelty_free: "tierversuchsfrei",
  },
  yes: "ja",
  no: "nein",
  headings: { details: "Produktdetails", faq: "Häufige Fragen" },
  quoteMarks: ["„", "“"],
  reviews: (count, formatted) => `${formatted} ${count === 1 ? "Bewertung" : "Bewertungen"}`,
  by: (name, brand) => `${name} von ${brand}`,
  summary: (subject, highlights) => `${subject}: ${highlights}.`,
  lead: (name, brand, leaf) =>
    brand && leaf
      ? `${name} von ${brand} gehört zur Kategorie ${leaf}.`
      : brand
        ? `${name} stammt von ${brand}.`
        : leaf
          ? `${name} gehört zur Kategorie ${leaf}.`
          : `Entdecken Sie ${name}.`,
  subjects: { named: (name) => name, later: ["Das Produkt", "Es"], fallback: "Das Produkt" },
  predicates: {
    properties: (list) => `ist ${list}`,
    measure: (key, value) => (key === "capacity" ? `fasst ${value}` : key === "weight" ? `wiegt ${value}` : undefined),
    dimension: hasA,
    has: (list) => `hat ${list}`,
    warranty: (duration) => `hat ${duration.text} Garantie`,
    certified: (list) => `ist nach ${list} zertifiziert`,
    list: (role, list) =>
      role === "included"
        ? `ist mit ${list} ausgestattet`
        : role === "variants"
          ? `ist in ${list} erhältlich`
          : role === "materials"
            ? `besteht aus ${list}`
            : role === "compatibility"
              ? `ist mit ${list} kompatibel`
              : undefined,
  },
  sentences: {
    rated: (value, best, reviews) => `Kunden bewerten es ${points(value, best, reviews)}.`,
    list: (_role, label, list) => `${capitalize(label.word)}: ${list}.`,
    details: (pairs) => `Weitere Angaben: ${pairs}.`,
    text: (label, text) => sentence(`${capitalize(label.word)}: ${text}`),
  },
  highlights: {
    measure: (label, value) => `${label.word} ${value}`,
    warranty: (duration) => `${duration.text} Garantie`,
    certified: (list) => `zertifiziert nach ${list}`,
    rated: (value, best) => `mit ${value}/${best} bewertet`,
  },
  faq: {
    brand: (name, brand) => qa(`Von welcher Marke ist ${name}?`, `${name} stammt von ${brand}.`),
    measure: (name, label, value) =>
      qa(`${WHICH_ACCUSATIVE[gender(label)]} ${label.word} hat ${name}?`, `${name} hat ${hasA(label, value)}.`),
    scalar: (name, label, value) =>
      qa(
        `${WHICH_ACCUSATIVE[gender(label)]} ${label.word} hat ${name}?`,
        `${capitalize(NOMINATIVE_DEFINITE[gender(label)])} ${label.word} von ${name} ist ${value}.`,
      ),
    property: (name, adjective) => qa(`Ist ${name} ${adjective}?`, `Ja, ${name} ist ${adjective}.`),
    warranty: (name, duration) =>
      qa(`Wie lange gilt die Garantie auf ${name}?`, `Auf ${name} gibt es ${duration.text} Garantie.`),
    certified: (name, list, count) =>
      qa(`Welche ${count === 1 ? "Zertifizierung" : "Zertifizierungen"} hat ${name}?`, `${name} ist nach ${list} zertifiziert.`),
    rated: (name, value, best, reviews) =>
      qa(`Wie bewerten Kunden ${name}?`, `Kunden bewerten ${name} ${points(value, best, reviews)}.`),
    included: (name, list) => qa(`Womit ist ${name} ausgestattet?`, `${name} ist ausgestattet mit ${list}.`),
    ingredients: (name, list) => qa(`Welche Zutaten enthält ${name}?`, `${name} enthält ${list}.`),
    compatibility: (name, list) => qa(`Womit ist ${name} kompatibel?`, `${name} ist kompatibel mit ${list}.`),
  },
  keyword: (productType, property) => `${productType} ${property}`,
};
