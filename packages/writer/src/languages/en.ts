import { escapeRegExp } from "../regexp.js";
import { capitalize, type Duration, type LanguagePack, namesStandards, qa, sentence } from "./pack.js";

const an = (word: string) => (/^[aeio]|^u(?!ni|s[aeu])|^hou|^hon/i.test(word) ? `an ${word}` : `a ${word}`);
/** The product's name with its article, unless the name has one ("the vert Grey detox"). */
const the = (name: string) => (/^the\s/i.test(name) ? name : `the ${name}`);
const The = (name: string) => capitalize(the(name));
const durationAdjective = (duration: Duration) => `${duration.value}-${duration.unit}`;
const outOf = (value: string, best: string, reviews: string | null) =>
  `${value} out of ${best}${reviews ? ` across ${reviews}` : ""}`;

/** The verbs English sentences about a product take in the third person singular, with their plural. */
export const PLURAL_VERBS: Readonly<Record<string, string>> = {
  is: "are",
  has: "have",
  was: "were",
  does: "do",
  weighs: "weigh",
  comes: "come",
  measures: "measure",
  offers: "offer",
  carries: "carry",
  features: "feature",
  includes: "include",
  contains: "contain",
  holds: "hold",
  lasts: "last",
  runs: "run",
  belongs: "belong",
  fits: "fit",
  scores: "score",
  ships: "ship",
  provides: "provide",
  keeps: "keep",
  gives: "give",
};
const VERBS = Object.keys(PLURAL_VERBS).join("|");

/**
 * The sentences of a text about a product whose name is plural: from the name (with its maker after it, "… by
 * VELOFANT") or "It" to the sentence's end, the verb and the verbs coordinated with it agree ("The Sunglasses are
 * listed under Accessories.", "They come in black and have a width of 5 cm."); a question's ("Is the Sunglasses …?")
 * and an object's pronoun ("rate it") too. Readers of bench/quality/grading/2026-12-02d struck "The Sunglasses is".
 */
function agreePlural(text: string, name: string): string {
  const named = escapeRegExp(name);
  const subject = `(?:[Tt]he ${named}|${named}|It)(?:\\s+(?:by|from)(?:\\s+[^\\s,.;:!?]+){1,3}?)?`;
  // The subject opens its sentence, or follows what opens it ("Made by VELOFANT, the …"); never "The material of the …".
  const clause = new RegExp(`(?<=^|[.!?:]\\s|>|,\\s)(${subject})(\\s(?:[^.!?<]|\\.(?=\\d))*)`, "gu");
  const verb = new RegExp(`(^\\s|, |\\band )(${VERBS})(?![\\p{L}])`, "gu");
  return text
    .replace(
      clause,
      (_, who: string, rest: string) =>
        `${who === "It" ? "They" : who}${rest.replace(verb, (__, before: string, said: string) => before + PLURAL_VERBS[said])}`,
    )
    .replace(new RegExp(`\\b(Is|is|Does|does) (the ${named})(?![\\p{L}])`, "gu"), (_, said: string, who: string) => {
      const plural = PLURAL_VERBS[said.toLowerCase()]!;
      return `${said === said.toLowerCase() ? plural : capitalize(plural)} ${who}`;
    })
    .replace(/\b(rate|give) it\b/g, "$1 them");
}

export const en: LanguagePack = {
  locale: "en-GB",
  lowercaseValues: true,
  namesByType: true,
  properties: {
    waterproof: "waterproof",
    water_resistant: "water-resistant",
    windproof: "windproof",
    breathable: "breathable",
    machine_washable: "machine washable",
    dishwasher_safe: "dishwasher safe",
    vegan: "vegan",
    organic: "organic",
    gluten_free: "gluten-free",
    recyclable: "recyclable",
    rechargeable: "rechargeable",
    wireless: "wireless",
    foldable: "foldable",
    adjustable: "adjustable",
    handmade: "handmade",
    bpa_free: "BPA-free",
    insulated: "insulated",
    cruelty_free: "cruelty-free",
  },
  yes: "yes",
  no: "no",
  headings: {
    details: "Product details",
    faq: "Frequently asked questions",
    brand: "brand",
    glance: "At a glance",
  },
  quoteMarks: ["“", "”"],
  reviews: (count, formatted) => `${formatted} ${count === 1 ? "review" : "reviews"}`,
  includedItem: withArticle,
  by: (name, brand) => `${name} by ${brand}`,
  isA: (name, type, plural) => `${name} ${plural ? "are" : "is"} ${type}.`,
  plural: agreePlural,
  sizes: (list) => `sizes ${list}`,
  allergens: { contains: (list) => `Contains ${list}.`, traces: (list) => `May contain ${list}.` },
  summary: (subject, highlights) => `${subject}: ${highlights}.`,
  lead: (name, brand, leaf, variant) =>
    brand && leaf
      ? [
          `${The(name)} by ${brand} belongs to the ${leaf} category.`,
          `In ${leaf}, ${brand} offers ${the(name)}.`,
          `${The(name)} is part of the ${leaf} line-up from ${brand}.`,
        ][variant % 3]!
      : brand
        ? [`${The(name)} is made by ${brand}.`, `${brand} makes ${the(name)}.`][variant % 2]!
        : leaf
          ? [`${The(name)} belongs to the ${leaf} category.`, `${The(name)} is listed under ${leaf}.`][variant % 2]!
          : `Discover ${the(name)}.`,
  introduce: (name, brand, predicates, variant) => {
    const by = brand ? ` by ${brand}` : "";
    const owned = brand ? `${brand}’s ${name}` : `${The(name)}`;
    const made = brand
      ? [
          `Made by ${brand}, ${the(name)} ${predicates}.`,
          `From ${brand}, ${the(name)} ${predicates}.`,
          `${The(name)} from ${brand} ${predicates}.`,
        ]
      : [];
    return [`${The(name)}${by} ${predicates}.`, `${owned} ${predicates}.`, ...made][variant % (2 + made.length)]!;
  },
  subjects: { named: The, later: ["It"], again: true, fallback: "This product", afterType: "It" },
  predicates: {
    properties: (list) => `is ${list}`,
    measure: (key, value, variant = 0) =>
      key === "dimensions"
        ? `measures ${value}`
        : key === "storage"
          ? `offers ${value} of storage`
          : key === "memory"
            ? `has ${value} of RAM`
            : key === "screen"
              ? `has a ${value.replace(/ in$/, "-inch")} screen`
              : key === "capacity"
                ? [`holds ${value}`, `has a capacity of ${value}`][variant % 2]
                : key === "weight"
                  ? [`weighs ${value}`, `has a weight of ${value}`][variant % 2]
                  : key === "age"
                    ? `is suitable from ${value}`
                    : key === "battery"
                      ? `has a ${value} battery`
                      : key === "battery_life"
                        ? `lasts ${value} on a charge`
                        : undefined,
    resolution: (value) => `with a resolution of ${value}`,
    dimension: (label, value) => `${an(label.word)} of ${value}`,
    runsOn: (system) => `runs on ${system}`,
    colour: (value) => `comes in ${value}`,
    has: (list) => `has ${list}`,
    warranty: (duration, variant = 0) =>
      [`is backed by a ${durationAdjective(duration)} warranty`, `carries a ${durationAdjective(duration)} warranty`][
        variant % 2
      ]!,
    certified: (list, count, variant = 0) =>
      namesStandards(list)
        ? [`carries ${list} certification`, `is certified to ${list}`][variant % 2]!
        : `carries the ${list} ${count === 1 ? "label" : "labels"}`,
    rated: (value, best, reviews, variant = 0) =>
      [`is rated ${outOf(value, best, reviews)}`, `scores ${outOf(value, best, reviews)}`][variant % 2]!,
    list: (role, list, variant = 0) =>
      role === "included"
        ? [`comes with ${list}`, `includes ${list}`, `ships with ${list}`][variant % 3]
        : role === "variants"
          ? [`is available in ${list}`, `comes in ${list}`, `is offered in ${list}`][variant % 3]
          : role === "materials"
            ? [`is made of ${list}`, `is made from ${list}`][variant % 2]
            : role === "compatibility"
              ? `is compatible with ${list}`
              : undefined,
  },
  sentences: {
    rated: (value, best, reviews, variant = 0) =>
      [`Customers rate it ${outOf(value, best, reviews)}.`, `Reviewers give it ${outOf(value, best, reviews)}.`][variant % 2]!,
    list: (_role, label, list) => `${capitalize(label.word)}: ${list}.`,
    text: (label, text) => sentence(`${capitalize(label.word)}: ${text}`),
  },
  highlights: {
    measure: (label, value) => `${value} ${label.word}`,
    warranty: (duration) => `${durationAdjective(duration)} warranty`,
    certified: (list) => (namesStandards(list) ? `certified to ${list}` : `certified ${list}`),
    rated: (value, best) => `rated ${value}/${best}`,
  },
  faq: {
    measure: (name, label, value) =>
      qa(`What is the ${label.word} of ${the(name)}?`, `${The(name)} has ${an(label.word)} of ${value}.`),
    scalar: (name, label, value) =>
      qa(`What is the ${label.word} of ${the(name)}?`, `The ${label.word} of ${the(name)} is ${value}.`),
    property: (name, adjective) => qa(`Is ${the(name)} ${adjective}?`, `Yes, ${the(name)} is ${adjective}.`),
    warranty: (name, duration) =>
      qa(`What warranty does ${the(name)} come with?`, `${The(name)} comes with a ${durationAdjective(duration)} warranty.`),
    certified: (name, list, count) =>
      qa(
        `Which ${count === 1 ? "certification" : "certifications"} does ${the(name)} have?`,
        namesStandards(list)
          ? `${The(name)} is certified to ${list}.`
          : `${The(name)} carries the ${list} ${count === 1 ? "label" : "labels"}.`,
      ),
    rated: (name, value, best, reviews) =>
      qa(`How do customers rate ${the(name)}?`, `Customers rate ${the(name)} ${outOf(value, best, reviews)}.`),
    included: (name, list) => qa(`What does ${the(name)} come with?`, `${The(name)} comes with ${list}.`),
    variants: (name, label, list) =>
      qa(`Which ${label.word} options does ${the(name)} come in?`, `${The(name)} is available in ${list}.`),
    ingredients: (name, list) => qa(`What ingredients does ${the(name)} contain?`, `${The(name)} contains ${list}.`),
    dimensions: (name, value) => qa(`What are the dimensions of ${the(name)}?`, `${The(name)} measures ${value}.`),
    compatibility: (name, list) => qa(`What is ${the(name)} compatible with?`, `${The(name)} is compatible with ${list}.`),
  },
  keyword: (productType, property) => `${property} ${productType}`,
  tones: {
    neutral: { callToAction: (name, variant) => [`Order ${the(name)} today.`, `Add ${the(name)} to your basket.`][variant % 2]! },
    friendly: {
      lead: (name, brand, leaf, variant) =>
        [
          `Meet ${the(name)}${brand ? ` from ${brand}` : ""}${leaf ? `, one of our ${leaf}` : ""}.`,
          `Say hi to ${the(name)}${brand ? ` from ${brand}` : ""}${leaf ? `, filed under ${leaf}` : ""}.`,
        ][variant % 2]!,
      introduce: (name, brand, predicates, variant) => {
        const from = brand ? ` from ${brand}` : "";
        return [
          `Meet ${the(name)}${from}: it ${predicates}.`,
          `Here’s ${the(name)}${from}, and it ${predicates}.`,
          `Here’s ${the(name)}${from} and it ${predicates}.`,
        ][variant % 3]!;
      },
      subjects: { later: ["It"], again: false, fallback: "This one" },
      connectives: ["Plus,", "And", "On top of that,"],
      predicates: {
        warranty: (duration) => `gives you a ${durationAdjective(duration)} warranty`,
        list: (role, list, variant = 0) =>
          role === "included"
            ? [`comes with ${list} for you`, `gives you ${list}`][variant % 2]
            : role === "variants"
              ? `comes in ${list}`
              : role === "materials"
                ? `is made from ${list}`
                : role === "compatibility"
                  ? `works with ${list}`
                  : undefined,
      },
      sentences: {
        rated: (value, best, reviews) => `Our customers give it ${outOf(value, best, reviews)}.`,
      },
      callToAction: (name, variant) =>
        [`Ready when you are: pop ${the(name)} in your basket!`, `Why wait? Add ${the(name)} to your basket today.`][
          variant % 2
        ]!,
    },
    premium: {
      lead: (name, brand, leaf) =>
        `${brand ? `From ${brand}, the house behind it, comes` : "Here is"} ${the(name)}${leaf ? `, a piece of the ${leaf} collection` : ""}.`,
      introduce: (name, brand, predicates, variant) =>
        [
          `${The(name)}${brand ? ` by ${brand}` : ""} ${predicates}.`,
          ...(brand ? [`Presented by ${brand}, ${the(name)} ${predicates}.`] : []),
        ][variant % (brand ? 2 : 1)]!,
      subjects: { later: ["It", "This piece"], again: false, fallback: "The piece" },
      connectives: ["", "Equally,", "In addition,"],
      predicates: {
        warranty: (duration) => `is assured by a ${durationAdjective(duration)} warranty`,
        certified: (list) => `holds ${list} certification`,
        list: (role, list) =>
          role === "included"
            ? `is accompanied by ${list}`
            : role === "variants"
              ? `is offered in ${list}`
              : role === "materials"
                ? `is fashioned from ${list}`
                : role === "compatibility"
                  ? `pairs with ${list}`
                  : undefined,
      },
      sentences: {
        rated: (value, best, reviews) => `Its owners rate it ${outOf(value, best, reviews)}.`,
      },
      callToAction: (name, variant) =>
        [`Discover ${the(name)} and make it yours.`, `Make ${the(name)} part of your collection.`][variant % 2]!,
    },
    technical: {
      lead: (name, brand, leaf) => `Spec sheet: ${name}${brand ? `, maker ${brand}` : ""}${leaf ? `, category ${leaf}` : ""}.`,
      introduce: (name, brand, predicates, variant) => {
        const maker = brand ? ` (maker: ${brand})` : "";
        return [`In spec terms, ${the(name)}${maker} ${predicates}.`, `${The(name)}${maker} ${predicates}.`][variant % 2]!;
      },
      subjects: { later: ["The unit", "It"], again: false, fallback: "The unit" },
      connectives: ["In detail,", "", "Also,"],
      predicates: {
        measure: (key, value) =>
          key === "weight"
            ? `has a weight of ${value}`
            : key === "capacity"
              ? `has a capacity of ${value}`
              : key === "dimensions"
                ? `has dimensions of ${value}`
                : undefined,
        warranty: (duration) => `is covered by a ${durationAdjective(duration)} manufacturer’s warranty`,
        certified: (list) => `complies with ${list}`,
        list: (role, list) =>
          role === "included"
            ? `is supplied with ${list}`
            : role === "variants"
              ? `is supplied in ${list}`
              : role === "materials"
                ? `is built from ${list}`
                : role === "compatibility"
                  ? `is compatible with ${list}`
                  : undefined,
      },
      sentences: {
        rated: (value, best, reviews) => `Average customer rating: ${value}/${best}${reviews ? ` (${reviews})` : ""}.`,
      },
      callToAction: (name) => `Check the specs above and order ${the(name)}.`,
    },
    playful: {
      lead: (name, brand, leaf) =>
        `Say hello to ${the(name)}${brand ? `, fresh from ${brand}` : ""}${leaf ? ` and the ${leaf} aisle` : ""}!`,
      introduce: (name, brand, predicates, variant) => {
        const from = brand ? ` from ${brand}` : "";
        return [
          `Guess what? ${The(name)}${from} ${predicates}.`,
          `Say hello to ${the(name)}${from}: it ${predicates}!`,
          `Psst: ${the(name)}${from} ${predicates}.`,
        ][variant % 3]!;
      },
      subjects: { later: ["It", "This one"], again: false, fallback: "Our star" },
      connectives: ["Oh, and", "What’s more,", "And yes,"],
      predicates: {
        warranty: (duration) => `has your back with a ${durationAdjective(duration)} warranty`,
        list: (role, list) =>
          role === "included"
            ? `brings along ${list}`
            : role === "variants"
              ? `shows up in ${list}`
              : role === "materials"
                ? `is made from ${list}`
                : role === "compatibility"
                  ? `gets along with ${list}`
                  : undefined,
      },
      sentences: {
        rated: (value, best, reviews) => `The verdict? Reviewers give it ${outOf(value, best, reviews)}.`,
      },
      callToAction: (name) => `Go on, treat yourself to ${the(name)}!`,
    },
  },
};

/** Things a product comes with take an article unless plural or uncountable: "a rain cover", "hip-belt pockets". */
function withArticle(item: string): string {
  const last = item.split(/\s+/).at(-1) ?? item;
  const plural = /[^s]s$/i.test(last) && !/(us|is|ss)$/i.test(last);
  const uncountable = /(ing|ness|ity|ware|wear)$/i.test(last);
  return plural || uncountable || /^[\p{Lu}\d]{2}/u.test(item) || /^\d/.test(item) ? item : an(item);
}
