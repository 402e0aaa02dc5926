import { colon } from "../facts/format.js";
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
  quoteMarks: ["«\u202f", "\u202f»"],
  reviews: (_count, formatted) => `${formatted} avis`,
  by: (name, brand) => `${name} ${of(brand)}`,
  summary: (subject, highlights) => `${subject}${colon("fr")} ${highlights}.`,
  lead: (name, brand, leaf, variant) =>
    brand && leaf
      ? [
          `${name} ${of(brand)} fait partie de la catégorie ${leaf}.`,
          `Dans la catégorie ${leaf}, ${brand} propose ${name}.`,
          `${brand} signe ${name}, dans la catégorie ${leaf}.`,
        ][variant % 3]!
      : brand
        ? `${brand} propose ${name}.`
        : leaf
          ? `${name} fait partie de la catégorie ${leaf}.`
          : `Découvrez ${name}.`,
  subjects: { named: (name) => name, later: ["Il"], fallback: "Ce produit" },
  predicates: {
    properties: (list) => `est ${list}`,
    measure: (key, value) =>
      (
        ({
          dimensions: `mesure ${value}`,
          weight: `pèse ${value}`,
          storage: `intègre ${value} de stockage`,
          memory: `dispose de ${value} de mémoire vive`,
          screen: `est doté d’un écran de ${value}`,
          battery: `est équipé d’une batterie de ${value}`,
          battery_life: `offre une autonomie de ${value}`,
          capacity: `offre une contenance de ${value}`,
          power: `développe une puissance de ${value}`,
          voltage: `fonctionne en ${value}`,
          length: `mesure ${value} de long`,
          width: `mesure ${value} de large`,
          height: `mesure ${value} de haut`,
          age: `convient dès ${value}`,
          // "jusqu’à 120 km" keeps its bound: "une portée allant jusqu’à 120 km".
          range: `offre une portée ${value.startsWith("jusqu") ? "allant " : "de "}${value}`,
        }) as Record<string, string>
      )[key],
    dimension: (label, value) => `${a(label)} ${of(value)}`,
    runsOn: (system) => `fonctionne sous ${system}`,
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
    list: (_role, label, list) => `${capitalize(label.word)}${colon("fr")} ${list}.`,
    text: (label, text) => sentence(`${capitalize(label.word)}${colon("fr")} ${text}`),
  },
  highlights: {
    measure: (label, value) => `${label.word} ${of(value)}`,
    warranty: (duration) => `garantie de ${duration.text}`,
    certified: (list) => `certifié ${list}`,
    rated: (value, best) => `noté ${value}/${best}`,
  },
  faq: {
    brand: (name, brand) => qa(`Quelle marque propose ${name}\u202f?`, `${brand} propose ${name}.`),
    measure: (name, label, value) =>
      qa(
        `${label.gender === "f" ? "Quelle" : "Quel"} est ${the(label)} ${of(name)}\u202f?`,
        `${capitalize(the(label))} ${of(name)} est ${of(value)}.`,
      ),
    scalar: (name, label, value) =>
      qa(
        `${label.gender === "f" ? "Quelle" : "Quel"} est ${the(label)} ${of(name)}\u202f?`,
        `${capitalize(the(label))} ${of(name)} est ${value}.`,
      ),
    property: (name, adjective) => qa(`${name} est-il ${adjective}\u202f?`, `Oui, ${name} est ${adjective}.`),
    warranty: (name, duration) =>
      qa(`Quelle est la garantie ${of(name)}\u202f?`, `${name} bénéficie d’une garantie de ${duration.text}.`),
    certified: (name, list, count) =>
      count === 1
        ? qa(`De quelle certification dispose ${name}\u202f?`, `${name} dispose de la certification ${list}.`)
        : qa(`De quelles certifications dispose ${name}\u202f?`, `${name} dispose des certifications ${list}.`),
    rated: (name, value, best, reviews) =>
      qa(`Comment les clients évaluent-ils ${name}\u202f?`, `Les clients attribuent à ${name} ${note(value, best, reviews)}.`),
    included: (name, list) => qa(`Que comprend ${name}\u202f?`, `${name} comprend ${list}.`),
    ingredients: (name, list) => qa(`Quels sont les ingrédients ${of(name)}\u202f?`, `${name} contient ${list}.`),
    category: (name, leaf) => qa(`À quelle catégorie appartient ${name}\u202f?`, `${name} fait partie de la catégorie ${leaf}.`),
    dimensions: (name, value) => qa(`Quelles sont les dimensions ${of(name)}\u202f?`, `${name} mesure ${value}.`),
    compatibility: (name, list) => qa(`Avec quoi ${name} est-il compatible\u202f?`, `${name} est compatible avec ${list}.`),
  },
  keyword: (productType, property) => `${productType} ${property}`,
  tones: {
    neutral: {
      callToAction: (name, variant) => [`Commandez ${name} dès aujourd’hui.`, `Ajoutez ${name} à votre panier.`][variant % 2]!,
    },
  },
};
