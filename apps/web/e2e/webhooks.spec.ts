import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, shot, signUp, test } from "./support";

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on this machine: /ok answers 200, /fail answers 500; it keeps what it got. */
let receiver: Server;
let base = "";
const received: Received[] = [];

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      received.push({ path: request.url!, headers: request.headers, body });
      response.writeHead(request.url === "/ok" ? 200 : 500).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

/** Standard Webhooks: v1 is the HMAC-SHA256 of `id.timestamp.body` under the secret's bytes (base64 after whsec_). */
function signature(secret: string, { headers, body }: Received) {
  const key = Buffer.from(secret.slice("whsec_".length), "base64");
  const signed = `${headers["webhook-id"]}.${headers["webhook-timestamp"]}.${body}`;
  return `v1,${createHmac("sha256", key).update(signed).digest("base64")}`;
}

test("add an endpoint, copy its secret once, send a test event and see it delivered; a failing one waits for its retry", async ({
  page,
}) => {
  await signUp(page, "Hook Supply");
  await page.getByRole("link", { name: "Webhooks" }).click();
  await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();
  await expect(page.getByText("No endpoints yet.")).toBeVisible();

  await page.getByLabel("URL").fill(`${base}/ok`);
  await expect(page.getByLabel("media.updated")).toBeChecked();
  await page.getByRole("button", { name: "Add endpoint" }).click();
  const secret = (await page.getByTestId("webhook-secret").textContent())!;
  expect(secret).toMatch(/^whsec_/);
  await page.getByRole("button", { name: "Copy secret" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await shot(page, "webhooks-secret");
  await page.getByRole("button", { name: "I have stored it" }).click();
  await expect(page.getByTestId("webhook-secret")).toHaveCount(0);

  const ok = page.getByRole("listitem", { name: `${base}/ok` });
  await expect(ok.getByText("enabled", { exact: true })).toBeVisible();
  await expect(ok).toContainText("Events: media.updated");
  await expect(ok.getByText("No deliveries yet.")).toBeVisible();
  await ok.getByRole("button", { name: "Send test event" }).click();
  const delivery = ok.getByRole("row").filter({ hasText: "webhook.test" });
  await expect(delivery).toContainText("delivered");
  await expect(delivery.getByRole("cell").nth(2)).toHaveText("200");
  await expect(delivery.getByRole("cell").nth(3)).toHaveText("1");
  await expect(delivery.getByRole("cell").nth(4)).toHaveText("—");

  const [event] = received.filter((request) => request.path === "/ok");
  expect(JSON.parse(event!.body)).toMatchObject({ type: "webhook.test", data: { webhook_id: expect.any(String) } });
  expect(event!.headers["webhook-signature"]).toBe(signature(secret, event!));

  // An endpoint answering 500 keeps its delivery pending, with the next attempt's time.
  await page.getByLabel("URL").fill(`${base}/fail`);
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await expect(page.getByTestId("webhook-secret")).toBeVisible();
  const failing = page.getByRole("listitem", { name: `${base}/fail` });
  await failing.getByRole("button", { name: "Send test event" }).click();
  const retry = failing.getByRole("row").filter({ hasText: "webhook.test" });
  await expect(retry.getByRole("cell").nth(2)).toHaveText("500");
  await expect(retry).toContainText("pending");
  await expect(retry.getByRole("cell").nth(3)).toHaveText("1");
  await expect(retry.getByRole("cell").nth(4)).not.toHaveText("—");
  await shot(page, "webhooks");
});

test("delete an endpoint after confirming", async ({ page }) => {
  await signUp(page, "Hook Removal");
  await page.getByRole("link", { name: "Webhooks" }).click();
  await page.getByLabel("URL").fill(`${base}/ok`);
  await page.getByRole("button", { name: "Add endpoint" }).click();
  const endpoint = page.getByRole("listitem", { name: `${base}/ok` });
  await expect(endpoint).toBeVisible();

  await endpoint.getByRole("button", { name: /^Delete/ }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this endpoint?" });
  await expect(dialog).toContainText(`${base}/ok`);
  await shot(page, "webhooks-delete-confirm");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(endpoint).toBeVisible();
  await endpoint.getByRole("button", { name: /^Delete/ }).click();
  await dialog.getByRole("button", { name: "Delete endpoint" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("No endpoints yet.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("No endpoints yet.")).toBeVisible();
});

test("a test event sent while the endpoint's deliveries still load shows once they have", async ({ page }) => {
  await signUp(page, "Hook Hurry");
  await page.goto("/webhooks");
  // The endpoint's first read of its deliveries is answered by the server at once but reaches the page only after the
  // test event is queued: that answer has no delivery, and the page must read again rather than keep it.
  let queued: () => void = () => {};
  const eventQueued = new Promise<void>((resolve) => (queued = resolve));
  await page.route(
    /\/api\/trpc\/[^?]*webhooks\.get/,
    async (route) => {
      const answer = await route.fetch();
      await eventQueued;
      // Cancelled by then on a page that reads again: nothing is left to answer.
      await route.fulfill({ response: answer }).catch(() => {});
    },
    { times: 1 },
  );
  page.on("response", (response) => {
    if (/\/api\/trpc\/[^?]*webhooks\.test/.test(response.url())) queued();
  });
  await page.getByLabel("URL").fill(`${base}/ok`);
  await page.getByRole("button", { name: "Add endpoint" }).click();
  const endpoint = page.getByRole("listitem", { name: `${base}/ok` });
  await endpoint.getByRole("button", { name: "Send test event" }).click();
  await expect(endpoint.getByRole("row").filter({ hasText: "webhook.test" })).toContainText("delivered");
});

test("the webhooks page fits a phone's width", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, "Hook Phone");
  await page.goto("/webhooks");
  await page.getByLabel("URL").fill(`${base}/ok`);
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await page
    .getByRole("listitem", { name: `${base}/ok` })
    .getByRole("button", { name: "Send test event" })
    .click();
  await expect(page.getByRole("row").filter({ hasText: "webhook.test" })).toContainText("delivered");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, "phone-webhooks");
});
