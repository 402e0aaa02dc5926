import { capitalize, qa, sentence, type Label, type LanguagePack } from "./pack.js";

const elides = (word: string) => /^[aeiouyéèêàâîôû]/i.test(word);
const the = (label: Label) => (elides(label.word) ? `l’${label.word}` : `${label.gender === "f" ? "la" : "le"} ${label.word}`);
const a = (label: Label) => `${label.gender === "f" ? "une" : "un"} ${label.word}`;
const of = (value: string) => (elides(value) ? `d’${value}` : `de ${value}`);
const note = (value: string, best: string, reviews: string | null) =>
  `la note de ${value} sur ${best}${reviews ? ` (${reviews})` : ""}`;

export const fr: LanguagePack = {
  locale: "fr",
  lowercaseValues: true,
  labels: {
    color: { word: "couleur", gender: "f" },
    size: { word: "taille", gender: "f" },
    material: { word: "matière", gender: "f" },
    weight: { word: "poids", gender: "m" },
    capacity: { word: "capacité", gender: "f" },
    length: { word: "longueur", gender: "f" },
    width: { word: "largeur", gender: "f" },
    height: { word: "hauteur", gender: "f" },
    depth: { word: "profondeur", gender: "f" },
    diameter: { word: "diamètre", gender: "m" },
    origin: { word: "pays d’origine", gender: "m" },
    care: { word: "entretien", gender: "m" },
    fit: { word: "coupe", gender: "f" },
    pattern: { word: "motif", gender: "m" },
    style: { word: "style", gender: "m" },
    season: { word: "saison", gender: "f" },
    finish: { word: "finition", gender: "f" },
    scent: { word: "parfum", gender: "m" },
    flavor: { word: "saveur", gender: "f" },
    power: { word: "puissance", gender: "f" },
    voltage: { word: "tension", gender: "f" },
    battery: { word: "capacité de la batterie", gender: "f" },
    storage: { word: "stockage", gender: "m" },
    pieces: { word: "nombre de pièces", gender: "m" },
    age: { word: "âge minimum", gender: "m" },
    features: { word: "équipements" },
    included: { word: "contenu de la boîte" },
    ingredients: { word: "ingrédients" },
    allergens: { word: "allergènes" },
    colors: { word: "coloris" },
    sizes: { word: "tailles" },
    materials: { word: "matières" },
    compatibility: { word: "compatible avec" },
    certifications: { word: "certifications" },
    warranty: { word: "garantie", gender: "f" },
  },
  properties: {
    waterproof: "imperméable",
    water_resistant: "déperlant",
    windproof: "coupe-vent",
    breathable: "respirant",
    machine_washable: "lavable en machine",
    dishwasher_safe: "compatible lave-vaisselle",
    vegan: "végan",
    organic: "biologique",
    gluten_free: "sans gluten",
    recyclable: "recyclable",
    rechargeable: "rechargeable",
    wireless: "sans fil",
    foldable: "pliable",
    adjustable: "réglable",
    handmade: "fait main",
    bpa_free: "sans BPA",
    insulated: "isotherme",
    cruelty_free: "non testé sur les animaux",
  },
  yes: "oui",
  no: "non",
  headings: { details: "Détails du produit", faq: "Questions fréquentes" },
  quoteMarks: ["« ", " »"],
  reviews: (_count, formatted) => `${formatted} avis`,
  by: (name, brand) => `${name} ${of(brand)}`,
  summary: (subject, highlights) => `${subject} : ${highlights}.`,
  lead: (name, brand, leaf) =>
    brand && leaf
      ? `${name} ${of(brand)} fait partie de la catégorie ${leaf}.`
      : brand
        ? `${brand} propose ${name}.`
        : leaf
          ? `${name} fait partie de la catégorie ${leaf}.`
          : `Découvrez ${name}.`,
  subjects: { named: (name) => name, later: ["Il"], fallback: "Ce produit" },
  predicates: {
    properties: (list) => `est ${list}`,
    measure: (key, value) => (key === "weight" ? `pèse ${value}` : undefined),
    dimension: (label, value) => `${a(label)} ${of(value)}`,
    has: (list) => `a ${list}`,
    warranty: (duration) => `bénéficie d’une garantie de ${duration.text}`,
    certified: (list) => `est certifié ${list}`,
    list: (role, list) =>
      role === "included"
        ? `comprend ${list}`
        : role === "variants"
          ? `est disponible en ${list}`
          : role === "materials"
            ? `est fabriqué en ${list}`
            : role === "compatibility"
              ? `est compatible avec ${list}`
              : undefined,
  },
  sentences: {
    rated: (value, best, reviews) => `Les clients lui attribuent ${note(value, best, reviews)}.`,
    list: (_role, label, list) => `${capitalize(label.word)} : ${list}.`,
    details: (pairs) => `Autres caractéristiques : ${pairs}.`,
    text: (label, text) => sentence(`${capitalize(label.word)} : ${text}`),
  },
  highlights: {
    measure: (label, value) => `${label.word} ${of(value)}`,
    warranty: (duration) => `garantie de ${duration.text}`,
    certified: (list) => `certifié ${list}`,
    rated: (value, best) => `noté ${value}/${best}`,
  },
  faq: {
    brand: (name, brand) => qa(`Quelle marque propose ${name} ?`, `${brand} propose ${name}.`),
    measure: (name, label, value) =>
      qa(
        `${label.gender === "f" ? "Quelle" : "Quel"} est ${the(label)} ${of(name)} ?`,
        `${capitalize(the(label))} ${of(name)} est ${of(value)}.`,
      ),
    scalar: (name, label, value) =>
      qa(
        `${label.gender === "f" ? "Quelle" : "Quel"} est ${the(label)} ${of(name)} ?`,
        `${capitalize(the(label))} ${of(name)} est ${value}.`,
      ),
    property: (name, adjective) => qa(`${name} est-il ${adjective} ?`, `Oui, ${name} est ${adjective}.`),
    warranty: (name, duration) =>
      qa(`Quelle est la garantie ${of(name)} ?`, `${name} bénéficie d’une garantie de ${duration.text}.`),
    certified: (name, list, count) =>
      count === 1
        ? qa(`De quelle certification dispose ${name} ?`, `${name} dispose de la certification ${list}.`)
        : qa(`De quelles certifications dispose ${name} ?`, `${name} dispose des certifications ${list}.`),
    rated: (name, value, best, reviews) =>
      qa(`Comment les clients évaluent-ils ${name} ?`, `Les clients attribuent à ${name} ${note(value, best, reviews)}.`),
    included: (name, list) => qa(`Que comprend ${name} ?`, `${name} comprend ${list}.`),
    ingredients: (name, list) => qa(`Quels sont les ingrédients ${of(name)} ?`, `${name} contient ${list}.`),
    compatibility: (name, list) => qa(`Avec quoi ${name} est-il compatible ?`, `${name} est compatible avec ${list}.`),
  },
  keyword: (productType, property) => `${productType} ${property}`,
};
