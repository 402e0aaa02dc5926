import { describe, expect, it } from "vitest";
import { allergensDeclared, allergensShown } from "./allergens.js";

/** The allergens a statement shows, each with the ingredient that shows it, as "allergen: ingredient". */
const shown = (statement: string, language: string) =>
  allergensShown(statement, language).map(({ allergen, ingredient }) => `${allergen}: ${ingredient}`);

describe("the allergens an ingredient statement shows", () => {
  // A biscuit's statement as each language labels it: what the food contains, then what it may contain.
  const biscuits: Record<string, string> = {
    en: "Wheat flour, skimmed milk powder, egg, hazelnuts, soya lecithin. May contain peanuts and sesame.",
    fr: "Farine de blé, lait écrémé en poudre, œufs, noisettes, lécithine de soja. Peut contenir des traces d'arachides et de sésame.",
    de: "Weizenmehl, Magermilchpulver, Hühnereigelb, Haselnüsse, Emulgator: Sojalecithin. Kann Spuren von Erdnüssen und Sesam enthalten.",
    es: "Harina de trigo, leche desnatada en polvo, huevo, avellanas, lecitina de soja. Puede contener trazas de cacahuete y sésamo.",
    it: "Farina di frumento, latte scremato in polvere, uova, nocciole, lecitina di soia. Può contenere arachidi e sesamo.",
    nl: "Tarwebloem, magere melkpoeder, ei, hazelnoten, sojalecithine. Kan sporen van pinda en sesam bevatten.",
    pt: "Farinha de trigo, leite em pó, ovo, avelãs, lecitina de soja. Pode conter amendoim e sésamo.",
    pl: "Mąka pszenna, mleko w proszku odtłuszczone, jaja, orzechy laskowe, lecytyna sojowa. Może zawierać orzeszki ziemne i sezam.",
    sv: "Vetemjöl, skummjölkspulver, ägg, hasselnötter, sojalecitin. Kan innehålla spår av jordnötter och sesam.",
  };

  it.each(Object.keys(biscuits))(
    "reads gluten, milk, eggs, nuts and soy, and leaves what it may contain aside (%s)",
    (language) => {
      expect(allergensShown(biscuits[language]!, language).map(({ allergen }) => allergen)).toEqual([
        "gluten",
        "eggs",
        "soybeans",
        "milk",
        "nuts",
      ]);
    },
  );

  it("names the ingredient that shows each allergen, as written", () => {
    const statements = {
      en: "Durum _Wheat_ Semolina, Water, Cheddar Cheese (_Milk_) (2.7%)",
      de: "Lachs, Garnelen, Miesmuscheln, Sellerie, Dijon-Senf, Lupinenmehl, Schwefeldioxid",
      fr: "vin blanc, conservateur : E220",
    };
    expect(
      Object.fromEntries(Object.entries(statements).map(([language, statement]) => [language, shown(statement, language)])),
    ).toEqual({
      en: ["gluten: Durum Wheat Semolina", "milk: Cheddar Cheese"],
      de: [
        "crustaceans: Garnelen",
        "fish: Lachs",
        "celery: Sellerie",
        "mustard: Dijon-Senf",
        "sulphites: Schwefeldioxid",
        "lupin: Lupinenmehl",
        "molluscs: Miesmuscheln",
      ],
      fr: ["sulphites: E220"],
    });
  });

  // Words that hold an allergen's word and name no allergen: none is shown.
  const noAllergen: Record<string, string> = {
    en: "Cocoa mass, cocoa butter, coconut milk, shea butter, nutmeg, buckwheat, coconut, cream of tartar, lactic acid, glucose syrup (wheat), wheat starch, butter beans, pine nuts, hazelnut flavouring, gluten-free",
    fr: "Beurre de cacao, lait de coco, noix de coco râpée, noix de muscade, sarrasin, blé noir, acide lactique, ferments lactiques, crème de tartre, sirop de glucose de blé, arôme naturel de noisette, sans gluten",
    de: "Kakaobutter, Kokosmilch, Sheabutter, Muskatnuss, Kokosnuss, Buchweizen, Milchsäure, Erdmandeln, Leberkäse, Linsenflocken, Leinsamen (Flachs), Weizenstärke, Glukosesirup (Weizen), Haselnussaroma, glutenfrei",
    es: "Manteca de cacao, leche de coco, nuez moscada, trigo sarraceno, ácido láctico, almidón de trigo, sin gluten",
    it: "Burro di cacao, latte di cocco, noce moscata, grano saraceno, acido lattico, fermenti lattici, sciroppo di glucosio di frumento, senza glutine",
    nl: "Cacaoboter, kokosmelk, nootmuskaat, kokosnoot, boekweit, melkzuur, tarwezetmeel, glutenvrij",
    pt: "Manteiga de cacau, leite de coco, noz-moscada, trigo sarraceno, ácido láctico, suco de caju, sem glúten",
    pl: "Masło kakaowe, mleczko kokosowe, orzech kokosowy, gałka muszkatołowa, gryka, kwas mlekowy, mleczan wapnia, skrobia pszenna, bez glutenu",
    sv: "Kakaosmör, kokosmjölk, muskotnöt, bovete, mjölksyra, nötkött, vetestärkelse, glutenfri",
  };

  it.each(Object.keys(noAllergen))(
    "shows none in cocoa butter, coconut milk, nutmeg, buckwheat or lactic acid (%s)",
    (language) => {
      expect(shown(noAllergen[language]!, language)).toEqual([]);
    },
  );

  it("tells peanuts from tree nuts, and reads no statement in a language it has no words for", () => {
    expect(shown("peanuts, salt", "en")).toEqual(["peanuts: peanuts"]);
    expect(shown("Erdnüsse, Haselnüsse", "de")).toEqual(["peanuts: Erdnüsse", "nuts: Haselnüsse"]);
    expect(shown("vehnäjauho, maito", "fi")).toEqual([]);
  });
});

describe("the allergens a declaration names", () => {
  it("reads Open Food Facts' tags made readable, GS1's codes and words of any language", () => {
    expect(new Set(allergensDeclared("sulphur dioxide and sulphites"))).toEqual(new Set(["sulphites"]));
    expect(new Set(allergensDeclared("sesame seeds"))).toEqual(new Set(["sesame"]));
    expect(new Set(allergensDeclared("soybeans"))).toEqual(new Set(["soybeans"]));
    expect(allergensDeclared("AM")).toEqual(["milk"]);
    expect(allergensDeclared("SH")).toEqual(["nuts"]);
    expect(allergensDeclared("OEUF")).toEqual(["eggs"]);
    expect(new Set(allergensDeclared("Weizen"))).toEqual(new Set(["gluten"]));
  });
});
