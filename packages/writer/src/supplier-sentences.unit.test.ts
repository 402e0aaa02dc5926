import { describe, expect, it } from "vitest";
import { supplierSentences } from "./supplier-sentences.js";

// Texts of bench/quality/corpus: Velofant's Shopify Body (HTML), the Shopify Python API's iPod fixture, WooCommerce's
// sample description and an Akeneo icecat_demo_dev description.
const straps =
  'Straps That Can Take the Pressure!\nOur in-house designed pedal straps are built to handle whatever you throw at them – from rainy daily commutes to intense weekend rides. Made from durable nylon and a water-repellent denim fabric, they combine rugged function with timeless style. For added strength and stability, the underlying nylon straps are partially reinforced with three layers.\nEasy to mount and smooth to adjust, these straps fit a wide range of footwear – from sandals to boots. Compatible with standard pedals featuring 3/4" x 5/16" openings.\nWe believe these straps are just as suited for commuting, cyclocross, fixed gear freestyle, mountain biking, messenger work – and everything in between.';
const ipod =
  "It's the small iPod with one very big idea: Video. Now the world's most popular music player, available in 4GB and 8GB models, lets you enjoy TV shows, movies, video podcasts, and more. The larger, brighter display means amazing picture quality. In six eye-catching colors, iPod nano is stunning all around. And with models starting at just $149, little speaks volumes.";
const lorem =
  "Pellentesque habitant morbi tristique senectus et netus et malesuada fames ac turpis egestas. Vestibulum tortor quam, feugiat vitae, ultricies eget, tempor sit amet, ante. Donec eu libero sit amet quam egestas semper.";
const scanner =
  "Der @V2800 ist eine innovative Scanlösung, der Scan-to-E-Mail, Scan-to-Server und digitale Kopie-Fähigkeiten beinhaltet. Durch das integrierte Faxmodem ersetzt der Avision @V2800 das alte Faxgerät und druckt beim Anschluß eines kompatiblen Druckers eingehende Faxe sofort aus.";

const productOf = (text: string) => ({
  sku: "S-1",
  name: "Product",
  brand: null,
  category: null,
  sourceData: { description: text },
});

describe("the supplier's sentences a page carries", () => {
  it("keeps what the maker says the product is and does, never its voice, praise or promises", () => {
    expect(supplierSentences([{ key: "Body (HTML)", text: straps }], "en", productOf(straps))).toEqual([
      "For added strength and stability, the underlying nylon straps are partially reinforced with three layers.",
    ]);
  });

  it("leaves out a sentence that refers back to what its paragraph named (an ASUS monitor's feature, not the monitor)", () => {
    const feature =
      "QuickFit Virtual Scale offers alignment grids and real-size photo patterns. It can activated via a hotkey on monitor and used as a guide to accurately view and edit photos.";
    expect(supplierSentences([{ key: "description", text: feature }], "en", productOf(feature))).toEqual([]);
  });

  it("leaves out superlatives, praise, prices and the reader addressed", () => {
    expect(supplierSentences([{ key: "body_html", text: ipod }], "en", productOf(ipod))).toEqual([]);
  });

  it("carries nothing in another language than the page's, nor placeholder Latin", () => {
    expect(supplierSentences([{ key: "description", text: scanner }], "en", productOf(scanner))).toEqual([]);
    expect(supplierSentences([{ key: "description", text: straps }], "de", productOf(straps))).toEqual([]);
    for (const language of ["fr", "es", "pt", "it"])
      expect(supplierSentences([{ key: "Description", text: lorem }], language, productOf(lorem))).toEqual([]);
  });

  it("carries a sentence of the page's own language", () => {
    expect(supplierSentences([{ key: "description", text: scanner }], "de", productOf(scanner))).toEqual([
      "Durch das integrierte Faxmodem ersetzt der Avision @V2800 das alte Faxgerät und druckt beim Anschluß eines kompatiblen Druckers eingehende Faxe sofort aus.",
    ]);
  });
});
