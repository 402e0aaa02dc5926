// The platform fields an organization fills from its own attributes: which attribute holds the price
// (and in which currency the shop sells), the weight and the dimensions (and in which units the shop
// keeps them). Values are read by the facts model and converted to the shop's units.
import { z } from "zod";
import { readFacts, convert } from "@proseo/writer";

export const WEIGHT_UNITS = ["kg", "g", "lb", "oz"] as const;
export const DIMENSION_UNITS = ["cm", "m", "mm", "in"] as const;

export const productFieldsSchema = z.object({
  price: z.object({ attribute: z.string(), currency: z.string() }).optional(),
  weight: z.object({ attribute: z.string(), unit: z.enum(WEIGHT_UNITS) }).optional(),
  dimensions: z.object({ attribute: z.string(), unit: z.enum(DIMENSION_UNITS) }).optional(),
});
export type ProductFields = z.infer<typeof productFieldsSchema>;
export type ProductField = keyof ProductFields;

/** A product's platform fields as the file writes them: plain decimals with a dot, '' where the data has none. */
export interface ProductFieldValues {
  price: string;
  /** In the shop's weight unit. */
  weight: string;
  /** In grams, whatever the shop's unit (Shopify's Weight value (grams)). */
  grams: string;
  /** The shop's weight unit, '' without a weight field. */
  weightUnit: string;
  length: string;
  width: string;
  height: string;
}

const decimal = (amount: number | undefined, digits = 4) => (amount === undefined ? "" : String(Number(amount.toFixed(digits))));

/** The stored settings, or none when they do not parse (an older row). */
export const productFieldsOf = (stored: unknown): ProductFields => productFieldsSchema.safeParse(stored).data ?? {};

/**
 * The price in the shop's currency (from a price object, or the one of that currency in a list of
 * prices); the weight converted from its unit (a number without a unit is left out: its unit is
 * unknown); dimensions converted likewise, depth written as length.
 */
export function productFieldValues(source: Record<string, unknown>, fields: ProductFields): ProductFieldValues {
  const factsOf = (attribute: string) => readFacts({ [attribute]: source[attribute] }, "en");
  const values: ProductFieldValues = {
    price: "",
    weight: "",
    grams: "",
    weightUnit: fields.weight?.unit ?? "",
    length: "",
    width: "",
    height: "",
  };
  if (fields.price && source[fields.price.attribute] !== undefined) {
    const currency = fields.price.currency.toUpperCase();
    const prices = factsOf(fields.price.attribute).flatMap((fact) => (fact.value.type === "money" ? [fact.value] : []));
    const price = prices.find((candidate) => candidate.currency?.toUpperCase() === currency);
    values.price = price ? price.amount.toFixed(2) : "";
  }
  if (fields.weight && source[fields.weight.attribute] !== undefined) {
    const [weight] = factsOf(fields.weight.attribute).flatMap((fact) =>
      fact.value.type === "quantity" && fact.value.unit ? [fact.value] : [],
    );
    if (weight?.unit) {
      values.weight = decimal(convert(weight.amount, weight.unit, fields.weight.unit));
      values.grams = decimal(convert(weight.amount, weight.unit, "g"), 0);
    }
  }
  if (fields.dimensions && source[fields.dimensions.attribute] !== undefined) {
    const [dimensions] = factsOf(fields.dimensions.attribute).flatMap((fact) =>
      fact.value.type === "dimensions" && fact.value.unit ? [fact.value] : [],
    );
    const unit = fields.dimensions.unit;
    for (const part of dimensions?.parts ?? []) {
      const axis = part.axis === "depth" ? "length" : part.axis;
      if (axis === "length" || axis === "width" || axis === "height") {
        values[axis] = decimal(convert(part.amount, dimensions!.unit!, unit));
      }
    }
  }
  return values;
}
