import { readUnit } from "../facts/units.js";
import { colourWords } from "../facts/glossary.js";
import { LABELS } from "../facts/labels.js";
import { BUILTIN_LANGUAGES } from "../languages/index.js";
import { STOPWORDS } from "../facts/page-name.js";
import { escapeRegExp } from "../regexp.js";
import {
  CERTIFIED,
  COMPATIBLE,
  DECLARED,
  EVERY,
  NOT_ALL,
  INCLUDED,
  AVAILABLE_NOW,
  IN_STOCK,
  PLENTY_IN_STOCK,
  SERVICE,
  SOLD_APART,
  LEAVE_REVIEW,
  REVIEWS_CLOSED,
  UNLIMITED_DOWNLOADS,
  BACKORDERS,
  ON_SALE,
  REGULAR_PRICE,
  LETTER_SIZES,
  OCCASIONS,
  ONE_PER_ORDER,
  OUT_OF_STOCK,
  PACKS,
  SIZES,
  WARRANTY,
  MADE_IN,
  ONLY,
  PLACE_BEFORE_MAKING,
  NO_RANKING,
  ONE_OF,
  RANKING_SCOPE,
  SUPERLATIVES,
  SUPERLATIVE_MEANINGS,
  type Term,
} from "./claim-terms.js";
import { ADDED, freeFromIn, SUGARLESS, SUGARY } from "./free-from.js";
import { boxThingsIn, namesBoxThing } from "./box/index.js";
import { placesIn, regionsOf, withinRegion } from "./places.js";
import { base, bounded, exclusiveValuesOf, termsOf, wordsOf } from "./terms.js";
import {
  fitted,
  namesTheProduct,
  normalized,
  oneSpelling,
  optionalInData,
  supportsPlace,
  supportsRanking,
  supportsWords,
  type Support,
} from "./support.js";
import { withoutAccents } from "../facts/readers/reader.js";
import {
  BESIDE,
  besideCompanion,
  COMPARED,
  CONJUNCTIONS,
  CONJUNCTIONS_OF,
  clauseBreakOf,
  conjunctionOf,
  certificationsIn,
  deniesAnything,
  ecosystemsIn,
  FREE_AFTER,
  LANGUAGE_NAME,
  NEGATING_PREFIX,
  negatedAfter,
  negatedBefore,
  orOf,
  PLATFORMS,
  unitAfter,
  withoutCommunities,
} from "./vocabulary.js";

/** A claim in words, with whether the product's data supports it. */
export interface WordClaim {
  claim: string;
  kind:
    | "health_safety"
    | "environmental"
    | "superlative"
    | "certification"
    | "included"
    | "compatibility"
    | "origin"
    | "contradiction"
    | "feature"
    | "count"
    | "rating";
  supported: boolean;
}

/** Whether the data supports a term, by the proof its kind asks for. */
const provenByPatterns = new Map<string, RegExp>();
/** A term's `provenBy` words as a pattern, built once (without the global flag, so that `test` keeps no state). */
function provenByPattern(source: string): RegExp {
  let pattern = provenByPatterns.get(source);
  if (!pattern) {
    pattern = new RegExp(bounded(source).source, "iu");
    provenByPatterns.set(source, pattern);
  }
  return pattern;
}

function proves(term: Term, support: Support): boolean {
  const certified = (term.proven ?? []).some((name) => support.certifications.has(name.toLowerCase()));
  if (term.proof === "facts") return certified || support.factConcepts.has(term.concept);
  const named = term.provenBy !== undefined && provenByPattern(term.provenBy).test(support.words);
  const ingredient = term.provenByIngredients && [...support.scannedWords].some((word) => term.provenByIngredients!.test(word));
  return certified || named || Boolean(ingredient) || support.dataConcepts.has(term.concept) || scannedWord(term, support);
}

/**
 * A long word of a term's proof that the data holds with one letter misread, as a label's scan does: Open Food Facts'
 * "Fournesol huile" is the sunflower oil of a label a model reads as such.
 */
function scannedWord(term: Term, support: Support): boolean {
  const words = alternatives(term.provenBy ?? "").filter((word) => /^\p{L}{8,}$/u.test(word));
  if (!words.length) return false;
  const misread = (a: string, b: string) => a.length === b.length && [...a].filter((letter, i) => letter !== b[i]).length === 1;
  return words.some((word) => [...support.scannedWords].some((other) => misread(word, other)));
}

/** A pattern's alternatives at its top level: "a|b(?:c|d)" is "a" and "b(?:c|d)". */
function alternatives(source: string): string[] {
  const found = [""];
  let depth = 0;
  const chars = [...source];
  for (const [i, char] of chars.entries()) {
    if (char === "|" && depth === 0) found.push("");
    else found[found.length - 1] += char;
    if (chars[i - 1] !== "\\") depth += char === "(" ? 1 : char === ")" ? -1 : 0;
  }
  return found;
}

/**
 * Words that make a term beside them a control's or a mode's name, in the singular or the plural: "ECO button",
 * "eco settings", "Eco-Funktionen", "bouton ECO"; or first in a compound after a hyphen ("Eco-Treiberfunktionen").
 */
const FEATURE_WORDS =
  "button|mode|driver|setting|feature|function|programme|program|switch|key|Taste|Modus|Funktion|Einstellung|Programm|Schalter|Treiber|bouton|fonction|fonctionnalité|réglage|paramètre|pilote|botón|modo|función|controlador|pulsante|modalità|funzione|knop|modus|functie|botão|função|przycisk|tryb|funkcja|sterownik|knapp|läge|funktion|drivrutin";
const FEATURE_NAME = new RegExp(
  `^(?:[\\s-]?(?:${FEATURE_WORDS})(?:s|en|e|es|er)?(?![\\p{L}])|-(?:${FEATURE_WORDS})\\p{L}*)`,
  "iu",
);
const FEATURE_BEFORE = new RegExp(`(?<![\\p{L}])(?:${FEATURE_WORDS})\\s$`, "iu");

/** A Nutri-Score's letter as any language writes it: "Nutri-Score B", "Nutri-Score of B", "Nutri-Score : B", "Nutriscore B". */
const NUTRI_SCORE = /(?<!\p{L})nutri-?score\s*(?:(?:of|von|de|di|van|da|z|på)\s+|[:=]\s*)?([A-E])(?![\p{L}\p{N}])/giu;

/** German adjectives whose own stem ends in -st ("robusten", "festen", "bewussten"): no superlative. */
const NOT_SUPERLATIVE = /(?:robust|fest|bewusst|trist|dreist|wüst|just|erst|meist|letzt|selbst|sonst)(?:e[nrsm]?)?$/iu;

/**
 * Superlatives presented as the shop's own: not a turn of phrase ("looks its best"), not "one of the most useful"
 * without a scope it ranks in ("in its class", "we sell"); German ones by a lower-case adjective ("die Lasten" is no
 * superlative). The data supports one that it words so itself.
 */
/** A place on the product a superlative names ("thinnest point", "endroit le plus fin", "dünnsten Stelle"). */
const SPOT = /(?<!\p{L})(?:point|spot|endroit|Stelle|punto|punt|ponto|miejscu|punkt|stället|partie)(?!\p{L})/iu;

/** A superlative after "the" of a noun in the plural: "the simplest pieces" (not "the lightest dress"). */
const PLURAL_AFTER: Record<string, RegExp> = {
  en: /^the\s+(?:very\s+)?(?:most\s+)?\p{L}+\s+\p{Ll}+(?<!ss|us|is)s(?![\p{L}-])/iu,
  // German's "die" with a superlative in -sten before a noun is the plural ("die wichtigsten Medien", not "die beste
  // Wahl"); only of what a product has, not of what it is ("die besten Lautsprecher ihrer Klasse").
  de: /^[Dd]ie\s+(?:wichtigsten|gängigsten|häufigsten|gebräuchlichsten|nötigsten|notwendigsten)\s+\p{Lu}/u,
};

/** A meaning's words in any language, alone or followed a few words after by a ranking's scope, built once. */
const inAnyLanguage = (words: Partial<Record<string, string>>, after = "") =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${Object.values(words).join("|")})${after}(?![\\p{L}\\p{N}])`, "iu");
const MEANINGS = SUPERLATIVE_MEANINGS.map((meaning) => inAnyLanguage(meaning));
/**
 * A meaning with a ranking's scope a few words after it: "the smallest toner particles in the market" (not "available",
 * which in the data says what it comes in: "the most compact arrangement. Available in black").
 */
const SCOPE_AFTER = `(?:\\s+[\\p{L}\\p{N}]+){0,6}?\\s+(?!available(?!\\p{L}))(?:${Object.values(RANKING_SCOPE).join("|")})`;
const SCOPED_MEANINGS = SUPERLATIVE_MEANINGS.map((meaning) => inAnyLanguage(meaning, SCOPE_AFTER));

/**
 * A superlative the data's text says in any language ("den kleinsten" of "the smallest toner particles"), and, where
 * the page ranks it somewhere ("am Markt"), ranks it somewhere too, a few words after it ("in the market").
 */
const rankedInData = (support: Support, superlative: string, scoped: boolean) =>
  MEANINGS.some(
    (meaning, index) => meaning.test(superlative) && (scoped ? SCOPED_MEANINGS[index]! : meaning).test(support.rankingWords),
  );

function superlativeClaims(sentence: string, language: string, support: Support): WordClaim[] {
  const lang = base(language);
  const idioms = [...sentence.matchAll(bounded(wordsOf(NO_RANKING, language)))].map((match) => [
    match.index,
    match.index + match[0].length,
  ]);
  const scoped = bounded(wordsOf(RANKING_SCOPE, language)).test(sentence);
  const oneOf = new RegExp(`(?:${wordsOf(ONE_OF, language)})`, "iu");
  const occasion = bounded(wordsOf(OCCASIONS, language, false));
  return [...sentence.matchAll(bounded(wordsOf(SUPERLATIVES, language)))].flatMap((match): WordClaim[] => {
    if (idioms.some(([start, end]) => match.index >= start! && match.index < end!)) return [];
    const adjective = match[0].split(/\s+/u).at(-1)!;
    // A maker's own ranking is a name's ("Philips' most powerful"), not a thing's ("the box's longest side").
    if (/^(?!world)\p{Ll}[\p{L}.&-]*(?:['’]s|s['’])\s/u.test(match[0])) return [];
    // A first in the world ranks it whatever word ends it ("die erste Kompaktkamera der Welt", "weltweit erste").
    const worldFirst = /(?<!\p{L})erste/iu.test(match[0]);
    if (lang === "de" && /\s/u.test(match[0]) && !worldFirst && (/^\p{Lu}/u.test(adjective) || NOT_SUPERLATIVE.test(adjective)))
      return [];
    if (!scoped && oneOf.test(sentence.slice(0, match.index))) return [];
    // Nor does "the simplest pieces are the ones you reach for": a superlative of things in the plural speaks of a
    // kind, not of this product, unless it ranks them somewhere ("the lightest shoes on the market").
    // A number one ranks this product among the plural after it: "la référence n°1 des boulangers amateurs".
    const first = /^(?:n°|numéro|number|nummer|nr\.|#)/iu.test(match[0]);
    if (!scoped && !first && PLURAL_AFTER[lang]?.test(`${match[0]}${sentence.slice(match.index + match[0].length)}`)) return [];
    // A superlative of a style or an occasion ("les looks les plus sobres") ranks no product, nor does one of a place
    // on it ("1.6 cm at its thinnest point", "à l'endroit le plus fin").
    if (occasion.test(sentence.slice(0, match.index).split(/\s+/u).slice(-3).join(" "))) return [];
    if (SPOT.test(sentence.slice(Math.max(0, match.index - 12), match.index + match[0].length + 8))) return [];
    // A ranking in a scope the data's adjective alone does not make: "le plus rapide du marché" of a "rapide" scanner.
    // A number one is the supplier's words for it or a name's ("Woo Single #1"), never a column's ("ingredients_n": 1
    // is no "n°1").
    const named = /(\p{L}+)\s*$/u.exec(sentence.slice(0, match.index))?.[1];
    const supported = first
      ? support.proseWords.includes(normalized(match[0])) ||
        (named !== undefined && supportsWords(support, `${named} ${match[0]}`))
      : supportsRanking(support, match[0]) ||
        (!scoped && supportsRanking(support, adjective)) ||
        rankedInData(support, match[0], scoped);
    return [{ claim: match[0], kind: "superlative", supported }];
  });
}

/**
 * What may happen, in a clause that ends in the claim: "before it sells out", "bevor es vergriffen ist", "if your size
 * sells out", and German's condition led by its verb, opening the sentence or after a dash or a colon ("Sind die 5 Stück
 * vergriffen, …", "– ist der Bestand vergriffen, …").
 */
const HYPOTHETICAL =
  /(?:(?<!\p{L})(?:before|if|once|when|bevor|ehe|falls|wenn|sobald|avant qu['’e]|avant d['’]être|si|quand|une fois|antes de que|una vez|prima che|una volta|voordat|als|zodra|antes que|assim que|zanim|innan|om|när)|(?:^|[–—:])\s*(?:sind|ist|sollte|sollten|wird|werden))(?!\p{L})[^,;.!?]*$/iu;

const declaredPatterns = new Map<string, RegExp>();
/** A declaration's verb right after what a text says is absent, in a language (built once). */
function declaredAfter(language: string): RegExp {
  let pattern = declaredPatterns.get(language);
  if (!pattern) {
    // What is declared absent may be two things: "No allergens or traces are declared", "Aucun allergène ni trace n'est déclaré".
    pattern = new RegExp(
      String.raw`^(?:\s+(?:or|and|nor|ni|et|ou|oder|und|noch|o|y|e|of|en|ou|lub|eller)\s+[\p{L}-]+)?\s+(?:${wordsOf(DECLARED, language)})(?!\p{L})`,
      "iu",
    );
    declaredPatterns.set(language, pattern);
  }
  return pattern;
}

/** German's "from" right before a place: "aus Frankreich", "aus der Schweiz". */
const FROM_BEFORE = /(?<!\p{L})aus\s+(?:der\s+|dem\s+|den\s+)?$/iu;

/** How far apart, in characters, the words naming one feature stand, in one phrase ("colour touch screen, scan to e-mail" names two). */
const FEATURE_SPAN = 20;
const PHRASE_BREAK = /[,;:()–—|]/u;

/** Participles of delivery in the nine languages with the preposition after them: how a thing comes, not a thing. */
const DELIVERED =
  /(?<!\p{L})(?:delivered|supplied|shipped|packed|packaged|livrée?s?|fournie?s?|emballée?s?|geliefert|mitgeliefert|verpackt|entregad[oa]s?|suministrad[oa]s?|consegnat[oaie]|fornit[oaie]|geleverd|verpakt|entregues?|dostarczan[aey]|levererade?)\s+(?:in|on|under|sous|en|dans|sur|im|unter|auf|bajo|sotto|onder|em|sob|w|pod|i)(?!\p{L})/giu;

/** What a compatibility is "with", in the nine languages, and the articles that may follow it. */
const WITH = "avec|with|mit|con|com|met|med";
const ARTICLES = "the|an?|la|le|les|l['’]|un|une|des|du|die|der|das|den|dem|ein|eine|einen|el|los|las|il|lo|gli|het|de|o|os|as";
/**
 * What may stand between a compatibility's words and a feature's: its "with" and an article ("compatible | avec la |
 * recharge sans fil"), or the article alone where its words end in "with" ("compatible with | the | wireless charging").
 */
const WITH_GAP = new RegExp(`^\\s*(?:${WITH})\\s+(?:(?:${ARTICLES})\\s+|l['’])?$`, "iu");
const ARTICLE_GAP = new RegExp(`^\\s*(?:(?:${ARTICLES})\\s+)?$`, "iu");
const ENDS_WITH_WITH = new RegExp(`(?:${WITH})$`, "iu");

/**
 * What follows from what a text names, after a comma: "a 2.5-inch extender, so it can be worn at up to 14.5 inches",
 * "FreeDOS, leaving you free to install …"; or what else the product does, a German verb of the kind and its object:
 * "unterstützt den sRGB-Farbraum, bietet eine Reaktionszeit von 5 ms".
 */
const CONSEQUENCE =
  /\s*,\s*(?:so|which|making|allowing|letting|\p{Ll}+ing\s+(?:you|your|it|them|everything)|sodass|wodurch|ce qui|(?:bietet|hat|wiegt|liefert|sorgt|verfügt|besitzt|ermöglicht|unterstützt|misst|zeigt|nutzt|arbeitet|läuft|eignet)(?=\s+(?:eine?[nmrs]?|den|die|das|der|dem|Ihnen|sich|über|zudem|außerdem|auch)\s))\s.*$/su;

/**
 * The software a thing that comes with the product is, after it: "FreeDOS as its operating system", "FreeDOS comme
 * système d'exploitation installé", "mit FreeDOS als Betriebssystem"; no list it opens ("such as a tripod").
 */
const ROLE =
  /\s+(?:as|comme|als)\s+(?:(?:its|the|an?|son|sa|le|la|l['’]|un|une|sein\p{L}*|ihr\p{L}*|das|die|der)\s*)?(?:pre-?installed\s+|installed\s+|vorinstallierte[rs]?\s+)?(?:operating system|OS|système d['’]exploitation|Betriebssystem|software|logiciel|Software)(?!\p{L}).*$/su;

/**
 * What a thing that comes with the product is for, after it: "for organising …", "pour organiser …", "zum Verwalten
 * …", or the look it gives ("for a coordinated look", "pour un look assorti", "für einen stimmigen Auftritt").
 */
const PURPOSE =
  /\s+(?:for\s+\p{L}+ing|pour\s+\p{L}+(?:er|ir|re)|zum\s+\p{Lu}\p{L}+en|um\s|(?:[Ff]or|[Pp]our|[Ff]ür)\s+(?:an?|the|un|une|le|la|einen|ein|eine|den)\s+(?:[\p{L}-]+\s+){0,2}(?:look|style|finish|appearance|allure|tenue|Look|Stil|Auftritt)(?:\s+[\p{L}-]+)?\s*$)(?!\p{L}).*$/su;

/** The product itself after "comes with": a pronoun, or an article and one word ("the wheelset", "each order"). */
const ITSELF = /^\s*(?:it|them|(?:the|this|each|every|your)\s+([\p{L}-]+))\s*[.!]?\s*$/iu;

/**
 * The last clause of a text: after a semicolon, a comma before a clause's conjunction, or in German a comma before a
 * word in lower case ("…, dafür ist ein Paar Reifen"; a list's next noun is capitalized).
 */
const lastClause = (text: string, language: string): string => {
  const last = text.split(clauseBreakOf(language)).pop() ?? text;
  return base(language) === "de" ? (last.split(/,\s+(?=\p{Ll})/u).pop() ?? last) : last;
};

/** Praise of a thing that says nothing of what it is: "comes with a practical pocket", "mit einer praktischen Tasche". */
const PRAISE =
  /^(?:practical|handy|convenient|useful|praktisch\p{L}*|handlich\p{L}*|nützlich\p{L}*|pratiques?|utiles?|práctic\p{L}*|pratic\p{L}*|handig\p{L}*)$/iu;

/** "Instead of" in the nine languages, right before a name: "mit FreeDOS statt Windows" names the one it lacks. */
const INSTEAD =
  /(?<!\p{L})(?:statt|anstatt|anstelle von|instead of|rather than|au lieu de|plutôt que|à la place de|en lugar de|en vez de|invece di|anziché|in plaats van|em vez de|zamiast|istället för)\s+$/iu;

/**
 * Whether a claim of a sentence is denied: a negation before a compound denies its last part too ("kein UKW-Radio"), and
 * what it is "rather than" is not claimed ("water-repellent rather than waterproof"; a was-price "statt 29 €" is a
 * figure's claim, not judged here).
 */
const deniedAt = (sentence: string, language: string, index: number, end: number) =>
  NEGATING_PREFIX.test(sentence.slice(0, index)) ||
  // A claim glossing the words before it in brackets, and nothing else, is denied with them: "keine
  // Autofokus-Speicherung (AF-Lock)", "no autofocus lock (AF lock)" (not "keinen Sucher (AF-Lock ist vorhanden)").
  negatedBefore(
    sentence
      .slice(0, index)
      .replace(/\p{L}+-$/u, "")
      .replace(/\s*\(((?:[\p{L}\p{N}-]+\s+)?)$/u, (gloss, word: string) => {
        const closed = /^([^()]*)\)/u.exec(sentence.slice(index));
        return closed && `${word}${closed[1]}`.trim().split(/\s+/u).length <= 2 ? ` ${word}` : gloss;
      }),
    language,
  ) ||
  INSTEAD.test(sentence.slice(0, index)) ||
  negatedAfter(sentence.slice(end), language, COPULA.test(sentence.slice(index, end)));

/**
 * Where a denied feature named in several words begins, its other words before it: "does not have an autofocus assist
 * beam" denies the beam of "auto_focus_assist_beam" (its negation is three words before the first of them).
 */
const namedFrom = (sentence: string, index: number, stems: RegExp[][]): number => {
  const words = stems.flat();
  const previous = (at: number) => /([\p{L}-]+)\s+$/u.exec(sentence.slice(0, at));
  let start = index;
  for (let word = previous(start); word && words.some((stem) => stem.test(word![1]!)); word = previous(start)) start = word.index;
  return start;
};

/** An order refused: "it cannot be ordered", "il n'est pas possible de la commander", "kann nicht bestellt werden". */
const ORDER_REFUSED =
  /(?<!\p{L})(?:pas possible|impossible|ne (?:peut|pouvez|peuvent) pas|not possible|cannot|can['’]t|unable to|nicht möglich|(?:kann|können) (?:\p{L}+ ){0,2}nicht)\s+(?:[\p{L}'’]+\s+){0,3}(?:commander|order(?:ed)?|bestell\p{L}*|précommander|pre-?order(?:ed)?)(?!\p{L})/iu;

/** The compatibility of what a product plugs into: "plugs into", "se branche sur"; a wall socket is no such thing. */
const PLUGS = /^(?:plugs?|se branch)/iu;
const SOCKETS = /(?<!\p{L})(?:sockets?|outlets?|mains|prises?|secteur|Steckdosen?)(?!\p{L})/iu;

/** A claim holding its own verb "to be" in any of the nine languages: a predicate of its own ("downloads are unlimited"). */
const COPULA = /\s(?:is|are|ist|sind|est|sont|es|son|è|sono|zijn|é|são|jest|są|är)\s/iu;

/**
 * The words of a sentence that say what the data denies, each a contradiction unless the sentence denies it too (or,
 * `ifAside`, says it of what may happen: "if it goes on sale").
 */
const contradicted = (sentence: string, language: string, words: Parameters<typeof wordsOf>[0], ifAside = false): WordClaim[] =>
  [...sentence.matchAll(bounded(wordsOf(words, language)))]
    .filter(
      (match) =>
        !deniedAt(sentence, language, match.index, match.index + match[0].length) &&
        !(ifAside && HYPOTHETICAL.test(sentence.slice(0, match.index))),
    )
    .map((match) => ({ claim: match[0], kind: "contradiction", supported: false }));

/**
 * A text saying the product is in stock when the data says it is not, or the other way round; backorders the data
 * refuses; plenty in stock, which no data keeps.
 */
function availabilityClaims(sentence: string, language: string, support: Support): WordClaim[] {
  // Backorders the data refuses, unless their clause refuses the order before them: "il n'est pas possible de la
  // commander en attendant le réassort" says the data's refusal in other words.
  const stock =
    support.backorders === false
      ? contradicted(sentence, language, BACKORDERS).filter((claim) => {
          const at = sentence.indexOf(claim.claim);
          const { before } = clauseAround(sentence, at, at + claim.claim.length, language);
          return !ORDER_REFUSED.test(before.split(clauseBreakOf(language)).pop()!);
        })
      : [];
  for (const match of sentence.matchAll(bounded(wordsOf(PLENTY_IN_STOCK, language))))
    if (!deniedAt(sentence, language, match.index, match.index + match[0].length))
      stock.push({ claim: match[0], kind: "contradiction", supported: supportsWords(support, match[0]) });
  // Where the data does not say, a text's "in stock" is a promise of its own (stock changes; the page stays).
  const inStock = support.availability === "InStock" || support.availability === "PreOrder";
  const out = [...sentence.matchAll(bounded(wordsOf(OUT_OF_STOCK, language)))];
  // "In stock" within what says it is not ("back in stock soon", "bientôt de retour en stock") says nothing of its own.
  const within = (match: RegExpExecArray) =>
    out.some((other) => other.index <= match.index && match.index + match[0].length <= other.index + other[0].length);
  return [
    ...[
      ...sentence.matchAll(bounded(wordsOf(IN_STOCK, language))),
      // "Available now for €899" offers it; only data that says whether it is in stock contradicts that.
      ...(support.availability ? sentence.matchAll(bounded(wordsOf(AVAILABLE_NOW, language))) : []),
    ]
      .filter((match) => !within(match))
      .map((match) => ({ match, says: true })),
    ...(support.availability ? out.map((match) => ({ match, says: false })) : []),
  ]
    .flatMap(({ match, says }): WordClaim[] =>
      deniedAt(sentence, language, match.index, match.index + match[0].length) ||
      says === inStock ||
      HYPOTHETICAL.test(sentence.slice(0, match.index))
        ? []
        : [{ claim: match[0], kind: "contradiction", supported: false }],
    )
    .concat(stock);
}

/** Words of men's and of women's products in the nine languages, in the data's normalized words ("master men shoes"). */
const FOR_MEN =
  /(?<!\p{L})(?:men|mens|male|herren|männer|homme|hommes|hombres?|uomo|uomini|heren|mannen|homem|homens|męsk\p{L}*|herr)(?!\p{L})/iu;
const FOR_WOMEN =
  /(?<!\p{L})(?:women|womens|female|ladies|damen|frauen|femmes?|mujer(?:es)?|donna|donne|dames|vrouwen|mulher(?:es)?|damsk\p{L}*|dam)(?!\p{L})/iu;
/** A text reserving the product for one sex: "réservé aux hommes", "nur für Damen", "for women only". */
const ONE_SEX_ONLY =
  /(?<!\p{L})(?:(?:(?:only|exclusively) for (?:men|women)|reserved (?:exclusively |only )?for (?:men|women)|(?:intended|designed|made) (?:exclusively|only) for (?:men|women)|(?:nur|ausschließlich) für (?:Herren|Damen|Männer|Frauen)|réservée?s? (?:exclusivement |uniquement )?aux (?:hommes|femmes)|(?:uniquement|exclusivement|seulement) (?:pour|aux) (?:les )?(?:hommes|femmes))(?![\p{L}’']|\s*(?:and|&|or|as well as|und|oder|et|ou|comme)\s)|(?:for (?:men|women) only|(?:men|women)[’']s only)(?!\p{L}))/giu;

/** One sex only, said of a product the data files for both ("categories": master_men_shoes, master_women_shoes) or unisex. */
const oneSexClaims = (sentence: string, language: string, support: Support): WordClaim[] =>
  (FOR_MEN.test(support.words) && FOR_WOMEN.test(support.words)) || UNISEX.test(support.words)
    ? [...sentence.matchAll(ONE_SEX_ONLY)]
        .filter((match) => !negatedBefore(sentence.slice(0, match.index), language))
        .map((match) => ({ claim: match[0], kind: "contradiction", supported: false }))
    : [];

/**
 * What the shop's columns say of reviews and downloads, contradicted: "leave a review" of a product that takes none,
 * "reviews are disabled" of one that takes them, "as many times as you like" of a download with a limit.
 */
const shopClaims = (sentence: string, language: string, support: Support): WordClaim[] => [
  ...(support.reviewsAllowed === false ? contradicted(sentence, language, LEAVE_REVIEW, true) : []),
  ...(support.reviewsAllowed === true ? contradicted(sentence, language, REVIEWS_CLOSED) : []),
  ...(support.downloadLimit !== undefined ? contradicted(sentence, language, UNLIMITED_DOWNLOADS) : []),
];

/**
 * A sale price the shop's columns say it is not sold at ("Yes, it is currently on sale" where `on_sale` is false), or
 * the regular price where they say it is on sale ("it is not on sale", "offered at its regular price"), unless the
 * sentence sets the two apart ("16 instead of its regular price of 18").
 */
const saleClaims = (sentence: string, language: string, support: Support): WordClaim[] => {
  if (support.onSale === false) return contradicted(sentence, language, ON_SALE, true);
  if (support.onSale !== true) return [];
  const denied = [...sentence.matchAll(bounded(wordsOf(ON_SALE, language)))].filter(
    (match) =>
      deniedAt(sentence, language, match.index, match.index + match[0].length) &&
      !NOT_TO_MISS.test(sentence.slice(0, match.index)),
  );
  const regular = [...sentence.matchAll(bounded(wordsOf(REGULAR_PRICE, language)))].filter(
    (match) =>
      !COMPARED_PRICE.test(sentence.slice(0, match.index)) &&
      !USUALLY.test(sentence.slice(0, match.index)) &&
      !deniedAt(sentence, language, match.index, match.index + match[0].length),
  );
  return [...denied, ...regular].map((match) => ({ claim: match[0], kind: "contradiction", supported: false }));
};
/** The words that say a scheme certifies it (not "compliant", "licensed" or "rating"): "certified", "zertifiziert". */
const CERTIFYING =
  /^(?:certifi|zertifi|certyfik|gecertific|certific|homolog|approv|aprob|aprov|zugelassen|agréé|godkänd|goedgekeurd)/iu;

/** A price set against another before a regular price: "instead of", "statt", "au lieu de", "inférieur à". */
const COMPARED_PRICE =
  /(?<!\p{L})(?:instead of|rather than|than|compared (?:to|with)|below|statt|anstatt|anstelle|gegenüber|verglichen mit|au lieu de|plutôt qu['’]|par rapport|inférieure? à|en lugar de|invece di|in plaats van|em vez de|zamiast|i stället för)\s*(?:\p{L}+\s+){0,2}$/iu;
/** What a regular price was, not is: "usually sold at its regular price", "d'habitude". */
const USUALLY =
  /(?<!\p{L})(?:usually|normally|normalerweise|sonst|üblicherweise|d['’]habitude|habituellement|normalement)(?!\p{L})[^.;]*$/iu;
/** A call not to miss a sale, which denies nothing: "Don't miss this sale price", "Ne manquez pas", "Verpassen Sie nicht". */
const NOT_TO_MISS = /(?<!\p{L})(?:miss|verpass\p{L}*|manque[zr]?|manquez|perdez|perdere|perderte|mis)(?!\p{L})[^.;,]*$/iu;

const SIZE_LETTERS = Object.keys(LETTER_SIZES).sort((a, b) => b.length - a.length);
// Not the initials of a measure's axes: "180 × 30 cm (L × B)".
const SIZE_LETTER = new RegExp(
  `(?<![\\p{L}\\p{N}'’-]|[×x]\\s?)(?:${SIZE_LETTERS.join("|")})(?![\\p{L}\\p{N}'’-]|\\s?[×x])`,
  "gu",
);
/** A range of letter sizes: "du S au XL", "S–XL", "von S bis XXL". */
const SIZE_RANGE = new RegExp(
  `(?<![\\p{L}])(?:${SIZE_LETTERS.join("|")})\\s*(?:–|-|to|bis|au|à|a|al|tot|till|do|até)\\s*(?:${SIZE_LETTERS.join("|")})(?![\\p{L}])`,
  "u",
);
/**
 * Sizes named in English as the shops' data names them, in any language ("also available in Large", "Small, Medium,
 * Large et XL", "from Small to XX-Large"): capitalised, and not before a word they qualify ("Large Pizza Rack").
 */
const SIZE_NAME = new RegExp(
  `(?<![\\p{L}-])(?:Extra Small|X-Small|Small|Medium|Large|X-Large|XX-Large|Extra Large)(?![\\p{L}-])(?!\\s+(?!(?:${CONJUNCTIONS}|to|bis|au|à|a|al|tot|till|do|até)(?!\\p{L}))\\p{L})`,
  "gu",
);

/**
 * Sizes a sentence about sizes names ("available in S, M and L", "du S au XXL", "also available in Large"): each one
 * the data gives. A sentence is about sizes by its words, a range of sizes or two sizes named.
 */
function sizeClaims(sentence: string, language: string, support: Support): WordClaim[] {
  const named = [...sentence.matchAll(SIZE_LETTER), ...[...sentence.matchAll(SIZE_NAME)].filter((match) => match.index > 0)];
  const about = bounded(wordsOf(SIZES, language)).test(sentence) || SIZE_RANGE.test(sentence) || named.length >= 2;
  if (!about) return [];
  return named.map((match) => {
    const size = SIZE_LETTERS.find((letter) => letter === match[0] || LETTER_SIZES[letter]!.includes(match[0].toLowerCase()));
    return {
      claim: match[0],
      kind: "contradiction" as const,
      supported: (size ? LETTER_SIZES[size]! : [match[0]]).some((word) => supportsWords(support, word)),
    };
  });
}

/** What a comparison's other side follows: "than the classic", "als der klassische", "qu'un", "que le". */
const THAN =
  /(?<!\p{L})(?:than|als\s+(?:der|die|das|ein|eine|einen|einem)|qu['’]\s*(?:un|une)|que\s+(?:le|la|les|l['’])|di\s+(?:un|una|uno)|dan\s+(?:een|de|het)|do\s+que|del\s+que|än)\s+(?:\p{L}+\s+){0,2}$/iu;

/**
 * A value of a property the data gives another value of and not this one ("a V-neck" for a T-shirt with a round
 * neck, "CCD" for `sensor_type: cmos`, "gebraucht" for "oanvänd"); not one said of what it is worn with.
 */
function exclusiveValueClaims(sentence: string, language: string, support: Support): WordClaim[] {
  const lang = base(language);
  if (BESIDE[lang]?.test(sentence)) return [];
  // What it is compared with is not what it is: "a more open look than the classic crew neck".
  const compared = (index: number) => COMPARED[lang]?.test(sentence.slice(0, index)) || THAN.test(sentence.slice(0, index));
  return exclusiveValuesOf(language).flatMap(({ property, value, pattern }) => {
    const named = support.exclusiveValues.get(property);
    if (!named?.size) return [];
    return [...sentence.matchAll(pattern)]
      .filter(
        (match) =>
          !deniedAt(sentence, language, match.index, match.index + match[0].length) &&
          !besideCompanion(sentence, match.index, match[0], support) &&
          !compared(match.index),
      )
      .map((match) => ({ claim: match[0], kind: "contradiction" as const, supported: named.has(value) }));
  });
}

/** "Only" said of a figure ("nur 6,9 mm schlank und passt in jede Tasche"), not of what the product fits. */
const ONLY_OF_FIGURE = /^\s*(?:(?:about|approx\.|ca\.|rund|knapp|environ)\s+)?\d/iu;

/**
 * "Only" said of what the product fits ("compatible uniquement avec les roues 700c", "ausschließlich mit Windows
 * kompatibel") narrows what the data names to that one: the data must say "only" of what it fits too. "Not only" denies it. Said of
 * what it comes in, "only" is as often the data's whole list ("offered in Small and Medium only").
 */
function onlyClaims(sentence: string, language: string, support: Support): WordClaim[] {
  const fits = bounded(wordsOf(COMPATIBLE, language));
  const only = wordsOf(ONLY, support.dataLanguage);
  const fitting = wordsOf(COMPATIBLE, support.dataLanguage);
  const said = support.words.search(bounded(`(?:${only}).{0,30}(?:${fitting})|(?:${fitting}).{0,30}(?:${only})`)) >= 0;
  return [...sentence.matchAll(bounded(wordsOf(ONLY, language)))].flatMap((match): WordClaim[] => {
    const end = match.index + match[0].length;
    if (ONLY_OF_FIGURE.test(sentence.slice(end)) || deniedAt(sentence, language, match.index, end)) return [];
    const { before, after } = clauseAround(sentence, match.index, end, language);
    return `${before.slice(-30)} ${after.slice(0, 30)}`.search(fits) >= 0
      ? [{ claim: match[0], kind: "contradiction", supported: said }]
      : [];
  });
}

/** Every language's words of a pack, for reading the data, whatever language it is written in (no `g`: it tests). */
const ANY_PACK = new RegExp(bounded(Object.values(PACKS).join("|")).source, "iu");

/** A quantity of several of one, as a label writes it: "6 x 33 cl", "5 barres de 40gr". */
const SEVERAL_OF_ONE =
  /(?<![\p{L}\p{N}])\d+\s?(?:[x×]|\p{L}+\s+(?:of|de|à|zu|da|van|om|z)\s)\s?\d+(?:[.,]\d+)?\s?(?:g|gr|kg|ml|cl|l)(?!\p{L})/u;

/**
 * A product sold several to a pack ("supplied as a twin pack", "im Doppelpack", "vendu par lot de 2"): the data sells
 * it so in its own words, in any language, or writes its quantity as several of one.
 */
function packClaims(sentence: string, language: string, support: Support): WordClaim[] {
  const packed = support.grouped || ANY_PACK.test(support.words) || SEVERAL_OF_ONE.test(support.words);
  return [...sentence.matchAll(bounded(wordsOf(PACKS, language)))].map((match) => ({
    claim: match[0],
    kind: "count" as const,
    supported: packed,
  }));
}

/**
 * Where a sentence turns, after a comma, from what it names to what that does for the buyer ("comes with 21 gears,
 * giving you a range for every climb", ", ce qui …", ", sodass …"): no item of a list.
 */
const CLAUSE_TURN: Record<string, RegExp> = {
  en: /,\s*(?:which|giving|making|letting|allowing|adding|so that|perfect|ideal|great|they|it|you|we|(?:and|while|but) (?:the|its|it|this|they|you)(?!\p{L}))(?!\p{L})/iu,
  // Without a comma, "und" or "et" before a verb ("livré avec 4 Go de DDR3 et accepte jusqu'à 8 Go"): a German noun
  // has its capital, a French one its article or number, a thing named after a preposition its preposition.
  de: /,\s*(?:womit|wodurch|sodass|so dass|was|[Ii]deal|[Pp]erfekt|(?:sie|er|es|wir|Sie)(?=\s+\p{Ll})|(?:und|während|aber) (?:der|die|das|es|sie|Sie)(?!\p{L}))(?!\p{L})|\s+und\s+(?=\p{Ll})(?!(?:ein|eine|einen|einem|einer|zwei|drei|vier|fünf|zum|zur|mit|für|ohne|in|an|auf|zu|bei|von|aus)(?!\p{L}))/u,
  fr: /,\s*(?:ce qui|ce que|qui|pour|[Ii]déal\p{L}*|[Pp]arfait\p{L}*|elles?|ils?|vous|on|nous|ces|cette|c['’]est|(?:et|mais) (?:le|la|les|il|elle|vous)(?!\p{L}))(?!\p{L})|\s+et\s+(?=\p{Ll})(?!(?:une?|des|du|de|d['’]|le|la|les|l['’]|son|sa|ses|leurs?|deux|trois|quatre|cinq|six|plusieurs|avec|pour|sans|dans|sur|en|à|au|aux|par|tous|toutes|tout)(?!\p{L}))/u,
};

/**
 * The clause a match stands in: from the last semicolon, colon or dash before it to the next after it (commas
 * join the items of what it names: "VGA, DVI and audio cables included", "works with Windows, macOS and Linux"),
 * or to where the sentence turns to what they do.
 */
const clauseAround = (sentence: string, start: number, end: number, language: string) => {
  const before =
    sentence
      .slice(0, start)
      // A colon between digits is a ratio's or a time's ("4:3 content"), not a clause's end.
      .split(/[;()–—]|(?<!\d):(?!\d)|\s-\s/u)
      .at(-1) ?? "";
  // What follows a colon is what the words name: "includes 2 files: Single 1 and Single 2".
  // Not where a clause of its own follows the colon: "livré avec FreeDOS : vous installez le système de votre choix".
  const rest =
    sentence
      .slice(end)
      .split(/[;()–—!?]|\.(?!\d)|\s-\s|:\s*(?=(?:vous|il|elle|ils|elles|on|nous|you|it|they|we|sie|er|es|wir|du)\s)/iu)[0] ?? "";
  const turn = CLAUSE_TURN[base(language)]?.exec(rest);
  const after = turn ? rest.slice(0, turn.index) : rest;
  return { before, after };
};

/** Operating systems by name, the family first ("Windows 7 Home Premium", "Android 6.0", "Chrome OS"). */
const OPERATING_SYSTEMS =
  /(?<![\p{L}\p{N}])(Windows|mac ?OS|Mac OS|iOS|iPadOS|Android|Chrome ?OS|FreeDOS|Linux|Ubuntu|HarmonyOS|Tizen|KaiOS|webOS|watchOS|Wear ?OS)(?:\s+(?:\d+(?:[.,]\d+)?|XP|Vista|X))?(?![\p{L}\p{N}])/gu;
/** A unit right after a number: the number is a measure's, not a version's ("Android 4,7 pouces", "Windows 8 GB"). */
const UNIT_AFTER = /^\s*(?:["″”]|(?:pouces?|inch(?:es)?|in|Zoll|cm|mm|GB|Go|MB|Mo|TB|To)(?!\p{L}))/u;
/** Words saying software can be installed: an operating system after them is the buyer's choice, not the product's. */
const INSTALL = /instal+/iu;
/** "Separately" in the nine languages, or "yourself": what the buyer gets or does apart from the product. */
const SEPARATELY =
  /(?<!\p{L})(?:separately|yourself|séparément|vous-même|separat|gesondert|selbst|por separado|separatamente|apart|afzonderlijk|osobno|samodzielnie|själv)(?!\p{L})/iu;

/** The ingredients named before what they include, in the nine languages ("Zutaten", "ingrédients", "składniki"). */
const INGREDIENTS_BEFORE = /(?<!\p{L})(?:ingr[eé]di[eë]n|zutat|składnik)/iu;
/** A recipe or a composition as the subject of what it includes: "la composition comprend", "the recipe includes". */
const RECIPE_SUBJECT =
  /(?<!\p{L})(?:composition|recette|recipe|formula|Rezeptur|Zusammensetzung|receta|ricetta|recept|receita|przepis|sammansättning)\s+(?:\p{L}+\s+)?$/iu;

/**
 * A way of operating it, a mode or a feature set as the subject of what it includes: "manual control includes a zebra
 * function", "le contrôle manuel comprend", "die Bedienung umfasst": what the product does, not what its box holds (not
 * "the control includes an optical input", a thing of a speaker's).
 */
const FEATURE_SUBJECT =
  /(?<!\p{L})(?:(?:manual|automatic|creative)\s+controls?|modes?|menus?|functions?|functionality|features?|settings|interface|(?:manuelle|automatische)\s+Steuerung|Bedienung|Funktionen|Menü|Modus|Ausstattungsmerkmale|(?:contrôle|commandes?)\s+(?:manuel|automatique)\p{L}*|fonctions|fonctionnalités|réglages)\s+$/iu;

/**
 * An article and a noun before "compatible": the adjective of another thing ("une imprimante compatible", "une
 * imprimante laser compatible").
 */
const ANOTHER_COMPATIBLE = /(?<!\p{L})(?:une?|des|la|le|les|una?|el|los|las|il|lo|gli|um|uma|os|as)\s+\p{L}+(?:\s+\p{L}+)?\s+$/iu;
/** What follows "compatible" to name what it is compatible with: "avec", "à", "con", "com", "pour", or a name. */
const COMPATIBLE_WITH = /^\s*(?:avec|à|a|con|com|pour|para|per|\p{Lu})/u;

/** The product page's gallery, in the nine languages ("Produktgalerie", "galerie produit", "galleria"). */
const GALLERY_BEFORE = /(?:galler|galerie|galería|galerij|galeria)/iu;

/** What names the box or a set of things in it, not a kind of the product's parts: "the package includes". */
const BOX_WORDS =
  /^(?:box(?:es)?|packages?|packs?|kits?|sets?|bundles?|cartons?|deliver(?:y|ies)|accessories|extras|contents|items|orders|purchases)$/iu;

/** Where the things of a list part: commas and conjunctions. */
const LIST_SEPARATOR = new RegExp(`,|(?<!\\p{L})(?:${CONJUNCTIONS})(?!\\p{L})`, "u");

/**
 * Words of what comes with a product that end in a preposition or a verb taking what follows ("inklusive", "livré
 * avec", "accompagné d'", "comprend"): what they name stands after them, whatever stands before ("Tintenpatrone
 * inklusive Druckkopf").
 */
const PREPOSITION_LAST =
  /(?:^|\s)(?:inklusive|inkl\.|mit|samt|sowie \p{L}+|avec|de|d['’]|dans|with|including|includes?|compren\p{L}*|incluye|include)$/iu;

/** Who a unisex model fits: everyone ("fits everyone", "passt für alle", "convient à tous"). */
const EVERYONE =
  /^\s*(?:everyone|everybody|all|alle|jeden|tous|toutes|todos|todas|tutti|iedereen|wszystkich|alla)\s*(?:[.,;!?]|$)/iu;
const UNISEX = /(?<!\p{L})(?:unisex\p{L}*|uniseks\p{L}*|mixte)(?!\p{L})/iu;

/** A clause opening on a conjunction: what follows it is another thing ("included and tool-free mounting"). */
const CONJUNCTION_FIRST = new RegExp(`^\\s*,?\\s*(?:${CONJUNCTIONS})\\s`, "u");

/** Words of a phrase worth holding to the data: four letters or more, or a name or a code (a number is a figure's claim). */
const contentWords = (text: string) =>
  (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’]*/gu) ?? [])
    // An elided article or preposition is no part of the word: "d’hydratation" is "hydratation".
    .map((word) => word.replace(/^(?:[cdjlmnst]|qu)['’](?=\p{L})/iu, ""))
    .filter((word) => !/^[\p{N}'’]+$/u.test(word) && (word.length >= 4 || /\p{N}/u.test(word) || /^\p{Lu}{2,}/u.test(word)));

/** The function words of a language and English, read once a language. */
const functionWords = new Map<string, Set<string>>();
const functionWordsOf = (language: string) => {
  const lang = base(language);
  let words = functionWords.get(lang);
  if (!words) functionWords.set(lang, (words = new Set([...(STOPWORDS[lang] ?? []), ...STOPWORDS.en!])));
  return words;
};

/**
 * Words that tell that the data says a thing, not a thing, in the languages answers are read in most: "a USB cable is
 * listed as included", "als mitgeliefert angegeben", "indiqué comme fourni".
 */
const SAID =
  /^(?:listed|stated|specified|mentioned|aufgeführt|angegeben|genannt|erwähnt|indiquée?s?|mentionnée?s?|listée?s?|précisée?s?)$/iu;

/** Whether a word is one of a language's function words or English's ("In", "the", "avec"). */
export const isFunctionWord = (word: string, language: string) => functionWordsOf(language).has(word.toLowerCase());

/** Content words but function words ("about", "what's", "avec"), which tell nothing of what a phrase names. */
const meaningfulWords = (text: string, language: string) => {
  const small = functionWordsOf(language);
  return contentWords(text).filter((word) => !small.has(word.toLowerCase().replace(/['’]s$/u, "")) && !SAID.test(word));
};

/** A text's words that sell a thing apart: "tyres and cogs not included". */
const SOLD_APART_WORDS = new RegExp(`(?<!\\p{L})(?:${SOLD_APART})(?!\\p{L})`, "iu");

/** The things of a list in a language: "a pair of tyres and rim tape" is two (not a French phrase at Dutch "en"). */
const listItems = new Map<string, RegExp>();
const itemsOfList = (text: string, lang: string) => {
  let separator = listItems.get(lang);
  if (!separator) {
    separator = new RegExp(`\\s*(?:[,;&]|\\s(?:${CONJUNCTIONS_OF[lang] ?? CONJUNCTIONS_OF.en})\\s)\\s*`, "u");
    listItems.set(lang, separator);
  }
  return text.split(separator);
};

/**
 * Names and codes of a phrase: capitals, or a capital inside a word ("StVZO", "VESA", "iPhone", "MP3"), a platform's
 * name ("Alexa", "Windows"), and, where a language writes its nouns in lower case, a capital word inside the sentence
 * ("Garmin"); a count is a figure's claim.
 */
export const namesOf = (text: string, language = "de") =>
  [...text.matchAll(/[\p{L}\p{N}]+/gu)]
    .filter(({ 0: word, index }) => {
      if (/^\p{N}+$/u.test(word)) return false;
      if (/\p{N}|^\p{Lu}{2}|\p{Ll}\p{Lu}/u.test(word) || PLATFORMS.test(word)) return true;
      // A letter of a thing's shape is no name: "T-shirt", "V-neck", "A-line" (but "Z-Wave").
      if (/^\p{Lu}$/u.test(word) && /^-\p{Ll}/u.test(text.slice(index + 1))) return false;
      // A unit after its figure is no name: "4 Go de DDR3" of the data's "4 GB".
      if (
        /\p{N}[\s\u00a0\u202f]?$/u.test(text.slice(0, index)) &&
        unitAfter(text.slice(index), language)?.written.length === word.length
      )
        return false;
      return base(language) !== "de" && index > 0 && /^\p{Lu}/u.test(word) && !/[.!?:]\s*$/u.test(text.slice(0, index));
    })
    .map((match) => match[0]);

/**
 * A word the data uses, by its first five letters ("pockets", "pocket"), or a shorter word a data word begins with
 * ("year"); or a word, whole, of a product type the data names ("trousers", "Hose" for its "pants").
 */
const knownWord = (support: Support, word: string) => {
  const lower = word.toLowerCase();
  if (support.typeWords.has(lower)) return true;
  const plain = withoutAccents(lower);
  return lower.length >= 5
    ? support.stems.has(lower.slice(0, 5)) || support.stems.has(plain.slice(0, 5))
    : [...support.stems].some((stem) => stem.startsWith(lower) || stem.startsWith(plain));
};

/** Words that count what follows them: "a pair of", "ein Paar", "un lot de". */
const COUNTING_WORDS = /^(?:pairs?|paar|paires?|sets?|lots?|packs?)$/iu;
/** Words of one more of a thing, no spare part of their own: "an additional roller" of the data's second roller. */
const ANOTHER = /^(?:extra|additional|weitere\p{L}*|zusätzlich\p{L}*|supplémentaires?|second(?:e|s|es)?)$/iu;
/** What makes a thing a spare one, in any of the languages: "a spare filter" of the data's "replacement filter". */
const SPARE =
  /(?<!\p{L})(?:spares?|replacements?|ersatz\p{L}*|rechange|recambios?|repuestos?|ricambi[oi]?|reposição|sobressalentes?|zapasow\p{L}*|zamienn\p{L}*)(?!\p{L})/iu;

/** Words of selling in the nine languages, right before a place and its preposition: "commercialisé en France". */
const SELLING = String.raw`sold|available|vendu\p{L}*|commercialis\p{L}*|disponible\p{L}*|verkauft|erhältlich|vertrieben|vendid\p{L}*|vendut\p{L}*|verkocht|sprzedawan\p{L}*|såld\p{L}*`;
const PLACE_PREPOSITION = String.raw`(?:\s+(?:in|en|au|aux|à|im|nach|em|no|na|nos|nas|w|i|throughout|across|partout en|dans toute la|dans tout le))?(?:\s+(?:the|la|le|les|l['’]|der|den|dem))?\s*`;
const SOLD_BEFORE = new RegExp(`(?<!\\p{L})(?:${SELLING})${PLACE_PREPOSITION}$`, "iu");
/** German's word of selling after the place: "in Österreich verkauft", "in der Schweiz erhältlich". */
const SOLD_AFTER = /^\s*(?:verkauft|erhältlich|vertrieben)(?!\p{L})/iu;
/** What joins the places of one list: "en France et en Italie", "in France, Italy and Spain". */
const LIST_GAP = new RegExp(`^\\s*(?:,|and|or|et|ou|und|oder|y|o|e|en|i|och)?${PLACE_PREPOSITION}$`, "iu");

/** German nouns of a way of making, by their endings: "Zusammenarbeit", "Kleinserie", "Kooperation", "Fertigung". */
const GERMAN_ABSTRACT = /(?:ung|heit|keit|schaft|arbeit|tion|tät|serie|ismus|ment)$/u;

/** Black and white named together, in the nine languages: "Schwarz-Weiß", "noir et blanc", "black & white". */
const MONOCHROME =
  /(?<!\p{L})(?:black|schwarz|noir|negro|nero|zwart|preto|czarn\p{L}*|svart)(?:[\s-]+(?:and|und|et|y|e|en|i|och)[\s-]+|\s*[&/]\s*|[\s-])(?:white|wei(?:ß|ss)|blanc|blanco|bianco|wit|branco|biał\p{L}*|vit)(?!\p{L})/giu;
/** What a sentence names black and white as a picture's: an effect, a filter, a mode, a print, a photo. */
const PICTURE_WORDS =
  /(?:effe[ck]?t|filt(?:er|re|ro)|mod(?:e|us|o)|druck|print|impr(?:im|ession)|stampa|foto|photo|scan|kopie|cop(?:y|ie))/iu;
/** The data's "B&W", "B/W", "black and white", "N & B", "mono" (normalized: letters apart). */
const MONOCHROME_DATA = / b w | black and white | black white | sw | s w | n b | noir et blanc | mono(?:chrome?)? /u;

/**
 * "Fits every iPhone" widens what the data names ("iPhone 15"): the data must say "every" (or "all", "most") too, or
 * say in any language that it fits all of something ("Compatible with any media": "mit allen Medien kompatibel").
 */
const knownQuantifiers = (support: Support, phrase: string, language: string, kind: string) =>
  [...phrase.matchAll(bounded(wordsOf(EVERY, language)))].every(
    (match) =>
      knownWord(support, match[0]) ||
      (kind === "compatibility" &&
        (fitsAllAfter(support, phrase, match, language) ||
          (NOT_ALL.test(match[0]) && examplesKnown(support, phrase.slice(match.index + match[0].length), language)))),
  );
/** Whether examples after a kind are all the data's, word for word ("wie MP3, AAC und FLAC"; not "such as Wi-Fi 7"). */
const examplesKnown = (support: Support, after: string, language: string) => {
  const marker = SUCH_AS.exec(after);
  const items = marker
    ? itemsOfList(
        // The examples end where the list goes on to another kind: "wie MP3 und OGG sowie Videos in MP4".
        after.slice(marker[0].length).split(/\s(?:sowie|as well as|along with|ainsi que)\s/u)[0]!,
        base(language),
      )
        .map((item) => item.replace(/[.!?;:)]+\s*$/u, "").trim())
        .filter(Boolean)
    : [];
  return items.length > 0 && items.every((item) => supportsWords(support, item));
};
/**
 * Examples after a kind, which name what it fits themselves: "gängige Formate wie MP3 und AAC", "common formats such
 * as", "des formats courants comme".
 */
const SUCH_AS =
  /^\s+[\p{L}-]+(?:\s+[\p{L}-]+)?,?\s+(?:such as|like|including|e\.\s?g\.|wie|darunter|etwa|z\.\s?B\.|comme|tel(?:le)?s? que|notamment|dont|como|tales como|come|quali|zoals|som|takie jak|jak)\s/iu;
/** Whether a word of letters ends in a four-letter stem after three letters at least, up to three after it. */
const compoundEndsIn = (word: string, stems: Set<string>) =>
  /^\p{L}+$/u.test(word) &&
  [...stems].some((stem) => {
    const at = word.lastIndexOf(stem);
    return stem.length === 4 && at >= 3 && word.length - at - stem.length <= 3;
  });

/**
 * Whether the data says it fits all of what a quantifier of the phrase names, by the four words after it up to a
 * conjunction, past short words and numbers ("all of LG's 2011 Smart TVs"; a name in capitals counts: "all PC models"),
 * or a compound's last part ("sources multimédias" of the data's "any media").
 */
const fitsAllAfter = (support: Support, phrase: string, quantifier: RegExpMatchArray, language: string) =>
  (
    phrase
      .slice(quantifier.index! + quantifier[0].length)
      .split(conjunctionOf(language))[0]!
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
    .filter((word) => !/^\p{N}+$/u.test(word) && (word.length >= 3 || /^\p{Lu}{2,}$/u.test(word)))
    .slice(0, 4)
    .some((word) => support.fitsAll.has(fitted(word)) || compoundEndsIn(withoutAccents(word.toLowerCase()), support.fitsAll));
/**
 * A compatibility the data itself claims of all of something, said in any language: "compatibles avec tous les
 * médias", "mit allen Medien kompatibel" of the data's "Compatible with any media".
 */
const fitsAllSaid = (support: Support, phrase: string, language: string) => {
  const quantifiers = [...phrase.matchAll(bounded(wordsOf(EVERY, language)))];
  return quantifiers.length > 0 && quantifiers.every((quantifier) => fitsAllAfter(support, phrase, quantifier, language));
};

/**
 * Whether the data names what a phrase names: the names or codes in it, or else its words (by their first five
 * letters, so that "pockets" finds "pocket"); a phrase of a language the data is not written in, by its names, where
 * the data speaks of that kind of claim at all (what comes in the box, what it fits).
 */
function supportsPhrase(support: Support, written: string, language: string, kind: string): boolean {
  // A hyphenated word the data writes whole is one word: "the T-Shirt" of WooCommerce's "woo-tshirt".
  const phrase = written.replace(/(?<!\p{L})(\p{L}+)-(\p{L}+)(?!\p{L})/gu, (word, first: string, second: string) =>
    !supportsWords(support, `${first} ${second}`) && supportsWords(support, `${first}${second}`) ? `${first}${second}` : word,
  );
  if (!knownQuantifiers(support, phrase, language, kind)) return false;
  const names = namesOf(phrase, language);
  // An acronym's plural is the acronym: "Smart-TVs", "PCs".
  if (
    !names.every((name) => supportsWords(support, name) || (/\p{Lu}s$/u.test(name) && supportsWords(support, name.slice(0, -1))))
  )
    return false;
  // What comes in the box is held to the data's list of it, where it has one, not to every word of a spec sheet.
  const boxed = kind === "included" && support.includedStems.size > 0 && support.dataLanguage === base(language);
  // A name tells what comes in the box only where the data speaks of the box at all: a monitor with VGA and DVI
  // inputs says nothing of "VGA and DVI cables included".
  const box = kind !== "included" || support.kinds.has("included") || support.dataConcepts.has("included");
  // Its quantifier is judged above.
  const quantifier = new RegExp(`^(?:${wordsOf(EVERY, language)})$`, "iu");
  // A verb of delivery names no thing, nor does the preposition after it: "livrée sous blister" of the data's "Package
  // type: Blister".
  const said = meaningfulWords(phrase.replace(DELIVERED, " "), language).filter(
    (word) => !quantifier.test(word) && !PRAISE.test(word),
  );
  // A measure's unit is the figure's, held to the data as a figure: "a 2.5-inch extender" names an extender.
  const measured = /\p{N}/u.test(phrase);
  const words = said.filter((word) => !names.includes(word) && !(measured && readUnit(word)));
  // A name says what comes in the box by itself, not what it qualifies: "VGA and DVI cables" of a monitor whose data
  // names the inputs and no cable.
  const qualifies =
    kind === "included" && words.some((word) => !knownWord(support, word)) && boxThingsIn(phrase, language).length > 0;
  // In a language the data is not written in, a phrase of the data's names and figures and of no thing a box holds
  // tells what is built in: "livré avec 4 Go de mémoire DDR3-1333" (not "une carte postale Akeneo").
  const builtIn =
    kind === "included" &&
    support.dataLanguage !== base(language) &&
    /\p{N}/u.test(phrase) &&
    !boxThingsIn(phrase, language).length;
  if (names.length && !boxed && (box || builtIn) && !qualifies) return true;
  const known = words.filter((word) =>
    boxed ? word.length >= 4 && support.includedStems.has(word.toLowerCase().slice(0, 5)) : knownWord(support, word),
  );
  // Where the data is silent on the box, the names it holds are known words of the phrase too ("ships with Windows
  // 11 Pro and carries ENERGY STAR, TCO and EPEAT certifications").
  const named = box ? 0 : said.length - words.length;
  // All its words, a word in four aside: "a bungee cargo net" is no "cargo rack". A product type the data names, in a
  // language the data is not written in, spares a word in four rounded up: the words the writer says of it are ones
  // whose letters do not tell the data's ("son pantalon assorti" for "matching pants").
  const all = words.length + named;
  const otherLanguage = support.dataLanguage !== base(language);
  const typed = otherLanguage && words.some((word) => support.typeWords.has(word.toLowerCase()));
  if (known.length + named >= all - (typed ? Math.ceil(all / 4) : Math.floor(all / 4))) return true;
  // In another language, each thing of a list named by a product type the data names is that thing, whatever words
  // translate its qualifiers ("la veste de costume longue et le pantalon assorti" of "suit jacket and matching pants").
  const items = otherLanguage ? itemsOfList(phrase, base(language)) : [];
  if (
    items.length > 1 &&
    items.every((item) => meaningfulWords(item, language).some((word) => support.typeWords.has(word.toLowerCase())))
  )
    return true;
  return otherLanguage && (support.dataConcepts.has(kind) || support.kinds.has(kind));
}

/**
 * What it comes with as a choice the data gives, each option in its words: "comes with either turquoise or quartz" of
 * data offering both (not "either a detachable hood or a faux-fur collar" of a parka with a hood only).
 */
function choiceOfData(stated: string, language: string, support: Support): boolean {
  const choice = /^\s*(?:either|entweder|soit|o bien|oppure)\s+([^,;]+?)(?=\s+(?:and|und|et|y|e|en|och|i)\s|[,;]|$)/iu.exec(
    stated,
  );
  const options = choice?.[1]?.split(orOf(language)) ?? [];
  return (
    options.length > 1 &&
    options.every((option) => {
      const words = meaningfulWords(option, language);
      return words.length > 0 && words.every((word) => knownWord(support, word) || supportsWords(support, word));
    })
  );
}

/**
 * What comes in the box, said in another language than the data's: each thing of it that grounding/box/ knows is one
 * the data names in its own words (or English ones, which shops mix into every language), in its list of the box where
 * it has one, else anywhere ("Ladekabel" for the data's "charging cable", not "Ladegerät"), with the names said with
 * it ("câble HDMI"); a translation shares no letters with the data, so the words of the phrase cannot tell. The rest
 * is the list's things it does not know.
 */
function translatedBox(object: string, language: string, support: Support) {
  const items = object.split(LIST_SEPARATOR).map((item) => ({ item, things: boxThingsIn(item, language) }));
  const listed = support.includedStems.size > 0 ? support.includedWords : support.words;
  const languages = [support.dataLanguage, "en", base(language)];
  const supported = items.every(
    ({ item, things }) =>
      things.every((thing) => thing.some((one) => namesBoxThing(listed, one, languages))) &&
      (!things.length || namesOf(item, language).every((name) => supportsWords(support, name))),
  );
  return {
    known: items.some(({ things }) => things.length),
    supported,
    rest: items
      .filter(({ things }) => !things.length)
      .map(({ item }) => item)
      .join(","),
  };
}

/**
 * A time, the weather or eyes a colour may be said of ("im grauen Winteralltag", "on grey days", "les jours gris", a
 * photo's "red-eye" or "rote Augen"): the colour is not the product's. German compounds end in the word.
 */
const COLOURED_ELSEWHERE =
  /(?:alltag|tag|tage|tagen|wetter|himmel|winter|herbst|days?|weather|skies|sky|winters?|mornings?|jours?|journées?|temps|ciel|hiver|matins?|eyes?|augen?|yeux|ojos|occhi|ogen|olhos|oczu|oczy|ögon)$/iu;

/** Each language's words of what a product is worn or paired with, every one of a sentence (grounding/vocabulary.ts). */
const BESIDE_EVERY: Record<string, RegExp> = Object.fromEntries(
  Object.entries(BESIDE).map(([lang, pattern]) => [lang, new RegExp(pattern.source, `${pattern.flags}g`)]),
);

/** A town's name alone in brackets, maybe after its language's: "(Furnes)", "(französisch Furnes)". */
const TOWN_IN_BRACKET = new RegExp(String.raw`^\s*\((?:${LANGUAGE_NAME}\s+)?(\p{Lu}[\p{L}-]*)\s*\)`, "u");

/** A companion named after its article or preposition ("under a", "sous une", "zu einer", "with"). */
const WORN_WITH_END =
  /(?:^|\s)(?:an?|your|une?|votre|einer?|einem|ihre[mnr]?|with|mit|avec|under|over|beneath|sous|sur|unter)$/iu;
/** Up to three words before the companion's part, no clause or list between: "sweat à", "hooded". */
const WORN_GAP = new RegExp(`^\\s*(?:(?!(?:${CONJUNCTIONS})\\s)[\\p{L}'’-]+\\s+){0,3}$`, "u");

/** The wardrobe a product is worn with, whose colours stand before it: "black or navy outfits", "tenues colorées". */
const OUTFIT = /^(?:outfits?|wardrobe|tenues?|garde-robe|Garderobe|Kleiderschrank)$/iu;

/** How many items a sentence lists at least to be an ingredient list rather than a sentence. */
const INGREDIENT_LIST = 4;

/** Colour words that name something else as often: "natural" fibres, French "or" (but, now). */
const AMBIGUOUS_COLOURS = new Set(["natural", "naturel", "natur", "or", "oro", "cream", "crème"]);

/**
 * A colour word of the page's language with its adjective endings, as a regular expression's source: "blanche" and
 * "noires" are "blanc" and "noir", "braunes" is "Braun", "negra" is "negro", "czarna" is "czarny", "vita" is "vit".
 */
function inflectedColour(word: string, language: string): string {
  const last = word.at(-1)!;
  const stem = escapeRegExp(word.slice(0, -1));
  const whole = escapeRegExp(word);
  switch (language) {
    case "de":
      return `${whole}(?:e|en|er|es|em)?`;
    case "fr":
      if (word === "blanc") return "blanc(?:he)?s?";
      if (/et$/u.test(word)) return `${whole}(?:te)?s?`;
      return last === "e" ? `${whole}s?` : `${whole}(?:e|es|s)?`;
    case "es":
    case "pt":
      if (last === "o") return `${stem}(?:o|a|os|as)`;
      return last === "e" ? `${whole}s?` : /[lz]$/u.test(word) ? `${whole}(?:es|is)?` : `${whole}(?:es)?`;
    case "it":
      if (/co$/u.test(word)) return `${stem}(?:o|a|hi|he)`;
      if (last === "o") return `${stem}(?:o|a|i|e)`;
      return last === "e" ? `${stem}(?:e|i)` : whole;
    case "nl":
      return `${whole}e?`;
    case "pl":
      return /[yi]$/u.test(word) ? `${stem}(?:y|i|a|e|ego|ej|ym|ą|ych|ymi)` : whole;
    case "sv":
      return `${whole}(?:a|t)?`;
    default:
      return whole;
  }
}

interface ColourForms {
  /** The word and its endings, whole. */
  form: RegExp;
  /** The word and its endings anywhere in a text. */
  within: RegExp;
  spellings: string[];
}
const colourPatterns = new Map<string, { pattern: RegExp; families: ColourForms[] }>();
/** The colours of the glossary in a language and English, each with its words in every language. */
function coloursOf(language: string) {
  let entry = colourPatterns.get(language);
  if (!entry) {
    // A colour's family: every colour sharing a word with it in some language (grey and gray are both "Grau").
    const families = new Map<string, string>();
    const spellingsOf = new Map<string, string[]>();
    const all = BUILTIN_LANGUAGES.flatMap((lang) => colourWords(lang));
    const of = (colour: string) => all.filter((other) => other.colour === colour).flatMap((other) => other.written);
    for (const { colour, written } of colourWords(language)) {
      const own = new Set(of(colour).map((word) => word.toLowerCase()));
      const kin = all.filter((other) => other.written.some((word) => own.has(word.toLowerCase())));
      const spellings = [...new Set(kin.flatMap((other) => of(other.colour)))];
      for (const word of written) {
        const lower = word.toLowerCase();
        if (word.length <= 2 || AMBIGUOUS_COLOURS.has(lower) || spellingsOf.has(lower)) continue;
        // English words, which shops mix into every language, as English writes them.
        families.set(lower, word === colour ? escapeRegExp(lower) : inflectedColour(lower, language));
        spellingsOf.set(lower, spellings);
      }
    }
    const sources = [...families.entries()].sort(([a], [b]) => b.length - a.length);
    entry = {
      pattern: bounded(sources.map(([, source]) => source).join("|")),
      families: sources.map(([word, source]) => ({
        form: new RegExp(`^(?:${source})$`, "iu"),
        within: new RegExp(bounded(source).source, "iu"),
        spellings: spellingsOf.get(word)!,
      })),
    };
    colourPatterns.set(language, entry);
  }
  return entry;
}

/**
 * The claims in words of a sentence (grounding/claim-terms.ts): health, safety and performance claims and
 * environmental claims by the proof each asks for; superlatives unless the data words them so; certifications in
 * words, what comes in the box and what the product fits, by the names and words the data holds; the places it is
 * made in; and what contradicts the data (a colour it lacks, a feature it denies).
 */
export function wordClaims(sentence: string, language: string, support: Support): WordClaim[] {
  const lang = base(language);
  const claims: WordClaim[] = [];
  const denied = (index: number, end = index) => deniedAt(sentence, language, index, end);
  // What the product is worn or paired with, and where: its colours and parts are the companion's.
  const companions = [...sentence.matchAll(BESIDE_EVERY[lang] ?? BESIDE_EVERY.en!)];
  // A part of what it is worn with, a few words after the article or preposition that names it: "sous un sweat à
  // capuche", "under a hooded jacket" (not "under a jacket and enjoy free shipping").
  const wornAt = (index: number) =>
    companions.some(
      (companion) =>
        companion.index < index &&
        WORN_WITH_END.test(companion[0]) &&
        WORN_GAP.test(sentence.slice(companion.index + companion[0].length, index)),
    );
  // What the product is without is a claim the data makes, of that very thing (grounding/free-from.ts): its ingredients,
  // allergens or traces naming it contradict it. It is the claim of its words, none of the terms' (a "nickel-free" clasp).
  const freeFrom = freeFromIn(sentence, language).filter((claim) => !denied(claim.index, claim.end));
  const declared = declaredAfter(language);
  for (const { concept, written, end } of freeFrom) {
    // "No allergens are declared": so the data says, where it holds none.
    if (declared.test(sentence.slice(end)) && !support.held.has(concept)) continue;
    // "No sugar added", "sans sucres ajoutés": the word of adding may follow the thing.
    const added = ADDED.test(`${written}${/^[\s-]*\p{L}+/u.exec(sentence.slice(end))?.[0] ?? ""}`);
    // A food's sugars per 100 g say whether it is sugar-free, whatever else its data calls it ("ohne Zucker" of 0.1 g, not
    // of 5 g); not whether sugar is added.
    const sugary = concept === "sugar" && support.held.has(SUGARY) && !added;
    const sugarless = concept === "sugar" && support.freeFrom.has(SUGARLESS) && !added;
    const supported = (support.freeFrom.has(concept) || sugarless) && !sugary;
    const held = support.held.has(concept) || sugary;
    claims.push({ claim: written, kind: supported || !held ? "health_safety" : "contradiction", supported });
  }
  const terms: [number, number][] = freeFrom.map((claim) => [claim.index, claim.end]);
  const deniedTerms = new Set<WordClaim>();
  for (const { term, pattern } of termsOf(language)) {
    for (const match of sentence.matchAll(pattern)) {
      const end = match.index + match[0].length;
      if (freeFrom.some((claim) => match.index < claim.end && end > claim.index)) continue;
      terms.push([match.index, match.index + match[0].length]);
      if (denied(match.index, match.index + match[0].length)) continue;
      if (term.kind === "feature" && wornAt(match.index)) continue;
      // The name of a control or a mode the data names ("the ECO button", "Eco mode", "bouton ECO", "ECO-Taste") is a
      // feature, not a claim: the data says the words together, or the name in its capitals.
      const named = FEATURE_NAME.exec(sentence.slice(match.index + match[0].length))?.[0];
      const namedBefore = FEATURE_BEFORE.test(sentence.slice(0, match.index));
      const capitals = /^\p{Lu}{2,}$/u.test(match[0]) && supportsWords(support, match[0]);
      // Or any control or mode of that name the data has: "eco settings" of a printer with "the ECO button".
      const dataNames = () =>
        new RegExp(` ${escapeRegExp(normalized(match[0]).trim())} (?:${FEATURE_WORDS})`, "iu").test(support.words);
      if (
        (named && (supportsWords(support, `${match[0]}${named}`) || dataNames())) ||
        ((named || namedBefore) && capitals) ||
        // A control's word before it, as French says "le pilote Eco" of the data's "Easy Eco Driver".
        (namedBefore && dataNames())
      )
        continue;
      // A name the data writes with it, after a capital: "le pilote Smart Eco", "Easy Eco Driver"; or in capitals before
      // one: "ECO Information".
      const previous = /(\p{Lu}[\p{L}\p{N}]*)\s+$/u.exec(sentence.slice(0, match.index))?.[1];
      if (previous && supportsWords(support, `${previous} ${match[0]}`)) continue;
      // Or a word of the product's name, in any case and accent, as keywords write it ("green tea detox", "Détox" of
      // "the vert Grey detox"): the name's word, no claim; what it claims in other words is one ("flush out toxins").
      if (support.nameWords.includes(withoutAccents(normalized(match[0])))) continue;
      const next = /^\s+(\p{Lu}[\p{L}\p{N}]*)/u.exec(sentence.slice(end))?.[1];
      if (next && /^\p{Lu}{2,}$/u.test(match[0]) && supportsWords(support, `${match[0]} ${next}`)) continue;
      // "The green option" of a product the data offers in green is its colour.
      const colour = /^\p{L}+/u.exec(match[0])?.[0].toLowerCase();
      if (term.kind === "environmental" && colour && support.colours.has(colour)) continue;
      // One the data's columns deny ("image_stabilizer": false) contradicts them, in any of its words.
      const lacked = support.deniedConcepts.has(term.concept);
      const claim: WordClaim = {
        claim: match[0],
        kind: lacked ? "contradiction" : term.kind,
        supported: !lacked && proves(term, support),
      };
      if (lacked) deniedTerms.add(claim);
      claims.push(claim);
    }
  }
  const ranked = claims.filter((claim) => claim.kind === "superlative").map((claim) => claim.claim);
  claims.push(
    ...superlativeClaims(sentence, language, support).filter(
      (claim) => !ranked.some((word) => word.includes(claim.claim) || claim.claim.includes(word)),
    ),
  );
  for (const match of sentence.matchAll(bounded(wordsOf(CERTIFIED, language)))) {
    if (denied(match.index)) continue;
    const clause = clauseAround(sentence, match.index, match.index + match[0].length, language);
    // A rating is of the item of a list it ends: "…, Hologram AF and a STAMINA rating of 2,500 shots".
    const before = /^rating$/iu.test(match[0]) ? clause.before.split(/,|\s(?:and|or)\s/u).at(-1)! : clause.before;
    const { after } = clause;
    // A certification named ("certified to GOTS") is judged by its name.
    if (certificationsIn(`${before}${match[0]}${after}`).length) continue;
    // A Nutri-Score among what it lists ("Pondu en France, certifié casher, Nutri-Score B") is judged by its letter.
    // A measure is no certification's name: "conflict-free certified 14k yellow gold" names no "14k" scheme.
    const names = namesOf(withoutCommunities(`${before} ${after}`).replace(NUTRI_SCORE, " "), language).filter(
      (name) => !/^\d+(?:[.,]\d+)?\p{L}{1,2}$/u.test(name),
    );
    const phrase = `${before}${match[0]}${after}`.trim();
    // A place names the scheme's reach: "certifiée bio UE" of data giving "Bio européen". A name the data holds is
    // certified only where the data speaks of certification at all ("Skype-certified" of "calls via services like
    // Skype™"). A rating is no certification ("a STAMINA rating of 2,500 shots"); a label of the data is one.
    const certifies = support.certifications.size > 0 || support.certifiedWords || support.labelled;
    const supported = names.length
      ? names.every(
          (name) =>
            (supportsWords(support, name) && (certifies || !CERTIFYING.test(match[0]))) ||
            [...regionsOf([name])].some((region) => withinRegion(region, support.regions)),
        )
      : certifies;
    claims.push({ claim: phrase, kind: "certification", supported });
  }
  for (const [kind, words] of [
    ["included", INCLUDED],
    ["compatibility", COMPATIBLE],
  ] as const) {
    for (const match of sentence.matchAll(bounded(wordsOf(words, language, lang === "en")))) {
      if (denied(match.index, match.index + match[0].length)) continue;
      // Words of a term ("compatible lave-vaisselle" is dishwasher-safe) are the term's claim, unless a name follows it in
      // the clause ("Compatible recharge sans fil et Samsung DeX").
      // A compatibility's preposition and article may stand between them ("compatible avec la recharge sans fil"; not
      // "comes with a wireless charger", a thing of the box).
      const term = terms.find(([start, end]) => {
        const gap = sentence.slice(match.index + match[0].length, start);
        return (
          match.index < end &&
          (match.index + match[0].length + 2 >= start ||
            (kind === "compatibility" && (ENDS_WITH_WITH.test(match[0]) ? ARTICLE_GAP : WITH_GAP).test(gap)))
        );
      });
      // Nor where a thing of the box ends the term's word: "Inklusive USB-C-Dockingstation" names a dock.
      const termRest = term ? sentence.slice(term[1]).split(/[,;.!?]/u)[0]! : "";
      const termWord = /^-[\p{L}-]+/u.exec(termRest)?.[0] ?? "";
      if (term && !namesOf(termRest, language).length && !(kind === "included" && boxThingsIn(termWord, language).length))
        continue;
      // "Vers" a name or a device of the buyer's, not a place without an article ("envoi vers serveur"): the pattern's
      // capital is lost to its case folding.
      if (/^vers\s/iu.test(match[0]) && !/^vers\s+(?:i?\p{Lu}|votre|vos|ton|tes|son|ses|leurs?)/u.test(match[0])) continue;
      // "Compatible" said of another thing with nothing it is compatible with ("avec une imprimante compatible
      // raccordée"): what the product needs, no compatibility of its own.
      if (
        kind === "compatibility" &&
        /^(?:compat|kompat)/iu.test(match[0]) &&
        ANOTHER_COMPATIBLE.test(sentence.slice(0, match.index)) &&
        !COMPATIBLE_WITH.test(sentence.slice(match.index + match[0].length))
      )
        continue;
      const { before, after } = clauseAround(sentence, match.index, match.index + match[0].length, language);
      // Everyone a unisex model fits is a wearer of either sex: "un modèle unisexe qui convient à tous".
      const everyone = /(?:tous|toutes|all|alle|alla|todos|todas|tutt\p{L}*)$/iu.test(match[0]) || EVERYONE.test(after);
      if (kind === "compatibility" && everyone && UNISEX.test(sentence) && UNISEX.test(support.words)) continue;
      // What comes with it stands after the words ("comes with a pouch") or before them ("cables included", "cable
      // included and tool-free mounting": what follows a conjunction is another thing).
      const next = CONJUNCTION_FIRST.test(after) && contentWords(before).length;
      // A thing of the box before the words names what comes with it where none follows them: "Eine Transporttasche
      // ist im Lieferumfang enthalten", "Une housse de transport est incluse dans la boîte".
      const translating = kind === "included" && support.dataLanguage !== lang;
      const thingBefore =
        translating &&
        !PREPOSITION_LAST.test(match[0]) &&
        contentWords(after).length > 0 &&
        !boxThingsIn(after, language).length &&
        boxThingsIn(before, language).length > 0;
      // "Is included in the box", "ist im Lieferumfang enthalten": the box or a verb after the words is where, not
      // what; the thing stands before them, judged once, with the words after ("included in the box").
      if (new RegExp(`^\\s*(?:${wordsOf(words, language, lang === "en")})(?![\\p{L}\\p{N}])`, "iu").test(after)) continue;
      const where = /^\s*(?:enthalten|inbegriffen|dabei|mitgeliefert)\s*$/iu.test(after);
      // An adverb after the words ("are included as well") names nothing, nor do things the words after leave out ("rim
      // tape included, tyres and cogs not included"): what comes with it stands before them.
      const adverb = contentWords(after).length > 0 && !meaningfulWords(after, language).length;
      const apart = SOLD_APART_WORDS.test(after);
      // A clause of its own after a comma right after the words ends what they name: "mit allen Medien kompatibel, die
      // Lautstärke regeln Sie …" (not ", along with a wall-mount bracket").
      const ended = /^\s*,\s*(?:the|its|this|these|you|it|they|der|die|das|es|sie|er|le|la|les|il|elle|vous|on)\s/iu.test(after);
      // Nor is what a thing that comes with it is for: "HP Photosmart software for organising, editing and emailing".
      // A colon after what it names opens a clause of its own: "livré avec FreeDOS : aucun système Windows n'est préinstallé".
      const stated = after
        .replace(CONSEQUENCE, "")
        .replace(kind === "included" ? PURPOSE : /(?!)/u, "")
        .replace(kind === "included" ? ROLE : /(?!)/u, "")
        .replace(/(?<=\p{L}[^:]*)\s*:\s.*$/su, "");
      // What comes with the product itself names nothing after the words: "rim tape and skewers come with the wheelset"
      // names the things of the box lexicon before them, after any comma ("Peace of mind comes with it" names none).
      const product = ITSELF.exec(after);
      const subject = before.split(/[,;]\s*/u).pop() ?? "";
      const itself =
        kind === "included" &&
        product !== null &&
        (!product[1] || namesTheProduct(support, [product[1]])) &&
        boxThingsIn(subject, language).length > 0;
      const whole = itself
        ? subject
        : stated.trim() && !ended && !adverb && !apart && !next && !thingBefore && !where
          ? stated
          : before;
      // A warranty comes with a product but not in its box: its duration is a figure's claim. The other things of a
      // list that names it are in the box ("AC adapter, USB cable, earphones and warranty card").
      const warranty = bounded(wordsOf(WARRANTY, language));
      const plugs = PLUGS.test(match[0]);
      // Nor is a service ("a free pick-up service", "inklusive kostenlosem Abholservice").
      const object =
        kind === "included"
          ? whole
              .split(LIST_SEPARATOR)
              .filter((item) => !warranty.test(item) && !SERVICE.test(item))
              .join(",")
          : // What it plugs into is one thing, up to a comma: "se branche au port USB de votre TV, filme en HD".
            plugs
            ? whole.split(",")[0]!
            : whole;
      if (!meaningfulWords(object, language).length || (plugs && SOCKETS.test(object))) continue;
      // What a thing is "accompanied by" is what it is served or described with ("accompagnée d'une fine hostie"), unless
      // the box lexicon knows it ("accompagnée d'une lingette").
      if (/^accompagn/iu.test(match[0]) && !boxThingsIn(object, language).length) continue;
      // What the ingredients or the recipe include is no box's content: "les ingrédients comprennent de la poudre de
      // myrtille", "la composition comprend", nor what the page's gallery does: "la galerie produit comprend quatre photos".
      if (
        kind === "included" &&
        (INGREDIENTS_BEFORE.test(before) ||
          RECIPE_SUBJECT.test(before) ||
          GALLERY_BEFORE.test(before) ||
          (FEATURE_SUBJECT.test(before) && !boxThingsIn(object, language).length))
      )
        continue;
      // Nor what an ingredient includes, in its parenthesis in a list of them: "Wasser, Senfsaat (inkl. Schalen), Essig,
      // Salz" of a food's ingredient statement (not "Pralinen (inklusive Geschenkverpackung)").
      const opened = sentence.slice(0, match.index);
      if (
        kind === "included" &&
        support.kinds.has("ingredient") &&
        opened.split("(").length > opened.split(")").length &&
        sentence.split(",").length >= INGREDIENT_LIST
      )
        continue;
      // Nor what a kind of its parts includes: "Sensors include heart-rate, accelerometer and gyroscope sensors",
      // "Ports include USB-C and HDMI" (not "the headphones include", a product's type, nor "accessories include").
      const parts = kind === "included" && /^includes?$/iu.test(match[0]) ? /(\p{L}+s)\s+$/u.exec(before)?.[1] : undefined;
      if (parts && !BOX_WORDS.test(parts) && !support.typeWords.has(parts.toLowerCase())) continue;
      // "Fits" and "works with" claim compatibility with a name or with all of a kind, not a style ("works with jeans")
      // nor an occasion with no name before it ("works with Amazon Alexa for hands-free voice control" names Alexa).
      if (kind === "compatibility" && !/compat|kompat/iu.test(match[0])) {
        const occasion = bounded(wordsOf(OCCASIONS, language)).exec(object);
        if (occasion && !namesOf(object.slice(0, occasion.index), language).length) continue;
        if (!namesOf(object, language).length && !bounded(wordsOf(EVERY, language)).test(`${match[0]} ${object}`)) continue;
      }
      // What comes in the box is a list, not held to the data by one name it shares with it: a thing of it of which
      // the data knows no word is not in the box ("a USB cable, a fast charger and earphones are included" for data
      // listing the USB cable). Only in the data's language: a thing translated shares no word with it.
      const things = kind === "included" && support.dataLanguage === lang ? object.split(LIST_SEPARATOR) : [];
      const listed = support.includedStems.size > 0 ? support.includedWords : support.words;
      const foreign = things.some((thing) => {
        const said = contentWords(thing);
        // A word a hyphen joins is one word ("a T-shirt" of the data's "woo-tshirt"); a ratio or a figure of the data
        // names what the data names ("4:3 and 14:9 content" of "Screen format adjustments: 4:3, 14:9").
        const joined = [...(thing.match(/\p{L}+(?:-\p{L}+)+/gu) ?? []), ...(thing.match(/\p{N}+(?:[:x×]\p{N}+)+/gu) ?? [])];
        // The product itself is in its box: "the phone" of a smartphone.
        const itself = namesTheProduct(support, said);
        // A thing of the box lexicon is the data's by its word for that thing, not by a word it shares with the data
        // ("a carrying case" of data whose only case is a "carrying handle"); a spare part by all its words ("a spare
        // roller kit" of a scanner whose data speaks of its rollers' life).
        const unnamed = boxThingsIn(thing, language).some((one) =>
          one.includes("spareParts")
            ? said.some(
                (word) =>
                  !ANOTHER.test(word) &&
                  !(SPARE.test(word) && SPARE.test(support.words)) &&
                  !knownWord(support, word) &&
                  !supportsWords(support, word),
              )
            : !one.some((each) => namesBoxThing(listed, each, [lang])),
        );
        return (
          meaningfulWords(thing, language).length > 0 &&
          !itself &&
          (unnamed ||
            (!joined.some((word) => supportsWords(support, word.toLowerCase())) &&
              !said.some(
                (word) =>
                  knownWord(support, word) ||
                  supportsWords(support, word) ||
                  support.includedStems.has(word.toLowerCase().slice(0, 5)),
              )))
        );
      });
      // In another language, each thing of the box lexicon is held to the data's word for it; the things it does not
      // know keep the words of the phrase and the box the data speaks of.
      const translated = translating ? translatedBox(object, language, support) : null;
      const rest = translated?.known ? translated.rest : object;
      const restSupported = rest === object || contentWords(rest).length ? supportsPhrase(support, rest, language, kind) : true;
      // A thing the data calls optional or sold separately ("the optional Quickshot Cover", "Tyres: Not included") is
      // not in the box: a name of it, or any thing of the list by two of its words (its one word), the words that count
      // it aside ("a pair of tyres and rim tape").
      const optionalThing = (thing: string) => {
        const words = meaningfulWords(thing, language).filter((word) => !COUNTING_WORDS.test(word));
        return words.length > 0 && words.filter((word) => optionalInData(support, word)).length >= Math.min(2, words.length);
      };
      // In another language, a thing of the box lexicon the data names so, in its own words ("pneus" of "Tyres: Not
      // included"), where the phrase does not deny it itself ("Reifen und Ritzel jedoch nicht").
      // Of the clause that names it: "Ritzel sind nicht enthalten, dafür ist ein Paar Reifen dabei" claims the tyres.
      const claimed = lastClause(object, language);
      const optionalTranslated = () =>
        boxThingsIn(claimed, language).some((thing) =>
          thing.some((one) => namesBoxThing(support.optionalWords, one, [support.dataLanguage, "en", lang])),
        );
      const optional =
        kind === "included" &&
        (namesOf(object, language).some((name) => optionalInData(support, name)) ||
          itemsOfList(whole, lang).some(optionalThing) ||
          (translating && !deniesAnything(claimed, language) && optionalTranslated()));
      const verbatim = (phrase: string) =>
        meaningfulWords(phrase, language).length > 0 && supportsWords(support, `${match[0]}${phrase}`);
      // A word or two glossed right after them in brackets by the data's own name: "prend en charge la TNT (DVB-T)".
      const gloss = /^\s*\(([^()]*\p{L}[^()]*)\)/u.exec(sentence.slice(match.index + match[0].length + after.length))?.[1];
      // Not after a quantifier: "works with any TV (HDMI)" names no TV.
      const glossed =
        whole === stated &&
        gloss !== undefined &&
        !bounded(wordsOf(EVERY, language)).test(`${match[0]} ${stated}`) &&
        meaningfulWords(stated, language).length <= 2 &&
        meaningfulWords(gloss, language).length > 0 &&
        supportsWords(support, gloss);
      claims.push({
        claim: whole === stated ? `${match[0]}${stated}`.trim() : `${before}${match[0]}`.trim(),
        kind,
        // "Passt zu jedem Rennrad" widens what the data names by the words of the match itself.
        supported:
          (!optional &&
            !foreign &&
            knownQuantifiers(support, match[0], language, kind) &&
            (translated?.supported ?? true) &&
            restSupported) ||
          // Words that name what it fits by themselves, as the data says them: "for all your devices".
          (/^\p{L}+\s+\p{L}+\s+\p{L}+/u.test(match[0]) && supportsWords(support, match[0].replace(/^\p{L}+\s+/u, ""))) ||
          (kind === "compatibility" && fitsAllSaid(support, `${match[0]} ${whole}`, language)) ||
          // Or the claim as the data words it, up to its first comma: "Compatible with any media, the speakers …".
          (whole === stated && verbatim(stated.split(",")[0]!)) ||
          glossed ||
          choiceOfData(stated, language, support),
      });
    }
  }
  // A platform, an assistant or a service the data never names, wherever the sentence names it: "and works with Amazon
  // Alexa", "mit Alexa-fähigen Geräten", "dans iMovie, Final Cut Pro ou Adobe Premiere"; and an operating system by its
  // family where the data's columns give none ("läuft unter Windows, macOS und Linux": where they give one, it is held
  // to them below).
  const systems = support.operatingSystems.length
    ? []
    : [...sentence.matchAll(OPERATING_SYSTEMS)].map((match) => ({ name: match[1]!, index: match.index }));
  for (const { name, index } of [...ecosystemsIn(sentence), ...systems].sort((a, b) => a.index - b.index)) {
    if (denied(index, index + name.length) || supportsWords(support, name)) continue;
    if (claims.some((claim) => claim.kind === "compatibility" && !claim.supported && claim.claim.includes(name))) continue;
    claims.push({ claim: name, kind: "compatibility", supported: false });
  }
  const madeIn = bounded(wordsOf(MADE_IN, language));
  const making = madeIn.test(sentence) || (lang === "de" && PLACE_BEFORE_MAKING.test(sentence));
  const places = placesIn(sentence, making);
  // A place right after a word of selling is where it is sold, whatever the sentence says is made where ("Produit en
  // Italie, il est commercialisé en France", "made in Italy, sold in France and in Italy"), as is German's before it
  // ("in Österreich verkauft"); not one a making shares the words with ("made and sold in Italy").
  const madeRightBefore = new RegExp(`(?:${madeIn.source})\\s*$`, "iu");
  let soldUpTo: number | undefined;
  for (const place of places) {
    // A ranking among a place's people ("Britain's favourite", "Italy's best-loved") is the superlative's claim.
    if (claims.some((claim) => claim.kind === "superlative" && claim.claim.replace("’", "'").startsWith(`${place.written}'s `)))
      continue;
    const before = sentence.slice(0, place.index);
    const listed = soldUpTo !== undefined && LIST_GAP.test(sentence.slice(soldUpTo, place.index));
    const sold =
      listed ||
      (SOLD_BEFORE.test(before) && !madeRightBefore.test(before)) ||
      (lang === "de" && SOLD_AFTER.test(sentence.slice(place.index + place.written.length)));
    soldUpTo = sold ? place.index + place.written.length : undefined;
    // German's "aus" before a place says where the thing comes from: "Hähnchen aus Frankreich".
    // Not its adjective before a noun: "aus Schweizer Milchschokolade" is what it is made of.
    const from =
      lang === "de" &&
      FROM_BEFORE.test(sentence.slice(0, place.index)) &&
      !/^\s+\p{Lu}/u.test(sentence.slice(place.index + place.written.length));
    claims.push({
      claim: place.written,
      kind: "origin",
      // Where it is made is told by the data's places but where it is sold; where it is sold, by any of them. An
      // adjective says where it or an ingredient comes from ("französischem Hähnchen", "Swiss milk chocolate"): the
      // places where it is made or its ingredient statement's.
      supported:
        (making && !sold) || from
          ? withinRegion(place.region, support.madeRegions) || supportsPlace(support, place.written)
          : place.adjective
            ? withinRegion(place.region, support.madeRegions) ||
              withinRegion(place.region, support.ingredientRegions) ||
              supportsPlace(support, place.written)
            : withinRegion(place.region, support.regions) || supportsWords(support, place.written),
    });
  }
  for (const match of sentence.matchAll(
    new RegExp(`${madeIn.source}\\s+(?:(?:the|der|die|dem|den|le|la|l['’]|les)\\s+)?([\\p{L}-]+)`, "giu"),
  )) {
    const written = match.at(-1)!;
    // A place of more words than one ("brewed in South Africa") is the place the loop above judged.
    const at = match.index + match[0].length - written.length;
    // A plural country after German's dative article ends in -n: "in den Niederlanden", "in den USA".
    const place = /(?<!\p{L})den\s+\S+$/iu.test(match[0]) ? written.replace(/(?<=e)n$/u, "") : written;
    if (!/^\p{Lu}/u.test(place) || places.some((known) => known.index === at)) continue;
    // A place the loop above knows by that name, unless only in its dative form ("gefertigt in den Niederlanden").
    const known = placesIn(place);
    if (known.length && place === written) continue;
    if (known.length) {
      const region = known[0]!.region;
      claims.push({
        claim: match[0],
        kind: "origin",
        supported: withinRegion(region, support.madeRegions) || supportsPlace(support, place),
      });
      continue;
    }
    // German capitalizes its nouns: "entwickelt in Zusammenarbeit", "gefertigt in Kleinserie" name a way, not a place.
    if (lang === "de" && GERMAN_ABSTRACT.test(place)) continue;
    // A country's code ("Made in the USA") is the country where the data names it.
    const coded = [...regionsOf([place])].some((region) => withinRegion(region, support.madeRegions));
    // A town named as the data names it, in brackets after its name in another language: "in Veurne (Furnes)",
    // "in Veurne (französisch Furnes)".
    const bracketed = TOWN_IN_BRACKET.exec(sentence.slice(match.index + match[0].length))?.[1];
    const town = bracketed !== undefined && !placesIn(bracketed).length && supportsPlace(support, bracketed);
    claims.push({ claim: match[0], kind: "origin", supported: coded || supportsPlace(support, place) || town });
  }
  // What a detail row calls the country of origin is a country, or what the data's own column calls it: "Country of
  // origin: Java" names an island, which is wrong where the data only says "Handmade in Java".
  const country = LABELS.origin?.[lang]?.word;
  if (country) {
    for (const match of sentence.matchAll(new RegExp(`(?<![\\p{L}])${escapeRegExp(country)}\\s*:\\s*([^.;:\\n]+)`, "giu"))) {
      const place = match[1]!;
      if (regionsOf([place]).size || support.countriesOfOrigin.has(normalized(place).trim())) continue;
      claims.push({ claim: match[0].trim(), kind: "origin", supported: false });
    }
  }
  // A colour the data does not name is one it lacks, whether it lists colours or names none ("available in black,
  // grey and navy" for a hoodie whose data gives no colour).
  const { pattern, families } = coloursOf(lang);
  // Black and white together, of a picture, where the data says "B&W" (an effect, a print mode): the data's.
  const monochrome =
    MONOCHROME_DATA.test(support.words) && PICTURE_WORDS.test(sentence)
      ? [...sentence.matchAll(MONOCHROME)].map((match): [number, number] => [match.index, match.index + match[0].length])
      : [];
  for (const match of sentence.matchAll(pattern)) {
    if (monochrome.some(([start, end]) => match.index >= start && match.index < end)) continue;
    // A colour after what the product is worn or paired with is the companion's ("pairs with black jeans"); one before
    // it, the product's ("a light sand beige that goes with almost anything"). German puts the verb last ("lässt sich
    // mit Beige kombinieren"), and an outfit's colour stands before it ("black or navy outfits"): the companion's too.
    if (
      companions.some((companion) => lang === "de" || companion.index < match.index || OUTFIT.test(companion[0])) ||
      denied(match.index) ||
      besideCompanion(sentence, match.index, match[0], support)
    )
      continue;
    if (COMPARED[lang]?.test(sentence.slice(0, match.index))) continue;
    const [, after] = sentence.slice(match.index + match[0].length).match(/^[\s-]+(\p{L}+)/u) ?? [];
    const [, before] = sentence.slice(0, match.index).match(/(\p{L}+)\s+$/u) ?? [];
    if (
      (after && COLOURED_ELSEWHERE.test(after)) ||
      (before && COLOURED_ELSEWHERE.test(before) && /^(?:fr|es|it|pt)$/u.test(lang))
    )
      continue;
    // A colour's word in a term is the term's claim: a "gold medal", a "médaille d'or".
    if (terms.some(([start, end]) => match.index >= start && match.index < end)) continue;
    const family = families.find(({ form }) => form.test(match[0]));
    claims.push({
      claim: match[0],
      kind: "contradiction",
      // The data's own inflected word is its colour too ("aus schwarzem Leder" for "schwarzes Leder").
      supported:
        (family?.spellings ?? [match[0]]).some(
          (word) => support.colours.has(word.toLowerCase()) || supportsWords(support, word),
        ) || Boolean(family?.within.test(support.words)),
    });
  }
  // A limit of one to an order the data does not set ("Sold individually?": 0, or no such column).
  for (const match of sentence.matchAll(bounded(wordsOf(ONE_PER_ORDER, language))))
    if (!denied(match.index, match.index + match[0].length))
      claims.push({ claim: match[0], kind: "contradiction", supported: support.soldIndividually });
  claims.push(
    ...availabilityClaims(sentence, language, support),
    ...saleClaims(sentence, language, support),
    ...shopClaims(sentence, language, support),
    ...oneSexClaims(sentence, language, support),
    ...sizeClaims(sentence, language, support),
    ...onlyClaims(sentence, language, support),
    ...packClaims(sentence, language, support),
    ...exclusiveValueClaims(sentence, language, support),
  );
  // An operating system other than the one the data's columns give ("Windows 7 Home Premium is pre-installed" on a
  // laptop whose spec sheet says FreeDOS, whatever its marketing text says); one the text denies, names instead of,
  // asks about or says can be installed aside.
  if (support.operatingSystems.length) {
    const systems = support.operatingSystems.map((system) => system.replace(/\s/gu, ""));
    for (const match of sentence.matchAll(OPERATING_SYSTEMS)) {
      // "No Windows pre-installed", "sans Windows", and the question a FAQ answers with "No".
      const lead = sentence.slice(0, match.index);
      if (INSTALL.test(lead) || INSTEAD.test(lead) || denied(match.index, match.index + match[0].length)) continue;
      if (/\?\s*$/u.test(sentence)) continue;
      // One the buyer gets apart: "Windows doit être acheté et installé séparément".
      if (SEPARATELY.test(sentence.slice(match.index + match[0].length))) continue;
      // With its version where the text and the data give one: "Windows 10" is none of "Windows 7 Home Premium" and
      // "Windows XP"; a figure with a unit is no version ("smartphone Android 4,7 pouces").
      const family = normalized(match[1]!).replace(/\s/gu, "");
      const version = !UNIT_AFTER.test(sentence.slice(match.index + match[0].length));
      const versioned = version && systems.some((system) => new RegExp(`${family}(?:\\d|xp|vista)`, "u").test(system));
      const written = versioned ? normalized(match[0]).replace(/\s/gu, "") : family;
      if (!systems.some((system) => system.includes(written)))
        claims.push({ claim: match[0], kind: "contradiction", supported: false });
    }
  }
  // A Nutri-Score is the data's letter or none ("Nutri-Score B" for a product graded E, or for one never graded).
  for (const match of sentence.matchAll(NUTRI_SCORE))
    claims.push({ claim: match[0], kind: "contradiction", supported: support.nutriScores.has(match[1]!.toUpperCase()) });
  const plain = oneSpelling(sentence);
  // A feature of several words, named by them all near one another, in any of their forms ("image stabilisation" for
  // "image_stabilizer", "scans in full colour" for "color_scanning"), not denied, not far apart ("Colour Laser MFP –
  // Print, Copy, Scan").
  for (const stems of support.deniedStems) {
    const matches = stems.map((stem) =>
      [...plain.matchAll(new RegExp(stem.source, "giu"))].filter((match) => !denied(match.index, match.index + match[0].length)),
    );
    for (const first of matches[0]!) {
      const near = matches.map((options) =>
        options.find(
          (match) =>
            Math.abs(match.index - first.index) <= FEATURE_SPAN &&
            !PHRASE_BREAK.test(plain.slice(Math.min(match.index, first.index), Math.max(match.index, first.index))),
        ),
      );
      if (!near.every(Boolean)) continue;
      // A term of claim-terms.ts that names the feature ("scans in full colour") has made the claim.
      if (near.some((match) => terms.some(([start, end]) => match!.index >= start && match!.index < end))) break;
      claims.push({ claim: near.map((match) => match![0]).join(" "), kind: "contradiction", supported: false });
      break;
    }
  }
  // A connector the spec sheet counts none of, whatever its prose repeats of the count ("HDMI ports quantity: 0").
  const features = [
    ...support.deniedFeatures.map((name) => ({ name, counted: false })),
    ...support.absentConnectors.map((name) => ({ name, counted: true })),
  ];
  for (const { name, counted } of features) {
    for (const match of sentence.matchAll(bounded(escapeRegExp(name)))) {
      const end = match.index + match[0].length;
      // The supplier's prose naming it ("sRGB" among the preset modes of a monitor whose `display_srgb` is false):
      // the data contradicts itself, and the text repeats its prose.
      const inProse = !counted && support.proseWords.includes(normalized(match[0]));
      // A clause that denies anything may deny the connector too: "no HDMI or VGA ports", "ist nicht vorhanden" (not
      // another clause: "er hat einen LAN-Anschluss; WLAN ist nicht aufgeführt").
      const next = sentence.indexOf(";", end);
      const clause = sentence.slice(sentence.lastIndexOf(";", match.index) + 1, next < 0 ? undefined : next);
      const negated = counted && deniesAnything(clause, language);
      if (
        !denied(counted ? match.index : namedFrom(sentence, match.index, support.deniedStems), end) &&
        !FREE_AFTER.test(sentence.slice(end)) &&
        !inProse &&
        !negated
      )
        claims.push({ claim: match[0], kind: "contradiction", supported: false });
    }
  }
  // A contradiction found twice, by a term and by the denied column's own words, is told once, by the column's.
  return claims.filter(
    (claim) =>
      !deniedTerms.has(claim) ||
      !claims.some(
        (other) =>
          !deniedTerms.has(other) &&
          other.kind === "contradiction" &&
          !other.supported &&
          (claim.claim.toLowerCase().includes(other.claim.toLowerCase()) ||
            other.claim.toLowerCase().includes(claim.claim.toLowerCase())),
      ),
  );
}
