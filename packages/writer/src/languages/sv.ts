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

/**
 * Colours after "finns i" take the neuter form, as nouns of the colour ("finns i blått, grönt eller rött"); the
 * details keep the adjective ("Färg: blå"). Compounds change in their last part ("marinblått", "olivgrönt").
 */
const asColours = (list: string) =>
  list.replace(/(?<![\p{L}])(\p{L}*?)(blå|grå|röd|grön|brun|gul|vit|turkos)(?![\p{L}])/giu, (_, head: string, stem: string) => {
    const lower = stem.toLowerCase();
    const neuter = lower === "röd" ? "rött" : lower === "vit" ? "vitt" : /[åa]$/.test(lower) ? `${lower}tt` : `${lower}t`;
    return head + (stem[0] === stem[0]!.toUpperCase() ? capitalize(neuter) : neuter);
  });

/** " från Summit Gear" after a name, or nothing. */
const of = (brand: string | null) => (brand ? ` från ${brand}` : "");
/** The category after a name; odd variants name its department, a shape without the word "kategorin" (a rule may forbid it). */
const inCategory = (leaf: string | null, variant: number) =>
  leaf ? (variant % 2 ? ` från avdelningen ${leaf}` : ` i kategorin ${leaf}`) : "";
/** "Kategori: Ryggsäckar. Märke: Summit Gear." for the technical tone's labelled openings. */
const labelled = (brand: string | null, leaf: string | null, variant: number) =>
  [leaf && `${variant % 2 ? "Produkttyp" : "Kategori"}: ${leaf}.`, brand && `Märke: ${brand}.`].filter(Boolean).join(" ");
const reviewed = (reviews: string | null) => (reviews ? ` (${reviews})` : "");

// Swedish puts the verb second: a tone's words before a sentence are conjunctions ("Och", "Plus att"), which keep
// the subject before its verb. The subject is "den" (common gender) throughout.
const tones: LanguagePack["tones"] = {
  neutral: {
    callToAction: (_name, variant) =>
      [
        `Lägg produkten i varukorgen för att gå vidare med din beställning.`,
        `Du kan lägga produkten i varukorgen och slutföra beställningen i kassan.`,
      ][variant % 2]!,
  },
  friendly: {
    lead: (name, brand, leaf, variant) => `Möt ${name}${of(brand)}${inCategory(leaf, variant)}.`,
    introduce: (name, brand, predicates, variant) =>
      [`Möt ${name}${of(brand)}: den ${predicates}.`, `Här är ${name}${of(brand)}, och den ${predicates}.`][variant % 2]!,
    connectives: ["Och", "Plus att"],
    predicates: {
      warranty: (duration) => `ger dig ${warranty(duration)}`,
      list: (role, list, variant = 0) =>
        role === "included"
          ? `kommer med ${list}`
          : role === "variants"
            ? [`finns att få i ${asColours(list)}`, `finns i ${asColours(list)}`][variant % 2]
            : role === "materials"
              ? `är tillverkad av ${list}`
              : role === "compatibility"
                ? `funkar med ${list}`
                : undefined,
    },
    sentences: { rated: (value, best, reviews) => `Kunderna ger den ${value} av ${best} i betyg${reviewed(reviews)}.` },
    callToAction: (name, variant) =>
      [
        `Om ${name} känns rätt för dig, lägg den gärna i varukorgen direkt.`,
        `Lägg ${name} i varukorgen och beställ när det passar dig bäst.`,
      ][variant % 2]!,
  },
  premium: {
    lead: (name, brand, leaf, variant) =>
      brand
        ? `Från ${brand} kommer ${name}${inCategory(leaf, variant)}.`
        : `Vi har nöjet att visa ${name}${inCategory(leaf, variant)}.`,
    introduce: (name, brand, predicates, variant) =>
      [
        ...(brand ? [`Från ${brand} kommer ${name}: den ${predicates}.`] : []),
        `Vi har nöjet att presentera ${name}${of(brand)}, som ${predicates}.`,
      ][variant % (brand ? 2 : 1)]!,
    connectives: ["", "Och"],
    predicates: {
      warranty: (duration) => `omfattas av ${warranty(duration)}`,
      certified: (list, count) => `bär ${count === 1 ? "certifieringen" : "certifieringarna"} ${list}`,
      list: (role, list, variant = 0) =>
        role === "included"
          ? `levereras med ${list}`
          : role === "variants"
            ? [`erbjuds i ${asColours(list)}`, `finns i ${asColours(list)}`][variant % 2]
            : role === "materials"
              ? `är framställd av ${list}`
              : role === "compatibility"
                ? `är kompatibel med ${list}`
                : undefined,
    },
    sentences: { rated: (value, best, reviews) => `Kunderna värderar den till ${value} av ${best}${reviewed(reviews)}.` },
    callToAction: (name, variant) =>
      [
        `Gör ${name} till din egen och lägg den i varukorgen redan i dag.`,
        `Välkommen att lägga ${name} i varukorgen och göra den till din.`,
      ][variant % 2]!,
  },
  technical: {
    // Labelled lines open the data sheet; the facts follow in sentences of their own.
    lead: (name, brand, leaf, variant) =>
      [`${labelled(brand, leaf, variant)} Produkt: ${name}.`, `Produkt: ${name}. ${labelled(brand, leaf, variant)}`][
        variant % 2
      ]!.trim(),
    predicates: {
      measure: (key, value, variant) =>
        key === "weight"
          ? `har en vikt på ${value}`
          : key === "dimensions"
            ? `har måtten ${value}`
            : sv.predicates.measure(key, value, variant),
      warranty: (duration) => `täcks av ${warranty(duration)}`,
      list: (role, list) =>
        role === "included"
          ? `inkluderar ${list}`
          : role === "variants"
            ? `finns i ${asColours(list)}`
            : role === "materials"
              ? `är tillverkad av ${list}`
              : role === "compatibility"
                ? `är kompatibel med ${list}`
                : undefined,
    },
    sentences: { rated: (value, best, reviews) => `Kundbetyg i snitt: ${value}/${best}${reviewed(reviews)}.` },
    callToAction: (_name, variant) =>
      [
        `Beställning: lägg produkten i varukorgen i önskat antal.`,
        `För att beställa lägger du produkten i varukorgen och anger antal.`,
      ][variant % 2]!,
  },
  playful: {
    lead: (name, brand, leaf, variant) => `Säg hej till ${name}${of(brand)}${inCategory(leaf, variant)}!`,
    introduce: (name, brand, predicates, variant) =>
      [`Säg hej till ${name}${of(brand)}: den ${predicates}!`, `Trumvirvel för ${name}${of(brand)}: den ${predicates}.`][
        variant % 2
      ]!,
    connectives: ["Och ja,", "Plus att"],
    predicates: {
      warranty: (duration) => `bjuder på ${warranty(duration)}`,
      list: (role, list, variant = 0) =>
        role === "included"
          ? `har med sig ${list}`
          : role === "variants"
            ? [`dyker upp i ${asColours(list)}`, `finns i ${asColours(list)}`][variant % 2]
            : role === "materials"
              ? `är gjord av ${list}`
              : role === "compatibility"
                ? `kommer bra överens med ${list}`
                : undefined,
    },
    sentences: { rated: (value, best, reviews) => `Kundernas dom: ${grade(value, best, reviews)}.` },
    callToAction: (name, variant) =>
      [
        `Tveka inte för länge: in med ${name} i varukorgen!`,
        `Kom igen, ${name} längtar redan efter att hoppa ner i din varukorg!`,
      ][variant % 2]!,
  },
};

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
    glance: "I korthet",
  },
  quoteMarks: ["”", "”"],
  reviews: (count, formatted) => `${formatted} ${count === 1 ? "omdöme" : "omdömen"}`,
  by: (name, brand) => `${name} från ${brand}`,
  isA: (name, type) => `${name} är ${type}.`,
  allergens: { contains: (list) => `Innehåller ${list}.`, traces: (list) => `Kan innehålla spår av ${list}.` },
  summary: (subject, highlights) => `${subject}: ${highlights}.`,
  lead: (name, brand, leaf, variant) =>
    brand && leaf
      ? `${name} från ${brand} hör till kategorin ${leaf}.`
      : brand
        ? [`${name} kommer från ${brand}.`, `${brand} står bakom ${name}.`][variant % 2]!
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
    resolution: (value) => `med en upplösning på ${value}`,
    dimension: (label, value) => `${a(label)} på ${value}`,
    runsOn: (system) => `körs med ${system}`,
    has: (list) => `har ${list}`,
    warranty: (duration) => `har ${warranty(duration)}`,
    certified: (list) => `är certifierad enligt ${list}`,
    list: (role, list) =>
      role === "included"
        ? `är utrustad med ${list}`
        : role === "variants"
          ? `finns i ${asColours(list)}`
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
    variants: (name, label, list) =>
      qa(`Vilka alternativ för ${label.word} finns för ${name}?`, `${name} finns i ${asColours(list)}.`),
    ingredients: (name, list) => qa(`Vilka ingredienser innehåller ${name}?`, `${name} innehåller ${list}.`),
    dimensions: (name, value) => qa(`Vilka mått har ${name}?`, `${name} mäter ${value}.`),
    compatibility: (name, list) => qa(`Vad är ${name} kompatibel med?`, `${name} är kompatibel med ${list}.`),
  },
  keyword: (productType, property) => `${productType} ${property}`,
  tones,
};
