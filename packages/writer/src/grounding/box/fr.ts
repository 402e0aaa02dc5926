import type { BoxWords } from "./things.js";

export const fr: BoxWords = {
  cable: "(?:câbles?|cordons?)(?: d['’ ]alimentation| de (?:re)?charge)?(?: secteur)?",
  charger:
    "chargeurs?|blocs? (?:d['’ ])?alimentation|blocs? secteur|adaptateurs? (?:secteur|d['’ ]alimentation|ac)|alimentations?(?: secteur)?|stations? de (?:charge|recharge)|socles? de (?:charge|recharge)",
  adapter: "adaptateurs?|convertisseurs?|dongles?",
  battery: "batteries?|piles?|accus?|accumulateurs?|powerbanks?|batteries? externes?",
  case: "étuis?|housses?|pochettes?|sacs?|sachets?|poches? (?:en )?(?:papier|plastique|kraft)|sacoches?|coques?|trousses?|sacs? à dos|fourreaux|fourreau|cabas|tote bags?",
  dustBag: "(?:sacs?|housses?|pochettes?) (?:anti-?poussières?|à poussière|de protection contre la poussière)|dust ?bags?",
  giftBox:
    "(?:boîtes?|boites?|coffrets?|pochettes?|sacs?|emballages?|paquets?|sachets?)[- ]cadeaux?|écrins?|coffrets?|papier cadeau",
  strap: "sangles?|dragonnes?|bandoulières?|bracelets?|lanières?|ceintures?|courroies?|tendeurs?|lanyards?",
  manual:
    "notices?|manuels?|modes? d['’ ]emploi|guides?(?: d['’ ]utilisation| de démarrage(?: rapide)?)?|instructions?|livrets?|brochures?|documentation|cartes? de garantie",
  remote: "télécommandes?|telecommandes?",
  earphones:
    "écouteurs?|oreillettes?|kits? piétons?|kits? mains libres|casques? (?:audio|stéréo|bluetooth|d['’ ]écoute|sans fil)|micro-?casques?|intra-?auriculaires?",
  stand: "supports?|socles?|pieds?|trépieds?|béquilles?|chevalets?",
  mount: "supports?|fixations?|attaches?|pinces?|clips?|crochets?|étriers?|platines?|berceaux",
  dock: "stations? d['’ ]accueil|docks?|réplicateurs? de ports?",
  fixings: "vis|visserie|boulons?|écrous?|chevilles?|rondelles?|clous?|rivets?|kits? de (?:montage|fixation)|quincaillerie",
  tool: "outils?|outillage|clés? (?:allen|hexagonales?|plates?|à molette|btr|six pans)|tournevis|pinces? (?:coupantes?|plates?)|multi-?outils?",
  keys: "clés?|clefs?",
  brush: "brosses?|pinceaux?|applicateurs?|peignes?|éponges?|houppettes?|spatules?",
  filter: "filtres?",
  cartridge: "cartouches?|toners?|réservoirs? d['’ ]encre|recharges? (?:d['’ ]encre|de parfum)",
  lid: "couvercles?|bouchons?|capuchons?|opercules?",
  memoryCard: "cartes? (?:mémoire|(?:micro ?)?sd(?:hc|xc)?|cf|compact ?flash)|(?:micro ?)?sd(?:hc|xc)?",
  cloth: "chiffons?|lingettes?|serviettes?|tissus? (?:de nettoyage|microfibres?)|suédines?|peau de chamois",
  spareParts: String.raw`pièces? (?:de rechange|détachées)|\p{L}+ de rechange`,
  laces: "lacets?",
  shoeTrees: "embauchoirs?|formes? à chaussures",
  shoehorn: "chausse-?pieds?",
  careKit:
    "kits? (?:d['’ ]entretien|de nettoyage|de soin|de réparation)|nécessaires? (?:d['’ ]entretien|de nettoyage)|produits? d['’ ]entretien",
  hanger: "cintres?",
  mouse: "souris",
  keyboard: "claviers?",
  stylus: "stylets?|stylos? (?:numériques?|tactiles?)|s ?pens?",
  glasses: "lunettes?",
  scoop: "cuill(?:ère|ères|ers?) (?:doseuses?|à mesurer|de mesure)|cuillères?|doseurs?|verres? doseurs?|gobelets? doseurs?",
  sachet: "sachets?|dosettes?",
  blades: "lames?|disques? (?:de coupe|à tronçonner)|couteaux?",
  bits: "embouts?|forets?|mèches?|accessoires? (?:de coupe|interchangeables?)|buses?",
  mirror: "miroirs?",
  recipeBook: "livres? de recettes|livrets? de recettes|cartes? recettes?|fiches? recettes?",
  tyres: "pneus?|pneumatiques?",
};
