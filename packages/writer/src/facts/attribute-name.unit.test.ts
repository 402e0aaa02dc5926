import { describe, expect, it } from "vitest";
import { attributeName } from "./attribute-name.js";

describe("attributeName", () => {
  it("gives the glossary's word in the language, with the unit the column name carries", () => {
    expect(attributeName("os", "de")).toBe("Betriebssystem");
    expect(attributeName("capacity_ml", "de")).toBe("Fassungsvermögen (ml)");
    expect(attributeName("Weight (kg)", "fr")).toBe("Poids (kg)");
    expect(attributeName("battery_life_h", "en")).toBe("Battery life (h)");
    expect(attributeName("colour", "pl")).toBe(attributeName("color", "pl"));
  });

  it("reads a Shopify metafield column by its label", () => {
    expect(attributeName("Fabric (product.metafields.shopify.fabric)", "en")).toBe("Material");
  });

  it("keeps the organization's own name for a concept the glossary does not know, else makes the code readable", () => {
    expect(attributeName("cable_length", "de", "Kabellänge")).toBe("Kabellänge");
    expect(attributeName("cable_length", "de", "cable_length")).toBe("Cable length");
    expect(attributeName("5g", "en")).toBe("5G");
    // A stock count is no "availability" to a shopper.
    expect(attributeName("stock", "de")).toBe("Stock");
    // The glossary's word wins over a label for a concept it knows.
    expect(attributeName("color", "de", "Colour")).toBe("Farbe");
  });
});
