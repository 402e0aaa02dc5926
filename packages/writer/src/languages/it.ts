import { capitalize, contraction, qa, sentence, type Label, type LanguagePack } from "./pack.js";

const vowel = (word: string) => /^[aeiouàèéìòù]/i.test(word);
/** lo/uno before s + consonant, z, gn, ps, x, y. */
const strong = (word: string) => /^(s[^aeiou]|z|gn|ps|x|y)/i.test(word);
const the = (label: Label) =>
  vowel(label.word) ? `l’${label.word}` : `${label.gender === "f" ? "la" : strong(label.word) ? "lo" : "il"} ${label.word}`;
const a = (label: Label) =>
  label.gender === "f"
    ? `${vowel(label.word) ? "un’" : "una "}${label.word}`
    : `${strong(label.word) ? "uno" : "un"} ${label.word}`;
/** "di", "a" and "su" before an article are one word: "del Samsung Galaxy S7", "della borsa", "all’iPod", "sul". */
const contract = contraction(
  Object.fromEntries(
    Object.entries({ di: "de", a: "a", su: "su" }).flatMap(([preposition, stem]) =>
      Object.entries({ il: "l", lo: "llo", la: "lla", "l’": "ll’", i: "i", gli: "gli", le: "lle" }).map(([article, end]) => [
        `${preposition} ${article}`,
        `${stem}${end}`,
      ]),
    ),
  ),
);
const score = (value: string, best: string, reviews: string | null) => `${value} su ${best}${reviews ? ` (${reviews})` : ""}`;

/** " di Summit Gear" after a name, or nothing. */
const of = (brand: string | null) => (brand ? ` di ${brand}` : "");
/** The category after a name; odd variants place it ("nel reparto Zaini"), a shape without the word "categoria" (a rule may forbid it). */
const fromCategory = (leaf: string | null, variant: number, words: string) =>
  leaf ? (variant % 2 ? `, nel reparto ${leaf}` : `, ${words} ${leaf}`) : "";
/** "Categoria: Zaini. Marca: Summit Gear." for the technical tone's labelled openings. */
const labelled = (brand: string | null, leaf: string | null, variant: number) =>
  [leaf && `${variant % 2 ? "Tipo di prodotto" : "Categoria"}: ${leaf}.`, brand && `Marca: ${brand}.`].filter(Boolean).join(" ");
const certifications = (verb: string, list: string, count: number) =>
  `${verb} ${count === 1 ? "la certificazione" : "le certificazioni"} ${list}`;

// Neutral, friendly and playful address the reader as tu, premium as voi; technical writes as a data sheet.
const tones: LanguagePack["tones"] = {
  neutral: {
    callToAction: (_name, variant) =>
      [
        `Aggiungi questo prodotto al carrello per completare il tuo ordine.`,
        `Metti questo prodotto nel carrello e procedi con l’ordine quando vuoi.`,
      ][variant % 2]!,
  },
  friendly: {
    lead: (name, brand, leaf, variant) => `Ti presentiamo ${name}${of(brand)}${fromCategory(leaf, variant, "della categoria")}.`,
    introduce: (name, brand, predicates, variant) =>
      [`Ti presentiamo ${name}${of(brand)}: ${predicates}.`, `Ecco ${name}${of(brand)}: ${predicates}.`][variant % 2]!,
    connectives: ["Inoltre,", "", "E poi"],
    predicates: {
      warranty: (duration) => `ti offre una garanzia di ${duration.text}`,
      list: (role, list, variant = 0) =>
        role === "included"
          ? `arriva con ${list}`
          : role === "variants"
            ? [`c’è in ${list}`, `è disponibile in ${list}`][variant % 2]
            : role === "materials"
              ? `è fatto di ${list}`
              : role === "compatibility"
                ? `funziona con ${list}`
                : undefined,
    },
    sentences: { rated: (value, best, reviews) => `I clienti gli danno un ${score(value, best, reviews)}.` },
    callToAction: (name, variant) =>
      [
        `Se ti convince, aggiungi ${name} al carrello e il gioco è fatto.`,
        `Aggiungi ${name} al carrello e portalo a casa quando vuoi.`,
      ][variant % 2]!,
  },
  premium: {
    lead: (name, brand, leaf, variant) =>
      brand
        ? `${brand} presenta ${name}${fromCategory(leaf, variant, "nella categoria")}.`
        : `Vi presentiamo ${name}${fromCategory(leaf, variant, "della categoria")}.`,
    introduce: (name, brand, predicates, variant) =>
      brand
        ? [`Firmato ${brand}, ${name} ${predicates}.`, `${brand} presenta ${name}: ${predicates}.`][variant % 2]!
        : `Vi presentiamo ${name}: ${predicates}.`,
    connectives: ["Al tempo stesso,", "", "A ciò si aggiunge che"],
    predicates: {
      warranty: (duration) => `gode di una garanzia di ${duration.text}`,
      certified: (list, count) => certifications("vanta", list, count),
      list: (role, list, variant = 0) =>
        role === "included"
          ? `è accompagnato da ${list}`
          : role === "variants"
            ? [`è proposto in ${list}`, `è disponibile in ${list}`][variant % 2]
            : role === "materials"
              ? `è realizzato in ${list}`
              : role === "compatibility"
                ? `è compatibile con ${list}`
                : undefined,
    },
    sentences: {
      rated: (value, best, reviews) => `I clienti gli attribuiscono una valutazione di ${score(value, best, reviews)}.`,
    },
    callToAction: (name, variant) =>
      [
        `Fate vostro ${name}: aggiungetelo oggi stesso al carrello.`,
        `Vi invitiamo ad aggiungere ${name} al carrello e a farlo vostro.`,
      ][variant % 2]!,
  },
  technical: {
    // Labelled lines open the data sheet; the facts follow in sentences of their own.
    lead: (name, brand, leaf, variant) =>
      [`${labelled(brand, leaf, variant)} Prodotto: ${name}.`, `Prodotto: ${name}. ${labelled(brand, leaf, variant)}`][
        variant % 2
      ]!.trim(),
    connectives: ["", "In aggiunta,"],
    predicates: {
      measure: (key, value, variant) =>
        key === "weight" ? `presenta un peso di ${value}` : it.predicates.measure(key, value, variant),
      warranty: (duration) => `è coperto da una garanzia di ${duration.text}`,
      certified: (list) => `è certificato secondo ${list}`,
      list: (role, list, variant = 0) =>
        role === "included"
          ? `è fornito con ${list}`
          : role === "variants"
            ? [`esiste in ${list}`, `è disponibile in ${list}`][variant % 2]
            : role === "materials"
              ? `è costruito in ${list}`
              : role === "compatibility"
                ? `è compatibile con ${list}`
                : undefined,
    },
    sentences: {
      rated: (value, best, reviews) => `Valutazione media dei clienti: ${value}/${best}${reviews ? ` (${reviews})` : ""}.`,
    },
    callToAction: (_name, variant) =>
      [
        `Per l’ordine, aggiungere il prodotto al carrello nella quantità desiderata.`,
        `Ordine: inserire il prodotto nel carrello indicando la quantità necessaria.`,
      ][variant % 2]!,
  },
  playful: {
    lead: (name, brand, leaf, variant) =>
      `Di’ ciao ${contract("a", name)}${of(brand)}${fromCategory(leaf, variant, "direttamente dalla categoria")}!`,
    introduce: (name, brand, predicates, variant) =>
      [
        `Di’ ciao ${contract("a", name)}${of(brand)} che ${predicates}!`,
        `Occhi puntati ${contract("su", name)}${of(brand)}: ${predicates}.`,
      ][variant % 2]!,
    connectives: ["Tra l’altro,", "E in più", ""],
    predicates: {
      warranty: (duration) => `ti copre le spalle con una garanzia di ${duration.text}`,
      list: (role, list, variant = 0) =>
        role === "included"
          ? `si porta dietro ${list}`
          : role === "variants"
            ? [`si fa vedere in ${list}`, `è disponibile in ${list}`][variant % 2]
            : role === "materials"
              ? `è fatto di ${list}`
              : role === "compatibility"
                ? `va d’accordo con ${list}`
                : undefined,
    },
    sentences: { rated: (value, best, reviews) => `Il verdetto dei clienti: un ${score(value, best, reviews)}.` },
    callToAction: (name, variant) =>
      [`Non pensarci troppo: metti ${name} nel carrello e vai!`, `Dai, che ${name} non vede l’ora di saltare nel tuo carrello!`][
        variant % 2
      ]!,
  },
};

export const it: LanguagePack = {
  locale: "it",
  lowercaseValues: true,
  namesByType: true,
  properties: {
    waterproof: "impermeabile",
    water_resistant: "idrorepellente",
    windproof: "antivento",
    breathable: "traspirante",
    machine_washable: "lavabile in lavatrice",
    dishwasher_safe: "lavabile in lavastoviglie",
    vegan: "vegano",
    organic: "biologico",
    gluten_free: "senza glutine",
    recyclable: "riciclabile",
    rechargeable: "ricaricabile",
    wireless: "senza fili",
    foldable: "pieghevole",
    adjustable: "regolabile",
    handmade: "fatto a mano",
    bpa_free: "senza BPA",
    insulated: "termoisolante",
    cruelty_free: "non testato sugli animali",
  },
  yes: "sì",
  no: "no",
  headings: {
    details: "Dettagli del prodotto",
    faq: "Domande frequenti",
    brand: "marca",
    glance: "In breve",
  },
  quoteMarks: ["«", "»"],
  reviews: (count, formatted) => `${formatted} ${count === 1 ? "recensione" : "recensioni"}`,
  by: (name, brand) => `${name} di ${brand}`,
  // A product's name takes the article of what it is: "lo smartphone", "la borsa", "il Samsung Galaxy S7".
  definite: (name, type) => {
    const article = /^(un|uno|una|un’)(?: |(?<=’))(?!paio\b)/u.exec(type)?.[1];
    if (!article) return undefined;
    if (vowel(name)) return `l’${name}`;
    return `${article === "una" || article === "un’" ? "la" : strong(name) ? "lo" : "il"} ${name}`;
  },
  isA: (name, type, plural) => `${name} ${plural ? "sono" : "è"} ${type}.`,
  allergens: { contains: (list) => `Contiene ${list}.`, traces: (list) => `Può contenere tracce di ${list}.` },
  summary: (subject, highlights) => `${subject}: ${highlights}.`,
  lead: (name, brand, leaf, variant) =>
    brand && leaf
      ? `${name} di ${brand} appartiene alla categoria ${leaf}.`
      : brand
        ? [`${name} è un prodotto ${brand}.`, `${name} porta la firma di ${brand}.`][variant % 2]!
        : leaf
          ? `${name} appartiene alla categoria ${leaf}.`
          : `Scopri ${name}.`,
  subjects: { named: (name) => name, later: [""], fallback: "Questo prodotto" },
  predicates: {
    properties: (list) => `è ${list}`,
    measure: (key, value) =>
      (
        ({
          dimensions: `misura ${value}`,
          weight: `pesa ${value}`,
          storage: `offre ${value} di memoria interna`,
          memory: `dispone di ${value} di RAM`,
          screen: `ha uno schermo da ${value}`,
          battery: `integra una batteria da ${value}`,
          battery_life: `offre un’autonomia di ${value}`,
          age: `è adatto a partire da ${value}`,
        }) as Record<string, string>
      )[key],
    resolution: (value) => `con una risoluzione di ${value}`,
    dimension: (label, value) => `${a(label)} di ${value}`,
    runsOn: (system) => `usa ${system}`,
    has: (list) => `ha ${list}`,
    warranty: (duration) => `ha una garanzia di ${duration.text}`,
    certified: (list) => `è certificato ${list}`,
    list: (role, list) =>
      role === "included"
        ? `include ${list}`
        : role === "variants"
          ? `è disponibile in ${list}`
          : role === "materials"
            ? `è realizzato in ${list}`
            : role === "compatibility"
              ? `è compatibile con ${list}`
              : undefined,
  },
  coordinate: (predicates) => {
    const last = predicates.at(-1)!;
    const init = predicates.slice(0, -1);
    // "e" becomes "ed" before a vowel e: "ha una garanzia di 5 anni ed è certificato".
    return init.length ? `${init.join(", ")} ${/^[eè]/i.test(last) ? "ed" : "e"} ${last}` : last;
  },
  sentences: {
    rated: (value, best, reviews) => `I clienti lo valutano ${score(value, best, reviews)}.`,
    list: (_role, label, list) => `${capitalize(label.word)}: ${list}.`,
    text: (label, text) => sentence(`${capitalize(label.word)}: ${text}`),
  },
  highlights: {
    measure: (label, value) => `${label.word} di ${value}`,
    warranty: (duration) => `garanzia di ${duration.text}`,
    certified: (list) => `certificato ${list}`,
    rated: (value, best) => `valutato ${value}/${best}`,
  },
  faq: {
    measure: (name, label, value) =>
      qa(`Qual è ${the(label)} ${contract("di", name)}?`, `${capitalize(the(label))} ${contract("di", name)} è di ${value}.`),
    scalar: (name, label, value) =>
      qa(`Qual è ${the(label)} ${contract("di", name)}?`, `${capitalize(the(label))} ${contract("di", name)} è ${value}.`),
    property: (name, adjective) => qa(`${name} è ${adjective}?`, `Sì, ${name} è ${adjective}.`),
    warranty: (name, duration) => qa(`Che garanzia ha ${name}?`, `${name} ha una garanzia di ${duration.text}.`),
    certified: (name, list, count) =>
      count === 1
        ? qa(`Quale certificazione ha ${name}?`, `${name} ha la certificazione ${list}.`)
        : qa(`Quali certificazioni ha ${name}?`, `${name} ha le certificazioni ${list}.`),
    rated: (name, value, best, reviews) =>
      qa(`Come valutano i clienti ${name}?`, `I clienti valutano ${name} ${score(value, best, reviews)}.`),
    included: (name, list) => qa(`Cosa include ${name}?`, `${name} include ${list}.`),
    variants: (name, label, list) => qa(`Quali opzioni di ${label.word} ha ${name}?`, `${name} è disponibile in ${list}.`),
    ingredients: (name, list) => qa(`Quali ingredienti contiene ${name}?`, `${name} contiene ${list}.`),
    dimensions: (name, value) => qa(`Quali sono le dimensioni ${contract("di", name)}?`, `${name} misura ${value}.`),
    compatibility: (name, list) => qa(`Con cosa è compatibile ${name}?`, `${name} è compatibile con ${list}.`),
  },
  keyword: (productType, property) => `${productType} ${property}`,
  tones,
};
