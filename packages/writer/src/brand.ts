import type { ProductFacts } from "./engine.js";

/** "Monark - 28\" - 10vxl", "ABUS - Varedo 47": a shop's "maker - model" names. */
const MAKER_FIRST = /^([^-–]+?)\s+[-–]\s+\S/;
/** "DELL Inspiron 15R": a maker's name in capitals before a model that is not (a name all in capitals says nothing). */
const CAPITALS_FIRST = /^(\p{Lu}{3,})\s+(?=.*\p{Ll})/u;

/**
 * The product's maker as a page may name it: the data's brand, unless the product's name puts another maker first
 * (a shop's vendor field holding the shop, "Velofant", for "Monark - 28\" - 10vxl"; a spec sheet's "Neomounts" for
 * "DELL Inspiron 15R"). A careful writer names no maker then: the name says it.
 */
export function brandOf(product: Pick<ProductFacts, "name" | "brand">): string | null {
  const brand = product.brand?.trim();
  if (!brand) return null;
  const name = product.name.trim();
  if (name.toLowerCase().includes(brand.toLowerCase())) return brand;
  const maker = MAKER_FIRST.exec(name)?.[1] ?? CAPITALS_FIRST.exec(name)?.[1];
  return maker && maker.toLowerCase() !== brand.toLowerCase() ? null : brand;
}
