// The console counts sign-ins and sign-ups by the address a visitor connects from, never by a header it sends.
import { FAILURE_LIMITS, VISITOR_ADDRESS_HEADER } from "@proseo/core/constants";
import { EMBEDDED, expect, PASSWORD, signInFrom, signUpFrom, test } from "./support";

const failSignIns = async (from: string, headers: (attempt: number) => Record<string, string>) => {
  for (let attempt = 0; attempt <= FAILURE_LIMITS.sign_in.points; attempt++) {
    expect(await signInFrom(from, `nobody-${attempt}@example.com`, "wrong guess", headers(attempt))).toBeUndefined();
  }
};

test("a visitor past its failed sign-ins stays refused, whatever X-Forwarded-For or address header it sends", {
  tag: EMBEDDED,
}, async () => {
  const email = `visitor+${Date.now()}@example.com`;
  expect((await signUpFrom("127.0.0.21", email)).status).toBe(201);
  const spoofed = (attempt: number) => ({
    "x-forwarded-for": `198.51.100.${attempt}`,
    [VISITOR_ADDRESS_HEADER]: `198.51.100.${attempt}`,
  });
  await failSignIns("127.0.0.22", spoofed);
  expect(await signInFrom("127.0.0.22", email, PASSWORD, spoofed(100))).toBeUndefined();
  expect(await signInFrom("127.0.0.23", email, PASSWORD)).toBeDefined();
});

test("a visitor's failed sign-ins leave another visitor's sign-up alone", { tag: EMBEDDED }, async () => {
  // Naming the address the console's server calls the API from, as a visitor on the same machine would be.
  await failSignIns("127.0.0.24", () => ({ "x-forwarded-for": "127.0.0.1" }));
  const email = `newcomer+${Date.now()}@example.com`;
  expect((await signUpFrom("127.0.0.25", email)).status).toBe(201);
  expect(await signInFrom("127.0.0.25", email, PASSWORD)).toBeDefined();
});
