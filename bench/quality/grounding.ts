// Grounding precision and recall (issue 23): the built-in writer's output for every product of the evaluation set
// in every language must be grounded (a flagged sentence is a false alarm), and claims injected into its sentences
// (a changed figure, a unit swapped, a certification, a quotation and a material the data lacks) must be caught.
// The injections draw on lists the checker knows too; a corpus of hand-written, LLM-style sentences
// (grounding-corpus.json) measures it on wording it was not built from, in a row of its own.
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  BUILTIN_LANGUAGES,
  BuiltinWriter,
  claimSentences,
  escapeRegExp,
  type GeneratedContent,
  type ProductFacts,
  type UnsupportedClaim,
  unsupportedClaims,
} from "@proseo/core";

const RECALL_TARGET = 0.99;
const FALSE_ALARM_TARGET = 0.01;
const KINDS = ["figure", "unit", "certification", "quotation", "material"] as const;
type InjectionKind = (typeof KINDS)[number];

/** Certifications a product of the set may lack, named as shops write them. */
const CERTIFICATIONS = ["OEKO-TEX Standard 100", "GOTS", "FSC", "ISO 9001", "EN 71", "IP68", "Fairtrade", "bluesign", "GRS"];
/**
 * Materials a product of the set may lack, in English and as each language writes them (genuine leather where the
 * bare word is an everyday word too: Spanish "piel", Italian "pelle", Dutch "leer").
 */
const MATERIALS: Record<string, string[]> = {
  leather: ["Leder", "cuir", "cuero genuino", "vera pelle", "echt leer", "couro genuíno", "skóra naturalna", "läder"],
  wool: ["Wolle", "laine", "lana", "lana", "wol", "lã", "wełna", "ull"],
  bamboo: ["Bambus", "bambou", "bambú", "bambù", "bamboe", "bambu", "bambus", "bambu"],
  cork: ["Kork", "liège", "corcho", "sughero", "kurk", "cortiça", "korek", "kork"],
};
/** Per language: a sentence naming a certification, a fabricated quotation, and the word "material". */
const PHRASES: Record<string, { certified: string; quote: string; material: string }> = {
  en: { certified: "Certified to {}.", quote: "Reviewers call it “the best purchase I ever made”.", material: "Material" },
  de: { certified: "Zertifiziert nach {}.", quote: "Tester nennen es „den besten Kauf überhaupt“.", material: "Material" },
  fr: { certified: "Certifié {}.", quote: "Les testeurs parlent « du meilleur achat de tous les temps ».", material: "Matière" },
  es: { certified: "Certificado {}.", quote: "Los expertos lo llaman «la mejor compra de mi vida».", material: "Material" },
  it: { certified: "Certificato {}.", quote: "I tester lo definiscono «il miglior acquisto di sempre».", material: "Materiale" },
  nl: { certified: "Gecertificeerd volgens {}.", quote: "Testers noemen het ‘de beste aankoop ooit’.", material: "Materiaal" },
  pt: { certified: "Certificado {}.", quote: "Os testadores chamam-lhe “a melhor compra de sempre”.", material: "Material" },
  pl: { certified: "Certyfikat {}.", quote: "Testerzy nazywają go „najlepszym zakupem w historii”.", material: "Materiał" },
  sv: { certified: "Certifierad enligt {}.", quote: "Testare kallar den ”det bästa köpet någonsin”.", material: "Material" },
};
const LANGUAGE_INDEX = ["de", "fr", "es", "it", "nl", "pt", "pl", "sv"];

/** Units swapped for one of another measure, as the writer prints them. */
const UNIT_SWAPS: [string, string][] = [
  ["kg", "lb"],
  ["g", "oz"],
  ["l", "ml"],
  ["ml", "l"],
  ["cm", "in"],
  ["mm", "cm"],
  ["m", "km"],
  ["W", "kW"],
  ["V", "W"],
  ["mAh", "Wh"],
  ["GB", "TB"],
  ["TB", "GB"],
  ["%", "°C"],
];
const DURATION_SWAPS: [string, string][] = [
  ["year", "month"],
  ["month", "year"],
  ["hour", "minute"],
];

const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
/** The long name Intl gives a duration unit in a language ("Jahre", "ans"), for each plural form. */
const durationWords = (unit: string, language: string) => [
  ...new Set(
    [1, 2, 5].map(
      (amount) =>
        new Intl.NumberFormat(language, { style: "unit", unit, unitDisplay: "long" })
          .formatToParts(amount)
          .find((part) => part.type === "unit")?.value ?? unit,
    ),
  ),
];
/** Every number of the product's data as written in its JSON, for telling an invented figure from one it has. */
const dataNumbers = (product: ProductFacts) => new Set((JSON.stringify(product).match(/\d+(?:\.\d+)?/g) ?? []).map(Number));
const readings = (written: string) => [Number(written.replace(",", ".")), Number(written.replace(/[.,]/g, ""))];

/** A figure of the sentence changed in its last digit to one the data does not hold: "1.35 kg" → "1.36 kg". */
function changeFigure(sentence: string, product: ProductFacts): string | undefined {
  const masked = sentence.replaceAll(product.name, " ".repeat(product.name.length));
  const match = new RegExp(`(?<![\\p{L}\\p{N}.,])${NUMBER}(?!\\p{N})`, "u").exec(masked);
  if (!match) return undefined;
  const known = dataNumbers(product);
  const written = match[0];
  for (let step = 1; step < 10; step++) {
    const changed = written.slice(0, -1) + String((Number(written.at(-1)) + step) % 10);
    if (readings(changed).every((value) => !known.has(value)) && !/^0\d/.test(changed)) {
      return sentence.slice(0, match.index) + changed + sentence.slice(match.index + written.length);
    }
  }
  return undefined;
}

/** A unit of the sentence swapped for one of another size or measure: "42 l" → "42 ml", "5 years" → "5 months". */
function swapUnit(sentence: string, language: string): string | undefined {
  const swaps: [string, string][] = [
    ...UNIT_SWAPS,
    ...DURATION_SWAPS.flatMap(([from, to]) => {
      const targets = durationWords(to, language);
      return durationWords(from, language).map((word, index): [string, string] => [word, targets[index] ?? targets[0]!]);
    }),
  ];
  for (const [from, to] of swaps) {
    const pattern = new RegExp(`(${NUMBER})([\\s\\u00a0-]?)${escapeRegExp(from)}(?![\\p{L}\\p{N}])`, "u");
    if (pattern.test(sentence)) return sentence.replace(pattern, `$1$2${to}`);
  }
  return undefined;
}

/** The injected sentence of each kind, or none when the sentence offers nothing to change. */
function inject(
  kind: InjectionKind,
  sentence: string,
  product: ProductFacts,
  language: string,
  turn: number,
): string | undefined {
  const phrases = PHRASES[language]!;
  const data = JSON.stringify(product).toLowerCase();
  const absent = (names: string[]) => names.filter((name) => !data.includes(name.toLowerCase()));
  switch (kind) {
    case "figure":
      return changeFigure(sentence, product);
    case "unit":
      return swapUnit(sentence, language);
    case "certification": {
      const names = absent(CERTIFICATIONS);
      return `${sentence} ${phrases.certified.replace("{}", names[turn % names.length]!)}`;
    }
    case "quotation":
      return `${sentence} ${phrases.quote}`;
    case "material": {
      const materials = Object.entries(MATERIALS).filter(
        ([english, words]) => absent([english, ...words]).length === words.length + 1,
      );
      const [english, words] = materials[turn % materials.length]!;
      return `${sentence} ${phrases.material}: ${words[LANGUAGE_INDEX.indexOf(language)] ?? english}.`;
    }
  }
}

/** The content with one sentence of a plain-text field (or a paragraph of the description) replaced. */
function replaced(content: GeneratedContent, field: string, sentence: string, injected: string): GeneratedContent | undefined {
  const swap = (text: string) => (text.includes(sentence) ? text.replace(sentence, injected) : undefined);
  const list = /^(bullets|faq)\[(\d+)\](?:\.(question|answer))?$/.exec(field);
  if (list?.[1] === "bullets") {
    const bullet = swap(content.bullets[Number(list[2])]!);
    return bullet
      ? { ...content, bullets: content.bullets.map((entry, index) => (index === Number(list[2]) ? bullet : entry)) }
      : undefined;
  }
  if (list?.[1] === "faq") {
    const part = list[3] as "question" | "answer";
    const text = swap(content.faq[Number(list[2])]![part]);
    return text
      ? { ...content, faq: content.faq.map((entry, index) => (index === Number(list[2]) ? { ...entry, [part]: text } : entry)) }
      : undefined;
  }
  if (field === "short_description" || field === "description_html" || field === "meta_description") {
    const text = swap(content[field]);
    return text ? { ...content, [field]: text } : undefined;
  }
  return undefined;
}

const key = (claim: UnsupportedClaim) => `${claim.field}\u0000${claim.sentence}\u0000${claim.claim}`;

interface Row {
  language: string;
  sentences: number;
  flagged: number;
  injected: Record<InjectionKind, number>;
  caught: Record<InjectionKind, number>;
  examples: string[];
}

async function measureLanguage(products: ProductFacts[], language: string): Promise<Row> {
  const writer = new BuiltinWriter();
  const zero = () => Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<InjectionKind, number>;
  const row: Row = { language, sentences: 0, flagged: 0, injected: zero(), caught: zero(), examples: [] };
  for (const [index, product] of products.entries()) {
    const content = await writer.generate(product, language);
    const sentences = claimSentences(content, language);
    const original = unsupportedClaims(content, product, language);
    row.sentences += sentences.length;
    row.flagged += new Set(original.map((claim) => `${claim.field}\u0000${claim.sentence}`)).size;
    for (const claim of original.slice(0, 2))
      row.examples.push(`false alarm ${product.sku}: "${claim.claim}" in "${claim.sentence}"`);
    const known = new Set(original.map(key));
    const candidates = sentences.filter(({ field }) => !/^(json_ld|keywords|title|meta_title)/.test(field));
    for (const [turn, kind] of KINDS.entries()) {
      // Each kind tries the sentences from its own starting point, so that injections spread over the fields.
      for (let offset = 0; offset < candidates.length; offset++) {
        const { field, sentence } = candidates[(index + turn * 3 + offset) % candidates.length]!;
        const injected = inject(kind, sentence, product, language, index);
        const changed = injected && replaced(content, field, sentence, injected);
        if (!changed) continue;
        row.injected[kind] += 1;
        const caught = unsupportedClaims(changed, product, language).some((claim) => !known.has(key(claim)));
        if (caught) row.caught[kind] += 1;
        else if (row.examples.length < 8) row.examples.push(`missed ${kind} ${product.sku}: "${injected}"`);
        break;
      }
    }
  }
  return row;
}

interface CorpusEntry {
  language: string;
  product: string;
  supported: boolean;
  text: string;
}
const corpus = JSON.parse(readFileSync(path.join(import.meta.dirname, "grounding-corpus.json"), "utf8")) as {
  products: Record<string, ProductFacts>;
  sentences: CorpusEntry[];
};

/** The corpus's sentences, each as the short description of a content that names the product only. */
function measureCorpus(): { supported: number; flagged: number; invented: number; caught: number; examples: string[] } {
  const result = { supported: 0, flagged: 0, invented: 0, caught: 0, examples: [] as string[] };
  for (const { language, product: name, supported, text } of corpus.sentences) {
    const product = corpus.products[name]!;
    const content: GeneratedContent = {
      title: product.name,
      meta_title: product.name,
      meta_description: product.name,
      short_description: text,
      description_html: `<p>${product.name}.</p>`,
      bullets: [product.name],
      faq: [],
      keywords: [],
      json_ld: { "@type": "Product", name: product.name },
    };
    const flagged = unsupportedClaims(content, product, language).some(({ field }) => field === "short_description");
    if (supported) result.supported++;
    else result.invented++;
    if (supported && flagged) result.flagged++;
    if (!supported && flagged) result.caught++;
    if (supported === flagged) result.examples.push(`${supported ? "false alarm" : "missed"} (${language}): "${text}"`);
  }
  return result;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const rate = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(2)}%` : "—");

/** Measures grounding over the products in every language, prints the table; false when a target is missed. */
export async function evaluateGrounding(products: ProductFacts[]): Promise<boolean> {
  const rows: Row[] = [];
  for (const language of BUILTIN_LANGUAGES) rows.push(await measureLanguage(products, language));
  console.log(
    `\ngrounding (built-in writer, ${products.length} products): false alarms ≤ ${FALSE_ALARM_TARGET * 100}% of sentences, recall ≥ ${RECALL_TARGET * 100}% of injected claims`,
  );
  console.log(["lang", "sentences", "false alarms", ...KINDS.map((kind) => `caught:${kind}`), "recall"].join(" | "));
  const line = (label: string, of: Row[]) => {
    const injected = sum(of.flatMap((row) => KINDS.map((kind) => row.injected[kind])));
    const caught = sum(of.flatMap((row) => KINDS.map((kind) => row.caught[kind])));
    const sentences = sum(of.map((row) => row.sentences));
    const flagged = sum(of.map((row) => row.flagged));
    console.log(
      [
        label,
        String(sentences),
        `${flagged} (${rate(flagged, sentences)})`,
        ...KINDS.map((kind) => `${sum(of.map((row) => row.caught[kind]))}/${sum(of.map((row) => row.injected[kind]))}`),
        `${caught}/${injected} (${rate(caught, injected)})`,
      ].join(" | "),
    );
    return { recall: caught / injected, falseAlarms: flagged / sentences, injected };
  };
  for (const row of rows) {
    line(row.language, [row]);
    for (const example of row.examples.slice(0, 4)) console.log(`    ${example}`);
  }
  const total = line("all", rows);
  const hand = measureCorpus();
  console.log(
    [
      "hand-written corpus",
      String(hand.supported),
      `${hand.flagged} (${rate(hand.flagged, hand.supported)})`,
      ...KINDS.map(() => ""),
      `${hand.caught}/${hand.invented} (${rate(hand.caught, hand.invented)})`,
    ].join(" | "),
  );
  for (const example of hand.examples) console.log(`    ${example}`);
  const ok = total.recall >= RECALL_TARGET && total.falseAlarms <= FALSE_ALARM_TARGET && total.injected >= 500;
  if (!ok) console.error("\nGrounding misses its target: recall, false alarms, or fewer than 500 injections.");
  return ok;
}
