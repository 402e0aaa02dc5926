import { capitalize, qa, sentence, type Gender, type Label, type LanguagePack } from "./pack.js";

const WHICH: Record<Gender, string> = { m: "Jaki", f: "Jaka", n: "Jakie", c: "Jaki" };
const REVIEWS: Record<string, string> = { one: "opinia", few: "opinie", many: "opinii", other: "opinii" };
const plural = new Intl.PluralRules("pl");
/** A label as the object of "ma": feminine nouns in -a take -ę (średnica → średnicę, liczba elementów → liczbę elementów). */
const accusative = (label: Label) => (label.gender === "f" ? label.word.replace(/a(?=\s|$)/, "ę") : label.word);
const score = (value: string, best: string, reviews: string | null) => `${value} na ${best}${reviews ? ` (${reviews})` : ""}`;

export const pl: LanguagePack = {
  locale: "pl",
  lowercaseValues: true,
  properties: {
    waterproof: "wodoodporny",
    water_resistant: "odporny na wodę",
    windproof: "wiatroszczelny",
    breathable: "oddychający",
    machine_washable: "odpowiedni do prania w pralce",
    dishwasher_safe: "odpowiedni do zmywarki",
    vegan: "wegański",
    organic: "ekologiczny",
    gluten_free: "bezglutenowy",
    recyclable: "nadający się do recyklingu",
    rechargeable: "wielokrotnego ładowania",
    wireless: "bezprzewodowy",
    foldable: "składany",
    adjustable: "regulowany",
    handmade: "ręcznie wykonany",
    bpa_free: "wolny od BPA",
    insulated: "izolowany termicznie",
    cruelty_free: "nietestowany na zwierzętach",
  },
  yes: "tak",
  no: "nie",
  headings: {
    details: "Szczegóły produktu",
    faq: "Najczęściej zadawane pytania",
    brand: "marka",
    category: "kategoria",
    glance: "W skrócie",
  },
  quoteMarks: ["„", "”"],
  reviews: (count, formatted) => `${formatted} ${REVIEWS[plural.select(count)]}`,
  by: (name, brand) => `${name} marki ${brand}`,
  summary: (subject, highlights) => `${subject}: ${highlights}.`,
  lead: (name, brand, leaf) =>
    brand && leaf
      ? `Produkt ${name} marki ${brand} należy do kategorii ${leaf}.`
      : brand
        ? `Produkt ${name} pochodzi od marki ${brand}.`
        : leaf
          ? `Produkt ${name} należy do kategorii ${leaf}.`
          : `Poznaj produkt ${name}.`,
  subjects: { named: (name) => `Produkt ${name}`, later: [""], fallback: "Produkt" },
  predicates: {
    properties: (list) => `jest ${list}`,
    measure: (key, value) => (key === "dimensions" ? `ma wymiary ${value}` : key === "weight" ? `waży ${value}` : undefined),
    dimension: (label, value) => `${accusative(label)} ${value}`,
    runsOn: (system) => `działa w systemie ${system}`,
    has: (list) => `ma ${list}`,
    warranty: (duration) => `jest objęty gwarancją na ${duration.text}`,
    certified: (list, count) => (count === 1 ? `posiada certyfikat ${list}` : `posiada certyfikaty ${list}`),
    // Items of lists keep the data's words, which Polish cases would have to inflect: they are labelled lines.
    list: () => undefined,
  },
  sentences: {
    rated: (value, best, reviews) => `Średnia ocena klientów to ${score(value, best, reviews)}.`,
    list: (role, label, list) =>
      role === "included"
        ? `Wyposażenie: ${list}.`
        : role === "variants"
          ? `Dostępne warianty: ${list}.`
          : role === "ingredients"
            ? `Skład: ${list}.`
            : `${capitalize(label.word)}: ${list}.`,
    text: (label, text) => sentence(`${capitalize(label.word)}: ${text}`),
  },
  highlights: {
    measure: (label, value) => `${label.word} ${value}`,
    warranty: (duration) => `gwarancja na ${duration.text}`,
    certified: (list) => `certyfikat ${list}`,
    rated: (value, best) => `ocena ${value}/${best}`,
  },
  faq: {
    brand: (name, brand) => qa(`Jakiej marki jest produkt ${name}?`, `Produkt ${name} pochodzi od marki ${brand}.`),
    measure: (name, label, value) =>
      qa(
        `${WHICH[label.gender ?? "m"]} jest ${label.word} produktu ${name}?`,
        `${capitalize(label.word)} produktu ${name} wynosi ${value}.`,
      ),
    scalar: (name, label, value) =>
      qa(
        `${WHICH[label.gender ?? "m"]} jest ${label.word} produktu ${name}?`,
        `${capitalize(label.word)} produktu ${name} to ${value}.`,
      ),
    property: (name, adjective) => qa(`Czy produkt ${name} jest ${adjective}?`, `Tak, produkt ${name} jest ${adjective}.`),
    warranty: (name, duration) =>
      qa(`Jaką gwarancję ma produkt ${name}?`, `Produkt ${name} jest objęty gwarancją na ${duration.text}.`),
    certified: (name, list, count) =>
      count === 1
        ? qa(`Jaki certyfikat ma produkt ${name}?`, `Produkt ${name} posiada certyfikat ${list}.`)
        : qa(`Jakie certyfikaty ma produkt ${name}?`, `Produkt ${name} posiada certyfikaty: ${list}.`),
    rated: (name, value, best, reviews) =>
      qa(
        `Jak klienci oceniają produkt ${name}?`,
        `Średnia ocena produktu ${name} wystawiona przez klientów to ${score(value, best, reviews)}.`,
      ),
    included: (name, list) => qa(`W co jest wyposażony produkt ${name}?`, `Wyposażenie produktu ${name}: ${list}.`),
    ingredients: (name, list) => qa(`Jaki jest skład produktu ${name}?`, `Skład produktu ${name}: ${list}.`),
    category: (name, leaf) => qa(`Do jakiej kategorii należy produkt ${name}?`, `Produkt ${name} należy do kategorii ${leaf}.`),
    dimensions: (name, value) => qa(`Jakie wymiary ma produkt ${name}?`, `Produkt ${name} ma wymiary ${value}.`),
    compatibility: (name, list) => qa(`Z czym jest kompatybilny produkt ${name}?`, `Kompatybilność produktu ${name}: ${list}.`),
  },
  keyword: (productType, property) => `${productType} ${property}`,
  tones: {
    neutral: {
      callToAction: (name, variant) => [`Zamów produkt ${name} już dziś.`, `Dodaj produkt ${name} do koszyka.`][variant % 2]!,
    },
  },
};
