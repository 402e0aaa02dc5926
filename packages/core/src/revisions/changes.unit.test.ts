import { describe, expect, it } from "vitest";
import { diffRecords, type RecordState } from "./changes.js";

const record = (overrides: Partial<RecordState> = {}): RecordState => ({
  sku: "SKU-1",
  name: "Linen shirt",
  brand: "Acme",
  category: "Apparel/Shirts",
  sourceData: { color: "blue", size: "M" },
  values: {},
  writtenByPerson: {},
  deleted: false,
  ...overrides,
});

describe("revision changes", () => {
  it("are empty for the first version", () => {
    expect(diffRecords(null, record())).toEqual({});
  });

  it("pair old and new base fields, name changed imported columns without their contents, and report category paths", () => {
    const changes = diffRecords(
      record(),
      record({ name: "Linen shirt, slim", category: "Apparel/Tops", sourceData: { color: "navy", size: "M", fit: "slim" } }),
    );
    expect(changes).toEqual({
      base: { name: ["Linen shirt", "Linen shirt, slim"], category: ["Apparel/Shirts", "Apparel/Tops"] },
      source_data: { changed: ["color", "fit"] },
      categories: [
        ["Apparel", "Shirts"],
        ["Apparel", "Tops"],
      ],
    });
    expect(JSON.stringify(changes)).not.toContain("navy");
  });

  it("give content values per attribute and language as [[old values], [new values]]", () => {
    const changes = diffRecords(
      record({ values: { title: { en: "Shirt" } } }),
      record({ values: { title: { en: "Linen shirt", de: "Leinenhemd" }, bullets: { en: ["Breathable", "Slim"] } } }),
    );
    expect(changes.values).toEqual({
      title: { en: [["Shirt"], ["Linen shirt"]], de: [[], ["Leinenhemd"]] },
      bullets: { en: [[], ["Breathable", "Slim"]] },
    });
  });

  it("keep the first 100 keys of an oversized section and mark it with the counts", () => {
    const many = Object.fromEntries(Array.from({ length: 130 }, (_, i) => [`col_${String(i).padStart(3, "0")}`, i]));
    const changes = diffRecords(record({ sourceData: {} }), record({ sourceData: many }));
    const section = changes.source_data as { changed: string[]; _truncated: unknown };
    expect(section.changed).toHaveLength(100);
    expect(section.changed[0]).toBe("col_000");
    expect(section._truncated).toEqual({ kept: 100, total: 130 });
  });

  it("cut a value over 4 KB and mark its section", () => {
    const long = "x".repeat(5000);
    const changes = diffRecords(record(), record({ name: long }));
    const base = changes.base as Record<string, unknown>;
    expect((base.name as string[])[1]).toHaveLength(4096);
    expect(base._truncated).toEqual({ kept: 1, total: 1, cut_values: 1 });
  });

  it("leave a section without a marker when nothing is cut", () => {
    const changes = diffRecords(record(), record({ brand: "Other" }));
    expect(changes.base).toEqual({ brand: ["Acme", "Other"] });
  });
});
