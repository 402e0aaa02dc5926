// The whole way of a merchandiser who never calls the API: import a CSV catalog, see the products,
// generate one, batch three, watch the batch end, and follow the credits in the ledger.
import { PRICES } from "@proseo/core/constants";
import { chooseCatalogFile, EMBEDDED, expect, expectAccessible, grantCredits, signUp, test } from "./support";

const CSV = `SKU,Name,Brand,Category,Material
FL-1,Merino crew-neck sweater,Acme,Apparel/Knitwear,merino wool
FL-2,Linen shirt,Acme,Apparel/Shirts,linen
FL-3,Wool scarf,Borealis,Accessories/Scarves,lambswool
FL-4,Silk tie,Borealis,Accessories/Ties,silk
FL-5,Canvas tote,Acme,Bags,cotton canvas
`;
const GRANT = 100;

test("import a CSV, see the products, generate one, batch three, watch it end, and see the ledger", { tag: EMBEDDED }, async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, "Flow Outfitters");
  // The operator grants credits to the organization ID the overview shows.
  await grantCredits((await page.getByTestId("org-id").textContent())!, GRANT);

  await page.getByRole("link", { name: "Products" }).click();
  await page.getByRole("link", { name: "Import products from a CSV file" }).click();
  await chooseCatalogFile(page, { name: "catalog.csv", mimeType: "text/csv", buffer: Buffer.from(CSV) });
  await expect(page.getByLabel("Column Material goes to")).toHaveValue("attribute");
  await page.getByRole("button", { name: "Import 5 products" }).click();
  await expect(page.getByText("5 of 5 products sent (100%)")).toBeVisible();
  await expect(page.getByTestId("created")).toHaveText("5");

  await page.getByRole("link", { name: "Products", exact: true }).click();
  await expect(page.getByRole("navigation", { name: "Product pages" })).toContainText("1–5 of 5");
  await expectAccessible(page);

  // One product, generated in the organization's language at the price shown first.
  await page.getByRole("link", { name: "FL-1" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Merino crew-neck sweater FL-1");
  const syncPrice = PRICES.syncDescriptionPerLanguage;
  await page.getByRole("link", { name: "Generate", exact: true }).click();
  await expect(page.getByTestId("generation-price")).toContainText(`Price: ${syncPrice} credits`);
  await page.getByRole("region", { name: "Generate" }).getByRole("button", { name: "Generate 1 language" }).click();
  await expect(page.getByTestId("generation-outcome")).toContainText(`Charged ${syncPrice} credits`);
  await expect(page.getByRole("region", { name: "Content" }).getByRole("tabpanel").getByTestId("content-title")).toContainText(
    "Merino crew-neck sweater",
  );

  // Three more in a batch, from a selection in the list.
  await page.getByRole("link", { name: "Products", exact: true }).click();
  for (const sku of ["FL-2", "FL-3", "FL-4"]) await page.getByLabel(`Select ${sku}`).check();
  await page.getByRole("button", { name: "Generate in a batch" }).click();
  const dialog = page.getByRole("dialog", { name: "Generate in a batch" });
  const batchPrice = 3 * PRICES.batchDescriptionPerLanguage;
  await expect(dialog.getByTestId("batch-price")).toContainText(`= ${batchPrice} credit`);
  await dialog.getByRole("button", { name: `Create the batch for ${batchPrice} credit` }).click();

  // The batch's page polls until the provider has finished; nobody calls the API.
  await expect(page.getByRole("heading", { level: 1, name: /^Batch of / })).toBeVisible();
  await expect(page.getByTestId("fact-succeeded")).toHaveText("3", { timeout: 90_000 });
  await expect(page.getByTestId("fact-charged")).toHaveText(String(batchPrice));
  for (const sku of ["FL-2", "FL-3", "FL-4"]) await expect(page.getByTestId(`result-${sku}-en`)).toContainText("succeeded");
  await expectAccessible(page);

  // The ledger tells the story: the grant, the sync charge, the batch's reservation and charges.
  await page.getByRole("link", { name: "Credits" }).click();
  await expect(page.getByTestId("balance")).toHaveText(String(GRANT - syncPrice - batchPrice));
  await expect(page.getByTestId("entry-grant")).toContainText(`+${GRANT}`);
  await page.getByLabel("Kind").selectOption("charge");
  await expect(page.getByTestId("entry-charge")).toHaveCount(1 + 3);
  await page.getByLabel("Paid for").selectOption("batch");
  await expect(page.getByTestId("entry-charge")).toHaveCount(3);
  await expectAccessible(page);
});
