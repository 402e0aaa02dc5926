import { capitalize, qa, sentence, type Gender, type Label, type LanguagePack, type ListRole } from "./pack.js";

const WHICH: Record<Gender, string> = { m: "Jaki", f: "Jaka", n: "Jakie", c: "Jaki" };
const REVIEWS: Record<string, string> = { one: "opinia", few: "opinie", many: "opinii", other: "opinii" };
const plural = new Intl.PluralRules("pl");
/** A label as the object of "ma": feminine nouns in -a take -ę (średnica → średnicę, liczba elementów → liczbę elementów). */
const accusative = (label: Label) => (label.gender === "f" ? label.word.replace(/a(?=\s|$)/, "ę") : label.word);
const score = (value: string, best: string, reviews: string | null) => `${value} na ${best}${reviews ? ` (${reviews})` : ""}`;

/** " marki Summit Gear" after a name, or nothing. */
const of = (brand: string | null) => (brand ? ` marki ${brand}` : "");
/** The category after a name; odd variants name its department, a shape without the word "kategorii" (a rule may forbid it). */
const fromCategory = (leaf: string | null, variant: number) =>
  leaf ? (variant % 2 ? ` z działu ${leaf}` : ` z kategorii ${leaf}`) : "";
/** "Kategoria: Plecaki. Marka: Summit Gear." for the technical tone's labelled openings. */
const labelled = (brand: string | null, leaf: string | null, variant: number) =>
  [leaf && `${variant % 2 ? "Rodzaj produktu" : "Kategoria"}: ${leaf}.`, brand && `Marka: ${brand}.`].filter(Boolean).join(" ");
const reviewed = (reviews: string | null) => (reviews ? ` (${reviews})` : "");
/** A tone's labelled list lines: what the product comes with, its variants and ingredients each under the tone's words. */
const listLine =
  (included: string, variants: string, ingredients: string) => (role: ListRole | null, label: Label, list: string) =>
    role === "included"
      ? `${included}: ${list}.`
      : role === "variants"
        ? `${variants}: ${list}.`
        : role === "ingredients"
          ? `${ingredients}: ${list}.`
          : `${capitalize(label.word)}: ${list}.`;

// The subject is "produkt" (masculine) throughout. Neutral, friendly and playful address the reader as ty,
// premium as Państwo; technical writes as a data sheet.
const tones: LanguagePack["tones"] = {
  neutral: {
    callToAction: (_name, variant) =>
      [
        `Dodaj ten produkt do koszyka, aby złożyć zamówienie.`,
        `Dodaj ten produkt do koszyka i sfinalizuj zamówienie w dogodnym momencie.`,
      ][variant % 2]!,
  },
  friendly: {
    lead: (name, brand, leaf, variant) => `Poznaj bliżej produkt ${name}${of(brand)}${fromCategory(leaf, variant)}.`,
    introduce: (name, brand, predicates, variant) =>
      [
        `Poznaj produkt ${name}${of(brand)}: ${predicates}.`,
        `Przedstawiamy Ci produkt ${name}${of(brand)}, który ${predicates}.`,
      ][variant % 2]!,
    connectives: ["Co więcej,", "Do tego"],
    predicates: { warranty: (duration) => `ma gwarancję na ${duration.text}` },
    sentences: {
      rated: (value, best, reviews) => `Klienci dają mu średnio ${value} na ${best}${reviewed(reviews)}.`,
      list: listLine("Razem z nim dostajesz", "Do wyboru masz", "Sprawdź skład"),
    },
    callToAction: (name, variant) =>
      [
        `Jeśli Cię przekonał, po prostu dodaj produkt ${name} do koszyka.`,
        `Dodaj produkt ${name} do koszyka i zamów go, kiedy tylko zechcesz.`,
      ][variant % 2]!,
  },
  premium: {
    lead: (name, brand, leaf, variant) =>
      brand
        ? `Marka ${brand} prezentuje produkt ${name}${fromCategory(leaf, variant)}.`
        : `Przedstawiamy Państwu produkt ${name}${fromCategory(leaf, variant)}.`,
    introduce: (name, brand, predicates, variant) =>
      brand
        ? [
            `Sygnowany marką ${brand} produkt ${name} ${predicates}.`,
            `Marka ${brand} prezentuje produkt ${name}, który ${predicates}.`,
          ][variant % 2]!
        : `Przedstawiamy Państwu produkt ${name}, który ${predicates}.`,
    connectives: ["Ponadto", "Zarazem"],
    predicates: {
      warranty: (duration) => `został objęty gwarancją na ${duration.text}`,
      certified: (list, count) => (count === 1 ? `legitymuje się certyfikatem ${list}` : `legitymuje się certyfikatami ${list}`),
    },
    sentences: {
      rated: (value, best, reviews) => `Klienci oceniają go średnio na ${value} w skali do ${best}${reviewed(reviews)}.`,
      list: listLine("Komplet obejmuje", "Dostępne wersje", "Skład"),
    },
    callToAction: (name, variant) =>
      [
        `Zapraszamy do dodania produktu ${name} do koszyka już dziś.`,
        `Zachęcamy Państwa, aby produkt ${name} jeszcze dziś trafił do koszyka.`,
      ][variant % 2]!,
  },
  technical: {
    // Labelled lines open the data sheet; the facts follow in sentences of their own.
    lead: (name, brand, leaf, variant) =>
      [
        `${labelled(brand, leaf, variant)} Nazwa produktu: ${name}.`,
        `Nazwa produktu: ${name}. ${labelled(brand, leaf, variant)}`,
      ][variant % 2]!.trim(),
    connectives: ["", "Dodatkowo"],
    predicates: {
      measure: (key, value, variant) => (key === "weight" ? `ma masę ${value}` : pl.predicates.measure(key, value, variant)),
      warranty: (duration) => `posiada gwarancję na ${duration.text}`,
      certified: (list, count) => (count === 1 ? `ma certyfikat ${list}` : `ma certyfikaty ${list}`),
    },
    sentences: {
      rated: (value, best, reviews) => `Średnia ocena klientów: ${value}/${best}${reviewed(reviews)}.`,
      list: listLine("Zawartość zestawu", "Warianty", "Skład"),
    },
    callToAction: (_name, variant) =>
      [
        `Zamówienie: dodaj produkt do koszyka w potrzebnej ilości.`,
        `Aby złożyć zamówienie, dodaj produkt do koszyka i podaj liczbę sztuk.`,
      ][variant % 2]!,
  },
  playful: {
    lead: (name, brand, leaf, variant) => `Przywitaj się z produktem ${name}${of(brand)}${fromCategory(leaf, variant)}!`,
    introduce: (name, brand, predicates, variant) =>
      [
        `Przywitaj się z produktem ${name}${of(brand)}, który ${predicates}!`,
        `Werble, proszę: produkt ${name}${of(brand)} ${predicates}.`,
      ][variant % 2]!,
    connectives: ["No i", "A do tego"],
    predicates: { warranty: (duration) => `przychodzi z gwarancją na ${duration.text} w pakiecie` },
    sentences: {
      rated: (value, best, reviews) => `Werdykt klientów: ${value} na ${best}${reviewed(reviews)}.`,
      list: listLine("A w zestawie", "Wybieraj śmiało", "Skład, czyli co w środku"),
    },
    callToAction: (name, variant) =>
      [
        `Śmiało, wrzuć produkt ${name} do koszyka i nie zastanawiaj się długo!`,
        `Hej, produkt ${name} aż się rwie, żeby wskoczyć do Twojego koszyka!`,
      ][variant % 2]!,
  },
};

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
    glance: "W skrócie",
  },
  quoteMarks: ["„", "”"],
  reviews: (count, formatted) => `${formatted} ${REVIEWS[plural.select(count)]}`,
  by: (name, brand) => `${name} marki ${brand}`,
  isA: (name, type) => `${name} to ${type}.`,
  allergens: { contains: (list) => `Zawiera: ${list}.`, traces: (list) => `Może zawierać: ${list}.` },
  summary: (subject, highlights) => `${subject}: ${highlights}.`,
  lead: (name, brand, leaf, variant) =>
    brand && leaf
      ? `Produkt ${name} marki ${brand} należy do kategorii ${leaf}.`
      : brand
        ? [`Produkt ${name} pochodzi od marki ${brand}.`, `Produkt ${name} to propozycja marki ${brand}.`][variant % 2]!
        : leaf
          ? `Produkt ${name} należy do kategorii ${leaf}.`
          : `Poznaj produkt ${name}.`,
  subjects: { named: (name) => `Produkt ${name}`, later: [""], fallback: "Produkt" },
  predicates: {
    properties: (list) => `jest ${list}`,
    measure: (key, value) => (key === "dimensions" ? `ma wymiary ${value}` : key === "weight" ? `waży ${value}` : undefined),
    resolution: (value) => `o rozdzielczości ${value}`,
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
    variants: (name, label, list) =>
      qa(`Jakie warianty (${label.word}) ma produkt ${name}?`, `Produkt ${name} jest dostępny w wariantach: ${list}.`),
    ingredients: (name, list) => qa(`Jaki jest skład produktu ${name}?`, `Skład produktu ${name}: ${list}.`),
    dimensions: (name, value) => qa(`Jakie wymiary ma produkt ${name}?`, `Produkt ${name} ma wymiary ${value}.`),
    compatibility: (name, list) => qa(`Z czym jest kompatybilny produkt ${name}?`, `Kompatybilność produktu ${name}: ${list}.`),
  },
  keyword: (productType, property) => `${productType} ${property}`,
  tones,
};
