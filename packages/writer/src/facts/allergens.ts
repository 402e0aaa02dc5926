// The EU's 14 allergens (Regulation 1169/2011 Annex II) as a food's ingredient statement names them, in the languages
// of the built-in writer: which of them the statement shows the food contains, what it says the food may contain left
// aside. No maintained library reads allergens out of ingredient text in these languages; Open Food Facts' own
// taxonomy does it in Perl on its server.

/** The 14 allergens, as Open Food Facts' taxonomy names them ("en:milk"). */
type Allergen =
  | "gluten"
  | "crustaceans"
  | "eggs"
  | "fish"
  | "peanuts"
  | "soybeans"
  | "milk"
  | "nuts"
  | "celery"
  | "mustard"
  | "sesame"
  | "sulphites"
  | "lupin"
  | "molluscs";

/**
 * How one language writes the allergens: words parted by a comma and a space. Each word is a regular expression
 * matched as a whole word, whatever its case; in it `*` stands for any letters, a compound's other part ("*milch*" is
 * the milk of Vollmilchpulver), and a space for any spaces or hyphens ("noix de coco", "noix-de-coco"). Lookarounds
 * leave out the words that hold an allergen's word and name another thing: "*(?<!kokos)milch*" is no coconut milk.
 */
interface Language {
  words: Record<Allergen, string>;
  /** Phrases that show no allergen though they hold an allergen's word: "sans gluten", "beurre de cacao", "wheat starch". */
  not: string;
}

/**
 * Where a statement turns to what the food may contain, or to advice about allergens: every word after it is left
 * aside. Those of every language are looked for, the statement's own or not: a text cut short shows less, never more.
 */
const TRACES = [
  "may (?:also )?contain",
  "traces? of",
  "(?:made|produced|manufactured|packed|prepared) (?:in|on|using) (?:a |the )?(?:same )?(?:factory|facility|site|premises|equipment|line|environment)",
  "(?:factory|facility) (?:that|which) (?:also )?(?:handles|uses|processes)",
  "peut (?:\\p{L}+ )?contenir",
  "pourrait contenir",
  "traces? (?:éventuelles? |possibles? )?(?:de|des|du|d['’]*)",
  "présence (?:éventuelle|possible)",
  "(?:fabriqué|élaboré|conditionné|produit) dans un (?:atelier|site|établissement|usine)",
  "kann [^.;]{0,80}?(?:enthalten|spuren)",
  "spuren (?:von|an)",
  "enthält (?:möglicherweise|eventuell)",
  "hergestellt in einem betrieb",
  "puede contener",
  "podría contener",
  "trazas? (?:de|del)",
  "elaborado en (?:una|un) (?:fábrica|planta|instalación|línea)",
  "pu[òo]['’]? contenere",
  "potrebbe contenere",
  "tracce (?:di|del)",
  "prodotto in uno stabilimento",
  "kan [^.;]{0,80}?(?:bevatten|sporen|innehålla)",
  "sporen van",
  "geproduceerd in een",
  "pode (?:\\p{L}+ )?conter",
  "(?:vestígios|traços) de",
  "mo(?:że|gą) zawierać",
  "śladow* ilości",
  "wyprodukowano w zakładzie",
  "spår av",
  "tillverkad i en fabrik",
  "al+erg*",
];

/** Words every language writes alike: the E-numbers of sulphites, cheeses by their name. */
const SHARED: Partial<Record<Allergen, string>> = {
  sulphites: "e[\\s-]?22[0-8]",
  milk: "mozzarella, mascarpone, ricotta, emmentale?r?, parmesan, parmigiano, cheddar, gorgonzola, ghee",
};

const LANGUAGES: Record<string, Language> = {
  en: {
    words: {
      gluten: "gluten, wheat, rye, barley, oats?, oatmeal, spelt, kamut, khorasan, triticale",
      crustaceans: "crustaceans?, shrimps?, prawns?, crabs?, lobsters?, crayfish, langoustines?, scampi, krill",
      eggs: "eggs?",
      fish: "fish, salmon, tuna, cod, anchov(?:y|ies), sardines?, pilchards?, mackerel, herrings?, trout, pollock, haddock, hake, halibut, surimi",
      peanuts: "peanuts?, groundnuts?, arachis",
      soybeans: "soy, soya, soy(?:a)?beans?, tofu, edamame",
      milk: "(?<!(?:coconut|almond|oat|soy|soya|rice|cashew|hazelnut) )milk, buttermilk, (?<!(?:peanut|nut|almond|cashew|hazelnut|apple) )butter, cheeses?, (?<!(?:coconut|ice|salad) )cream, whey, lactose, caseins?, caseinates?, yog(?:h)?urts?",
      nuts: "(?<!(?:pine|tiger|kola|cola|shea|betel|areca|ginkgo|ground) )nuts?, almonds?, hazelnuts?, walnuts?, cashews?, pecans?, pistachios?, macadamias?, marzipan",
      celery: "celery, celeriac",
      mustard: "mustard",
      sesame: "sesame, tahini?",
      sulphites: "(?:meta)?(?:bi|di)?sul(?:ph|f)ites?, sul(?:ph|f)ur dioxide",
      lupin: "lupins?, lupines?",
      molluscs:
        "molluscs?, mollusks?, mussels?, oysters?(?! mushrooms?), clams?, squids?, octopus(?:es)?, scallops?, cuttlefish, calamari, whelks?, snails?, abalone",
    },
    not: "free from *, without *, no *, *[\\s-]?free, * flavou?r(?:ing|ed)?s?, (?:cocoa|cacao|shea) butter, butter beans?, coconut (?:milk|cream), cream of tartar, cream crackers?, milk thistle, (?:wheat|barley) (?:starch|glucose syrup|glucose|dextrose|maltodextrin), (?:glucose(?: fructose)? syrup|dextrose|maltodextrin|starch) \\(?(?:from )?(?:wheat|barley)",
  },
  fr: {
    words: {
      gluten: "gluten, bl[ée]s?(?! noir), froment, seigle, orge, avoine, épeautre, kamut, khorasan, triticale",
      crustaceans: "crustacés?, crevettes?, crabes?, homards?, langoustes?, langoustines?, écrevisses?, scampis?, krill",
      eggs: "œufs?, oeufs?, ovoproduits?",
      fish: "poissons?, saumons?, thons?, cabillauds?, morues?, anchois, sardines?, maquereaux?, harengs?, truites?, merlus?, églefins?, flétans?, surimi",
      peanuts: "arachides?, cacahu[èe]tes?, cacahou[èe]tes?",
      soybeans: "soja, tofu, edamame",
      milk: "laits?(?! (?:de |d['’])?(?:coco|amandes?|soja|riz|avoine|noisettes?|cajou)), laiti(?:er|ère)s?, lactose, lactosérum, babeurre, beurres?(?! (?:de |d['’])?(?:cacahu[èe]tes?|arachides?|amandes?|noix|noisettes?|cajou|sésame)), crème (?:fraîche|fraiche|liquide|entière|légère|épaisse|fleurette|de lait), fromages?, yaourts?, yoghourts?, caséines?, caséinates?",
      nuts: "fruits à coque, amandes?(?! (?:de |d['’])abricots?), (?<!beurre )noisettes?, noix(?! (?:de |d['’])(?:coco|muscade|kola|cola|saint|st|pétoncles?|veau|jambon|porc|bœuf|boeuf|beurre)), cajou, p[ée]cans?, pistaches?, macadamias?, massepain",
      celery: "c[ée]leris?",
      mustard: "moutardes?",
      sesame: "s[ée]same, tahin[ié]?",
      sulphites: "(?:m[ée]ta)?(?:bi|di)?sulfites?, anhydride sulfureux, dioxyde de soufre",
      lupin: "lupins?",
      molluscs:
        "mollusques?, moules?, hu[îi]tres?, palourdes?, calamars?, calmars?, encornets?, poulpes?, pieuvres?, seiches?, escargots?, bulots?, bigorneaux?, saint jacques, st jacques, pétoncles?",
    },
    not: "sans *, (?:arômes?|aromes?|goût|gout|saveur|parfum)(?: naturels?)?(?: (?:de|à la|au|aux))? *, (?:arômes?|aromes?|goût|gout|saveur|parfum)(?: naturels?)? d['’]*, beurre de (?:cacao|karité|coco), lait de coco, crème de tartre, (?:amidon|dextrose|maltodextrine|sirop de glucose)(?: de)? (?:bl[ée]|froment|orge)",
  },
  de: {
    words: {
      gluten: "gluten*, *(?<!buch)weizen*, *roggen*, *gerste*, *hafer*, *dinkel*, kamut*, khorasan*, triticale",
      crustaceans: "krebstier*, *garnele*, *krabbe*, *hummer*, *languste*, langustine*, flusskrebs*, shrimps?, scampi, krill",
      eggs: "ei, eier*, ei(?:gelb|klar|dotter|pulver)*, *vollei*, hühnerei*",
      fish: "*(?<!tinten)fisch*, *(?<!f)lachs(?!schinken)*, kabeljau*, sardelle*, sardine*, makrele*, hering*, forelle*, surimi",
      peanuts: "erdn(?:uss|üsse)*",
      soybeans: "*soja*, tofu, edamame",
      milk: "*(?<!kokos|mandel|hafer|soja|reis|dinkel|cashew|nuss)milch(?!säure)*, *(?<!kakao|shea|kokos|nuss|mandel|cashew|sesam|apfel)butter*, *sahne*, *rahm, rahm(?!en)*, *(?<!leber)käse*, *quark*, *jog(?:h)?urt*, *molke*, *laktose*, *lactose*, *kasein*, *casein*",
      nuts: "schalenfrücht*, *(?:hasel|wal|pekan|para|macadamia|cashew)n(?:uss|üsse)*, n(?:uss|üsse)*, *(?<!erd)mandel*, cashew*, pistazie*, macadamia*, pekan*, marzipan*",
      celery: "*sellerie*",
      mustard: "senf*, *senf, *senf(?:saat|samen|körner|mehl|öl|pulver)*",
      sesame: "*sesam*",
      sulphites: "*sulfit*, schwefeldioxid",
      lupin: "*lupine*",
      molluscs: "weichtier*, *muschel*, auster*, *tintenfisch*, kalmar*, calamar*, oktopus*, krake*, weinbergschnecke*",
    },
    not: "ohne *, frei von *, *frei(?:e|er|es|en|em)?, *aroma, *geschmack, (?:weizen|gersten)(?:stärke|glukose*|glucose*|dextrose|maltodextrin), (?:glukose|glucose)(?:sirup)? \\(?(?:aus )?(?:weizen|gerste)",
  },
  es: {
    words: {
      gluten: "gluten, trigo(?! sarraceno), centeno, cebada, avena, espelta, kamut, khorasan, triticale",
      crustaceans: "crustáceos?, gambas?, langostinos?, camar(?:ón|ones), cangrejos?, langostas?, bogavantes?, cigalas?, krill",
      eggs: "huevos?, yemas?, ovoproductos?",
      fish: "pescados?, pez, salmón, atún, bacalao, anchoas?, boquerones?, sardinas?, caballas?, arenques?, truchas?, merluzas?, surimi",
      peanuts: "cacahuetes?, cacahuates?, maní(?:es)?",
      soybeans: "soja, soya, tofu, edamame",
      milk: "leches?(?! (?:de )?(?:coco|almendras?|soja|arroz|avena|avellanas?)), lácte[oa]s?, lactosa, lactosuero, mantequilla(?! (?:de )?(?:cacahuetes?|maní|cacao|karité|almendras?)), natas?(?! de coco), quesos?, yogur(?:t|es)?, caseínas?, caseinatos?",
      nuts: "frutos (?:de|con) cáscara, almendras?, avellanas?, nue(?:z|ces)(?! (?:moscada|de (?:coco|cola|kola))), anacardos?, pacanas?, pecanas?, pistachos?, macadamias?, mazapán",
      celery: "apio",
      mustard: "mostaza",
      sesame: "sésamo, sesamo, ajonjolí, tahin[ai]?",
      sulphites: "(?:meta)?(?:bi|di)?sulfitos?, dióxido de azufre, anhídrido sulfuroso",
      lupin: "altramu(?:z|ces), lupinos?",
      molluscs:
        "moluscos?, mejill(?:ón|ones), ostras?, almejas?, calamar(?:es)?, pulpos?, sepias?, vieiras?, caracol(?:es)?, berberechos?, chipirones?",
    },
    not: "sin *, libre de *, (?:aromas?|sabor(?:es)?)(?: naturale?s?)?(?: (?:a|de))? *, manteca de (?:cacao|karité), crémor tártaro, (?:almidón|dextrosa|maltodextrina|jarabe de glucosa)(?: de)? (?:trigo|cebada)",
  },
  it: {
    words: {
      gluten: "glutine, frumento, grano (?:duro|tenero), segale, orzo, avena, farro, kamut, khorasan, triticale",
      crustaceans: "crostace[io], gamber(?:i|o|etti|etto), granchi(?:o)?, aragost[ae], astic[ei], scampi, mazzancolle, krill",
      eggs: "uova, uovo, tuorl[oi], ovoprodotti",
      fish: "pesce, pesci, salmone, tonno, merluzzo, baccalà, acciugh?[ae], alici, sardin[ae], sgombro, aring(?:a|he), trota, nasello, surimi",
      peanuts: "arachid[ie], noccioline",
      soybeans: "soia, soja, tofu, edamame",
      milk: "latte(?! (?:di )?(?:cocco|mandorla|soia|riso|avena)), lattiero, latticini, lattosio, burro(?! (?:di )?(?:arachidi|mandorle|nocciole|anacardi)), panna, formaggi[oi]?, yogurt, caseina, caseinati?",
      nuts: "frutta a guscio, mandorl[ae], nocciol[ae], noc[ei](?! (?:moscata|di (?:cocco|cola|kola))), anacard[io], pecan, pistacchi[oi]?, macadamia, marzapane",
      celery: "sedano",
      mustard: "senape",
      sesame: "sesamo",
      sulphites: "(?:meta)?(?:bi|di)?solfiti?, anidride solforosa, diossido di zolfo",
      lupin: "lupin[io]",
      molluscs:
        "molluschi, mollusco, cozz[ea], ostric(?:a|he), vongol[ea], calamar[io], polp[oi], seppi[ae], capesante, lumach[ea], totani",
    },
    not: "senza *, privo di *, (?:aromi?|gusto)(?: naturali?)?(?: (?:di|al|alla|allo))? *, burro di (?:cacao|karité), latte di cocco, cremor tartaro, (?:amido|destrosio|maltodestrin[ae]|sciroppo di glucosio)(?: di)? (?:frumento|grano|orzo)",
  },
  nl: {
    words: {
      gluten: "gluten, *tarwe*, *rogge*, *gerst*, *haver*, spelt*, kamut, khorasan, triticale",
      crustaceans: "schaaldier*, *garna(?:a)?l*, krab*, kreeft*, rivierkreeft*, langoustine*, krill",
      eggs: "ei, eieren, *eidooier*, eigeel*, *kippenei*, volei*, eipoeder",
      fish: "vis, vissen, vis(?:olie|saus|bouillon|poeder), *zalm*, tonijn*, kabeljauw*, ansjovis*, sardine*, sardien*, makreel*, haring*, forel*, koolvis, surimi",
      peanuts: "pinda*, aardno(?:ot|ten)*, grondno(?:ot|ten)*",
      soybeans: "*soja*, tofu, edamame",
      milk: "*(?<!kokos|amandel|haver|soja|rijst)melk(?!zuur)*, *(?<!cacao|kakao|shea|pinda|noten|amandel|cashew|kokos)boter*, *(?<!pinda)kaas*, room*, slagroom*, kookroom*, wei, weipoeder, wei(?:eiwit|permeaat)*, lactose*, *case[iï]n*, yoghurt*, zuivel*",
      nuts: "noten, noot, *(?:hazel|wal|pecan|para|cashew|macadamia)no(?:ot|ten)*, amandel*, cashew*, pecan*, pistache*, macadamia*, marsepein",
      celery: "*selder*",
      mustard: "*mosterd*",
      sesame: "*sesam*",
      sulphites: "*sulfiet*, zwaveldioxide",
      lupin: "*lupine*",
      molluscs: "weekdier*, *mossel*, oester*, *inktvis*, octopus*, kokkel*, calamar*, sint jakobsschelp*",
    },
    not: "zonder *, vrij van *, *vrij(?:e)?, *aroma, *smaak, (?:cacao|shea) ?boter, (?:tarwe|gerst)(?:zetmeel|glucosestroop|dextrose|maltodextrine), glucosestroop \\(?(?:van )?(?:tarwe|gerst)",
  },
  pt: {
    words: {
      gluten: "gl[úu]ten, trigo(?! (?:sarraceno|mourisco)), centeio, cevada, aveia, espelta, kamut, khorasan, triticale",
      crustaceans: "crustáceos?, camar(?:ão|ões), gambas?, caranguejos?, lagostas?, lagostins?, krill",
      eggs: "ovos?, gemas?, ovoprodutos?",
      fish: "peixes?, salmão, atum, bacalhau, anchovas?, sardinhas?, cavalas?, arenques?, trutas?, pescadas?, surimi",
      peanuts: "amendoi(?:m|ns)",
      soybeans: "soja, tofu, edamame",
      milk: "leites?(?! (?:de )?(?:coco|amêndoas?|soja|arroz|aveia|avelãs?)), lácte[oa]s?, lactose, manteiga(?! (?:de )?(?:amendoim|amêndoas?|caju)), natas?, queijos?, iogurtes?, caseínas?, caseinatos?, requeijão",
      nuts: "frutos de casca rija, amêndoas?, avelãs?, no(?:z|zes)(?! (?:moscada|de (?:coco|cola|kola))), (?<!(?:suco|sumo|polpa|néctar) de )cajus?, castanhas? (?:do )?(?:pará|brasil), pec(?:ã|an)s?, pistácios?, macad[âa]mias?, maçapão",
      celery: "aipo",
      mustard: "mostarda",
      sesame: "sésamo, gergelim",
      sulphites: "(?:meta)?(?:bis|di)?sulfitos?, dióxido de enxofre, anidrido sulfuroso",
      lupin: "tremoços?, lupinos?",
      molluscs: "moluscos?, mexilh(?:ão|ões), ostras?, amêijoas?, lulas?, polvos?, vieiras?, caracó(?:is|l), caracol",
    },
    not: "sem *, isento de *, (?:aromas?|sabor(?:es)?)(?: naturais?| natural)?(?: (?:a|de))? *, manteiga de (?:cacau|karité), leite de coco, cremor tártaro, (?:amido|dextrose|maltodextrina|xarope de glucose)(?: de)? (?:trigo|cevada)",
  },
  pl: {
    words: {
      gluten: "gluten*, pszen*, żyt*, jęczmie*, jęczmień, owies, owsa, owsian*, orkisz*, kamut, triticale",
      crustaceans: "skorupiak*, krewet*, krab*, homar*, langust*, kryl*",
      eggs: "jaj*, żółtk*",
      fish: "ryb*, łoso*, tuńczyk*, dorsz*, sardynk*, sardel*, makrel*, śledź, śledzi*, pstrąg*, mintaj*, morszczuk*, surimi",
      peanuts: "orzesz(?:ki|ków|kami) ziemn*, orzech(?:y|ów)? ziemn*, orzech(?:y|ów)? arachidow*, arachid*",
      soybeans: "soj*, soi, tofu",
      milk: "mlek(?!ow)*(?! (?:kokos|migdał|sojow|owsian|ryżow)), mlecz(?!an)*(?! (?:kokos|migdał|sojow|owsian|ryżow)), masł*(?! (?:kakaow|shea|orzechow|migdałow|arachidow)), maślank*, śmietan*, ser(?:y|a|ek|ki|ów)?, serow\\p{L}+, serwatk*, laktoz*, kazein*, jogurt*, kefir*",
      nuts: "orzech*(?! (?:ziemn|kokos|arachid)), orzeszk*(?! (?:ziemn|arachid)), migdał*, nerkowc*, pekan*, pistacj*, makadami*, marcepan*",
      celery: "seler*",
      mustard: "gorczyc*, musztard*",
      sesame: "sezam*",
      sulphites: "*siarczyn*, dwutlenek siarki",
      lupin: "łubin*",
      molluscs: "mięczak*, małż*, ostryg*, kalmar*, ośmiornic*, mątw*, ślimak*, przegrzebk*",
    },
    not: "bez *, bez*, (?:aromat|smak)\\p{L}{0,3}(?: naturaln\\p{L}+)? *, masło (?:kakaowe|shea), kwas mlekowy, (?:skrobia|syrop glukozowy|dekstroza|maltodekstryna)(?: z)? (?:pszen*|jęczmien*)",
  },
  sv: {
    words: {
      gluten:
        "gluten, *(?<!bo)vete(?:mjöl|kli|gluten|flingor|protein|kross|groddar)?, råg*, *råg(?:mjöl|kli|flingor)?, korn(?:malt|mjöl|flingor)?, *havre*, dinkel*, kamut, khorasan, triticale",
      crustaceans: "kräftdjur*, *räk(?:a|or), krabb*, hummer*, kräft(?:a|or), languster, krill",
      eggs: "ägg*, (?:höns|hel)ägg*",
      fish: "fisk*, *(?<!bläck)fisk, lax*, torsk*, ansjovis*, sardin*, makrill*, sill*, strömming*, öring*, surimi",
      peanuts: "jordnöt*",
      soybeans: "*soja*, tofu, edamame",
      milk: "*(?<!kokos|mandel|havre|soja|ris)mjölk(?!syra)*, *(?<!kakao|shea|nöt|nöts|mandel|kokos)smör*, *grädde, grädd(?:fil|pulver)*, ost, ostar, ost(?:pulver|massa)*, *vassle*, laktos*, kasein*, yoghurt*, kvarg*",
      nuts: "nötter, *(?:hassel|val|pekan|para|cashew|macadamia)nöt*, mandl*, mandel*, cashew*, pistasch*, macadamia*, marsipan",
      celery: "*selleri*",
      mustard: "*senap*",
      sesame: "*sesam*",
      sulphites: "*sulfit*, svaveldioxid",
      lupin: "*lupin*",
      molluscs: "blötdjur*, *mussl*, ostron*, *bläckfisk*, snäck*, sniglar",
    },
    not: "utan *, fri från *, *fri(?:tt|a)?, *arom, *smak, (?:vete|korn)(?:stärkelse|glukos*|dextros|maltodextrin), glukossirap \\(?(?:av )?(?:vete|korn)",
  },
};

/** GS1's allergen type codes of the 14 (and of their kinds: AW is the cereals, UW wheat, SH hazelnuts). */
const GS1_CODES: Record<Allergen, string[]> = {
  gluten: ["AW", "AX", "UW", "NR", "GB", "GO", "GS", "GK", "TR"],
  crustaceans: ["AC", "UN", "ABF", "ABG", "ABH", "ABI", "ABJ", "ABK", "ABL"],
  eggs: ["AE"],
  fish: [
    ..."AF ABD ABE ACP ADB ADC ADE ADF ADG ADH ADI ADJ ADK ADL ADM ADP ADQ ADR ADS ADT ADU ADV ADW AWF BAS BLF BRM".split(" "),
    ..."CHB CHR CSC EEL MAC MAL MKF ORR PLC POM PRG ROF SAR SHK SMT STG TUR WHT".split(" "),
  ],
  peanuts: ["AP"],
  soybeans: ["AY"],
  milk: ["AM", "ML"],
  nuts: ["AN", "SA", "SC", "SH", "SM", "SP", "SQ", "SR", "ST", "SW"],
  celery: ["BC"],
  mustard: ["BM"],
  sesame: ["AS"],
  sulphites: ["AU"],
  lupin: ["NL"],
  molluscs: ["UM", "UN", "ABN", "CLM", "COK", "CON", "LMT", "LSN", "MSS", "OCT", "OYS", "PER", "QUA", "SCA", "SQU", "WHK"],
};

/** Words of the tables as one regular expression: `*` any letters, a space any spaces or hyphens, whole words only. */
const pattern = (words: string[]) =>
  new RegExp(
    `(?<!\\p{L})(?:${words.map((word) => word.replace(/\*/g, "\\p{L}*").replace(/ /g, "[\\s-]+")).join("|")})(?!\\p{L})`,
    "giu",
  );

const TRACES_PATTERN = pattern(TRACES);

interface Compiled {
  words: [Allergen, RegExp][];
  not: RegExp;
}

const compiled = new Map<string, Compiled>(
  Object.entries(LANGUAGES).map(([language, { words, not }]) => [
    language,
    {
      words: Object.entries(words).map(([allergen, list]) => {
        const shared = SHARED[allergen as Allergen];
        return [allergen as Allergen, pattern([list, ...(shared ? [shared] : [])].flatMap((entry) => entry.split(", ")))];
      }),
      not: pattern(not.split(", ")),
    },
  ]),
);

/** An allergen a text shows, with the ingredient that shows it as the text writes it ("lait écrémé en poudre"). */
interface Mention {
  allergen: Allergen;
  ingredient: string;
}

/** What parts one ingredient from the next: commas, brackets, colons, a full stop before a space, a line's end. */
const BETWEEN_INGREDIENTS = /[,;:()[\]{}\n•]|\.(?=\s|$)/gu;

/** The ingredient of a text that holds the word at `index`, as written: the text between the separators around it. */
function ingredientAt(text: string, index: number): string {
  let start = 0;
  let end = text.length;
  for (const separator of text.matchAll(BETWEEN_INGREDIENTS)) {
    if (separator.index >= index) {
      end = separator.index;
      break;
    }
    start = separator.index + 1;
  }
  return text.slice(start, end).replace(/_/g, "").trim();
}

/** The allergens a text in one language names, each with the first ingredient that names it; none in a language of no table. */
function mentions(text: string, language: string | undefined): Mention[] {
  const table = language === undefined ? undefined : compiled.get(language);
  if (!table) return [];
  const not = [...text.matchAll(table.not)].map((match) => [match.index, match.index + match[0].length] as const);
  const inside = (index: number) => not.some(([start, end]) => index >= start && index < end);
  return table.words.flatMap(([allergen, words]) => {
    const first = [...text.matchAll(words)].find((match) => !inside(match.index));
    return first ? [{ allergen, ingredient: ingredientAt(text, first.index) }] : [];
  });
}

/**
 * An ingredient statement read off a photo and left broken: its brackets do not pair ("origine UE), tomate", or
 * "MOUTARDE [eau," where it stops). Printed, it would be gibberish on the page.
 */
export function garbled(statement: string): boolean {
  let depth = 0;
  for (const char of statement) {
    if ("([{".includes(char)) depth += 1;
    else if (")]}".includes(char) && --depth < 0) return true;
  }
  return depth !== 0;
}

/**
 * An ingredient statement read off a photo that stops mid-list: left broken (its brackets do not pair) and ending on a
 * comma, a colon or an open bracket ("… MOUTARDE [eau, graines de MOUTARDE,"). A whole statement may end on a
 * stray comma; a broken one that does is cut off.
 */
export const cutOff = (statement: string): boolean => garbled(statement) && /[,;:([{]$/u.test(statement.trim());

/**
 * The allergens an ingredient statement shows the food contains, each with the ingredient that shows it: the words
 * after a "may contain" (or advice about allergens) are left aside.
 */
export function allergensShown(statement: string, language: string | undefined): Mention[] {
  const traces = statement.search(TRACES_PATTERN);
  return mentions(traces < 0 ? statement : statement.slice(0, traces), language);
}

/** The allergens an item of a declaration names: a GS1 code ("AM"), an OFF tag made readable ("milk"), a word in any language ("lait"). */
export function allergensDeclared(item: string): Allergen[] {
  const code = item.trim().toUpperCase();
  return [
    ...Object.entries(GS1_CODES).flatMap(([allergen, codes]) => (codes.includes(code) ? [allergen as Allergen] : [])),
    ...[...compiled.keys()].flatMap((language) => mentions(item, language).map(({ allergen }) => allergen)),
  ];
}
