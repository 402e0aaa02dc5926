/**
 * The words of claims that are no figure and no name (grounding/term-claims.ts holds them to the data): health,
 * safety and performance claims, environmental claims, superlatives, certifications in words, what comes in the
 * box and what the product fits, per language. Each entry is a regular expression's source, matched as whole words
 * and in any case; a concept's words in every language are one claim ("waterproof" = "wasserdicht" = "étanche").
 */

export type Words = Partial<Record<"en" | "de" | "fr" | "es" | "it" | "nl" | "pt" | "pl" | "sv", string>>;

/**
 * What supports a claim: `data`, the concept's words anywhere in the data (the supplier's prose too); `facts`, in the
 * data's own columns or a certification that proves it, never the supplier's prose alone (a health claim, a generic
 * environmental claim).
 */
type Proof = "data" | "facts";

export interface Term {
  kind: "health_safety" | "environmental" | "superlative" | "rating" | "feature";
  concept: string;
  proof: Proof;
  words: Words;
  /** Certifications that prove the claim (OEKO-TEX for "tested for harmful substances"). */
  proven?: string[];
  /** Words of the data that prove it without being its claim where a text writes them: "hoodie" has a hood. */
  provenBy?: string;
  /**
   * Words of a food's ingredient statement that prove it, where the data's other columns hold them for another reason
   * ("vitamines" among a cereal's ingredients are added; an orange juice's nutrients name its own vitamin C).
   */
  provenByIngredients?: RegExp;
}

/**
 * A part or a connector (kind "feature"), held to the data's own words for it (proof "data"), and to the names of
 * products that have it where a text may name such a product as another thing ("layer it under a hoodie").
 */
/** The words that prove a screen's class of resolution: its names, or pixels whose short side is its lines. */
const resolution = (names: string, lines: string) =>
  String.raw`${names}|\d ?\d{3} ?x? ?(?:${lines})|(?:${lines}) ?x? ?\d ?\d{3}|(?:${lines}) ?p\d*`;

const feature = (concept: string, words: Words, provenBy?: string): Term[] => [
  { kind: "feature", concept, proof: "data", words, ...(provenBy ? { provenBy } : {}) },
];

const ECO_LABELS = [
  "EU Ecolabel",
  "Blauer Engel",
  "Blue Angel",
  "Nordic Swan",
  "Svanen",
  "Cradle to Cradle",
  "bluesign",
  "FSC",
  "PEFC",
  "GOTS",
  "GRS",
  "Global Recycled Standard",
  "OK compost",
  "EN 13432",
  "EPEAT",
  "TCO Certified",
  "Energy Star",
];
const ORGANIC_LABELS = ["GOTS", "OCS", "EU organic", "USDA Organic", "Demeter", "Bioland", "Ecocert", "COSMOS", "NATRUE"];

export const TERMS: Term[] = [
  // Health: regulated, proven by the data's own columns or a certification.
  {
    kind: "health_safety",
    concept: "hypoallergenic",
    proof: "facts",
    proven: ["ECARF", "Dermatest"],
    words: {
      en: "hypo-?allergenic|allergy[- ]friendly|non-allergenic",
      de: String.raw`hypoallergen\p{L}*|allergikerfreundlich\p{L}*|allergiefreundlich\p{L}*`,
      fr: String.raw`hypoallergénique\p{L}*|hypo-allergénique\p{L}*|anallergique\p{L}*`,
      es: String.raw`hipoalergénic\p{L}*`,
      it: String.raw`ipoallergenic\p{L}*`,
      nl: String.raw`hypoallergeen\p{L}*`,
      pt: String.raw`hipoalergénic\p{L}*|hipoalergênic\p{L}*`,
      pl: String.raw`hipoalergiczn\p{L}*`,
      sv: String.raw`hypoallergen\p{L}*|allergivänlig\p{L}*`,
    },
  },
  {
    kind: "health_safety",
    concept: "dermatologically tested",
    proof: "facts",
    proven: ["Dermatest", "ECARF"],
    words: {
      en: "dermatologically[- ](?:tested|approved|proven)|dermatologist[- ](?:tested|approved|recommended)|gentle on (?:sensitive )?skin|(?:kind|gentle) to (?:sensitive )?skin|skin[- ]friendly|suitable for sensitive skin",
      de: String.raw`dermatologisch\s+(?:getestet|geprüft|bestätigt)\p{L}*|hautfreundlich\p{L}*|hautverträglich\p{L}*|für empfindliche Haut`,
      fr: String.raw`testé\p{L}* dermatologiquement|dermatologiquement testé\p{L}*|(?:doux|douce)s? pour les peaux sensibles|peaux sensibles`,
      es: String.raw`dermatológicamente probad\p{L}*|testad\p{L}* dermatológicamente|pieles sensibles`,
      it: String.raw`dermatologicamente testat\p{L}*|pelli sensibili`,
      nl: "dermatologisch getest|gevoelige huid",
      pt: String.raw`dermatologicamente testad\p{L}*|peles sensíveis`,
      pl: String.raw`testowan\p{L}* dermatologicznie|skóry wrażliwej`,
      sv: "dermatologiskt testad|känslig hud",
    },
  },
  {
    kind: "health_safety",
    concept: "clinically proven",
    proof: "facts",
    words: {
      en: "clinically (?:proven|tested|shown)|medically (?:proven|approved)|(?:podiatrist|doctor|physician|orthopaedist|orthopedist)[- ](?:recommended|approved)|recommended by (?:podiatrists|doctors|physicians)|reduces? eye strain|eye[- ]health",
      de: String.raw`nachweislich|klinisch\s+(?:getestet|geprüft|bewiesen|belegt)\p{L}*|medizinisch\s+(?:getestet|geprüft|empfohlen)\p{L}*|orthopädisch\s+(?:getestet|geprüft|empfohlen)\p{L}*|von (?:Ärzten|Podologen|Orthopäden) empfohlen|gelenkschonend\p{L}*|augenschonend\p{L}*`,
      fr: String.raw`cliniquement (?:prouvé|testé)\p{L}*|médicalement (?:prouvé|testé)\p{L}*|approuvé\p{L}* par (?:les|des) (?:podologues|médecins)|recommandé\p{L}* par (?:les|des) (?:podologues|médecins)|certifiée? pour la santé|santé des yeux|l'APMA`,
      es: String.raw`clínicamente (?:probad|testad)\p{L}*`,
      it: String.raw`clinicamente (?:testat|provat)\p{L}*`,
      nl: "klinisch (?:getest|bewezen)",
      pt: String.raw`clinicamente (?:testad|comprovad)\p{L}*`,
      pl: String.raw`klinicznie (?:przetestowan|potwierdzon)\p{L}*`,
      sv: "kliniskt (?:testad|bevisad)",
    },
  },
  {
    kind: "health_safety",
    concept: "antibacterial",
    proof: "facts",
    words: {
      en: String.raw`anti-?bacterial|anti-?microbial|germ-?free|kills? (?:\d+\s?% of )?(?:germs|bacteria)|anti-?odou?r|odou?r[- ](?:resistant|control)|sweat[- ]wicking|anti-?perspirant`,
      de: String.raw`antibakteriell\p{L}*|antimikrobiell\p{L}*|geruchshemmend\p{L}*|schweißableitend\p{L}*|keimtötend\p{L}*`,
      fr: String.raw`antibactérien\p{L}*|antimicrobien\p{L}*|anti-?odeurs?|anti-?transpiration`,
      es: String.raw`antibacterian\p{L}*|antimicrobian\p{L}*|antiolor`,
      it: String.raw`antibatteric\p{L}*|antimicrobic\p{L}*|antiodore`,
      nl: String.raw`antibacterieel\p{L}*|geurwerend\p{L}*`,
      pt: String.raw`antibacterian\p{L}*|antimicrobian\p{L}*|antiodor`,
      pl: String.raw`antybakteryjn\p{L}*`,
      sv: String.raw`antibakteriell\p{L}*|luktfri\p{L}*`,
    },
  },
  {
    kind: "health_safety",
    concept: "free of pathogens",
    proof: "facts",
    words: {
      en: String.raw`(?:salmonella|listeria|e\.? ?coli|pathogen)[- ]free|free (?:from|of) (?:salmonella|listeria|pathogens|bacteria|germs)|(?:tested|checked|screened) for (?:salmonella|listeria|pathogens)`,
      de: String.raw`salmonellenfrei\p{L}*|listerienfrei\p{L}*|keimfrei\p{L}*|frei von (?:Salmonellen|Listerien|Keimen|Krankheitserregern)|auf (?:Salmonellen|Listerien|Keime) (?:getestet|geprüft|untersucht)`,
      fr: String.raw`sans (?:salmonelles?|list[eé]rias?|germes|pathogènes)|exempte?s? de (?:salmonelles?|list[eé]rias?|germes|bactéries|pathogènes)|testée?s? (?:contre|pour) (?:la |les )?(?:salmonelles?|list[eé]rias?)`,
      es: String.raw`libres? de (?:salmonela|listeria|gérmenes|bacterias|patógenos)|sin (?:salmonela|listeria)`,
      it: String.raw`priv[oaie] di (?:salmonella|listeria|germi|batteri|patogeni)|senza (?:salmonella|listeria)`,
      nl: String.raw`salmonellavrij\p{L}*|kiemvrij\p{L}*|vrij van (?:salmonella|listeria|kiemen|bacteriën|ziekteverwekkers)`,
      pt: String.raw`livres? de (?:salmonela|listeria|germes|bactérias|patógenos)|sem (?:salmonela|listeria)`,
      pl: String.raw`woln\p{L}* od (?:salmonelli|listerii|bakterii|zarazków|patogenów)`,
      sv: String.raw`salmonellafri\p{L}*|fri från (?:salmonella|listeria|bakterier|smittämnen)`,
    },
  },
  {
    kind: "health_safety",
    concept: "free of harmful substances",
    proof: "facts",
    proven: ["OEKO-TEX", "Standard 100"],
    words: {
      en: "non-?toxic|free (?:from|of) harmful (?:substances|chemicals)|tested for harmful substances|toxin-free|chemical-free",
      de: String.raw`schadstofffrei\p{L}*|schadstoffgeprüft\p{L}*|schadstoffarm\p{L}*|ungiftig\p{L}*|frei von Schadstoffen`,
      fr: String.raw`non[- ]toxique\p{L}*|sans substances? (?:nocives?|toxiques?)`,
      es: String.raw`no tóxic\p{L}*|sin sustancias nocivas`,
      it: String.raw`atossic\p{L}*|non tossic\p{L}*`,
      nl: String.raw`niet[- ]giftig\p{L}*|vrij van schadelijke stoffen`,
      pt: String.raw`atóxic\p{L}*|não tóxic\p{L}*`,
      pl: String.raw`nietoksyczn\p{L}*`,
      sv: String.raw`giftfri\p{L}*`,
    },
  },
  // Nutrition and health claims on food (EU Regulation 1924/2006): the data's own columns, never its prose alone.
  {
    kind: "health_safety",
    concept: "gluten-free",
    proof: "facts",
    words: {
      en: "gluten-?free|free (?:from|of) gluten|no[- ]gluten",
      de: String.raw`glutenfrei\p{L}*|ohne Gluten|frei von Gluten`,
      fr: "sans gluten",
      es: "sin gluten",
      it: "senza glutine",
      nl: String.raw`glutenvrij\p{L}*`,
      pt: "sem glúten",
      pl: String.raw`bezglutenow\p{L}*`,
      sv: String.raw`glutenfri\p{L}*`,
    },
  },
  {
    kind: "health_safety",
    concept: "lactose-free",
    proof: "facts",
    words: {
      en: "lactose-?free|dairy-?free|free (?:from|of) lactose|no[- ]lactose",
      de: String.raw`laktosefrei\p{L}*|ohne Laktose|frei von Laktose`,
      fr: "sans lactose",
      es: "sin lactosa",
      it: "senza lattosio",
      nl: String.raw`lactosevrij\p{L}*`,
      pt: "sem lactose",
      pl: "bez laktozy",
      sv: String.raw`laktosfri\p{L}*`,
    },
  },
  {
    kind: "health_safety",
    concept: "caffeine-free",
    proof: "facts",
    words: {
      en: String.raw`caffeine-?free|decaf\p{L}*|free (?:from|of) caffeine`,
      de: String.raw`koffeinfrei\p{L}*|entkoffeiniert\p{L}*|ohne Koffein`,
      fr: String.raw`sans caféine|décaféiné\p{L}*`,
      es: String.raw`sin cafeína|descafeinad\p{L}*`,
      it: String.raw`senza caffeina|decaffeinat\p{L}*`,
      nl: String.raw`cafeïnevrij\p{L}*|zonder cafeïne`,
      pt: String.raw`sem cafeína|descafeinad\p{L}*`,
      pl: "bez kofeiny",
      sv: String.raw`koffeinfri\p{L}*`,
    },
  },
  {
    kind: "health_safety",
    concept: "no additives",
    proof: "facts",
    words: {
      en: String.raw`no[- ](?:added[- ]|artificial[- ])?(?:colou?rs?|colou?rings?|flavou?rs?|preservatives|additives)|free (?:from|of) (?:artificial \p{L}+|additives|preservatives|colou?rings?)|preservative-?free|additive-?free`,
      de: String.raw`ohne (?:zugesetzte |zusätzliche )?(?:Zusatzstoffe|Konservierungsstoffe|Farbstoffe|künstliche \p{L}+)|frei von (?:Farbstoffen|Konservierungsstoffen|Zusatzstoffen)`,
      fr: String.raw`sans (?:conservateurs?|colorants?|additifs?|arômes? artificiels?|sulfites?(?: ajoutés?)?)|garanti sans \p{L}+`,
      es: "sin (?:conservantes|colorantes|aditivos)",
      it: "senza (?:conservanti|coloranti|additivi)",
      nl: "zonder (?:conserveermiddelen|kleurstoffen|toevoegingen)",
      pt: "sem (?:conservantes|corantes|aditivos)",
      pl: "bez (?:konserwantów|barwników|dodatków)",
      sv: "utan (?:konserveringsmedel|färgämnen|tillsatser)",
    },
  },
  {
    kind: "health_safety",
    concept: "allergen-free",
    proof: "facts",
    words: {
      en: "allergen-?free|free (?:from|of) (?:all |the )?(?:major |main |known )?allergens|no (?:major |known )?allergens",
      de: String.raw`allergenfrei\p{L}*|frei von (?:Haupt)?allergenen|ohne (?:Haupt)?allergene`,
      fr: String.raw`sans allergènes?(?: majeurs?)?|exempt\p{L}* d['’]allergènes`,
      es: "sin alérgenos",
      it: "senza allergeni",
      nl: String.raw`allergeenvrij\p{L}*|zonder allergenen`,
      pt: "sem alergénios|sem alérgenos",
      pl: "bez alergenów",
      sv: String.raw`allergenfri\p{L}*|utan allergener`,
    },
  },
  // A saturated-fat claim (at most 1.5 g per 100 g of a solid), held to the label's figure as the others.
  {
    kind: "health_safety",
    concept: "low saturated fat",
    proof: "facts",
    words: {
      en: "low in saturated fat|low[- ]saturated[- ]fat",
      de: "arm an gesättigten Fett(?:säuren|en)",
      fr: "(?:faible teneur|pauvre) en (?:acides gras saturés|graisses saturées)",
      es: "bajo en grasas saturadas",
      it: "a basso contenuto di grassi saturi",
      nl: "arm aan verzadigd vet",
      pt: "baixo teor de gordura saturada",
      pl: "o niskiej zawartości tłuszczów nasyconych",
      sv: "låg halt av mättat fett",
    },
  },
  // Nickel release is what makes jewellery safe to wear on the skin (REACH, Annex XVII): a claim of the data's.
  {
    kind: "health_safety",
    concept: "nickel-free",
    proof: "facts",
    words: {
      en: "nickel[- ]?free|free (?:from|of) nickel",
      de: String.raw`nickelfrei\p{L}*|ohne Nickel`,
      fr: "sans nickel",
      es: "sin níquel",
      it: "senza nichel|nichel-?free",
      nl: "nikkelvrij",
      pt: "sem níquel|livre de níquel",
      pl: "bez niklu",
      sv: String.raw`nickelfri\p{L}*`,
    },
  },
  {
    kind: "health_safety",
    concept: "low fat",
    proof: "facts",
    words: {
      en: "low[- ]fat|low in fat|fat content is low",
      de: String.raw`fettarm\p{L}*|Fettgehalt ist (?:gering|niedrig)`,
      fr: "(?:faible teneur|pauvre|faible) en (?:matières grasses|graisses|lipides)|teneur en (?:matières grasses|graisses|lipides) (?:est |reste )?(?:faible|basse)",
      es: "bajo en grasas?",
      it: "a basso contenuto di grassi|povero di grassi",
      nl: String.raw`vetarm\p{L}*`,
      pt: "baixo teor de gordura|pobre em gordura",
      pl: String.raw`o niskiej zawartości tłuszczu|niskotłuszczow\p{L}*`,
      sv: String.raw`fettsnål\p{L}*|låg fetthalt`,
    },
  },
  {
    kind: "health_safety",
    concept: "low calorie",
    proof: "facts",
    words: {
      // "Low energy consumption" is a machine's, no food's calories.
      en: "low[- ]calories?|low in calories|low[- ]energy(?![- ](?:consumption|use|usage|draw|mode))",
      de: String.raw`kalorienarm\p{L}*|energiearm\p{L}*`,
      fr: String.raw`(?:faible teneur|pauvre|faible) en calories|peu calorique\p{L}*|hypocalorique\p{L}*`,
      es: String.raw`bajo en calorías|hipocalóric\p{L}*`,
      it: String.raw`a basso contenuto calorico|ipocaloric\p{L}*`,
      nl: String.raw`caloriearm\p{L}*`,
      pt: "baixo (?:teor|valor) (?:calórico|energético)|baixo em calorias",
      pl: String.raw`niskokaloryczn\p{L}*`,
      sv: String.raw`kalorisnål\p{L}*|lågkalori\p{L}*`,
    },
  },
  // A food enriched with vitamins or minerals has them added: its label says so, or its ingredients name them (vitamins,
  // ascorbic acid for vitamin C), not its nutrients alone (an orange juice's own vitamin C).
  {
    kind: "health_safety",
    concept: "fortified",
    proof: "data",
    words: {
      en: String.raw`(?:enriched|fortified) with (?:added )?(?:vitamins?|minerals?|iron|calcium|zinc|magnesium|iodine|folic acid)`,
      de: String.raw`mit (?:\p{L}+ )?(?:Vitamin\p{L}*|Mineral\p{L}*|Eisen|Calcium|Kalzium|Zink|Magnesium|Jod|Folsäure)(?: [A-Z]\d*)? angereichert|angereichert mit (?:Vitamin\p{L}*|Mineral\p{L}*|Eisen|Calcium|Kalzium|Zink|Magnesium|Jod|Folsäure)`,
      fr: String.raw`(?:enrichi|fortifié)\p{L}* (?:en|avec|de) (?:vitamines?|minéraux|fer|calcium|zinc|magnésium|iode|acide folique)`,
      es: String.raw`(?:enriquecid|fortificad)\p{L}* (?:con|en) (?:vitaminas?|minerales|hierro|calcio|zinc|magnesio|yodo|ácido fólico)`,
      it: String.raw`(?:arricchit|fortificat)\p{L}* (?:con|di) (?:vitamin[ae]|minerali|ferro|calcio|zinco|magnesio|iodio|acido folico)`,
      nl: String.raw`verrijkt met (?:vitamines?|mineralen|ijzer|calcium|zink|magnesium|jodium|foliumzuur)`,
      pt: String.raw`(?:enriquecid|fortificad)\p{L}* (?:com|em) (?:vitaminas?|minerais|ferro|cálcio|zinco|magnésio|iodo|ácido fólico)`,
      pl: String.raw`wzbogacon\p{L}* (?:witamin\p{L}*|minerał\p{L}*|żelazem|wapniem|cynkiem|magnezem|jodem|kwasem foliowym)`,
      sv: String.raw`berika(?:d|t|de) med (?:vitaminer|vitamin|mineraler|järn|kalcium|zink|magnesium|jod|folsyra)`,
    },
    provenBy: String.raw`added vitamins?|vitamines? ajoutées?|zugesetzte vitamine|(?:enriched|fortified) with (?:vitamins?|minerals?)|(?:mit )?vitamin\p{L}* (?:und mineral\p{L}* )?angereichert|enrichi\p{L}* en (?:vitamines?|minéraux)|arricchit\p{L}* (?:con|di) vitamine|verrijkt met vitamines|wzbogacon\p{L}* w witamin\p{L}*|berikad med vitaminer`,
    provenByIngredients: /^(?:vitamin\p{L}*|witamin\p{L}*|ascorb\p{L}*|askorb\p{L}*)$/u,
  },
  {
    kind: "health_safety",
    concept: "low sugar",
    proof: "facts",
    words: {
      en: "low[- ]sugar|low in sugars?|sugar content is low",
      de: String.raw`zuckerarm\p{L}*|Zuckergehalt ist (?:gering|niedrig)`,
      fr: "(?:faible teneur|pauvre|faible) en sucres?|teneur en sucres? (?:est |reste )?(?:faible|basse)",
      es: "bajo en azúcares?",
      it: "a basso contenuto di zuccheri",
      nl: String.raw`suikerarm\p{L}*`,
      pt: "baixo teor de açúcar",
      pl: "o niskiej zawartości cukru",
      sv: String.raw`sockersnål\p{L}*|låg sockerhalt`,
    },
  },
  {
    kind: "health_safety",
    concept: "low salt",
    proof: "facts",
    words: {
      en: "low[- ](?:salt|sodium)|low in (?:salt|sodium)|(?:salt|sodium) content is low",
      de: String.raw`salzarm\p{L}*|natriumarm\p{L}*|Salzgehalt ist (?:gering|niedrig)`,
      fr: "(?:faible teneur|pauvre|faible) en (?:sel|sodium)|teneur en (?:sel|sodium) (?:est |reste )?(?:faible|basse)",
      es: "bajo en (?:sal|sodio)",
      it: "a basso contenuto di (?:sale|sodio)",
      nl: String.raw`zoutarm\p{L}*`,
      pt: "baixo teor de (?:sal|sódio)",
      pl: "o niskiej zawartości soli",
      sv: String.raw`saltsnål\p{L}*|låg salthalt`,
    },
  },
  // Fibre and protein claims, held to the food's nutrients by the regulation's conditions (support.ts's NUTRIENT_CLAIMS).
  {
    kind: "health_safety",
    concept: "high fibre",
    proof: "facts",
    words: {
      en: "high[- ](?:in[- ])?fib(?:re|er)|rich in fib(?:re|er)|fib(?:re|er)[- ]rich",
      de: String.raw`ballaststoffreich\p{L}*|reich an Ballaststoffen|hohe[nmr]? Ballaststoffgehalt\p{L}*`,
      fr: String.raw`riche\p{L}* en fibres|teneur élevée en fibres`,
      es: "rico en fibra|alto contenido (?:de|en) fibra",
      it: "ricc[oa] di fibre|ad alto contenuto di fibre",
      nl: String.raw`rijk aan vezels|vezelrijk\p{L}*`,
      pt: "ric[oa] em fibras?|alto teor de fibras?",
      pl: String.raw`bogat\p{L}* w błonnik|o wysokiej zawartości błonnika`,
      sv: String.raw`rik på fibrer|fiberrik\p{L}*`,
    },
  },
  {
    kind: "health_safety",
    concept: "source of fibre",
    proof: "facts",
    words: {
      en: "source of fib(?:re|er)",
      de: String.raw`Ballaststoffquelle|Quelle von Ballaststoffen|Quelle für Ballaststoffe`,
      fr: "source de fibres",
      es: "fuente de fibra",
      it: "fonte di fibre",
      nl: "bron van vezels",
      pt: "fonte de fibras?",
      pl: "źródło błonnika",
      sv: "källa till fibrer",
    },
  },
  {
    kind: "health_safety",
    concept: "high protein",
    proof: "facts",
    words: {
      en: "high[- ](?:in[- ])?protein|rich in protein|protein[- ]rich",
      de: String.raw`eiweißreich\p{L}*|proteinreich\p{L}*|reich an (?:Eiweiß|Protein)|hohe[nmr]? (?:Eiweiß|Protein)gehalt\p{L}*`,
      fr: String.raw`riche\p{L}* en protéines|teneur élevée en protéines|hyperprotéiné\p{L}*`,
      es: "rico en proteínas?|alto contenido (?:de|en) proteínas?",
      it: String.raw`ricc[oa] di proteine|ad alto contenuto (?:di )?proteic\p{L}*`,
      nl: String.raw`rijk aan eiwitten|eiwitrijk\p{L}*`,
      pt: "ric[oa] em proteínas?|alto teor de proteínas?",
      pl: String.raw`bogat\p{L}* w białko|wysokobiałkow\p{L}*`,
      sv: String.raw`rik på protein|proteinrik\p{L}*`,
    },
  },
  {
    kind: "health_safety",
    concept: "source of protein",
    proof: "facts",
    words: {
      en: "source of protein",
      de: String.raw`Eiweißquelle|Proteinquelle|Quelle von (?:Eiweiß|Protein)|Quelle für (?:Eiweiß|Protein)`,
      fr: "source de protéines",
      es: "fuente de proteínas?",
      it: "fonte di proteine",
      nl: "bron van eiwitten",
      pt: "fonte de proteínas?",
      pl: "źródło białka",
      sv: "källa till protein",
    },
  },
  {
    kind: "health_safety",
    concept: "nutrition claim",
    proof: "facts",
    words: {
      en: "sugar-?free|no[- ]added[- ](?:sugars?|salt)|high[- ]in[- ]vitamins?|rich in (?:vitamins?|antioxidants|omega-?3|minerals|magnesium|calcium|iron|potassium|zinc)|(?:(?:a |an )?(?:natural|good|great|excellent|rich|valuable|important) )?source of (?:vitamins?|omega-?3|minerals|magnesium|calcium|iron|potassium|zinc|fol(?:ate|ic acid))",
      de: String.raw`zuckerfrei\p{L}*|ohne (?:Zuckerzusatz|zugesetzten Zucker)|reich an (?:Vitaminen|Antioxidantien|Omega-?3\p{L}*|Mineralstoffen|Magnesium|Calcium|Kalzium|Eisen|Kalium|Zink)|(?:natürliche\p{L}* |gute\p{L}* |wertvolle\p{L}* )?Quelle (?:für|von|an) (?:Vitamin\p{L}*|Eisen|Calcium|Kalzium|Magnesium|Zink|Kalium|Omega-?3\p{L}*|Mineralstoff\p{L}*|Folsäure)`,
      fr: String.raw`sans sucres? ajoutés?|allégé\p{L}*|riche\p{L}* en (?:vitamines|antioxydants|oméga-?3|minéraux|magnésium|calcium|fer|potassium|zinc)|source (?:naturelle |importante |précieuse |excellente |riche )?d[e’'] ?(?:vitamines?|oméga-?3|minéraux|magnésium|calcium|fer|potassium|zinc|acide folique)|(?:faible teneur|pauvre|faible) en (?!matières grasses|graisses|lipides|sucres?(?!\p{L})|sel(?!\p{L})|sodium|calories)\p{L}+`,
      es: String.raw`sin azúcares? añadidos?|ric[oa] en (?:vitaminas|hierro|calcio|magnesio|zinc|potasio|minerales)|fuente (?:natural )?de (?:vitaminas?|hierro|calcio|magnesio|zinc|potasio|minerales)|bajo en (?!grasas?(?!\p{L})|azúcares?(?!\p{L})|sal(?!\p{L})|sodio|calorías)\p{L}+`,
      it: String.raw`senza zuccheri aggiunti|ricc[oa] di (?:vitamine|ferro|calcio|magnesio|zinco|potassio|minerali)|fonte (?:naturale )?di (?:vitamin\p{L}*|ferro|calcio|magnesio|zinco|potassio|minerali)|a basso contenuto di (?!grassi|zuccheri|sale(?!\p{L})|sodio)\p{L}+`,
      nl: String.raw`suikervrij\p{L}*|zonder toegevoegde suikers|rijk aan (?:vitaminen|ijzer|calcium|magnesium|zink|kalium|mineralen)|(?:natuurlijke )?bron van (?:vitamine\p{L}*|ijzer|calcium|magnesium|zink|kalium|mineralen)`,
      pt: "sem açúcares? adicionados?|ric[oa] em (?:vitaminas|ferro|cálcio|magnésio|zinco|potássio|minerais)|fonte (?:natural )?de (?:vitaminas?|ferro|cálcio|magnésio|zinco|potássio|minerais)",
      pl: String.raw`bez (?:dodatku )?cukru|bogat\p{L}* w (?:witamin\p{L}*|żelazo|wapń|magnez|cynk|potas|minerały)|(?:naturalne )?źródło (?:witamin\p{L}*|żelaza|wapnia|magnezu|cynku|potasu|minerałów)`,
      sv: String.raw`sockerfri\p{L}*|utan tillsatt socker|rik på (?:vitaminer|järn|kalcium|magnesium|zink|kalium|mineraler)|(?:naturlig )?källa till (?:vitamin\p{L}*|järn|kalcium|magnesium|zink|kalium|mineraler)`,
    },
  },
  // Who may eat or use it: a diet (vegan, vegetarian) or a condition (diabetes, an allergy, infants), held to the data's
  // own columns or a label that proves it, never to its prose. "Vegan leather" is a material, "huiles végétales" no diet.
  {
    kind: "health_safety",
    concept: "suitable for a diet",
    proof: "facts",
    proven: ["V-Label", "Vegan Society", "Vegetarian Society"],
    words: {
      en: String.raw`vegan(?![- ]leather)|vegetarian|suitable for (?:vegans|vegetarians|coeliacs|celiacs|diabetics|infants|babies|toddlers|pregnant women|(?:people|those|anyone) (?:with|who have) (?:a |an )?(?:\p{L}+ )?(?:allerg\p{L}*|intoleran\p{L}*|(?:coeliac|celiac) disease|diabetes))`,
      de: String.raw`vegan(?:e[nmrs]?)?(?! Leder)|vegetarisch\p{L}*|(?:geeignet|ideal) für (?:Veganer|Vegetarier|Diabetiker|Allergiker|Säuglinge|Babys|Kleinkinder|Schwangere|Menschen mit (?:\p{L}+ )?\p{L}*(?:allergie|unverträglichkeit|intoleranz|Zöliakie|Diabetes)\p{L}*)|für (?:Veganer|Vegetarier|Diabetiker|Allergiker) geeignet|allergikergeeignet\p{L}*|diabetikergeeignet\p{L}*`,
      fr: String.raw`(?<!cuir )végan\p{L}*|végétalien\p{L}*|végétarien\p{L}*|(?:convien\p{L}*|adapté\p{L}*|idéal\p{L}*) (?:aussi |également |parfaitement )?(?:aux|pour les) (?:végétariens|végétaliens|végans|diabétiques|nourrissons|bébés|jeunes enfants|femmes enceintes|personnes (?:diabétiques|intolérantes|allergiques|cœliaques|coeliaques|qui évitent|souffrant d['’]\p{L}+))`,
      es: String.raw`(?<!cuero )vegan[oa]s?|vegetarian[oa]s?|apt[oa]s? para (?:veganos|vegetarianos|celíacos|diabéticos)`,
      it: String.raw`(?<!pelle )vegan[oaie]?|vegetarian[oaie]|adatt[oaie] (?:ai|a) (?:vegani|vegetariani|celiaci|diabetici)`,
      nl: String.raw`veganistisch\p{L}*(?! leer)|vegetarisch\p{L}*|geschikt voor (?:veganisten|vegetariërs|diabetici)`,
      pt: String.raw`(?<!couro )vegan[oa]s?|vegetarian[oa]s?|adequad[oa]s? para (?:veganos|vegetarianos|celíacos|diabéticos)`,
      pl: String.raw`wegańsk\p{L}*|wegetariańsk\p{L}*|odpowiedni\p{L}* dla (?:wegan|wegetarian|diabetyków)`,
      sv: String.raw`vegansk\p{L}*(?! läder)|vegetarisk\p{L}*|lämplig för (?:veganer|vegetarianer|diabetiker)`,
    },
  },
  {
    kind: "health_safety",
    concept: "health benefit",
    proof: "facts",
    words: {
      en: String.raw`boosts? (?:your )?(?:immunity|immune system|energy|metabolism)|(?:helps? (?:to )?)?(?:strengthen|boost|support|reinforc|enhanc|improv)\p{L}* (?:your |the |the body['’]s )?(?:natural )?(?:immunity|immune (?:system|defen[cs]es|function))|(?:helps? (?:to )?)?(?:strengthens?|strengthening|boosts?|supports?) (?:your |the body['’]s )?(?:natural )?defen[cs]es|immune[- ](?:boosting|support)|(?:supports?|supporting) (?:your )?(?:healthy )?(?:immunity|immune system|digestion|heart health)|(?:helps?|contributes?) (?:to )?(?:reduce|reducing|the reduction of) (?:tiredness|fatigue)|(?:reduces?|fights?) (?:tiredness|fatigue)|detox\p{L}*|cleanses? (?:the|your) body|(?:lowers?|reduces?) (?:cholesterol|blood pressure)|(?:helps? (?:to )?)?(?:supports?|supporting|maintains?|maintaining|improves?|improving|contributes? to) (?:the )?(?:maintenance of )?(?:healthy |normal |good |your )?(?:eyesight|vision|night vision|skin|bones|teeth|heart(?! rate))(?!\p{L})|flush(?:es|ing)? out toxins|(?:reduces?|relieves?|reducing|relieving) stress|stress[- ]reliev\p{L}*`,
      de: String.raw`stärkt (?:nachweislich )?(?:das|Ihr) Immunsystem|(?:stärkt|stärken|unterstützt|unterstützen) (?:die |Ihre )?(?:natürlichen )?Abwehrkräfte|Abwehrkräfte (?:zu )?(?:stärken|unterstützen)|Immunsystem|Entgiftung\p{L}*|entgiftend\p{L}*|senkt (?:den )?(?:Cholesterinspiegel|Blutdruck)|fördert (?:die )?Verdauung|(?:Verringerung von|verringert|reduziert) (?:die )?(?:Müdigkeit|Ermüdung)|(?:zur (?:Unterstützung|Erhaltung)|unterstützt|verbessert|trägt zu(?:r)?) (?:einer |der |die |Ihre )?(?:normalen |gesunden )?(?:Sehkraft|Nachtsicht|Haut|Knochen|Haare|Zähne)(?!\p{L})|Stress (?:abzubauen|abbauen|reduzieren|zu reduzieren)|baut Stress ab|stressabbauend\p{L}*`,
      fr: String.raw`renforce\p{L}* (?:l['’]immunité|le système immunitaire|(?:les|vos|nos) défenses)|système immunitaire|défenses immunitaires|détox\p{L}*|(?:élimin|évacu)\p{L}* (?:les )?toxines|vertus drainantes|détoxifi\p{L}*|réduit (?:le )?cholestérol|favorise (?:la )?(?:bonne )?digestion|(?:réduire|réduit|réduction de) la fatigue|(?:améliorer|améliore|contribue à|aide à maintenir|préserver|maintien d['’]une|soutenir|soutient|favoriser|favorise) (?:la |une |votre )?(?:bonne )?(?:vision|vue|peau|ossature)(?: (?:nocturne|normale))?(?!\p{L})|drain\p{L}* l['’]organisme|(?:réduire|réduit|réduisent|diminuer) le stress|anti-?stress`,
      es: String.raw`refuerza (?:el sistema inmunitario|las defensas)|desintoxica\p{L}*`,
      it: String.raw`rafforza (?:il sistema immunitario|le difese)|disintossica\p{L}*`,
      nl: String.raw`versterkt (?:het )?immuunsysteem|ontgift\p{L}*`,
      pt: String.raw`reforça (?:o sistema imunitário|as defesas)|desintoxica\p{L}*`,
      pl: String.raw`wzmacnia odporność|detoks\p{L}*`,
      sv: String.raw`stärker immunförsvaret|detox\p{L}*`,
    },
  },
  // What a product does for the body ("protects your eyes", "schont die Gelenke", "prévient les douleurs cervicales"): a
  // health claim like those above, held to the data's own columns.
  {
    kind: "health_safety",
    concept: "protects the body",
    proof: "facts",
    words: {
      en: String.raw`(?:protects?|protecting|spares?|sparing|saves?) (?:your |the )?(?:eyes|eyesight|joints|spine|wrists|knees|neck)|(?:protects?|spares?|saves?) your back|(?:prevents?|relieves?|eases?) (?:\p{L}+ )?(?:pain|aches?)|pain-?free|(?:gentle|easy) on (?:the |your )?eyes|eye-?friendly|(?:reduces?|reduced|prevents?|less|no|without) eye ?(?:strain|fatigue)`,
      de: String.raw`(?:schont|schonen|schützt|schützen) (?:\p{L}+ )?(?:die |Ihre |den |Ihren )?(?:Augen|Gelenke|Rücken|Handgelenke|Wirbelsäule|Knie|Nacken)|augenschonend\p{L}*|gelenkschonend\p{L}*|rückenschonend\p{L}*|schmerzfrei\p{L}*|beug\p{L}* (?:\p{L}+ )?Schmerzen vor|(?:ohne|keine|weniger) (?:Augen)?ermüdung|ermüdungsfrei\p{L}*|(?:reduziert|verringert|mindert|vermindert) (?:die )?(?:Ermüdung der Augen|Augenermüdung|Augenbelastung)`,
      fr: String.raw`(?:protège|protéger|protégeant|préserve|préserver|préservant|ménage|ménager|ménageant|soulage|soulageant)\p{L}* (?:\p{L}+ )?(?:les |vos |votre |le |la )?(?:yeux|vue|articulations|poignets|genoux|nuque|colonne)|(?:ménag|soulag)\p{L}* (?:le |votre )?dos|prév\p{L}* (?:les )?(?:douleurs|maux)|sans douleur|(?:sans|moins de|réduit la|réduire la|réduction de la) fatigue (?:oculaire|visuelle)|reposant\p{L}* pour les yeux`,
      es: String.raw`(?:protege|cuida) (?:los |tus |la |tu )?(?:ojos|vista|articulaciones|espalda|muñecas)|previene (?:el |los )?dolor\p{L}*`,
      it: String.raw`(?:protegge|preserva) (?:gli |i |la |le |tuoi |tue )?(?:occhi|vista|articolazioni|schiena|polsi)|previene (?:il |i )?dolor\p{L}*`,
      nl: String.raw`(?:beschermt|spaart|ontziet) (?:de |je |uw )?(?:ogen|gewrichten|rug|polsen)|voorkomt (?:\p{L}+ )?pijn`,
      pt: "(?:protege|preserva) (?:os |as |a |o |seus |suas )?(?:olhos|vista|articulações|costas|pulsos)|previne (?:as )?dores",
      pl: String.raw`(?:chroni|oszczędza) (?:twoje |Twoje )?(?:oczy|wzrok|stawy|plecy|kręgosłup|nadgarstki)|zapobiega bólo\p{L}*`,
      sv: "(?:skyddar|skonar) (?:dina |din |ditt )?(?:ögon|ögonen|leder|lederna|rygg|ryggen|handleder)|förebygger smärta",
    },
  },
  // Awards and distinctions: the data names them, in any language.
  {
    kind: "rating",
    concept: "award",
    proof: "data",
    words: {
      en: String.raw`award-?winning|(?:gold|silver|bronze) medal|medal[- ]winner|winner of|won (?:a|the) \p{L}+|editor(?:s['’]?|['’]s)? choice|product of the year|best buy|voted (?:best|product|\p{L}+ of the year)`,
      de: String.raw`Testsieger\p{L}*|preisgekrönt\p{L}*|(?:Gold|Silber|Bronze)medaille|ausgezeichnet mit|gewann|Auszeichnung|Produkt des Jahres|gewählt zum`,
      fr: String.raw`médaille d['’](?:or|argent|bronze)|médaillé\p{L}*|élu\p{L}* (?:meilleur\p{L}*|produit|saveur)|élu\p{L}* (?:\p{L}+ ){1,3}de l['’]année|primé\p{L}*|lauréat\p{L}*|(?:produit|saveur) de l['’]année`,
      es: String.raw`medalla de (?:oro|plata|bronce)|galardonad\p{L}*|premiad\p{L}*`,
      it: String.raw`medaglia d['’](?:oro|argento)|premiat\p{L}*`,
      nl: String.raw`bekroond\p{L}*|(?:gouden|zilveren) medaille|testwinnaar`,
      pt: String.raw`medalha de (?:ouro|prata)|premiad\p{L}*`,
      pl: String.raw`nagradzan\p{L}*|złot\p{L}* medal\p{L}*`,
      sv: String.raw`prisbelönt\p{L}*|guldmedalj\p{L}*`,
    },
  },
  // Safety and performance: the data states them in any of its texts, in the same concept.
  {
    kind: "health_safety",
    concept: "waterproof",
    proof: "data",
    words: {
      en: String.raw`(?:fully |100\s?% )?water-?proof|water-?tight|submersible`,
      de: String.raw`wasserdicht\p{L}*`,
      // "roulements étanches" are sealed bearings, not a waterproof product.
      fr: String.raw`(?<!(?:roulements?|joints?|moyeux)\s)étanche\p{L}*|imperméable\p{L}*`,
      es: String.raw`impermeable\p{L}*|sumergible\p{L}*`,
      it: String.raw`impermeabil\p{L}*`,
      nl: String.raw`waterdicht\p{L}*`,
      pt: String.raw`impermeáve\p{L}*|à prova d[’']água`,
      pl: String.raw`wodoszczeln\p{L}*|wodoodporn\p{L}*`,
      sv: String.raw`vattentät\p{L}*`,
    },
  },
  // Tyres that cannot puncture: performance the data states, or the text invents.
  {
    kind: "health_safety",
    concept: "puncture-proof",
    proof: "data",
    words: {
      en: "puncture[- ]?(?:proof|resistant|protection)|anti-?puncture",
      de: String.raw`pannensicher\p{L}*|pannenschutz\p{L}*|durchstichsicher\p{L}*`,
      fr: String.raw`anti-?crevaisons?|increvable\p{L}*`,
      es: "antipinchazos|anti-pinchazos",
      it: "antiforatura",
      nl: String.raw`lekbestendig\p{L}*|anti-?lek`,
      pt: "anti-?furos?",
      pl: String.raw`antyprzebiciow\p{L}*`,
      sv: String.raw`punkteringsskydd\p{L}*|punkteringssäk\p{L}*`,
    },
  },
  {
    kind: "health_safety",
    concept: "water-resistant",
    proof: "data",
    words: {
      en: "water[- ]?resistan(?:t|ce)|water-?repellent|splash-?proof|splash[- ]resistan(?:t|ce)|showerproof",
      de: String.raw`wasserabweisend\p{L}*|wasserfest\p{L}*|spritzwassergeschützt\p{L}*|spritzwasserfest\p{L}*`,
      fr: String.raw`déperlant\p{L}*|résistant\p{L}* (?:à l'eau|aux éclaboussures)`,
      es: "resistente al agua|repelente al agua",
      it: String.raw`idrorepellent\p{L}*|resistente all'acqua`,
      nl: String.raw`waterafstotend\p{L}*|waterbestendig\p{L}*`,
      pt: "resistente à água|repelente à água",
      pl: String.raw`wodoodpychając\p{L}*`,
      sv: "vattenavvisande|vattenresistent",
    },
  },
  {
    kind: "health_safety",
    concept: "windproof",
    proof: "data",
    words: {
      en: "wind-?proof|weather-?proof|all-weather",
      de: String.raw`winddicht\p{L}*|winddurchlässig|wetterfest\p{L}*`,
      fr: String.raw`coupe-vent|anti-?vent|résistant\p{L}* aux intempéries`,
      es: "cortavientos|a prueba de viento",
      it: "antivento|antivento",
      nl: String.raw`winddicht\p{L}*|weerbestendig\p{L}*`,
      pt: "corta-vento|à prova de vento",
      pl: String.raw`wiatroszczeln\p{L}*`,
      sv: String.raw`vindtät\p{L}*`,
    },
  },
  {
    kind: "health_safety",
    concept: "rustproof",
    proof: "data",
    words: {
      en: "rust-?proof|rust-?free|rust[- ]resistant|resists? rust|corrosion-?proof|won'?t rust|never rusts",
      // Not "rostfrei", "inoxydable", "rostfri": with steel, they name stainless steel.
      de: String.raw`rostbeständig\p{L}*|korrosionsfest\p{L}*|rostsicher\p{L}*`,
      fr: String.raw`antirouille|anticorrosion|résistant\p{L}* (?:\p{L}+ ){0,4}à la (?:rouille|corrosion)`,
      es: "antioxidante|anticorrosión|resistente al óxido",
      it: "antiruggine|anticorrosione|resistente alla ruggine",
      nl: String.raw`roestbestendig\p{L}*`,
      pt: "anticorrosão|antiferrugem|resistente à ferrugem",
      pl: String.raw`antykorozyjn\p{L}*`,
      sv: String.raw`rostskydd\p{L}*|rostbeständig\p{L}*`,
    },
  },
  {
    kind: "health_safety",
    concept: "wrinkle-free",
    proof: "data",
    words: {
      en: "wrinkle-?free|crease-?resistant|non-?iron|no-?iron|easy-?iron",
      de: String.raw`bügelfrei\p{L}*|knitterfrei\p{L}*|bügelleicht\p{L}*`,
      fr: String.raw`infroissable\p{L}*|sans repassage|repassage facile`,
      es: "antiarrugas|no necesita plancha",
      it: "antipiega|non si stira",
      nl: String.raw`kreukvrij\p{L}*|strijkvrij\p{L}*`,
      pt: "antirrugas|não amarrota",
      pl: String.raw`niegniotąc\p{L}*`,
      sv: String.raw`strykfri\p{L}*|skrynkelfri\p{L}*`,
    },
  },
  {
    kind: "health_safety",
    concept: "dishwasher-safe",
    proof: "data",
    words: {
      en: "dishwasher[- ](?:safe|proof)",
      de: String.raw`spülmaschinen(?:fest|geeignet)\p{L}*`,
      fr: "(?:compatible|passe|va)(?: au| avec le)? lave-vaisselle",
      es: "apto para lavavajillas",
      it: "lavabile in lavastoviglie",
      nl: String.raw`vaatwasser(?:bestendig|veilig)\p{L}*`,
      pt: "(?:pode ir à|apto para) máquina de lavar loiça",
      pl: "można myć w zmywarce",
      sv: String.raw`diskmaskinsäker\p{L}*|tål maskindisk`,
    },
  },
  {
    kind: "health_safety",
    concept: "microwave-safe",
    proof: "data",
    words: {
      en: "microwave[- ](?:safe|proof)|microwav(?:e)?able|suitable for (?:the )?microwave",
      de: String.raw`mikrowellen(?:fest|geeignet|tauglich)\p{L}*|für die Mikrowelle geeignet`,
      fr: "(?:compatible|passe|va)(?: au| avec le)? micro-?ondes",
      es: "apto para (?:el )?microondas",
      it: "adatt[oa] al microonde|per (?:il )?microonde",
      nl: String.raw`magnetron(?:bestendig|veilig)\p{L}*|geschikt voor de magnetron`,
      pt: "(?:próprio|apto|adequado) para micro-?ondas",
      pl: String.raw`(?:do|nadaje się do) mikrofal\p{L}*`,
      sv: String.raw`mikrovågssäker\p{L}*|tål mikrovågsugn`,
    },
  },
  {
    kind: "health_safety",
    concept: "oven-safe",
    proof: "data",
    words: {
      en: String.raw`(?<!microwave[- ])oven[- ]?(?:safe|proof)`,
      de: String.raw`(?:back)?ofen(?:fest|geeignet|tauglich)\p{L}*`,
      fr: String.raw`(?:compatible|passe|va|allant|résiste)(?: au)? four(?!\s+à\s+micro)`,
      es: "apto para (?:el )?horno",
      it: "adatt[oa] al forno",
      nl: String.raw`oven(?:bestendig|vast)\p{L}*`,
      pt: "(?:próprio|apto|adequado) para (?:o )?forno",
      pl: "(?:do|nadaje się do) piekarnika",
      sv: String.raw`ugns(?:säker|fast)\p{L}*`,
    },
  },
  {
    kind: "health_safety",
    concept: "scratch-resistant",
    proof: "data",
    words: {
      en: String.raw`scratch[- ](?:resistant|proof)|resists? scratch\p{L}*`,
      de: String.raw`kratzfest\p{L}*|kratzbeständig\p{L}*|kratzresistent\p{L}*`,
      fr: String.raw`résistant\p{L}* aux rayures|anti-?rayures?|inrayable\p{L}*`,
      es: "resistente a (?:los )?arañazos|antiarañazos",
      it: "antigraffio|resistente ai graffi",
      nl: String.raw`krasbestendig\p{L}*|krasvast\p{L}*`,
      pt: "resistente a riscos",
      pl: String.raw`odporn\p{L}* na zarysowania`,
      sv: String.raw`reptålig\p{L}*`,
    },
  },
  {
    kind: "health_safety",
    concept: "weatherproof",
    proof: "data",
    words: {
      en: "frost[- ](?:proof|resistant|hardy)|weather[- ]?(?:proof|resistant)|all-weather",
      de: String.raw`frost(?:beständig|fest|sicher)\p{L}*|wetterfest\p{L}*|witterungsbeständig\p{L}*`,
      fr: String.raw`résistant\p{L}* (?:au gel|aux intempéries)|ingélif\p{L}*`,
      es: "resistente a (?:las heladas|la intemperie)",
      it: "resistente (?:al gelo|alle intemperie)",
      nl: String.raw`vorstbestendig\p{L}*|weerbestendig\p{L}*`,
      pt: "resistente (?:ao gelo|às intempéries)",
      pl: String.raw`mrozoodporn\p{L}*|odporn\p{L}* na warunki atmosferyczne`,
      sv: String.raw`frosttålig\p{L}*|väderbeständig\p{L}*`,
    },
  },
  {
    kind: "health_safety",
    concept: "BPA-free",
    proof: "data",
    words: {
      en: String.raw`BPA-?free|food-?safe|food[- ]grade|child-?safe|non-?slip|anti-?slip|shatter-?proof|fire-?proof|flame[- ]retardant|UV[- ](?:resistant|protection|proof)|UPF\s?\d+|(?:blocks?|blocking|filters?|filtering) (?:out )?(?:\d+\s?% (?:of )?)?(?:the )?(?:harmful )?UV(?:A|B)?`,
      de: String.raw`BPA-?frei|lebensmittelecht\p{L}*|kindersicher\p{L}*|rutschfest\p{L}*|bruchsicher\p{L}*|feuerfest\p{L}*|schwer entflammbar|UV-(?:beständig|Schutz|resistent)\p{L}*|(?:blockier|filter)\p{L}* (?:\d+\s?% )?(?:der |aller )?(?:schädlichen )?UV(?:A|B)?`,
      fr: String.raw`sans BPA|apte au contact alimentaire|antidérapant\p{L}*|incassable\p{L}*|ignifug\p{L}*|résistant\p{L}* aux UV|anti-?UV|(?:filtr|bloqu)\p{L}* (?:\d+\s?% )?(?:des |les )?(?:rayons )?UV(?:A|B)?`,
      es: String.raw`sin BPA|antideslizante\p{L}*|irrompible\p{L}*|resistente a los rayos UV`,
      it: String.raw`senza BPA|antiscivolo|infrangibil\p{L}*|resistente ai raggi UV`,
      nl: "BPA-?vrij|antislip|onbreekbaar|UV-bestendig",
      pt: String.raw`sem BPA|antiderrapante\p{L}*|inquebráve\p{L}*`,
      pl: String.raw`bez BPA|antypoślizgow\p{L}*|odporn\p{L}* na UV`,
      sv: String.raw`BPA-?fri|halkfri\p{L}*|okrossbar\p{L}*|UV-beständig`,
    },
  },
  // Rankings: the data's own words for them, in any language, support them in every language.
  {
    kind: "superlative",
    concept: "best-selling",
    proof: "data",
    words: {
      en: String.raw`best-?sell(?:ing|ers?)|top-?selling|most popular|(?:\p{Lu}[\p{L}.]*|the nation)[’']s (?:most[- ])?(?:favou?rite|best-?loved|most-?loved)|(?<!(?:your|my)\s+(?:new\s+)?)(?:favou?rite|best-?loved|most-?loved) (?:of|among) (?:the )?\p{Lu}\p{L}*`,
      de: String.raw`meist(?:verkauft|gekauft|gewählt|geliebt)\p{L}*|Bestseller\p{L}*|beliebteste\p{L}*|Verkaufsschlager|Lieblings\p{L}+ (?:der|aller) \p{L}+`,
      fr: String.raw`(?:le|la|les) plus vendu\p{L}*|best-?seller\p{L}*|(?:le|la|les) plus populaires?|(?:préféré|favori)\p{L}* (?:des|de tous les) \p{Lu}\p{L}+`,
      es: String.raw`más vendid\p{L}*|más popular\p{L}*|(?:favorit|preferid)\p{L}* de (?:los|todos los) \p{L}+`,
      it: String.raw`più vendut\p{L}*|più popolar\p{L}*|preferit\p{L}* (?:dagli|dai|degli|dei) \p{L}+`,
      nl: String.raw`best verkochte|bestseller\p{L}*|populairste|geliefdste`,
      pt: String.raw`mais vendid\p{L}*|mais popular\p{L}*|(?:favorit|preferid)\p{L}* d(?:os|e todos os) \p{L}+`,
      pl: String.raw`najlepiej sprzedając\p{L}*|najpopularniejsz\p{L}*|bestseller\p{L}*|ulubion\p{L}* (?:przez )?\p{L}+ów`,
      sv: "mest sålda|bästsäljare|populäraste|mest älskade",
    },
  },
  // Environmental claims: the generic ones EU Directive 2024/825 bans without proof are proven by a recognised label
  // or the merchant's own column, never by the supplier's prose; the specific ones (recycled, organic) by the data.
  {
    kind: "environmental",
    concept: "eco-friendly",
    proof: "facts",
    proven: ECO_LABELS,
    words: {
      en: String.raw`eco-?friendly|environmentally[- ]friendly|environment-?friendly|planet-?friendly|earth-?friendly|eco-?conscious|eco-?responsible|green(?:er)? (?:choice|option|alternative|product|production|process|credentials)|low[- ]impact|reduced impact|environmentally (?:responsible|conscious|sound)|kind to the (?:planet|environment)|good for the planet|zero[- ](?:waste|emissions?)|eco-?(?:solutions?|design)|eco\b|plastic-?free`,
      de: String.raw`umweltfreundlich\p{L}*|umweltschonend\p{L}*|umweltbewusst\p{L}*|ökologisch\p{L}*|ressourcenschonend\p{L}*|emissionsfrei\p{L}*|plastikfrei\p{L}*|Öko-\p{L}*|grüne Wahl`,
      fr: String.raw`écologique\p{L}*|éco-?responsable\p{L}*|respectueu\p{L}* de l[’']environnement|respectueu\p{L}* de la planète|à faible impact|zéro (?:déchet|émission|plastique)\p{L}*|(?:emballage|conditionnement|coffret|boîte|sachet)s? (?:\p{L}+ )?sans plastique|éco-?conçu\p{L}*|vert\p{L}* pour la planète`,
      es: String.raw`respetuos\p{L}* con el medio ambiente|eco-?amigable|(?:embalaje|envase|caja)s? (?:\p{L}+ )?sin plástico`,
      it: String.raw`ecologic\p{L}*|eco-?sostenibil\p{L}*|rispettos\p{L}* dell[’']ambiente|(?:imballaggio|imballaggi|confezione|confezioni|scatola) (?:\p{L}+ )?senza plastica|plastic[- ]free`,
      nl: String.raw`milieuvriendelijk\p{L}*|ecologisch\p{L}*|groene keuze|plasticvrij\p{L}*`,
      pt: String.raw`ecológic\p{L}*|amig\p{L}* do ambiente|ecoamigáve\p{L}*|(?:embalagem|embalagens|caixa) (?:\p{L}+ )?sem plástico`,
      pl: String.raw`przyjazn\p{L}* dla środowiska|opakowani\p{L}* bez plastiku`,
      sv: String.raw`miljövänlig\p{L}*|grönare|plastfri\p{L}*`,
    },
  },
  {
    kind: "environmental",
    concept: "sustainable",
    proof: "facts",
    proven: ECO_LABELS,
    words: {
      en: "sustainabl[ey]|sustainably|responsibly (?:sourced|made|produced|tanned)|responsible (?:sourcing|farms?|farming|production)|ethically (?:sourced|made)|conscious(?:ly)? made",
      // "Bitte verantwortungsvoll genießen" is a drink's advice, no claim of how it was made.
      de: String.raw`nachhaltig\p{L}*|(?<!(?:bitte|genießen|genießt|trinken|konsumieren)(?:\s+Sie)?\s+)verantwortungsvoll\p{L}*(?!\s+(?:genießen|genießt|trinken|konsumieren))|fair produziert\p{L}*`,
      // "Consommation responsable", "à consommer de façon responsable": a drink's advice too.
      fr: String.raw`(?<!(?:consommer|boire|déguster)\s+)(?:de manière|de façon) (?:durable|responsable)|durablement|développement durable|mode durable|matières? durables?|sources? durables?|(?<!consommation\s+|consommer (?:de façon|de manière)\s+)responsables?|éthique\p{L}*`,
      es: String.raw`sostenible\p{L}*|responsable\p{L}*`,
      it: String.raw`sostenibil\p{L}*|responsabil\p{L}*`,
      nl: String.raw`duurzaam\p{L}*|verantwoord\p{L}*`,
      pt: String.raw`sustentáve\p{L}*|responsáve\p{L}*`,
      pl: String.raw`zrównoważon\p{L}*|odpowiedzialn\p{L}*`,
      sv: String.raw`hållbar\p{L}*|ansvarsfull\p{L}*`,
    },
  },
  // Saving energy, which a model adds to any appliance: the data's words for it, or its energy label, prove it.
  {
    kind: "environmental",
    concept: "energy-saving",
    proof: "data",
    proven: ["Energy Star", "EPEAT", "TCO Certified", "EU Ecolabel", "Blauer Engel", "Blue Angel"],
    provenBy:
      "energy efficiency class|energy class|energy label|Energieeffizienzklasse|classe énergétique|classe d efficacité énergétique",
    words: {
      en: "energy-?saving|power-?saving|energy-?efficient|low (?:energy|power) consumption|uses? (?:little|less) (?:energy|power|electricity)|sav(?:e|es|ing) (?:energy|power|electricity)|reduc(?:e|es|ing) (?:energy|power|electricity) (?:consumption|use|usage)|reduc(?:e|es|ing) energy",
      de: String.raw`stromsparend\p{L}*|energiesparend\p{L}*|energieeffizient\p{L}*|sparsam im (?:Verbrauch|Betrieb)|spar(?:t|en) (?:Strom|Energie)|(?:Strom|Energie) (?:zu )?sparen|geringe\p{L}* (?:Strom|Energie)verbrauch\p{L}*`,
      fr: String.raw`économe\p{L}* en énergie|économique\p{L}* en énergie|économis\p{L}* (?:de l[’']|l[’'])?énergie|basse consommation|faible consommation(?: d[’']énergie| électrique)?|écoénergétique\p{L}*`,
      es: String.raw`bajo consumo|ahorro de energía|eficiencia energética|energéticamente eficiente\p{L}*`,
      it: "basso consumo|risparmio energetico|efficienza energetica",
      nl: String.raw`energiezuinig\p{L}*|energiebesparend\p{L}*|laag (?:energie|stroom)verbruik`,
      pt: String.raw`baixo consumo|economi\p{L}* de energia|eficiência energética`,
      pl: String.raw`energooszczędn\p{L}*|niskie zużycie energii`,
      sv: String.raw`energisnål\p{L}*|strömsnål\p{L}*|energieffektiv\p{L}*|låg energiförbrukning`,
    },
  },
  // Saving water, which a model adds to a dyed fabric or an appliance: the data's words for it or an eco label.
  {
    kind: "environmental",
    concept: "water-saving",
    proof: "data",
    proven: ["EU Ecolabel", "bluesign", "Blauer Engel", "Blue Angel", "Nordic Swan", "Svanen"],
    words: {
      en: "water-?saving|water-?efficient|sav(?:e|es|ing) water|uses? (?:little|less) water|low water (?:use|usage|consumption)",
      de: String.raw`wassersparend\p{L}*|spar(?:t|en) Wasser|Wasser (?:zu )?sparen|geringe\p{L}* Wasserverbrauch\p{L}*`,
      fr: String.raw`économe\p{L}* en eau|économis\p{L}* (?:de l['’]|l['’])eau|faible consommation d['’]eau`,
      es: String.raw`ahorr\p{L}* (?:de )?agua|bajo consumo de agua`,
      it: "risparmio idrico|risparmia acqua|basso consumo d['’]acqua",
      nl: String.raw`waterbesparend\p{L}*|bespaart water|zuinig met water`,
      pt: String.raw`economi\p{L}* (?:de )?água|baixo consumo de água`,
      pl: String.raw`oszczędz\p{L}* wod\p{L}*`,
      sv: String.raw`vattenbesparande|vattensnål\p{L}*|sparar vatten`,
    },
  },
  {
    kind: "environmental",
    concept: "climate neutral",
    proof: "facts",
    proven: [],
    words: {
      en: String.raw`climate[- ]neutral(?:ly)?|carbon[- ](?:neutral|negative|positive)(?:ly)?|CO[2₂][- ]neutral|net[- ]zero|climate[- ]positive|carbon[- ]offset\p{L}*|carbon[- ]free`,
      de: String.raw`klimaneutral\p{L}*|CO[2₂]-neutral\p{L}*|klimapositiv\p{L}*|kohlenstoffneutral\p{L}*|CO[2₂]-kompensiert\p{L}*`,
      fr: String.raw`neutre\p{L}* en (?:carbone|CO[2₂])|climatiquement neutre|neutre pour le climat|bilan carbone neutre|neutralité carbone|compensé\p{L}* en carbone`,
      es: String.raw`neutr\p{L}* en (?:carbono|CO[2₂])|climáticamente neutr\p{L}*`,
      it: String.raw`a impatto zero|neutral\p{L}* (?:dal punto di vista climatico|in carbonio|in CO[2₂])|carbon neutral`,
      nl: String.raw`klimaatneutraal\p{L}*|CO[2₂]-neutraal\p{L}*`,
      pt: String.raw`neutr\p{L}* em (?:carbono|CO[2₂])|carbono neutro`,
      pl: String.raw`neutraln\p{L}* (?:klimatycznie|pod względem emisji)`,
      sv: String.raw`klimatneutral\p{L}*|koldioxidneutral\p{L}*`,
    },
  },
  // Kind to the climate: a weaker claim than neutrality, which it never proves, banned as generic all the same.
  {
    kind: "environmental",
    concept: "climate-friendly",
    proof: "facts",
    proven: [],
    words: {
      en: "climate[- ](?:friendly|smart|conscious)",
      de: String.raw`klimafreundlich\p{L}*|klimaschonend\p{L}*`,
      fr: String.raw`respectueu\p{L}* du climat|bon\p{L}* pour le climat(?!\s+\p{L})`,
      es: String.raw`respetuos\p{L}* con el clima`,
      it: String.raw`rispettos\p{L}* del clima`,
      nl: String.raw`klimaatvriendelijk\p{L}*`,
      pt: String.raw`amig\p{L}* do clima`,
      pl: String.raw`przyjazn\p{L}* dla klimatu`,
      sv: String.raw`klimatvänlig\p{L}*|klimatsmart\p{L}*`,
    },
  },
  {
    kind: "environmental",
    concept: "biodegradable",
    proof: "facts",
    proven: ["OK compost", "EN 13432", "TÜV"],
    words: {
      en: "bio-?degradable|compostable|home-?compostable",
      de: String.raw`biologisch abbaubar\p{L}*|kompostierbar\p{L}*`,
      fr: String.raw`biodégradable\p{L}*|compostable\p{L}*`,
      es: String.raw`biodegradable\p{L}*|compostable\p{L}*`,
      it: String.raw`biodegradabil\p{L}*|compostabil\p{L}*`,
      nl: String.raw`biologisch afbreekba\p{L}*|composteerba\p{L}*`,
      pt: String.raw`biodegradáve\p{L}*|compostáve\p{L}*`,
      pl: String.raw`biodegradowaln\p{L}*|kompostowaln\p{L}*`,
      sv: String.raw`biologiskt nedbrytbar\p{L}*|komposterbar\p{L}*`,
    },
  },
  {
    kind: "environmental",
    concept: "recycled",
    proof: "data",
    proven: ["GRS", "RCS", "Global Recycled Standard"],
    words: {
      en: "(?<!be )recycled|upcycled|refurbished with",
      de: String.raw`recycelt\p{L}*|wiederverwertet\p{L}*|aus Recycling\p{L}*|Recycling-?(?!programm)\p{L}+`,
      fr: String.raw`(?<!être )recyclé\p{L}*|surcyclé\p{L}*`,
      es: String.raw`reciclad\p{L}*`,
      it: String.raw`riciclat\p{L}*`,
      nl: String.raw`gerecycle\p{L}*`,
      pt: String.raw`reciclad\p{L}*`,
      pl: String.raw`z recyklingu|pochodząc\p{L}* z recyklingu`,
      sv: String.raw`återvunn\p{L}*`,
    },
  },
  // What can be recycled, or given back to be: another claim than what is made of recycled material.
  {
    kind: "environmental",
    concept: "recyclable",
    proof: "data",
    words: {
      en: String.raw`recyclable|(?:can|may) be recycled|recycle|recycling (?:programme|program|scheme|service)|take-?back (?:programme|program|scheme|service)|returned (?:[\p{L}-]+ ){0,5}for recycling`,
      de: String.raw`recyclebar\p{L}*|recycelbar\p{L}*|recyceln|Recyclingprogramm\p{L}*|(?:zum|zur) Recycling`,
      fr: String.raw`recyclable\p{L}*|être recyclé\p{L}*|recycler|programme de (?:recyclage|reprise)|renvoy\p{L}* (?:[\p{L}-]+ ){0,5}pour (?:le )?recyclage`,
      es: String.raw`reciclable\p{L}*`,
      it: String.raw`riciclabil\p{L}*`,
      nl: String.raw`recyclebaar\p{L}*`,
      pt: String.raw`recicláve\p{L}*`,
      pl: String.raw`nadając\p{L}* się do recyklingu`,
      sv: String.raw`återvinningsbar\p{L}*`,
    },
  },
  // Packaging given back to be filled again: a claim the data's packaging must make ("Mehrwegflasche" of a can).
  {
    kind: "environmental",
    concept: "returnable",
    proof: "data",
    words: {
      en: "returnable (?:glass )?(?:bottles?|packaging|containers?|jars?)|deposit bottles?|reusable packaging",
      // Not "Mehrwegeventil", a valve of several ways.
      de: String.raw`Mehrweg(?!e)\p{L}*|Pfandflasche\p{L}*`,
      fr: String.raw`(?:bouteilles?|verre|emballages?|flacons?|bocaux|bocal) consigné\p{L}*|emballages? réutilisables?`,
      es: "(?:botellas?|envases?) retornables?",
      it: "vuoto a rendere|(?:bottigli[ae]|confezion[ei]) riutilizzabil[ei]",
      nl: String.raw`statiegeldfles\p{L}*|retourfles\p{L}*`,
      pt: String.raw`(?:garrafas?|embalagens?) retornáve\p{L}*`,
      pl: String.raw`butelk\p{L}* zwrotn\p{L}*`,
      sv: String.raw`returflask\p{L}*|pantflask\p{L}*`,
    },
  },
  {
    kind: "environmental",
    concept: "organic",
    proof: "data",
    proven: ORGANIC_LABELS,
    words: {
      en: "organic(?:ally)?(?: grown| farmed)?",
      de: String.raw`Bio-\p{L}*|biologisch\p{L}*|aus (?:kontrolliert )?biologischem Anbau|ökologischem Anbau`,
      fr: String.raw`biologique\p{L}*|issu\p{L}* de l[’']agriculture biologique|bio`,
      es: String.raw`orgánic\p{L}*|ecológic\p{L}*`,
      it: String.raw`biologic\p{L}*`,
      nl: String.raw`biologisch\p{L}*`,
      pt: String.raw`orgânic\p{L}*|biológic\p{L}*`,
      pl: String.raw`organiczn\p{L}*|ekologiczn\p{L}*`,
      sv: String.raw`ekologisk\p{L}*`,
    },
  },
  // Parts and connectors a product has or lacks, which models add from what products of the kind usually have: held to
  // the data's words for them in any language (its prose too), the names of connectors being the same in all.
  // A product sold as a download (the product itself, not "a downloadable app"), which WooCommerce's "downloadable":
  // false denies; any download the data names proves it.
  ...feature(
    "downloadable",
    {
      en: "downloadable (?:products?|items?|goods?|version|copy)|digital (?:download|copy)|digital (?:version|edition) (?:to|for|as an?) download|(?<=(?:get|gets|receive|receives|buy|sold|delivered|comes?|ships?|arrives?)\\s(?:[\\p{L}\\p{N}'’-]+\\s){0,6})as an? (?:instant )?download",
      de: String.raw`herunterladbare[rns]? (?:Produkt|Artikel|Ware|Version)\p{L}*|Download-(?:Produkt|Version)\p{L}*|digitale[rn]? (?:Download|Kopie)|digitale[rn]? (?:Version|Ausgabe|Kopie) (?:zum|als) Download|(?<=(?:erhalten|erhältst|erhält|bekommen|bekommst|bekommt|geliefert|verkauft|kommt)\s(?:[\p{L}\p{N}-]+\s){0,6})als (?:Sofort-)?Download`,
      fr: String.raw`(?:produit|article|version)s? téléchargeables?|téléchargement numérique|copies? numériques?|version numérique (?:est |sont )?(?:également |aussi )?téléchargeable|version numérique à télécharger|(?<=(?:recevez|recevrez|obtenez|livrée?s?|vendue?s?|fournie?s?)\s(?:[\p{L}\p{N}'’-]+\s){0,6})(?:en|sous forme de) téléchargement`,
      es: String.raw`productos? descargables?|descarga digital`,
      it: String.raw`prodott[oi] scaricabil[ei]|download digitale`,
      nl: "downloadbaar product|digitale download",
      pt: String.raw`produtos? (?:para download|descarregáve\p{L}*)|download digital`,
      pl: "produkt do pobrania",
      sv: String.raw`nedladdningsbar produkt|digital nedladdning`,
    },
    "download",
  ),
  ...feature("hdmi", { en: "HDMI" }),
  ...feature("displayport", { en: "Display ?Ports?" }),
  // VGA is also a resolution: a webcam's 640 × 480.
  ...feature("vga", { en: "VGA" }, String.raw`640\s*[x×]\s*480`),
  ...feature("dvi", { en: "DVI(?:-[DIA])?" }, "dvi"),
  // A screen's class of resolution, which a model adds to any screen: proven by the class, or by its pixels in either
  // order, grouped or not ("1 920 x 1 080", "1920x1080", "2400 x 1080" of a Full HD+ phone), or its lines ("1080p60").
  ...feature("full hd", { en: "Full[- ]?HD|FHD|1080p" }, resolution("full hd|fhd", "1 ?080")),
  ...feature("ultra hd", { en: String.raw`4K(?:\s?UHD)?|Ultra[- ]?HD|UHD` }, resolution("4 k|uhd|ultra hd", "2 ?160")),
  ...feature("8k", { en: "8K" }, resolution("8 k", "4 ?320")),
  // A phone's "qHD" (quarter HD, 960 x 540) differs from QHD by its case alone, which the terms do not read: either name
  // proves either.
  ...feature("quad hd", { en: "W?QHD|1440p" }, resolution("w?q ?hd", "1 ?440")),
  ...feature("hd ready", { en: "HD[- ]ready" }, resolution("hd ready", "720|768")),
  ...feature("usb-c", { en: "USB[- ]?(?:Type[- ]?|Typ[- ])?C|Type-C" }),
  ...feature("thunderbolt", { en: "Thunderbolt" }),
  // Radios a model adds to a device of a kind that often has them: Wi-Fi (which German calls WLAN), NFC and GPS.
  ...feature(
    "wi-fi",
    {
      en: String.raw`Wi-?Fi|WLAN|wireless LAN|802\.11\p{L}*`,
      de: String.raw`WLAN\p{L}*|Wi-?Fi`,
      fr: "Wi-?Fi|WLAN|réseau sans fil",
      es: "Wi-?Fi|red inalámbrica",
      it: "Wi-?Fi|rete wireless",
      nl: "Wi-?Fi|draadloos netwerk",
      pt: "Wi-?Fi|rede sem fios?",
      pl: String.raw`Wi-?Fi|sieci? bezprzewodow\p{L}*`,
      sv: "Wi-?Fi|trådlöst nätverk",
    },
    String.raw`wireless (?:lan|network\p{L}*|printing|connectivity|connection)|802 11\p{L}*|wlan\p{L}*|wi fi|wifi`,
  ),
  ...feature("nfc", { en: "NFC" }),
  // Memory card standards a model adds to a slot the data names older ones for ("SD/SDXC" for "SD/SDHC").
  ...feature("sdhc", { en: "(?:micro[- ]?)?SDHC" }, "micro ?sdhc"),
  ...feature("sdxc", { en: "(?:micro[- ]?)?SDXC" }, "micro ?sdxc"),
  ...feature("microsd", { en: "micro[- ]?SD" }, "micro ?sd(?:hc|xc)?"),
  // What a device of the kind often has, which models add: noise cancelling, fast charging, a touchscreen.
  ...feature("noise cancelling", {
    en: String.raw`(?:active )?noise[- ]cancell?(?:ing|ation)|ANC`,
    de: String.raw`(?:aktive[rn]? )?Geräuschunterdrückung|Noise[- ]Cancelling|ANC`,
    // Not a camera's "réduction du bruit (du vent)": a reduction of noise is active noise cancelling only so said.
    fr: "réduction active (?:de|du) bruit|réduction (?:de|du) bruit (?:active|ambiant)|annulation (?:active )?(?:de|du) bruit",
    es: "cancelación (?:activa )?de ruido",
    it: "cancellazione (?:attiva )?del rumore",
    nl: "ruisonderdrukking|noise cancelling",
    pt: "cancelamento (?:ativo )?de ruído",
    pl: String.raw`redukcj\p{L}* szumów`,
    sv: "brusreducering",
  }),
  ...feature("fast charging", {
    en: String.raw`(?:fast|quick|rapid)[- ]charg\p{L}*`,
    de: String.raw`Schnelllade\p{L}*|Schnellladen`,
    fr: "(?:re)?charge rapide",
    es: "carga rápida",
    it: "ricarica rapida",
    nl: String.raw`snellaad\p{L}*|snelladen`,
    pt: "carregamento rápido|carga rápida",
    pl: String.raw`szybk\p{L}* ładowani\p{L}*`,
    sv: "snabbladdning",
  }),
  ...feature(
    "touchscreen",
    {
      en: String.raw`touch[- ]?screens?|touch[- ]sensitive (?:screen|display)|touch display`,
      de: String.raw`Touchscreen\p{L}*|Touch-Display|berührungsempfindlich\p{L}*`,
      fr: "(?:écran|dalle) tactile",
      es: "pantalla táctil",
      it: "touch ?screen|schermo tattile",
      nl: "aanraakscherm|touchscreen",
      pt: "ecrã tátil|ecrã táctil|tela sensível ao toque|touchscreen",
      pl: "ekran dotykowy",
      sv: "pekskärm",
    },
    "multi touch|touch panel|touch lcd|touch screen|touchscreen|tactile",
  ),
  // What a shop says of its own service or its making, which models add to any product: free shipping, a lifetime
  // warranty, made by hand, fit for outdoor use.
  ...feature("free shipping", {
    en: "free (?:shipping|delivery|postage|returns)",
    de: String.raw`kostenlose[rnm]? (?:Versand|Lieferung|Rücksendung)|versandkostenfrei\p{L}*|gratis Versand`,
    fr: "livraison (?:gratuite|offerte)|retours? gratuits?|frais de port offerts",
    es: "envío gratis|envío gratuito",
    it: "spedizione gratuita",
    nl: "gratis (?:verzending|bezorging)",
    pt: "portes grátis|envio grátis|frete grátis",
    pl: String.raw`darmow\p{L}* dostaw\p{L}*`,
    sv: "fri frakt",
  }),
  ...feature("lifetime warranty", {
    en: "lifetime (?:guarantee|warranty)",
    de: "lebenslange[rn]? Garantie",
    fr: "garantie à vie",
    es: "garantía de por vida",
    it: "garanzia a vita",
    nl: "levenslange garantie",
    pt: "garantia vitalícia",
    pl: String.raw`dożywotni\p{L}* gwarancj\p{L}*`,
    sv: "livstidsgaranti",
  }),
  // What a shop promises of its service and of the product's use and care, which models add to any product: delivery
  // the next day, satisfaction or the money back, a limited edition, a patent, a care label, a finish that resists.
  ...feature("next-day delivery", {
    en: "next[- ]day (?:delivery|shipping|dispatch)|delivered (?:the )?next day|(?:ships|dispatched) within 24 hours",
    de: "Lieferung am (?:nächsten Tag|Folgetag)|Versand innerhalb von 24 Stunden|Expresslieferung",
    fr: "livraison (?:le lendemain|en 24 ?h|express)|expédié\\p{L}* sous 24 ?h",
    es: "entrega (?:al día siguiente|en 24 ?h)",
    it: "consegna (?:il giorno successivo|in 24 ?ore)",
    nl: "morgen (?:in huis|bezorgd)|volgende dag (?:geleverd|bezorgd)",
    pt: "entrega (?:no dia seguinte|em 24 ?h)",
    pl: "dostawa (?:następnego dnia|w 24 ?h)",
    sv: "leverans (?:nästa dag|inom 24 timmar)",
  }),
  ...feature("money-back guarantee", {
    en: "money[- ]back guarantee|satisfaction guaranteed|satisfaction guarantee",
    de: "Geld-zurück-Garantie|Zufriedenheitsgarantie",
    fr: "satisfait ou remboursé|garantie (?:satisfaction|de remboursement)",
    es: "garantía de (?:devolución|satisfacción)",
    it: "soddisfatti o rimborsati|garanzia (?:di rimborso|soddisfazione)",
    nl: "niet goed,? geld terug|tevredenheidsgarantie",
    pt: "garantia de (?:reembolso|satisfação)",
    pl: "gwarancja (?:zwrotu pieniędzy|satysfakcji)",
    sv: "nöjd-kund-garanti|pengarna tillbaka",
  }),
  ...feature("limited edition", {
    en: "limited edition|limited run",
    de: "limitierte[rn]? (?:Auflage|Edition)|Limited Edition",
    fr: "édition limitée|série limitée",
    es: "edición limitada",
    it: "edizione limitata",
    nl: "gelimiteerde (?:editie|oplage)",
    pt: "edição limitada",
    pl: "edycja limitowana",
    sv: "begränsad upplaga",
  }),
  ...feature(
    "patented",
    {
      en: "patent(?:ed|-pending| pending)",
      de: String.raw`patentiert\p{L}*|zum Patent angemeldet`,
      fr: String.raw`breveté\p{L}*`,
      es: String.raw`patentad\p{L}*`,
      it: String.raw`brevettat\p{L}*`,
      nl: String.raw`gepatenteerd\p{L}*`,
      pt: String.raw`patentead\p{L}*`,
      pl: String.raw`opatentowan\p{L}*`,
      sv: String.raw`patenterad\p{L}*`,
    },
    String.raw`patented|patent(?:s| pending| protected| no| nr| number)|patentiert\p{L}*|patent(?:geschützt|rechtlich)\p{L}*|zum patent angemeldet|brevet\p{L}*`,
  ),
  ...feature(
    "machine washable",
    {
      en: "machine[- ]washable|(?:safe|suitable) for the washing machine",
      de: String.raw`maschinenwaschbar|waschmaschinen(?:fest|geeignet|tauglich)\p{L}*|in der (?:Wasch)?maschine waschbar`,
      fr: "lavable en machine",
      es: "lavable a máquina|lavable en lavadora(?! de platos)",
      it: "lavabile in lavatrice",
      nl: "wasbaar in de wasmachine|machinewasbaar",
      pt: "lavável na máquina(?! de lavar lou[çi]a)",
      pl: "można prać w pralce",
      sv: "tvättbar i maskin|maskintvättbar",
    },
    String.raw`machine[- ]?wash\p{L}*|wash(?:ing)? (?:at|on) \d+|\d+ (?:c )?wash|wash \d+|maschinenw\p{L}*|waschmaschin\p{L}*|(?:lavable|lavage) en machine|lavado a máquina|lavadora|lavatrice|wasmachine|pralc\p{L}*|tvättmaskin|maskintvätt\p{L}*`,
  ),
  ...feature(
    "hand wash only",
    {
      en: "hand[- ]wash(?:able)? only|hand[- ]wash(?:ing)? only",
      de: "nur Handwäsche|nur von Hand waschen",
      fr: "lavage à la main uniquement|uniquement à la main",
      es: "(?:solo|sólo) lavado a mano",
      it: "(?:solo )?lavaggio a mano",
      nl: "alleen handwas",
      pt: "(?:apenas|só) lavagem à mão",
      pl: "tylko pranie ręczne",
      sv: "endast handtvätt",
    },
    String.raw`hand[- ]?wash\p{L}*|handwäsche|von hand (?:zu )?(?:wasch|gewasch)\p{L}*|lavage à la main|lavado a mano|lavaggio a mano|handwas|lavagem à mão|pranie ręczne|handtvätt`,
  ),
  ...feature(
    "quick-drying",
    {
      en: "quick[- ]dry(?:ing)?|fast[- ]drying|dries quickly",
      de: String.raw`schnell ?trocknend\p{L}*|trocknet schnell`,
      fr: "séchage rapide|sèche rapidement",
      es: "secado rápido",
      it: "asciugatura rapida",
      nl: "sneldrogend",
      pt: "secagem rápida",
      pl: "szybkoschnąc\\p{L}*",
      sv: "snabbtorkande",
    },
    String.raw`quick ?dry\p{L}*|dri ?fit|moisture wicking|feuchtigkeitsableitend\p{L}*|évacu\p{L}* (?:l )?humidité`,
  ),
  ...feature(
    "stain-resistant",
    {
      en: "stain[- ](?:resistant|repellent|proof)",
      de: String.raw`schmutzabweisend\p{L}*|fleckabweisend\p{L}*|fleckenresistent\p{L}*`,
      fr: "anti-?taches?|résistant\\p{L}* aux taches",
      es: "antimanchas|resistente a las manchas",
      it: "antimacchia",
      nl: "vuilafstotend\\p{L}*|vlekwerend\\p{L}*",
      pt: "anti-?nódoas|resistente a manchas",
      pl: "plamoodporn\\p{L}*",
      sv: "smutsavvisande",
    },
    String.raw`stain ?(?:resistant|repellent|proof|release|guard)|schmutz(?:abweisend|resistent|unempfindlich)\p{L}*|fleck(?:en)?(?:abweisend|resistent|schutz)\p{L}*|anti ?taches?|teflon|nano ?coat\p{L}*|dirt repellent`,
  ),
  ...feature(
    "shockproof",
    {
      en: "shock[- ]?(?:proof|resistant)|drop[- ](?:proof|tested|resistant)",
      de: String.raw`stoßfest\p{L}*|stoßsicher\p{L}*|sturzsicher\p{L}*`,
      fr: "antichoc|résistant\\p{L}* aux chocs",
      es: "antigolpes|resistente a (?:los )?golpes",
      it: "antiurto",
      nl: "schokbestendig\\p{L}*",
      pt: "à prova de choque|resistente a quedas",
      pl: "odporn\\p{L}* na wstrząsy",
      sv: "stöttålig\\p{L}*",
    },
    String.raw`shock ?(?:proof|resistant|absorb\p{L}*)|stoß(?:fest|sicher|dämpf|schutz)\p{L}*|stoss(?:fest|sicher|dämpf|schutz)\p{L}*|antichocs?|(?:anti|aux|contre les) chocs?|mil std|drop (?:proof|tested|resistant|protection)|sturz(?:sicher|fest|schutz)\p{L}*|bumper`,
  ),
  ...feature(
    "tear-resistant",
    {
      en: "tear[- ](?:resistant|proof)|rip[- ]?stop",
      de: String.raw`reißfest\p{L}*|reissfest\p{L}*`,
      fr: "résistant\\p{L}* à la déchirure|indéchirable\\p{L}*",
      es: "resistente a (?:la )?rotura",
      it: "antistrappo",
      nl: "scheurvast\\p{L}*",
      pt: "resistente a rasgos",
      pl: "odporn\\p{L}* na rozdarcie",
      sv: "rivtålig\\p{L}*",
    },
    String.raw`ripstop|rip stop|tear ?(?:resistant|proof)|reiß ?fest\p{L}*|reiss ?fest\p{L}*|déchir\p{L}*|cordura|kevlar`,
  ),
  ...feature(
    "wireless charging",
    {
      en: "wireless(?:ly)? charg\\p{L}*|Qi[- ](?:charging|compatible|certified)",
      de: String.raw`kabellos\p{L}* (?:Laden|laden|Aufladen)|induktiv\p{L}* (?:Laden|laden|Aufladen)`,
      fr: "(?:re)?charge (?:sans fil|par induction)",
      es: "carga inalámbrica",
      it: "ricarica wireless",
      nl: "draadloos opladen",
      pt: "carregamento sem fios",
      pl: "ładowanie bezprzewodowe",
      sv: "trådlös laddning",
    },
    String.raw`wireless charg\p{L}*|qi|induktiv\p{L}*|induction`,
  ),
  ...feature(
    "exclusive to the shop",
    {
      en: "exclusive(?:ly)? (?:to|at|in) our (?:shop|store|online store)|only (?:available )?(?:at|in) our (?:shop|store)",
      de: "exklusiv (?:in|bei|für) unsere[mnr]? (?:Shop|Onlineshop|Laden)|nur bei uns",
      fr: "en exclusivité (?:dans|sur) notre (?:boutique|site)|exclusivement (?:dans|sur) notre (?:boutique|site)",
      es: "exclusiv\\p{L}* (?:en|de) nuestra tienda",
      it: "in esclusiva (?:nel|sul) nostro (?:negozio|shop)",
      nl: "exclusief (?:in|bij) onze (?:winkel|webshop)",
      pt: "exclusiv\\p{L}* (?:da|na) nossa loja",
      pl: "wyłącznie w naszym sklepie",
      sv: "exklusivt (?:i|hos) vår butik",
    },
    String.raw`exclusive|exklusiv\p{L}*|exclusivit\p{L}*`,
  ),
  ...feature(
    "tested by experts",
    {
      en: "tested by (?:independent )?(?:experts|laboratories|labs|professionals)|expert[- ]tested|lab[- ]tested",
      de: String.raw`von (?:unabhängigen )?(?:Experten|Laboren|Prüfinstituten) getestet|laborgeprüft\p{L}*|expertengeprüft\p{L}*`,
      fr: "testé\\p{L}* (?:par des|en) (?:experts|laboratoires?)(?: indépendants)?",
      es: "probad\\p{L}* por expertos",
      it: "testat\\p{L}* da esperti",
      nl: "getest door (?:onafhankelijke )?(?:experts|laboratoria)",
      pt: "testad\\p{L}* por especialistas",
      pl: "przetestowan\\p{L}* przez ekspertów",
      sv: "testad av (?:oberoende )?experter",
    },
    String.raw`tested by|getestet von|testé par|stiftung warentest|test\p{L}* (?:winner|sieger)`,
  ),
  ...feature(
    "ergonomic",
    {
      // The adjective, not a heading's noun ("Design and ergonomics", "Design et ergonomie").
      en: "ergonomic(?:al)?(?:ly)?",
      de: String.raw`ergonomisch\p{L}*`,
      fr: String.raw`ergonomique\p{L}*`,
      es: "ergonómic[oa]s?",
      it: "ergonomic[oaie]",
      nl: String.raw`ergonomisch\p{L}*`,
      pt: "ergonómic[oa]s?|ergonômic[oa]s?",
      pl: String.raw`ergonomiczn\p{L}*`,
      sv: String.raw`ergonomisk\p{L}*`,
    },
    String.raw`ergonom\p{L}*`,
  ),
  ...feature("handmade", {
    // Not a look: "a handcrafted look", "un look artisanal".
    en: String.raw`hand[- ]?(?:made|crafted|finished|stitched|sewn|painted|woven|knitted|built|assembled)(?![- ](?:look|feel|style|appearance|aesthetic|charm))`,
    de: String.raw`handgefertigt\p{L}*|handgemacht\p{L}*|von Hand (?:gefertigt|genäht|gemacht|bemalt|verarbeitet)|in Handarbeit`,
    fr: String.raw`fait\p{L}* (?:à la )?main|fabriqué\p{L}* à la main|cousu\p{L}* (?:à la )?main|(?<!(?:look|aspect|allure|style|esprit|charme) )artisana\p{L}*`,
    es: String.raw`hech[oa]s? a mano|artesanal\p{L}*`,
    it: String.raw`fatt[oaie] a mano|artigianal\p{L}*`,
    nl: String.raw`handgemaakt\p{L}*`,
    pt: String.raw`feit[oa]s? à mão|artesana\p{L}*`,
    pl: String.raw`ręcznie (?:robion|wykonan|szyt)\p{L}*`,
    sv: String.raw`handgjord\p{L}*|handgjort`,
  }),
  ...feature(
    "outdoor use",
    {
      en: "(?:suitable|ideal|designed|made|perfect) for outdoor use|for (?:both )?indoor and outdoor use|indoor(?:/| and | & )outdoor",
      de: String.raw`für den Außenbereich|für (?:den )?Innen- und Außenbereich|outdoortauglich\p{L}*`,
      fr: String.raw`(?:convient|adapté\p{L}*|idéal\p{L}*|conçu\p{L}*) (?:à|pour) (?:un |l['’])usage extérieur|pour l['’]intérieur (?:et|comme) l['’]extérieur|usage intérieur et extérieur`,
      es: "para uso (?:en )?exterior|para interior y exterior",
      it: "per uso esterno|per interni ed esterni",
      nl: "voor buitengebruik|voor binnen en buiten",
      pt: "para uso exterior|para interior e exterior",
      pl: "do użytku zewnętrznego",
      sv: "för utomhusbruk",
    },
    "outdoor|garden|patio|garten|jardin|extérieur|außen|terrasse|balcon|balkon",
  ),
  ...feature("gps", { en: "GPS" }),
  // The oils a model puts in a food whose ingredients name another ("fried in sunflower oil" for "palmoleina").
  ...feature(
    "sunflower oil",
    {
      en: "sunflower(?: seed)? oils?",
      de: String.raw`Sonnenblumen(?:kern)?öl\p{L}*`,
      fr: "huiles? de tournesol",
      es: "aceites? de girasol",
      it: "olio di (?:semi di )?girasole",
      nl: "zonnebloemolie",
      pt: "óleos? de girassol",
      pl: String.raw`olej\p{L}* słonecznikow\p{L}*`,
      sv: String.raw`solrosolj\p{L}*`,
    },
    "sunflower|sonnenblum\\p{L}*|tournesol|girasole?|girassol|zonnebloem\\p{L}*|słonecznik\\p{L}*|solros\\p{L}*",
  ),
  ...feature(
    "rapeseed oil",
    {
      en: "(?:rapeseed|canola) oils?",
      de: String.raw`Raps(?:speise)?öl\p{L}*`,
      fr: "huiles? de colza",
      es: "aceites? de colza",
      it: "olio di colza",
      nl: "koolzaadolie|raapzaadolie",
      pt: "óleos? de colza",
      pl: String.raw`olej\p{L}* rzepakow\p{L}*`,
      sv: String.raw`rapsolj\p{L}*`,
    },
    "rapeseed|canola|raps\\p{L}*|colza|koolzaad\\p{L}*|raapzaad\\p{L}*|rzepak\\p{L}*",
  ),
  ...feature(
    "olive oil",
    {
      en: "olive oils?",
      de: String.raw`Oliven(?:trester)?öl\p{L}*`,
      fr: "huiles? d['’]olive",
      es: "aceites? de oliva",
      it: "olio (?:extra ?vergine )?(?:di |d['’] ?)oliva|olio di sansa di oliva",
      nl: "olijfolie",
      pt: "azeite|óleos? de oliva",
      pl: String.raw`oliw\p{L}* z oliwek|oliwa`,
      sv: String.raw`olivolj\p{L}*`,
    },
    String.raw`olive (?:oil|pomace)\p{L}*|oliven(?:trester)?öl\p{L}*|huiles? d olive|huiles? de grignons d olive|aceites? de (?:orujo de )?oliva|olio (?:extra ?vergine )?di? oliva|olio di sansa di oliva|olijfolie|azeite|oliwa|oliw\p{L}* z oliwek|olivolj\p{L}*`,
  ),
  ...feature(
    "coconut oil",
    {
      en: "coconut (?:oil|fat)s?",
      de: String.raw`Kokos(?:nuss)?(?:öl|fett)\p{L}*`,
      fr: "huiles? de (?:noix de )?coco|graisses? de coco",
      es: "aceites? de coco",
      it: "olio di cocco",
      nl: "kokosolie|kokosvet",
      pt: "óleos? de coco",
      pl: String.raw`olej\p{L}* kokosow\p{L}*`,
      sv: String.raw`kokosolj\p{L}*|kokosfett`,
    },
    String.raw`coconut (?:oil|fat)s?|cocos nucifera|kokos(?:nuss)?(?:öl|fett)\p{L}*|huiles? de (?:noix de )?coco|graisses? de coco|aceites? de coco|grasas? de coco|olio di cocco|grasso di cocco|kokos(?:noot)?olie|kokosvet|óleos? de coco|gorduras? de coco|kokosolj\p{L}*|coprah|copra`,
  ),
  // A phone's second SIM slot, which a model adds to a "Single SIM" phone.
  ...feature("dual-sim", {
    en: "dual[- ]SIM|two (?:nano-|micro-)?SIM(?:[- ]cards?)?",
    de: String.raw`Dual-SIM\p{L}*|zwei (?:Nano-|Micro-)?SIM-Karten`,
    fr: "double SIM|deux (?:cartes )?(?:nano-|micro-)?SIM",
    es: "doble SIM|dual SIM|dos (?:tarjetas )?SIM",
    it: "doppia SIM|dual SIM|due SIM",
    nl: "dual[- ]sim|twee simkaarten",
    pt: "dual SIM|dois (?:cartões )?SIM",
    pl: "dual SIM|dwie karty SIM",
    sv: "dubbla SIM-kort|dual SIM|två SIM-kort",
  }),
  // A TV that rates its sound's power in watts RMS has speakers ("RMS rated power: 4 W" beside its "Display diagonal");
  // an amplifier or a receiver has none, so the power proves them only beside a screen's size or a teletext.
  ...feature(
    "speakers",
    {
      en: "(?:built-in |integrated )?(?:loud)?speakers?",
      de: String.raw`\p{L}*[Ll]autsprecher\p{L}*`,
      fr: "haut-parleurs?",
      es: "altavo(?:z|ces)",
      it: String.raw`altoparlant\p{L}*`,
      nl: String.raw`luidspreker\p{L}*`,
      pt: "alto-falantes?|altifalantes?",
      pl: String.raw`głośnik\p{L}*`,
      sv: String.raw`högtalar\p{L}*`,
    },
    String.raw`(?:rms (?:rated )?power|rms leistung|puissance (?:rms|efficace)|audio output power)(?=[\s\S]*\b(?:display diagonal|screen size|screen diagonal|teletext)\b)|\b(?:display diagonal|screen size|screen diagonal|teletext)\b[\s\S]*(?:rms (?:rated )?power|rms leistung|puissance (?:rms|efficace)|audio output power)`,
  ),
  ...feature("headphone jack", {
    en: "headphone (?:jack|socket|output|port|connectivity)s?|3[.,]5 ?mm (?:audio |headphone )?jack",
    de: String.raw`Kopfhörer(?:anschluss|ausgang|buchse)\p{L}*`,
    fr: "(?:prise|sortie) (?:casque|jack)",
    es: "toma de auriculares|salida de auriculares",
    it: "(?:presa|uscita) (?:cuffie|jack)",
    nl: String.raw`koptelefoonaansluiting\p{L}*`,
    pt: "(?:entrada|saída) (?:de|para) (?:auscultadores|fones?)",
    pl: String.raw`gniazd\p{L}* słuchawkow\p{L}*`,
    sv: String.raw`hörlursuttag\p{L}*`,
  }),
  ...feature("af assist", {
    en: "(?:AF|autofocus|auto-focus)[- ]assist(?:ance)?(?: beam| lamp| light| illuminator)?",
    de: String.raw`AF-Hilfslicht\p{L}*|Autofokus-Hilfslicht\p{L}*`,
    fr: "(?:lampe|faisceau|illuminateur|lumière) d['’]assistance (?:AF|à l['’]autofocus|autofocus)",
    es: "luz de ayuda (?:AF|al enfoque)",
    it: "illuminatore AF|luce di assistenza AF",
    nl: String.raw`AF-hulplicht\p{L}*`,
    pt: "luz de assistência (?:AF|ao foco)",
    pl: String.raw`wspomagani\p{L}* AF`,
    sv: String.raw`AF-hjälpljus\p{L}*`,
  }),
  ...feature("zip", {
    en: "zip-up|full-zip|zipped|zip(?:per)?s?",
    de: String.raw`\p{L}*[Rr]eißverschl(?:uss|üsse)\p{L}*`,
    fr: "fermeture (?:éclair|à glissière|zippée)|zippée?s?",
    es: String.raw`cremallera\p{L}*`,
    it: String.raw`cerniera\p{L}*|zip`,
    nl: String.raw`rits\p{L}*`,
    pt: "fecho(?: de correr| éclair)?",
    pl: String.raw`zamek błyskawiczn\p{L}*|suwak\p{L}*`,
    sv: String.raw`blixtlås\p{L}*|dragkedj\p{L}*`,
  }),
  ...feature(
    "hood",
    {
      en: "hood(?:ed|s)?",
      de: String.raw`Kapuze\p{L}*`,
      fr: String.raw`capuche\p{L}*`,
      es: String.raw`capucha\p{L}*`,
      it: "cappuccio|cappucci",
      nl: String.raw`capuchon\p{L}*`,
      pt: "capuz",
      pl: String.raw`kaptur\p{L}*`,
      sv: "luva|luvan|huva|huvan",
    },
    String.raw`hood(?:ie|y)s?|Kapuzen\p{L}+`,
  ),
  ...feature("hook and loop", {
    en: "Velcro|hook[- ]and[- ]loop",
    de: String.raw`\p{L}*[Kk]lettverschl(?:uss|üsse)\p{L}*`,
    fr: "scratch|velcro",
    es: "velcro",
    it: "velcro|strappo",
    nl: String.raw`klittenband\p{L}*`,
    pt: "velcro",
    pl: String.raw`rzep\p{L}*`,
    sv: String.raw`kardborre\p{L}*`,
  }),
  ...feature("mudguards", {
    en: "mudguards?|(?:bike |bicycle )?fenders",
    de: String.raw`Schutzblech\p{L}*`,
    fr: "garde-boue",
    es: "guardabarros",
    it: "parafanghi|parafango",
    nl: String.raw`spatbord\p{L}*`,
    pt: "guarda-lamas|para-lamas",
    pl: String.raw`błotnik\p{L}*`,
    sv: String.raw`stänkskärm\p{L}*`,
  }),
  // A camera's image stabilizer, which models add to one whose data says it has none ("image_stabilizer": false).
  ...feature("image stabilizer", {
    en: String.raw`(?:image|optical|digital|electronic|in-body|lens)[\s-]stabili[sz](?:er|ation)|SteadyShot|vibration reduction`,
    de: String.raw`Bildstabilis\p{L}*|(?:optisch|elektronisch|digital)\p{L}*\s+(?:Bild)?[Ss]tabilis\p{L}*`,
    fr: String.raw`stabilisat(?:eur|ion)s?\s+(?:d['’]images?|optiques?|numériques?|électroniques?)`,
    es: String.raw`estabiliza(?:dor|ción)\s+(?:de\s+imagen|óptic[oa]|digital|electrónic[oa])`,
    it: String.raw`stabilizza(?:tore|zione)\s+(?:d['’]immagine|ottic[oa]|digitale|elettronic[oa])`,
    nl: String.raw`beeldstabilis\p{L}*|(?:optische|digitale|elektronische)\s+stabilisatie`,
    pt: String.raw`estabiliza(?:dor|ção)\s+(?:de\s+imagem|óptic[oa]|digital|eletrónic[oa]|eletrônic[oa])`,
    pl: String.raw`stabilizac\p{L}*\s+obrazu|(?:optyczn|cyfrow|elektroniczn)\p{L}*\s+stabilizac\p{L}*`,
    sv: String.raw`bildstabilis\p{L}*|(?:optisk|digital|elektronisk)\s+stabilisering`,
  }),
  // A scanner's colour, which models add to a printer whose data says it scans in none ("color_scanning": false).
  ...feature("colour scanning", {
    en: String.raw`colou?r[\s-]scann\p{L}*|(?:scans?|scanning|scanner|captures?|digiti[sz]es?)\s+(?:[\p{L}-]+\s+){0,3}in (?:full |vivid )?colou?r`,
    de: String.raw`Farbscan\p{L}*|(?:scannt|erfasst|digitalisiert|Scanner)\s+(?:\p{L}+\s+){0,3}in (?:voller |satter )?Farbe`,
    fr: String.raw`numérisation (?:en )?couleurs?|(?:numéris\p{L}*|scann\p{L}*)\s+(?:[\p{L}'’]+\s+){0,3}en (?:pleine )?couleurs?`,
    es: String.raw`escane(?:o|ado) (?:en )?color|escane\p{L}*\s+(?:\p{L}+\s+){0,3}en color`,
    it: String.raw`scansion\p{L}* (?:a )?colori|scansion\p{L}*\s+(?:\p{L}+\s+){0,3}a colori`,
    nl: String.raw`kleurenscan\p{L}*|scan\p{L}*\s+(?:\p{L}+\s+){0,3}in kleur`,
    pt: String.raw`digitaliza\p{L}* (?:a |em )?cores?|digitaliz\p{L}*\s+(?:\p{L}+\s+){0,3}(?:a |em )cores?`,
    pl: String.raw`skanowani\p{L}* (?:w )?kolorze|skan\p{L}*\s+(?:\p{L}+\s+){0,3}w kolorze`,
    sv: String.raw`färgskann\p{L}*|skann\p{L}*\s+(?:\p{L}+\s+){0,3}i färg`,
  }),
  ...feature("disc brakes", {
    en: "disc brakes?",
    de: String.raw`Scheibenbremse\p{L}*`,
    fr: "freins? à disques?",
    es: "frenos? de disco",
    it: "freni a disco|freno a disco",
    nl: String.raw`schijfrem\p{L}*`,
    pt: "travões de disco|freios? a disco",
    pl: String.raw`hamul\p{L}* tarczow\p{L}*`,
    sv: String.raw`skivbroms\p{L}*`,
  }),
];

/**
 * Superlatives and rankings a text presents as the shop's own ("the most comfortable", "best-selling", "unser
 * bequemster", "le plus vendu", "najlepszy"): words ending in -est/-ste after an article or a possessive, and the
 * fixed phrases of each language.
 */
export const SUPERLATIVES: Words = {
  en: String.raw`(?:the|our|its|their|your)\s+(?:very\s+)?(?:most|best|finest|greatest|\p{L}{2,}(?:est))\b(?<!\b(?:the|our|its|their|your)\s+(?:interest|forest|west|test|rest|chest|vest|nest|guest|quest|request|harvest|honest|modest|contest|protest|digest|manifest|crest|zest|pest|conquest|bequest|tempest|priest|latest|suggest|invest|arrest|earnest|midwest|southwest|northwest|everest|biggest fans?))|world['’]s\s+(?:very\s+)?(?:first|most\s+\p{L}+|best|\p{L}{2,}est)\b|(?<![\p{L}'’])(?!(?:it|that|what|there|here|he|she|who|let|one)['’]s)\p{L}[\p{L}.&-]*(?:['’]s|s['’])\s+(?:very\s+)?(?:most\s+\p{L}+|best|finest|greatest|(?:thinn|light|small|fast|quiet|bright|strong|larg|bigg|slimm|high|tough|sharp|cheap|long|low)est)\b|best-?(?:loved|rated|in-class|fitting|kept)|top-?rated|(?:industry|market|class|world)-?leading|world-?class|unbeatable|unmatched|unrivall?ed|unsurpassed|second to none|like no other|number one|no\.\s?1\b|#1\b|award-?winning|ever (?:made|built|sold)|of all time|(?:the\s+)?first\s+(?!steps?\b|choice\b|time\b)(?:[\p{L}-]+\s+){0,4}in the world(?!\s+(?:of|der|des|de|du|della|dos|das|del|van|för)(?!\p{L}))|world-?first|a world first`,
  de: String.raw`(?:der|die|das|den|dem|des|unser\p{L}*|ihr\p{L}*|sein\p{L}*)\s+(?:(?:welt|europa|deutschland|bundes)weit\s+)?(?:\p{Ll}+-)?(?:\p{Ll}{2,}(?:ste|sten|ster|stes|stem))\b(?<!ss(?:te|ten|ter|tes|tem))(?<!\b(?:erste|ersten|erster|erstes|letzte|letzten|letzter|letztes|nächste|nächsten|nächster|nächstes|meisten|Weste|Liste|Kiste|Küste|feste|beiste|selbste)\b)|bestbewertet\p{L}*|branchenführend\p{L}*|marktführend\p{L}*|unübertroffen\p{L}*|unschlagbar\p{L}*|unvergleichlich\p{L}*|Nummer\s+(?:eins|1)|Nr\.\s?1\b|preisgekrönt\p{L}*|(?:[Ww]elt|[Ee]uropa)weit\s+(?:(?:der|die|das)\s+)?erste\p{L}*|(?:(?:[Dd]er|[Dd]ie|[Dd]as)\s+)?[Ee]rste\p{L}*\s+(?!Schritt|Wahl|Mal)(?:[\p{L}-]+\s+){0,4}(?:der|auf der)\s+Welt(?!\s+(?:of|der|des|de|du|della|dos|das|del|van|för)(?!\p{L}))|Weltneuheit|Weltpremiere`,
  fr: String.raw`(?:le|la|les|l['’])\s*(?:plus|moins)\s+\p{L}+|(?:le|la|les|l['’]|notre|nos|son|sa|ses|leur|leurs)\s*meilleur\p{L}*|(?:le|la|les)\s+mieux\s+\p{L}+|incomparable\p{L}*|inégalé\p{L}*|imbattable\p{L}*|sans égal|leader du marché|numéro\s+(?:un|1)|n°\s?1\b|primé\p{L}*|(?:(?:le|la|l['’])\s*)?(?:tout\s+)?[Pp]remi(?:er|ère)\s+(?!pas\b|contact\b|choix\b|fois\b)(?:[\p{L}-]+\s+){0,4}(?:au|du)\s+monde(?!\s+(?:of|der|des|de|du|della|dos|das|del|van|för)(?!\p{L}))|premi(?:er|ère)\s+mondial\p{L}*|une\s+première\s+mondiale`,
  es: String.raw`(?:el|la|los|las|nuestr[oa]s?)\s+(?:\p{L}+\s+)?(?:más|mejor(?:es)?)\s+\p{L}+|inigualable\p{L}*|insuperable\p{L}*|número uno|(?:(?:el|la)\s+)?[Pp]rimer[oa]?\s+(?!paso\b|contacto\b|vez\b)(?:\p{L}+\s+){0,4}(?:del|en el)\s+mundo(?!\s+(?:of|der|des|de|du|della|dos|das|del|van|för)(?!\p{L}))|primicia mundial`,
  it: String.raw`(?:il|la|lo|i|gli|le|l['’]|nostr[oaie])\s+(?:\p{L}+\s+)?(?:più|migliore|migliori)\s+\p{L}+|imbattibil\p{L}*|ineguagliabil\p{L}*|numero uno|(?:(?:il|la)\s+)?[Pp]rim[oa]\s+(?!passo\b|contatto\b|volta\b)(?:\p{L}+\s+){0,4}(?:al|del|nel)\s+mondo(?!\s+(?:of|der|des|de|du|della|dos|das|del|van|för)(?!\p{L}))|prima mondiale`,
  nl: String.raw`(?:de|het|onze?)\s+(?:\p{L}+\s+)?(?:beste|meest\s+\p{L}+|(?!ge)\p{Ll}{3,}ste)\b|ongeëvenaard\p{L}*|onverslaanbaar\p{L}*|nummer één|(?:['’]s\s+)?[Ww]erelds\s+eerste|(?:de|het)\s+eerste\s+(?:\p{L}+\s+){0,4}ter wereld|wereldprimeur`,
  pt: String.raw`(?:o|a|os|as|noss[oa]s?)\s+(?:\p{L}+\s+)?(?:mais|melhor(?:es)?)\s+\p{L}+|imbatíve\p{L}*|incomparáve\p{L}*|número um|(?:(?:o|a)\s+)?[Pp]rimeir[oa]\s+(?!passo\b|contato\b|contacto\b|vez\b)(?:\p{L}+\s+){0,4}(?:do|no)\s+mundo(?!\s+(?:of|der|des|de|du|della|dos|das|del|van|för)(?!\p{L}))`,
  pl: String.raw`naj\p{L}{3,}|bezkonkurencyjn\p{L}*|numer jeden|pierwsz\p{L}*\s+(?:\p{L}+\s+){0,4}na\s+świecie`,
  sv: String.raw`(?:den|det|de|vår|vårt|våra)\s+(?:\p{L}+\s+)?(?:bästa|mest\s+\p{L}+|\p{Ll}{3,}aste)\b|oslagbar\p{L}*|överlägsen|nummer ett|världens\s+första|(?:den|det)\s+första\s+(?:\p{L}+\s+){0,4}i världen`,
};

/** Words of a certification, a licence or an approval in words ("certified", "zugelassen", "homologué"). */
export const CERTIFIED: Words = {
  en: "certified|certification|approved|accredited|licensed|licence|license|endorsed|homologated|compliant|conforms? to|rating",
  de: String.raw`zertifiziert\p{L}*|Zertifizierung|zugelassen\p{L}*|lizenziert\p{L}*|Lizenz|geprüft\p{L}*|-Approved|approved|anerkannt\p{L}*|Gütesiegel|Siegel|konform\p{L}*`,
  fr: String.raw`certifié\p{L}*|certification|homologué\p{L}*|agréé\p{L}*|approuvé\p{L}*|licence|labellisé\p{L}*|label|conforme\p{L}*`,
  es: String.raw`certificad\p{L}*|homologad\p{L}*|aprobad\p{L}*|licencia\p{L}*`,
  it: String.raw`certificat\p{L}*|omologat\p{L}*|approvat\p{L}*|licenza`,
  nl: String.raw`gecertificeerd\p{L}*|goedgekeurd\p{L}*|gelicentieerd\p{L}*`,
  pt: String.raw`certificad\p{L}*|homologad\p{L}*|aprovad\p{L}*|licenciad\p{L}*`,
  pl: String.raw`certyfikowan\p{L}*|certyfikat\p{L}*|zatwierdzon\p{L}*|licencjonowan\p{L}*`,
  sv: String.raw`certifierad\p{L}*|godkänd\p{L}*|licensierad\p{L}*`,
};

/** What opens a list of what comes with the product ("comes with", "inklusive", "livré avec"). */
export const INCLUDED: Words = {
  // "Comes in" a box or a case only: "comes in blue" is a colour.
  // An option it "comes with" is a choice, not a thing in the box; "as a gift" is what a buyer picks it up as.
  en: String.raw`comes?(?: \p{L}+ly)?(?: (?:folded|wrapped|gift-wrapped|packed|boxed|packaged))? with(?! (?:an? |the )?(?:[\p{L}-]+ )?(?:options?|choices?)(?!\p{L}))|come in the box|in the box(?:,? (?:you(?:['’]ll| will)? (?:find|get|receive)|there (?:is|are)))?|includes?|including|included|supplied with|ships? with|shipped with|delivered with|arrives? (?:in|with)|bundled with|complete with|with a free|plus a free|free(?= (?:[\p{L}-]+ ){1,3}(?:with|on) (?:every|each|your|any|all) )|as a (?:free (?:gift|bonus)|bonus)|(?:plus|with|and) (?:an? )?(?:free )?bonus(?= [\p{L}\p{N}])|(?<![^\n])bonus(?= (?!(?:for|on|to|in|if|when|with|is|as|of)(?!\p{L}))[\p{L}\p{N}])|were also fitted|also fitted|(?<=(?:supplied|provided|packed|shipped|delivered)\s*,?\s+)along with|(?:comes?|packaged|packed|presented|supplied|delivered|ships?|shipped)(?: folded| wrapped| packed| boxed)? in(?= (?:an? |its own |its )?(?:\p{L}+ )?(?:gift|presentation|storage|carry|carrying|travel) (?:box|bag|case|tin|pouch)(?!\p{L}))`,
  // "liegt bei" at a clause's end only: "Das Gewicht liegt bei 900 g" is a value; "kommt mit … aus" is to make do with.
  de: String.raw`inklusive|inkl\.|mitgeliefert\p{L}*|(?:wir legen|legen wir|legt(?! Sie))(?: (?:Ihnen|dir|euch|gratis|kostenlos|noch|außerdem|zusätzlich|immer|auch))*(?=[^.;!?]*\sbei\s*(?:[.,;!]|$))|lieg(?:t|en) (?:(?:jedoch|aber|allerdings|trotzdem|bereits|direkt|gleich|auch|ebenfalls|immer|schon) )*bei(?=\s*(?:[.,;!]|$))|beigelegt\p{L}*|im Lieferumfang|Lieferumfang|beiliegend\p{L}*|geliefert mit|kommt mit(?!(?:\s+(?!und\s)[\p{L}\p{N}-]+){1,4}\s+aus\s*(?:[.,;:!?]|$))|als Extra|als Zugabe|als Bonus(?![\p{L}-])|gratis dazu|dazu gibt es|zusätzlich (?:ist|sind) \p{L}+ \p{L}+ verbaut|in (?:einer|einem|edler|edlen)(?= (?:\p{L}+ )?\p{L}*(?:box|schachtel|etui|beutel|verpackung)(?!\p{L}))|(?<=(?:mit|samt)\s+(?:[\p{L}-]+\s+){1,4})geliefert(?=\s*(?:[.,;!]|$))|Lieferung (?:mit|inklusive|samt)|Lieferung in(?= (?:\p{L}+ )?\p{L}*(?:box|schachtel|etui|beutel|verpackung)(?!\p{L}))`,
  // Information "fournie" (given) is no thing of the box: "la liste fournie est incomplète".
  fr: String.raw`livr\p{L}* (?:avec|dans)|livr\p{L}* (?:pliée?s?|emballée?s?|roulée?s?|(?:sur|sous|en) [\p{L}-]+) avec|(?<!(?:liste|informations?|données|indications?|descriptions?|précisions?|détails|photos?|images?)\s)fourni(?:e|s|es)?(?!\s+(?:par|en téléchargement|sous forme))|contenu (?:du carton|de la boîte|du colis|du coffret)|contenu\s*:(?=\s*(?:(?:une?|des|le|la|les)\s|l['’]))|inclus\p{L}*|compren\p{L}*|accompagné\p{L}*(?=\s+(?:de|des|du)\s|\s+d['’])|avec en prime|en bonus|offert\p{L}*|en cadeau`,
  es: String.raw`incluye\p{L}*|incluid\p{L}*|viene con|se entrega con|de regalo`,
  it: String.raw`include\p{L}*|inclus\p{L}*|fornit\p{L}* con|in omaggio|viene fornit\p{L}*`,
  nl: "inclusief|inbegrepen|geleverd met|wordt geleverd|cadeau",
  pt: String.raw`inclui\p{L}*|incluíd\p{L}*|vem com|fornecid\p{L}* com|de brinde`,
  pl: String.raw`w zestawie|zawiera|dołączon\p{L}*|w komplecie|gratis`,
  sv: "inklusive|ingår|levereras med|medföljer|på köpet",
};

/** A question about what comes in the box, whose answer names the things without the words ("Was liegt bei?"). */
export const BOX_QUESTION: Words = {
  en: "in the box|what(?:['’]s| is| comes) in the (?:package|pack|carton)|what(?:['’]s| is| comes| else is) included|what comes with|what do (?:i|you) get|(?:comes?|ships?|supplied|delivered) with (?:it|the)|accessories|(?:package|box|pack) contents|(?:box|package|pack|carton) contains?|does (?:the|it) (?:box|package|pack) (?:contain|include|hold)",
  de: String.raw`Lieferumfang\p{L}*|mitgeliefert\p{L}*|(?:liegt|liegen) bei|beiliegend\p{L}*|im (?:Karton|Paket|Set)|(?:im|in der|in dem) (?:Download|Paket|Karton|Set|Bundle|Kit|Packung|Box|Lieferung|Verpackung)\p{L}* enthalten|enthält (?:die|der|das) (?:Packung|Karton|Box|Verpackung|Lieferung|Paket)|Zubehör`,
  fr: String.raw`dans (?:la boîte|le carton|le coffret|le colis)|contien(?:t|nent) (?:la boîte|le carton|le coffret|le colis|l[’']emballage)|contenu (?:de la boîte|du coffret|du colis|du pack|de l[’']emballage)|livré\p{L}* avec|fourni(?:e|s|es)?|inclus\p{L}*|accessoires`,
  es: String.raw`en la caja|contenido de la caja|viene con|incluye\p{L}*|accesorios`,
  it: "nella confezione|contenuto della confezione|in dotazione|accessori",
  nl: "in de doos|inhoud van de doos|meegeleverd|accessoires",
  pt: "na caixa|conteúdo da (?:caixa|embalagem)|vem com|acessórios",
  pl: String.raw`w zestawie|w komplecie|zawartość (?:zestawu|opakowania)|akcesori\p{L}*`,
  sv: "medföljer|i förpackningen|förpackningens innehåll|tillbehör",
};

/** Words that say the things after them come in the box, to read an answer to a question about it as a list of them. */
export const BOX_LEAD: Words = {
  en: "Included:",
  de: "Inklusive:",
  fr: "Inclus :",
  es: "Incluye:",
  it: "Include:",
  nl: "Inclusief:",
  pt: "Inclui:",
  pl: "W zestawie:",
  sv: "Inklusive:",
};

/** What an answer about the box opens with before its things: "The box contains", "Die Packung enthält". */
export const BOX_HOLDS: Words = {
  en: String.raw`(?:the|each|every|one|a)\s+(?:box|pack|package|packet|set|carton|kit)\s+(?:contains|holds|has)`,
  de: String.raw`(?:die|jede|eine)\s+(?:Packung|Schachtel|Box|Verpackung|Lieferung)\s+(?:enthält|umfasst)`,
  fr: String.raw`(?:la|chaque|une|le)\s+(?:boîte|boite|pochette|paquet|emballage|coffret)\s+(?:contient|comprend|renferme)`,
};

/** What opens what the product fits or works with ("compatible with", "passt an", "compatible avec"). */
export const COMPATIBLE: Words = {
  en: String.raw`compatible with|compatibility with|works? (?:plug-and-play |(?:right |straight )?out of the box )?(?:with|on)|plug-and-play with|(?:sends?|transfers?) \p{L}+ (?:directly )?to your|fits?(?= (?:all|every|any|most|everyone|on|onto|over|into|in|under|with|your|the|a|an|\p{Lu}))|plays? on|suitable for (?:all|every|any|most)|for (?:all|any|every) (?:\p{L}+ )?(?:devices?|sizes|models)|connects? (?:to|with)|plugs? (?:straight |directly )?into|syncs? with|transfers? \p{L}+ (?:over|to)|mount(?:s|ed)? to|via (?:the )?\p{Lu}\p{L}+ app|with the (?:\p{Lu}\p{L}+ )+app|supports|imports? (?:\p{L}+ )?into|sticks? to|adheres? to|accommodates?|leaves? (?:space|room) for`,
  de: String.raw`kompatibel\p{L}*|pass(?:t|en) (?:auch |außerdem |ebenso )?jede[rsmn]?(?!\p{L})|(?:ebenso|sowie|auch|für) alle gängigen|pass(?:t|en)(?: (?!an |auf |für |in |über |zu )\p{L}+){0,4}? (?:an|auf|für|in|über|unter|zu allen|zu jede\p{L}*)|passend (?:auch )?für|geeignet für (?:alle|jede\p{L}*)|funktionier(?:t|en) (?:auch )?mit|läuft auf|laufen auf|abspielbar auf|Plug\s*&\s*Play|Plug-and-Play|an (?:jede|alle)\p{L}* \p{L}+ pass\p{L}*|an Ihr (?:Smartphone|Handy|Tablet)|für jede\p{L}* gängigen|verbindet sich mit|lässt sich mit|unterstützt|importieren in|haftet (?:auch )?(?:auf|an)`,
  fr: String.raw`compatible\p{L}*|s['’]adapte\p{L}* (?:à|sur)|convient à (?:tous|toutes)|fonctionne avec|se mont(?:e|ent) (?:aussi |également |facilement )?sur|vers (?:iPhone|Android|\p{Lu}\p{L}+)|se connect(?:e|ent) (?:aussi |également )?(?:à|au|aux)|se branch(?:e|ent) (?:directement )?(?:sur|à|au|aux|dans)|plug-and-play|lisible\p{L}* sur (?:tous|toutes)|prend en charge|accept(?:e|ent) (?:aussi |également )?(?:la plupart|tous|toutes)|s['’]importent (?:\p{L}+ )?dans|adhèrent? (?:aussi |également )?(?:sur|à|aux)`,
  es: String.raw`compatible\p{L}*|se adapta a|funciona con|válid\p{L}* para todos`,
  it: String.raw`compatibil\p{L}*|si adatta a|funziona con|adatt\p{L}* a tutt\p{L}*`,
  nl: String.raw`compatibel\p{L}*|past op|past in|werkt met|geschikt voor alle`,
  pt: String.raw`compatíve\p{L}*|adapta-se a|funciona com|serve em`,
  pl: String.raw`kompatybiln\p{L}*|pasuje do|działa z`,
  sv: String.raw`kompatibel\p{L}*|passar (?:till|alla)|fungerar med`,
};

/**
 * What says where a product is made ("made in", "hergestellt in", "fabriqué en", "Swiss-made"): the place named
 * after it is the claim.
 */
export const MADE_IN: Words = {
  en: String.raw`(?:made|manufactured|produced|crafted|handcrafted|hand-?made|hand-?\p{L}+ed|sewn|stitched|knit(?:ted)?|woven|tailored|assembled|built|designed|printed|dyed|tanned|welted|brewed|distilled|bottled|grown|harvested|roasted|forged|blown|milled|spun|engineered|sourced)(?:\s+(?:and|&)\s+\p{L}+)?(?:\s+(?:by hand|locally|entirely|exclusively|proudly))?\s+in|-made|-knit|-tailored|-crafted|-built|-woven`,
  de: String.raw`(?:hergestellt|gefertigt|produziert|hand(?:gefertigt|gemacht|gegossen|genäht|bemalt|gearbeitet|geknüpft|gewebt|gebunden|geblasen|verlesen|gepflückt)|gegossen|geblasen|gedruckt|gebacken|geerntet|genäht|gewebt|gestrickt|geschneidert|montiert|entworfen|entwickelt|gebraut|gebrannt|abgefüllt|angebaut|geröstet|geschmiedet|gegerbt|gefärbt)\p{L}*(?:\s+(?:wird|werden|wurde|wurden)(?:\s+(?:es|er|sie|(?:das|der|die)(?:\s+\p{L}+){1,2}))?)?(?:\s+(?:von Hand|in Handarbeit))?\s+in|Made in`,
  // "Produit" is a noun too ("ce produit en coton"): a participle only after its verb ("il est produit en Italie") or
  // opening a sentence ("Produit en Italie, il …", not "Produit en stock"). "Préparé" before where only ("préparée à
  // la ferme en Vendée", not "préparée à l'ancienne").
  fr: String.raw`(?:fabriqu|confectionn|tiss|cousu|conçu|assembl|tress|tricot|imprim|teint|tann|brass|distill|cultiv|torréfi|forg|façonn|coulé|soufflé|élabor|prépar(?=é\p{L}*(?:\s+à la ferme)?\s+en\s+(?!\d|quelques|un|une|deux|trois|moins|cuisine|famille|interne|atelier)\p{L})|produit(?=e)|(?<=(?:est|sont|été)\s+)produit|(?<=^\s*)produit(?!\s+en\s+(?:stock|promotion|promo|vrac|édition|série|solde|rupture|précommande|réassort)))\p{L}*(?:\s+(?:et|&)\s+\p{L}+)?(?:\s+(?:à la main|à la ferme|artisanalement|entièrement|localement|Goodyear))?\s+(?:en|au|aux|à(?!\s+(?:partir|base)))|Made in`,
  es: String.raw`(?:fabricad|hech|producid|confeccionad|tejid|cosid|elaborad)\p{L}*(?:\s+a mano)?\s+en|Made in`,
  it: String.raw`(?:fabbricat|prodott|realizzat|confezionat|tessut|cucit|lavorat)\p{L}*(?:\s+a mano)?\s+in|Made in`,
  nl: String.raw`(?:gemaakt|vervaardigd|geproduceerd|geweven|genaaid)(?:\s+met de hand)?\s+in|Made in`,
  pt: String.raw`(?:fabricad|feit|produzid|confeccionad|tecid|costurad)\p{L}*(?:\s+à mão)?\s+(?:em|no|na)|Made in`,
  pl: String.raw`(?:wyprodukowan|wykonan|uszyt|utkan)\p{L}*(?:\s+ręcznie)?\s+w|Made in`,
  sv: String.raw`(?:tillverkad|producerad|sydd|vävd|handgjord)\p{L}*\s+i|Made in`,
};

/**
 * German's place before the making: "in Deutschland entwickelt", "im Burgund hergestellt", "in der Schweiz gefertigt";
 * and its adjective before a making's noun: "aus italienischem Anbau".
 */
export const PLACE_BEFORE_MAKING =
  /(?<!\p{L})[Ii][nm]\s+(?:der\s+|den\s+|dem\s+)?\p{Lu}[\p{L}-]+\s+(?:hergestellt|gefertigt|produziert|entwickelt|entworfen|gebraut|angebaut|genäht|montiert)|(?<!\p{L})aus\s+\p{Ll}+(?:e[mnrs]?)\s+(?:Anbau|Herstellung|Produktion|Fertigung|Zucht|Ernte|Landwirtschaft|Manufaktur)(?!\p{L})/u;

/**
 * Turns of phrase a superlative's words stand in without ranking the product ("looks its best", "am besten", "dans les
 * meilleures conditions"); a choice among a number of things ("picks the best of seven modes"); the limit of what it
 * supports ("der höchste unterstützte WLAN-Standard ist Wi-Fi 5").
 */
export const NO_RANKING: Words = {
  en: "the best of (?:\\d+|two|three|four|five|six|seven|eight|nine|ten|both)|the (?:highest|fastest|largest|latest|newest|maximum) supported|(?:at|look(?:s|ing)?|feel(?:s|ing)?|keep(?:s|ing)?|stay(?:s|ing)?|perform(?:s|ing)?) (?:its|their|your) best|(?:make|making|get|gets|getting) the most (?:out )?(?:of|from)|(?:get|gets|getting|bring|brings|bringing) the best out of|the (?:most|best) (?:out )?of (?:it|them|your)|the (?:simplest|easiest|quickest|best) (?:way|ways)|even the (?:smallest|tiniest|tightest|narrowest|slimmest)|best suits?|suits? (?:you )?best|(?:hand[- ]?|machine[- ]?|air[- ]?)?(?:washing|cleaning|drying|ironing)(?: [\\p{L}\\d°]+){0,4}? (?:is|remains|stays) (?:still )?the (?:safest|wisest|most prudent|gentlest|best) (?:choice|option|bet|approach|way)|(?:get|find|choose|pick|set) the best (?:angle|position|setting|view|shot|framing)s?|(?:in|under) the best (?:possible )?conditions",
  de: "unter (?:den )?besten Bedingungen|(?:den|die|das|der) (?:beste|besten) (?:von|aus|der|unter den) (?:\\d+|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn)|(?:der|die|das|den|dem) (?:höchste|schnellste|größte|neueste)[nrs]? unterstützte[nrs]?|am besten|aufs Beste|bestens|zum Besten|das Beste (?:aus|heraus)|selbst (?:in )?(?:die|der|das|den) (?:kleinsten?|engsten?|schmalsten?)|(?:die )?wichtigsten (?:Details|Merkmale|Fakten|Informationen|Infos|Eigenschaften|Daten|Punkte|Features|Funktionen)|(?:Ihr|Ihre|Ihren|Ihrem|Ihrer|dein\\p{L}*|euer\\p{L}*|eure\\p{L}*) liebste\\p{L}*|(?:Handwäsche|Wäsche|Waschen|Reinigung|Trocknen|Bügeln)(?: [\\p{L}\\d°]+){0,4}? (?:ist|bleibt) (?:immer )?(?:die|der|das) (?:sicherste|schonendste|beste)\\p{L}* (?:Wahl|Option|Methode|Weg)|(?:für|bei) (?:die|den) (?:Kleinsten|Jüngsten)|(?:finden|wählen|für|um) (?:Sie )?(?:den|die|das) beste[nr]? (?:Blickwinkel|Winkel|Position|Einstellung|Bildausschnitt)|(?:den|die|das) beste[nr]? (?:Blickwinkel|Winkel|Position|Einstellung|Bildausschnitt) (?:zu )?(?:finden|wählen|einstellen|erzielen|erhalten)",
  fr: String.raw`dans les meilleures conditions|(?:le|la) meilleur\p{L}* (?:des|parmi les) (?:\d+|deux|trois|quatre|cinq|six|sept|huit|dix)|(?:le|la|les) plus (?:élevée?s?|rapides?|récente?s?|grande?s?) (?:pris|prise|prises|supportée?s?) en charge|au mieux|de (?:son|leur|votre) mieux|le plus (?:souvent|possible|simplement|tôt)|(?:tire[rz]?|tirant|tirent|tirons) le meilleur(?: parti|(?= de | d['’]))|(?:s['’]accord|convien|correspond|s['’]adapt|va)\p{L}* le mieux|même (?:dans )?(?:la|le|les) plus (?:petite?s?|étroite?s?)|(?:lavage|nettoyage|séchage|repassage)(?: [\p{L}\d°'’]+){0,4}? (?:est|reste|demeure) (?:toujours )?(?:le choix|l['’]option|la solution|la méthode|l['’]approche) (?:le|la) plus (?:prudente?|sûre?|sage|douce)|(?:pour|aux|chez) les plus (?:jeunes|petits)|(?:la|le) plus (?:petite?|étroite?) des (?:poches|sacs|sacoches|trousses|valises|pochettes|tiroirs)|(?:obtenir|trouver|choisir|régler) (?:le|la) meilleur\p{L}* (?:angle|position|réglage|cadrage|point de vue)s?`,
  es: "lo mejor posible|lo antes posible|(?:sac(?:ar|a|as|an|ando)) el máximo partido",
  it: String.raw`al meglio|il prima possibile|(?:sfrutt\p{L}*) al massimo`,
  nl: "op (?:zijn|haar) best",
  pt: "o melhor possível",
  pl: "najlepiej|najczęściej",
  sv: "som bäst",
};

/**
 * A sentence saying the data does not give something ("Our catalogue does not list the lens type or UV rating",
 * "Angaben zu Glasart liegen nicht vor", "le fabricant ne précise pas la matière"): it claims nothing of what it names.
 */
export const NOT_GIVEN: Words = {
  en: "(?:does|do|did)(?: not|n['’]t) (?:list|state|specify|give|mention|say|name|include (?:any )?(?:information|details))|(?:lists|mentions|specifies) no|(?:is|are)(?: not|n['’]t) (?:listed|stated|specified|given|mentioned|known|available)|no (?:information|details|data) (?:on|about|is|are)|no (?:[a-z-]+ ){1,2}(?:information|details|data)|not (?:listed|specified|stated) (?:in|by)",
  de: String.raw`(?:liegen|liegt)(?: \p{L}+){0,4} nicht vor|(?:nennt|erwähnt|listet) keine|keine (?:\p{L}+)?(?:Angaben|Informationen|Daten|angaben|informationen|daten)|nicht angegeben|(?:wird|werden)(?: \p{L}+){0,3} nicht (?:genannt|angegeben|aufgeführt)|nennt(?: \p{L}+){0,4} nicht|ist nicht bekannt`,
  fr: "ne (?:précise|mentionne|indique|liste|donne|communique|cite)(?:nt)? pas|ne (?:précise|mentionne|indique|liste|cite)(?:nt)? aucune?|n['’](?:est|sont) pas (?:précisé|indiqué|mentionné|communiqué|connu)e?s?|aucune (?:information|indication|précision|donnée)|non (?:précisé|communiqué|indiqué)e?s?",
  es: "no (?:indica|especifica|menciona|detalla)n?|no se (?:indica|especifica|menciona)n?|no (?:consta|constan)|sin (?:datos|información) (?:sobre|de)",
  it: String.raw`non (?:indica|specifica|menziona|riporta)(?:no)?|non (?:è|sono) (?:indicat|specificat|riportat)\p{L}|nessuna (?:informazione|indicazione)`,
  nl: String.raw`(?:vermeldt?|noemt|geeft)(?: \p{L}+){0,4} (?:niet|geen)|(?:is|zijn) niet (?:vermeld|bekend|opgegeven)|geen (?:informatie|gegevens) (?:over|van)`,
  pt: String.raw`não (?:indica|especifica|menciona|refere)m?|não (?:é|são) (?:indicad|especificad|informad)\p{L}+|sem (?:dados|informação) (?:sobre|de)`,
  pl: "nie (?:podaje|podano|określa|określono|wymienia)|brak (?:danych|informacji)",
  sv: String.raw`(?:anger|nämner|uppger)(?: \p{L}+){0,4} inte|(?:anges|nämns|uppges) inte|ingen (?:information|uppgift) (?:om|på)`,
};

/**
 * A declaration's verb after what a text says is absent ("No allergens are declared", "keine Allergene angegeben",
 * "Aucun allergène n'est déclaré"): it says what the data declares, not that the product is free of it.
 */
export const DECLARED: Words = {
  en: "(?:(?:is|are|was|were|has been|have been) )?(?:declared|listed|stated|specified|indicated|mentioned|labell?ed)|(?:appears? |is (?:found |included )?)?in the (?:ingredients?(?: list)?|list of ingredients)",
  de: "(?:angegeben|deklariert|aufgeführt|ausgewiesen|genannt|gekennzeichnet|vermerkt)|(?:steht |ist )?in der Zutatenliste",
  fr: "(?:n['’](?:est|sont) )?(?:déclaré|indiqué|mentionné|précisé|signalé|listé|renseigné)e?s?|(?:ne figure |n['’]apparaît )?(?:dans la liste des ingrédients|parmi les ingrédients)",
  es: "(?:(?:está|están|ha sido|han sido) )?(?:declarad|indicad|mencionad|especificad)[oa]s?",
  it: "(?:(?:è|sono) )?(?:dichiarat|indicat|segnalat|riportat)[oaie]",
  nl: "(?:(?:is|zijn|wordt|worden) )?(?:vermeld|opgegeven|aangegeven|gedeclareerd)",
  pt: "(?:(?:é|são|está|estão) )?(?:declarad|indicad|mencionad)[oa]s?",
  pl: String.raw`(?:(?:został|zostały|jest|są) )?(?:zadeklarowan|podan|wskazan)\p{L}*`,
  sv: String.raw`(?:(?:är|har) )?(?:angiv|deklarer|uppgiv)\p{L}*`,
};

/** "One of the": a superlative it opens ranks the product only with a scope ("one of the lightest in its class"). */
export const ONE_OF: Words = {
  en: String.raw`(?:one|some) of\s*$|among\s*$`,
  de: String.raw`(?:eine[rsm]?|zu)\s*$`,
  fr: String.raw`(?:l['’]une?|parmi) (?:des|les)?\s*$|(?:l['’]une?) d\s*$`,
  es: String.raw`(?:uno|una) de\s*$`,
  it: String.raw`(?:uno|una) de\p{L}*\s*$`,
  nl: String.raw`(?:een|één) van\s*$`,
  pt: String.raw`(?:um|uma) d\p{L}*\s*$`,
  pl: String.raw`jeden z\s*$|jedna z\s*$`,
  sv: String.raw`(?:en|ett) av\s*$`,
};

/**
 * A superlative's meaning in the nine languages, so that a page may say in its language what the data's text ranks in
 * another ("den kleinsten Tonerpartikeln" of "the smallest toner particles"). "Best" is none: it ranks too much.
 */
export const SUPERLATIVE_MEANINGS: Words[] = [
  {
    en: String.raw`world['’ ]?s first|first (?:[\p{L}-]+ ){0,4}in the world|world-?first`,
    de: String.raw`weltweit (?:(?:der|die|das) )?erste\p{L}*|erste\p{L}* (?:[\p{L}-]+ ){0,4}der welt|weltneuheit|weltpremiere`,
    fr: String.raw`premi(?:er|ère) (?:[\p{L}-]+ ){0,4}(?:au|du) monde|premi(?:er|ère) mondial\p{L}*|première mondiale`,
    es: String.raw`primer[oa]? (?:\p{L}+ ){0,4}(?:del|en el) mundo|primicia mundial`,
    it: String.raw`prim[oa] (?:\p{L}+ ){0,4}(?:al|del|nel) mondo|prima mondiale`,
    nl: String.raw`werelds eerste|eerste (?:\p{L}+ ){0,4}ter wereld|wereldprimeur`,
    pt: String.raw`primeir[oa] (?:\p{L}+ ){0,4}(?:do|no) mundo`,
    pl: String.raw`pierwsz\p{L}* (?:\p{L}+ ){0,4}na świecie`,
    sv: String.raw`världens första|första (?:\p{L}+ ){0,4}i världen`,
  },
  {
    en: "smallest",
    de: String.raw`kleinste\p{L}?`,
    fr: String.raw`(?:le|la|les|l) plus petite?s?`,
    es: String.raw`(?:el|la|los|las|lo) (?:\p{L}+ )?más pequeñ[oa]s?`,
    it: String.raw`(?:il|la|lo|i|gli|le|l) (?:\p{L}+ )?più piccol[oaie]`,
    nl: "kleinste",
    pt: String.raw`(?:o|a|os|as) (?:\p{L}+ )?mais pequen[oa]s?`,
    pl: String.raw`najmniejsz\p{L}*`,
    sv: "minsta",
  },
  {
    en: "most compact",
    de: String.raw`kompakteste\p{L}?`,
    fr: String.raw`(?:le|la|les|l) plus compactes?`,
    es: String.raw`(?:el|la|los|las|lo) (?:\p{L}+ )?más compact[oa]s?`,
    it: String.raw`(?:il|la|lo|i|gli|le|l) (?:\p{L}+ )?più compatt[oaie]`,
    nl: "compactste|meest compacte",
    pt: String.raw`(?:o|a|os|as) (?:\p{L}+ )?mais compact[oa]s?`,
    pl: String.raw`najbardziej kompaktow\p{L}*|najmniejsz\p{L}*`,
    sv: "mest kompakta?|kompaktaste",
  },
  {
    en: "lightest",
    de: String.raw`leichteste\p{L}?`,
    fr: String.raw`(?:le|la|les|l) plus légère?s?`,
    es: String.raw`(?:el|la|los|las|lo) (?:\p{L}+ )?más liger[oa]s?`,
    it: String.raw`(?:il|la|lo|i|gli|le|l) (?:\p{L}+ )?più legger[oaie]`,
    nl: "lichtste",
    pt: String.raw`(?:o|a|os|as) (?:\p{L}+ )?mais lev[ea]s?`,
    pl: String.raw`najlżejsz\p{L}*`,
    sv: "lättaste",
  },
  {
    en: "thinnest|slimmest",
    de: String.raw`dünnste\p{L}?|schlankste\p{L}?`,
    fr: String.raw`(?:le|la|les|l) plus (?:fine?s?|minces?)`,
    es: String.raw`(?:el|la|los|las|lo) (?:\p{L}+ )?más (?:delgad[oa]s?|fin[oa]s?)`,
    it: String.raw`(?:il|la|lo|i|gli|le|l) (?:\p{L}+ )?più sottil[ei]`,
    nl: "dunste",
    pt: String.raw`(?:o|a|os|as) (?:\p{L}+ )?mais fin[oa]s?`,
    pl: String.raw`najcieńsz\p{L}*`,
    sv: "tunnaste",
  },
  {
    en: "fastest|quickest",
    de: String.raw`schnellste\p{L}?`,
    fr: String.raw`(?:le|la|les|l) plus rapides?`,
    es: String.raw`(?:el|la|los|las|lo) (?:\p{L}+ )?más rápid[oa]s?(?! posible)`,
    it: String.raw`(?:il|la|lo|i|gli|le|l) (?:\p{L}+ )?più veloc[ei](?! possibile)`,
    nl: "snelste",
    pt: String.raw`(?:o|a|os|as) (?:\p{L}+ )?mais rápid[oa]s?(?! possível)`,
    pl: String.raw`najszybsz\p{L}*`,
    sv: "snabbaste",
  },
  {
    en: "quietest",
    de: String.raw`leiseste\p{L}?`,
    fr: String.raw`(?:le|la|les|l) plus silencieu(?:x|ses?)`,
    es: String.raw`(?:el|la|los|las|lo) (?:\p{L}+ )?más silencios[oa]s?`,
    it: String.raw`(?:il|la|lo|i|gli|le|l) (?:\p{L}+ )?più silenzios[oaie]`,
    nl: "stilste",
    pt: String.raw`(?:o|a|os|as) (?:\p{L}+ )?mais silencios[oa]s?`,
    pl: String.raw`najcichsz\p{L}*`,
    sv: "tystaste",
  },
];

/** What a superlative ranks the product in: the market, a class, the shop's range, all time. */
export const RANKING_SCOPE: Words = {
  en: "ever|(?:on|in) the market|in (?:its|their|the|our|this) (?:class|range|category|shop|store|collection|segment|lineup|line-up)|we (?:sell|have|make|stock|offer)|of (?:the|this) (?:season|year)|in the world|of all time|available",
  de: String.raw`je|jemals|auf dem Markt|am Markt|seiner Klasse|(?:unseres|im) Sortiment\p{L}*|in unserem \p{L}+|der Saison|der Welt|aller Zeiten|für die Stadt|für den Alltag`,
  fr: String.raw`jamais|du marché|de (?:notre|sa|la) (?:\p{L}+\s+)?(?:gamme|catégorie|collection|sélection|boutique|saison|rayon)|de l['’]année|au monde|de tous les temps`,
  es: String.raw`del mercado|de su categoría|de nuestra \p{L}+|del mundo|jamás`,
  it: String.raw`del mercato|della sua categoria|della nostra \p{L}+|al mondo|mai`,
  nl: "op de markt|in zijn klasse|uit ons assortiment|ooit",
  pt: String.raw`do mercado|da sua categoria|da nossa \p{L}+|do mundo|jamais`,
  pl: "na rynku|w swojej klasie|w naszej ofercie|kiedykolwiek",
  sv: "på marknaden|i sin klass|i vårt sortiment|någonsin",
};

/** "Only" said of what a product fits ("compatible uniquement avec les roues 700c"): it narrows what the data names. */
export const ONLY: Words = {
  en: "only|exclusively|solely",
  de: "nur|ausschlie(?:ß|ss)lich",
  fr: "uniquement|exclusivement|seulement",
  es: "solo|sólo|únicamente|exclusivamente",
  it: "solo|soltanto|unicamente|esclusivamente",
  nl: "alleen|uitsluitend",
  pt: "apenas|somente|exclusivamente",
  pl: "tylko|wyłącznie",
  sv: "endast|enbart|uteslutande",
};
/** Words that make "fits" or "works with" a claim of compatibility: all, every, any ("fits every fork"). */
export const EVERY: Words = {
  en: "all|every|any|most|everyone|each|modern|standard",
  de: String.raw`alle\p{L}*|jede\p{L}*|sämtliche\p{L}*|gängige\p{L}*|moderne\p{L}*|meisten`,
  fr: "tous|toutes|tout|chaque|la plupart|n['’]importe quel(?:le)?s?|modernes?|standards?",
  es: "todos|todas|cualquier|cada",
  it: "tutti|tutte|qualsiasi|ogni",
  nl: "alle|elke|iedere",
  pt: "todos|todas|qualquer|cada",
  pl: String.raw`wszystki\p{L}*|każd\p{L}*`,
  sv: "alla|varje",
};
/** The quantifiers of EVERY that do not say all of a kind: "standard pedals", "moderne Geräte". */
export const NOT_ALL = /^(?:standard|modern|gängig)/iu;

/** What "fits" or "suits" in a sentence when it speaks of occasions and styles, not of other products. */
export const OCCASIONS: Words = {
  en: String.raw`occasions?|styles?|looks?|days?|outfits?|wardrobes?|moments?|seasons?|weather|events?|everyday|anything|everything|everyone(?=\s+(?:who|looking))|desks?|shelf|shelves|spaces?|rooms?|homes?|offices?|bags?|pockets?|hands?`,
  de: String.raw`Gelegenheit\p{L}*|Anl[äa]ss\p{L}*|Stil\p{L}*|Look\p{L}*|Tag\p{L}*|Outfit\p{L}*|Garderobe|Jahreszeit\p{L}*|Wetter|Alltag|Schreibtisch\p{L}*|Tasche\p{L}*|\p{L}*raum|\p{L}*räume|\p{L}*zimmer|Zuhause|Wohnung\p{L}*|Einrichtung\p{L}*|Büro\p{L}*|Hand`,
  fr: "occasions?|styles?|looks?|jours?|tenues?|garde-robe|moments?|saisons?|temps|quotidien|bureaux?|sacs?|poches?|pièces?|mains?",
  es: String.raw`ocasi\p{L}*|estilos?|días?|looks?`,
  it: String.raw`occasion\p{L}*|stil\p{L}*|giorn\p{L}*|look`,
  nl: String.raw`gelegenhe\p{L}*|stijl\p{L}*|dag\p{L}*|look\p{L}*`,
  pt: String.raw`ocasi\p{L}*|estilos?|dias?|looks?`,
  pl: String.raw`okazj\p{L}*|styl\p{L}*|dzie\p{L}*`,
  sv: String.raw`tillfäll\p{L}*|stil\p{L}*|dag\p{L}*`,
};

/** What says a product can be bought now, and what says it cannot: held to the data's availability. */
export const IN_STOCK: Words = {
  en: "in stock|ready to ship|ships (?:today|immediately)",
  de: "auf Lager|sofort lieferbar|sofort verfügbar|versandbereit|vorrätig",
  fr: String.raw`en stock|disponible immédiatement|expédié sous 24\s?h|prêt\p{L}* à être expédié\p{L}*`,
  es: "en stock|disponible de inmediato",
  it: "disponibile subito|in magazzino",
  nl: "op voorraad|direct leverbaar",
  pt: "em stock|em estoque|pronta entrega",
  pl: String.raw`w magazynie|dostępn\p{L}* od ręki`,
  sv: "i lager|finns i lager",
};
/**
 * What offers a product now ("available now for €899", "jetzt erhältlich"): a claim of stock only where the data says
 * whether it is in stock (a product set to launch later is "already available" to no one).
 */
export const AVAILABLE_NOW: Words = {
  en: "(?:already |now )?available (?:now|immediately|today)|already available",
  de: "(?:bereits|schon|ab sofort|jetzt) (?:erhältlich|lieferbar|verfügbar)",
  fr: String.raw`(?:déjà|dès maintenant|dès à présent) disponible|disponible dès (?:maintenant|aujourd['’]hui|à présent)`,
  es: "ya disponible|disponible (?:ya|ahora)",
  it: "già disponibile|disponibile (?:ora|adesso)",
  nl: "nu (?:al )?verkrijgbaar|nu beschikbaar",
  pt: "já disponível|disponível (?:já|agora)",
  pl: String.raw`już dostępn\p{L}*`,
  sv: "redan tillgänglig|finns nu",
};
/**
 * What says the shop has many in stock ("plenty in stock", "reichlich vorrätig", "plusieurs pièces en stock"), not what is
 * used in large quantities ("des œufs en grande quantité"): a promise no stock column keeps (its count changes by the
 * hour), held to the data's own words.
 */
export const PLENTY_IN_STOCK: Words = {
  en: "(?:plenty|lots|loads)(?: of (?:them|units|pairs|pieces))? (?:in stock|available)|(?:ample|large|plenty of|lots of|big) stock|well[- ]stocked|(?:several|multiple|enough) (?:units|pieces|items|pairs) (?:are )?(?:in stock|available)|available in (?:large|big) (?:quantities|numbers)",
  de: String.raw`reichlich (?:auf Lager|vorrätig|verfügbar|vorhanden)|(?:große\p{L}*|reichlich\p{L}*) (?:Lager)?bestand|gut gefüllte\p{L}* Lager|(?:ausreichend|genügend|mehrere) (?:Exemplare|Stück|Einheiten|Paare) (?:auf Lager|vorrätig)`,
  fr: "largement (?:en stock|disponible)|(?:grand|gros) stock|stock (?:important|conséquent|abondant)|plusieurs (?:pièces|exemplaires|unités|paires) (?:sont )?(?:disponibles )?en stock|disponibles? en grande quantité",
  es: "(?:amplio|gran) stock|stock (?:abundante|amplio)",
  it: "(?:ampia|grande) disponibilità|(?:ampio|grande) stock",
  nl: "(?:ruim|ruime) (?:op voorraad|voorraad)|grote voorraad",
  pt: "(?:amplo|grande) stock|(?:amplo|grande) estoque",
  pl: "(?:duży|szeroki) zapas",
  sv: "(?:gott om|många) i lager|stort lager",
};
/** Orders taken for what is out of stock: held to the data where its shop's columns refuse them ("Backorders allowed?": 0). */
export const BACKORDERS: Words = {
  en: String.raw`back-?order\p{L}*|(?<=order\p{L}* (?:it )?)even (?:when|if) (?:it(?:['’]s| is) )?(?:out of stock|sold out)`,
  // Not a spare part's "für Nachbestellungen", "zum Nachbestellen", "Ersatzschlüssel nachbestellen" (a key reordered).
  de: String.raw`(?<!(?:für|zum|zur) )(?<!Ersatz\p{L}*\s(?:\p{L}+\s){0,2})(?:nach|vor|Rückstands)bestell\p{L}*|Rückstand`,
  fr: String.raw`réassort|réapprovisionnement|précommand\p{L}*|commandes? en attente(?: de réapprovisionnement)?|même en cas de rupture(?: de stock)?|même (?:s['’]il|si elle) est (?:épuisé|en rupture)\p{L}*`,
  es: String.raw`pedidos? pendientes?|reserv(?:ar|a)\p{L}* (?:aunque|si) (?:está|esté) agotad\p{L}*`,
  it: String.raw`preordin\p{L}*|ordin\p{L}* arretrat\p{L}*`,
  nl: String.raw`nabestel\p{L}*|backorder\p{L}*`,
  pt: String.raw`encomendas? pendentes?|pré-encomend\p{L}*`,
  pl: String.raw`zamówieni\p{L}* oczekując\p{L}*|przedsprzedaż\p{L}*`,
  sv: String.raw`restorder\p{L}*|förbeställ\p{L}*`,
};
/** What says the product is sold at a sale price ("on sale", "im Angebot", "en promotion"). */
export const ON_SALE: Words = {
  en: "on sale|on special offer|marked down|discounted|reduced (?:price|from)|(?:now|currently) reduced|sale price",
  de: "im Angebot|Sonderangebot|Sonderpreis|im Sale|preisreduziert|rabattiert|(?:jetzt|aktuell|derzeit|gerade) reduziert|reduziert (?:von|auf|erhältlich|statt)|(?<=(?:jetzt|aktuell|derzeit|gerade|momentan|zurzeit)\\s+(?:[\\p{L}-]+\\s+){0,4})reduziert(?=\\s*(?:[.,;!?–—]|$))",
  fr: "en promotion|en promo|en solde|soldée?s?|prix réduit|prix barré|prix promotionnel|remisée?s?",
  es: String.raw`en oferta|en promoción|rebajad\p{L}*|precio rebajado`,
  it: String.raw`in offerta|in promozione|in saldo|scontat\p{L}*`,
  nl: "in de aanbieding|afgeprijsd|in de uitverkoop",
  pt: "em promoção|em oferta|com desconto",
  pl: String.raw`w promocji|przecenion\p{L}*|w obniżonej cenie`,
  sv: "på rea|nedsatt pris|på erbjudande|rabatterad",
};
/** What says the product is sold at its regular price, not a sale price ("at its regular price", "zum Normalpreis"). */
export const REGULAR_PRICE: Words = {
  en: "(?:offered|sold|available|priced|listed|selling|comes) at (?:its |the )?(?:regular|normal|full|standard) price|at full price",
  de: "(?:zum|zu (?:seinem|ihrem)) (?:regulären|normalen|vollen) Preis (?:erhältlich|angeboten|verkauft)|zum (?:Normal|Voll)preis (?:erhältlich|angeboten|verkauft)",
  fr: "(?:proposée?s?|vendue?s?|disponibles?|affichée?s?) (?:à|au) (?:son )?prix (?:normal|habituel|régulier|plein)|(?:au|à) plein tarif",
  es: "(?:ofrecid|vendid|disponible)\\p{L}* (?:a|al) (?:su )?precio (?:normal|habitual|regular)",
  it: "(?:offert|vendut|disponibil)\\p{L}* (?:a|al) (?:suo )?prezzo (?:pieno|normale|regolare)",
  nl: "(?:aangeboden|verkocht|verkrijgbaar) (?:tegen|voor) de (?:normale|reguliere|volle) prijs",
  pt: "(?:oferecid|vendid|disponíve)\\p{L}* (?:a|ao) (?:seu )?preço (?:normal|habitual|regular)",
  pl: "(?:oferowan|sprzedawan|dostępn)\\p{L}* w (?:regularnej|normalnej) cenie",
  sv: "(?:säljs|erbjuds|finns) (?:till|för) (?:ordinarie|fullt) pris",
};
/**
 * What a device of several in one does, by the stems the nine languages name each with: a printer's "4-in-1" is the
 * printing, copying, scanning and faxing its data names.
 */
export const DEVICE_FUNCTIONS = [
  /(?<!\p{L})(?:print|druck|impri|impre|stamp|afdruk|druk|utskri|skriv)/u,
  /(?<!\p{L})(?:copy|copie|copia|copi|cópia|kopi)/u,
  /(?<!\p{L})(?:scan|skan|numéris|digitali)/u,
  /(?<!\p{L})(?:fax|faks)/u,
];
/** A service, in the nine languages, alone or ending a compound ("Abholservice", "Kundendienst"): no thing of the box. */
export const SERVICE = /(?:service|dienst|servizio|servicio|serviço|usług\p{L}*|tjänst)(?:e|en|s|es|i|os|er)?(?!\p{L})/iu;
/** Words that sell a thing apart or leave it out of the box, in the data or in a text. */
export const SOLD_APART =
  "(?:sold|available|purchased) separately|not included|separat erhältlich|nicht im Lieferumfang|nicht enthalten|vendue?s? séparément|non incluse?s?|se vende por separado|venduto separatamente";
/** What says a shopper may review the product ("leave a review", "eine Bewertung schreiben", "laisser un avis"). */
export const LEAVE_REVIEW: Words = {
  en: "(?:leave|write|post|submit|add|share) (?:a |an |your (?:own )?)?(?:review|rating)s?|reviews (?:are )?(?:(?:currently|always|now) )?(?:open|enabled)",
  de: String.raw`(?:Bewertung|Rezension|Produktbewertung)(?:en)? (?:\p{L}+ )?(?:schreiben|abgeben|hinterlassen|verfassen)|Bewertungen (?:sind )?(?:(?:jederzeit|derzeit|aktuell|immer) )?(?:möglich|aktiviert|freigeschaltet)`,
  fr: "(?:laisser|rédiger|écrire|publier|donner|déposer|partager) (?:un |votre )?(?:avis|commentaire)|noter et commenter|commenter et noter|avis (?:clients? )?(?:sont(?:-ils)? )?(?:ouverts|activés)",
  es: "(?:dejar|escribir|publicar) (?:una |tu )?(?:reseña|opinión|valoración)",
  it: "(?:lasciare|scrivere) (?:una |la tua )?recensione",
  nl: "(?:een )?(?:review|beoordeling|recensie) (?:schrijven|achterlaten|plaatsen|geven)",
  pt: "(?:deixar|escrever|publicar) (?:uma |a sua )?(?:avaliação|opinião|comentário)",
  pl: "(?:wystawić|napisać|dodać|zostawić) (?:opinię|recenzję)",
  sv: "(?:lämna|skriva) (?:en )?(?:recension|omdöme)",
};
/** What says the product's reviews are closed ("reviews are disabled", "les avis clients sont désactivés"). */
export const REVIEWS_CLOSED: Words = {
  en: "reviews? (?:are |is )?(?:disabled|closed|turned off|switched off)",
  de: String.raw`Bewertungen (?:sind )?(?:\p{L}+ )?(?:deaktiviert|geschlossen|abgeschaltet)`,
  fr: "avis (?:clients? )?(?:sont )?(?:désactivés|fermés)",
  es: "(?:reseñas|opiniones|valoraciones) (?:están )?(?:desactivadas|cerradas)",
  it: "recensioni (?:sono )?(?:disattivate|chiuse)",
  nl: "(?:reviews|beoordelingen) (?:zijn )?(?:uitgeschakeld|gesloten)",
  pt: "(?:avaliações|comentários) (?:estão )?(?:desativad[oa]s|fechad[oa]s)",
  pl: "(?:opinie|recenzje) (?:są )?(?:wyłączone|zamknięte)",
  sv: "(?:recensioner|omdömen) (?:är )?(?:avstängda|stängda)",
};
/** What says a download may be made without limit ("as many times as you like", "beliebig oft", "autant de fois"). */
export const UNLIMITED_DOWNLOADS: Words = {
  en: "as (?:many times|often) as you (?:like|want|wish|need)|unlimited (?:downloads?|times|re-?downloads?)|downloads? (?:are|is) unlimited|no download limit|download (?:it )?(?:again )?(?:any ?time)",
  de: "beliebig (?:oft|viele Male)|unbegrenzt (?:oft|herunterladen|viele Downloads?)|unbegrenzte Downloads?|Downloads? (?:sind|ist) unbegrenzt|so oft (?:Sie|du) (?:möchten|wollen|willst|mögen)",
  fr: "autant de fois que (?:vous|tu)|téléchargements? (?:sont |est )?illimités?|sans limite de téléchargement",
  es: "tantas veces como (?:quieras|desees|quiera)|descargas ilimitadas",
  it: "tutte le volte che (?:vuoi|desideri)|download illimitati",
  nl: "zo vaak (?:als )?(?:je|u) (?:wilt|wil)|onbeperkt downloaden",
  pt: "quantas vezes (?:quiser|desejar)|downloads ilimitados",
  pl: "dowolną liczbę razy|bez limitu pobrań",
  sv: "(?:hur många gånger|så ofta) (?:du|ni) vill|obegränsade nedladdningar",
};
export const OUT_OF_STOCK: Words = {
  en: "out of stock|sold out|unavailable|back in stock soon|(?:until|once|when|as soon as) (?:(?:it|they) (?:is|are|comes?) |it['’]s |they['’]re )?back in stock",
  de: "ausverkauft|nicht (?:auf Lager|lieferbar|vorrätig)|vergriffen|(?:bald|(?:bis|sobald)(?: \\p{L}+){0,3}) wieder (?:auf Lager|verfügbar|lieferbar|vorrätig)",
  fr: String.raw`en rupture(?: de stock)?|épuisé\p{L}*|indisponible\p{L}*|(?:bientôt )?de retour en stock`,
  es: String.raw`agotad\p{L}*|sin stock`,
  it: String.raw`esaurit\p{L}*|non disponibile`,
  nl: "uitverkocht|niet op voorraad",
  pt: String.raw`esgotad\p{L}*|fora de stock`,
  pl: String.raw`wyprzedan\p{L}*|niedostępn\p{L}*`,
  sv: "slutsåld|slut i lager",
};

/** Words of a sentence about sizes: the letter sizes it names are held to the data ("available in S, M and L"). */
export const SIZES: Words = {
  en: "sizes?|available in",
  de: String.raw`Größe\p{L}*|erhältlich in`,
  fr: String.raw`tailles?|disponible\p{L}* (?:en|du|de)`,
  es: String.raw`tallas?|disponible\p{L}* en`,
  it: String.raw`tagli\p{L}*|disponibil\p{L}* in`,
  nl: "maten|maat|verkrijgbaar in",
  pt: String.raw`tamanhos?|disponíve\p{L}* em`,
  pl: String.raw`rozmiar\p{L}*|dostępn\p{L}* w`,
  sv: String.raw`storlek\p{L}*|finns i`,
};
/** Letter sizes, with the words a shop writes them in. */
export const LETTER_SIZES: Record<string, string[]> = {
  XXS: ["xxs", "2xs"],
  XS: ["xs", "extra small", "x-small"],
  S: ["s", "small", "klein", "petit"],
  M: ["m", "medium", "mittel", "moyen"],
  L: ["l", "large", "groß", "gross", "grand"],
  XL: ["xl", "extra large", "x-large"],
  XXL: ["xxl", "2xl", "xx-large"],
  XXXL: ["xxxl", "3xl"],
};

/** A warranty or a guarantee: it "comes with" a product without being in the box. */
export const WARRANTY: Words = {
  en: "warranty|guarantee",
  de: "Garantie|Gewährleistung",
  fr: "garantie",
  es: "garantía",
  it: "garanzia",
  nl: "garantie",
  pt: "garantia",
  pl: String.raw`gwarancj\p{L}*`,
  sv: "garanti",
};

/** Numbers a shop sells a product by ("packs of two", "lot de 2"), in words or digits; not an amount ("Packung mit 800 g"). */
const PACK_COUNT = String.raw`(?:\d+(?!\s*(?:g|kg|mg|ml|cl|l|oz|lb|lbs)(?!\p{L}))|two|three|four|five|six|eight|ten|twelve|zwei|drei|vier|sechs|zehn|deux|trois|quatre|six|dix|douze|dos|tres|cuatro|seis|due|tre|quattro|sei|twee|drie|vier|zes|duas|dwa|trzy|cztery|två|tre|fyra|sex)`;
/**
 * A product sold several to a pack ("a twin pack", "im Doppelpack", "vendu par lot de 2"): a count of what the buyer
 * gets, held to a data that sells it so.
 */
export const PACKS: Words = {
  en: String.raw`twin[- ]?pack|double[- ]pack|multi-?pack|value pack|(?:packs?|sets?|bundles?|cases?) of ${PACK_COUNT}|\d+[- ]pack`,
  de: String.raw`Doppelpack\p{L}*|Vorteilspack\p{L}*|Sparpack\p{L}*|Multipack\p{L}*|\d+er[- ]?Pack\p{L}*|(?:Zweier|Dreier|Vierer|Fünfer|Sechser|Achter|Zehner|Zwölfer)[- ]?[Pp]ack\p{L}*|(?:Pack|Packung|Set)(?:s|en)? (?:mit|zu) ${PACK_COUNT}`,
  fr: `lots? de ${PACK_COUNT}|packs? de ${PACK_COUNT}|double pack|multipack`,
  es: `(?:pack|lote|paquete)s? de ${PACK_COUNT}|multipack`,
  it: String.raw`(?:confezion\p{L}*|pacc\p{L}*|set) da ${PACK_COUNT}|multipack`,
  nl: String.raw`\d+-?pack|voordeelverpakking|duopa\p{L}*|multipa\p{L}*`,
  pt: String.raw`(?:pack|embalage\p{L}*|conjunto)s? de ${PACK_COUNT}|multipack`,
  pl: String.raw`zestaw\p{L}* ${PACK_COUNT}|dwupak\p{L}*|multipak\p{L}*`,
  sv: String.raw`\d+-pack|flerpack|dubbelpack|multipack`,
};

/**
 * A limit of one to an order ("one per order", "nur ein Stück pro Bestellung"): the data must sell it individually.
 * The words that set the limit ("limited to", "auf", "limité à") are the claim's, so that a negation before them denies
 * it; "more than one per order" sets none.
 */
export const ONE_PER_ORDER: Words = {
  en: "(?:(?:limited|restricted) to |(?:a )?limit of )?(?<!than )(?:one|1) (?:item |unit |piece )?per (?:order|customer|purchase)",
  de: String.raw`(?:auf )?(?<!als )(?:ein|1) (?:Stück|Artikel|Exemplar) (?:pro|je) (?:Bestellung|Kunde|Kauf)|(?:pro|je) (?:Bestellung|Kunde|Kauf) (?:\p{L}+ )?nur (?:ein|1) (?:Stück|Artikel|Exemplar)`,
  fr: String.raw`(?:limité\p{L}* à )?(?:une?|1) (?:seule? )?(?:exemplaire|article|produit|unité|pièce) par (?:commande|client)`,
  es: "(?:una|un|1) (?:unidad|artículo) por (?:pedido|cliente)",
  it: "(?:un|uno|1) (?:pezzo|articolo) per (?:ordine|cliente)",
  nl: "(?:één|1) (?:stuk|artikel|exemplaar) per (?:bestelling|klant)",
  pt: "(?:uma|um|1) (?:unidade|artigo) por (?:encomenda|pedido|cliente)",
  pl: String.raw`(?:jedn\p{L}*|1) (?:sztuk\p{L}*|produkt) na (?:zamówienie|klienta)`,
  sv: "(?:en|ett|1) (?:st|artikel|exemplar) per (?:beställning|kund|order)",
};

/**
 * What a free-from claim is about ("without palm oil", "ohne Konservierungsstoffe", "sans parabènes"), a closed list:
 * each is a claim the data must make (EU Regulation 1169/2011, art. 36, and 1924/2006 for "no added sugars" and
 * "without added salt"), never "without" before anything ("sans fil", "ohne Werkzeug"). `words` names it after the
 * language's "without" (Polish in the genitive) and before its "-free" (German, Dutch and Swedish run them together:
 * "palmölfrei", "palmolievrij", "palmoljefri"); `present`, in any language, names it in an ingredient statement, the
 * allergens or the traces, where the data says the opposite; `allergens`, Open Food Facts' tags of it.
 */
export interface FreeFrom {
  concept: string;
  words: Words;
  present?: string;
  allergens?: string[];
  /** A class of food additives: none counted (OFF's `additives_n`: 0, grounding/support.ts) is none of it. */
  additive?: true;
}

export const FREE_FROM: FreeFrom[] = [
  {
    concept: "palm oil",
    words: {
      en: "palm[- ](?:oil|fat|kernel oil)",
      de: String.raw`Palm(?:öl|fett|kernöl)\p{L}*`,
      fr: "(?:huile|graisse)s? de palme",
      es: "(?:aceite|grasa) de palma",
      it: "(?:olio|grasso) di palma",
      nl: "palm(?:olie|vet)",
      pt: "(?:óleo|gordura) de palma",
      pl: String.raw`olej\p{L}* palmow\p{L}*|tłuszcz\p{L}* palmow\p{L}*`,
      sv: "palm(?:olja|oljan|fett)",
    },
    present: String.raw`palm\p{L}*|palme`,
  },
  {
    concept: "preservatives",
    additive: true,
    words: {
      en: "preservatives?",
      de: String.raw`Konservierungs(?:stoff|mittel)\p{L}*`,
      fr: "conservateurs?",
      es: "conservantes?|conservadores",
      it: "conservanti|conservante",
      nl: String.raw`conserveermiddel\p{L}*|conserveringsmiddel\p{L}*`,
      pt: "conservantes?",
      pl: String.raw`konserwant\p{L}*`,
      sv: String.raw`konserveringsmedel\p{L}*`,
    },
    present: String.raw`preservatives?|conservateurs?|Konservierungsstoff\p{L}*|conservant\p{L}*|konserwant\p{L}*|conserveermiddel\p{L}*|\p{L}*(?:sorbate|benzoate|nitrite)s?`,
  },
  {
    concept: "additives",
    additive: true,
    words: {
      en: "additives?",
      de: String.raw`Zusatzstoff\p{L}*|Zusätze`,
      fr: "additifs?",
      es: "aditivos?",
      it: "additivi|additivo",
      nl: "toevoegingen|additieven",
      pt: "aditivos?",
      pl: "dodatk(?:ów|i)|substancji dodatkowych",
      sv: "tillsatser|tillsatsämnen",
    },
    present: String.raw`E ?\d{3}[a-z]?|additives?|additifs?|Zusatzstoff\p{L}*`,
  },
  {
    concept: "colourings",
    additive: true,
    words: {
      // "No colour transfer" is a fabric's: a colour is an additive's where the words say so.
      en: String.raw`colou?rings?|(?<=(?:artificial|added)\s)colou?rs?`,
      de: String.raw`Farbstoff\p{L}*`,
      fr: "colorants?",
      es: "colorantes?",
      it: "coloranti|colorante",
      nl: String.raw`kleurstof\p{L}*`,
      pt: "corantes?",
      pl: String.raw`barwnik\p{L}*`,
      sv: String.raw`färgämne\p{L}*|färgämnen`,
    },
    present: String.raw`colou?r(?:ing)?s?|colorants?|Farbstoff\p{L}*|colorantes?|coloranti|kleurstof\p{L}*|corantes?|barwnik\p{L}*|färgämne\p{L}*|E ?1\d{2}[a-z]?`,
  },
  {
    concept: "flavourings",
    words: {
      en: String.raw`flavou?rings?|(?<=(?:artificial|added)\s)flavou?rs?`,
      de: String.raw`Aroma(?:stoff\p{L}*|en|s)?`,
      fr: "arômes?|aromes?",
      es: "aromas?|saborizantes",
      it: "aromi|aroma",
      nl: String.raw`aroma(?:'s|stoffen)?|smaakstof\p{L}*`,
      pt: "aromas?|aromatizantes",
      pl: String.raw`aromat\p{L}*`,
      sv: "arom(?:er|ämnen)?|smakämnen",
    },
    present: String.raw`flavou?r(?:ing)?s?|arômes?|aromes?|Aroma\p{L}*|aromi|aromat\p{L}*|smaakstof\p{L}*`,
  },
  {
    concept: "flavour enhancers",
    additive: true,
    words: {
      en: "flavou?r[- ]enhancers?|MSG|(?:mono)?sodium glutamate",
      de: String.raw`Geschmacksverstärker\p{L}*|Glutamat\p{L}*`,
      fr: "exhausteurs? de goût|glutamate",
      es: "potenciadores? del sabor|glutamato",
      it: String.raw`esaltator\p{L}* di sapidità|glutammato`,
      nl: String.raw`smaakversterker\p{L}*|glutamaat`,
      pt: "intensificadores? de sabor|realçadores? de sabor|glutamato",
      pl: String.raw`wzmacniacz\p{L}* smaku|glutaminian\p{L}*`,
      sv: "smakförstärkare|glutamat",
    },
    present: String.raw`flavou?r enhancers?|exhausteurs? de goût|Geschmacksverstärker\p{L}*|potenciador\p{L}* del sabor|esaltator\p{L}* di sapidità|smaakversterker\p{L}*|wzmacniacz\p{L}* smaku|smakförstärkare|glutamat\p{L}*|glutammato|E ?6[23]\d`,
  },
  {
    concept: "sweeteners",
    additive: true,
    words: {
      en: "(?:artificial )?sweeteners?",
      de: String.raw`Süßungsmittel\p{L}*|Süßstoff\p{L}*`,
      fr: "édulcorants?",
      es: "edulcorantes?",
      it: "edulcoranti|dolcificanti",
      nl: String.raw`zoetstof\p{L}*`,
      pt: "edulcorantes?|adoçantes?",
      pl: String.raw`substancj\p{L}* słodząc\p{L}*|słodzik\p{L}*`,
      sv: "sötningsmedel",
    },
    present: String.raw`sweeteners?|édulcorants?|Süßungsmittel|Süßstoff\p{L}*|edulcorant\p{L}*|dolcificant\p{L}*|zoetstof\p{L}*|aspartam\p{L}*|sucralose|acesulfam\p{L}*|saccharin\p{L}*|steviol\p{L}*|sorbitol|maltitol|xylitol|erythritol`,
  },
  {
    concept: "sugar",
    words: {
      en: "sugars?",
      de: "Zucker(?:zusatz)?|Zuckerzusätze",
      fr: "sucres?",
      es: "azúcar(?:es)?",
      it: "zuccheri|zucchero",
      nl: "suiker(?:s)?",
      pt: "açúcar(?:es)?",
      pl: "cukr(?:u|ów)",
      sv: "socker",
    },
    present: String.raw`sugars?|sucres?|Zucker|azúcar\p{L}*|zucchero|suiker|cukier|açúcar|socker|glucose|fructose|dextrose|saccharose|sucrose|sirop|syrup|sirup|miel|honey|Honig`,
  },
  {
    concept: "salt",
    words: {
      en: "salt",
      de: "Salz(?:zusatz)?",
      fr: "sel",
      es: "sal",
      it: "sale",
      nl: "zout",
      pt: "sal",
      pl: "soli",
      sv: "salt",
    },
    present: "salt|sel|Salz|sal|sale|zout|sól|soli",
  },
  {
    concept: "gluten",
    words: {
      en: "gluten",
      de: "Gluten",
      fr: "gluten",
      es: "gluten",
      it: "glutine",
      nl: "gluten",
      pt: "glúten",
      pl: "glutenu",
      sv: "gluten",
    },
    allergens: ["en:gluten"],
    present: String.raw`gluten|glutine|glúten|wheat|blé|ble|Weizen|trigo|frumento|grano|tarwe|pszen\p{L}*|vete|barley|orge|Gerste|cebada|orzo|gerst|rye|seigle|Roggen|spelt|épeautre|Dinkel|malt|Malz`,
  },
  {
    concept: "lactose",
    words: {
      en: "lactose|dairy|milk",
      de: "Laktose|Lactose|Milch(?:zucker)?",
      fr: "lactose|lait",
      es: "lactosa|leche",
      it: "lattosio|latte",
      nl: "lactose|melk",
      pt: "lactose|leite",
      pl: "laktozy|mleka",
      sv: "laktos|mjölk",
    },
    allergens: ["en:milk"],
    present: String.raw`lactose|lait|milk|Milch\p{L}*|leche|latte|melk|mle(?:ko|cz\p{L}*)|leite|mjölk|laktos\p{L}*|lactosérum|whey|Molke|fromage|cheese|Käse|butter|beurre`,
  },
  {
    concept: "allergens",
    words: {
      en: String.raw`(?:(?:major|main|common|known|the 14)\s+)?allergens?`,
      de: "(?:Haupt)?[Aa]llergen(?:e|en)?",
      fr: "allergènes?(?: majeurs?)?",
      es: "alérgenos?",
      it: "allergeni|allergene",
      nl: "allergenen|allergeen",
      pt: "alergénios|alérgenos",
      pl: "alergen(?:ów|y)",
      sv: "allergener|allergen",
    },
  },
  {
    concept: "eggs",
    words: {
      en: "eggs?",
      de: "Eiern?|Ei",
      fr: "œufs?|oeufs?",
      es: "huevos?",
      it: "uova|uovo",
      nl: "eieren|ei",
      pt: "ovos?",
      pl: "jaj(?:ek|a)",
      sv: "ägg",
    },
    allergens: ["en:eggs"],
    present: String.raw`eggs?|œufs?|oeufs?|Eier?|Eigelb|huevos?|uova|uovo|eieren|jaj\p{L}*|ovos?|ägg`,
  },
  {
    concept: "nuts",
    words: {
      en: "(?:pea)?nuts?",
      de: "(?:Erd)?(?:Nüsse|Nuss|Nüssen)",
      fr: "fruits à coque|noix|arachides?|cacahuètes?",
      es: "frutos secos|frutos de cáscara|nueces|cacahuetes",
      it: "frutta a guscio|noci|arachidi",
      nl: "noten|pinda's",
      pt: "frutos de casca rija|nozes|amendoins?",
      pl: "orzech(?:ów|ami)|orzeszków ziemnych",
      sv: "nötter|jordnötter",
    },
    allergens: ["en:nuts", "en:peanuts"],
    present: String.raw`(?:pea)?nuts?|noix|noisettes?|amandes?|arachides?|cacahuètes?|\p{L}*nüsse|\p{L}*nuss|Mandeln?|nueces|almendras?|avellanas?|noci|nocciole|mandorle|arachidi|noten|pinda\p{L}*|orzech\p{L}*|nozes|amêndoas|amendoim|nötter|mandlar`,
  },
  {
    concept: "soy",
    words: {
      en: "soy[a]?",
      de: "Soja",
      fr: "soja",
      es: "soja",
      it: "soia",
      nl: "soja",
      pt: "soja",
      pl: "soi",
      sv: "soja",
    },
    allergens: ["en:soybeans"],
    present: String.raw`soy\p{L}*|soja\p{L}*|soia|sója|soi`,
  },
  {
    concept: "mustard",
    words: {
      en: "mustard",
      de: "Senf",
      fr: "moutarde",
      es: "mostaza",
      it: "senape",
      nl: "mosterd",
      pt: "mostarda",
      pl: "gorczycy",
      sv: "senap",
    },
    allergens: ["en:mustard"],
    present: String.raw`mustard|Senf\p{L}*|moutarde|mostaza|senape|mosterd|mostarda|gorczyc\p{L}*|senap`,
  },
  {
    concept: "sesame",
    words: {
      en: "sesame",
      de: "Sesam",
      fr: "sésame",
      es: "sésamo",
      it: "sesamo",
      nl: "sesam",
      pt: "sésamo",
      pl: "sezamu",
      sv: "sesam",
    },
    allergens: ["en:sesame-seeds"],
    present: String.raw`sesame|Sesam\p{L}*|sésame|sésamo|sesamo|sezam\p{L}*`,
  },
  {
    concept: "celery",
    words: {
      en: "celery",
      de: "Sellerie",
      fr: "céleri",
      es: "apio",
      it: "sedano",
      nl: "selderij",
      pt: "aipo",
      pl: "selera",
      sv: "selleri",
    },
    allergens: ["en:celery"],
    present: String.raw`celery|Sellerie|céleri|celeri|apio|sedano|selderij|aipo|seler\p{L}*|selleri`,
  },
  {
    concept: "sulphites",
    additive: true,
    words: {
      en: "sul(?:ph|f)ites?|sul(?:ph|f)ur dioxide",
      de: "Sulfit(?:e|en|zusatz)?|Schwefel(?:dioxid)?",
      fr: "sulfites?(?: ajoutés?)?|anhydride sulfureux",
      es: "sulfitos?",
      it: "solfiti",
      nl: "sulfiet(?:en)?",
      pt: "sulfitos?",
      pl: "siarczyn(?:ów)?",
      sv: "sulfiter?",
    },
    allergens: ["en:sulphur-dioxide-and-sulphites"],
    present: String.raw`sul(?:ph|f)it\p{L}*|sul(?:ph|f)ur dioxide|dioxyde de soufre|anhydride sulfureux|Schwefel\p{L}*|solfit\p{L}*|siarczyn\p{L}*|E ?22[0-8]`,
  },
  {
    concept: "GMO",
    words: {
      en: "GMOs?|GM ingredients|genetically modified (?:ingredients|organisms)",
      de: String.raw`Gentechnik|GVO|gentechnisch veränderte\p{L}* \p{L}+`,
      fr: "OGM",
      es: "OGM|transgénicos",
      it: "OGM",
      nl: "GGO|genetische modificatie",
      pt: "OGM|transgénicos|transgênicos",
      pl: "GMO",
      sv: "GMO|genmodifierade \\p{L}+",
    },
  },
  {
    concept: "antibiotics",
    words: {
      en: "antibiotics?",
      de: String.raw`Antibiotika\p{L}*`,
      fr: "antibiotiques?",
      es: "antibióticos?",
      it: "antibiotici",
      nl: "antibiotica",
      pt: "antibióticos?",
      pl: "antybiotyk(?:ów)?",
      sv: "antibiotika",
    },
  },
  {
    concept: "hormones",
    words: {
      en: "(?:added )?hormones?",
      de: "Hormone?n?",
      fr: "hormones?",
      es: "hormonas?",
      it: "ormoni",
      nl: "hormonen",
      pt: "hormonas|hormônios",
      pl: "hormonów",
      sv: "hormoner",
    },
  },
  {
    concept: "parabens",
    words: {
      en: "parabens?",
      de: "Parabene?n?",
      fr: "parabènes?|parabens?",
      es: "parabenos?",
      it: "parabeni",
      nl: "parabenen",
      pt: "parabenos?",
      pl: "parabenów",
      sv: "parabener",
    },
    present: String.raw`\p{L}*paraben\p{L}*|\p{L}*parabène\p{L}*`,
  },
  {
    concept: "sulfates",
    words: {
      en: "sul(?:f|ph)ates?|SLS|SLES",
      de: "Sulfate?n?",
      fr: "sulfates?",
      es: "sulfatos?",
      it: "solfati",
      nl: "sulfaten",
      pt: "sulfatos?",
      pl: "siarczanów",
      sv: "sulfater",
    },
    present: String.raw`(?:laur|lauret|myret|coco)\p{L}* sul(?:f|ph)ate`,
  },
  {
    concept: "silicones",
    words: {
      en: "silicones?",
      de: "Silikone?n?",
      fr: "silicones?",
      es: "siliconas?",
      it: "siliconi",
      nl: "siliconen",
      pt: "silicones?",
      pl: "silikonów",
      sv: "silikoner",
    },
    present: String.raw`\p{L}*methicone|\p{L}*siloxane`,
  },
  {
    concept: "fragrance",
    words: {
      en: "fragrances?|perfumes?",
      de: String.raw`Duftstoff\p{L}*|Parfum|Parfüm`,
      fr: "parfums?",
      es: "perfumes?|fragancias?",
      it: "profumo|profumi|fragranze",
      nl: String.raw`parfum|geurstof\p{L}*`,
      pt: "perfumes?|fragrâncias?",
      pl: "substancji zapachowych|zapachu",
      sv: "parfym|doftämnen",
    },
    present: String.raw`parfum|fragrance|perfume|Duftstoff\p{L}*|profumo|parfym`,
  },
  {
    concept: "alcohol",
    words: {
      // "Non-alcoholic", as OFF's categories say it ("en:non-alcoholic-beverages").
      en: "alcohol(?:ic)?",
      de: "Alkohol",
      fr: "alcool",
      es: "alcohol",
      it: "alcol|alcool",
      nl: "alcohol",
      pt: "álcool",
      pl: "alkoholu",
      sv: "alkohol",
    },
  },
  {
    concept: "BPA",
    words: { en: "BPA|bisphenol[- ]A", de: "BPA|Bisphenol[- ]A", fr: "BPA|bisphénol[- ]A" },
  },
  { concept: "PVC", words: { en: "PVC", fr: "PVC", pl: "PCV|PVC" } },
  {
    concept: "phthalates",
    words: {
      en: "phthalates?",
      de: "Phthalate?n?",
      fr: "phtalates?",
      es: "ftalatos?",
      it: "ftalati",
      nl: "ftalaten",
      pt: "ftalatos?",
      pl: "ftalanów",
      sv: "ftalater",
    },
  },
  {
    concept: "nickel",
    words: {
      en: "nickel",
      de: "Nickel",
      fr: "nickel",
      es: "níquel",
      it: "nichel",
      nl: "nikkel",
      pt: "níquel",
      pl: "niklu",
      sv: "nickel",
    },
  },
  {
    concept: "latex",
    words: {
      en: "latex",
      de: "Latex",
      fr: "latex",
      es: "látex",
      it: "lattice|latex",
      nl: "latex",
      pt: "látex",
      pl: "lateksu",
      sv: "latex",
    },
  },
  // A laser printer's ozone: what it emits, not what it holds.
  {
    concept: "ozone",
    words: {
      en: "ozone(?: emissions?)?",
      de: String.raw`Ozon(?:emission\p{L}*|ausstoß)?`,
      fr: "(?:émissions? d['’])?ozone",
      es: "(?:emisiones de )?ozono",
      it: "(?:emissioni di )?ozono",
      nl: "(?:ozonuitstoot|ozon)",
      pt: "(?:emissões de )?ozono",
      pl: "(?:emisji )?ozonu",
      sv: "ozon",
    },
  },
  {
    concept: "mercury",
    words: {
      en: "mercury",
      de: "Quecksilber",
      fr: "mercure",
      es: "mercurio",
      it: "mercurio",
      nl: "kwik",
      pt: "mercúrio",
      pl: "rtęci",
      sv: "kvicksilver",
    },
  },
];

/**
 * What says a thing is left out, before the thing: "without", "free from", "no added", "ohne", "frei von", "sans",
 * "ne contient aucun", "sin", "senza", "zonder", "bez", "sem", "utan"; the qualifiers it may take ("artificial",
 * "zugesetzten", "ajout de") are in it.
 */
export const WITHOUT: Words = {
  en: String.raw`(?:without|free (?:from|of)|contains? no|does(?:n['’]t| not) contain|no|non|zero|not|instead of|rather than)(?:\s+(?:any|all|the|added|artificial|synthetic|chemical|declarable|major|common|traces? of))*`,
  de: String.raw`(?:ganz |völlig |komplett )?(?:ohne|frei von|kein\p{L}*|enthält kein\p{L}*|statt|anstatt)(?:\s+(?:jegliche\p{L}*|zugesetzt\p{L}*|zusätzlich\p{L}*|künstlich\p{L}*|synthetisch\p{L}*|deklarationspflichtig\p{L}*|kennzeichnungspflichtig\p{L}*|Zusatz von|Zugabe von|Spuren von))*`,
  fr: String.raw`(?:sans|exempte?s? d['’e]|(?:ne|n['’]) contien(?:t|nent) (?:pas|aucune?|ni)|aucune?|zéro|au lieu d['’e]|plutôt que d['’e]|et non d['’e])(?:\s*(?:aucune?|ajout d['’e]|adjonction d['’e]|traces? d['’e]|de|d['’]|l['’]|la|le|les|des))*`,
  es: String.raw`(?:sin|libres? de|no contiene|cero|en lugar de)(?:\s+(?:ningún|ninguna|añadir|adición de|agregad\p{L}*|artificiales))*`,
  it: String.raw`(?:senza|priv[oaie] di|liber[oaie] da|non contiene|zero|invece di|anziché)(?:\s+(?:aggiunta di|alcun\p{L}*))*`,
  nl: String.raw`(?:zonder|vrij van|bevat geen|geen|in plaats van)(?:\s+(?:toegevoegde?|kunstmatige?))*`,
  pt: String.raw`(?:sem|livres? de|isent[oa]s? de|não contém|zero|em vez de)(?:\s+(?:adição de|adicionad\p{L}*|nenhum\p{L}*|artificiais))*`,
  pl: String.raw`(?:bez|nie zawiera|woln\p{L}* od|zamiast)(?:\s+(?:dodatku|dodan\p{L}*|sztuczn\p{L}*))*`,
  sv: String.raw`(?:utan|fri från|fritt från|innehåller (?:ingen|inget|inga)|ingen|inga|istället för)(?:\s+(?:tillsatt\p{L}*|konstgjord\p{L}*))*`,
};
/** What says a thing is left out, after it as a clause of its own: "milk is not an ingredient", "Milch ist nicht enthalten". */
export const ABSENT: Words = {
  en: String.raw`\s+(?:is|are)\s+not\s+(?:present|an ingredient|used|added|contained)`,
  de: String.raw`\s+(?:ist|sind)\s+nicht\s+(?:enthalten|zugesetzt|verarbeitet)`,
  fr: String.raw`\s+n['’](?:est|sont)\s+pas\s+(?:présente?s?|utilisée?s?|ajoutée?s?)`,
};
/** What says a thing is left out, after it: "palm oil-free", "palmölfrei", "palmolievrij", "palmoljefri". */
export const FREE: Words = {
  en: "[- ]?free",
  de: String.raw`-?frei\p{L}*`,
  nl: String.raw`-?vrij\p{L}*`,
  sv: String.raw`-?fri\p{L}*`,
};

/**
 * Values of one property that exclude one another: a text naming one where the data names another of the property
 * and not it contradicts the data ("a V-neck" for "a T-shirt with a round neck", "CCD" for `sensor_type: cmos`,
 * "pigmented inks" for "dye-based inks"). Matched in the page's language and English in the text, in the data's, the
 * page's and English in the data; a pattern reads the data normalized too (hyphens as spaces, lower case).
 */
/** The seasons of a collection, in the nine languages. */
const SEASONS: Record<string, Words> = {
  spring: {
    en: "spring",
    de: "frühling|frühjahr",
    fr: "printemps",
    es: "primavera",
    it: "primavera",
    nl: "lente|voorjaar",
    pt: "primavera",
    pl: String.raw`wiosn\p{L}*`,
    sv: "vår(?:en)?",
  },
  summer: {
    en: "summer",
    de: "sommer",
    fr: "été|ete",
    es: "verano",
    it: "estate",
    nl: "zomer",
    pt: "verão|verao",
    pl: "lato|latem",
    sv: "sommar(?:en)?",
  },
  autumn: {
    en: "autumn|fall",
    de: "herbst",
    fr: "automne",
    es: "otoño",
    it: "autunno",
    nl: "herfst|najaar",
    pt: "outono",
    pl: String.raw`jesie[ńn]\p{L}*`,
    sv: "höst(?:en)?",
  },
  winter: {
    en: "winter",
    de: "winter",
    fr: "hiver",
    es: "invierno",
    it: "inverno",
    nl: "winter",
    pt: "inverno",
    pl: String.raw`zim\p{L}*`,
    sv: "vinter(?:n)?",
  },
};
/**
 * A season as a collection's, with its year ("Autumn 2017", "Automne-Hiver 2016", the data's "summer_2017"): a season
 * said of the weather ("for summer days") is none.
 */
const seasonOfCollection = (season: string): Words =>
  Object.fromEntries(
    Object.entries(SEASONS[season]!).map(([lang, words]) => {
      const any = Object.values(SEASONS)
        .map((other) => other[lang as keyof Words])
        .join("|");
      return [lang, String.raw`(?:${words})(?=(?:\s*[-/–&]\s*(?:${any}))*[\s_-]*(?:19|20)\d{2}(?!\d))`];
    }),
  );

export const EXCLUSIVE_VALUES: { property: string; values: Record<string, Words> }[] = [
  {
    property: "season",
    values: Object.fromEntries(Object.keys(SEASONS).map((season) => [season, seasonOfCollection(season)])),
  },
  {
    property: "sleeves",
    values: {
      short: {
        en: String.raw`short[\s-]?sleeved?s?`,
        de: String.raw`kurzarm\p{L}*|kurze\p{L}*\s+ärmel(?!los)\p{L}*`,
        fr: String.raw`manches?\s+courtes?`,
        es: String.raw`mangas?\s+cortas?`,
        it: String.raw`manic(?:a|he)\s+cort[ae]`,
        nl: String.raw`korte\s+mouw(?:en)?`,
        pt: String.raw`mangas?\s+curtas?`,
        pl: String.raw`krótki\p{L}*\s+rękaw\p{L}*`,
        sv: String.raw`kortärmad\p{L}*|korta\s+ärmar`,
      },
      long: {
        en: String.raw`long[\s-]?sleeved?s?`,
        de: String.raw`langarm\p{L}*|lange\p{L}*\s+ärmel(?!los)\p{L}*`,
        fr: String.raw`manches?\s+longues?`,
        es: String.raw`mangas?\s+largas?`,
        it: String.raw`manic(?:a|he)\s+lungh?[ae]`,
        nl: String.raw`lange\s+mouw(?:en)?`,
        pt: String.raw`mangas?\s+(?:compridas?|longas?)`,
        pl: String.raw`dług\p{L}*\s+rękaw\p{L}*`,
        sv: String.raw`långärmad\p{L}*|långa\s+ärmar`,
      },
      none: {
        en: "sleeveless",
        de: String.raw`ärmellos\p{L}*`,
        fr: String.raw`sans\s+manches?`,
        es: String.raw`sin\s+mangas?`,
        it: String.raw`senza\s+maniche`,
        nl: String.raw`mouwloos\p{L}*|zonder\s+mouwen`,
        pt: String.raw`sem\s+mangas?`,
        pl: String.raw`bez\s+rękawów`,
        sv: String.raw`ärmlös\p{L}*`,
      },
    },
  },
  {
    property: "neckline",
    values: {
      round: {
        en: String.raw`crew[\s-]?neck\p{L}*|round[\s-]?neck\p{L}*`,
        de: String.raw`rundhals\p{L}*|rund\p{L}*\s+(?:hals)?ausschnitt\p{L}*`,
        fr: String.raw`col\s+rond|encolure\s+ronde`,
        es: String.raw`cuello\s+(?:redondo|caja)`,
        it: String.raw`girocollo|collo\s+rotondo|scollo\s+rotondo`,
        nl: String.raw`ronde\s+hals`,
        pt: String.raw`gola\s+redonda|decote\s+redondo`,
        pl: String.raw`okrągł\p{L}*\s+dekolt\p{L}*|dekolt\p{L}*\s+okrągł\p{L}*`,
        sv: String.raw`rund\s+hals|rundhals\p{L}*`,
      },
      v: {
        en: String.raw`v[\s-]?neck\p{L}*`,
        de: String.raw`v[\s-]?ausschnitt\p{L}*`,
        fr: String.raw`(?:col|encolure)\s+(?:en\s+)?v`,
        es: String.raw`cuello\s+(?:en\s+|de\s+)?(?:v|pico)`,
        it: String.raw`(?:scollo|collo)\s+a\s+v`,
        nl: String.raw`v[\s-]?hals`,
        pt: String.raw`(?:decote|gola)\s+(?:em\s+)?v`,
        pl: String.raw`dekolt\p{L}*\s+w\s+serek`,
        sv: String.raw`v[\s-]?ringad\p{L}*|v[\s-]?hals`,
      },
      high: {
        en: String.raw`turtle[\s-]?neck\p{L}*|roll[\s-]?neck\p{L}*|polo[\s-]?neck\p{L}*|mock[\s-]?neck\p{L}*`,
        de: String.raw`rollkragen\p{L}*`,
        fr: String.raw`col\s+roulé`,
        es: String.raw`cuello\s+vuelto`,
        it: "dolcevita",
        nl: "rolkraag|coltrui",
        pt: String.raw`gola\s+rolê`,
        sv: "polokrage",
      },
    },
  },
  {
    property: "fit",
    values: {
      slim: {
        en: String.raw`slim[\s-]?fit\p{L}*|skinny[\s-]?fit|slim[\s-]cut|form[\s-]fitting|slim(?=\s+(?:t[\s-]?shirts?|shirts?|jeans|trousers|pants|dress|jackets?|chinos?))`,
        de: String.raw`schmal\s+geschnitten\p{L}*|tailliert\p{L}*|figurbetont\p{L}*`,
        fr: String.raw`coupe\s+(?:ajustée|slim|cintrée)|près\s+du\s+corps`,
        es: String.raw`corte\s+(?:slim|entallado|ajustado)|entallad\p{L}*`,
        it: String.raw`vestibilità\s+(?:slim|aderente)`,
        nl: String.raw`getailleerd\p{L}*|nauwsluitend\p{L}*`,
        pt: String.raw`corte\s+(?:slim|justo|ajustado)`,
        pl: String.raw`dopasowan\p{L}*\s+krój|krój\s+slim`,
        sv: String.raw`smal\s+passform|figursydd\p{L}*`,
      },
      regular: {
        en: String.raw`regular[\s-]?fit|classic[\s-]fit|straight[\s-]fit|standard[\s-]fit`,
        de: String.raw`normal\p{L}*\s+passform|gerade\s+geschnitten\p{L}*|klassisch\p{L}*\s+passform`,
        fr: String.raw`coupe\s+(?:droite|classique|regular|normale|standard)`,
        es: String.raw`corte\s+(?:regular|clásico|recto)`,
        it: String.raw`vestibilità\s+(?:regolare|classica|regular)`,
        nl: String.raw`normale\s+pasvorm|rechte\s+pasvorm`,
        pt: String.raw`corte\s+(?:regular|clássico|reto)`,
        pl: String.raw`klasyczn\p{L}*\s+krój|prost\p{L}*\s+krój`,
        sv: String.raw`normal\s+passform|rak\s+passform`,
      },
      loose: {
        en: String.raw`relaxed[\s-]fit|loose[\s-]?fit(?:ting)?|oversized?(?:[\s-]fit)?|boxy[\s-]fit`,
        de: String.raw`oversized?|weit\s+geschnitten\p{L}*|locker\s+geschnitten\p{L}*|locker\p{L}*\s+(?:passform|schnitt)`,
        fr: String.raw`coupe\s+(?:ample|décontractée|oversize|large|loose)|oversize`,
        es: String.raw`corte\s+(?:holgado|amplio|oversize)|holgad\p{L}*|oversize`,
        it: String.raw`vestibilità\s+(?:comoda|ampia|morbida|oversize)|oversize`,
        nl: String.raw`losse\s+pasvorm|ruim\s+vallend\p{L}*|oversized?`,
        pt: String.raw`corte\s+(?:largo|solto|oversize)|oversize`,
        pl: String.raw`luźn\p{L}*\s+krój|oversize`,
        sv: String.raw`ledig\s+passform|löst\s+sittande|oversize\p{L}*`,
      },
    },
  },
  {
    // Fish and seafood caught wild or farmed ("Penaeus vannamei élevées en Equateur" are no wild-caught shrimp).
    property: "catch",
    values: {
      wild: {
        en: String.raw`wild[\s-]caught|caught\s+in\s+the\s+wild|line[\s-]caught`,
        de: String.raw`Wildfang|wild\s?gefangen\p{L}*|aus\s+Wildfang`,
        fr: String.raw`sauvages?|pêch\p{L}*\s+en\s+mer|de\s+pêche`,
        es: String.raw`salvajes?|captura\s+salvaje`,
        it: String.raw`pescat\p{L}*\s+in\s+mare|selvaggi\p{L}*`,
        nl: String.raw`wild\s?gevangen`,
        pt: String.raw`selvage\p{L}*|capturad\p{L}*\s+no\s+mar`,
        pl: String.raw`dziko\s+żyjąc\p{L}*|z\s+połowu`,
        sv: String.raw`vildfångad\p{L}*`,
      },
      farmed: {
        en: String.raw`farmed|farm[\s-]raised|aquaculture`,
        de: String.raw`Aquakultur|gezüchtet\p{L}*|aus\s+Zucht`,
        fr: String.raw`élev\p{L}*\s+(?:en|au|aux|dans)|d['’]élevage|aquaculture`,
        es: String.raw`de\s+piscifactoría|acuicultura|criad\p{L}*\s+en`,
        it: String.raw`d['’]allevamento|acquacoltura|allevat\p{L}*\s+in`,
        nl: String.raw`gekweekt|aquacultuur`,
        pt: String.raw`de\s+aquacultura|criad\p{L}*\s+em\s+viveiro`,
        pl: String.raw`hodowla|z\s+hodowli|akwakultur\p{L}*`,
        sv: String.raw`odlad\p{L}*|vattenbruk`,
      },
    },
  },
  {
    // What a care label allows: a garment to be washed by hand is not one for the machine. "Do not machine wash" names
    // no machine wash; Akeneo's `wash_temperature` option "hand" names the hand wash.
    property: "washing",
    values: {
      hand: {
        en: String.raw`hand[\s-]?wash\p{L}*|wash(?:ed)?\s+by\s+hand|wash[\s_]temperature(?:\W+\p{L}+){0,3}?\W+hand`,
        de: String.raw`Handwäsche|handwasch\p{L}*|von\s+Hand\s+(?:zu\s+)?(?:ge)?wasch\p{L}*`,
        fr: String.raw`lavage\s+à\s+la\s+main|lav\p{L}*\s+à\s+la\s+main`,
        es: String.raw`lavado\s+a\s+mano|lavar\s+a\s+mano`,
        it: String.raw`lavaggio\s+a\s+mano|lavare\s+a\s+mano`,
        nl: String.raw`handwas\p{L}*|met\s+de\s+hand\s+wassen`,
        pt: String.raw`lavagem\s+à\s+mão|lavar\s+à\s+mão`,
        pl: String.raw`pranie\s+ręczne|prać\s+ręcznie`,
        sv: String.raw`handtvätt\p{L}*`,
      },
      machine: {
        en: String.raw`(?<!(?:not|never|no)\s+)machine[\s-]?wash\p{L}*|(?<!not\s+be\s+)washed\s+in\s+the\s+machine`,
        de: String.raw`(?<!(?:nicht|keine)\s+)(?:Maschinenwäsche|maschinenwaschbar|in\s+der\s+(?:Wasch)?maschine\s+(?:zu\s+)?(?:ge)?wasch\p{L}*)`,
        fr: String.raw`(?<!(?:pas|jamais)\s+)(?:lavable\s+en\s+machine|lavage\s+en\s+machine|lav\p{L}*\s+en\s+machine|passe\p{L}*\s+en\s+machine)`,
        es: String.raw`(?<!no\s+)(?:lavable\s+a\s+máquina|lavado\s+a\s+máquina|lavar\s+a\s+máquina|lavable\s+en\s+lavadora)`,
        it: String.raw`(?<!non\s+)(?:lavabile\s+in\s+lavatrice|lavaggio\s+in\s+lavatrice|lavare\s+in\s+lavatrice)`,
        nl: String.raw`(?<!niet\s+)(?:machinewasbaar|in\s+de\s+(?:was)?machine\s+wassen)`,
        pt: String.raw`(?<!não\s+)(?:lavável\s+na\s+máquina|lavagem\s+à\s+máquina|lavar\s+na\s+máquina)`,
        pl: String.raw`(?<!nie\s+)(?:prać\s+w\s+pralce|pranie\s+w\s+pralce)`,
        sv: String.raw`(?<!inte\s+)maskintvätt\p{L}*`,
      },
    },
  },
  {
    property: "ink",
    values: {
      dye: {
        en: String.raw`dye[\s-]?based|dye\s+inks?`,
        de: String.raw`farbstoffbasiert\p{L}*|auf\s+farbstoffbasis|farbstofftinte\p{L}*`,
        fr: String.raw`(?:encres?\s+)?à\s+base\s+de\s+colorants?|encres?\s+colorantes?`,
        es: String.raw`(?:tintas?\s+)?a\s+base\s+de\s+colorantes?`,
        it: String.raw`a\s+base\s+di\s+coloranti|inchiostr\p{L}*\s+a\s+colorant\p{L}*`,
        nl: String.raw`op\s+basis\s+van\s+kleurstof\p{L}*|kleurstofinkt\p{L}*`,
        pt: String.raw`à\s+base\s+de\s+corante\p{L}*`,
        pl: String.raw`barwnikow\p{L}*`,
        sv: String.raw`färgämnesbaserad\p{L}*`,
      },
      pigment: {
        en: String.raw`pigment(?:ed|[\s-]based)?\s+inks?|pigmented`,
        de: String.raw`pigmentiert\p{L}*|pigmenttinte\p{L}*|pigmentbasiert\p{L}*|auf\s+pigmentbasis`,
        fr: String.raw`pigmentée?s?|(?:encres?\s+)?à\s+(?:base\s+de\s+)?pigments?`,
        es: String.raw`pigmentad\p{L}*|(?:tintas?\s+)?(?:a\s+base\s+)?de\s+pigmentos?`,
        it: String.raw`pigmentat\p{L}*|a\s+pigmenti`,
        nl: String.raw`gepigmenteerd\p{L}*|pigmentinkt\p{L}*`,
        pt: String.raw`pigmentad\p{L}*`,
        pl: String.raw`pigmentow\p{L}*`,
        sv: String.raw`pigmentbaserad\p{L}*|pigmenterad\p{L}*`,
      },
    },
  },
  {
    // A lock's rating by the risk of theft it is made for (ABUS's "Recommended for medium theft risk").
    property: "theft risk",
    values: {
      low: {
        en: String.raw`low(?:[\s-]theft)?[\s-]risk`,
        de: String.raw`(?:gering|niedrig)\p{L}*\s+Diebstahlrisik\p{L}*`,
        fr: String.raw`risques?\s+de\s+vol\s+faibles?|faibles?\s+risques?\s+de\s+vol`,
      },
      medium: {
        en: String.raw`(?:medium|moderate|average)(?:[\s-]theft)?[\s-]risk`,
        de: String.raw`mittler\p{L}*\s+Diebstahlrisik\p{L}*`,
        fr: String.raw`risques?\s+de\s+vol\s+(?:moyens?|modérés?)`,
      },
      high: {
        en: String.raw`high(?:[\s-]theft)?[\s-]risk`,
        de: String.raw`hoh\p{L}*\s+Diebstahlrisik\p{L}*`,
        fr: String.raw`risques?\s+de\s+vol\s+élevés?|(?:fort|haut)\s+risque\s+de\s+vol`,
      },
    },
  },
  { property: "sensor", values: { ccd: { en: "ccd" }, cmos: { en: String.raw`cmos|live\s?mos` } } },
  {
    property: "panel",
    values: {
      oled: { en: String.raw`(?:super\s+)?a?m?oled|qd[\s-]?oled` },
      lcd: {
        en: String.raw`lcd|tft|led[\s-]?(?:tvs?|backlit|backlight\p{L}*|lcd|screens?|displays?|panels?)|(?:tvs?)\s+led`,
        de: String.raw`led[\s-]?(?:fernseher|hintergrundbeleuchtung|bildschirm)\p{L}*`,
        fr: String.raw`(?:téléviseurs?|écrans?|dalles?)\s+led|rétroéclairage\s+led`,
        es: String.raw`(?:televisores?|pantallas?)\s+led`,
        it: String.raw`(?:televisor\p{L}*|schermo|schermi)\s+led`,
        nl: String.raw`led[\s-]?(?:televisie|scherm)\p{L}*`,
        pt: String.raw`(?:televisores?|ecrãs?|telas?)\s+led`,
        pl: String.raw`(?:telewizor\p{L}*|ekran\p{L}*)\s+led`,
        sv: String.raw`led[\s-]?(?:tv|skärm)\p{L}*`,
      },
    },
  },
  {
    property: "condition",
    values: {
      new: {
        en: String.raw`brand[\s-]new|unused|never\s+(?:been\s+)?used|new\s+in\s+box`,
        de: String.raw`unbenutzt\p{L}*|fabrikneu\p{L}*|brandneu\p{L}*|ungebraucht\p{L}*`,
        fr: String.raw`jamais\s+utilisé\p{L}*|neuf\s+(?:et\s+)?jamais\s+servi`,
        es: String.raw`sin\s+usar|a\s+estrenar`,
        it: String.raw`mai\s+usat\p{L}*|nuovo\s+di\s+zecca`,
        nl: String.raw`ongebruikt\p{L}*|gloednieuw\p{L}*`,
        pt: String.raw`nunca\s+usad\p{L}*|sem\s+uso`,
        pl: String.raw`nieużywan\p{L}*|fabrycznie\s+now\p{L}*`,
        sv: String.raw`oanvänd\p{L}*|helt\s+ny\p{L}*|splitterny\p{L}*`,
      },
      used: {
        en: String.raw`pre[\s-]?owned|second[\s-]?hand|refurbished|used\s+(?:bikes?|bicycles?|condition|items?)`,
        de: String.raw`gebraucht\p{L}*|generalüberholt\p{L}*|aus\s+zweiter\s+hand`,
        fr: String.raw`d['’\s]?occasion|de\s+seconde\s+main|reconditionné\p{L}*`,
        es: String.raw`de\s+segunda\s+mano|reacondicionad\p{L}*`,
        it: String.raw`di\s+seconda\s+mano|ricondizionat\p{L}*`,
        nl: String.raw`tweedehands|gereviseerd\p{L}*`,
        pt: String.raw`de\s+segunda\s+mão|recondicionad\p{L}*`,
        pl: String.raw`używan\p{L}*|odnowion\p{L}*`,
        sv: String.raw`begagnad\p{L}*|renoverad\p{L}*`,
      },
    },
  },
];
