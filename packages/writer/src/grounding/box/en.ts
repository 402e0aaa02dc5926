import type { BoxWords } from "./things.js";

export const en: BoxWords = {
  cable: "cables?|cords?|leads?|wires?|wiring|cordons?",
  charger:
    "chargers?|charging (?:cradle|base|station|dock|unit|brick|plug|pad)s?|power (?:adapters?|adaptors?|supply|supplies|supply units?|bricks?|plugs?)|(?:ac|dc|mains|wall|usb) (?:adapters?|adaptors?)|psus?",
  adapter: "adapters?|adaptors?|converters?|dongles?",
  battery: "batter(?:y|ies)|battery packs?|accumulators?|power banks?",
  case: "cases?|pouch(?:es)?|bags?|covers?|laptop sleeves?|protective sleeves?|holsters?|totes?|sacks?|satchels?|etuis?|folios?|backpacks?|rucksacks?|garment bags?",
  dustBag: "dust[- ]?(?:bags?|covers?|pouch(?:es)?|sleeves?)",
  giftBox:
    "gift[- ]?(?:box(?:es)?|boxed|bags?|pouch(?:es)?|packaging|packs?|sets?|wrap(?:ping)?|tins?)|presentation (?:box(?:es)?|cases?)|jewel(?:le)?ry (?:box(?:es)?|pouch(?:es)?)",
  strap: "straps?|lanyards?|wrist[- ]?bands?|wristlets?|bands?|belts?|slings?|harness(?:es)?|bungees?|bungee cords?",
  manual:
    "manuals?|guides?|instructions?|instruction (?:leaflets?|booklets?|sheets?)|leaflets?|booklets?|documentation|warranty cards?|quick[- ]?start|getting started",
  remote: "remotes?|remote controls?|remote controllers?|clickers?",
  earphones: "earphones?|headphones?|ear[- ]?buds?|headsets?|in[- ]?ears?|earpieces?|hands[- ]?free kits?",
  stand: "stands?|tripods?|kickstands?|bases?|pedestals?|easels?|feet",
  mount: "mounts?|mounting (?:brackets?|plates?|kits?|hardware)|brackets?|holders?|clamps?|clips?|cradles?|hooks?",
  dock: "docks?|docking stations?|port replicators?",
  fixings:
    "screws?|bolts?|nuts?|dowels?|anchors?|wall plugs?|fixings?|fasteners?|nails?|washers?|hardware|mounting (?:kits?|hardware|screws?)|fitting kits?|rivets?",
  tool: "tools?|tool ?kits?|allen (?:keys?|wrench(?:es)?)|hex (?:keys?|wrench(?:es)?)|wrench(?:es)?|spanners?|screwdrivers?|pliers|multi[- ]?tools?",
  keys: "keys?",
  brush: "brush(?:es)?|applicators?|combs?|sponges?|puffs?|spatulas?",
  filter: "filters?",
  cartridge: "cartridges?|toners?|ink tanks?|refills?",
  lid: "lids?|caps?|stoppers?|closures?|corks?|tops?",
  memoryCard:
    "(?:micro ?)?sd(?:hc|xc)?(?: memory)? cards?|memory cards?|micro ?sd(?:hc|xc)?|(?:compact ?flash|cf|xqd|cfexpress) cards?",
  cloth: "cloths?|wipes?|towels?|chamois",
  spareParts: String.raw`spare (?:\p{L}+ )?parts?|replacement (?:\p{L}+ )?parts?|spares|spare \p{L}+|replacement \p{L}+|extra \p{L}+`,
  laces: "(?:shoe)?laces?|shoe ?strings?",
  shoeTrees: "shoe ?trees?|boot ?trees?|shoe (?:shapers?|stretchers?)",
  shoehorn: "shoe ?horns?",
  careKit: "(?:care|cleaning|maintenance|repair|polishing) kits?|(?:care|cleaning) sets?",
  hanger: "hangers?|coat ?hangers?",
  mouse: "mouse|mice",
  keyboard: "keyboards?",
  stylus: "stylus(?:es)?|styli|(?:digital|touch|smart) pens?|s[- ]?pens?",
  glasses: "(?:3 ?d )?glasses|goggles",
  scoop: "scoops?|(?:measuring|dosing) (?:spoons?|cups?)",
  sachet: "sachets?|packets?|pods?",
  blades: "blades?|discs?|cutters?",
  bits: "bits?|drill bits?|attachments?|nozzles?|heads?",
  mirror: "mirrors?",
  recipeBook: "recipe (?:books?|booklets?|cards?)|cookbooks?",
  tyres: "tyres?|tires?",
};
