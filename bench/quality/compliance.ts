// Rule compliance of the built-in writer (issue 23): every product of the evaluation set × 9 languages × every tone
// × the three lengths, written to a fixed set of rules (3 to 10 bullets, a count per product and tone, forbidden words the default texts use, required
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

/** The bullet counts a rule may ask for; each product and tone asks for the next, so that every count is swept. */
const BULLET_COUNTS = Array.from({ length: 8 }, (_, index) => 3 + index);

/** The product's first three attributes (not offer fields) are required. */
const rulesFor = (product: ProductFacts, bullets: number): PartialRules => ({
  bullets,
  forbidden_words: FORBIDDEN,
  required_attributes: Object.keys(product.sourceData)
    .filter((code) => !COMMERCIAL.has(code))
    .slice(0, 3),
  keywords: [product.category?.split("/").at(-1)?.toLowerCase() ?? product.name, "gift idea"],
  call_to_action: true,
});

const count = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/**
 * Prints the table; true when every rule holds for every text, but the length of a text whose product's data cannot
 * fill its band (the long text, holding all the data gives, is shorter than the band's minimum): the writer never
 * pads with filler, so its length is shown both as a miss and left out. Bullets are asked for 3 to 10, a count per
 * product and tone; the writer never repeats one, so a text with fewer bullets than asked is one whose data gave no
 * more distinct ones: it fails bullets exact (and its quality score's content_rules gate) and is counted and named
 * apart.
 */
export async function compliance(products: ProductFacts[]): Promise<boolean> {
  const writer = new BuiltinWriter();
  const started = performance.now();
  console.log(
    `\nrule compliance of the built-in writer: ${products.length} products × ${TONES.length} tones × ${LENGTHS.length} lengths, ${BULLET_COUNTS[0]}–${BULLET_COUNTS.at(-1)} bullets (target 100%)`,
  );
  console.log(
    [
      "lang",
      "texts",
      "bullets exact",
      "no forbidden word",
      "length (thin data as misses)",
      "length (thin data left out)",
      "required attributes",
      "data too thin for its band (short/medium/long)",
      "fewer bullets than asked (data ran out)",
      "repeated bullets",
    ].join(" | "),
  );
  let ok = true;
  const asked = new Map<number, number>();
  const exact = new Map<number, number>();
  const add = (tally: Map<number, number>, bullets: number) => tally.set(bullets, (tally.get(bullets) ?? 0) + 1);
  for (const language of BUILTIN_LANGUAGES) {
    const held = count(RULES);
    const examples: string[] = [];
    let texts = 0;
    const fewer = new Set<string>();
    let fewerTexts = 0;
    let repeated = 0;
    let filling = 0;
    let fillingHeld = 0;
    const thin = count(LENGTHS);
    for (const [productIndex, product] of products.entries()) {
      for (const [toneIndex, tone] of TONES.entries()) {
        const bullets = BULLET_COUNTS[(productIndex * TONES.length + toneIndex) % BULLET_COUNTS.length]!;
        const written = [];
        for (const length of LENGTHS) {
          const applied = mergeRules([{ source: "request", rules: { ...rulesFor(product, bullets), tone, length } }]);
          const content = await writer.generate(product, language, applied);
          written.push({ applied, content, length });
        }
        const capacity = descriptionWords(written.at(-1)!.content);
        for (const { applied, content, length } of written) {
          const violations = ruleViolations(content, applied, product, language);
          const fills = capacity >= LENGTH_BANDS[length].min;
          texts++;
          add(asked, bullets);
          if (content.bullets.length === bullets) add(exact, bullets);
          const short = content.bullets.length < bullets;
          if (short) {
            fewerTexts++;
            fewer.add(`${product.sku} (${content.bullets.length} of ${bullets})`);
          }
          if (new Set(content.bullets.map((bullet) => bullet.toLocaleLowerCase())).size < content.bullets.length) repeated++;
          if (!fills) thin[length]++;
          else filling++;
          for (const rule of RULES) {
            const broken = violations.find((violation) => violation.rule === rule);
            if (!broken) held[rule]++;
            if (!broken && rule === "length" && fills) fillingHeld++;
            const apart = (rule === "length" && !fills) || (rule === "bullets" && short);
            if (broken && !apart && !examples.some((example) => example.startsWith(rule))) {
              examples.push(`${rule}: ${product.sku} ${tone} ${length}: ${broken.message}`);
            }
          }
        }
      }
    }
    // A text short of bullets because its data ran out of distinct ones is counted apart, as a thin length is.
    ok &&= RULES.every((rule) =>
      rule === "length" ? fillingHeld === filling : held[rule] + (rule === "bullets" ? fewerTexts : 0) === texts,
    );
    ok &&= repeated === 0;
    const rate = (part: number, whole = texts) => `${((100 * part) / whole).toFixed(1)}%`;
    console.log(
      [
        language,
        texts,
        rate(held.bullets),
        rate(held.forbidden_words),
        rate(held.length),
        rate(fillingHeld, filling),
        rate(held.required_attributes),
        LENGTHS.map((length) => thin[length]).join("/"),
        fewerTexts,
        repeated,
      ].join(" | "),
    );
    if (fewer.size) console.log(`    fewer bullets than asked (the data ran out of distinct ones): ${[...fewer].join(", ")}`);
    for (const example of examples) console.log(`    ${example}`);
  }
  console.log(
    `bullets exact by the count asked: ${BULLET_COUNTS.map((bullets) => `${bullets}: ${exact.get(bullets) ?? 0}/${asked.get(bullets) ?? 0}`).join(", ")}`,
  );
  console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s)`);
  return ok;
}
