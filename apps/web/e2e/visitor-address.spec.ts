// The console counts sign-ins and sign-ups by the address a visitor connects from, never by a header it sends.
import http from "node:http";
import { FAILURE_LIMITS, VISITOR_ADDRESS_HEADER } from "@proseo/core/constants";
import { WEB_URL } from "../playwright.config";
import { EMBEDDED, expect, PASSWORD, test } from "./support";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A request to the console from the loopback address `from`: every 127.x.y.z is this machine, so
 * each test's visitors are visitors of their own, and the browser tests' 127.0.0.1 is left alone.
 */
function send(from: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, WEB_URL), { method, headers, localAddress: from }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

const origin = new URL(WEB_URL).origin;

/** The sign-in page's post to next-auth; true when it answered with a session cookie. */
async function signIn(from: string, email: string, password: string, headers: Record<string, string> = {}) {
  const csrf = await send(from, "GET", "/api/auth/csrf", headers);
  const cookie = (csrf.headers["set-cookie"] ?? []).map((value) => value.split(";")[0]).join("; ");
  const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
  const form = new URLSearchParams({ csrfToken, email, password, callbackUrl: origin, json: "true" });
  const answer = await send(
    from,
    "POST",
    "/api/auth/callback/credentials",
    { ...headers, cookie, origin, "content-type": "application/x-www-form-urlencoded" },
    form.toString(),
  );
  return (answer.headers["set-cookie"] ?? []).some((value) => value.startsWith("next-auth.session-token="));
}

const signUp = (from: string, email: string) =>
  send(
    from,
    "POST",
    "/api/signup",
    { origin, "content-type": "application/json" },
    JSON.stringify({ email, password: PASSWORD, organizationName: "Visitor Goods" }),
  );

const failSignIns = async (from: string, headers: (attempt: number) => Record<string, string>) => {
  for (let attempt = 0; attempt <= FAILURE_LIMITS.sign_in.points; attempt++) {
    expect(await signIn(from, `nobody-${attempt}@example.com`, "wrong guess", headers(attempt))).toBe(false);
  }
};

test("a visitor past its failed sign-ins stays refused, whatever X-Forwarded-For or address header it sends", {
  tag: EMBEDDED,
}, async () => {
  const email = `visitor+${Date.now()}@example.com`;
  expect((await signUp("127.0.0.21", email)).status).toBe(201);
  const spoofed = (attempt: number) => ({
    "x-forwarded-for": `198.51.100.${attempt}`,
    [VISITOR_ADDRESS_HEADER]: `198.51.100.${attempt}`,
  });
  await failSignIns("127.0.0.22", spoofed);
  expect(await signIn("127.0.0.22", email, PASSWORD, spoofed(100))).toBe(false);
  expect(await signIn("127.0.0.23", email, PASSWORD)).toBe(true);
});

test("a visitor's failed sign-ins leave another visitor's sign-up alone", { tag: EMBEDDED }, async () => {
  // Naming the address the console's server calls the API from, as a visitor on the same machine would be.
  await failSignIns("127.0.0.24", () => ({ "x-forwarded-for": "127.0.0.1" }));
  const email = `newcomer+${Date.now()}@example.com`;
  expect((await signUp("127.0.0.25", email)).status).toBe(201);
  expect(await signIn("127.0.0.25", email, PASSWORD)).toBe(true);
});
