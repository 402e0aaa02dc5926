import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { z } from "zod";
import type { Deps } from "../deps.js";
import { AppError, notFound } from "../errors.js";
import { newId } from "../ids.js";
import { parseOrThrow } from "../validation.js";
import { isUniqueViolation } from "../db-errors.js";

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;
// scrypt with OWASP's recommended cost (N=2^17, r=8, p=1).
const SCRYPT = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };
const KEY_LENGTH = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const derived = await scryptAsync(password, salt, KEY_LENGTH, SCRYPT);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString("base64")}$${derived.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const derived = await scryptAsync(password, Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  });
  return timingSafeEqual(derived, expected);
}

export const createUserInput = z.object({
  email: z.email().transform((email) => email.toLowerCase()),
  password: z.string().min(8, "at least 8 characters").max(200),
  name: z.string().trim().max(200).optional(),
  orgId: z.string().min(1),
});

export async function createUser(deps: Deps, input: z.input<typeof createUserInput>) {
  const parsed = parseOrThrow(createUserInput, input);
  const org = await deps.db.organization.findUnique({ where: { id: parsed.orgId } });
  if (!org) throw notFound("organization");
  const passwordHash = await hashPassword(parsed.password);
  const userId = newId("usr");
  try {
    return await deps.db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: { id: userId, email: parsed.email, name: parsed.name ?? null, passwordHash },
      });
      await tx.membership.create({ data: { id: newId("mem"), userId, orgId: parsed.orgId } });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", "A user with this email already exists.");
    throw error;
  }
}
