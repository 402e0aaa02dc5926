import { z } from "zod";
import type { PublishedRecord } from "@proseo/core";

export const publishedRecordSchema = z
  .object({
    version: z.number().int().describe("The version served (the product's published_version)."),
    published_at: z.string().describe("When this version was published; ISO 8601 UTC."),
    sku: z.string(),
    name: z.string(),
    brand: z.string().nullable(),
    category: z.string().nullable().describe("Levels separated by /."),
    values: z
      .record(z.string(), z.record(z.string(), z.unknown()))
      .describe("Content values of that version: {attribute: {language: value}}."),
  })
  .meta({
    id: "PublishedRecord",
    description:
      "The product record as served: the snapshot of its published version. A newer version (a candidate) does not change it until it is published.",
  });

export const publishedRecordView = (record: PublishedRecord): z.infer<typeof publishedRecordSchema> => ({
  version: record.version,
  published_at: record.publishedAt.toISOString(),
  sku: record.snapshot.sku,
  name: record.snapshot.name,
  brand: record.snapshot.brand,
  category: record.snapshot.category,
  values: record.snapshot.values as Record<string, Record<string, unknown>>,
});

// Shown in the OpenAPI document; the contract tests check it against its schema.
export const examplePublishedRecord = {
  version: 2,
  published_at: "2026-11-21T09:10:00.000Z",
  sku: "SW-1",
  name: "Merino sweater",
  brand: "Acme",
  category: "Apparel/Knitwear",
  values: {
    title: { en: "Acme Merino sweater in navy", de: "Merino-Pullover von Acme in Marineblau" },
    bullets: { en: ["Colour: navy", "Care: hand wash"], de: ["Farbe: Marineblau", "Pflege: Handwäsche"] },
  },
};
