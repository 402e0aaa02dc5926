import { capitalize, type Gender, type Label, type LanguagePack, namesStandards, qa, sentence } from "./pack.js";

const ACCUSATIVE_INDEFINITE: Record<Gender, string> = { m: "einen", f: "eine", n: "ein", c: "ein" };
const NOMINATIVE_DEFINITE: Record<Gender, string> = { m: "der", f: "die", n: "das", c: "das" };
const WHICH_ACCUSATIVE: Record<Gender, string> = { m: "Welchen", f: "Welche", n: "Welches", c: "Welches" };
const gender = (label: Label): Gender => label.gender ?? "n";
const hasA = (label: Label, value: string) => `${ACCUSATIVE_INDEFINITE[gender(label)]} ${label.word} von ${value}`;
/**
 * Nouns of the product types (facts/product-types.ts) that take "das"; "eine" gives "die", and every other "ein"
 * noun "der" (der Rucksack, der Monitor, der Laufradsatz).
 */
const NEUTER = /(?:Shirt|Hemd|Kleid|Armband|rad|Rad|schloss|Smartphone|Tablet|Album|mehl|Bier|Baguette|Vollei)$/u;
/**
 * The name after the article its type's gender takes, and in the accusative and the dative where a sentence puts it
 * there ("Entdecken Sie den Monitor", "die Farbe vom Rucksack"); a name said without an article stays as it is.
 */
const accusative = (name: string) => name.replace(/^der (\p{Ll}+e )?/u, (_, adjective = "") => `den ${weakened(adjective)}`);
const dative = (name: string) =>
  name
    .replace(/^(?:der|das) (\p{Ll}+e )?/u, (_, adjective = "") => `dem ${weakened(adjective)}`)
    .replace(/^die (\p{Ll}+e )?/u, (_, adjective = "") => `der ${weakened(adjective)}`);
/** An adjective after "den", "dem" or a dative "der" ends in -en ("den grünen Tee", "dem flüssigen Vollei"). */
const weakened = (adjective: string) => (adjective ? `${adjective.trimEnd()}n ` : "");
/**
 * A name that opens with its type's adjective ("grüner Tee", from "ein grüner Tee") after the definite article:
 * "der grüne Tee", never "der grüner Tee" (the German reader of bench/quality/grading/2026-12-03a).
 */
const afterDefinite = (name: string) => name.replace(/^(\p{Ll}+)(?:er|es) (?=\p{Lu})/u, "$1e ");
const fromThe = (name: string) => `von ${dative(name)}`.replace(/^von dem /u, "vom ");
const points = (value: string, best: string, reviews: string | null) =>
  `mit ${value} von ${best} Punkten${reviews ? ` (${reviews})` : ""}`;

export const de: LanguagePack = {
  locale: "de",
  lowercaseValues: false,
  namesByType: true,
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
  headings: {
    details: "Produktdetails",
    faq: "Häufige Fragen",
    brand: "Marke",
    glance: "Auf einen Blick",
  },
  quoteMarks: ["„", "“"],
  reviews: (count, formatted) => `${formatted} ${count === 1 ? "Bewertung" : "Bewertungen"}`,
  by: (name, brand) => `${name} von ${brand}`,
  // The readers of bench/quality/grading/2026-11-30e struck "Tasche wiegt 500 g." and "Welche Akkukapazität hat
  // Samsung Galaxy S7?": a product's name takes the article of what it is ("die Tasche", "das Samsung Galaxy S7").
  definite: (name, type) => {
    // A pair said as one ("das Paar Schuhe"); a name of its own is no pair ("der Nike Air", not "das Nike Air").
    if (/^ein Paar /u.test(type)) return /^Paar /u.test(name) ? `das ${name}` : undefined;
    const article = /^(eine?) /u.exec(type)?.[1];
    if (!article) return undefined;
    return `${article === "eine" ? "die" : NEUTER.test(type) ? "das" : "der"} ${afterDefinite(name)}`;
  },
  isA: (name, type, plural) => `${name} ${plural ? "sind" : "ist"} ${type}.`,
  sizes: (list) => `den Größen ${list}`,
  allergens: { contains: (list) => `Enthält ${list}.`, traces: (list) => `Kann Spuren folgender Allergene enthalten: ${list}.` },
  summary: (subject, highlights) => `${subject}: ${highlights}.`,
  lead: (name, brand, leaf, variant) =>
    brand && leaf
      ? [
          `${name} von ${brand} gehört zur Kategorie ${leaf}.`,
          `Aus der Kategorie ${leaf} kommt ${name} von ${brand}.`,
          `${brand} bietet ${accusative(name)} in der Kategorie ${leaf} an.`,
        ][variant % 3]!
      : brand
        ? [`${name} stammt von ${brand}.`, `${brand} stellt ${accusative(name)} her.`][variant % 2]!
        : leaf
          ? `${name} gehört zur Kategorie ${leaf}.`
          : `Entdecken Sie ${accusative(name)}.`,
  subjects: {
    named: (name) => name,
    later: ["Das Produkt", "Es"],
    fallback: "Das Produkt",
    pronoun: (name) => ({ der: "Er", die: "Sie", das: "Es" })[name.split(" ")[0]!],
  },
  predicates: {
    properties: (list) => `ist ${list}`,
    measure: (key, value) =>
      key === "dimensions"
        ? `misst ${value}`
        : key === "storage"
          ? `bietet ${value} Speicher`
          : key === "memory"
            ? `hat ${value} Arbeitsspeicher`
            : key === "capacity"
              ? `fasst ${value}`
              : key === "weight"
                ? `wiegt ${value}`
                : key === "battery_life"
                  ? `hält ${value} durch`
                  : key === "battery"
                    ? `hat einen Akku mit ${value}`
                    : key === "power"
                      ? `leistet ${value}`
                      : undefined,
    resolution: (value) => `mit einer Auflösung von ${value}`,
    dimension: hasA,
    runsOn: (system) => `läuft mit ${system}`,
    has: (list) => `hat ${list}`,
    warranty: (duration) => `hat ${duration.text} Garantie`,
    certified: (list, count) =>
      namesStandards(list) ? `ist nach ${list} zertifiziert` : `trägt ${count === 1 ? "das Siegel" : "die Siegel"} ${list}`,
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
    text: (label, text) => sentence(`${capitalize(label.word)}: ${text}`),
  },
  highlights: {
    measure: (label, value) => `${label.word} ${value}`,
    warranty: (duration) => `${duration.text} Garantie`,
    certified: (list) => (namesStandards(list) ? `zertifiziert nach ${list}` : `Siegel ${list}`),
    rated: (value, best) => `mit ${value}/${best} bewertet`,
  },
  faq: {
    measure: (name, label, value) =>
      qa(`${WHICH_ACCUSATIVE[gender(label)]} ${label.word} hat ${name}?`, `${name} hat ${hasA(label, value)}.`),
    scalar: (name, label, value) =>
      qa(
        `${WHICH_ACCUSATIVE[gender(label)]} ${label.word} hat ${name}?`,
        `${capitalize(NOMINATIVE_DEFINITE[gender(label)])} ${label.word} ${fromThe(name)} ist ${value}.`,
      ),
    property: (name, adjective) => qa(`Ist ${name} ${adjective}?`, `Ja, ${name} ist ${adjective}.`),
    warranty: (name, duration) =>
      qa(`Wie lange gilt die Garantie auf ${accusative(name)}?`, `Auf ${accusative(name)} gibt es ${duration.text} Garantie.`),
    certified: (name, list, count) =>
      namesStandards(list)
        ? qa(
            `Welche ${count === 1 ? "Zertifizierung" : "Zertifizierungen"} hat ${name}?`,
            `${name} ist nach ${list} zertifiziert.`,
          )
        : qa(`Welche Siegel trägt ${name}?`, `${name} trägt ${count === 1 ? "das Siegel" : "die Siegel"} ${list}.`),
    rated: (name, value, best, reviews) =>
      qa(`Wie bewerten Kunden ${accusative(name)}?`, `Kunden bewerten ${accusative(name)} ${points(value, best, reviews)}.`),
    included: (name, list) => qa(`Womit ist ${name} ausgestattet?`, `${name} ist ausgestattet mit ${list}.`),
    variants: (name, label, list) =>
      qa(`In welchen Ausführungen (${label.word}) gibt es ${accusative(name)}?`, `${accusative(name)} gibt es in ${list}.`),
    ingredients: (name, list) => qa(`Welche Zutaten enthält ${name}?`, `${name} enthält ${list}.`),
    dimensions: (name, value) => qa(`Welche Abmessungen hat ${name}?`, `${name} misst ${value}.`),
    compatibility: (name, list) => qa(`Womit ist ${name} kompatibel?`, `${name} ist kompatibel mit ${list}.`),
  },
  keyword: (productType, property) => `${productType} ${property}`,
  tones: {
    neutral: {
      callToAction: (name, variant) =>
        [`Bestellen Sie ${accusative(name)} noch heute.`, `Legen Sie ${accusative(name)} jetzt in den Warenkorb.`][variant % 2]!,
    },
    friendly: {
      lead: (name, brand, leaf) =>
        `Darf ich vorstellen: ${name}${brand ? ` von ${brand}` : ""}${leaf ? ` aus dem Bereich ${leaf}` : ""}.`,
      introduce: (name, brand, predicates, variant) => {
        const from = brand ? ` von ${brand}` : "";
        return [
          `Darf ich vorstellen: ${name}${from} ${predicates}.`,
          `Schau mal: ${name}${from} ${predicates}.`,
          `Hier kommt ${name}${from}, und es ${predicates}.`,
        ][variant % 3]!;
      },
      subjects: { later: ["Es"], again: false },
      connectives: ["Und", "Dazu:", "Übrigens:"],
      predicates: {
        warranty: (duration) => `gibt dir ${duration.text} Garantie`,
        list: (role, list) =>
          role === "included"
            ? `bringt ${list} gleich mit`
            : role === "variants"
              ? `gibt es in ${list}`
              : role === "materials"
                ? `ist aus ${list}`
                : role === "compatibility"
                  ? `versteht sich mit ${list}`
                  : undefined,
      },
      sentences: { rated: (value, best, reviews) => `Und was sagen andere? Sie bewerten es ${points(value, best, reviews)}.` },
      callToAction: (name, variant) =>
        [
          `Lust auf ${accusative(name)}? Ab in den Warenkorb damit!`,
          `Na, überzeugt? Leg ${accusative(name)} gleich in deinen Warenkorb!`,
        ][variant % 2]!,
    },
    premium: {
      lead: (name, brand, leaf) =>
        `${brand ? `${brand} präsentiert ${accusative(name)}` : `Vorgestellt: ${name}`}${leaf ? ` aus der Kollektion ${leaf}` : ""}.`,
      introduce: (name, brand, predicates) => `${name}${brand ? ` von ${brand}` : ""} ${predicates}.`,
      subjects: { later: ["Es", "Das Stück"], again: false, fallback: "Das Stück" },
      connectives: ["", "Ebenso:", "Zudem gilt:"],
      predicates: {
        warranty: (duration) => `ist durch ${duration.text} Garantie abgesichert`,
        certified: (list) => `trägt die Zertifizierung ${list}`,
        list: (role, list) =>
          role === "included"
            ? `wird begleitet von ${list}`
            : role === "variants"
              ? `wird in ${list} angeboten`
              : role === "materials"
                ? `ist aus ${list} gefertigt`
                : role === "compatibility"
                  ? `harmoniert mit ${list}`
                  : undefined,
      },
      sentences: { rated: (value, best, reviews) => `Wer es besitzt, bewertet es ${points(value, best, reviews)}.` },
      callToAction: (name, variant) =>
        [`Entdecken Sie ${accusative(name)} und bestellen Sie noch heute.`, `Gönnen Sie sich ${accusative(name)}.`][variant % 2]!,
    },
    technical: {
      lead: (name, brand, leaf) =>
        `Technische Übersicht: ${name}${brand ? `, Hersteller ${brand}` : ""}${leaf ? `, Bereich ${leaf}` : ""}.`,
      introduce: (name, brand, predicates, variant) => {
        const maker = brand ? ` (Hersteller: ${brand})` : "";
        return [`Technisch betrachtet: ${name}${maker} ${predicates}.`, `${name}${maker} ${predicates}.`][variant % 2]!;
      },
      subjects: { later: ["Das Produkt"], again: false },
      connectives: ["Im Detail:", "Ferner:", "Zusätzlich:"],
      predicates: {
        measure: (key, value) =>
          key === "weight"
            ? `hat ein Gewicht von ${value}`
            : key === "capacity"
              ? `hat ein Volumen von ${value}`
              : key === "dimensions"
                ? `hat die Maße ${value}`
                : undefined,
        warranty: (duration) => `ist durch ${duration.text} Garantie abgedeckt`,
        certified: (list) => `entspricht ${list}`,
        list: (role, list) =>
          role === "included"
            ? `wird mit ${list} geliefert`
            : role === "variants"
              ? `ist in ${list} lieferbar`
              : role === "materials"
                ? `ist aus ${list} gefertigt`
                : role === "compatibility"
                  ? `ist kompatibel mit ${list}`
                  : undefined,
      },
      sentences: {
        rated: (value, best, reviews) => `Durchschnittliche Kundenbewertung: ${value}/${best}${reviews ? ` (${reviews})` : ""}.`,
      },
      callToAction: (name) => `Prüfen Sie die technischen Daten oben und bestellen Sie ${accusative(name)}.`,
    },
    playful: {
      lead: (name, brand, leaf) =>
        `Tadaa: ${name}${brand ? ` von ${brand}` : ""} ist da${leaf ? `, frisch im Bereich ${leaf}` : ""}!`,
      introduce: (name, brand, predicates, variant) => {
        const from = brand ? ` von ${brand}` : "";
        return [
          `Tadaa: ${name}${from} ${predicates}!`,
          `Rate mal: ${name}${from} ${predicates}.`,
          `Psst: ${name}${from} ${predicates}.`,
        ][variant % 3]!;
      },
      subjects: { later: ["Es"], again: false },
      connectives: ["Und", "Noch was:", "Ach ja:"],
      predicates: {
        warranty: (duration) => `bringt ${duration.text} Garantie obendrauf mit`,
        list: (role, list) =>
          role === "included"
            ? `hat ${list} im Gepäck`
            : role === "variants"
              ? `zeigt sich in ${list}`
              : role === "materials"
                ? `ist aus ${list}`
                : role === "compatibility"
                  ? `kommt prima mit ${list} klar`
                  : undefined,
      },
      sentences: {
        rated: (value, best, reviews) =>
          `Das Urteil der Kundschaft: ${value} von ${best} Punkten${reviews ? ` (${reviews})` : ""}.`,
      },
      callToAction: (name) => `Na los, ab in den Warenkorb mit ${dative(name)}!`,
    },
  },
};
