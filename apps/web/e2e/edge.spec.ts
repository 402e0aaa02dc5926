import http from "node:http";
import type { AppRouter } from "@proseo/api";
import { MAX_BATCH_CALLS, MAX_BODY_BYTES, MAX_FORM_BYTES } from "@proseo/core/constants";
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import { INTERNAL_SECRET, WEB_URL } from "../playwright.config";
import { expect, test } from "./support";

test.describe.configure({ mode: "serial" });

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { error: { message: string; code: number; data: { httpStatus: number; code: string } } };
}

/**
 * Sends a request to the console and resolves with its answer as soon as that arrives. With `open`,
 * the body is never finished, like an upload still under way: an answer then proves the console
 * decided without waiting for (or holding) the whole body. `flood` streams that many bytes of filler
 * as such a body, as fast as the console takes them, until it answers.
 */
function send(
  path: string,
  options: { headers?: Record<string, string>; body?: Buffer; open?: boolean; flood?: number; method?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(
      new URL(path, WEB_URL),
      { method: options.method ?? "POST", headers: { "content-type": "application/json", ...options.headers } },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          request.destroy();
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: JSON.parse(text) as Answer["body"] });
        });
      },
    );
    request.on("error", (error) => answered || reject(error));
    if (options.body) request.write(options.body);
    const filler = Buffer.alloc(64 * 1024, "a");
    let flooded = 0;
    const flood = () => {
      while (!answered && flooded < (options.flood ?? 0)) {
        flooded += filler.length;
        if (!request.write(filler)) return void request.once("drain", flood);
      }
    };
    flood();
    if (!options.open && !options.flood) request.end();
  });
}

/** A settings update of exactly `bytes` bytes of JSON (the API ignores the unknown `padding`). */
function settingsUpdate(languages: string[], bytes: number): Buffer {
  const head = `{"languages":${JSON.stringify(languages)},"padding":"`;
  const tail = '"}';
  return Buffer.from(head + "x".repeat(bytes - head.length - tail.length) + tail);
}

let cookie = "";
const languages = async () => {
  const answer = await send("/api/trpc/console.overview", { method: "GET", headers: { cookie } });
  return (answer.body as unknown as { result: { data: { organization: { languages: string[] } } } }).result.data.organization
    .languages;
};

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${WEB_URL}/signup`);
  await page.getByLabel("Organization name").fill("Edge Outfitters");
  await page.getByLabel("Email").fill(`edge+${Date.now()}@example.com`);
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  const session = (await context.cookies()).find((c) => c.name === "next-auth.session-token");
  cookie = `${session!.name}=${session!.value}`;
  await context.close();
});

test("pages carry the security headers, and every script of the page the request's nonce", async ({ page }) => {
  const response = (await page.goto("/signin"))!;
  const headers = response.headers();
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  const policy = headers["content-security-policy"]!;
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toContain("unsafe-inline");
  const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();

  const scripts = (await response.text()).match(/<script[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  // Hydrated, which needs those scripts: the client-side form validation answers.
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/signin$/);

  const next = (await page.request.get("/signin")).headers()["content-security-policy"];
  expect(next).not.toBe(policy);
});

test("markup injected into a page cannot run script, and the refusal is seen", async ({ page, cspViolations }) => {
  await page.goto("/signin");
  await page.evaluate(() =>
    document.body.insertAdjacentHTML("beforeend", '<img alt="" src="data:," onerror="window.injected = true">'),
  );
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations[0]).toContain("inline event handler");
  expect(await page.evaluate(() => "injected" in window)).toBe(false);
  cspViolations.length = 0; // this one was the point; any other still fails the test
});

test("API routes carry the security headers and a policy that allows nothing", async ({ page }) => {
  const response = await page.request.get("/api/trpc/console.overview");
  const headers = response.headers();
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
});

test("without a session cookie the proxy answers 401 without reading the body or calling the API", async () => {
  // An unknown procedure: the API would answer 404, so a 401 is the proxy's own answer.
  const refused = await send("/api/trpc/console.nothingHere", { body: Buffer.from('{"a":'), open: true });
  expect(refused.status).toBe(401);
  expect(refused.body.error).toMatchObject({
    message: "Sign in to use the console.",
    code: -32001,
    data: { httpStatus: 401, code: "unauthenticated" },
  });
  expect(refused.headers["request-id"]).toMatch(/^req_/);

  const forwarded = await send("/api/trpc/console.nothingHere", { headers: { cookie }, body: Buffer.from("{}") });
  expect(forwarded.status).toBe(404);
  expect(forwarded.body.error.data.code).toBe("route_not_found");
});

test("sign-up and sign-in are not reachable through the proxy, not even with the shared secret", async () => {
  const body = Buffer.from(JSON.stringify({ email: "x@example.com", password: "correct horse battery" }));
  const anonymous = await send("/api/trpc/console.auth.verifyCredentials", {
    headers: { "x-internal-secret": INTERNAL_SECRET },
    body,
  });
  expect(anonymous.status).toBe(401);
  const signedIn = await send("/api/trpc/console.auth.verifyCredentials", {
    headers: { cookie, "x-internal-secret": INTERNAL_SECRET },
    body,
  });
  expect(signedIn.status).toBe(401);
  expect(signedIn.body.error.message).toBe("Not available.");
});

test("state-changing requests a page of another site sends are refused: sign-up and console calls", async () => {
  const account = { email: "csrf@example.com", password: "correct horse battery", organizationName: "Csrf" };
  // Whatever host a header names: the console's own origin is its configured address (NEXTAUTH_URL).
  const evil = { origin: "https://evil.example" };
  for (const forgery of [evil, { ...evil, "x-forwarded-host": "evil.example" }]) {
    // A cross-site form can post text/plain without a CORS preflight.
    const forged = await send("/api/signup", {
      headers: { ...forgery, "content-type": "text/plain" },
      body: Buffer.from(JSON.stringify(account)),
    });
    expect(forged.status).toBe(403);
    const update = await send("/api/trpc/console.settings.update", {
      headers: { ...forgery, cookie },
      body: settingsUpdate(["en", "fi"], 200),
    });
    expect(update.status).toBe(403);
    expect(update.body.error.data.code).toBe("cross_site_request");
  }
  expect(await languages()).not.toContain("fi");
  // The console's own pages send its origin; the forged sign-ups created nothing.
  const own = { origin: new URL(WEB_URL).origin };
  expect((await send("/api/signup", { headers: own, body: Buffer.from(JSON.stringify(account)) })).status).toBe(201);
});

test("a path that names no procedure is refused", async () => {
  const answer = await send("/api/trpc/..%2F..%2Fv1%2Fme", { method: "GET", headers: { cookie } });
  expect(answer.status).toBe(404);
  expect(answer.body.error.data.code).toBe("route_not_found");
});

test("a body of exactly 2 MB streams through to the API, and its answer back", async () => {
  const answer = await send("/api/trpc/console.settings.update", {
    headers: { cookie },
    body: settingsUpdate(["en", "sv"], MAX_BODY_BYTES),
  });
  expect(answer.status).toBe(200);
  expect(answer.headers["content-type"]).toContain("application/json");
  expect(answer.headers["request-id"]).toMatch(/^req_/);
  expect(await languages()).toEqual(["en", "sv"]);
});

test("a streamed body past 2 MB is refused with 413 as soon as it passes the limit", async () => {
  // Chunked (no Content-Length) and never finished: only counting can refuse it.
  const answer = await send("/api/trpc/console.settings.update", {
    headers: { cookie },
    body: settingsUpdate(["fi"], MAX_BODY_BYTES + 1),
    open: true,
  });
  expect(answer.status).toBe(413);
  expect(answer.body.error).toMatchObject({
    message: "The request body exceeds 2 MB.",
    code: -32013,
    data: { httpStatus: 413, code: "payload_too_large" },
  });
  expect(await languages()).toEqual(["en", "sv"]);
});

test("a Content-Length over 2 MB is refused with 413 before the body arrives", async () => {
  const answer = await send("/api/trpc/console.settings.update", {
    headers: { cookie, "content-length": String(MAX_BODY_BYTES + 1) },
    body: Buffer.from('{"languages":["fi"],'),
    open: true,
  });
  expect(answer.status).toBe(413);
  expect(answer.body.error.data.code).toBe("payload_too_large");
});

test(`a batch of more than ${MAX_BATCH_CALLS} calls is refused before any of them runs`, async () => {
  // A tRPC client without the console's maxItems, so that it sends every call in one batch.
  const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${WEB_URL}/api/trpc`, headers: { cookie } })] });
  const tooMany = await Promise.allSettled(
    Array.from({ length: MAX_BATCH_CALLS + 1 }, () => client.console.settings.update.mutate({ languages: ["fi"] })),
  );
  for (const outcome of tooMany) {
    expect(outcome.status).toBe("rejected");
    const error = (outcome as PromiseRejectedResult).reason as unknown;
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<AppRouter>).message).toBe("A batch may call at most 10 procedures; this one calls 11.");
    expect((error as TRPCClientError<AppRouter>).data?.httpStatus).toBe(413);
  }
  expect(await languages()).toEqual(["en", "sv"]);

  const results = await Promise.all(Array.from({ length: MAX_BATCH_CALLS }, () => client.console.overview.query()));
  expect(results.map((overview) => overview.organization.name)).toEqual(Array(MAX_BATCH_CALLS).fill("Edge Outfitters"));
});

test(`sign-up, invitation and sign-in bodies past ${MAX_FORM_BYTES / 1024} KB are refused with 413 before they are read`, async () => {
  const forms: [string, string][] = [
    ["/api/signup", "application/json"],
    ["/api/invite", "application/json"],
    ["/api/auth/callback/credentials", "application/x-www-form-urlencoded"],
  ];
  for (const [path, type] of forms) {
    const streamed = await send(path, { headers: { "content-type": type }, flood: 60 * 2 ** 20 });
    expect(streamed.status, path).toBe(413);
    expect((streamed.body as unknown as { error: { code: string } }).error.code).toBe("payload_too_large");
    const declared = await send(path, {
      headers: { "content-type": type, "content-length": String(60 * 2 ** 20) },
      body: Buffer.from("email=a"),
      open: true,
    });
    expect(declared.status, path).toBe(413);
  }
});

test("console answers through the proxy stay the session's: no-store, and Vary: Cookie", async () => {
  const answer = await send("/api/trpc/console.overview", { method: "GET", headers: { cookie } });
  expect(answer.status).toBe(200);
  expect(answer.headers["cache-control"]).toBe("no-store");
  expect(answer.headers.vary?.split(/,\s*/)).toContain("Cookie");
});

test("a console call whose body is not JSON is refused 415, and the answer names nothing of the server's insides", async () => {
  const boundary = "proseo-e2e";
  const form = `--${boundary}\r\nContent-Disposition: form-data; name="languages"\r\n\r\nfi\r\n--${boundary}--\r\n`;
  const answer = await send("/api/trpc/console.settings.update", {
    headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
    body: Buffer.from(form),
  });
  expect(answer.status).toBe(415);
  expect(answer.body.error).toMatchObject({
    message: "Send the body as application/json.",
    data: { httpStatus: 415, code: "unsupported_media_type" },
  });
  expect(JSON.stringify(answer.body)).not.toMatch(/_httpMessage|client\.|socket/);
  expect(await languages()).not.toContain("fi");
});

test("prefetched pages carry the policy too, with the nonce their scripts carry", async ({ request }) => {
  const prefetches: Record<string, string>[] = [
    { "next-router-prefetch": "1" },
    { purpose: "prefetch" },
    { "sec-purpose": "prefetch" },
  ];
  for (const prefetch of prefetches) {
    const response = await request.get("/signin", { headers: prefetch });
    expect(response.headers()["content-type"]).toContain("text/html");
    const policy = response.headers()["content-security-policy"] ?? "";
    expect(policy, JSON.stringify(prefetch)).toContain("frame-ancestors 'none'");
    const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(policy)?.[1];
    const scripts = (await response.text()).match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  }
});
