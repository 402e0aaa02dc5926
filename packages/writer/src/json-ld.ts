import type { AggregateRating, Offer, Product, PropertyValue, Review, WithContext } from "schema-dts";
import { categoryPath } from "./category.js";
import type { ProductFacts } from "./engine.js";
import { type Fact, factsOfType } from "./facts/read.js";

export interface JsonLdInput {
  product: ProductFacts;
  facts: Fact[];
  description: string;
  /** The product's properties as the page states them (label and value in the page's language). */
  properties: { name: string; value: string | number; unitText?: string }[];
  /** Absolute URLs of the product's images, main image first: the base record's media, once it has any. */
  imageUrls?: string[];
}

/** The text of the first fact of a kind given as text (an identifier, a currency code). */
const textOf = (facts: Fact[], kind: Fact["kind"]) => factsOfType(facts, "text").find((fact) => fact.kind === kind)?.value.text;

/**
 * A schema.org Product with what Google's Product structured data asks for whenever the data has it:
 * offers (price, priceCurrency, availability), gtin/mpn, brand, image, aggregateRating, and reviews
 * from quotations that name their author.
 */
export function productJsonLd({ product, facts, description, properties, imageUrls }: JsonLdInput): WithContext<Product> {
  const path = categoryPath(product.category);
  const price = factsOfType(facts, "money")[0]?.value;
  const currency = price?.currency ?? textOf(facts, "currency")?.toUpperCase();
  const availability = factsOfType(facts, "availability")[0]?.value.state;
  const gtin = textOf(facts, "gtin");
  const mpn = textOf(facts, "mpn");
  const rating = factsOfType(facts, "rating")[0]?.value;
  const reviews = factsOfType(facts, "quote")
    .map((fact) => fact.value)
    .filter((quote) => quote.author);

  // An offer without its currency is no offer a search engine reads: left out until the data gives the currency.
  const offers: Offer | undefined =
    price && currency
      ? {
          "@type": "Offer",
          price: price.amount,
          priceCurrency: currency,
          ...(availability ? { availability: `https://schema.org/${availability}` } : {}),
        }
      : undefined;
  const aggregateRating: AggregateRating | undefined = rating && {
    "@type": "AggregateRating",
    ratingValue: rating.value,
    bestRating: rating.best,
    ...(rating.count !== null ? { reviewCount: rating.count } : {}),
  };
  const review: Review[] = reviews.map((quote) => ({
    "@type": "Review",
    reviewBody: quote.text,
    author: { "@type": "Person", name: quote.author! },
  }));
  const additionalProperty: PropertyValue[] = properties.map(({ name, value, unitText }) => ({
    "@type": "PropertyValue",
    name,
    value,
    ...(unitText ? { unitText } : {}),
  }));

  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.sku,
    description,
    ...(imageUrls?.length ? { image: imageUrls } : {}),
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
    ...(path.length ? { category: path.join(" > ") } : {}),
    ...(gtin ? { gtin } : {}),
    ...(mpn ? { mpn } : {}),
    ...(offers ? { offers } : {}),
    ...(aggregateRating ? { aggregateRating } : {}),
    ...(review.length ? { review } : {}),
    ...(additionalProperty.length ? { additionalProperty } : {}),
  };
}
