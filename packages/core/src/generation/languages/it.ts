import { capitalize, qa, sentence, type Label, type LanguagePack } from "./pack.js";

const vowel = (word: string) => /^[aeiouàèéìòù]/i.test(word);
/** lo/uno before s + consonant, z, gn, ps, x, y. */
const strong = (word: string) => /^(s[^aeiou]|z|gn|ps|x|y)/i.test(word);
const the = (label: Label) =>
  vowel(label.word) ? `l’${label.word}` : `${label.gender === "f" ? "la" : strong(label.word) ? "lo" : "il"} ${label.word}`;
const a = (label: Label) =>
  label.gender === "f"
    ? `${vowel(label.word) ? "un’" : "una "}${label.word}`
    : `${strong(label.word) ? "uno" : "un"} ${label.word}`;
const score = (value: string, best: string, reviews: string | null) => `${value} su ${best}${reviews ? ` (${reviews})` : ""}`;

export const it: LanguagePack = {
  locale: "it",
  lowercaseValues: true,
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
    category: "categoria",
    glance: "In breve",
  },
  quoteMarks: ["«", "»"],
  reviews: (count, formatted) => `${formatted} ${count === 1 ? "recensione" : "recensioni"}`,
  by: (name, brand) => `${name} di ${brand}`,
  summary: (subject, highlights) => `${subject}: ${highlights}.`,
  lead: (name, brand, leaf) =>
    brand && leaf
      ? `${name} di ${brand} appartiene alla categoria ${leaf}.`
      : brand
        ? `${name} è un prodotto ${brand}.`
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
    dimension: (label, value) => `${a(label)} di ${value}`,
    runsOn: (system) => `funziona con ${system}`,
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
    brand: (name, brand) => qa(`Di quale marca è ${name}?`, `${name} è un prodotto ${brand}.`),
    measure: (name, label, value) =>
      qa(`Qual è ${the(label)} di ${name}?`, `${capitalize(the(label))} di ${name} è di ${value}.`),
    scalar: (name, label, value) => qa(`Qual è ${the(label)} di ${name}?`, `${capitalize(the(label))} di ${name} è ${value}.`),
    property: (name, adjective) => qa(`${name} è ${adjective}?`, `Sì, ${name} è ${adjective}.`),
    warranty: (name, duration) => qa(`Che garanzia ha ${name}?`, `${name} ha una garanzia di ${duration.text}.`),
    certified: (name, list, count) =>
      count === 1
        ? qa(`Quale certificazione ha ${name}?`, `${name} ha la certificazione ${list}.`)
        : qa(`Quali certificazioni ha ${name}?`, `${name} ha le certificazioni ${list}.`),
    rated: (name, value, best, reviews) =>
      qa(`Come valutano i clienti ${name}?`, `I clienti valutano ${name} ${score(value, best, reviews)}.`),
    included: (name, list) => qa(`Cosa include ${name}?`, `${name} include ${list}.`),
    ingredients: (name, list) => qa(`Quali ingredienti contiene ${name}?`, `${name} contiene ${list}.`),
    category: (name, leaf) => qa(`A quale categoria appartiene ${name}?`, `${name} appartiene alla categoria ${leaf}.`),
    dimensions: (name, value) => qa(`Quali sono le dimensioni di ${name}?`, `${name} misura ${value}.`),
    compatibility: (name, list) => qa(`Con cosa è compatibile ${name}?`, `${name} è compatibile con ${list}.`),
  },
  keyword: (productType, property) => `${productType} ${property}`,
  tones: {
    neutral: { callToAction: (name, variant) => [`Ordina ${name} oggi stesso.`, `Aggiungi ${name} al carrello.`][variant % 2]! },
  },
};
