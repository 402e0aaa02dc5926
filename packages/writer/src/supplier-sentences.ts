// The supplier's own sentences a page may carry: the built-in writer says what the product is and does in the
// words of its maker's description (Shopify's Body (HTML), Akeneo's description, a WooCommerce description) where
// those are written in the page's language, and leaves out every sentence holding a claim the data cannot verify
// (superlatives, rankings, health, safety and environmental claims, percentages, prices, praise, the supplier's
// "we", the shop's terms of sale).
import { contentWith } from "./content.js";
import { sentencesOf } from "./defects.js";
import type { ProductFacts } from "./engine.js";
import { unsupportedClaims } from "./grounding/unsupported-claims.js";
import { SUPERLATIVES, type Words } from "./grounding/claim-terms.js";
import { bounded, termsOf, wordsOf } from "./grounding/terms.js";
import { languageOf } from "./facts/page-language.js";
import type { SupplierText } from "./facts/readers/reader.js";

/** Praise and promises no data proves ("amazing", "revolutionary", "effortless", "guaranteed"). */
const PRAISE: Words = {
  en: String.raw`amazing|stunning|incredibl\p{L}*|unprecedented|revolutionary|innovative|perfect(?:ly)?|spectacular|beautiful(?:ly)?|gorgeous|stylish|elegant|timeless|sleek|bold|luxurious|impressive|astounding|magical|vivid|durab\p{L}*|sturdy|rugged|ultimate|exceptional(?:ly)?|outstanding|superb|superior|unique|state-of-the-art|cutting-edge|guarantee[ds]?|instant(?:ly)?|effortless(?:ly)?|world['’]s|must-have|iconic|legendary|breathtaking|unrivall?ed|little speaks volumes|big idea|better|faster|more|whole new|stands? out|pops? out|above all|like never before|next level|crystal[- ]clear|true-to-life|eliminates?`,
  de: String.raw`erstaunlich\p{L}*|atemberaubend\p{L}*|unglaublich\p{L}*|revolutionär\p{L}*|innovativ\p{L}*|perfekt\p{L}*|ultimativ\p{L}*|einzigartig\p{L}*|außergewöhnlich\p{L}*|hervorragend\p{L}*|garantiert\p{L}*|mühelos\p{L}*|unentbehrlich\p{L}*|hochwertig\p{L}*`,
  fr: String.raw`incroyable\p{L}*|révolutionnaire\p{L}*|innovant\p{L}*|parfait\p{L}*|ultime\p{L}*|exceptionnel\p{L}*|unique\p{L}*|garanti\p{L}*|sans effort|incontournable\p{L}*`,
  es: String.raw`increíble\p{L}*|revolucionari\p{L}*|innovador\p{L}*|perfect\p{L}*|excepcional\p{L}*|únic[oa]s?|garantizad\p{L}*|imprescindible\p{L}*`,
  it: String.raw`incredibil\p{L}*|rivoluzionari\p{L}*|innovativ\p{L}*|perfett\p{L}*|eccezional\p{L}*|unic[oaie]|garantit\p{L}*|indispensabil\p{L}*`,
  nl: String.raw`ongelofelijk\p{L}*|revolutionair\p{L}*|innovatie[fv]\p{L}*|perfect\p{L}*|uitzonderlijk\p{L}*|uniek\p{L}*|gegarandeerd\p{L}*|onmisbaar\p{L}*`,
  pt: String.raw`incríve\p{L}*|revolucionári\p{L}*|inovador\p{L}*|perfeit\p{L}*|excepciona\p{L}*|únic[oa]s?|garantid\p{L}*|indispensáve\p{L}*`,
  pl: String.raw`niesamowit\p{L}*|rewolucyjn\p{L}*|innowacyjn\p{L}*|idealn\p{L}*|wyjątkow\p{L}*|unikaln\p{L}*|gwarantowan\p{L}*|niezbędn\p{L}*`,
  sv: String.raw`otrolig\p{L}*|revolutionerande|innovativ\p{L}*|perfekt\p{L}*|exceptionell\p{L}*|unik\p{L}*|garanterad\p{L}*|oumbärlig\p{L}*`,
};

/**
 * The supplier speaking of itself ("we", "our", "wir", "nous"), whose voice is not the shop's, or to the reader
 * ("you", "your", "Sie", "vous"), as advertising does: "slides into your pocket", "meet your everyday needs".
 */
const VOICES: Words = {
  en: "we|our|ours|us|I|my|you|your|yours|yourself",
  de: String.raw`wir|unser\p{L}*|uns|ich|mein\p{L}*|Sie|Ihr\p{L}*|du|dein\p{L}*`,
  fr: "nous|notre|nos|je|mon|ma|mes|vous|votre|vos|tu|ton|ta|tes",
  es: String.raw`nosotr[oa]s|nuestr[oa]s?|yo|mi|mis|usted\p{L}*|tu|tus|su[s]? propi\p{L}*`,
  it: "noi|nostr[oaie]|io|mio|mia|miei|mie|voi|vostr[oaie]|tu|tuo|tua|tuoi",
  nl: "wij|we|ons|onze|ik|mijn|u|uw|je|jouw|jij",
  pt: "nós|noss[oa]s?|eu|meu|minha|você|vocês|seu|sua|teu|tua",
  pl: String.raw`my|nasz\p{L}*|ja|mój|moja|ty|twój|twoj\p{L}*|ci`,
  sv: "vi|vår|vårt|våra|jag|min|mitt|du|din|ditt|dina|er|ert|era",
};

/**
 * A pronoun or a demonstrative standing for something an earlier sentence named ("It can be activated via a hotkey"
 * after a paragraph on a feature, "take it all in"): lifted out of its paragraph, the sentence says it of the product.
 */
const REFERRING: Words = {
  en: "it|its|they|them|their|this|that|these|those",
  de: "es|sie|ihn|ihm|ihr|ihre|dies|diese|dieser|dieses|damit|dadurch",
  fr: "il|elle|ils|elles|le|la|les|lui|leur|leurs|ce|cela|ceci|celui|celle|ceux|celles",
  es: "él|ella|ellos|ellas|lo|la|los|las|le|les|esto|eso|este|esta|estos|estas",
  it: "esso|essa|essi|esse|lo|la|li|gli|questo|questa|questi|queste|ciò",
  nl: "het|hij|zij|ze|hem|haar|hun|dit|dat|deze|die",
  pt: "ele|ela|eles|elas|o|a|os|as|isto|isso|este|esta|estes|estas",
  pl: "on|ona|ono|oni|one|go|ją|jego|jej|ich|to|ten|ta|te",
  sv: "den|det|de|dem|denna|detta|dessa",
};

/** The shop's terms of sale and a comparison with what is not the product ("faster than …", "ships free"). */
const TERMS_OF_SALE: Words = {
  en: "than|shipping|ships|delivery|order(?:s|ing)?|cart|checkout|in stock|sale|discount|click|buy|price[sd]?|starting at",
  de: String.raw`Versand\p{L}*|Lieferung\p{L}*|Bestell\p{L}*|Warenkorb|Rabatt\p{L}*|Preis\p{L}*|klicken|kaufen`,
  fr: String.raw`livraison|commande\p{L}*|panier|remise|prix|cliquez|achetez`,
  es: String.raw`envío\p{L}*|pedido\p{L}*|carrito|descuento\p{L}*|precio\p{L}*|compre`,
  it: String.raw`spedizion\p{L}*|ordin\p{L}*|carrello|scont\p{L}*|prezz\p{L}*|acquista`,
  nl: String.raw`verzend\p{L}*|levering|bestel\p{L}*|winkelwagen|korting|prijs\p{L}*`,
  pt: String.raw`envio|entrega|pedido\p{L}*|carrinho|desconto\p{L}*|preço\p{L}*`,
  pl: String.raw`wysyłk\p{L}*|dostaw\p{L}*|zamówieni\p{L}*|koszyk\p{L}*|rabat\p{L}*|cen[aęy]`,
  sv: String.raw`frakt\p{L}*|leverans\p{L}*|beställ\p{L}*|varukorg\p{L}*|rabatt\p{L}*|pris\p{L}*`,
};

/** Signs of a claim or of what is no sentence about the product: a share, a price, an exclamation, a link. */
const SIGNS = /%|[€$£¥]|[!?]|https?:|www\.|@\w+\.\w|\d\s?(?:EUR|USD|GBP)\b/u;
/**
 * Three capitalized words in a row: a heading run into the sentence after it, as spec sheets' marketing text
 * comes ("Entertainment virtually anywhere An HD display …", "Precision 3D Arc Glass Design Bended glass").
 */
const TITLE_CASE = /(?:(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}®™-]*\s+){2}\p{Lu}/u;
/** A sentence a page may carry holds this many words, and the page at most this many of the supplier's. */
const MIN_WORDS = 6;
const MAX_WORDS = 40;
const MAX_TOTAL = 70;
const MAX_SENTENCES = 3;

/** What a sentence is refused for in a language: its claims and voices, and the words that refer back. */
interface Refusals {
  claims: RegExp[];
  referring: RegExp;
}
const refusals = new Map<string, Refusals>();
function refusalsOf(language: string): Refusals {
  let entry = refusals.get(language);
  if (!entry) {
    const own = (words: Words) => bounded(wordsOf(words, language, false) || "(?!)");
    entry = {
      claims: [
        ...termsOf(language).map(({ pattern }) => pattern),
        own(SUPERLATIVES),
        own(PRAISE),
        own(VOICES),
        own(TERMS_OF_SALE),
      ],
      referring: own(REFERRING),
    };
    refusals.set(language, entry);
  }
  return entry;
}
/** A whole-word pattern (grounding/terms.ts `bounded`, global) tested from the text's start. */
const holds = (pattern: RegExp, text: string) => {
  pattern.lastIndex = 0;
  return pattern.test(text);
};

/** A sentence that says something of the product and nothing a shop could not stand behind. */
function republishable(sentence: string, language: string): boolean {
  const words = sentence.split(/\s+/u).length;
  if (words < MIN_WORDS || words > MAX_WORDS || !/^[\p{Lu}\p{N}]/u.test(sentence) || !/[.]$/u.test(sentence)) return false;
  if (SIGNS.test(sentence)) return false;
  // Told as the page's language with no close runner-up: Lorem ipsum reads as French, Portuguese and Spanish alike.
  if (languageOf([sentence]) !== language || TITLE_CASE.test(sentence)) return false;
  // A sentence opening on a word that refers back, or (in English, whose "it" is never an article) holding one.
  const { claims, referring } = refusalsOf(language);
  const first = sentence.split(/\s+/u)[0]!.replace(/[^\p{L}]/gu, "");
  if (holds(referring, first) || (language === "en" && holds(referring, sentence))) return false;
  return !claims.some((pattern) => holds(pattern, sentence));
}

/**
 * The supplier's sentences, in their order, that a page in `language` may carry as its own: from prose written in
 * that language only, none the grounding check would hold against the product's data (a feature its columns deny),
 * at most three and about seventy words.
 */
export function supplierSentences(texts: SupplierText[], language: string, product: ProductFacts): string[] {
  const page = language.split("-")[0]!;
  const chosen: string[] = [];
  let total = 0;
  for (const { text } of texts) {
    const prose = text.replace(/\\n/g, "\n");
    for (const sentence of sentencesOf(prose)) {
      const words = sentence.split(/\s+/u).length;
      if (chosen.length >= MAX_SENTENCES || total + words > MAX_TOTAL) return chosen;
      if (!republishable(sentence, page) || chosen.includes(sentence)) continue;
      if (unsupportedClaims(contentWith({ short_description: sentence }), product, language).length) continue;
      chosen.push(sentence);
      total += words;
    }
  }
  return chosen;
}
