// What comes in a product's box, by concept: the things a claim of what is included names, in any of the nine
// languages (one file a language, as ../../languages/ holds its phrasing), so that a claim in another language than
// the data's is held to the data's own word for each thing it names ("Ladekabel" to the data's "charging cable").

/** The things boxes hold, across electronics, apparel, cosmetics, kitchen and tools. */
export type BoxThing =
  | "cable"
  | "charger"
  | "adapter"
  | "battery"
  | "case"
  | "dustBag"
  | "giftBox"
  | "strap"
  | "manual"
  | "remote"
  | "earphones"
  | "stand"
  | "mount"
  | "dock"
  | "fixings"
  | "tool"
  | "keys"
  | "brush"
  | "filter"
  | "cartridge"
  | "lid"
  | "memoryCard"
  | "cloth"
  | "spareParts"
  | "laces"
  | "shoeTrees"
  | "shoehorn"
  | "careKit"
  | "hanger"
  | "mouse"
  | "keyboard"
  | "stylus"
  | "glasses"
  | "scoop"
  | "sachet"
  | "blades"
  | "bits"
  | "mirror"
  | "recipeBook"
  | "tyres"
  | "documentFeeder";

/**
 * A language's words for each thing: regular expressions' sources matched in any case, ending a word (in the
 * compounding languages, de, nl and sv, a word may end in them: "Ladekabel", "laddkabel"), in the singular and the
 * plural, with a hyphen or a space where the data's normalized words have a space ("USB-Kabel", "usb kabel").
 */
export type BoxWords = Record<BoxThing, string>;
