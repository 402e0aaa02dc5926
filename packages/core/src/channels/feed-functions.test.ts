// The feeds' SQL functions (migration 20261125070000_channel_feed_settings) on the test database:
// prices as shops and PIMs write them, and GTIN check digits.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDeps } from "../test-support.js";

let t: Awaited<ReturnType<typeof openTestDeps>>;
beforeAll(async () => (t = await openTestDeps()));
afterAll(() => t.close());

const price = async (value: unknown, currency: string | null = "EUR") => {
  const [row] = await t.deps.db.$queryRaw<
    { price: string }[]
  >`SELECT feed_price(${JSON.stringify(value)}::jsonb, ${currency}::text) AS price`;
  return row!.price;
};
const gtin = async (value: string | null) => {
  const [row] = await t.deps.db.$queryRaw<{ gtin: string }[]>`SELECT feed_gtin(${value}::text) AS gtin`;
  return row!.gtin;
};

describe("feed_price", () => {
  it.each([
    [129, "129.00 EUR"],
    ["129", "129.00 EUR"],
    ["129.00", "129.00 EUR"],
    ["129,00 €", "129.00 EUR"],
    ["€129.00", "129.00 EUR"],
    ["1.299,00 €", "1299.00 EUR"],
    ["1,299.00 EUR", "1299.00 EUR"],
    ["19.9", "19.90 EUR"],
    [" 49,5 EUR ", "49.50 EUR"],
    [{ amount: 129, currency: "EUR" }, "129.00 EUR"],
    [{ amount: "129.00", currency: "eur" }, "129.00 EUR"],
    [{ amount: "129,90" }, "129.90 EUR"],
    // A JSON number is a number: its point is the decimal one, never a thousands separator.
    [129.999, "130.00 EUR"],
    [12.345, "12.35 EUR"],
    [0.01, "0.01 EUR"],
    [{ amount: 12.345, currency: "EUR" }, "12.35 EUR"],
  ])("reads %j as %s", async (value, expected) => {
    expect(await price(value)).toBe(expected);
  });

  it("takes the setting's currency from an Akeneo price list, whatever its position", async () => {
    const list = [
      { amount: "149.00", currency: "USD" },
      { amount: "129.00", currency: "EUR" },
    ];
    expect(await price(list)).toBe("129.00 EUR");
    expect(await price(list, "USD")).toBe("149.00 USD");
    expect(await price(list, "GBP")).toBe("");
  });

  it.each([
    ["129.00 USD"],
    ["$129.00"],
    [{ amount: 129, currency: "USD" }],
    ["about 100"],
    ["12.5.3"],
    ["€129 EUR"],
    [0],
    ["-5"],
    [""],
    [true],
    [null],
    [{ currency: "EUR" }],
    // Zero once rounded to cents.
    [0.001],
  ])("gives no price for %j in EUR (another currency, not a number, not positive)", async (value) => {
    expect(await price(value)).toBe("");
  });

  it.each([
    [1299.5, "JPY", "1300 JPY"],
    ["1.299", "KRW", "1299 KRW"],
    [12.3456, "KWD", "12.346 KWD"],
    ["12,5", "BHD", "12.500 BHD"],
    [12.3456, "USD", "12.35 USD"],
  ])("writes %j in %s with the currency's minor-unit digits: %s", async (value, currency, expected) => {
    expect(await price(value, currency)).toBe(expected);
  });

  it("gives no price without a currency setting", async () => {
    expect(await price(129, null)).toBe("");
  });
});

describe("feed_gtin", () => {
  it.each([
    ["96385074", "96385074"], // GTIN-8
    ["036000291452", "036000291452"], // GTIN-12 (UPC-A), leading zero kept
    ["4006381333931", "4006381333931"], // GTIN-13 (EAN)
    ["4006-381 333931", "4006381333931"], // spaces and dashes ignored
    ["10012345678902", "10012345678902"], // GTIN-14
  ])("keeps the valid %s", async (value, expected) => {
    expect(await gtin(value)).toBe(expected);
  });

  it.each([
    ["96385075"],
    ["036000291453"],
    ["4006381333932"],
    ["10012345678903"],
    ["400638133393"],
    ["123"],
    ["ABCDEFGH"],
    ["00000000"], // all zeros (a valid check digit)
    ["0000000000000"],
    ["2000000000008"], // GTIN-13 in-store prefix 2
    ["0200000000004"], // in-store 02
    ["0400000000008"], // in-store 04
    ["200000000004"], // a UPC with number system 2 (02 as GTIN-13)
    ["0500000000005"], // coupon 05
    ["9800000000007"], // coupon 98
    ["9900000000004"], // coupon 99
    ["10200000000001"], // a GTIN-14 holding an in-store number
    [""],
    [null],
  ])("drops %s (wrong check digit or length, not digits)", async (value) => {
    expect(await gtin(value)).toBe("");
  });
});

describe("feed_date", () => {
  it.each([
    ["2026-12-01", "2026-12-01"],
    [" 2026-12-01T09:30:00+01:00 ", "2026-12-01T09:30:00+01:00"],
    ["2026-12-01T08:00Z", "2026-12-01T08:00Z"],
    ["2026-13-01", ""],
    ["01.12.2026", ""],
    [20261201, ""],
  ])("reads %j as %j", async (value, expected) => {
    const [row] = await t.deps.db.$queryRaw<{ value: string }[]>`SELECT feed_date(${JSON.stringify(value)}::jsonb) AS value`;
    expect(row!.value).toBe(expected);
  });
});

describe("feed_availability", () => {
  it.each([
    [5, "in_stock"],
    [0, "out_of_stock"],
    [true, "in_stock"],
    ["instock", "in_stock"],
    ["In stock", "in_stock"],
    ["outofstock", "out_of_stock"],
    ["onbackorder", "backorder"],
    ["preorder", "preorder"],
    ["maybe", ""],
  ])("reads %j as %s", async (value, expected) => {
    const [row] = await t.deps.db.$queryRaw<
      { value: string }[]
    >`SELECT feed_availability(${JSON.stringify(value)}::jsonb) AS value`;
    expect(row!.value).toBe(expected);
  });
});
