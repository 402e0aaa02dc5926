// Rule compliance of the built-in writer (issue 23): every product of the evaluation set × 9 languages × every tone
// × the three lengths, written to a fixed set of rules (5 bullets, forbidden words the default texts use, required
// attributes the product has, keywords, a call to action), and checked by core's ruleViolations: bullets exact, no
// forbidden word, length within its band, required attributes present. Target: 100% each. Called from eval.ts.
import {
  BUILTIN_LANGUAGES,
  BuiltinWriter,
  descriptionWords,
  LENGTH_BANDS,
  LENGTHS,
  mergeRules,
  type PartialRules,
  type ProductFacts,
  type RuleViolation,
  ruleViolations,
  TONES,
} from "@proseo/core";

const RULES = ["bullets", "forbidden_words", "length", "required_attributes"] as const satisfies RuleViolation["rule"][];
/** Words of each language's default texts (phrasing of the writer, not of the data), so that the rule has work to do. */
const FORBIDDEN: Record<string, string[]> = {
  en: ["category", "comes with", "available"],
  de: ["Kategorie", "erhältlich", "wiegt"],
  fr: ["catégorie", "disponible", "pèse"],
  es: ["categoría", "disponible", "pesa"],
  it: ["categoria", "disponibile", "pesa"],
  nl: ["categorie", "verkrijgbaar", "weegt"],
  pt: ["categoria", "disponível", "pesa"],
  pl: ["kategorii", "należy"],
  sv: ["kategorin", "finns", "väger"],
};
const COMMERCIAL = new Set([
  "price",
  "currency",
  "availability",
  "gtin",
  "ean",
  "mpn",
  "sku",
  "rating",
  "review_count",
  "reviews",
]);

/** The product's first three attributes (not offer fields) are required. */
const rulesFor = (product: ProductFacts): PartialRules => ({
  bullets: 5,
  forbidden_words: FORBIDDEN,
  required_attributes: Object.keys(product.sourceData)
    .filter((code) => !COMMERCIAL.has(code))
    .slice(0, 3),
  keywords: [product.category?.split("/").at(-1)?.toLowerCase() ?? product.name, "gift idea"],
  call_to_action: true,
});

/**
 * Prints the table; true when every rule holds for every text. A text whose product's data cannot fill its band
 * (the long text, holding all the data gives, is shorter than the band's minimum) is counted apart, not as a miss:
 * the writer never pads with filler.
 */
export async function compliance(products: ProductFacts[]): Promise<boolean> {
  const writer = new BuiltinWriter();
  const started = performance.now();
  console.log(
    `\nrule compliance of the built-in writer: ${products.length} products × ${TONES.length} tones × ${LENGTHS.length} lengths (target 100%)`,
  );
  console.log(["lang", "texts", ...RULES, "data too thin for its band"].join(" | "));
  let ok = true;
  for (const language of BUILTIN_LANGUAGES) {
    const held = Object.fromEntries(RULES.map((rule) => [rule, 0])) as Record<(typeof RULES)[number], number>;
    const examples: string[] = [];
    let texts = 0;
    let thin = 0;
    for (const product of products) {
      for (const tone of TONES) {
        const written = [];
        for (const length of LENGTHS) {
          const applied = mergeRules([{ source: "request", rules: { ...rulesFor(product), tone, length } }]);
          const content = await writer.generate(product, language, applied);
          written.push({ applied, content, length });
        }
        const capacity = descriptionWords(written.at(-1)!.content);
        for (const { applied, content, length } of written) {
          const violations = ruleViolations(content, applied, product, language);
          const fills = capacity >= LENGTH_BANDS[length].min;
          texts++;
          if (!fills) thin++;
          for (const rule of RULES) {
            const broken = violations.find((violation) => violation.rule === rule);
            if (!broken || (rule === "length" && !fills)) held[rule]++;
            else if (!examples.some((example) => example.startsWith(rule))) {
              examples.push(`${rule}: ${product.sku} ${tone} ${length}: ${broken.message}`);
            }
          }
        }
      }
    }
    ok &&= RULES.every((rule) => held[rule] === texts);
    const rate = (count: number) => `${((100 * count) / texts).toFixed(1)}%`;
    console.log([language, texts, ...RULES.map((rule) => rate(held[rule])), `${thin} (${rate(thin)})`].join(" | "));
    for (const example of examples) console.log(`    ${example}`);
  }
  console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s)`);
  return ok;
}
