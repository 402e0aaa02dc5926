import { escapeRegExp } from "../regexp.js";

/**
 * Common colour and material words in the writer's other languages, as a shop writes them (de, fr, es,
 * it, nl, pt, pl, sv): values the data gives in English read in the text's language. Other values stay
 * as the data gives them.
 */
const LANGUAGES = ["de", "fr", "es", "it", "nl", "pt", "pl", "sv"] as const;
type Row = [string, string, string, string, string, string, string, string];

const WORDS: Record<string, Row> = {
  black: ["Schwarz", "noir", "negro", "nero", "zwart", "preto", "czarny", "svart"],
  white: ["Weiß", "blanc", "blanco", "bianco", "wit", "branco", "biały", "vit"],
  grey: ["Grau", "gris", "gris", "grigio", "grijs", "cinzento", "szary", "grå"],
  gray: ["Grau", "gris", "gris", "grigio", "grijs", "cinzento", "szary", "grå"],
  navy: ["Marineblau", "bleu marine", "azul marino", "blu navy", "marineblauw", "azul-marinho", "granatowy", "marinblå"],
  blue: ["Blau", "bleu", "azul", "blu", "blauw", "azul", "niebieski", "blå"],
  "light blue": ["Hellblau", "bleu clair", "azul claro", "azzurro", "lichtblauw", "azul-claro", "jasnoniebieski", "ljusblå"],
  red: ["Rot", "rouge", "rojo", "rosso", "rood", "vermelho", "czerwony", "röd"],
  green: ["Grün", "vert", "verde", "verde", "groen", "verde", "zielony", "grön"],
  olive: ["Oliv", "olive", "oliva", "oliva", "olijfgroen", "verde-oliva", "oliwkowy", "olivgrön"],
  yellow: ["Gelb", "jaune", "amarillo", "giallo", "geel", "amarelo", "żółty", "gul"],
  orange: ["Orange", "orange", "naranja", "arancione", "oranje", "laranja", "pomarańczowy", "orange"],
  pink: ["Rosa", "rose", "rosa", "rosa", "roze", "cor-de-rosa", "różowy", "rosa"],
  purple: ["Lila", "violet", "morado", "viola", "paars", "roxo", "fioletowy", "lila"],
  brown: ["Braun", "marron", "marrón", "marrone", "bruin", "castanho", "brązowy", "brun"],
  beige: ["Beige", "beige", "beige", "beige", "beige", "bege", "beżowy", "beige"],
  cream: ["Creme", "crème", "crema", "crema", "crème", "creme", "kremowy", "creme"],
  silver: ["Silber", "argent", "plata", "argento", "zilver", "prateado", "srebrny", "silver"],
  gold: ["Gold", "or", "dorado", "oro", "goud", "dourado", "złoty", "guld"],
  natural: ["Natur", "naturel", "natural", "naturale", "naturel", "natural", "naturalny", "natur"],
  charcoal: ["Anthrazit", "anthracite", "antracita", "antracite", "antraciet", "antracite", "grafitowy", "antracit"],
  burgundy: ["Bordeaux", "bordeaux", "burdeos", "bordeaux", "bordeaux", "bordô", "bordowy", "vinröd"],
  cotton: ["Baumwolle", "coton", "algodón", "cotone", "katoen", "algodão", "bawełna", "bomull"],
  "organic cotton": [
    "Bio-Baumwolle",
    "coton biologique",
    "algodón orgánico",
    "cotone biologico",
    "biologisch katoen",
    "algodão orgânico",
    "bawełna organiczna",
    "ekologisk bomull",
  ],
  polyester: ["Polyester", "polyester", "poliéster", "poliestere", "polyester", "poliéster", "poliester", "polyester"],
  "recycled polyester": [
    "recyceltes Polyester",
    "polyester recyclé",
    "poliéster reciclado",
    "poliestere riciclato",
    "gerecycled polyester",
    "poliéster reciclado",
    "poliester z recyklingu",
    "återvunnen polyester",
  ],
  wool: ["Wolle", "laine", "lana", "lana", "wol", "lã", "wełna", "ull"],
  "merino wool": [
    "Merinowolle",
    "laine mérinos",
    "lana merino",
    "lana merino",
    "merinowol",
    "lã merino",
    "wełna merino",
    "merinoull",
  ],
  linen: ["Leinen", "lin", "lino", "lino", "linnen", "linho", "len", "linne"],
  silk: ["Seide", "soie", "seda", "seta", "zijde", "seda", "jedwab", "siden"],
  leather: ["Leder", "cuir", "piel", "pelle", "leer", "pele", "skóra", "läder"],
  nylon: ["Nylon", "nylon", "nailon", "nylon", "nylon", "nylon", "nylon", "nylon"],
  elastane: ["Elasthan", "élasthanne", "elastano", "elastan", "elastaan", "elastano", "elastan", "elastan"],
  cashmere: ["Kaschmir", "cachemire", "cachemira", "cashmere", "kasjmier", "caxemira", "kaszmir", "kashmir"],
  oak: ["Eiche", "chêne", "roble", "rovere", "eiken", "carvalho", "dąb", "ek"],
  "solid oak": [
    "Eiche massiv",
    "chêne massif",
    "roble macizo",
    "rovere massello",
    "massief eiken",
    "carvalho maciço",
    "lity dąb",
    "massiv ek",
  ],
  beech: ["Buche", "hêtre", "haya", "faggio", "beuken", "faia", "buk", "bok"],
  walnut: ["Nussbaum", "noyer", "nogal", "noce", "notenhout", "nogueira", "orzech", "valnöt"],
  pine: ["Kiefer", "pin", "pino", "pino", "grenen", "pinho", "sosna", "furu"],
  bamboo: ["Bambus", "bambou", "bambú", "bambù", "bamboe", "bambu", "bambus", "bambu"],
  wood: ["Holz", "bois", "madera", "legno", "hout", "madeira", "drewno", "trä"],
  "stainless steel": [
    "Edelstahl",
    "acier inoxydable",
    "acero inoxidable",
    "acciaio inox",
    "roestvrij staal",
    "aço inoxidável",
    "stal nierdzewna",
    "rostfritt stål",
  ],
  steel: ["Stahl", "acier", "acero", "acciaio", "staal", "aço", "stal", "stål"],
  aluminium: ["Aluminium", "aluminium", "aluminio", "alluminio", "aluminium", "alumínio", "aluminium", "aluminium"],
  aluminum: ["Aluminium", "aluminium", "aluminio", "alluminio", "aluminium", "alumínio", "aluminium", "aluminium"],
  glass: ["Glas", "verre", "vidrio", "vetro", "glas", "vidro", "szkło", "glas"],
  ceramic: ["Keramik", "céramique", "cerámica", "ceramica", "keramiek", "cerâmica", "ceramika", "keramik"],
  porcelain: ["Porzellan", "porcelaine", "porcelana", "porcellana", "porselein", "porcelana", "porcelana", "porslin"],
  stoneware: ["Steinzeug", "grès", "gres", "gres", "steengoed", "grés", "kamionka", "stengods"],
  plastic: ["Kunststoff", "plastique", "plástico", "plastica", "kunststof", "plástico", "tworzywo sztuczne", "plast"],
  rubber: ["Gummi", "caoutchouc", "caucho", "gomma", "rubber", "borracha", "guma", "gummi"],
  silicone: ["Silikon", "silicone", "silicona", "silicone", "siliconen", "silicone", "silikon", "silikon"],
  cork: ["Kork", "liège", "corcho", "sughero", "kurk", "cortiça", "korek", "kork"],
  marble: ["Marmor", "marbre", "mármol", "marmo", "marmer", "mármore", "marmur", "marmor"],
  fleece: ["Fleece", "polaire", "forro polar", "pile", "fleece", "velo", "polar", "fleece"],
  felt: ["Filz", "feutre", "fieltro", "feltro", "vilt", "feltro", "filc", "filt"],
  straw: ["Stroh", "paille", "paja", "paglia", "stro", "palha", "słoma", "halm"],
  softshell: ["Softshell", "softshell", "softshell", "softshell", "softshell", "softshell", "softshell", "softshell"],
  canvas: ["Canvas", "toile", "lona", "tela", "canvas", "lona", "płótno", "canvas"],
  velvet: ["Samt", "velours", "terciopelo", "velluto", "fluweel", "veludo", "aksamit", "sammet"],
  "cast iron": ["Gusseisen", "fonte", "hierro fundido", "ghisa", "gietijzer", "ferro fundido", "żeliwo", "gjutjärn"],
  copper: ["Kupfer", "cuivre", "cobre", "rame", "koper", "cobre", "miedź", "koppar"],
  brass: ["Messing", "laiton", "latón", "ottone", "messing", "latão", "mosiądz", "mässing"],
  metal: ["Metall", "métal", "metal", "metallo", "metaal", "metal", "metal", "metall"],
  suede: ["Wildleder", "daim", "ante", "camoscio", "suède", "camurça", "zamsz", "mocka"],
  "genuine leather": [
    "Echtleder",
    "cuir véritable",
    "cuero genuino",
    "vera pelle",
    "echt leer",
    "couro genuíno",
    "skóra naturalna",
    "äkta läder",
  ],
  "vegan leather": [
    "veganes Leder",
    "cuir végan",
    "cuero vegano",
    "pelle vegana",
    "veganistisch leer",
    "couro vegano",
    "skóra wegańska",
    "veganskt läder",
  ],
  denim: ["Denim", "denim", "denim", "denim", "denim", "ganga", "denim", "denim"],
  viscose: ["Viskose", "viscose", "viscosa", "viscosa", "viscose", "viscose", "wiskoza", "viskos"],
  cupro: ["Cupro", "cupro", "cupro", "cupro", "cupro", "cupro", "cupro", "cupro"],
  lyocell: ["Lyocell", "lyocell", "lyocell", "lyocell", "lyocell", "liocel", "lyocell", "lyocell"],
  acrylic: ["Acryl", "acrylique", "acrílico", "acrilico", "acryl", "acrílico", "akryl", "akryl"],
  titanium: ["Titan", "titane", "titanio", "titanio", "titanium", "titânio", "tytan", "titan"],
  // Magnesium alone is a food's nutrient too ("riche en magnésium"): the alloy is the material.
  "magnesium alloy": [
    "Magnesiumlegierung",
    "alliage de magnésium",
    "aleación de magnesio",
    "lega di magnesio",
    "magnesiumlegering",
    "liga de magnésio",
    "stop magnezu",
    "magnesiumlegering",
  ],
  horn: ["Horn", "corne", "cuerno", "corno", "hoorn", "chifre", "róg", "horn"],
  acetate: ["Acetat", "acétate", "acetato", "acetato", "acetaat", "acetato", "octan", "acetat"],
  mesh: ["Mesh", "mesh", "malla", "rete", "mesh", "malha", "siatka", "mesh"],
  "carbon fibre": [
    "Carbon",
    "fibre de carbone",
    "fibra de carbono",
    "fibra di carbonio",
    "koolstofvezel",
    "fibra de carbono",
    "włókno węglowe",
    "kolfiber",
  ],
  hemp: ["Hanf", "chanvre", "cáñamo", "canapa", "hennep", "cânhamo", "konopie", "hampa"],
  jute: ["Jute", "jute", "yute", "iuta", "jute", "juta", "juta", "jute"],
  rattan: ["Rattan", "rotin", "ratán", "rattan", "rotan", "vime", "rattan", "rotting"],
  teak: ["Teak", "teck", "teca", "teak", "teak", "teca", "tek", "teak"],
  polypropylene: [
    "Polypropylen",
    "polypropylène",
    "polipropileno",
    "polipropilene",
    "polypropyleen",
    "polipropileno",
    "polipropylen",
    "polypropen",
  ],
  neoprene: ["Neopren", "néoprène", "neopreno", "neoprene", "neopreen", "neopreno", "neopren", "neopren"],
  latex: ["Latex", "latex", "látex", "lattice", "latex", "látex", "lateks", "latex"],
  vinyl: ["Vinyl", "vinyle", "vinilo", "vinile", "vinyl", "vinil", "winyl", "vinyl"],
  "memory foam": [
    "Memory-Schaum",
    "mousse à mémoire de forme",
    "espuma viscoelástica",
    "memory foam",
    "traagschuim",
    "espuma viscoelástica",
    "pianka z pamięcią kształtu",
    "memoryskum",
  ],
  "faux leather": [
    "Kunstleder",
    "similicuir",
    "polipiel",
    "similpelle",
    "kunstleer",
    "couro sintético",
    "sztuczna skóra",
    "konstläder",
  ],
  "soy wax": ["Sojawachs", "cire de soja", "cera de soja", "cera di soia", "sojawas", "cera de soja", "wosk sojowy", "sojavax"],
  beeswax: [
    "Bienenwachs",
    "cire d'abeille",
    "cera de abeja",
    "cera d'api",
    "bijenwas",
    "cera de abelha",
    "wosk pszczeli",
    "bivax",
  ],
  paraffin: ["Paraffin", "paraffine", "parafina", "paraffina", "paraffine", "parafina", "parafina", "paraffin"],
  polycarbonate: [
    "Polycarbonat",
    "polycarbonate",
    "policarbonato",
    "policarbonato",
    "polycarbonaat",
    "policarbonato",
    "poliwęglan",
    "polykarbonat",
  ],
  terracotta: ["Terrakotta", "terre cuite", "terracota", "terracotta", "terracotta", "terracota", "terakota", "terrakotta"],
  "lava stone": [
    "Lavastein",
    "pierre de lave",
    "piedra volcánica",
    "pietra lavica",
    "lavasteen",
    "pedra vulcânica",
    "kamień wulkaniczny",
    "lavasten",
  ],
  MDF: ["MDF", "MDF", "MDF", "MDF", "MDF", "MDF", "MDF", "MDF"],
};

/**
 * The fourteen allergens EU Regulation 1169/2011 (Annex II) names, as Open Food Facts' English tags name them, in
 * the words food labels of each language use: a food's allergens are stated on every page, in its language.
 */
const ALLERGENS: Record<string, Row> = {
  gluten: ["Gluten", "gluten", "gluten", "glutine", "gluten", "glúten", "gluten", "gluten"],
  crustaceans: ["Krebstiere", "crustacés", "crustáceos", "crostacei", "schaaldieren", "crustáceos", "skorupiaki", "kräftdjur"],
  eggs: ["Eier", "œufs", "huevos", "uova", "eieren", "ovos", "jaja", "ägg"],
  fish: ["Fisch", "poisson", "pescado", "pesce", "vis", "peixe", "ryby", "fisk"],
  peanuts: ["Erdnüsse", "arachides", "cacahuetes", "arachidi", "pinda’s", "amendoins", "orzeszki ziemne", "jordnötter"],
  soybeans: ["Soja", "soja", "soja", "soia", "soja", "soja", "soja", "soja"],
  milk: ["Milch", "lait", "leche", "latte", "melk", "leite", "mleko", "mjölk"],
  nuts: [
    "Schalenfrüchte",
    "fruits à coque",
    "frutos de cáscara",
    "frutta a guscio",
    "noten",
    "frutos de casca rija",
    "orzechy",
    "nötter",
  ],
  celery: ["Sellerie", "céleri", "apio", "sedano", "selderij", "aipo", "seler", "selleri"],
  mustard: ["Senf", "moutarde", "mostaza", "senape", "mosterd", "mostarda", "gorczyca", "senap"],
  "sesame seeds": [
    "Sesamsamen",
    "graines de sésame",
    "granos de sésamo",
    "semi di sesamo",
    "sesamzaad",
    "sementes de sésamo",
    "nasiona sezamu",
    "sesamfrön",
  ],
  "sulphur dioxide and sulphites": [
    "Schwefeldioxid und Sulfite",
    "anhydride sulfureux et sulfites",
    "dióxido de azufre y sulfitos",
    "anidride solforosa e solfiti",
    "zwaveldioxide en sulfieten",
    "dióxido de enxofre e sulfitos",
    "dwutlenek siarki i siarczyny",
    "svaveldioxid och sulfiter",
  ],
  lupin: ["Lupinen", "lupin", "altramuces", "lupini", "lupine", "tremoço", "łubin", "lupin"],
  molluscs: ["Weichtiere", "mollusques", "moluscos", "molluschi", "weekdieren", "moluscos", "mięczaki", "blötdjur"],
};
/** Clothing sizes spelled out in English, as the letter sizes every other language's shops use. */
const SIZES: Record<string, Row> = Object.fromEntries(
  Object.entries({
    "extra small": "XS",
    small: "S",
    medium: "M",
    large: "L",
    "extra large": "XL",
    "x-large": "XL",
    "xx-large": "XXL",
  }).map(([word, letters]) => [word, Array<string>(LANGUAGES.length).fill(letters) as Row]),
);
/** Every word the glossary writes in each language: colours and materials, allergens, then sizes. */
const ALL: Record<string, Row> = { ...WORDS, ...ALLERGENS, ...SIZES };

/** Longest words first, so that "organic cotton" is read before "cotton". */
const PATTERN = new RegExp(
  `(?<![\\p{L}])(${Object.keys(ALL)
    .sort((a, b) => b.length - a.length)
    .join("|")})(?![\\p{L}])`,
  "giu",
);

/** English colour, material and allergen words of a value in the language ("Navy" → "bleu marine"); the value as given otherwise. */
export function translateValue(value: string, language: string): string {
  const index = LANGUAGES.indexOf(language.split("-")[0] as (typeof LANGUAGES)[number]);
  if (index < 0) return value;
  return value.replace(PATTERN, (word) => ALL[word.toLowerCase()]?.[index] ?? word);
}

/** Whether the glossary writes every colour and material word of `value` in each language: nothing else is left in it. */
export const glossaryCovers = (value: string): boolean => !value.replace(PATTERN, "").match(/\p{L}{2,}/u);

/** The English colour and material words the glossary knows, for checking that other languages do not keep them. */
export const GLOSSARY_WORDS = Object.keys(WORDS);

/** The glossary's words that name a material rather than a colour. */
const MATERIALS = Object.keys(WORDS).slice(Object.keys(WORDS).indexOf("cotton"));

/**
 * Material words that are also everyday words of their language ("lin", "piel" as skin, "bok" as book, Spanish
 * "ante" as before and "haya" as a form of haber, Dutch "leer" as learn, German "samt" as along with, English "felt"
 * as the past of feel, Swedish "filt" as a blanket, a felt-tip pen, straw as a wine's colour or a drinking straw): not
 * read as materials, or only in the phrases below.
 */
const AMBIGUOUS = new Set([
  "ante",
  "haya",
  "leer",
  "samt",
  "len",
  "lin",
  "fonte",
  "pile",
  "tela",
  "velo",
  "gres",
  "carbon",
  "lattice",
  "rete",
  "malha",
  "piel",
  "pelle",
  "pele",
  "skóra",
  "bok",
  "koper",
  "felt",
  "filt",
  "feutre",
  "słoma",
  "straw",
  "stroh",
  "paille",
  "paja",
  "paglia",
  "stro",
  "palha",
  "halm",
]);
/** The phrases in which an ambiguous material word can only be the material: "en pur lin", "mélangé à du lin". */
const AMBIGUOUS_PHRASES: Record<string, string[]> = {
  lin: ["en lin", "pur lin", "100 % lin", "100% lin", "du lin"],
  felt: ["of felt", "from felt", "in felt"],
  straw: ["of straw", "from straw", "straw hat"],
  stroh: ["aus Stroh", "Strohhut"],
  feutre: ["en feutre", "de feutre"],
  słoma: ["ze słomy"],
  paille: ["en paille", "de paille"],
  paja: ["de paja"],
  paglia: ["di paglia", "in paglia"],
  stro: ["van stro"],
  palha: ["em palha", "chapéu de palha"],
  halm: ["av halm"],
};

/**
 * Every material the glossary knows, each with its English word and its spellings in a language (and in
 * English, which shops mix in): what a text names when it names a material.
 */
export function materialWords(language: string): { material: string; written: string[] }[] {
  const index = LANGUAGES.indexOf(language.split("-")[0] as (typeof LANGUAGES)[number]);
  return MATERIALS.map((material) => ({
    material,
    written: [...new Set([material, ...(index < 0 ? [] : [WORDS[material]![index]!])])].flatMap((word) => {
      const lower = word.toLowerCase();
      return AMBIGUOUS.has(lower) ? (AMBIGUOUS_PHRASES[lower] ?? []) : [word];
    }),
  }));
}

/** Every colour the glossary knows, with its English word and its spellings in a language and in English. */
export function colourWords(language: string): { colour: string; written: string[] }[] {
  const index = LANGUAGES.indexOf(language.split("-")[0] as (typeof LANGUAGES)[number]);
  return Object.keys(WORDS)
    .filter((word) => !MATERIALS.includes(word))
    .map((colour) => ({ colour, written: [...new Set([colour, ...(index < 0 ? [] : [WORDS[colour]![index]!])])] }));
}

/** A word of the glossary as a whole word, compiled once. */
const wholeWords = new Map<string, RegExp>();
const whole = (word: string) => {
  let pattern = wholeWords.get(word);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}])`, "giu");
    wholeWords.set(word, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
};

/**
 * The glossary's words of `text` as `from` writes them where `to` writes them otherwise: a title that keeps the data's
 * "Black" on a German page, where the glossary says "Schwarz". Words both languages write alike ("Beige") are not.
 */
export function untranslatedWords(text: string, from: string, to: string): string[] {
  const column = (language: string) => LANGUAGES.indexOf(language.split("-")[0] as (typeof LANGUAGES)[number]);
  const [source, target] = [column(from), column(to)];
  const written = (row: Row, key: string, index: number) => (index < 0 ? key : row[index]!).toLowerCase();
  const found = new Set<string>();
  // Sizes are letters in every language but English's spelled-out ones, which a name may hold ("Small Batch").
  const rows = Object.entries({ ...WORDS, ...ALLERGENS });
  // The page's own words first: Italian writes navy "blu navy", which holds the English word.
  const rest = rows
    .map(([key, row]) => written(row, key, target))
    .sort((a, b) => b.length - a.length)
    .reduce((left, word) => left.replace(whole(word), " "), text);
  for (const [key, row] of rows) {
    const word = written(row, key, source);
    if (word === written(row, key, target) || AMBIGUOUS.has(word)) continue;
    const match = whole(word).exec(rest);
    if (match) found.add(match[0]);
  }
  return [...found];
}

/** A material's word in every language the glossary knows, for finding it in data written in any of them. */
export const materialSpellings = (material: string): string[] => [material, ...(WORDS[material] ?? [])];
