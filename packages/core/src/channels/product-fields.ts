// The platform fields an organization fills from its own attributes: which attribute holds the price
// (and in which currency the shop sells), the weight and the dimensions (and in which units the shop
// keeps them). The price is read by the feeds' own reader (feed_price, migration
// 20261125070000_channel_feed_settings), so a file and a feed read one cell alike; weight and
// dimensions by the facts model, converted to the shop's units.
import { Prisma } from "@proseo/db";
import { z } from "zod";
import { readFacts, convert } from "@proseo/writer";

export const WEIGHT_UNITS = ["kg", "g", "lb", "oz"] as const;
export const DIMENSION_UNITS = ["cm", "m", "mm", "in"] as const;

export const productFieldsSchema = z.object({
  price: z.object({ attribute: z.string(), currency: z.string() }).optional(),
  sale_price: z.object({ attribute: z.string() }).optional(),
  weight: z.object({ attribute: z.string(), unit: z.enum(WEIGHT_UNITS) }).optional(),
  dimensions: z.object({ attribute: z.string(), unit: z.enum(DIMENSION_UNITS) }).optional(),
});
export type ProductFields = z.infer<typeof productFieldsSchema>;
export type ProductField = keyof ProductFields;

/** A price field's value as feed_price reads it ("129.00 EUR"), in the price field's currency. */
const fieldMoney = (field: "price" | "sale_price") =>
  Prisma.sql`feed_price(rec.source -> (cfg.fields #>> ${Prisma.raw(`'{${field},attribute}'`)}), upper(cfg.fields #>> '{price,currency}'))`;

/**
 * The price as a platform's file writes it (a plain decimal with a dot, in the shop's currency), SQL
 * over a record `rec` beside the channel's `cfg`: '' without a price field, without a value or with one
 * feed_price cannot read as a price in that currency (then readiness counts the price as missing).
 * A number, a text in either decimal convention with or without a currency sign or code ("129,00 €",
 * "€59.90", "89.90"), a price object or a collection of them (the one in the shop's currency).
 */
export const fieldPrice = Prisma.sql`split_part(${fieldMoney("price")}, ' ', 1)`;

/** The sale price likewise, in the price's currency, only below the price ('' otherwise: feed_sale_price). */
export const fieldSalePrice = Prisma.sql`split_part(feed_sale_price(${fieldMoney("sale_price")}, ${fieldMoney("price")}), ' ', 1)`;

/** A product's weight and dimensions as the file writes them: plain decimals with a dot, '' where the data has none. */
export interface ProductFieldValues {
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
 * The weight converted from its unit (a number without a unit is left out: its unit is unknown);
 * dimensions converted likewise, depth written as length.
 */
export function productFieldValues(source: Record<string, unknown>, fields: ProductFields): ProductFieldValues {
  const factsOf = (attribute: string) => readFacts({ [attribute]: source[attribute] }, "en");
  const values: ProductFieldValues = {
    weight: "",
    grams: "",
    weightUnit: fields.weight?.unit ?? "",
    length: "",
    width: "",
    height: "",
  };
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
