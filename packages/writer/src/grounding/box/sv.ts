import type { BoxWords } from "./things.js";

// Heads of compounds, as in German ("laddkabel", "bärväska"); what would end another word is held to a word's start.
export const sv: BoxWords = {
  cable: "kablar(?:na)?|kabel(?:n)?|sladd(?:ar|en|arna)?",
  charger:
    "laddare(?:n|na)?|nätadapter(?:n|ar|arna)?|strömadapter(?:n|ar|arna)?|nätaggregat(?:et)?|laddstation(?:en|er)?|laddningsstation(?:en|er)?",
  adapter: "adapter(?:n|ar|arna)?|omvandlare(?:n)?|dongel|donglar",
  battery: "batteri(?:et|er|erna)?|ackumulator(?:er|n)?|powerbank(?:s)?",
  case: String.raw`väska(?:n|or|orna)?|fodral(?:et|en)?|etui(?:et|er|n)?|påse(?:n|ar|arna)?|påsar(?:na)?|ryggsäck(?:en|ar)?|(?<!\p{L})skal(?:et)?|(?<!\p{L})cases?|sleeves?|pouch(?:es)?`,
  dustBag: "dammpåse(?:n|ar)?|dammskydd(?:et)?|dust ?bags?",
  giftBox:
    "present(?:ask|asken|askar|förpackning|förpackningen|påse|påsen|kartong)|gåvo(?:ask|asken|förpackning)|smyckes(?:ask|asken|askar|skrin)",
  strap:
    "(?<!xt|k)rem(?:men|mar)?|band(?:et|en)?|axelrem(?:men|mar)?|handledsrem(?:men|mar)?|bälte(?:n|t)?|spännband(?:en|et)?|lanyards?|straps?",
  manual:
    "manual(?:en|er)?|bruksanvisning(?:en|ar)?|instruktion(?:er|en|erna)?|handbok(?:en)?|handböcker|guide(?:n|r)?|dokumentation(?:en)?|garantikort(?:et)?|snabbstartsguide(?:n)?",
  remote: "fjärrkontroll(?:en|er)?|remotes?",
  earphones: "hörlurar(?:na)?|hörlur(?:en)?|headset(?:et)?|öronsnäckor|earbuds|in-ear|handsfree(?:set|sats)?",
  stand: String.raw`stativ(?:et)?|ställ(?:et)?|fot(?:en)?|fötter(?:na)?|(?<!\p{L})stand(?:en)?|sockel(?:n)?`,
  mount: "hållare(?:n|na)?|fäste(?:n|t|na)?|konsol(?:en|er)?|klämma(?:n)?|klämmor|klips|clips|monteringsplatta(?:n)?",
  dock: "dockningsstation(?:en|er)?|docka(?:n)?|dock(?:en)?|portreplikator(?:n|er)?",
  fixings: String.raw`skruvar(?:na)?|(?<!\p{L})skruv(?:en)?|bultar|muttrar|pluggar|brickor|spikar|nitar|monteringssats(?:en|er)?|monteringsmaterial(?:et)?|fästmaterial(?:et)?|monteringskit`,
  tool: "verktyg(?:et|en|s|sats|satsen)?|insexnyckel(?:n)?|insexnycklar|skruvmejsel(?:n)?|skruvmejslar|tång|tänger|multiverktyg(?:et)?",
  keys: "(?<!insex|skruv)nyckel(?:n)?|(?<!insex|skruv)nycklar(?:na)?",
  brush:
    "borste(?:n)?|borstar(?:na)?|pensel(?:n)?|penslar|applikator(?:er|n)?|kam(?:men)?|kammar|svamp(?:en|ar)?|spatel(?:n)?|spatlar",
  filter: "filter|filtret|filtren|filtrer",
  cartridge: "patron(?:en|er|erna)?|kassett(?:en|er)?|toner(?:n)?|refill(?:s)?|påfyllning(?:en|ar)?",
  lid: String.raw`lock(?:et|en)?|kork(?:en|ar)?|(?<!\p{L})propp(?:en|ar)?|(?<!\p{L})hätta(?:n)?|hättor`,
  memoryCard: String.raw`minneskort(?:et|en)?|(?:micro)?sd(?:hc|xc)?-?kort(?:et|en)?|(?<!\p{L})micro-?sd(?:hc|xc)?`,
  cloth: "duk(?:en|ar)?|trasa(?:n)?|trasor|servett(?:er)?|handduk(?:en|ar)?|putsduk(?:en|ar)?",
  spareParts: String.raw`(?<!\p{L})reserv\p{L}+|(?<!\p{L})extra\p{L}+|(?<!\p{L})utbytes\p{L}+`,
  laces: "skosnören(?:a)?|skosnöre(?:t)?|snören(?:a)?",
  shoeTrees: "skoblock(?:en)?|skoträd(?:en)?",
  shoehorn: "skohorn(?:et|en)?",
  careKit: "(?:skötsel|rengörings|vårds|reparations)(?:kit|kitet|set|setet|sats|satsen)",
  hanger: "galge(?:n)?|galgar(?:na)?|klädgalge(?:n)?|klädgalgar",
  mouse: String.raw`(?<!\p{L})mus(?:en)?|möss(?:en)?`,
  keyboard: "tangentbord(?:et|en)?",
  stylus: "styluspenna(?:n)?|pekpenna(?:n)?|stylus|s-pen",
  glasses: "glasögon(?:en)?|3d-glasögon",
  scoop: "mått(?:sked|skeden|skedar|skopa|skopan|bägare)|doseringssked(?:en|ar)?|sked(?:en|ar)?|skopa(?:n)?|skopor",
  sachet: "portionspåse(?:n|ar)?|sachets?",
  blades: String.raw`blad(?:et|en)?|knivar(?:na)?|(?<!\p{L})kniv(?:en)?|sågblad(?:et|en)?|kapskiva(?:n)?|kapskivor`,
  bits: "bits|borr(?:ar|en)?|munstycke(?:n|t)?|tillsats(?:er|en)?|borsthuvud(?:en|et)?",
  mirror: "spegel(?:n)?|speglar(?:na)?",
  recipeBook: "receptbok(?:en)?|receptböcker|kokbok(?:en)?|kokböcker",
  tyres: "däck(?:en)?",
  documentFeeder: String.raw`(?:dokument|ark|papper)s?matar(?:e|en|na)?|(?<!\p{L})adf`,
};
