import type { Locator, Page } from "@playwright/test";
import { MAX_BODY_BYTES } from "@proseo/core/constants";
import { sampleGlb, sampleUsdz } from "@proseo/core/testing/model-files";
import sharp from "sharp";
import { api, createKey, expect, shot, signIn, signUp, test } from "./support";

test.describe.configure({ mode: "serial" });

let email = "";
let productId = "";

/** A plain PNG of this size: the gallery shows each image's width, which tells them apart. */
const png = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

/** About 1 MB of PNG (noise does not compress): slow enough to watch the progress bar under throttling. */
const noisePng = () =>
  sharp(Buffer.from(Array.from({ length: 600 * 600 * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width: 600, height: 600, channels: 3 },
  })
    .png()
    .toBuffer();

const tiles = (page: Page) => page.getByRole("list", { name: "Media in gallery order" }).getByRole("listitem");

/** The gallery as its images' widths in order (a 3D model shows as "3d"), once every image has loaded. */
async function order(page: Page): Promise<string[]> {
  const items = await tiles(page).all();
  const widths: string[] = [];
  for (const item of items) {
    // The tile's own image (model-viewer's shadow DOM has an element of role img too).
    const image = item.locator(":scope > img");
    if ((await image.count()) === 0) {
      widths.push("3d");
      continue;
    }
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeTruthy();
    widths.push((await image.getAttribute("width"))!);
  }
  return widths;
}

/**
 * The page once its 3D model has loaded: in view in the Media tab, model-viewer loads it at once,
 * and the page is too busy with it meanwhile to answer in time.
 */
async function modelLoaded(page: Page) {
  await expect(page.locator(".model-viewer")).toHaveAttribute("data-state", "loaded", { timeout: 30_000 });
}

async function uploadImage(page: Page, name: string, buffer: Buffer, role: string) {
  const form = page.getByRole("form", { name: "Upload an image" });
  await form.getByLabel("Image").setInputFiles({ name, mimeType: "image/png", buffer });
  await form.getByLabel("Role").selectOption(role);
  await form.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Image uploaded." })).toBeVisible();
}

/**
 * Drags a tile by its handle onto another tile with the mouse, waiting at each stage for the page to
 * show it has seen the last one: dnd-kit starts listening for moves only once it has picked the item
 * up, and decides the drop target from the last move it saw, so on a busy machine moves sent without
 * waiting are lost and the drop lands nowhere.
 */
/**
 * Resolves once the page has run the tasks queued so far and drawn a frame. dnd-kit finishes a
 * pick-up in such tasks: the keyboard sensor listens for arrow keys only from a timer it sets then,
 * and the places the item can go are measured in an effect after the render that marks it picked up.
 */
async function pickUpSettled(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => setTimeout(() => requestAnimationFrame(() => setTimeout(resolve, 0)), 0)),
  );
}

/** Resolves once the API has stored a change of the gallery (an item's place or role). */
const saved = (page: Page) => page.waitForResponse((response) => response.url().includes("media.update") && response.ok());

async function drag(page: Page, handle: Locator, target: Locator) {
  // The mouse reaches only what is on screen.
  await handle.scrollIntoViewIfNeeded();
  const start = (await handle.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await pickUpSettled(page);
  const end = (await target.boundingBox())!;
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 10 });
  // The target has made room for the item (it moves aside).
  await expect(target).toHaveCSS("transform", /matrix\(1, 0, 0, 1, (?!0, 0\))/);
  await page.mouse.up();
  await expect(handle).not.toHaveAttribute("aria-pressed", "true");
}

test("a product found from the overview gets images and a 3D model, with the upload's progress", async ({ page }) => {
  email = await signUp(page, "Gallery Goods");
  const call = api(await createKey(page, ["catalog:write"]));
  await call("POST", "/v1/products", { products: [{ sku: "GAL-1", name: "Wool throw", brand: "Acme" }] });
  productId = (await call("GET", "/v1/products?q=GAL-1")).products[0].id;

  await page.getByRole("link", { name: "Overview" }).click();
  await page.getByLabel("SKU, name or brand").fill("GAL-1");
  await page.getByRole("button", { name: "Find" }).click();
  await page.getByRole("link", { name: /GAL-1/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wool throw GAL-1");
  await page.getByRole("tablist", { name: "Product" }).getByRole("tab", { name: "Media", exact: true }).click();
  await expect(page.getByText("No media yet.")).toBeVisible();
  await expect(page.getByText("Each upload may be at most 2 MB")).toBeVisible();

  await uploadImage(page, "red.png", await png(40, 30, "#d33"), "base");
  await uploadImage(page, "green.png", await png(50, 30, "#3a3"), "gallery");

  // Throttled, the upload is slow enough to see its progress bar move.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  const form = page.getByRole("form", { name: "Upload an image" });
  const noise = await noisePng();
  expect(noise.length).toBeGreaterThan(900_000);
  await form.getByLabel("Image").setInputFiles({ name: "noise.png", mimeType: "image/png", buffer: noise });
  await form.getByRole("button", { name: "Upload image" }).click();
  const progress = page.getByRole("progressbar");
  await expect(progress).toBeVisible();
  await expect.poll(() => progress.evaluate((bar: HTMLProgressElement) => bar.value), { timeout: 10_000 }).toBeGreaterThan(0);
  await shot(page, "gallery-upload-progress");
  await expect(page.getByRole("status").filter({ hasText: "Image uploaded." })).toBeVisible({ timeout: 30_000 });
  await expect(progress).toBeHidden();
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const model = page.getByRole("form", { name: "Upload a 3D model" });
  await model.getByLabel("GLB file").setInputFiles({ name: "throw.glb", mimeType: "model/gltf-binary", buffer: sampleGlb() });
  await model.getByLabel("USDZ file").setInputFiles({ name: "throw.usdz", mimeType: "model/vnd.usdz+zip", buffer: sampleUsdz() });
  await model.getByRole("button", { name: "Upload 3D model" }).click();
  await expect(page.getByRole("status").filter({ hasText: "3D model uploaded." })).toBeVisible();

  await expect(tiles(page)).toHaveCount(4);
  await modelLoaded(page);
  expect(await order(page)).toEqual(["40", "50", "600", "3d"]);
  const viewer = tiles(page).nth(3).locator("model-viewer");
  await expect(viewer).toHaveAttribute("camera-controls", "");
  await expect(
    tiles(page)
      .nth(0)
      .getByLabel(/^Role of/),
  ).toHaveValue("base");
  await shot(page, "gallery");
});

test("reorder by dragging and by keyboard; the order stays after a reload", async ({ page }) => {
  // Three loads of the 3D model (each parsed and drawn in software on a busy machine) fit no 60 s.
  test.setTimeout(120_000);
  await signIn(page, email);
  await page.goto(`/products/${productId}?tab=media`);
  await expect(tiles(page)).toHaveCount(4);
  // Every tile at its final size before the mouse measures where they are: the 3D model loads only
  // once it is on screen, and its tile may change size then.
  await page.getByRole("list", { name: "Media in gallery order" }).scrollIntoViewIfNeeded();
  await modelLoaded(page);
  expect(await order(page)).toEqual(["40", "50", "600", "3d"]);

  // The 3D model dragged to the front. The page shows the new order before the API has stored it, and a reload
  // then would cancel the request: each reload waits for the stored order.
  let stored = saved(page);
  await drag(page, tiles(page).nth(3).getByRole("button", { name: /^Move/ }), tiles(page).nth(0));
  await expect.poll(() => order(page)).toEqual(["3d", "40", "50", "600"]);
  await stored;
  await page.reload();
  await modelLoaded(page);
  await expect.poll(() => order(page)).toEqual(["3d", "40", "50", "600"]);

  // The first image moved one place on with Space, the right arrow key and Space.
  const handle = tiles(page).nth(1).getByRole("button", { name: /^Move/ });
  await handle.focus();
  const moving = tiles(page).nth(1);
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await pickUpSettled(page);
  await page.keyboard.press("ArrowRight");
  // Dropped once the item has moved over the next place.
  await expect(moving).toHaveCSS("transform", /matrix\(1, 0, 0, 1, [1-9]/);
  stored = saved(page);
  await page.keyboard.press("Space");
  await expect.poll(() => order(page)).toEqual(["3d", "50", "40", "600"]);
  await stored;
  await page.reload();
  await modelLoaded(page);
  await expect.poll(() => order(page)).toEqual(["3d", "50", "40", "600"]);
  await shot(page, "gallery-reordered");
});

test("a new base image demotes the old one, and delete asks first", async ({ page }) => {
  await signIn(page, email);
  await page.goto(`/products/${productId}?tab=media`);
  await expect(tiles(page)).toHaveCount(4);
  await modelLoaded(page);
  const role = (index: number) =>
    tiles(page)
      .nth(index)
      .getByLabel(/^Role of/);
  await expect(role(2)).toHaveValue("base");
  await Promise.all([saved(page), role(1).selectOption("base")]);
  await expect(role(1)).toHaveValue("base");
  await expect(role(2)).toHaveValue("gallery");
  await Promise.all([saved(page), role(3).selectOption("swatch")]);
  await page.reload();
  await modelLoaded(page);
  await expect(role(1)).toHaveValue("base");
  await expect(role(2)).toHaveValue("gallery");
  await expect(role(3)).toHaveValue("swatch");

  await tiles(page)
    .nth(2)
    .getByRole("button", { name: /^Delete/ })
    .click();
  const dialog = page.getByRole("dialog", { name: /^Delete Image 3/ });
  await expect(dialog).toBeVisible();
  await shot(page, "gallery-delete-confirm");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(tiles(page)).toHaveCount(4);
  await tiles(page)
    .nth(2)
    .getByRole("button", { name: /^Delete/ })
    .click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeHidden();
  await expect(tiles(page)).toHaveCount(3);
  await page.reload();
  await modelLoaded(page);
  await expect.poll(() => order(page)).toEqual(["3d", "50", "600"]);
});

test("the 2 MB limit: checked before sending, and the server's 413 explained", async ({ page }) => {
  await signIn(page, email);
  await page.goto(`/products/${productId}?tab=media`);
  await expect(tiles(page)).toHaveCount(3);
  await modelLoaded(page);
  const form = page.getByRole("form", { name: "Upload an image" });
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/media")) sent.push(request.url());
  });
  await form
    .getByLabel("Image")
    .setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(MAX_BODY_BYTES + 1) });
  await form.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "over the 2 MB limit: nothing was sent" })).toBeVisible();
  expect(sent).toEqual([]);
  await shot(page, "gallery-limit");

  // Just under the limit itself, the file and the form's framing are over it: the server refuses.
  await form
    .getByLabel("Image")
    .setInputFiles({ name: "edge.png", mimeType: "image/png", buffer: Buffer.alloc(MAX_BODY_BYTES - 10) });
  await form.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "over the 2 MB limit and was refused" })).toBeVisible();
  await expect(tiles(page)).toHaveCount(3);
});

test("the product page fits a phone's width", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, email);
  await page.goto(`/products/${productId}?tab=media`);
  await expect(tiles(page)).toHaveCount(3);
  // model-viewer loads its model once on screen, and the gallery is below the upload forms.
  await tiles(page).nth(0).scrollIntoViewIfNeeded();
  await expect(tiles(page).nth(0).locator(".model-viewer")).toHaveAttribute("data-state", "loaded");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, "phone-gallery");
});
