import { capitalize, qa, sentence, type Label, type LanguagePack } from "./pack.js";

const the = (label: Label) => `${label.gender === "n" ? "het" : "de"} ${label.word}`;
const score = (value: string, best: string, reviews: string | null) =>
  `met ${value} uit ${best}${reviews ? ` (${reviews})` : ""}`;

/** " van Summit Gear" after a name, or nothing. */
const of = (brand: string | null) => (brand ? ` van ${brand}` : "");
/** The category after a name; odd variants name its department, a shape without the word "categorie" (a rule may forbid it). */
const fromCategory = (leaf: string | null, variant: number) =>
  leaf ? (variant % 2 ? `, te vinden bij ${leaf},` : ` uit de categorie ${leaf}`) : "";
/** "Categorie: Rugzakken. Merk: Summit Gear." for the technical tone's labelled openings. */
const labelled = (brand: string | null, leaf: string | null, variant: number) =>
  [leaf && `${variant % 2 ? "Producttype" : "Categorie"}: ${leaf}.`, brand && `Merk: ${brand}.`].filter(Boolean).join(" ");

// Dutch puts the verb second: a tone's words before a sentence are conjunctions ("En"), which keep the subject
// before its verb. Neutral, friendly and playful address the reader as je, premium as u.
const tones: LanguagePack["tones"] = {
  neutral: {
    callToAction: (_name, variant) =>
      [
        `Voeg dit product toe aan je winkelwagen om je bestelling te plaatsen.`,
        `Leg dit product in je winkelwagen en rond je bestelling af wanneer het jou uitkomt.`,
      ][variant % 2]!,
  },
  friendly: {
    lead: (name, brand, leaf, variant) => `Maak kennis met ${name}${of(brand)}${fromCategory(leaf, variant)}.`,
    introduce: (name, brand, predicates, variant) =>
      [`Maak kennis met ${name}${of(brand)}: het ${predicates}.`, `Dit is ${name}${of(brand)}, en het ${predicates}.`][
        variant % 2
      ]!,
    connectives: ["", "En"],
    predicates: {
      warranty: (duration) => `geeft je ${duration.text} garantie`,
      list: (role, list, variant = 0) =>
        role === "included"
          ? `heeft ${list} aan boord`
          : role === "variants"
            ? [`is er in ${list}`, `is verkrijgbaar in ${list}`][variant % 2]
            : role === "materials"
              ? `is gemaakt van ${list}`
              : role === "compatibility"
                ? `werkt met ${list}`
                : undefined,
    },
    sentences: {
      rated: (value, best, reviews) => `Klanten geven het een ${value} uit ${best}${reviews ? ` (${reviews})` : ""}.`,
    },
    callToAction: (name, variant) =>
      [
        `Als ${name} je bevalt, leg het dan gerust nu in je winkelwagen.`,
        `Leg ${name} gewoon in je winkelwagen en bestel het wanneer jij wilt.`,
      ][variant % 2]!,
  },
  premium: {
    lead: (name, brand, leaf, variant) =>
      brand
        ? `${brand} presenteert ${name}${variant % 2 ? fromCategory(leaf, variant) : leaf ? `, uit de categorie ${leaf}` : ""}.`
        : `Wij presenteren ${name}${fromCategory(leaf, variant)}.`,
    introduce: (name, brand, predicates, variant) =>
      [
        ...(brand ? [`${brand} presenteert ${name}: het ${predicates}.`] : []),
        `Wij presenteren ${name}${of(brand)}: het ${predicates}.`,
      ][variant % (brand ? 2 : 1)]!,
    predicates: {
      warranty: (duration) => `gaat vergezeld van ${duration.text} garantie`,
      certified: (list, count) => `draagt de ${count === 1 ? "certificering" : "certificeringen"} ${list}`,
      list: (role, list, variant = 0) =>
        role === "included"
          ? `wordt geleverd met ${list}`
          : role === "variants"
            ? [`is leverbaar in ${list}`, `is verkrijgbaar in ${list}`][variant % 2]
            : role === "materials"
              ? `is vervaardigd uit ${list}`
              : role === "compatibility"
                ? `is compatibel met ${list}`
                : undefined,
    },
    sentences: {
      rated: (value, best, reviews) => `Klanten waarderen het met ${value} uit ${best}${reviews ? ` (${reviews})` : ""}.`,
    },
    callToAction: (name, variant) =>
      [
        `Voeg ${name} vandaag nog toe aan uw winkelwagen en maak het uw eigen.`,
        `Wij nodigen u uit om ${name} aan uw winkelwagen toe te voegen.`,
      ][variant % 2]!,
  },
  technical: {
    // Labelled lines open the data sheet; the facts follow in sentences of their own.
    lead: (name, brand, leaf, variant) =>
      [`${labelled(brand, leaf, variant)} Product: ${name}.`, `Product: ${name}. ${labelled(brand, leaf, variant)}`][
        variant % 2
      ]!.trim(),
    subjects: { fallback: "Dit artikel" },
    predicates: {
      warranty: (duration) => `valt onder ${duration.text} garantie`,
      certified: (list) => `is gecertificeerd conform ${list}`,
      list: (role, list, variant = 0) =>
        role === "included"
          ? `wordt geleverd met ${list}`
          : role === "variants"
            ? [`is uitgevoerd in ${list}`, `is verkrijgbaar in ${list}`][variant % 2]
            : role === "materials"
              ? `is vervaardigd van ${list}`
              : role === "compatibility"
                ? `is compatibel met ${list}`
                : undefined,
    },
    sentences: {
      rated: (value, best, reviews) => `Gemiddelde klantbeoordeling: ${value}/${best}${reviews ? ` (${reviews})` : ""}.`,
    },
    callToAction: (_name, variant) =>
      [
        `Bestellen: voeg het product in de gewenste hoeveelheid toe aan de winkelwagen.`,
        `Voor een bestelling voegt u het product met het gewenste aantal toe aan de winkelwagen.`,
      ][variant % 2]!,
  },
  playful: {
    lead: (name, brand, leaf, variant) => `Zeg hallo tegen ${name}${of(brand)}${fromCategory(leaf, variant)}!`,
    introduce: (name, brand, predicates, variant) =>
      [`Zeg hallo tegen ${name}${of(brand)}: het ${predicates}!`, `Tromgeroffel voor ${name}${of(brand)}: het ${predicates}.`][
        variant % 2
      ]!,
    connectives: ["En o ja,", ""],
    predicates: {
      warranty: (duration) => `trakteert je op ${duration.text} garantie`,
      list: (role, list, variant = 0) =>
        role === "included"
          ? `neemt ${list} mee`
          : role === "variants"
            ? [`is te krijgen in ${list}`, `is verkrijgbaar in ${list}`][variant % 2]
            : role === "materials"
              ? `is gemaakt van ${list}`
              : role === "compatibility"
                ? `kan goed overweg met ${list}`
                : undefined,
    },
    sentences: {
      rated: (value, best, reviews) => `Het oordeel van klanten: een ${value} uit ${best}${reviews ? ` (${reviews})` : ""}.`,
    },
    callToAction: (name, variant) =>
      [
        `Niet te lang twijfelen: hup, ${name} zo in je winkelwagen!`,
        `Toe maar, ${name} staat al te trappelen om in je winkelwagen te springen!`,
      ][variant % 2]!,
  },
};

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
    glance: "In het kort",
  },
  quoteMarks: ["‘", "’"],
  reviews: (count, formatted) => `${formatted} ${count === 1 ? "beoordeling" : "beoordelingen"}`,
  by: (name, brand) => `${name} van ${brand}`,
  isA: (name, type, plural) => `${name} ${plural ? "zijn" : "is"} ${type}.`,
  allergens: { contains: (list) => `Bevat ${list}.`, traces: (list) => `Kan sporen bevatten van ${list}.` },
  summary: (subject, highlights) => `${subject}: ${highlights}.`,
  lead: (name, brand, leaf, variant) =>
    brand && leaf
      ? `${name} van ${brand} hoort bij de categorie ${leaf}.`
      : brand
        ? [`${name} is van het merk ${brand}.`, `${name} komt van ${brand}.`][variant % 2]!
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
    resolution: (value) => `met een resolutie van ${value}`,
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
    variants: (name, label, list) => qa(`Welke opties voor ${label.word} heeft ${name}?`, `${name} is verkrijgbaar in ${list}.`),
    ingredients: (name, list) => qa(`Welke ingrediënten bevat ${name}?`, `${name} bevat ${list}.`),
    dimensions: (name, value) => qa(`Wat zijn de afmetingen van ${name}?`, `${name} meet ${value}.`),
    compatibility: (name, list) => qa(`Waarmee is ${name} compatibel?`, `${name} is compatibel met ${list}.`),
  },
  keyword: (productType, property) => `${productType} ${property}`,
  tones,
};
