import { describe, expect, it } from "vitest";
import { pageText } from "../../testing/page-text.js";
import { BuiltinWriter } from "../../builtin-writer.js";
import { readFacts, readProduct } from "../read.js";
import { readSource } from "./index.js";
import { specSheetReader } from "./spec-sheet.js";

// Rows of bench/quality/corpus/specs: the Icecat XML interface (FriendsOfAkeneo/IcecatConnector, flattened) and
// icecat-harvester's ndjson records (alexander-marquardt/icecat-harvester).
const cartridge = {
  "Product ID": "4794974",
  Prod_id: "C4844A",
  Title: "HP 10 Black Original Ink Cartridge",
  Supplier: "HP",
  Category: "ink cartridges",
  ReleaseDate: "2010-05-13",
  Quality: "ICECAT",
  HighPic: "http://images.icecat.biz/img/gallery/img_4794974_high_1486631541_3516_30222.jpg",
  EANCode: ["0088698519646", "0886980205440", "0088698205440", "0886982054404"],
  ShortDesc: "10 - 2200 pages, Black",
  URL: "http://h10010.www1.hp.com/wwpc/us/en/sm/WF06c/A10-12771-64199-69422-69422-24421-31919-12882.html",
  "Features: OEM code": "C4844A",
  "Features: Black ink page yield (pages)": "2200",
  "Features: Compatible products":
    "HP Color Inkjet CP 1700, Business Inkjet 1000, 1100, 1200, HP 2000c/cn,HP Business Inkjet 2200, 2300, 2600, 2800, HP 2500c/cm, Business Inkjet 3000, Officejet 9110, 9120, 9130, Officejet Pro K850",
  "Operational conditions: Storage temperature (T-T) (°C)": "-5 - 40",
};

const galaxy = {
  "Product ID": "31040076",
  Prod_id: "SM-G930FZKAPHN",
  EANCode: ["8806088281285"],
  'Display: Display diagonal (")': "5.1",
  "Display: Display resolution (pixels)": "2560 x 1440",
  "Display: Touchscreen": "Y",
  "Display: Second display": "N",
  "Networking: 3G standards": "HSPA+,UMTS,WCDMA",
  "Networking: Bluetooth version": "4.2 LE",
  "Networking: 2G bands (primary SIM) (MHz)": "850,900,1800,1900",
  "Ports & interfaces: USB version": "2.0",
  "Design: International Protection (IP) code": "IP68",
  "Call management: Caller ID": "Y",
  "Battery: Talk time (3G) (h)": "22",
};

const thinkpad = {
  id: "137902391",
  title: "Lenovo ThinkPad T14s Gen 5 Intel Core Ultra 7 155U Laptop",
  brand: "Lenovo",
  description: "Lenovo ThinkPad T14s Gen 5\n\n\nKey Specifications:\n- **Design**: Product type: Laptop",
  image_url: "https://images.icecat.biz/img/gallery_mediums/7dc45a46b5487c972c8181120401c35350ec87c3.jpg",
  price: 1408.68,
  currency: "USD",
  categories: ["Laptops"],
  attrs: {
    "Product type": "Laptop",
    "Display diagonal": '35.6 cm (14")',
    "Display resolution": "1920 x 1200 pixels",
    "Processor model": "155U",
    "Antenna type": "2x2",
    "Bluetooth version": "5.3",
    "Operating system language": "Croatian, Slovenian, English",
  },
  attr_keys: ["Antenna type", "Bluetooth version", "Display diagonal"],
};

const pc = {
  id: "6032981",
  attrs: {
    "Ethernet LAN data rates": "10,100,1000 Mbit/s",
    "Internal drive bays": '1x 3.5"',
    "Package dimensions (WxDxH)": "500 x 290 x 540 mm",
  },
  attr_keys: ["Ethernet LAN data rates", "Internal drive bays", "Package dimensions (WxDxH)"],
};

const factValue = (sourceData: Record<string, unknown>, key: string) =>
  readFacts(sourceData, "en").find((fact) => fact.key === key)?.value;

describe("specSheetReader: Icecat spec sheets", () => {
  it("recognizes the flattened Icecat interface and harvester records, and nothing without their keys", () => {
    expect(readSource(cartridge, "en").format).toBe("spec-sheet");
    expect(readSource(thinkpad, "en").format).toBe("spec-sheet");
    expect(specSheetReader.recognizes({ Title: "Mug", "Colour: Main colour": "Blue" })).toBe(false);
    expect(specSheetReader.recognizes({ id: "1", attrs: { colour: "Blue" } })).toBe(false);
  });

  it("leaves Icecat's header bookkeeping and media out, keeps its descriptions as supplier text", () => {
    const reading = specSheetReader.read(cartridge, "en");
    expect(reading.ignored).toEqual([
      { key: "Product ID", reason: "identifier" },
      { key: "Title", reason: "bookkeeping" },
      { key: "Supplier", reason: "bookkeeping" },
      { key: "Category", reason: "bookkeeping" },
      { key: "ReleaseDate", reason: "bookkeeping" },
      { key: "Quality", reason: "bookkeeping" },
      { key: "HighPic", reason: "media" },
      { key: "URL", reason: "bookkeeping" },
    ]);
    expect(reading.supplierText).toEqual([{ key: "ShortDesc", text: "10 - 2200 pages, Black" }]);
  });

  it("reads Prod_id as the part number and the EAN codes as codes, leading zeros kept", () => {
    expect(readFacts(cartridge, "en").slice(0, 2)).toMatchObject([
      { key: "Prod_id", kind: "mpn", value: { type: "text", text: "C4844A", code: true } },
      {
        key: "EANCode",
        kind: "gtin",
        value: { type: "list", items: ["0088698519646", "0886980205440", "0088698205440", "0886982054404"] },
      },
    ]);
    expect(factValue(galaxy, "EANCode")).toEqual({ type: "text", text: "8806088281285", code: true });
  });

  it("names a feature by itself, not its group, and reads the unit its label gives", () => {
    const diagonal = readFacts(galaxy, "en").find((fact) => fact.key === 'Display: Display diagonal (")');
    expect(diagonal).toMatchObject({ kind: "screen", value: { type: "quantity", amount: 5.1, unit: "in" } });
    const column = specSheetReader.read(cartridge, "en").columns.find((entry) => entry.key.includes("page yield"));
    expect(column).toMatchObject({ names: { en: "Black ink page yield" }, unit: "pages" });
    expect(factValue(cartridge, "Features: Black ink page yield (pages)")).toEqual({
      type: "quantity",
      amount: 2200,
      unit: "pages",
    });
    expect(factValue(galaxy, "Battery: Talk time (3G) (h)")).toEqual({ type: "quantity", amount: 22, unit: "hour" });
    // Product 24279: a four-digit count is no year (read, and not stated: a pallet's).
    const { unstated } = readProduct({ Prod_id: "C8728AE", "Logistics data: Quantity per pallet (pc(s))": "1920" }, "en");
    expect(unstated[0]?.value).toEqual({
      type: "quantity",
      amount: 1920,
      unit: "pcs",
    });
  });

  it("reads a phone's RAM and storage capacity and a computer's internal memory as its memory and storage, said in prose", async () => {
    const phone = { ...galaxy, "Memory: RAM capacity (GB)": "4", "Storage: Internal storage capacity (GB)": "32" };
    const kinds = (data: Record<string, unknown>) =>
      readFacts(data, "en")
        .filter((fact) => fact.concept === "memory" || fact.concept === "storage")
        .map((fact) => [fact.concept, fact.value]);
    expect(kinds(phone)).toEqual([
      ["memory", { type: "quantity", amount: 4, unit: "GB" }],
      ["storage", { type: "quantity", amount: 32, unit: "GB" }],
    ]);
    const laptop = { ...thinkpad, attrs: { ...thinkpad.attrs, "Internal memory": "8 GB", "Total storage capacity": "512 GB" } };
    expect(kinds(laptop)).toEqual([
      ["memory", { type: "quantity", amount: 8, unit: "GB" }],
      ["storage", { type: "quantity", amount: 512, unit: "GB" }],
    ]);
    // Readers graded a phone's page C for leaving its RAM and storage to the detail list (2026-11-30c).
    const product = { sku: "SM-G930F", name: "Samsung Galaxy S7", brand: "Samsung", category: null, sourceData: phone };
    const prose = pageText(await new BuiltinWriter().generate(product, "de")).split("<h2>")[0];
    expect(prose).toContain("4 GB Arbeitsspeicher");
    expect(prose).toContain("32 GB Speicher");
  });

  it("reads Y as a flag and N as nothing, even for a feature named like a code", () => {
    expect(factValue(galaxy, "Display: Touchscreen")).toEqual({ type: "flag" });
    expect(factValue(galaxy, "Display: Second display")).toBeUndefined();
    expect(factValue(galaxy, "Call management: Caller ID")).toEqual({ type: "flag" });
  });

  it("keeps versions, models and IP codes as written", () => {
    expect(factValue(galaxy, "Ports & interfaces: USB version")).toEqual({ type: "text", text: "2.0", code: true });
    expect(factValue(galaxy, "Networking: Bluetooth version")).toEqual({ type: "text", text: "4.2 LE", code: true });
    expect(factValue(galaxy, "Design: International Protection (IP) code")).toEqual({ type: "text", text: "IP68", code: true });
    expect(factValue(thinkpad, "attrs.Processor model")).toEqual({ type: "text", text: "155U", code: true });
    expect(factValue(thinkpad, "attrs.Bluetooth version")).toEqual({ type: "text", text: "5.3", code: true });
    expect(factValue(thinkpad, "attrs.Antenna type")).toEqual({ type: "text", text: "2x2", code: true });
  });

  it("reads Icecat's comma as a separator of values, never a decimal mark, a unit written once shared", () => {
    expect(factValue(cartridge, "Features: Compatible products")).toMatchObject({ type: "list", items: expect.any(Array) });
    expect(readFacts(cartridge, "en").find((fact) => fact.key === "Features: Compatible products")?.kind).toBe("compatibility");
    expect(factValue(galaxy, "Networking: 3G standards")).toEqual({ type: "list", items: ["HSPA+", "UMTS", "WCDMA"] });
    expect(factValue(galaxy, "Networking: 2G bands (primary SIM) (MHz)")).toEqual({
      type: "list",
      items: ["850 MHz", "900 MHz", "1800 MHz", "1900 MHz"],
    });
    expect(factValue(pc, "attrs.Ethernet LAN data rates")).toEqual({
      type: "list",
      items: ["10 Mbit/s", "100 Mbit/s", "1000 Mbit/s"],
    });
    expect(factValue(thinkpad, "attrs.Operating system language")).toEqual({
      type: "list",
      items: ["Croatian", "Slovenian", "English"],
    });
  });

  it("reads sizes, ranges and converted amounts, and leaves resolutions and counts of things as text", () => {
    expect(factValue(thinkpad, "attrs.Display diagonal")).toEqual({ type: "quantity", amount: 35.6, unit: "cm" });
    expect(factValue(cartridge, "Operational conditions: Storage temperature (T-T) (°C)")).toEqual({
      type: "range",
      min: -5,
      max: 40,
      unit: "°C",
    });
    expect(factValue(galaxy, "Display: Display resolution (pixels)")).toEqual({ type: "text", text: "2560 x 1440 pixels" });
    expect(factValue(thinkpad, "attrs.Display resolution")).toEqual({ type: "text", text: "1920 x 1200 pixels" });
    expect(factValue(pc, "attrs.Internal drive bays")).toEqual({ type: "text", text: '1x 3.5"', code: true });
    expect(factValue(pc, "attrs.Package dimensions (WxDxH)")).toMatchObject({ type: "dimensions", unit: "mm" });
  });

  it("leaves the harvester's generated price and its index of keys out, and reads a feature named like bookkeeping", () => {
    const reading = specSheetReader.read(thinkpad, "en");
    expect(reading.ignored.map((entry) => entry.key)).toEqual([
      "id",
      "title",
      "brand",
      "image_url",
      "price",
      "currency",
      "categories",
      "attr_keys",
    ]);
    expect(reading.supplierText.map((entry) => entry.key)).toEqual(["description"]);
    expect(factValue(thinkpad, "attrs.Product type")).toEqual({ type: "text", text: "Laptop" });
  });

  it("leaves a maker's internal codes of a part out as identifiers, and keeps a feature named ID", () => {
    // The DELL Inspiron 15R's harvester record (bench/quality/corpus/specs).
    const inspiron = {
      id: "15407021",
      attrs: {
        Stepping: "J1",
        "Processor code": "SR0DN",
        "Processor ARK ID": "53438",
        "On-board graphics card ID": "0x116",
        "Processor codename": "Sandy Bridge",
        "Caller ID": "Y",
      },
      attr_keys: ["Stepping", "Processor code"],
    };
    const reading = specSheetReader.read(inspiron, "en");
    expect(reading.ignored.filter((entry) => entry.reason === "identifier").map((entry) => entry.key)).toEqual([
      "id",
      "attrs.Stepping",
      "attrs.Processor code",
      "attrs.Processor ARK ID",
      "attrs.On-board graphics card ID",
    ]);
    expect(factValue(inspiron, "attrs.Processor codename")).toEqual({ type: "text", text: "Sandy Bridge" });
    expect(factValue(inspiron, "attrs.Caller ID")).toEqual({ type: "flag" });
  });

  it("reads what the product ships on and states none of it, and its package apart from its weight", () => {
    // HP 28's logistics rows (bench/quality/corpus/specs, icecat-xml 24279): no shopper buys a pallet.
    const shipped = {
      ...cartridge,
      "Weight & dimensions: Weight (g)": "45",
      "Weight & dimensions: Package weight (g)": "70",
      "Logistics data: Pallet weight (g)": "166800",
      "Logistics data: Quantity per pallet (pc(s))": "1920",
    };
    const { facts, unstated, conflicts } = readProduct(shipped, "en");
    expect(conflicts).toEqual([]);
    expect(facts.map((fact) => fact.key)).toEqual(expect.arrayContaining(["Weight & dimensions: Weight (g)"]));
    expect(unstated.map((fact) => fact.key)).toEqual([
      "Logistics data: Pallet weight (g)",
      "Logistics data: Quantity per pallet (pc(s))",
    ]);
  });
});
