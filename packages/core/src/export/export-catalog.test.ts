import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerNotRecorded } from "../idempotency/run-once.js";
import { upsertProducts } from "../catalog/upsert-products.js";
import { createOrganization } from "../orgs/create-organization.js";
import { openTestDeps } from "../test-support.js";
import { publishVersion } from "../publishing/publish-version.js";
import { writeContentForTest } from "../testing/content.js";
import { channelReadiness } from "../channels/channel-readiness.js";
import { updateChannel } from "../channels/update-channel.js";
import { exportCatalog, fileSlug } from "./export-catalog.js";

let t: Awaited<ReturnType<typeof openTestDeps>>;

/** Publishes a version (the newest by default) as an operator's key would. */
async function publish(orgId: string, productId: string, version?: number) {
  const product = await t.deps.db.product.findUniqueOrThrow({ where: { id: productId } });
  const actor = { kind: "api_key" as const, id: "key_export_test" };
  await publishVersion(t.deps, orgId, productId, version ?? product.version, actor, answerNotRecorded);
}
beforeAll(async () => (t = await openTestDeps()));
afterAll(() => t.close());

async function read(chunks: AsyncIterable<string>): Promise<{ text: string; pieces: number }> {
  let text = "";
  let pieces = 0;
  for await (const chunk of chunks) {
    text += chunk;
    pieces++;
  }
  return { text, pieces };
}

const parse = (text: string) => Papa.parse<string[]>(text, { skipEmptyLines: true }).data;

async function catalog(name: string, count: number) {
  const org = await createOrganization(t.deps, { name, languages: ["en", "de"] });
  const items = Array.from({ length: count }, (_, i) => ({ sku: `P-${String(i).padStart(4, "0")}`, name: `Product ${i}` }));
  await upsertProducts(t.deps, org.id, items, answerNotRecorded);
  const products = await t.deps.db.product.findMany({ where: { orgId: org.id }, orderBy: { id: "asc" } });
  return { org, products };
}

const complete = (title: string) => ({
  title: { en: title },
  description: { en: `<p>${title}</p>` },
  short_description: { en: `${title} in short.` },
  meta_title: { en: `${title} | Shop` },
  meta_description: { en: `Buy ${title}.` },
});

describe("exportCatalog", () => {
  it("reads the catalog in pages of pageSize products, each product once, in id order", async () => {
    const { org, products } = await catalog("Paged", 7);
    for (const product of products.slice(0, 3)) {
      await writeContentForTest(t.deps, org.id, product.id, complete(product.name));
      await publish(org.id, product.id);
    }
    const exported = await exportCatalog(t.deps, org, { language: "en", format: "products", name: "title" }, { pageSize: 2 });
    const { text, pieces } = await read(exported.chunks);
    const rows = parse(text);
    expect(rows.length).toBe(8);
    // 7 products in pages of 2: four pages, the header travelling with the first.
    expect(pieces).toBe(4);
    expect(rows.slice(1).map((row) => row[9])).toEqual(products.map((product) => product.sku));

    // With skip_incomplete on, only the three complete ones, still paged.
    await updateChannel(t.deps, org.id, "shopify", { skipIncomplete: true });
    const skipping = await exportCatalog(t.deps, org, { language: "en", format: "products", name: "title" }, { pageSize: 2 });
    const kept = parse((await read(skipping.chunks)).text);
    expect(kept.slice(1).map((row) => row[9])).toEqual(products.slice(0, 3).map((product) => product.sku));
    const readiness = await channelReadiness(t.deps, org, "shopify", "en", { imagesReachable: true });
    expect(readiness).toMatchObject({ total: 7, complete: 3, incomplete: 4, noPublishedRecord: 4 });
  });

  it("writes values from the published record, not from newer versions", async () => {
    const { org, products } = await catalog("Versions", 1);
    const product = products[0]!;
    const published = await writeContentForTest(t.deps, org.id, product.id, complete("Published title"));
    await publish(org.id, product.id, published);
    await writeContentForTest(t.deps, org.id, product.id, { title: { en: "Draft title" } });
    await t.deps.db.product.update({ where: { id: product.id }, data: { name: "Renamed later" } });
    const rows = parse(
      (await read((await exportCatalog(t.deps, org, { language: "en", format: "products", name: "title" })).chunks)).text,
    );
    expect(rows[1]?.[0]).toBe("Published title");
  });

  it("names the file by the organization, the channel and the language", async () => {
    expect(fileSlug("Ärger & Söhne GmbH")).toBe("arger-sohne-gmbh");
    expect(fileSlug("  ")).toBe("catalog");
    expect(fileSlug("日本")).toBe("catalog");
    const { org } = await catalog("Acme Knitwear", 1);
    const exported = await exportCatalog(t.deps, org, { language: "de", channel: "woocommerce", format: "products" });
    expect(exported.filename).toBe("acme-knitwear-woocommerce-de.csv");
  });
});
