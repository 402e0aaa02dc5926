import { PRICES, videoPrice } from "@proseo/core/constants";
import sharp from "sharp";
import { API_URL } from "../playwright.config";
import {
  api,
  createKey,
  expect,
  expectAccessible,
  grantCredits,
  PHONE,
  shot,
  shotBothWidths,
  signIn,
  signUp,
  test,
} from "./support";

test.describe.configure({ mode: "serial" });

/** Enough for a photo, a 5 s clip and a script, not for a 30 s clip in high quality. */
const GRANT = 100;
let email = "";
let key = "";
let productId = "";
let bareProductId = "";

const balance = async () => (await api(key)("GET", "/v1/me")).organization.balance as number;

/** Uploads a plain PNG as the product's base image, as a client's backend would. */
async function uploadBase(id: string) {
  const png = await sharp({ create: { width: 480, height: 600, channels: 3, background: "#3a6ea5" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "front.png");
  form.append("role", "base");
  const response = await fetch(`${API_URL}/v1/products/${id}/media`, {
    method: "POST",
    headers: { Authorization: `Bearer ${key}` },
    body: form,
  });
  expect(response.status).toBe(201);
}

test("an organization with credits, a product with an image and one without", async ({ page }) => {
  email = await signUp(page, "Atelier Nova");
  key = await createKey(page, ["catalog:write", "media:generate"]);
  const call = api(key);
  const { organization } = await call("GET", "/v1/me");
  await grantCredits(organization.id, GRANT);
  await call("POST", "/v1/products", {
    products: [
      { sku: "AI-1", name: "Linen shirt", brand: "Nova", category: "Apparel/Shirts" },
      { sku: "AI-2", name: "Canvas tote", brand: "Nova" },
    ],
  });
  productId = (await call("GET", "/v1/products?q=AI-1")).products[0].id;
  bareProductId = (await call("GET", "/v1/products?q=AI-2")).products[0].id;
  await uploadBase(productId);
  expect(await balance()).toBe(GRANT);
});

test("a photo, a clip and a script from the product page, each charged its price", async ({ page }) => {
  await signIn(page, email);
  await page.goto(`/products/${productId}?tab=media`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Linen shirt AI-1");
  const tiles = page.getByRole("list", { name: "Media in gallery order" }).getByRole("listitem");
  await expect(tiles).toHaveCount(1);
  const tab = (name: string) => page.getByRole("tablist", { name: "Product" }).getByRole("tab", { name, exact: true });
  await tab("AI media").click();

  // The photo form: the model picker is a radio group with previews, moved with the arrow keys.
  const photo = page.getByRole("form", { name: "AI photo" });
  const models = photo.getByRole("group", { name: "Model" }).getByRole("radio");
  // The tab opens once the URL has followed the click.
  await expect(models.first()).toBeVisible();
  expect(await models.count()).toBeGreaterThan(1);
  await expect(models.first()).toBeChecked();
  for (const preview of await photo.locator(".model-option img").all()) {
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
  }
  await models.first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(models.nth(1)).toBeChecked();
  await expect(models.nth(1)).toBeFocused();
  const modelName = (await photo.locator(".model-option:has(input:checked) span").first().textContent())!;
  await photo.getByLabel("Subject").selectOption("garment");
  await photo.getByLabel("Expression").selectOption("smile");
  await photo.getByLabel("Hairstyle").selectOption("ponytail");
  await photo.getByLabel("Makeup").selectOption("natural");
  await photo.getByLabel("Outfit").selectOption("casual");
  await shot(page, "ai-forms");

  await photo.getByRole("button", { name: `Start photo (${PRICES.aiPhoto} credits)` }).click();
  const photoJob = page.getByTestId("ai-job-photo");
  await expect(photoJob).toContainText(`Photo, ${modelName}, garment, smile`);
  // Accepted as queued, then polled until done.
  await expect(photoJob.getByRole("progressbar")).toBeVisible();
  await shot(page, "ai-photo-progress");
  await expect(photoJob).toHaveAttribute("data-status", "succeeded");
  await expect(photoJob).toContainText(`${PRICES.aiPhoto} credits charged`);
  const result = photoJob.getByRole("img", { name: `${modelName} with the product, generated` });
  await expect.poll(() => result.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  // The gallery, kept in its tab meanwhile, is read again: the photo is its second item.
  await tab("Media").click();
  await expect(tiles).toHaveCount(2);
  await expect(tiles.nth(1).locator(":scope > img")).toBeVisible();
  await tab("AI media").click();

  // The video form: the price follows the options before anything starts.
  const video = page.getByRole("form", { name: "AI video" });
  const price = video.getByTestId("ai-video-price");
  const flat = videoPrice(5, false, "standard");
  await expect(price).toHaveText(`${flat} credits`);
  await expect(video.getByLabel("Audio")).toBeDisabled();
  await video.getByLabel("Duration (seconds)").fill("12");
  await video.getByLabel("Audio").check();
  await video.getByLabel("Quality").selectOption("high");
  await expect(price).toHaveText(`${videoPrice(12, true, "high")} credits`);
  await expect(video.getByRole("button", { name: `Start video (${videoPrice(12, true, "high")} credits)` })).toBeVisible();
  await shot(page, "ai-video-price");
  await video.getByLabel("Duration (seconds)").fill("5");
  await video.getByLabel("Quality").selectOption("standard");
  await expect(video.getByLabel("Audio")).not.toBeChecked();
  await expect(price).toHaveText(`${flat} credits`);
  await video.getByLabel("Source image").selectOption({ label: "Image 1 (base)" });
  await video.getByRole("button", { name: `Start video (${flat} credits)` }).click();

  const videoJob = page.getByTestId("ai-job-video");
  await expect(videoJob).toContainText("Video, 5 s, no audio, standard quality, no model");
  await expect(videoJob).toHaveAttribute("data-status", "succeeded", { timeout: 45_000 });
  await expect(videoJob).toContainText(`${flat} credits charged`);
  const player = videoJob.locator("video");
  await expect(player).toHaveAttribute("controls", "");
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState >= 1 && element.duration), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await tab("Media").click();
  await expect(tiles).toHaveCount(3);
  await tab("AI media").click();

  // The script: a shot list, charged when written.
  const script = page.getByRole("region", { name: "Video script" });
  await script.getByRole("button", { name: `Write script (${PRICES.script} credits)` }).click();
  const shots = script.getByRole("list", { name: "Shots" }).getByRole("listitem");
  await expect(shots.first()).toBeVisible();
  expect(await shots.count()).toBe(3);
  await expect(shots.first()).toContainText("Shot 1");
  await expect(script.getByRole("status")).toContainText(`${PRICES.script} credits charged`);

  expect(await balance()).toBe(GRANT - PRICES.aiPhoto - flat - PRICES.script);

  // A price above the balance is refused before anything is reserved.
  await video.getByLabel("Duration (seconds)").fill("30");
  await video.getByLabel("Quality").selectOption("high");
  await video.getByRole("button", { name: `Start video (${videoPrice(30, false, "high")} credits)` }).click();
  await expect(video.getByRole("alert")).toHaveText("The credit balance is too low for this operation.");
  await expect(page.getByTestId("ai-job-video")).toHaveCount(1);
  expect(await balance()).toBe(GRANT - PRICES.aiPhoto - flat - PRICES.script);
  await expectAccessible(page);
  await shotBothWidths(page, "ai-results");
  await page.setViewportSize(PHONE);
  await photo.scrollIntoViewIfNeeded();
  await shot(page, "ai-forms-390");
});

test("a product without an image: the refusal is shown and nothing is charged", async ({ page }) => {
  await signIn(page, email);
  const before = await balance();
  await page.goto(`/products/${bareProductId}?tab=ai-media`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Canvas tote AI-2");
  const photo = page.getByRole("form", { name: "AI photo" });
  await expect(photo.getByRole("group", { name: "Model" }).getByRole("radio").first()).toBeChecked();
  await photo.getByRole("button", { name: /Start photo/ }).click();
  await expect(photo.getByRole("alert")).toHaveText("The product has no image; upload one first.");
  const video = page.getByRole("form", { name: "AI video" });
  await video.getByRole("button", { name: /Start video/ }).click();
  await expect(video.getByRole("alert")).toHaveText("The product has no image; upload one first.");
  await expectAccessible(page);
  await shotBothWidths(page, "ai-no-image");
  expect(await balance()).toBe(before);
});
