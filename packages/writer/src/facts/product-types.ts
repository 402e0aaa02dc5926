// What a product is, in each of the built-in writer's languages: the common product types shops sell, each with the
// words data writes it with (in English and in the languages catalogs come in) and the noun phrase a page states it
// with ("una maglietta"). A name the page's language cannot read ("Long Sleeve Tee" on an Italian page) or one that
// does not say what the product is ("diana", filed under Dresses) is followed by what the product is, so that the page
// says it in its own words; a product whose type is not here is said as before.
import { categoryPath } from "../category.js";
import { BUILTIN_LANGUAGES } from "../languages/index.js";
import { escapeRegExp } from "../regexp.js";

/**
 * The type's noun phrase with its indefinite article in each language of BUILTIN_LANGUAGES, in its order; "|pl" marks
 * a plural one ("unas gafas de sol|pl").
 */
type Row = [string, string, string, string, string, string, string, string, string];

interface ProductType {
  /** How data writes the type, lower case, in English and the languages catalogs come in (singular and plural). */
  spellings: string[];
  phrases: Row;
}

const TYPES: ProductType[] = [
  {
    spellings: ["t-shirt", "t-shirts", "tshirt", "tshirts", "tee", "tees", "tee-shirt", "t-tröja"],
    phrases: [
      "a T-shirt",
      "ein T-Shirt",
      "un T-shirt",
      "una camiseta",
      "una maglietta",
      "een T-shirt",
      "uma t-shirt",
      "koszulka",
      "en t-shirt",
    ],
  },
  {
    spellings: ["polo", "polos", "polo shirt", "polo shirts", "poloshirt"],
    phrases: [
      "a polo shirt",
      "ein Poloshirt",
      "un polo",
      "un polo",
      "una polo",
      "een polo",
      "um polo",
      "koszulka polo",
      "en pikétröja",
    ],
  },
  {
    spellings: ["shirt", "shirts", "hemd", "chemise", "skjorta"],
    phrases: [
      "a shirt",
      "ein Hemd",
      "une chemise",
      "una camisa",
      "una camicia",
      "een overhemd",
      "uma camisa",
      "koszula",
      "en skjorta",
    ],
  },
  {
    spellings: ["blouse", "blouses", "bluse"],
    phrases: [
      "a blouse",
      "eine Bluse",
      "un chemisier",
      "una blusa",
      "una camicetta",
      "een blouse",
      "uma blusa",
      "bluzka",
      "en blus",
    ],
  },
  {
    spellings: ["hoodie", "hoodies", "kapuzenpullover", "sweat à capuche", "huvtröja"],
    phrases: [
      "a hoodie",
      "ein Kapuzenpullover",
      "un sweat à capuche",
      "una sudadera con capucha",
      "una felpa con cappuccio",
      "een hoodie",
      "uma sweatshirt com capuz",
      "bluza z kapturem",
      "en huvtröja",
    ],
  },
  {
    spellings: ["sweater", "sweaters", "jumper", "jumpers", "pullover", "pull"],
    phrases: [
      "a sweater",
      "ein Pullover",
      "un pull",
      "un jersey",
      "un maglione",
      "een trui",
      "uma camisola",
      "sweter",
      "en tröja",
    ],
  },
  {
    spellings: ["jacket", "jackets", "blazer", "blazers", "jacke", "veste", "blouson", "jacka"],
    phrases: ["a jacket", "eine Jacke", "une veste", "una chaqueta", "una giacca", "een jack", "um casaco", "kurtka", "en jacka"],
  },
  {
    spellings: ["dress", "dresses", "kleid", "robe", "klänning"],
    phrases: [
      "a dress",
      "ein Kleid",
      "une robe",
      "un vestido",
      "un vestito",
      "een jurk",
      "um vestido",
      "sukienka",
      "en klänning",
    ],
  },
  {
    spellings: ["jeans"],
    phrases: [
      "a pair of jeans",
      "eine Jeans",
      "un jean",
      "unos vaqueros|pl",
      "un paio di jeans",
      "een spijkerbroek",
      "umas calças de ganga|pl",
      "dżinsy|pl",
      "ett par jeans",
    ],
  },
  {
    spellings: ["trousers", "pants", "pantalon", "pantalons", "byxor"],
    phrases: [
      "a pair of trousers",
      "eine Hose",
      "un pantalon",
      "unos pantalones|pl",
      "un paio di pantaloni",
      "een broek",
      "umas calças|pl",
      "spodnie|pl",
      "ett par byxor",
    ],
  },
  {
    spellings: ["skirt", "skirts", "jupe", "kjol"],
    phrases: ["a skirt", "ein Rock", "une jupe", "una falda", "una gonna", "een rok", "uma saia", "spódnica", "en kjol"],
  },
  {
    spellings: ["socks", "sock", "socken", "chaussettes", "strumpor"],
    phrases: [
      "a pair of socks",
      "ein Paar Socken",
      "une paire de chaussettes",
      "unos calcetines|pl",
      "un paio di calzini",
      "een paar sokken",
      "um par de meias",
      "skarpetki|pl",
      "ett par strumpor",
    ],
  },
  {
    spellings: ["scarf", "scarves", "schal", "écharpe", "halsduk"],
    phrases: [
      "a scarf",
      "ein Schal",
      "une écharpe",
      "una bufanda",
      "una sciarpa",
      "een sjaal",
      "um cachecol",
      "szalik",
      "en halsduk",
    ],
  },
  {
    spellings: ["hat", "hats", "hut", "chapeau", "hatt"],
    phrases: ["a hat", "ein Hut", "un chapeau", "un sombrero", "un cappello", "een hoed", "um chapéu", "kapelusz", "en hatt"],
  },
  {
    spellings: ["cap", "caps", "baseball cap", "casquette", "keps"],
    phrases: [
      "a cap",
      "eine Kappe",
      "une casquette",
      "una gorra",
      "un cappellino",
      "een pet",
      "um boné",
      "czapka z daszkiem",
      "en keps",
    ],
  },
  {
    spellings: ["beanie", "beanies", "bonnet", "mössa"],
    phrases: ["a beanie", "eine Mütze", "un bonnet", "un gorro", "un berretto", "een muts", "um gorro", "czapka", "en mössa"],
  },
  {
    spellings: ["belt", "belts", "gürtel", "ceinture", "bälte"],
    phrases: ["a belt", "ein Gürtel", "une ceinture", "un cinturón", "una cintura", "een riem", "um cinto", "pasek", "ett bälte"],
  },
  {
    spellings: ["running shoes", "running shoe", "laufschuhe", "löparskor"],
    phrases: [
      "a pair of running shoes",
      "ein Paar Laufschuhe",
      "une paire de chaussures de course",
      "unas zapatillas de running|pl",
      "un paio di scarpe da corsa",
      "een paar hardloopschoenen",
      "um par de sapatilhas de corrida",
      "buty do biegania|pl",
      "ett par löparskor",
    ],
  },
  {
    spellings: ["shoes", "shoe", "schuhe", "chaussures", "skor", "sneakers", "trainers"],
    phrases: [
      "a pair of shoes",
      "ein Paar Schuhe",
      "une paire de chaussures",
      "unos zapatos|pl",
      "un paio di scarpe",
      "een paar schoenen",
      "um par de sapatos",
      "buty|pl",
      "ett par skor",
    ],
  },
  {
    spellings: ["boots", "stiefel", "bottes", "stövlar", "kängor"],
    phrases: [
      "a pair of boots",
      "ein Paar Stiefel",
      "une paire de bottes",
      "unas botas|pl",
      "un paio di stivali",
      "een paar laarzen",
      "um par de botas",
      "botki|pl",
      "ett par stövlar",
    ],
  },
  {
    spellings: ["sleeping bag", "sleeping bags", "schlafsack", "sac de couchage", "sovsäck"],
    phrases: [
      "a sleeping bag",
      "ein Schlafsack",
      "un sac de couchage",
      "un saco de dormir",
      "un sacco a pelo",
      "een slaapzak",
      "um saco-cama",
      "śpiwór",
      "en sovsäck",
    ],
  },
  {
    spellings: ["bag", "bags", "tasche", "sac", "väska"],
    phrases: ["a bag", "eine Tasche", "un sac", "un bolso", "una borsa", "een tas", "uma bolsa", "torba", "en väska"],
  },
  {
    spellings: ["sunglasses", "sonnenbrille", "lunettes de soleil", "solglasögon"],
    phrases: [
      "a pair of sunglasses",
      "eine Sonnenbrille",
      "une paire de lunettes de soleil",
      "unas gafas de sol|pl",
      "un paio di occhiali da sole",
      "een zonnebril",
      "uns óculos de sol|pl",
      "okulary przeciwsłoneczne|pl",
      "ett par solglasögon",
    ],
  },
  {
    spellings: ["bracelet", "bracelets", "armband"],
    phrases: [
      "a bracelet",
      "ein Armband",
      "un bracelet",
      "una pulsera",
      "un braccialetto",
      "een armband",
      "uma pulseira",
      "bransoletka",
      "ett armband",
    ],
  },
  {
    spellings: ["necklace", "necklaces", "choker", "chokers", "halskette", "collier", "halsband"],
    phrases: [
      "a necklace",
      "eine Halskette",
      "un collier",
      "un collar",
      "una collana",
      "een ketting",
      "um colar",
      "naszyjnik",
      "ett halsband",
    ],
  },
  {
    spellings: ["earrings", "earring", "ohrringe", "boucles d'oreilles", "örhängen"],
    phrases: [
      "a pair of earrings",
      "ein Paar Ohrringe",
      "une paire de boucles d'oreilles",
      "unos pendientes|pl",
      "un paio di orecchini",
      "een paar oorbellen",
      "um par de brincos",
      "kolczyki|pl",
      "ett par örhängen",
    ],
  },
  {
    spellings: ["watch", "watches", "armbanduhr", "montre", "armbandsur"],
    phrases: [
      "a watch",
      "eine Armbanduhr",
      "une montre",
      "un reloj",
      "un orologio",
      "een horloge",
      "um relógio",
      "zegarek",
      "en klocka",
    ],
  },
  {
    spellings: ["road bike", "road bikes", "rennrad", "racercykel"],
    phrases: [
      "a road bike",
      "ein Rennrad",
      "un vélo de route",
      "una bicicleta de carretera",
      "una bici da corsa",
      "een racefiets",
      "uma bicicleta de estrada",
      "rower szosowy",
      "en racercykel",
    ],
  },
  {
    spellings: ["track bike", "track bikes", "bahnrad", "bancykel"],
    phrases: [
      "a track bike",
      "ein Bahnrad",
      "un vélo de piste",
      "una bicicleta de pista",
      "una bici da pista",
      "een baanfiets",
      "uma bicicleta de pista",
      "rower torowy",
      "en bancykel",
    ],
  },
  {
    spellings: ["bicycle", "bicycles", "bike", "bikes", "fahrrad", "vélo", "cykel"],
    phrases: [
      "a bicycle",
      "ein Fahrrad",
      "un vélo",
      "una bicicleta",
      "una bicicletta",
      "een fiets",
      "uma bicicleta",
      "rower",
      "en cykel",
    ],
  },
  {
    spellings: ["wheelset", "wheelsets", "wheel set", "wheel sets", "laufradsatz", "hjulset"],
    phrases: [
      "a wheelset",
      "ein Laufradsatz",
      "une paire de roues",
      "un juego de ruedas",
      "un set di ruote",
      "een wielset",
      "um par de rodas",
      "zestaw kół",
      "ett hjulset",
    ],
  },
  {
    spellings: ["handlebar", "handlebars", "lenker", "guidon", "styre"],
    phrases: [
      "a handlebar",
      "ein Lenker",
      "un guidon",
      "un manillar",
      "un manubrio",
      "een stuur",
      "um guiador",
      "kierownica",
      "ett styre",
    ],
  },
  {
    spellings: ["bicycle lock", "bicycle locks", "bike lock", "u-lock", "u-locks", "fahrradschloss", "antivol", "cykellås"],
    phrases: [
      "a bicycle lock",
      "ein Fahrradschloss",
      "un antivol de vélo",
      "un candado para bicicleta",
      "un lucchetto per bicicletta",
      "een fietsslot",
      "um cadeado de bicicleta",
      "zapięcie rowerowe",
      "ett cykellås",
    ],
  },
  {
    spellings: ["bicycle bell", "bicycle bells", "bike bell", "fahrradklingel", "sonnette", "ringklocka"],
    phrases: [
      "a bicycle bell",
      "eine Fahrradklingel",
      "une sonnette de vélo",
      "un timbre de bicicleta",
      "un campanello per bicicletta",
      "een fietsbel",
      "uma campainha de bicicleta",
      "dzwonek rowerowy",
      "en cykelringklocka",
    ],
  },
  {
    spellings: ["toe straps", "pedal straps", "pedalstraps", "pedalriemen"],
    phrases: [
      "a pair of pedal straps",
      "ein Paar Pedalriemen",
      "une paire de sangles de pédale",
      "unas correas para pedales|pl",
      "un paio di cinghietti per pedali",
      "een paar pedaalriemen",
      "um par de correias de pedal",
      "paski do pedałów|pl",
      "ett par pedalremmar",
    ],
  },
  {
    spellings: ["tv", "tvs", "led tv", "led tvs", "smart tv", "television", "televisions", "fernseher", "téléviseur"],
    phrases: [
      "a TV",
      "ein Fernseher",
      "un téléviseur",
      "un televisor",
      "un televisore",
      "een televisie",
      "um televisor",
      "telewizor",
      "en tv",
    ],
  },
  {
    spellings: ["monitor", "monitors", "pc monitor", "pc monitors", "moniteur", "bildschirm", "bildskärm"],
    phrases: [
      "a monitor",
      "ein Monitor",
      "un moniteur",
      "un monitor",
      "un monitor",
      "een monitor",
      "um monitor",
      "monitor",
      "en bildskärm",
    ],
  },
  {
    spellings: ["webcam", "webcams", "webbkamera"],
    phrases: [
      "a webcam",
      "eine Webcam",
      "une webcam",
      "una webcam",
      "una webcam",
      "een webcam",
      "uma webcam",
      "kamera internetowa",
      "en webbkamera",
    ],
  },
  {
    spellings: ["camcorder", "camcorders", "caméscope", "videokamera"],
    phrases: [
      "a camcorder",
      "ein Camcorder",
      "un caméscope",
      "una videocámara",
      "una videocamera",
      "een camcorder",
      "uma câmara de vídeo",
      "kamera wideo",
      "en videokamera",
    ],
  },
  {
    spellings: ["camera", "cameras", "digital camera", "digital cameras", "kamera", "appareil photo"],
    phrases: [
      "a camera",
      "eine Kamera",
      "un appareil photo",
      "una cámara",
      "una fotocamera",
      "een camera",
      "uma câmara",
      "aparat",
      "en kamera",
    ],
  },
  {
    spellings: ["scanner", "scanners", "skanner"],
    phrases: [
      "a scanner",
      "ein Scanner",
      "un scanner",
      "un escáner",
      "uno scanner",
      "een scanner",
      "um scanner",
      "skaner",
      "en skanner",
    ],
  },
  {
    spellings: ["multifunctional", "multifunctionals", "multifunction printer", "multifunction printers", "all-in-one printer"],
    phrases: [
      "a multifunction printer",
      "ein Multifunktionsdrucker",
      "une imprimante multifonction",
      "una impresora multifunción",
      "una stampante multifunzione",
      "een multifunctionele printer",
      "uma impressora multifunções",
      "urządzenie wielofunkcyjne",
      "en multifunktionsskrivare",
    ],
  },
  {
    spellings: ["printer", "printers", "drucker", "imprimante", "skrivare"],
    phrases: [
      "a printer",
      "ein Drucker",
      "une imprimante",
      "una impresora",
      "una stampante",
      "een printer",
      "uma impressora",
      "drukarka",
      "en skrivare",
    ],
  },
  {
    spellings: ["speakers", "lautsprecher", "enceintes", "högtalare"],
    phrases: [
      "a pair of speakers",
      "ein Paar Lautsprecher",
      "une paire d'enceintes",
      "unos altavoces|pl",
      "una coppia di altoparlanti",
      "een paar luidsprekers",
      "um par de colunas",
      "głośniki|pl",
      "ett par högtalare",
    ],
  },
  {
    spellings: ["mp3 player", "mp3 players", "mp3-player", "lecteur mp3", "mp3-spelare"],
    phrases: [
      "an MP3 player",
      "ein MP3-Player",
      "un lecteur MP3",
      "un reproductor MP3",
      "un lettore MP3",
      "een MP3-speler",
      "um leitor de MP3",
      "odtwarzacz MP3",
      "en MP3-spelare",
    ],
  },
  {
    spellings: ["smartphone", "smartphones"],
    phrases: [
      "a smartphone",
      "ein Smartphone",
      "un smartphone",
      "un smartphone",
      "uno smartphone",
      "een smartphone",
      "um smartphone",
      "smartfon",
      "en mobiltelefon",
    ],
  },
  {
    spellings: ["laptop", "laptops", "notebook", "notebooks", "ordinateur portable"],
    phrases: [
      "a laptop",
      "ein Laptop",
      "un ordinateur portable",
      "un portátil",
      "un portatile",
      "een laptop",
      "um portátil",
      "laptop",
      "en bärbar dator",
    ],
  },
  {
    spellings: ["tablet", "tablets", "tablette", "surfplatta"],
    phrases: [
      "a tablet",
      "ein Tablet",
      "une tablette",
      "una tableta",
      "un tablet",
      "een tablet",
      "um tablet",
      "tablet",
      "en surfplatta",
    ],
  },
  {
    spellings: ["ink cartridge", "ink cartridges", "tintenpatrone", "cartouche d'encre", "bläckpatron"],
    phrases: [
      "an ink cartridge",
      "eine Tintenpatrone",
      "une cartouche d'encre",
      "un cartucho de tinta",
      "una cartuccia d'inchiostro",
      "een inktcartridge",
      "um tinteiro",
      "wkład atramentowy",
      "en bläckpatron",
    ],
  },
  {
    spellings: ["plant pot", "plant pots", "flower pot", "flower pots", "blumentopf", "pot de fleurs"],
    phrases: [
      "a plant pot",
      "ein Blumentopf",
      "un pot de fleurs",
      "una maceta",
      "un vaso per piante",
      "een bloempot",
      "um vaso",
      "doniczka",
      "en kruka",
    ],
  },
  {
    spellings: ["candle", "candles", "kerze", "bougie"],
    phrases: ["a candle", "eine Kerze", "une bougie", "una vela", "una candela", "een kaars", "uma vela", "świeca", "ett ljus"],
  },
  {
    spellings: ["sticker", "stickers", "aufkleber", "autocollant"],
    phrases: [
      "a sticker",
      "ein Aufkleber",
      "un autocollant",
      "una pegatina",
      "un adesivo",
      "een sticker",
      "um autocolante",
      "naklejka",
      "ett klistermärke",
    ],
  },
  {
    spellings: ["pennant", "pennants", "wimpel", "fanion"],
    phrases: [
      "a pennant",
      "ein Wimpel",
      "un fanion",
      "un banderín",
      "un gagliardetto",
      "een vaantje",
      "uma flâmula",
      "proporczyk",
      "en vimpel",
    ],
  },
  {
    spellings: ["album", "albums"],
    phrases: ["an album", "ein Album", "un album", "un álbum", "un album", "een album", "um álbum", "album", "ett album"],
  },
  {
    // Open Food Facts' names often lose their accents ("the vert").
    spellings: ["green tea", "thé vert", "the vert", "grüner tee"],
    phrases: [
      "a green tea",
      "ein grüner Tee",
      "un thé vert",
      "un té verde",
      "un tè verde",
      "een groene thee",
      "um chá verde",
      "zielona herbata",
      "ett grönt te",
    ],
  },
  {
    spellings: ["crevettes", "prawns", "shrimps", "garnelen", "räkor"],
    phrases: [
      "prawns|pl",
      "Garnelen|pl",
      "des crevettes|pl",
      "gambas|pl",
      "gamberetti|pl",
      "garnalen|pl",
      "camarões|pl",
      "krewetki|pl",
      "räkor|pl",
    ],
  },
  {
    spellings: ["œuf entier liquide", "oeuf entier liquide", "liquid whole egg", "liquid egg", "flüssigei"],
    phrases: [
      "liquid whole egg",
      "flüssiges Vollei",
      "de l'œuf entier liquide",
      "huevo entero líquido",
      "uovo intero liquido",
      "vloeibaar heel ei",
      "ovo inteiro líquido",
      "płynne jajo całe",
      "flytande helägg",
    ],
  },
  {
    spellings: ["cider", "cidre", "cidres"],
    phrases: ["a cider", "ein Cidre", "un cidre", "una sidra", "un sidro", "een cider", "uma sidra", "cydr", "en cider"],
  },
  {
    spellings: ["wheat flour", "weizenmehl", "farine de blé", "farines de blé", "vetemjöl"],
    phrases: [
      "a wheat flour",
      "ein Weizenmehl",
      "une farine de blé",
      "una harina de trigo",
      "una farina di frumento",
      "een tarwebloem",
      "uma farinha de trigo",
      "mąka pszenna",
      "ett vetemjöl",
    ],
  },
  {
    spellings: ["lasagne", "lasagna", "lasagnes"],
    phrases: [
      "a lasagne",
      "eine Lasagne",
      "une lasagne",
      "una lasaña",
      "una lasagna",
      "een lasagne",
      "uma lasanha",
      "lasagne",
      "en lasagne",
    ],
  },
  {
    spellings: ["beer", "beers", "bière", "bières", "bier", "pilsener", "pils", "lager"],
    phrases: ["a beer", "ein Bier", "une bière", "una cerveza", "una birra", "een bier", "uma cerveja", "piwo", "en öl"],
  },
  {
    spellings: ["protein bar", "protein bars", "barre protéinée", "barres protéinées", "proteinriegel"],
    phrases: [
      "a protein bar",
      "ein Proteinriegel",
      "une barre protéinée",
      "una barrita de proteínas",
      "una barretta proteica",
      "een proteïnereep",
      "uma barra proteica",
      "baton proteinowy",
      "en proteinbar",
    ],
  },
  {
    spellings: ["milk chocolate", "chocolat au lait", "milchschokolade", "mjölkchoklad"],
    phrases: [
      "a milk chocolate",
      "eine Milchschokolade",
      "un chocolat au lait",
      "un chocolate con leche",
      "un cioccolato al latte",
      "een melkchocolade",
      "um chocolate de leite",
      "czekolada mleczna",
      "en mjölkchoklad",
    ],
  },
  {
    spellings: ["mustard", "moutarde", "moutardes", "senf", "senap"],
    phrases: [
      "a mustard",
      "ein Senf",
      "une moutarde",
      "una mostaza",
      "una senape",
      "een mosterd",
      "uma mostarda",
      "musztarda",
      "en senap",
    ],
  },
  {
    spellings: ["baguette", "baguettes"],
    phrases: [
      "a baguette",
      "ein Baguette",
      "une baguette",
      "una baguette",
      "una baguette",
      "een stokbrood",
      "uma baguete",
      "bagietka",
      "en baguette",
    ],
  },
  {
    spellings: ["orange juice", "jus d'orange", "orangensaft", "apelsinjuice"],
    phrases: [
      "an orange juice",
      "ein Orangensaft",
      "un jus d'orange",
      "un zumo de naranja",
      "un succo d'arancia",
      "een sinaasappelsap",
      "um sumo de laranja",
      "sok pomarańczowy",
      "en apelsinjuice",
    ],
  },
  {
    spellings: ["crisps", "chips"],
    phrases: [
      "crisps|pl",
      "Chips|pl",
      "des chips|pl",
      "patatas fritas|pl",
      "patatine|pl",
      "chips|pl",
      "batatas fritas|pl",
      "chipsy|pl",
      "chips|pl",
    ],
  },
  {
    spellings: ["green beans", "haricots verts", "grüne bohnen", "gröna bönor"],
    phrases: [
      "green beans|pl",
      "grüne Bohnen|pl",
      "des haricots verts|pl",
      "judías verdes|pl",
      "fagiolini|pl",
      "sperziebonen|pl",
      "feijão-verde",
      "fasolka szparagowa",
      "gröna bönor|pl",
    ],
  },
];

/** Every spelling with its type, longest first, so that "running shoes" is read before "shoes". */
const SPELLINGS = TYPES.flatMap((type) => type.spellings.map((spelling) => ({ spelling, type }))).sort(
  (a, b) => b.spelling.length - a.spelling.length,
);
const PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}-])(${SPELLINGS.map(({ spelling }) => escapeRegExp(spelling)).join("|")})(?![\\p{L}\\p{N}-])`,
  "giu",
);
const typeOf = (spelling: string) => SPELLINGS.find((entry) => entry.spelling === spelling.toLowerCase())!.type;

/** The index of English in a type's phrases (BUILTIN_LANGUAGES' order). */
const ENGLISH = BUILTIN_LANGUAGES.indexOf("en");

/**
 * Whether an English name ends on a product type's plural ("VELOFANT - Pedalstraps", "Boho Earrings", "Sunglasses"):
 * a spelling that is another of its type's spellings with an "s", or a type English says as a pair or a plural
 * ("a pair of pedal straps", "green beans"). "Anchor Bracelet Mens" and "Canvas" end on no type.
 */
export function endsOnPlural(name: string): boolean {
  const last = [...name.matchAll(PATTERN)].at(-1);
  if (!last || last.index + last[0].length !== name.trimEnd().length) return false;
  const spelling = last[1]!.toLowerCase();
  const type = typeOf(spelling);
  const english = type.phrases[ENGLISH]!;
  return (
    /s$/.test(spelling) &&
    (type.spellings.some((other) => `${other}s` === spelling || `${other}es` === spelling) ||
      /^an? pair of\s|\|pl$/.test(english))
  );
}

/**
 * The words of the product types a text names, in every language: its spellings and the noun each language says it
 * with ("pants" gives "trousers", "Hose" and "pantalon"), so that a text may name what the data names by its synonym.
 */
export const typeWordsIn = (text: string): string[] => [
  ...new Set(
    [...text.matchAll(PATTERN)].flatMap((match) => {
      const type = typeOf(match[1]!);
      return [...type.spellings, ...type.phrases.map((phrase) => typeNoun(phrase.split("|")[0]!))];
    }),
  ),
];

/**
 * Languages that put a noun's head first ("Crevettes tropicales", "Cartuccia d'inchiostro HP 10"), and those that put
 * it last ("Long Sleeve Tee", "HP 10 Tintenpatrone").
 */
export const HEAD_FIRST = new Set(["fr", "es", "it", "pt"]);
/** What follows the head of a name: "Hoodie with Logo", "Choker with Gold Pendant", "suit jacket and matching pants". */
const TAIL = /\s(?:with|mit|avec|con|met|com|med|and|und|et|y|e|en|och|\+|&)\s.*$/iu;

/** The types a text names, in the order of the text. */
const typesIn = (text: string) => [...text.matchAll(PATTERN)].map((match) => typeOf(match[1]!));

/** The product's type: the one its name's head names, else its category's last step, else the shop's type column. */
function productTypeOf(
  name: string,
  category: string | null,
  shopType: string | null,
  dataLanguage: string,
): ProductType | undefined {
  const named = typesIn(name.replace(TAIL, ""));
  const head = HEAD_FIRST.has(dataLanguage) ? named[0] : named.at(-1);
  if (head) return head;
  const leaf = categoryPath(category?.replace(/\s*>\s*/g, "/") ?? null).at(-1);
  return typesIn(leaf ?? "").at(-1) ?? typesIn(shopType ?? "").at(-1);
}

/** What a page in `language` says the product is: the noun phrase with its article, and whether it is plural. */
export interface TypeSaid {
  phrase: string;
  plural: boolean;
}

/**
 * The shop's own type column: Shopify's `Type` (CSV) or `product_type` (Admin API), or Akeneo's family code in words
 * ("pc_monitors": "pc monitors"), where the catalog files a monitor under its maker ("ASUS").
 */
function shopTypeOf(sourceData: Record<string, unknown>): string | null {
  const value = sourceData.Type ?? sourceData.product_type;
  if (typeof value === "string") return value;
  return typeof sourceData.family === "string" ? sourceData.family.replace(/_/g, " ") : null;
}

/**
 * What the product is, for a page in `language`, where its name does not say it in that language: a name in another
 * language than the page's that the page cannot read, or a name without the type in it (a model's name, "diana").
 * Undefined where the name says it, or where the type is not one the writer knows.
 */
export function typeToSay(
  product: { name: string; category: string | null; sourceData: Record<string, unknown> },
  language: string,
  dataLanguage: string,
): TypeSaid | undefined {
  const said = typeAndPhrase(product, language, dataLanguage);
  if (!said) return undefined;
  // A name that says the type in the page's own language ("Album" on an Italian page, "Wheelset" on an English one)
  // needs no more; one that says it in the data's ("HP 10 Black Original Ink Cartridge") does on another's page.
  const sameLanguage = language.split("-")[0] === dataLanguage.split("-")[0];
  if (saysWord(product.name, said.phrase) || (sameLanguage && typesIn(product.name).includes(said.type))) return undefined;
  return { phrase: said.phrase, plural: said.plural };
}

/**
 * What the product is, for a page in `language`, whether its name says it or not: the phrase's article gives the
 * gender the article before the product's name takes ("una borsa": "la borsa").
 */
export function typeSaid(
  product: { name: string; category: string | null; sourceData: Record<string, unknown> },
  language: string,
  dataLanguage: string,
): TypeSaid | undefined {
  const said = typeAndPhrase(product, language, dataLanguage);
  return said && { phrase: said.phrase, plural: said.plural };
}

function typeAndPhrase(
  product: { name: string; category: string | null; sourceData: Record<string, unknown> },
  language: string,
  dataLanguage: string,
): (TypeSaid & { type: ProductType }) | undefined {
  const index = BUILTIN_LANGUAGES.indexOf(language.split("-")[0]!);
  const type =
    index < 0
      ? undefined
      : productTypeOf(product.name, product.category, shopTypeOf(product.sourceData), dataLanguage.split("-")[0]!);
  if (!type) return undefined;
  const [phrase, plural] = type.phrases[index]!.split("|");
  return { phrase: phrase!, plural: plural === "pl", type };
}

/** Articles and "a pair of" before a type's noun: a search phrase has the noun alone ("occhiali da sole"). */
const DETERMINER =
  /^(?:(?:a|an) pair of|ein paar|une paire de|une paire d'|un paio di|una coppia di|een paar|um par de|ett par|a|an|ein|eine|un|une|una|uno|unos|unas|des|een|um|uma|uns|umas|en|ett)(?:\s+|(?<='))/iu;
/** The indefinite article alone: a sentence says the pair ("la paire de lunettes de soleil"), a verb agreeing with it. */
const ARTICLE = /^(?:a|an|ein|eine|un|une|una|uno|unos|unas|des|een|um|uma|uns|umas|en|ett)\s+/iu;

/** The type's noun without its article, as a shopper searches it. */
export const typeNoun = (phrase: string): string => phrase.replace(DETERMINER, "");
/** The type's noun phrase without its indefinite article ("paire de lunettes de soleil"), as a sentence says it. */
export const typeWithoutArticle = (phrase: string): string => phrase.replace(ARTICLE, "");

/**
 * Whether a text says what the product is, in the page's words or the data's ("Long Sleeve Tee" says it is a T-shirt,
 * "ASUS VS229H-P is a monitor"): then no shop's category need say it for it.
 */
export function saysType(
  text: string,
  product: { name: string; category: string | null; sourceData: Record<string, unknown> },
  language: string,
  dataLanguage: string,
): boolean {
  const said = typeAndPhrase(product, language, dataLanguage);
  return Boolean(said && (saysWord(text, said.phrase) || typesIn(text).includes(said.type)));
}

/** Whether a name holds the phrase's noun (its last word): "T-Shirt" holds "ein T-Shirt", "Album" "un album". */
function saysWord(name: string, phrase: string): boolean {
  const noun = phrase.split(/\s+/).at(-1)!;
  return new RegExp(`(?<![\\p{L}])${escapeRegExp(noun)}(?![\\p{L}])`, "iu").test(name);
}
