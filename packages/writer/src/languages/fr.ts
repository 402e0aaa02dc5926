import { capitalize, colon, contraction, qa, sentence, type Label, type LanguagePack } from "./pack.js";

const elides = (word: string) => /^[aeiouyéèêàâîôû]/i.test(word);
const the = (label: Label) => (elides(label.word) ? `l’${label.word}` : `${label.gender === "f" ? "la" : "le"} ${label.word}`);
const a = (label: Label) => `${label.gender === "f" ? "une" : "un"} ${label.word}`;
/** "de" and "à" before "le" and "les" are one word: "du Samsung Galaxy S7", "au sac". */
const contract = contraction({ "de le": "du", "de les": "des", "à le": "au", "à les": "aux" });
const of = (value: string) => (elides(value) ? `d’${value}` : contract("de", value));
const note = (value: string, best: string, reviews: string | null) =>
  `la note de ${value} sur ${best}${reviews ? ` (${reviews})` : ""}`;

export const fr: LanguagePack = {
  locale: "fr",
  lowercaseValues: true,
  namesByType: true,
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
  headings: {
    details: "Détails du produit",
    faq: "Questions fréquentes",
    brand: "marque",
    glance: "En bref",
  },
  quoteMarks: ["«\u202f", "\u202f»"],
  reviews: (_count, formatted) => `${formatted} avis`,
  by: (name, brand) => `${name} ${of(brand)}`,
  // A product's name takes the article of what it is: "le Samsung Galaxy S7" (un smartphone), "la chemise"; a pair's
  // gender is only the name's where the name is the pair ("la paire de lunettes de soleil").
  definite: (name, type) => {
    const article = /^(une?) /u.exec(type)?.[1];
    if (!article || (/^une paire\b/u.test(type) && !/^paire\b/iu.test(name))) return undefined;
    return elides(name) ? `l’${name}` : `${article === "une" ? "la" : "le"} ${name}`;
  },
  isA: (name, type, plural) => `${name} ${plural ? "sont" : "est"} ${type}.`,
  sizes: (list) => `tailles ${list}`,
  allergens: { contains: (list) => `Contient\u202f: ${list}.`, traces: (list) => `Traces éventuelles\u202f: ${list}.` },
  summary: (subject, highlights) => `${subject}${colon("fr")} ${highlights}.`,
  lead: (name, brand, leaf, variant) =>
    brand && leaf
      ? [
          `${name} ${of(brand)} fait partie de la catégorie ${leaf}.`,
          `Dans la catégorie ${leaf}, ${brand} propose ${name}.`,
          `${brand} signe ${name}, dans la catégorie ${leaf}.`,
        ][variant % 3]!
      : brand
        ? [`${brand} propose ${name}.`, `${name} est signé ${brand}.`][variant % 2]!
        : leaf
          ? `${name} fait partie de la catégorie ${leaf}.`
          : `Découvrez ${name}.`,
  subjects: {
    named: (name) => name,
    later: ["Il"],
    fallback: "Ce produit",
    gendered: true,
    // The predicates' participles are masculine: "Il" only for a product called by a masculine type ("le LG K580",
    // "l’ASUS VS229H-P" that is "un moniteur").
    pronoun: (name, type) => (/^le /u.test(name) || /^un /u.test(type) ? "Il" : undefined),
  },
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
    resolution: (value) => `d’une résolution de ${value}`,
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
      qa(
        `Comment les clients évaluent-ils ${name}\u202f?`,
        `Les clients attribuent ${contract("à", name)} ${note(value, best, reviews)}.`,
      ),
    included: (name, list) => qa(`Que comprend ${name}\u202f?`, `${name} comprend ${list}.`),
    variants: (name, label, list) =>
      qa(`Quelles sont les options de ${label.word} ${of(name)}\u202f?`, `${name} est disponible en ${list}.`),
    ingredients: (name, list) => qa(`Quels sont les ingrédients ${of(name)}\u202f?`, `${name} contient ${list}.`),
    dimensions: (name, value) => qa(`Quelles sont les dimensions ${of(name)}\u202f?`, `${name} mesure ${value}.`),
    compatibility: (name, list) => qa(`Avec quoi ${name} est-il compatible\u202f?`, `${name} est compatible avec ${list}.`),
  },
  keyword: (productType, property) => `${productType} ${property}`,
  tones: {
    neutral: {
      callToAction: (name, variant) => [`Commandez ${name} dès aujourd’hui.`, `Ajoutez ${name} à votre panier.`][variant % 2]!,
    },
    friendly: {
      lead: (name, brand, leaf) =>
        `Faites connaissance avec ${name}${brand ? ` ${of(brand)}` : ""}${leaf ? `, côté ${leaf}` : ""}.`,
      introduce: (name, brand, predicates, variant) => {
        const from = brand ? ` ${of(brand)}` : "";
        // One text in three opens by meeting the product, the two others with "Voici".
        return variant % 3
          ? `Voici ${name}${from}, et il ${predicates}.`
          : `Faites connaissance avec ${name}${from}${colon("fr")} il ${predicates}.`;
      },
      subjects: { later: ["Il"], again: false },
      connectives: ["En plus,", "Et", "Bonne nouvelle,"],
      predicates: {
        warranty: (duration) => `vous offre une garantie de ${duration.text}`,
        list: (role, list) =>
          role === "included"
            ? `vous est livré avec ${list}`
            : role === "variants"
              ? `existe en ${list}`
              : role === "materials"
                ? `est fait en ${list}`
                : role === "compatibility"
                  ? `s’entend avec ${list}`
                  : undefined,
      },
      sentences: { rated: (value, best, reviews) => `Nos clients lui donnent ${note(value, best, reviews)}.` },
      callToAction: (name, variant) =>
        [
          `Envie ${of(name)}\u202f? Ajoutez-le vite à votre panier\u202f!`,
          `Prêt à vous lancer\u202f? ${capitalize(name)} vous attend dans votre panier.`,
        ][variant % 2]!,
    },
    premium: {
      lead: (name, brand, leaf) =>
        `${brand ? `${brand} présente` : "Voici"} ${name}${leaf ? `, issu de la collection ${leaf}` : ""}.`,
      introduce: (name, brand, predicates, variant) => {
        const from = brand ? ` ${of(brand)}` : "";
        return [`${name}${from} ${predicates}.`, ...(brand ? [`Signé ${brand}, ${name} ${predicates}.`] : [])][
          variant % (brand ? 2 : 1)
        ]!;
      },
      subjects: { later: ["Il"], again: false },
      connectives: ["", "De même,", "Par ailleurs,"],
      predicates: {
        warranty: (duration) => `est assuré par une garantie de ${duration.text}`,
        certified: (list) => `porte la certification ${list}`,
        list: (role, list) =>
          role === "included"
            ? `s’accompagne de ${list}`
            : role === "variants"
              ? `se décline en ${list}`
              : role === "materials"
                ? `est façonné en ${list}`
                : role === "compatibility"
                  ? `s’associe à ${list}`
                  : undefined,
      },
      sentences: { rated: (value, best, reviews) => `Ses propriétaires lui attribuent ${note(value, best, reviews)}.` },
      callToAction: (name, variant) => [`Découvrez ${name} et faites-le vôtre.`, `Offrez-vous ${name}.`][variant % 2]!,
    },
    technical: {
      lead: (name, brand, leaf) =>
        `Fiche technique${colon("fr")} ${name}${brand ? `, fabricant ${brand}` : ""}${leaf ? `, rayon ${leaf}` : ""}.`,
      introduce: (name, brand, predicates, variant) => {
        const maker = brand ? ` (fabricant${colon("fr")} ${brand})` : "";
        return [`Sur le plan technique, ${name}${maker} ${predicates}.`, `${name}${maker} ${predicates}.`][variant % 2]!;
      },
      subjects: { later: ["Le produit", "Il"], again: false, fallback: "Le produit" },
      connectives: ["Plus précisément,", "En outre,", "Par ailleurs,"],
      predicates: {
        measure: (key, value) =>
          key === "weight"
            ? `affiche un poids de ${value}`
            : key === "capacity"
              ? `présente un volume de ${value}`
              : key === "dimensions"
                ? `présente des dimensions de ${value}`
                : undefined,
        warranty: (duration) => `est couvert par une garantie de ${duration.text}`,
        certified: (list) => `est conforme à ${list}`,
        list: (role, list) =>
          role === "included"
            ? `est fourni avec ${list}`
            : role === "variants"
              ? `est décliné en ${list}`
              : role === "materials"
                ? `est constitué de ${list}`
                : role === "compatibility"
                  ? `est compatible avec ${list}`
                  : undefined,
      },
      sentences: {
        rated: (value, best, reviews) =>
          `Note moyenne des clients${colon("fr")} ${value}/${best}${reviews ? ` (${reviews})` : ""}.`,
      },
      callToAction: (name) => `Consultez les caractéristiques ci-dessus et commandez ${name}.`,
    },
    playful: {
      lead: (name, brand, leaf) =>
        `Tadaa\u202f! Voici ${name}${brand ? `, tout droit venu ${of(brand)}` : ""}${leaf ? `, rayon ${leaf}` : ""}.`,
      introduce: (name, brand, predicates, variant) => {
        const from = brand ? ` ${of(brand)}` : "";
        return [
          `Devinez quoi\u202f? ${name}${from} ${predicates}.`,
          `Tadaa\u202f! ${name}${from} ${predicates}.`,
          `Psst${colon("fr")} ${name}${from} ${predicates}.`,
        ][variant % 3]!;
      },
      subjects: { later: ["Il"], again: false },
      connectives: ["Et hop,", "En prime,", "Au passage,"],
      predicates: {
        warranty: (duration) => `assure vos arrières avec une garantie de ${duration.text}`,
        list: (role, list) =>
          role === "included"
            ? `débarque avec ${list}`
            : role === "variants"
              ? `se montre en ${list}`
              : role === "materials"
                ? `est fait en ${list}`
                : role === "compatibility"
                  ? `fait équipe avec ${list}`
                  : undefined,
      },
      sentences: { rated: (value, best, reviews) => `Le verdict\u202f? ${capitalize(note(value, best, reviews))}.` },
      callToAction: (name) => `Allez, faites-vous plaisir avec ${name}\u202f!`,
    },
  },
};
