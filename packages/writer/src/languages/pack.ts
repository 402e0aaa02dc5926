// What each language's phrasing module provides. Facts are phrased as predicates (verb phrases without
// their subject) that the writer coordinates, two or three to a sentence: the first sentence has the
// product's name as its subject, later ones a pronoun or a neutral subject whose gender the language
// fixes (it, das Produkt, il, het, den; none where the verb carries the person), so that adjectives and
// pronouns agree without knowing the gender of the product's own name.

import type { Tone } from "../content-rules/rules.js";

export type Gender = "m" | "f" | "n" | "c";

/** An attribute's name; gendered languages give the gender their articles agree with (sv: also the definite form). */
export interface Label {
  word: string;
  gender?: Gender;
  definite?: string;
}

export interface QA {
  question: string;
  answer: string;
}

/** A duration as a number, its unit (year, month, ...) and its spelled-out form in the language ("5 Jahre"). */
export interface Duration {
  value: number;
  unit: string;
  text: string;
}

/** Roles of list columns, each with its own verb: features come with, colours are available in. */
export type ListRole = "included" | "variants" | "materials" | "ingredients" | "compatibility";

export interface LanguagePack {
  /** Locale for numbers, units, durations and lists (Intl). */
  locale: string;
  /** Whether a list item or value starting with a capital is written lower-case inside a sentence (not in German). */
  lowercaseValues: boolean;
  /**
   * Whether sentences call a product by what it is, with the article the noun takes ("la veste", "the liquid whole
   * egg", "das Paar Schuhe"): a name in another language's words is then said in the page's (facts/page-name.ts).
   * Languages whose sentences have no such article yet (Swedish's definite form) keep the data's name.
   */
  namesByType?: boolean;
  /** What a true boolean column states, agreeing with the generic subject. */
  properties: Record<string, string>;
  /** The words a boolean written as a raw value would show as. */
  yes: string;
  no: string;
  /** Headings, and the words the bullets label the brand and the category with, and a keyword line with ("At a glance"). */
  headings: { details: string; faq: string; brand: string; glance: string };
  quoteMarks: [string, string];
  reviews(count: number, formatted: string): string;
  /** An item of a list the product comes with, as the sentence needs it (English adds its article). */
  includedItem?(item: string): string;
  by(name: string, brand: string): string;
  /**
   * The product's name with the definite article a sentence puts before it ("la borsa", "le Samsung Galaxy S7",
   * "l’iPod"), in the gender of `type`, what the product is with its indefinite article ("una borsa", "un smartphone");
   * undefined where that article does not tell the gender (a pair, a plural) or the language puts none before a name.
   */
  definite?(name: string, type: string): string | undefined;
  /** What the product is, as a sentence of its own ("Sunglasses è un paio di occhiali da sole."): `type` has its article. */
  isA(name: string, type: string, plural: boolean): string;
  /**
   * A text's sentences about a product whose name is plural ("Sunglasses", "VELOFANT - Pedalstraps"), their verbs
   * agreeing with it, where the language's sentences are written for a singular name.
   */
  plural?(text: string, name: string): string;
  /** A list of sizes as the object of the options' verb ("comes in sizes S, M or L"), where the language names them so. */
  sizes?(list: string): string;
  /** A food's allergens as its label states them: what it contains, and what it may contain (traces). */
  allergens: { contains(list: string): string; traces(list: string): string };
  /** The product and its strongest facts in one sentence, for the meta description. */
  summary(subject: string, highlights: string): string;
  /** The opening sentence; `variant` picks one of the language's openings, so that a catalog's texts do not all open alike. */
  lead(name: string, brand: string | null, leaf: string | null, variant: number): string;
  /**
   * The opening sentence naming the product and its brand and stating its first facts (coordinated predicates),
   * in one of the language's shapes; a language without it opens with `lead`.
   */
  introduce?(name: string, brand: string | null, predicates: string, variant: number): string;
  subjects: {
    /** The subject of the first sentence, naming the product. */
    named(name: string): string;
    /** The subjects later sentences take in turn ("" where the verb carries the person). */
    later: string[];
    /** Whether later sentences also name the product again, between those of `later` (a pronoun alone reads monotonous). */
    again?: boolean;
    /** Taken instead when the turn's subject would open a third sentence in a row with the same word. */
    fallback: string;
    /**
     * The subject after a lead saying what the product is ("… is a smartphone. It runs on …"), where a pronoun
     * agrees with every type; else `fallback` ("Ce produit").
     */
    afterType?: string;
    /**
     * Whether `later` are pronouns of one gender (French "Il"): a product called by what it is ("la veste") takes
     * `fallback` in their place, and its name in turn.
     */
    gendered?: boolean;
    /**
     * The pronoun a product called by what it is takes ("der Rucksack": "Er"), where verbs agree with no gender; `type`
     * is what it is with its indefinite article ("un moniteur"), which tells a gender an elided article hides ("l’ASUS").
     */
    pronoun?(name: string, type: string): string | undefined;
  };
  /** Verb phrases without their subject ("is waterproof", "holds 42 l"), agreeing with the subjects above. */
  predicates: {
    properties(list: string): string;
    /** A measurement with a verb of its own ("weighs 1.35 kg"), or undefined for one stated with `has`. */
    measure(key: string, value: string, variant?: number): string | undefined;
    /** A measurement as the object of `has` ("a length of 70 cm"). */
    dimension(label: Label, value: string): string;
    /** A screen's resolution after its size ("has a 5.1-inch screen with a resolution of 2560 x 1440 pixels"). */
    resolution(value: string): string;
    /** An operating system the product runs ("runs on Android 15"). */
    runsOn(system: string): string;
    has(list: string): string;
    warranty(duration: Duration, variant?: number): string;
    certified(list: string, count: number, variant?: number): string;
    /** The customers' rating as a predicate ("is rated 4.6 out of 5"), where the language joins it to other facts. */
    rated?(value: string, best: string, reviews: string | null, variant?: number): string;
    /** A list with its verb ("comes with ..."), or undefined where the language states it as a labelled line. */
    list(role: ListRole | null, list: string, variant?: number): string | undefined;
    /**
     * The product's one colour, as what it is ("is green"), where the language has it: said as the options' verb
     * ("is offered in black") it reads as one choice of several (an ink cartridge graded F, 2026-12-02b).
     */
    colour?(value: string): string | undefined;
  };
  /** Predicates of one subject coordinated ("is waterproof, holds 42 l and weighs 1.35 kg"); the locale's list by default. */
  coordinate?(predicates: string[]): string;
  sentences: {
    rated(value: string, best: string, reviews: string | null, variant?: number): string;
    /** A list without a verb of its own, as a labelled line. */
    list(role: ListRole | null, label: Label, list: string): string;
    text(label: Label, text: string): string;
  };
  /** Short noun phrases for the meta description and the bullets. */
  highlights: {
    measure(label: Label, value: string): string;
    warranty(duration: Duration): string;
    certified(list: string): string;
    rated(value: string, best: string): string;
  };
  faq: {
    measure(name: string, label: Label, value: string): QA;
    scalar(name: string, label: Label, value: string): QA;
    property(name: string, adjective: string): QA;
    warranty(name: string, duration: Duration): QA;
    certified(name: string, list: string, count: number): QA;
    rated(name: string, value: string, best: string, reviews: string | null): QA;
    included(name: string, list: string): QA;
    /** The options a shopper chooses between (sizes, colours), whole. */
    variants(name: string, label: Label, list: string): QA;
    ingredients(name: string, list: string): QA;
    compatibility(name: string, list: string): QA;
    /** Width, depth and height as one answer ("120 × 60 × 75 cm"). */
    dimensions(name: string, value: string): QA;
    /** The category the product is filed under: asked only when the data gives too little else to ask. */
  };
  /** A search phrase of a product type and a property, in the order shoppers type it. */
  keyword(productType: string, property: string): string;
  /** How each tone of the content rules phrases the text: every language gives all five. */
  tones: Record<Tone, TonePack>;
}

/**
 * A tone's own phrasing (see en.ts for all five tones). Every member but the call to action is optional: what a
 * tone does not give is the neutral phrasing of the pack. A tone changes how facts are said, never what is said:
 * no praise, promise or claim the product's data does not carry ("perfect", "high-quality", "free delivery").
 */
export interface TonePack {
  /** The opening sentence without facts (as `LanguagePack.lead`), in the tone's shapes. */
  lead?: LanguagePack["lead"];
  /** The opening sentence with its first facts (as `LanguagePack.introduce`), in the tone's shapes. */
  introduce?: LanguagePack["introduce"];
  /** Subjects of the sentences after the first (as `LanguagePack.subjects`); the tone's pronoun or noun phrase. */
  subjects?: Partial<LanguagePack["subjects"]>;
  /**
   * Words put before the sentences after the opening, in turn ("Plus,", "On top of that,"; "" for none): the
   * tone's sentence shapes. The writer lower-cases the sentence's first letter after it ("Plus, it holds 42 l.")
   * unless the sentence opens with the product's name or the connective ends in a colon ("Übrigens: Es ...").
   * The sentence keeps its word order, so a connective must not ask for another (German: "Und", not "Außerdem").
   */
  connectives?: string[];
  /** Verb phrases the tone says its own way ("weighs just 1.35 kg" is a claim: "tips the scales at 1.35 kg" is not). */
  predicates?: Partial<LanguagePack["predicates"]>;
  /** The rating sentence and the labelled lines in the tone. */
  sentences?: Partial<LanguagePack["sentences"]>;
  /** The closing sentence asked for by `call_to_action` ("Add the X to your basket today."), naming the product. */
  callToAction(name: string, variant: number): string;
}

/** A sentence's first letter upper case; a name written in lower case before a capital ("iPod", "eBike") stays as it is. */
export const capitalize = (text: string) =>
  /^\p{Ll}\p{Lu}/u.test(text) ? text : text.charAt(0).toLocaleUpperCase() + text.slice(1);
export const qa = (question: string, answer: string): QA => ({ question, answer });
/**
 * Whether certifications are standards a product is certified to ("OEKO-TEX Standard 100", "ISO 9001", "GOTS"), not
 * labels it carries ("Organic", "Kosher", "AB Agriculture Biologique"): readers of bench/quality/grading/2026-12-02a
 * struck "certified to Organic" and "nach Koscher zertifiziert".
 */
export const namesStandards = (list: string) => /\d|\b\p{Lu}{3,}\b/u.test(list);
/** Ends a text with a full stop unless it already ends a sentence. */
export const sentence = (text: string) => (/[.!?…]$/u.test(text) ? text : `${text}.`);

/** The colon as the language writes it: French puts a narrow no-break space before it. */
export const colon = (language: string) => (language.split(/[-_]/)[0] === "fr" ? "\u202f:" : ":");

/**
 * A preposition before a noun phrase, contracted with the phrase's definite article where the language writes them as
 * one word (`forms`: "de le" → "du", "di l’" → "dell’"): "du Samsung Galaxy S7", "della borsa", "dell’iPod".
 */
export const contraction =
  (forms: Record<string, string>) =>
  (preposition: string, phrase: string): string => {
    const article = /^\p{Ll}+(?: |’)/u.exec(phrase)?.[0];
    const form = article && forms[`${preposition} ${article.trim()}`];
    return form ? `${form}${article.endsWith("’") ? "" : " "}${phrase.slice(article.length)}` : `${preposition} ${phrase}`;
  };
