// The food reader: Open Food Facts product objects as the OFF API returns them (https://openfoodfacts.github.io/
// openfoodfacts-server/api/), and the net content and allergens of GS1 food data where a product carries them.
import { garbled } from "../allergens.js";
import { readUnit } from "../units.js";
import {
  type Ignored,
  type IngredientStatement,
  isEmpty,
  isObject,
  type SourceColumn,
  type SourceReader,
  type SupplierText,
  text,
  textOfHtml,
  withoutAccents,
} from "./reader.js";

/** Fields OFF writes per language (`ingredients_text_fr`): only the page's language is read. */
const LOCALIZED = /^(product_name|generic_name|ingredients_text|conservation_conditions|preparation)(?:_([a-z]{2,3}))?$/;

/** OFF fields read as they are: the concept, the name a shopper reads, and how the value is written. */
const FIELDS: Record<string, { concept: string; name: string; shape?: "list" | "tags" | "code" | "grade" }> = {
  code: { concept: "gtin", name: "Barcode", shape: "code" },
  quantity: { concept: "net_content", name: "Net content" },
  serving_size: { concept: "serving_size", name: "Serving size" },
  labels_tags: { concept: "certifications", name: "Labels", shape: "tags" },
  allergens_tags: { concept: "allergens", name: "Contains", shape: "tags" },
  traces_tags: { concept: "traces", name: "May contain", shape: "tags" },
  additives_tags: { concept: "additives", name: "Additives", shape: "code" },
  origins: { concept: "ingredients_origin", name: "Origin of ingredients", shape: "list" },
  manufacturing_places: { concept: "made_in", name: "Made in" },
  packaging: { concept: "packaging", name: "Packaging", shape: "list" },
  nutriscore_grade: { concept: "nutriscore", name: "Nutri-Score", shape: "grade" },
  nutrition_grades: { concept: "nutriscore", name: "Nutri-Score", shape: "grade" },
  nutrition_grade_fr: { concept: "nutriscore", name: "Nutri-Score", shape: "grade" },
  nova_group: { concept: "nova_group", name: "NOVA group", shape: "code" },
  // The taxonomy's path the contributors chose, as the shop's tags are: a classification, never a sentence.
  categories: { concept: "tags", name: "Categories", shape: "list" },
  expiration_date: { concept: "expiration_date", name: "Best before" },
};

/** Free-text twins of the tag fields above: read only when the tags are missing. */
const TAG_TWINS: Record<string, string> = { labels: "labels_tags", allergens: "allergens_tags", traces: "traces_tags" };

/** Nutrients whose `_100g` value is not in grams (OFF normalises every other one to g, whatever `<n>_unit` says). */
const NUTRIENT_UNITS: Record<string, string> = {
  energy: "kJ",
  "energy-kj": "kJ",
  "energy-kcal": "kcal",
  alcohol: "% vol",
  "fruits-vegetables-nuts": "%",
  "fruits-vegetables-nuts-dried": "%",
  "fruits-vegetables-legumes": "%",
  cocoa: "%",
  "collagen-meat-protein-ratio": "%",
};
/** Nutriment entries OFF computes (scores, groups, estimates), not values of the label. */
const COMPUTED = /^(nova-group|nutrition-score|nutriscore|carbon-footprint|.*-estimate)/;
const NUTRIENT_NAMES: Record<string, string> = {
  energy: "Energy",
  "energy-kj": "Energy",
  "energy-kcal": "Energy",
  proteins: "Protein",
  carbohydrates: "Carbohydrates",
  fiber: "Fibre",
  "vitamin-pp": "Niacin",
};

/** An OFF taxonomy tag made readable: "en:sulphur-dioxide-and-sulphites" → "sulphur dioxide and sulphites". */
const readableTag = (tag: string) =>
  tag
    .replace(/^[a-z]{2,3}:/, "")
    .replace(/-/g, " ")
    .trim();

/**
 * The heading a statement read off a package opens with, and what stands before it ("Ingrédients :", "Batatas fritas
 * Ingredientes @"): the word "ingredients" in the languages of the labels, before the first item.
 */
const STATEMENT_HEADING =
  /^[^,;()]{0,40}?(?<!\p{L})(?:ingr[eé]di[eë]nt(?:s|es|i|en|er)?|zutaten|składniki)(?!\p{L})\s*[:@-]?\s*/iu;

/** Top-level items of an ingredient statement: split at commas and semicolons outside brackets. */
export function ingredientItems(written: string): string[] {
  // Open Food Facts marks allergens _so_: the marks are no part of the words. A full stop between two words
  // ("thé vert.petales de tournesol") separates ingredients typed without commas.
  const statement = written
    .replace(STATEMENT_HEADING, "")
    .replace(/_([^_]+)_/g, "$1")
    .replace(/(?<=\p{L}{2})\.(?=\p{L}{2})/gu, ",");
  const items: string[] = [];
  let depth = 0;
  let item = "";
  for (const [index, char] of [...statement].entries()) {
    if ("([{".includes(char)) depth += 1;
    else if (")]}".includes(char)) depth = Math.max(0, depth - 1);
    // A comma between digits is a decimal one ("tomate 33,3%"), never a separator.
    const decimal = char === "," && /\d$/.test(item) && /^\d/.test(statement.slice(index + 1));
    if (depth === 0 && (char === ";" || (char === "," && !decimal))) {
      items.push(item);
      item = "";
    } else item += char;
  }
  items.push(item);
  const cleaned = items.map((entry) => entry.trim().replace(/\.$/, "").trim()).filter(Boolean);
  // The statement's last two ingredients joined by "and" in its own words ("palmoleina e sal"), not a phrase of one
  // ingredient ("huile de tournesol et de colza", where a preposition follows).
  const last = cleaned.length > 1 ? LAST_TWO.exec(cleaned.at(-1)!) : null;
  return last ? [...cleaned.slice(0, -1), last[1]!, last[2]!] : cleaned;
}

/** An item of two ingredients, "and" between them in one of the languages' words, no brackets nor preposition after. */
const LAST_TWO =
  /^([^()[\]]+?)\s+(?:and|und|et|e|y|och)\s+(?!(?:de|du|des|d|of|di|del|della|von|vom|der|la|le|les)\b)([^()[\]\s][^()[\]]*)$/u;

const listOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value.map(text) : (text(value)?.split(",") ?? []))
    .map((item) => item?.trim())
    .filter((item): item is string => Boolean(item));

/** A net content written as one figure and its unit of mass or volume, as a package prints it ("1 kg", "75cl"). */
function plainMeasure(written: string | undefined): boolean {
  const unit = /^\d+(?:[.,]\d+)?\s*(\p{L}+)$/u.exec(written ?? "")?.[1];
  const dimension = unit ? readUnit(unit)?.dimension : undefined;
  return dimension === "mass" || dimension === "volume";
}

/** The net content's unit: OFF's product_quantity is in g, or in ml where the quantity is a volume. */
function quantityUnit(data: Record<string, unknown>): string | undefined {
  const declared = text(data.product_quantity_unit);
  if (declared) return declared;
  const written = text(data.quantity)?.match(/\d\s*([^\d\s(),]+)/g) ?? [];
  const dimensions = written.map((part) => readUnit(part.replace(/^\d\s*/, ""))?.dimension);
  if (dimensions.includes("volume")) return "ml";
  if (dimensions.includes("mass")) return "g";
  return undefined;
}

/** The column of an OFF field read as it is. */
function fieldColumn(key: string, value: unknown): SourceColumn | undefined {
  const field = FIELDS[key]!;
  const column = { key, concept: field.concept, names: { en: field.name } };
  switch (field.shape) {
    case "code": {
      if (Array.isArray(value)) {
        const codes = value.map((tag) => text(tag)).filter((tag): tag is string => Boolean(tag));
        return { ...column, value: codes.map((tag) => tag.replace(/^[a-z]{2,3}:/, "").toUpperCase()) };
      }
      return { ...column, value: text(value), code: true };
    }
    case "grade":
      return { ...column, value: text(value)?.toUpperCase(), code: true };
    case "tags": {
      const tags = listOf(value);
      // "en:eggs": the taxonomy's entry in English, whatever the product's own language.
      const languages = new Set(tags.map((tag) => /^([a-z]{2}):/.exec(String(tag))?.[1]));
      const [language] = languages;
      return { ...column, value: tags.map(readableTag), ...(languages.size === 1 && language ? { language } : {}) };
    }
    case "list": {
      const items = listOf(value);
      // "22 PAP", "PET 1": the recycling code printed on the pack (EU Decision 97/129/EC), not what it is made of.
      return key === "packaging" && items.length && items.every((item) => RECYCLING_CODE.test(item))
        ? { ...column, concept: "recycling_code", names: { en: "Recycling code" }, value: items.join(", "), code: true }
        : { ...column, value: items };
    }
    default:
      return { ...column, value };
  }
}

/** A packaging recycling code: a material's abbreviation and its number, either way round ("22 PAP", "PET 1", "C/PAP 81"). */
const RECYCLING_CODE =
  /^(?:\d{1,2}\s*)?(?:C\/)?(?:PAP|PET|PE-?HD|HDPE|PE-?LD|LDPE|PP|PS|PVC|ALU|FE|GL|TEX|PBD|PEBD|PEHD)(?:\s*\d{1,2})?$/iu;

/** `nutriments.<n>_100g` as quantities per 100 g (100 ml for drinks); the rest of the object is its bookkeeping. */
function nutrientColumns(nutriments: Record<string, unknown>, basis: string, ignored: Ignored[]): SourceColumn[] {
  return Object.entries(nutriments).flatMap(([part, value]): SourceColumn[] => {
    const key = `nutriments.${part}`;
    const nutrient = /^(.+)_100g$/.exec(part)?.[1];
    if (!nutrient || COMPUTED.test(nutrient)) {
      ignored.push({ key, reason: "bookkeeping" });
      return [];
    }
    // OFF sends some amounts as strings ("1971"), which would read as a year.
    const amount = typeof value === "number" ? value : Number(text(value)?.replace(",", ".") ?? Number.NaN);
    if (!Number.isFinite(amount)) {
      ignored.push({ key, reason: "unreadable" });
      return [];
    }
    const name = NUTRIENT_NAMES[nutrient] ?? nutrient.replace(/-/g, " ").replace(/^./, (first) => first.toUpperCase());
    // "<" beside an amount: the label says less than it ("< 0.5 g" sugars), never the amount itself.
    const modifier = text(nutriments[`${nutrient}_modifier`]);
    return [
      {
        key,
        value: modifier && /^[<>≤≥]$/.test(modifier) ? `${modifier} ${amount}` : amount,
        concept: `nutrient_${nutrient.replace(/-/g, "_")}`,
        names: { en: name },
        unit: NUTRIENT_UNITS[nutrient] ?? "g",
        basis,
      },
    ];
  });
}

/** Water in the languages OFF's names and categories are written in: the one food whose table is all zeros. */
const WATER = /(?<!\p{L})(?:waters?|eaux?|wasser|aguas?|acque|acqua|água|woda|vatten)(?!\p{L})/iu;

/**
 * A nutrition table whose every amount per 100 g is zero, energy included, for a food that is not water: a form left
 * blank (a chocolate cream of milk and sugar at 0 kJ), not the food's values.
 */
function leftAtZero(nutriments: Record<string, unknown>, data: Record<string, unknown>): boolean {
  const amounts = Object.entries(nutriments)
    .filter(([part]) => part.endsWith("_100g") && !COMPUTED.test(part))
    .map(([, value]) => Number(text(value)?.replace(",", ".")));
  const water = [data.categories_tags, data.categories, data.product_name].some((value) => WATER.test(listOf(value).join(" ")));
  return "energy_100g" in nutriments && amounts.length >= 3 && amounts.every((amount) => amount === 0) && !water;
}

/** GS1's unit codes (UN/ECE Recommendation 20) of net contents. */
const GS1_UNITS: Record<string, string> = { GRM: "g", KGM: "kg", MGM: "mg", MLT: "ml", CLT: "cl", LTR: "l", H87: "piece" };

/** GS1 values: `{ value, unitCode }` or `{ "#text", measurementUnitCode }`, alone or in a list. */
function gs1Quantity(value: unknown): SourceColumn["value"] {
  const entry = Array.isArray(value) ? value[0] : value;
  if (!isObject(entry)) return entry;
  const code = text(entry.unitCode ?? entry.measurementUnitCode);
  return { amount: entry.value ?? entry["#text"], unit: code ? (GS1_UNITS[code.toUpperCase()] ?? code) : undefined };
}

/** GS1 allergens: `{ allergenTypeCode, levelOfContainmentCode }` rows, as what the product contains and may contain. */
function gs1Allergens(key: string, rows: unknown[]): SourceColumn[] {
  const level = (wanted: string) =>
    rows
      .filter(isObject)
      .filter((row) => text(row.levelOfContainmentCode)?.toUpperCase() === wanted)
      .map((row) => text(row.allergenTypeCode))
      .filter((code): code is string => Boolean(code));
  const contains = level("CONTAINS");
  const traces = level("MAY_CONTAIN");
  return [
    ...(contains.length ? [{ key, value: contains, concept: "allergens", names: { en: "Contains" } }] : []),
    ...(traces.length ? [{ key: `${key}.may_contain`, value: traces, concept: "traces", names: { en: "May contain" } }] : []),
  ];
}

/** Keys only OFF's product objects have beside their `code`. */
const OFF_KEYS =
  /^(nutriments|states_tags|_keywords|product_quantity|ingredients_text(_[a-z]{2,3})?|allergens_tags|traces_tags|nutrition_grades|nutriscore_grade|nova_group)$/;
const GS1_ALLERGENS = /^(allergen|allergenInformation|allergens)$/;

/** A date as a package prints it: 20/05/2018, 09/09/18, 2018-05-20. */
const BATCH_DATE = /^\s*(\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{2}-\d{2})\s*$/;
/**
 * Labels that certify the food to a scheme (organic, PDO/PGI, Fairtrade, MSC, kosher, halal): stated as its
 * certifications. OFF's other labels are claims, logos and warnings ("green dot", "no preservatives", "not advised
 * for pregnant women"), listed as the package's labels, never as certifications.
 */
const CERTIFYING =
  /^(?:[a-z]{2}:)?(organic|eu-organic|ab-agriculture-biologique|bio|.*-oko-\d+|eg-oko-verordnung|demeter|bio-suisse|fair-?trade.*|rainforest-alliance.*|utz.*|msc.*|asc.*|pgi|pdo|aop|igp|dop|aoc|label-rouge|kosher|halal)$/;

/**
 * The names OFF's labels carry on a package in each language (the EU's own for organic, PDO and PGI; a name alone is
 * written alike in every language); a label not here keeps its tag's words.
 */
const LABEL_NAMES: Record<string, string | Record<string, string>> = {
  organic: {
    en: "Organic",
    de: "Bio",
    fr: "Bio",
    es: "Ecológico",
    it: "Biologico",
    nl: "Biologisch",
    pt: "Biológico",
    pl: "Ekologiczny",
    sv: "Ekologisk",
  },
  "eu-organic": {
    en: "EU Organic",
    de: "EU-Bio",
    fr: "Bio européen",
    es: "Ecológico UE",
    it: "Biologico UE",
    nl: "EU-biologisch",
    pt: "Biológico UE",
    pl: "Ekologiczny UE",
    sv: "EU-ekologisk",
  },
  "ab-agriculture-biologique": "AB Agriculture Biologique",
  pdo: { en: "PDO", de: "g.U.", fr: "AOP", es: "DOP", it: "DOP", nl: "BOB", pt: "DOP", pl: "ChNP", sv: "SUB" },
  pgi: { en: "PGI", de: "g.g.A.", fr: "IGP", es: "IGP", it: "IGP", nl: "BGA", pt: "IGP", pl: "ChOG", sv: "SGB" },
  kosher: {
    en: "Kosher",
    de: "Koscher",
    fr: "Casher",
    es: "Kosher",
    it: "Kosher",
    nl: "Koosjer",
    pt: "Kosher",
    pl: "Koszerny",
    sv: "Kosher",
  },
  halal: "Halal",
  fairtrade: "Fairtrade",
  "fair-trade": "Fairtrade",
  "label-rouge": "Label Rouge",
  demeter: "Demeter",
  "bio-suisse": "Bio Suisse",
  // The packaging's recovery mark, a logo of most European packages: no certification, named as each country prints it.
  "green-dot": {
    en: "Green Dot",
    de: "Der Grüne Punkt",
    fr: "Point Vert",
    es: "Punto Verde",
    it: "Punto Verde",
    nl: "Groene Punt",
    pt: "Ponto Verde",
    pl: "Zielony Punkt",
    sv: "Gröna Punkten",
  },
};

/** A tag's words as OFF makes its slug of a written label: "DE-ÖKO-005" is "de-oko-005". */
const slugOf = (written: string) =>
  withoutAccents(written)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");

/**
 * OFF's labels, the certifying ones apart from the others; those the taxonomy names in the page's language so named,
 * the others as the label field writes them ("DE-ÖKO-005" for the tag "de-oko-005"), else as the tag's words.
 */
function labelColumns(column: SourceColumn, value: unknown, written: unknown, language: string): SourceColumn[] {
  const tags = listOf(value).map(String);
  const spelled = new Map(listOf(written).map((label) => [slugOf(label), label]));
  const items = (column.value as string[]).map((item, index) => spelled.get(tags[index]!.replace(/^[a-z]{2}:/, "")) ?? item);
  const named = (tag: string) => {
    const names = LABEL_NAMES[tag.replace(/^[a-z]{2}:/, "")];
    return typeof names === "string" ? names : names?.[language];
  };
  const certifying = tags.flatMap((tag, index) => (CERTIFYING.test(tag) ? [named(tag) ?? items[index]!] : []));
  const others = items.flatMap((item, index) => (CERTIFYING.test(tags[index]!) ? [] : [named(tags[index]!) ?? item]));
  const localized = tags.filter((tag) => CERTIFYING.test(tag)).every((tag) => named(tag) !== undefined);
  return [
    ...(certifying.length ? [{ ...column, value: certifying, ...(localized ? { localized: true } : {}) }] : []),
    ...(others.length
      ? [{ ...column, key: `${column.key}.other`, value: others, concept: "labels", names: { en: "Labels" } }]
      : []),
  ];
}

/** The Nutri-Score's fields. */
const GRADES = /^(nutrition_grades|nutriscore_grade|nutrition_grade_fr)$/;
/** Whether OFF marks the Nutri-Score as not computed (`misc_tags`, `nutrition_score_debug`). */
const notComputed = (data: Record<string, unknown>) =>
  (Array.isArray(data.misc_tags) && data.misc_tags.includes("en:nutriscore-not-computed")) ||
  /^no score/i.test(text(data.nutrition_score_debug) ?? "");

export const foodReader: SourceReader = {
  format: "food",
  recognizes: (data) =>
    ("code" in data && Object.keys(data).some((key) => OFF_KEYS.test(key))) ||
    ("netContent" in data && ("nutrientHeader" in data || "allergenInformation" in data)),
  read(data, language) {
    const target = language.split(/[-_]/)[0]!.toLowerCase();
    const main = text(data.lc ?? data.lang)?.toLowerCase();
    const columns: SourceColumn[] = [];
    const ignored: Ignored[] = [];
    const supplierText: SupplierText[] = [];
    const ingredients: IngredientStatement[] = [];
    const drinkable = quantityUnit(data) === "ml";
    const basis = drinkable ? "100 ml" : "100 g";

    // Of the net content as written and OFF's product_quantity (g or ml), only the first is stated where they agree:
    // the data's own figure where it is one plain measure ("1 kg", "75cl", not 1,000 g or 750 ml), else OFF's.
    const first = plainMeasure(text(data.quantity)) ? "quantity" : "product_quantity";
    const entries = Object.entries(data).sort(([a], [b]) => Number(b === first) - Number(a === first));
    for (const [key, value] of entries) {
      if (isEmpty(value)) continue;
      const localized = LOCALIZED.exec(key);
      if (localized) {
        const [, field, suffix] = localized;
        const own = suffix ?? main;
        const sameAsTarget = suffix === undefined && text(data[`${field}_${target}`]) !== undefined;
        const language = own ? { language: own } : {};
        // Every language's statement, garbled or not, is read for its allergens; the unsuffixed one only where the
        // data's language has no suffixed twin of it.
        if (field === "ingredients_text" && (suffix !== undefined || text(data[`${field}_${main}`]) === undefined))
          ingredients.push({ key, text: String(value), ...language });
        if (sameAsTarget) ignored.push({ key, reason: "bookkeeping" });
        else if (field === "ingredients_text" && garbled(String(value))) ignored.push({ key, reason: "unreadable" });
        else if (field === "ingredients_text" && (suffix !== undefined || own === target)) {
          // Every language's statement is the food's: the page states the one in its language (facts/page-language.ts),
          // the facts view shows the others as read but not stated.
          columns.push({
            key,
            value: ingredientItems(String(value)),
            concept: "ingredients",
            names: { en: "Ingredients" },
            ...language,
          });
        } else if (own !== target) ignored.push({ key, reason: "other_language" });
        else if (field === "product_name") ignored.push({ key, reason: "identifier" });
        else if (field === "generic_name") supplierText.push({ key, text: textOfHtml(String(value)) });
        else {
          const concept = field === "preparation" ? "preparation" : "storage_conditions";
          columns.push({ key, value, concept, names: { en: field === "preparation" ? "Preparation" : "Storage" }, ...language });
        }
      } else if (GRADES.test(key) && notComputed(data)) {
        // A grade OFF says it could not compute (no category, missing nutrients) is a default, not the food's.
        ignored.push({ key, reason: "unreadable" });
      } else if (key === "expiration_date" && BATCH_DATE.test(text(value) ?? "")) {
        // The date printed on the package someone scanned: one batch's, not the food's (a shelf life is kept).
        ignored.push({ key, reason: "bookkeeping" });
      } else if (key in FIELDS) {
        const column = fieldColumn(key, value);
        if (column && !isEmpty(column.value))
          columns.push(...(key === "labels_tags" ? labelColumns(column, value, data.labels, target) : [column]));
      } else if (key in TAG_TWINS && isEmpty(data[TAG_TWINS[key]!])) {
        const twin = fieldColumn(TAG_TWINS[key]!, value);
        if (twin && !isEmpty(twin.value)) columns.push({ ...twin, key });
      } else if (key === "product_quantity") {
        const unit = quantityUnit(data);
        columns.push({ key, value, concept: "net_content", names: { en: "Net content" }, ...(unit ? { unit } : {}) });
      } else if (key === "nutriments" && isObject(value) && leftAtZero(value, data)) {
        ignored.push({ key, reason: "unreadable" });
      } else if (key === "nutriments" && isObject(value)) {
        columns.push(...nutrientColumns(value, basis, ignored));
      } else if (key === "netContent") {
        columns.push({ key, value: gs1Quantity(value), concept: "net_content", names: { en: "Net content" } });
      } else if (
        GS1_ALLERGENS.test(key) &&
        Array.isArray(value) &&
        value.some((row) => isObject(row) && "allergenTypeCode" in row)
      ) {
        columns.push(...gs1Allergens(key, value));
      } else if (key === "gtin") {
        columns.push({ key, value: text(value), concept: "gtin", code: true });
      } else {
        ignored.push({ key, reason: /image|photo/.test(key) ? "media" : "bookkeeping" });
      }
    }
    return {
      format: "food",
      columns,
      ignored,
      supplierText,
      ingredients,
      keysLanguage: "en",
      ...(main ? { language: main } : {}),
    };
  },
};
